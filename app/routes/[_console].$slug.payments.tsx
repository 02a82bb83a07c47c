import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { FormRefusal, StaffField, useFocusOnRefusal } from "~/components/console/StaffFields";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { consoleHref } from "~/lib/console/console-paths";
import { paymentAccountCalls } from "~/lib/console/console-payments-api.server";
import { paymentAccountFormSchema, paymentAccountRefusal } from "~/lib/console/console-payments.server";
import { staffPage } from "~/lib/console/console-session.server";
import type { StaffFormAnswer } from "~/lib/console/console-staff";
import { useTranslation } from "~/lib/i18n/i18n";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { firstErrors } from "~/lib/page/form-fields.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["connected", "sandbox"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await paymentAccountCalls(context.api.send).read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const account = result.data;
  const since = new Intl.DateTimeFormat(page.store.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: page.store.timeZone,
  });
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: page.t("console.payments.title"),
    owner: page.staff.role === "OWNER",
    account: {
      provider: account.provider,
      publicKey: account.public_key,
      connectedSince: account.connected_at ? since.format(new Date(account.connected_at)) : null,
      webhookUrl: account.webhook_url,
    },
    done: DONE.find((what) => what === done) ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const provider = form.get("provider");
  // The secrets never come back to the page: only the public key is kept as typed.
  const values = { public_key: String(form.get("public_key") ?? "").slice(0, 200) };
  const submission = parseWithZod(form, { schema: paymentAccountFormSchema });
  if (submission.status !== "success") {
    if (provider !== "mercadopago") throw data(null, { status: 400 });
    return data<StaffFormAnswer>(
      { form: "mercadopago", errors: firstErrors(submission.error), values, message: null },
      { status: 400 },
    );
  }
  const result = await paymentAccountCalls(context.api.send).change(page.slug, page.token, submission.value);
  if (result.ok)
    return redirect(
      `${consoleHref(page.slug, "/payments")}?done=${submission.value.provider === "sandbox" ? "sandbox" : "connected"}`,
    );
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const { errors, message } = paymentAccountRefusal(result);
  return data<StaffFormAnswer>(
    { form: submission.value.provider, errors, values, message },
    { status: result.status >= 500 ? 503 : result.status },
  );
}

export default function PaymentsRoute() {
  const { t } = useTranslation();
  const { owner, account, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<StaffFormAnswer>());
  // After a change the forms start again, empty, from what the store now has.
  const { key } = useLocation();
  useFocusOnRefusal(answer, "payments-problems");
  const problems = problemsIn(
    answer?.errors ?? {},
    [
      { name: "access_token", target: "payments-access-token", label: t("console.payments.fields.accessToken") },
      { name: "public_key", target: "payments-public-key", label: t("console.payments.fields.publicKey") },
      { name: "webhook_secret", target: "payments-webhook-secret", label: t("console.payments.fields.webhookSecret") },
    ],
    t,
  );
  const connected = account.provider === "mercadopago";
  return (
    <div className="c-staff">
      <h1>{t("console.payments.title")}</h1>
      <p>{t("console.payments.intro")}</p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`console.payments.done.${done}`) : null}
      </p>
      <ErrorSummary id="payments-problems" problems={problems} />
      <section aria-labelledby="payments-state-title" className="c-console-card">
        <h2 id="payments-state-title">{t("console.payments.state.title")}</h2>
        <dl>
          <dt>{t("console.payments.state.via")}</dt>
          <dd>
            {connected
              ? t("console.payments.state.connected", { date: account.connectedSince ?? "" })
              : t("console.payments.state.sandbox")}
          </dd>
          {account.publicKey ? (
            <>
              <dt>{t("console.payments.state.publicKey")}</dt>
              <dd>
                <code>{account.publicKey}</code>
              </dd>
            </>
          ) : null}
        </dl>
        {account.webhookUrl ? (
          <div className="c-field">
            <label htmlFor="payments-webhook-url">{t("console.payments.state.webhook")}</label>
            <p id="payments-webhook-url-hint" className="c-dimmed">
              {t("console.payments.state.webhookHint")}
            </p>
            <input
              id="payments-webhook-url"
              className="c-input"
              readOnly
              value={account.webhookUrl}
              aria-describedby="payments-webhook-url-hint"
            />
          </div>
        ) : (
          <p className="c-dimmed">{t("console.payments.state.webhookMissing")}</p>
        )}
      </section>
      {owner ? (
        <div key={key}>
          <ConnectForm answer={answer?.form === "mercadopago" ? answer : undefined} connected={connected} />
          {connected ? <SandboxForm answer={answer?.form === "sandbox" ? answer : undefined} /> : null}
        </div>
      ) : (
        <p>{t("console.payments.staffOnly")}</p>
      )}
    </div>
  );
}

function ConnectForm({ answer, connected }: { answer: StaffFormAnswer | undefined; connected: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  return (
    <section aria-labelledby="payments-connect-title">
      <h2 id="payments-connect-title">{t("console.payments.connect.title")}</h2>
      <p>{t("console.payments.connect.intro")}</p>
      {connected ? <p>{t("console.payments.connect.replace")}</p> : null}
      <Form method="post" className="c-console-form" noValidate autoComplete="off">
        <input type="hidden" name="provider" value="mercadopago" />
        {answer?.message ? <FormRefusal form={answer.form} message={answer.message} /> : null}
        {answer ? <p className="c-alert c-alert--info">{t("console.payments.connect.secretsNotKept")}</p> : null}
        <StaffField
          id="payments-access-token"
          name="access_token"
          type="password"
          autoComplete="off"
          label={t("console.payments.fields.accessToken")}
          hint={t("console.payments.fields.accessTokenHint")}
          error={errors.access_token}
        />
        <StaffField
          id="payments-public-key"
          name="public_key"
          autoComplete="off"
          required={false}
          label={t("console.payments.fields.publicKey")}
          hint={t("console.payments.fields.publicKeyHint")}
          defaultValue={answer?.values.public_key ?? ""}
          error={errors.public_key}
        />
        <StaffField
          id="payments-webhook-secret"
          name="webhook_secret"
          type="password"
          autoComplete="off"
          label={t("console.payments.fields.webhookSecret")}
          hint={t("console.payments.fields.webhookSecretHint")}
          error={errors.webhook_secret}
        />
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.payments.connect.submit")}
        </button>
      </Form>
    </section>
  );
}

function SandboxForm({ answer }: { answer: StaffFormAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="payments-sandbox-title">
      <h2 id="payments-sandbox-title">{t("console.payments.sandbox.title")}</h2>
      <p>{t("console.payments.sandbox.intro")}</p>
      <Form method="post" className="c-console-form">
        <input type="hidden" name="provider" value="sandbox" />
        {answer?.message ? <FormRefusal form={answer.form} message={answer.message} /> : null}
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.payments.sandbox.submit")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.payments.staffOnly" }} />;
}
