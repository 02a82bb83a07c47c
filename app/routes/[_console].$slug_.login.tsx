import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { consoleHref } from "~/lib/console/console-paths";
import { consolePage, loginSchema, safeNext, storageOf } from "~/lib/console/console-session.server";
import { useFocusOnAnswer } from "~/lib/page/focus";
import { firstErrors } from "~/lib/page/form-fields.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { headersWithRetryAfter, retryAfterHeaders, waitOf } from "~/lib/page/wait.server";
import consoleStyles from "~/styles/console.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const headers = headersWithRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await consolePage(context, request, params);
  const url = new URL(request.url);
  const next = safeNext(page.slug, url.searchParams.get("next"));
  const session = await storageOf(context, page.slug).getSession(request.headers.get("Cookie"));
  if (session.get("token")) throw redirect(next);
  return {
    title: page.t("console.login.title"),
    slug: page.slug,
    next,
    loggedOut: url.searchParams.get("bye") === "1",
  };
}

type Answer = { email: string; errors: Record<string, string>; message: string | null; count?: number };

const WAIT_MESSAGES = {
  seconds: "console.login.errors.tooManySeconds",
  minutes: "console.login.errors.tooMany",
} as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await consolePage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: loginSchema });
  const email = String(form.get("email") ?? "").slice(0, 254);
  if (submission.status !== "success") {
    const errors = firstErrors(submission.error);
    return data<Answer>({ email, errors, message: null }, { status: 400 });
  }
  const login = await page.api.login(page.slug, { email: submission.value.email, password: submission.value.password });
  if (!login.ok) {
    if (login.status === 429) {
      const wait = waitOf(login.error.retry_after);
      const message = wait.unit ? WAIT_MESSAGES[wait.unit] : "console.login.errors.RATE_LIMITED";
      return data<Answer>(
        { email, errors: {}, message, count: wait.count },
        { status: 429, headers: retryAfterHeaders(wait) },
      );
    }
    const code = ["INVALID_CREDENTIALS", "RATE_LIMITED", "NOT_FOUND"].includes(login.error.code)
      ? login.error.code
      : "INTERNAL_ERROR";
    return data<Answer>(
      { email, errors: {}, message: `console.login.errors.${code}` },
      { status: login.status >= 500 ? 503 : login.status },
    );
  }
  const { token, staff } = login.data;
  const me = await page.api.me(page.slug, token);
  if (!me.ok)
    return data<Answer>({ email, errors: {}, message: "console.login.errors.INTERNAL_ERROR" }, { status: 503 });
  const storage = storageOf(context, page.slug);
  const session = await storage.getSession(request.headers.get("Cookie"));
  const { merchant } = me.data;
  session.set("token", token);
  session.set("name", staff.name);
  session.set("role", staff.role);
  session.set("storeName", merchant.name);
  session.set("timeZone", merchant.timezone);
  session.set("currency", merchant.currency);
  session.set("country", merchant.country_code);
  return redirect(safeNext(page.slug, submission.value.next), {
    headers: { "Set-Cookie": await storage.commitSession(session) },
  });
}

export default function ConsoleLogin() {
  const { t } = useTranslation();
  const { slug, next, loggedOut } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  useFocusOnAnswer(
    answer,
    () => document.getElementById("console-login-problems") ?? document.getElementById("console-login-message"),
  );
  const problems = problemsIn(
    errors,
    [
      { name: "email", target: "console-email", label: t("console.login.email") },
      { name: "password", target: "console-password", label: t("console.login.password") },
    ],
    t,
  );
  return (
    <main id="main" className="c-container c-page c-console-login">
      <h1>{t("console.login.title")}</h1>
      <p className="c-dimmed">{t("console.login.store", { slug })}</p>
      {loggedOut ? (
        <p className="c-alert c-alert--info" role="status">
          {t("console.login.loggedOut")}
        </p>
      ) : null}
      <ErrorSummary id="console-login-problems" problems={problems} />
      {answer?.message ? (
        <p id="console-login-message" className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message, { count: answer.count ?? 0 })}
        </p>
      ) : null}
      <p>{t("console.login.intro")}</p>
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="next" value={next} />
        <div className="c-field">
          <label htmlFor="console-email">{t("console.login.email")}</label>
          <input
            id="console-email"
            name="email"
            type="email"
            autoComplete="username"
            className="c-input"
            defaultValue={answer?.email ?? ""}
            required
            {...describedBy("console-email-error", errors.email)}
          />
          <FieldError id="console-email-error" message={errors.email} />
        </div>
        <div className="c-field">
          <label htmlFor="console-password">{t("console.login.password")}</label>
          <input
            id="console-password"
            name="password"
            type="password"
            autoComplete="current-password"
            className="c-input"
            required
            {...describedBy("console-password-error", errors.password)}
          />
          <FieldError id="console-password-error" message={errors.password} />
        </div>
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.login.submit")}
        </button>
      </Form>
      <p>
        <Link to={consoleHref(slug, "/password-reset")}>{t("console.onboarding.forgot.link")}</Link>
      </p>
    </main>
  );
}
