import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EmailPasswordForm, OtherWaysLink } from "~/components/auth/AuthForms";
import {
  answer,
  authServices,
  leaveIfLoggedIn,
  emailPasswordSchema,
  finishLogin,
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = await authServices(context, request);
  leaveIfLoggedIn(context, services);
  const query = redirectToQuery(services.redirectTo);
  return {
    title: services.t("auth.email.title"),
    ways: merchantHref(services.base, `/login${query}`),
    otp: merchantHref(services.base, `/login/otp${query}`),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const services = await authServices(context, request);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: emailPasswordSchema });
  // The password never comes back to the page.
  const reply = (options?: Parameters<typeof submission.reply>[0]) =>
    submission.reply({ ...options, hideFields: ["password"] });
  if (submission.status !== "success") return answer(reply(), 400);
  const result = await context.api.login(services.slug, services.token, submission.value);
  if (!result.ok) {
    const message = refusalMessage(result);
    if (result.error.code === "INVALID_PASSWORD") return answer(reply({ fieldErrors: { password: [message] } }), 400);
    if (result.error.code === "INVALID_CREDENTIALS") return answer(reply({ formErrors: [message] }), 400);
    return answer(reply(), refusalStatus(result), message, result);
  }
  return finishLogin(context, services, result.data, services.redirectTo);
}

export default function LoginEmailPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  return (
    <main id="main" className="c-container c-page c-auth">
      <h1>{t("auth.email.title")}</h1>
      <EmailPasswordForm
        feedback={{
          reply: actionData?.reply,
          message: actionData?.message,
          count: actionData?.count,
          id: actionData?.id,
        }}
      />
      <p>
        <Link to={data.otp}>{t("auth.email.forgot")}</Link>
      </p>
      <OtherWaysLink to={data.ways} />
    </main>
  );
}
