import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { InformationPage } from "../../contract/console-settings-pages";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { sendOnce } from "~/components/console/menu/MenuFields";
import { describedBy, FieldError } from "~/components/FieldError";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { settingsPagesCalls } from "~/lib/console/console-settings-pages-api.server";
import {
  informationPages,
  pageFromForm,
  refusedSettings,
  type SettingsFormAnswer,
} from "~/lib/console/console-settings-pages.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { pageTextHtml } from "~/lib/store/rich-text.server";
import settingsStyles from "~/styles/console-settings-pages.css";

/*
 * The store's information pages (decision 106): one form per page, a Markdown textarea with its
 * formatting help and a preview drawn by the server as customers will read it; staff read them.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: settingsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await settingsPagesCalls(context.api.send).readPages(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const owner = page.staff.role === "OWNER";
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    title: page.t("console.settings.pages.info.title"),
    owner,
    saved: informationPages.find((key) => key === saved) ?? null,
    pages: informationPages.map((key) => {
      const text = result.data.pages[key] ?? "";
      // Staff read each page as customers do; the owner edits its Markdown.
      return { key, text: owner ? text : "", html: !owner && text ? pageTextHtml(text) : null };
    }),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const typed = pageFromForm(form);
  if (!typed) throw data(null, { status: 400 });
  const answer = { form: typed.page, values: { text: typed.typed.slice(0, 25_000) } };
  if (typed.kind === "refused")
    return data<SettingsFormAnswer>({ ...answer, errors: typed.errors, message: null }, { status: 400 });
  if (typed.kind === "preview")
    return data<SettingsFormAnswer>({ ...answer, errors: {}, message: null, preview: typed.html });
  const result = await settingsPagesCalls(context.api.send).writePage(page.slug, page.token, typed.page, typed.text);
  if (!result.ok) return refusedSettings(page, result, answer);
  return redirect(`${consoleHref(page.slug, "/settings/pages")}?saved=${typed.page}#page-${typed.page}`);
}

export default function InformationPagesRoute() {
  const { t } = useTranslation();
  const { owner, saved, pages } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<SettingsFormAnswer>());
  // After a save the forms start again from what the store now has.
  const { key } = useLocation();
  return (
    <div className="c-staff">
      <h1>{t("console.settings.pages.info.title")}</h1>
      <p>{t("console.settings.pages.info.intro")}</p>
      {owner ? <FormattingHelp /> : <p>{t("console.settings.pages.staffOnly")}</p>}
      {pages.map((entry) => (
        <section key={entry.key} id={`page-${entry.key}`} aria-labelledby={`page-${entry.key}-title`}>
          <h2 id={`page-${entry.key}-title`}>{t(`console.settings.pages.info.names.${entry.key}`)}</h2>
          <p role="status" className={saved === entry.key ? "c-alert c-alert--info" : undefined}>
            {saved === entry.key
              ? t("console.settings.pages.info.saved", { name: t(`console.settings.pages.info.names.${entry.key}`) })
              : null}
          </p>
          {owner ? (
            <PageForm
              key={key}
              page={entry.key}
              text={entry.text}
              answer={answer?.form === entry.key ? answer : undefined}
            />
          ) : entry.html ? (
            <div className="c-settings-preview c-store-info__text" dangerouslySetInnerHTML={{ __html: entry.html }} />
          ) : (
            <p className="c-dimmed">{t("console.settings.pages.info.empty")}</p>
          )}
        </section>
      ))}
    </div>
  );
}

const HELP_ID = "pages-formatting-help";
const HELP = ["paragraph", "bold", "list", "heading", "link"] as const;

function FormattingHelp() {
  const { t } = useTranslation();
  return (
    <section id={HELP_ID} aria-labelledby={`${HELP_ID}-title`} className="c-settings-preview c-settings-help">
      <h2 id={`${HELP_ID}-title`}>{t("console.settings.pages.info.helpTitle")}</h2>
      <ul>
        {HELP.map((item) => (
          <li key={item}>
            <code>{t(`console.settings.pages.info.help.${item}`)}</code>
          </li>
        ))}
      </ul>
      <p>{t("console.settings.pages.info.safety")}</p>
    </section>
  );
}

function PageForm({
  page,
  text,
  answer,
}: {
  page: InformationPage;
  text: string;
  answer: SettingsFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("page") === page;
  const name = t(`console.settings.pages.info.names.${page}`);
  const id = `text-${page}`;
  const error = answer?.errors.text;
  const described = describedBy(`${id}-error`, error);
  const hint = page === "about_us" ? `${id}-hint` : null;
  return (
    // The fragment brings a page answered without JavaScript back to this form.
    <Form method="post" action={`#page-${page}`} className="c-console-form c-settings-form" onSubmit={sendOnce(busy)}>
      <input type="hidden" name="page" value={page} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message)}
        </p>
      ) : null}
      <div className="c-field">
        <label htmlFor={id}>
          {t("console.settings.pages.info.field")} · {name}
        </label>
        {hint ? (
          <p id={hint} className="c-dimmed">
            {t("console.settings.pages.info.aboutHint")}
          </p>
        ) : null}
        <textarea
          id={id}
          name="text"
          className="c-input c-textarea"
          rows={10}
          defaultValue={answer?.values.text ?? text}
          autoFocus={Boolean(error)}
          {...described}
          aria-describedby={[HELP_ID, hint, described["aria-describedby"]].filter(Boolean).join(" ")}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="c-row">
        <button type="submit" name="intent" value="save" className="c-button">
          {t("console.settings.pages.info.save", { name })}
        </button>
        <button type="submit" name="intent" value="preview" className="c-button c-button--default">
          {t("console.settings.pages.info.preview")}
        </button>
      </div>
      {answer?.preview !== undefined ? (
        <section
          aria-labelledby={`${id}-preview-title`}
          className="c-settings-preview"
          tabIndex={-1}
          autoFocus
          aria-live="polite"
        >
          <h3 id={`${id}-preview-title`}>{t("console.settings.pages.info.previewTitle", { name })}</h3>
          {answer.preview ? (
            <div className="c-store-info__text" dangerouslySetInnerHTML={{ __html: answer.preview }} />
          ) : (
            <p className="c-dimmed">{t("console.settings.pages.info.previewEmpty")}</p>
          )}
        </section>
      ) : null}
    </Form>
  );
}

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.settings.pages.staffOnly" }} />;
}
