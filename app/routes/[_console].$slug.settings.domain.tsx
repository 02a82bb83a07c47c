import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { useEffect, useRef } from "react";
import type { CustomDomain } from "../../contract/console-domain";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { sendOnce } from "~/components/console/menu/MenuFields";
import { FormRefusal, StaffField, useFocusOnRefusal } from "~/components/console/StaffFields";
import {
  customDomainCalls,
  customDomainFormSchema,
  customDomainRefusal,
} from "~/lib/console/console-domain-api.server";
import { requestKeyOf } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { forgetCustomDomain } from "~/lib/platform/merchant-host.server";
import type { StaffFormAnswer } from "~/lib/console/console-staff";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";

/*
 * The store's own domain (decision 109): its state in words and the DNS records to create, read by
 * every member; the owner adds it, has it checked again ("Verificar agora") and removes it, each a
 * plain form of its own told apart by `intent`.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["added", "checked", "removed"] as const;
const INTENTS = ["add", "check", "remove"] as const;
type Intent = (typeof INTENTS)[number];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await customDomainCalls(context.api.send).read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const when = new Intl.DateTimeFormat(page.store.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: page.store.timeZone,
  });
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: page.t("console.domain.title"),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    available: result.data.available,
    domains: result.data.domains.map((domain) => ({
      ...domain,
      checkedAt: domain.checked_at ? when.format(new Date(domain.checked_at)) : null,
    })),
    done: DONE.find((what) => what === done) ?? null,
    // The add form's own key, drawn each time: sent twice (a double tap without JavaScript), it adds once.
    requestKey: crypto.randomUUID(),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  // A staff member's post is refused before anything is asked of the API.
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const intent = INTENTS.find((candidate) => candidate === form.get("intent"));
  if (!intent) throw data(null, { status: 400 });
  const calls = customDomainCalls(context.api.send);
  const requestKey = intent === "add" ? requestKeyOf(form) : undefined;
  // The key stays with what was typed, so the form sent again after a refusal is still the same add.
  const values = {
    host: String(form.get("host") ?? "").slice(0, 300),
    ...(requestKey ? { request_key: requestKey } : {}),
  };
  const refused = (errors: Record<string, string>, message: string | null, status: number) =>
    data<StaffFormAnswer>({ form: intent, errors, values, message }, { status });

  let result;
  // The storefront forgets what it cached of these hosts once the change is made.
  let hosts: string[] = [];
  if (intent === "add") {
    const submission = parseWithZod(form, { schema: customDomainFormSchema });
    if (submission.status !== "success") return refused(firstErrors(submission.error), null, 400);
    hosts = [submission.value.host];
    result = await calls.add(page.slug, page.token, { host: submission.value.host, request_key: requestKey });
  } else if (intent === "check") {
    result = await calls.check(page.slug, page.token);
    if (result.ok) hosts = result.data.domains.map((domain) => domain.host);
  } else {
    if (values.host === "") throw data(null, { status: 400 });
    hosts = [values.host];
    result = await calls.remove(page.slug, page.token, values.host);
  }
  const done: Record<Intent, (typeof DONE)[number]> = { add: "added", check: "checked", remove: "removed" };
  if (result.ok) {
    await Promise.all(hosts.map(forgetCustomDomain));
    return redirect(`${consoleHref(page.slug, "/settings/domain")}?done=${done[intent]}`);
  }
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  // Removed meanwhile (another tab): the page as it is now says so.
  if (intent === "remove" && result.status === 404)
    return redirect(`${consoleHref(page.slug, "/settings/domain")}?done=removed`);
  const { errors, message } = customDomainRefusal(result);
  return refused(errors, message, result.status >= 500 ? 503 : result.status);
}

export default function DomainSettingsRoute() {
  const { t } = useTranslation();
  const { slug, owner, available, domains, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<StaffFormAnswer>());
  // The form pressed is gone after an add or a removal: the person lands on what it did.
  const { key } = useLocation();
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done === "added" || done === "removed") said.current?.focus();
  }, [key, done]);
  useFocusOnRefusal(answer, "domain-problems");
  const problems = problemsIn(
    answer?.form === "add" ? answer.errors : {},
    [{ name: "host", target: "domain-host", label: t("console.domain.add.field") }],
    t,
  );
  return (
    <div className="c-staff">
      <p>
        <Link to={consoleHref(slug, "/settings")}>{t("console.settings.back")}</Link>
      </p>
      <h1>{t("console.domain.title")}</h1>
      <p>{t("console.domain.intro")}</p>
      <p role="status" ref={said} tabIndex={-1} className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`console.domain.done.${done}`) : null}
      </p>
      <ErrorSummary id="domain-problems" problems={problems} />
      {domains.map((domain) => (
        <DomainCard key={domain.host} domain={domain} owner={owner} answer={answer} />
      ))}
      {!available ? <p>{t("console.domain.unavailableHere")}</p> : null}
      {owner && available && domains.length === 0 ? (
        <AddForm answer={answer?.form === "add" ? answer : undefined} />
      ) : null}
      {owner ? null : <p>{t("console.domain.staffOnly")}</p>}
    </div>
  );
}

function DomainCard({
  domain,
  owner,
  answer,
}: {
  domain: CustomDomain & { checkedAt: string | null };
  owner: boolean;
  answer: StaffFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const titleId = `domain-${domain.host}-title`;
  return (
    <section aria-labelledby={titleId} className="c-console-card">
      <h2 id={titleId}>{domain.host}</h2>
      <dl>
        <dt>{t("console.domain.status.label")}</dt>
        <dd>
          {t(`console.domain.status.${domain.status}`, { host: domain.host })}
          {domain.status === "failed" && domain.failure ? (
            <> {t("console.domain.status.failedReason", { reason: domain.failure })}</>
          ) : null}
        </dd>
      </dl>
      <p className="c-dimmed">
        {domain.checkedAt
          ? t("console.domain.status.checkedAt", { date: domain.checkedAt })
          : t("console.domain.status.neverChecked")}
      </p>
      {domain.records.length > 0 && domain.status !== "active" ? (
        <>
          <h3>{t("console.domain.records.title")}</h3>
          <p>{t("console.domain.records.intro")}</p>
          <div className="c-table-scroll">
            <table className="c-day-methods">
              <caption>{t("console.domain.records.caption", { host: domain.host })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("console.domain.records.type")}</th>
                  <th scope="col">{t("console.domain.records.name")}</th>
                  <th scope="col">{t("console.domain.records.value")}</th>
                </tr>
              </thead>
              <tbody>
                {domain.records.map((record) => (
                  <tr key={`${record.type} ${record.name}`}>
                    <td>{record.type}</td>
                    <td>
                      <code>{record.name}</code>
                    </td>
                    <td>
                      <code>{record.value}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {owner ? (
        <div className="c-console-actions">
          {domain.records.length > 0 ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="check" />
              {answer?.form === "check" && answer.message ? (
                <FormRefusal form="check" message={answer.message} />
              ) : null}
              <button type="submit" className="c-button" aria-disabled={busy} onClick={sendOnce(busy)}>
                {t("console.domain.check.submit")}
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="host" value={domain.host} />
            {answer?.form === "remove" && answer.message ? (
              <FormRefusal form="remove" message={answer.message} />
            ) : null}
            <button
              type="submit"
              className="c-button c-staff-remove"
              aria-label={t("console.domain.remove.label", { host: domain.host })}
              aria-disabled={busy}
              onClick={sendOnce(busy)}
            >
              {t("console.domain.remove.submit")}
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

function AddForm({ answer }: { answer: StaffFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { requestKey } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="domain-add-title" className="c-staff-add">
      <h2 id="domain-add-title">{t("console.domain.add.title")}</h2>
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="request_key" value={answer?.values.request_key ?? requestKey} />
        {answer?.message ? <FormRefusal form="add" message={answer.message} /> : null}
        <StaffField
          id="domain-host"
          name="host"
          autoComplete="off"
          label={t("console.domain.add.field")}
          hint={t("console.domain.add.hint")}
          defaultValue={answer?.values.host ?? ""}
          error={answer?.errors.host}
        />
        <button type="submit" className="c-button" aria-disabled={busy} onClick={sendOnce(busy)}>
          {t("console.domain.add.submit")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.domain.staffOnly" }} />;
}
