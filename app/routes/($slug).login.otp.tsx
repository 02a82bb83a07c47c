import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeForm, EmailCodeRequestForm, OtherWaysLink } from "~/components/auth/AuthForms";
import {
  answer,
  authServices,
  leaveIfLoggedIn,
  finishLogin,
  otpSchema,
  refusalMessage,
  refusalStatus,
  type AuthActionData,
} from "~/lib/accounts/auth.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { merchantHref } from "~/lib/store/links";
import { redirectToQuery } from "~/lib/accounts/return-path";
import type { FrameHandle } from "~/lib/page/revalidation";
import { headersWithRetryAfter } from "~/lib/page/wait.server";

/** Logging in puts the customer's first name in the store's bar. */
export const handle = { changesFrame: true, texts: ["auth", "form", "validation"] } satisfies FrameHandle & TextsHandle;
export const headers = headersWithRetryAfter;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

// The e-mail and the verified code live in the session, never in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = await authServices(context, request);
  leaveIfLoggedIn(context, services);
  const query = redirectToQuery(services.redirectTo);
  const email = services.session.get("registrationEmail") ?? null;
  const step = services.url.searchParams.get("step") === "code" && email ? "code" : "email";
  const separator = query ? "&" : "?";
  return {
    title: services.t("auth.otp.title"),
    step,
    email,
    resent: services.url.searchParams.get("resent") === "1",
    ways: merchantHref(services.base, `/login${query}`),
    otherEmail: merchantHref(services.base, `/login/otp${query}`),
    codeStep: merchantHref(services.base, `/login/otp${query}${separator}step=code`),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const services = await authServices(context, request);
  const { api } = context;
  const { slug, session, token, base, redirectTo } = services;
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: otpSchema });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const query = redirectToQuery(redirectTo);
  const codeStep = (extra = "") => merchantHref(base, `/login/otp${query}${query ? "&" : "?"}step=code${extra}`);

  const intent = submission.value;
  if (intent.intent === "send" || intent.intent === "resend") {
    const email = intent.intent === "send" ? intent.email : session.get("registrationEmail");
    if (!email) return redirect(merchantHref(base, `/login/otp${query}`));
    const sent = await api.tokenEmail(slug, token, { email, purpose: "login" });
    if (!sent.ok) {
      const message = refusalMessage(sent);
      if (sent.status === 429 || sent.status >= 500 || intent.intent === "resend")
        return answer(submission.reply(), refusalStatus(sent), message, sent);
      return answer(submission.reply({ fieldErrors: { email: [message] } }), refusalStatus(sent));
    }
    session.set("registrationEmail", email.trim().toLowerCase());
    session.unset("registrationToken");
    return redirect(codeStep(intent.intent === "resend" ? "&resent=1" : ""));
  }

  const email = session.get("registrationEmail");
  if (!email) return redirect(merchantHref(base, `/login/otp${query}`));
  const checked = await api.authenticateEmail(slug, token, { email, token: intent.token });
  if (!checked.ok) {
    const message = refusalMessage(checked);
    if (checked.error.code === "TOKEN_INVALID" || checked.status === 422)
      return answer(submission.reply({ fieldErrors: { token: [message] } }), 400);
    return answer(submission.reply(), refusalStatus(checked), message, checked);
  }
  if (checked.data.session) return finishLogin(context, services, checked.data.session, redirectTo);
  session.set("registrationToken", intent.token);
  return redirect(merchantHref(base, `/login/new-user${query}`));
}

export default function LoginOtpPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  const feedback = {
    reply: actionData?.reply,
    message: actionData?.message,
    count: actionData?.count,
    id: actionData?.id,
  };
  const sentTo = data.email ?? "";
  return (
    <main id="main" className="c-container c-page c-auth">
      <h1>{t("auth.otp.title")}</h1>
      {data.step === "code" ? (
        <>
          {data.resent && !actionData ? (
            <p className="c-alert" role="status">
              {t("auth.otp.resent")}
            </p>
          ) : null}
          <CodeForm feedback={feedback} email={sentTo} />
          <Form method="post" className="c-auth__secondary">
            <input type="hidden" name="form" value="otp-resend" />
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className="c-button c-button--default">
              {t("auth.otp.resend")}
            </button>
          </Form>
          <p>
            <Link to={data.otherEmail}>{t("auth.otp.otherEmail")}</Link>
          </p>
        </>
      ) : (
        <EmailCodeRequestForm feedback={feedback} email={data.email} />
      )}
      <OtherWaysLink to={data.ways} />
    </main>
  );
}
