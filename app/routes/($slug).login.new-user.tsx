import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NewUserForm } from "~/components/auth/AuthForms";
import {
  answer,
  authServices,
  leaveIfLoggedIn,
  finishLogin,
  newUserSchema,
  phoneParts,
  refusalMessage,
  refusalStatus,
  type AuthActionData,
} from "~/lib/accounts/auth.server";
import { trackEvent } from "~/lib/platform/analytics.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { merchantHref } from "~/lib/store/links";
import { redirectToQuery } from "~/lib/accounts/return-path";
import type { FrameHandle } from "~/lib/page/revalidation";
import { headersWithRetryAfter } from "~/lib/page/wait.server";

/** Registering puts the customer's first name in the store's bar. */
export const handle = { changesFrame: true, texts: ["auth", "form", "validation"] } satisfies FrameHandle & TextsHandle;
export const headers = headersWithRetryAfter;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Only after a verified code of a new e-mail (kept in the session). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = await authServices(context, request);
  leaveIfLoggedIn(context, services);
  const query = redirectToQuery(services.redirectTo);
  const email = services.session.get("registrationEmail");
  if (!email || !services.session.get("registrationToken"))
    throw redirect(merchantHref(services.base, `/login/otp${query}`));
  return {
    title: services.t("auth.newUser.title"),
    email,
    country: services.country,
    otp: merchantHref(services.base, `/login/otp${query}`),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const services = await authServices(context, request);
  const { session, country, base, redirectTo } = services;
  const email = session.get("registrationEmail");
  const token = session.get("registrationToken");
  if (!email || !token) return redirect(merchantHref(base, `/login/otp${redirectToQuery(redirectTo)}`));
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: newUserSchema(country) });
  const reply = (options?: Parameters<typeof submission.reply>[0]) =>
    submission.reply({ ...options, hideFields: ["password"] });
  if (submission.status !== "success") return answer(reply(), 400);
  const { name, phone, cpf, password } = submission.value;
  const result = await context.api.registerClient(services.slug, services.token, {
    token,
    client: {
      name,
      email,
      phone: phoneParts(country, phone),
      ...(cpf ? { cpf } : {}),
      ...(password ? { password } : {}),
    },
  });
  if (!result.ok) {
    const message = refusalMessage(result);
    if (result.error.code === "CPF_TAKEN") return answer(reply({ fieldErrors: { cpf: [message] } }), 400);
    if (result.error.code === "TOKEN_INVALID") {
      session.unset("registrationToken");
      return answer(reply({ formErrors: ["auth.newUser.expired"] }), 400);
    }
    if (result.error.code === "EMAIL_TAKEN") return answer(reply({ formErrors: [message] }), 400);
    return answer(reply(), refusalStatus(result), message, result);
  }
  // A sign-up is the store's Lead (decision 076); its e-mail and phone reach Meta only hashed.
  const parts = phoneParts(country, phone);
  trackEvent(context, request, "Lead", () => ({}), {
    email,
    phone: `${parts.country_code}${parts.ddd}${parts.number}`,
  });
  return finishLogin(context, services, result.data, redirectTo, "auth.registered");
}

export default function NewUserPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  return (
    <main id="main" className="c-container c-page c-auth">
      <h1>{t("auth.newUser.title")}</h1>
      <p>{t("auth.newUser.intro", { email: data.email })}</p>
      <NewUserForm
        feedback={{
          reply: actionData?.reply,
          message: actionData?.message,
          count: actionData?.count,
          id: actionData?.id,
        }}
        country={data.country}
      />
      <p>
        <Link to={data.otp}>{t("auth.otp.otherEmail")}</Link>
      </p>
    </main>
  );
}
