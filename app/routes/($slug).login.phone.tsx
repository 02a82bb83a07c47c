import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatPhone } from "../../contract/formats";
import { OtherWaysLink, PhoneCodeForm, PhoneCodeRequestForm } from "~/components/auth/AuthForms";
import {
  answer,
  authServices,
  finishLogin,
  leaveIfLoggedIn,
  phoneLoginSchema,
  refusalMessage,
  refusalStatus,
  type AuthActionData,
} from "~/lib/accounts/auth.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { merchantHref } from "~/lib/store/links";
import { confirmPhoneCode, pendingCodeOf, sendPhoneCode } from "~/lib/accounts/phone-code.server";
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

// The phone of step 2 lives in the session, never in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = await authServices(context, request);
  leaveIfLoggedIn(context, services);
  const query = redirectToQuery(services.redirectTo);
  const pending = pendingCodeOf(services.session);
  const byPhone = pending?.via === "phone" ? pending : null;
  const step = services.url.searchParams.get("step") === "code" && byPhone ? "code" : "phone";
  return {
    title: services.t("auth.phone.title"),
    step,
    phone: byPhone ? formatPhone(services.country, byPhone.phone) : null,
    registered: byPhone?.registered ?? false,
    resent: services.url.searchParams.get("resent") === "1",
    ways: merchantHref(services.base, `/login${query}`),
    otherPhone: merchantHref(services.base, `/login/phone${query}`),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const services = await authServices(context, request);
  const { session, base, redirectTo, country } = services;
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: phoneLoginSchema(country) });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const query = redirectToQuery(redirectTo);
  const start = merchantHref(base, `/login/phone${query}`);
  const codeStep = (extra = "") => merchantHref(base, `/login/phone${query}${query ? "&" : "?"}step=code${extra}`);
  const pending = pendingCodeOf(session);
  const intent = submission.value;

  if (intent.intent === "send" || intent.intent === "resend") {
    const phone = intent.intent === "send" ? intent.phone : pending?.via === "phone" ? pending.phone : null;
    if (!phone) return redirect(start);
    const sent = await sendPhoneCode({ ...services, context }, phone);
    if (!sent.ok) {
      const message = refusalMessage(sent);
      if (sent.status === 429 || sent.status >= 500 || intent.intent === "resend")
        return answer(submission.reply(), refusalStatus(sent), message, sent);
      return answer(submission.reply({ fieldErrors: { phone: ["validation.phoneInvalid"] } }), 400);
    }
    return redirect(codeStep(intent.intent === "resend" ? "&resent=1" : ""));
  }

  if (pending?.via !== "phone") return redirect(start);
  if (!pending.registered && !intent.name)
    return answer(submission.reply({ fieldErrors: { name: ["validation.required"] } }), 400);
  const result = await confirmPhoneCode({ ...services, context }, pending, intent.token, intent.name);
  if (!result.ok) {
    const message = result.error.code === "TOKEN_INVALID" ? "auth.errors.PHONE_TOKEN_INVALID" : refusalMessage(result);
    if (result.status === 422 || result.error.code === "TOKEN_INVALID")
      return answer(submission.reply({ fieldErrors: { token: [message] } }), 400);
    return answer(submission.reply(), refusalStatus(result), message, result);
  }
  return finishLogin(
    context,
    services,
    result.data,
    redirectTo,
    pending.registered ? "auth.welcome" : "auth.registered",
  );
}

export default function LoginPhonePage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  const feedback = {
    reply: actionData?.reply,
    message: actionData?.message,
    count: actionData?.count,
    id: actionData?.id,
  };
  return (
    <main id="main" className="c-container c-page c-auth">
      <h1>{t("auth.phone.title")}</h1>
      {data.step === "code" && data.phone ? (
        <>
          {data.resent && !actionData ? (
            <p className="c-alert" role="status">
              {t("auth.otp.resent")}
            </p>
          ) : null}
          {data.registered ? null : <p>{t("auth.phone.newClient")}</p>}
          <PhoneCodeForm feedback={feedback} phone={data.phone} registered={data.registered} />
          <Form method="post" className="c-auth__secondary">
            <input type="hidden" name="form" value="phone-resend" />
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className="c-button c-button--default">
              {t("auth.otp.resend")}
            </button>
          </Form>
          <p>
            <Link to={data.otherPhone}>{t("auth.phone.otherPhone")}</Link>
          </p>
        </>
      ) : (
        <PhoneCodeRequestForm feedback={feedback} />
      )}
      <OtherWaysLink to={data.ways} />
    </main>
  );
}
