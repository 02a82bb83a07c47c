import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import * as z from "zod";
import { checkCountry, COUNTRY_DEFAULTS, newStoreFieldsSchema, ONBOARDING_ERRORS } from "../../contract/onboarding";
import { countryCodeSchema, languageSchema } from "../../contract/merchant";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { onboardingCalls } from "~/lib/console/onboarding-api.server";
import { PLATFORM_PATH, platformSessionStorage } from "~/lib/console/platform-session.server";
import { i18nServer, resolveLanguage } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { useFocusOnAnswer } from "~/lib/page/focus";
import { firstErrors } from "~/lib/page/form-fields.server";
import consoleStyles from "~/styles/console.css";

/*
 * The platform's page (decision 108): its operator types the platform key once, then lists the
 * stores and creates one, whose owner the API invites by e-mail. Every form is a plain post.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const CREATE_FIELDS = [
  "slug",
  "name",
  "country_code",
  "currency",
  "timezone",
  "language",
  "slug_franchise",
  "owner_name",
  "owner_email",
] as const;
type CreateField = (typeof CREATE_FIELDS)[number];

const loginSchema = z.object({
  intent: z.literal("login"),
  key: z
    .string({ error: ONBOARDING_ERRORS.keyRequired })
    .trim()
    .min(1, { error: ONBOARDING_ERRORS.keyRequired })
    .max(200, { error: ONBOARDING_ERRORS.keyWrong }),
});
const createSchema = newStoreFieldsSchema.superRefine(checkCountry);

async function platformPage({ request, context }: LoaderFunctionArgs) {
  const language = await resolveLanguage(request, null);
  const storage = platformSessionStorage(context);
  const session = await storage.getSession(request.headers.get("Cookie"));
  return { t: await i18nServer.getFixedT(language), storage, session, key: session.get("key") ?? null };
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await platformPage(args);
  const title = page.t("console.onboarding.platform.title");
  const url = new URL(args.request.url);
  if (!page.key) return { title, signedIn: false as const, merchants: null, created: null };
  const result = await onboardingCalls(args.context.api.send).merchants(page.key);
  if (!result.ok && result.status === 401) {
    throw redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.destroySession(page.session) } });
  }
  const merchants = result.ok ? result.data.merchants : null;
  const createdSlug = url.searchParams.get("created");
  const created = merchants?.find((merchant) => merchant.slug === createdSlug) ?? null;
  return {
    title,
    signedIn: true as const,
    merchants,
    created: created && {
      name: created.name,
      email: created.owner?.email ?? "",
      sent: url.searchParams.get("sent") === "1",
    },
  };
}

interface Answer {
  form: "login" | "create";
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
}

export async function action(args: ActionFunctionArgs) {
  const page = await platformPage(args);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const calls = onboardingCalls(args.context.api.send);

  if (intent === "logout") {
    return redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.destroySession(page.session) } });
  }
  if (intent === "login") {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success")
      return data<Answer>(
        { form: "login", errors: firstErrors(submission.error), values: {}, message: null },
        { status: 400 },
      );
    const result = await calls.merchants(submission.value.key);
    if (!result.ok) {
      const wrong = result.status === 401;
      return data<Answer>(
        {
          form: "login",
          errors: wrong ? { key: ONBOARDING_ERRORS.keyWrong } : {},
          values: {},
          message: wrong ? null : ONBOARDING_ERRORS.unavailable,
        },
        { status: wrong ? 401 : 503 },
      );
    }
    page.session.set("key", submission.value.key);
    return redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.commitSession(page.session) } });
  }
  if (intent !== "create") throw data(null, { status: 400 });
  if (!page.key) return redirect(PLATFORM_PATH);

  const values = Object.fromEntries(CREATE_FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 254)]));
  const submission = parseWithZod(form, { schema: createSchema });
  if (submission.status !== "success") {
    return data<Answer>(
      { form: "create", errors: firstErrors(submission.error), values, message: null },
      { status: 400 },
    );
  }
  const result = await calls.createMerchant(page.key, {
    ...submission.value,
    link_origin: args.context.page.publicOrigin,
  });
  if (result.ok) {
    const sent = result.data.invitation_sent ? "1" : "0";
    return redirect(`${PLATFORM_PATH}?created=${encodeURIComponent(result.data.slug)}&sent=${sent}`);
  }
  if (result.status === 401) {
    return redirect(PLATFORM_PATH, { headers: { "Set-Cookie": await page.storage.destroySession(page.session) } });
  }
  const fieldErrors = Object.fromEntries(
    (result.error.errors ?? [])
      .filter(
        (error) => (CREATE_FIELDS as readonly string[]).includes(error.field) && error.message.startsWith("console."),
      )
      .map((error) => [error.field, error.message]),
  );
  const known = Object.keys(fieldErrors).length > 0;
  return data<Answer>(
    { form: "create", errors: fieldErrors, values, message: known ? null : ONBOARDING_ERRORS.unavailable },
    { status: known ? 422 : 503 },
  );
}

export default function PlatformPage() {
  const { t } = useTranslation();
  const { signedIn, merchants, created } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  useFocusOnAnswer(
    answer,
    () => document.getElementById("platform-problems") ?? document.getElementById("platform-message"),
  );
  return (
    <main id="main" className="c-container c-page c-platform">
      <h1>{t("console.onboarding.platform.title")}</h1>
      <p>{t("console.onboarding.platform.intro")}</p>
      {answer?.message ? (
        <p id="platform-message" className="c-alert c-alert--error" role="alert" tabIndex={-1}>
          {t(answer.message)}
        </p>
      ) : null}
      {signedIn ? (
        <>
          <p role="status" className={created ? "c-alert c-alert--info" : undefined}>
            {created
              ? t(created.sent ? "console.onboarding.platform.created" : "console.onboarding.platform.createdNotSent", {
                  name: created.name,
                  email: created.email,
                })
              : null}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="c-button c-button--default">
              {t("console.onboarding.platform.logout")}
            </button>
          </Form>
          <NewStoreForm answer={answer?.form === "create" ? answer : undefined} />
          <StoreList merchants={merchants} />
        </>
      ) : (
        <LoginForm answer={answer?.form === "login" ? answer : undefined} />
      )}
    </main>
  );
}

function LoginForm({ answer }: { answer: Answer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const problems = problemsIn(
    errors,
    [{ name: "key", target: "platform-key", label: t("console.onboarding.platform.key") }],
    t,
  );
  return (
    <>
      <ErrorSummary id="platform-problems" problems={problems} />
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="login" />
        <div className="c-field">
          <label htmlFor="platform-key">{t("console.onboarding.platform.key")}</label>
          <input
            id="platform-key"
            name="key"
            type="password"
            autoComplete="current-password"
            className="c-input"
            required
            {...describedBy("platform-key-error", errors.key)}
          />
          <FieldError id="platform-key-error" message={errors.key} />
        </div>
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.onboarding.platform.login")}
        </button>
      </Form>
    </>
  );
}

const LABELS: Record<CreateField, string> = {
  slug: "console.onboarding.platform.slug",
  name: "console.onboarding.platform.name",
  country_code: "console.onboarding.platform.country",
  currency: "console.onboarding.platform.currency",
  timezone: "console.onboarding.platform.timezone",
  language: "console.onboarding.platform.language",
  slug_franchise: "console.onboarding.platform.franchise",
  owner_name: "console.onboarding.platform.ownerName",
  owner_email: "console.onboarding.platform.ownerEmail",
};
const HINTS: Partial<Record<CreateField, string>> = {
  slug: "console.onboarding.platform.slugHint",
  slug_franchise: "console.onboarding.platform.franchiseHint",
  owner_email: "console.onboarding.platform.ownerHint",
};
const fieldId = (field: CreateField) => `new-store-${field.replaceAll("_", "-")}`;

function NewStoreForm({ answer }: { answer: Answer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const problems = problemsIn(
    errors,
    CREATE_FIELDS.map((name) => ({ name, target: fieldId(name), label: t(LABELS[name]) })),
    t,
  );
  const described = (field: CreateField) => {
    const ids = [HINTS[field] ? `${fieldId(field)}-hint` : null, errors[field] ? `${fieldId(field)}-error` : null];
    const by = ids.filter(Boolean).join(" ");
    return { ...(by ? { "aria-describedby": by } : {}), ...(errors[field] ? { "aria-invalid": true as const } : {}) };
  };
  const text = (field: CreateField, type = "text", autoComplete = "off") => (
    <div className="c-field">
      <label htmlFor={fieldId(field)}>{t(LABELS[field])}</label>
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        className="c-input"
        autoComplete={autoComplete}
        defaultValue={values[field] ?? ""}
        required={field !== "slug_franchise"}
        {...described(field)}
      />
      {HINTS[field] ? (
        <p id={`${fieldId(field)}-hint`} className="c-dimmed">
          {t(HINTS[field])}
        </p>
      ) : null}
      <FieldError id={`${fieldId(field)}-error`} message={errors[field]} />
    </div>
  );
  const select = (field: CreateField, options: { value: string; label: string; group?: string }[]) => {
    const groups = [...new Set(options.map((option) => option.group ?? ""))];
    const render = (list: typeof options) =>
      list.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ));
    return (
      <div className="c-field">
        <label htmlFor={fieldId(field)}>{t(LABELS[field])}</label>
        <select
          id={fieldId(field)}
          name={field}
          className="c-input"
          required
          defaultValue={values[field] ?? options[0]?.value}
          {...described(field)}
        >
          {groups.length > 1
            ? groups.map((group) => (
                <optgroup key={group} label={group}>
                  {render(options.filter((option) => option.group === group))}
                </optgroup>
              ))
            : render(options)}
        </select>
        <FieldError id={`${fieldId(field)}-error`} message={errors[field]} />
      </div>
    );
  };
  const countries = countryCodeSchema.options;
  const country = (code: string) => t(`console.onboarding.platform.countries.${code}`);
  return (
    <section aria-labelledby="new-store-title">
      <h2 id="new-store-title">{t("console.onboarding.platform.newTitle")}</h2>
      <ErrorSummary id="platform-problems" problems={problems} />
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="create" />
        {text("name")}
        {text("slug")}
        {select(
          "country_code",
          countries.map((code) => ({ value: code, label: country(code) })),
        )}
        {select(
          "currency",
          countries.map((code) => ({ value: COUNTRY_DEFAULTS[code].currency, label: COUNTRY_DEFAULTS[code].currency })),
        )}
        {select(
          "timezone",
          countries.flatMap((code) =>
            COUNTRY_DEFAULTS[code].zones.map((zone) => ({ value: zone, label: zone, group: country(code) })),
          ),
        )}
        {select(
          "language",
          languageSchema.options.map((language) => ({
            value: language,
            label: t(`console.onboarding.platform.languages.${language}`),
          })),
        )}
        {text("slug_franchise")}
        {text("owner_name", "text", "name")}
        {text("owner_email", "email", "email")}
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.onboarding.platform.submit")}
        </button>
      </Form>
    </section>
  );
}

type Merchants = Awaited<ReturnType<typeof loader>>["merchants"];

function StoreList({ merchants }: { merchants: Merchants }) {
  const { t } = useTranslation();
  if (merchants === null) return null;
  return (
    <section aria-labelledby="stores-title">
      <h2 id="stores-title">{t("console.onboarding.platform.storesTitle")}</h2>
      {merchants.length === 0 ? (
        <p>{t("console.onboarding.platform.storesEmpty")}</p>
      ) : (
        <div className="c-table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("console.onboarding.platform.store")}</th>
                <th scope="col">{t("console.onboarding.platform.country")}</th>
                <th scope="col">{t("console.onboarding.platform.owner")}</th>
              </tr>
            </thead>
            <tbody>
              {merchants.map((merchant) => (
                <tr key={merchant.id}>
                  <td>
                    <a href={`/${merchant.slug}`}>{merchant.name}</a> <span className="c-dimmed">/{merchant.slug}</span>
                  </td>
                  <td>{t(`console.onboarding.platform.countries.${merchant.country_code}`)}</td>
                  <td>
                    {merchant.owner
                      ? `${merchant.owner.name} <${merchant.owner.email}>`
                      : t("console.onboarding.platform.noOwner")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
