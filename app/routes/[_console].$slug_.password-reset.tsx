import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasswordLinkForm } from "~/components/console/PasswordLinkForm";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { consoleHref } from "~/lib/console/console-paths";
import { consolePage } from "~/lib/console/console-session.server";
import { askPasswordReset, setPasswordFromLink, tokenOf, type ForgotAnswer } from "~/lib/console/password-link.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { useFocusOnAnswer } from "~/lib/page/focus";
import { headersWithRetryAfter } from "~/lib/page/wait.server";
import consoleStyles from "~/styles/console.css";

/*
 * "I forgot my password" (decision 108): without a token, the e-mail form, answered the same
 * whether or not the e-mail is a member's; with the mailed link's token, the new password's form.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const headers = headersWithRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await consolePage(context, request, params);
  const url = new URL(request.url);
  const token = url.searchParams.has("token") ? tokenOf(request) : null;
  return {
    title: page.t(token === null ? "console.onboarding.forgot.title" : "console.onboarding.link.resetTitle"),
    slug: page.slug,
    token,
    sent: url.searchParams.get("sent") === "1",
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await consolePage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "set") return setPasswordFromLink(context, request, page, form);
  return askPasswordReset(context, page, form);
}

export default function PasswordReset() {
  const { t } = useTranslation();
  const { slug, token, sent } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="c-container c-page c-console-login">
      {token === null ? (
        <ForgotForm slug={slug} sent={sent} />
      ) : (
        <>
          <h1>{t("console.onboarding.link.resetTitle")}</h1>
          <p>{t("console.onboarding.link.resetIntro", { slug })}</p>
          <PasswordLinkForm slug={slug} token={token} />
        </>
      )}
    </main>
  );
}

function ForgotForm({ slug, sent }: { slug: string; sent: boolean }) {
  const { t } = useTranslation();
  const answer = useActionData<ForgotAnswer>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  useFocusOnAnswer(
    answer,
    () => document.getElementById("forgot-problems") ?? document.getElementById("forgot-message"),
  );
  const problems = problemsIn(
    errors,
    [{ name: "email", target: "forgot-email", label: t("console.onboarding.forgot.email") }],
    t,
  );
  return (
    <>
      <h1>{t("console.onboarding.forgot.title")}</h1>
      <p role="status" className={sent ? "c-alert c-alert--info" : undefined}>
        {sent ? t("console.onboarding.forgot.sent") : null}
      </p>
      <ErrorSummary id="forgot-problems" problems={problems} />
      {answer?.message ? (
        <p id="forgot-message" className="c-alert c-alert--error" role="alert" tabIndex={-1}>
          {t(answer.message)}
        </p>
      ) : null}
      <p>{t("console.onboarding.forgot.intro", { slug })}</p>
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="forgot" />
        <div className="c-field">
          <label htmlFor="forgot-email">{t("console.onboarding.forgot.email")}</label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="username"
            className="c-input"
            defaultValue={answer?.email ?? ""}
            required
            {...describedBy("forgot-email-error", errors.email)}
          />
          <FieldError id="forgot-email-error" message={errors.email} />
        </div>
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.onboarding.forgot.submit")}
        </button>
      </Form>
      <p>
        <Link to={consoleHref(slug, "/login")}>{t("console.onboarding.forgot.back")}</Link>
      </p>
    </>
  );
}
