import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  answer,
  authLinkSchema,
  authServices,
  leaveIfLoggedIn,
  finishLogin,
  refusalMessage,
  refusalStatus,
  type AuthActionData,
} from "~/lib/accounts/auth.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { merchantHref } from "~/lib/store/links";
import { redirectToQuery } from "~/lib/accounts/return-path";
import { socialLoginChoices, socialLoginNotice } from "~/lib/accounts/social-login-pages.server";
import type { FrameHandle } from "~/lib/page/revalidation";
import { headersWithRetryAfter } from "~/lib/page/wait.server";

/** Logging in puts the customer's first name in the store's bar. */
export const handle = { changesFrame: true, texts: ["auth"] } satisfies FrameHandle & TextsHandle;
export const headers = headersWithRetryAfter;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** An e-mail's login link shows one button: logging in is a POST, never a GET a mail scanner could spend. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = await authServices(context, request);
  const { api } = context;
  // From the shared cache; null when the read fails (no buttons then).
  const social = await api.read("social_login_settings", services.slug, services.token);
  const authToken = services.url.searchParams.get("auth_token");
  const newClient = services.url.searchParams.get("new_client");
  // An auth link may be another customer's: its button stays.
  if (!authToken) leaveIfLoggedIn(context, services);
  const query = redirectToQuery(services.redirectTo);
  return {
    title: services.t("auth.title"),
    links: {
      email: merchantHref(services.base, `/login/email${query}`),
      otp: merchantHref(services.base, `/login/otp${query}`),
      phone: merchantHref(services.base, `/login/phone${query}`),
    },
    social: socialLoginChoices(context, services, social),
    notice: socialLoginNotice(services),
    authLink:
      authToken && authToken.length <= 200
        ? { token: authToken, newClient: newClient === "true" ? "true" : "false" }
        : null,
    redirectTo: services.redirectTo,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const services = await authServices(context, request);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: authLinkSchema });
  if (submission.status !== "success") return answer(submission.reply(), 400, "auth.errors.AUTH_LINK_INVALID");
  const result = await context.api.loginWithAuthToken(services.slug, services.token, submission.value.auth_token);
  if (!result.ok) {
    const message = result.error.code === "TOKEN_INVALID" ? "auth.errors.AUTH_LINK_INVALID" : refusalMessage(result);
    return answer(submission.reply(), refusalStatus(result), message, result);
  }
  const target = submission.value.new_client === "false" ? "/" : form.get("redirectTo");
  return finishLogin(context, services, result.data, target);
}

export default function LoginPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  return (
    <main id="main" className="c-container c-page c-auth">
      <h1>{t("auth.title")}</h1>
      {data.authLink ? (
        <section className="c-auth__section">
          <p>{t("auth.authLink.intro")}</p>
          {actionData?.message ? (
            <p className="c-alert c-auth__message" role="alert" tabIndex={-1} autoFocus>
              {t(actionData.message, { count: actionData.count })}
            </p>
          ) : null}
          <Form method="post" className="c-auth__form">
            <input type="hidden" name="auth_token" value={data.authLink.token} />
            <input type="hidden" name="new_client" value={data.authLink.newClient} />
            {data.redirectTo ? <input type="hidden" name="redirectTo" value={data.redirectTo} /> : null}
            <button type="submit" className="c-button">
              {t("auth.authLink.submit")}
            </button>
          </Form>
        </section>
      ) : null}
      {data.notice ? (
        <p className="c-alert c-auth__message" role="alert" tabIndex={-1} autoFocus>
          {t(data.notice.key, {
            count: data.notice.count,
            provider: data.notice.provider ? t(`auth.social.names.${data.notice.provider}`) : "",
          })}
        </p>
      ) : null}
      <p>{t("auth.intro")}</p>
      <ul className="c-auth__ways">
        <li>
          <Link to={data.links.email} className="c-button">
            {t("auth.ways.email")}
          </Link>
        </li>
        <li>
          <Link to={data.links.otp} className="c-button c-button--default">
            {t("auth.ways.otp")}
          </Link>
        </li>
        <li>
          <Link to={data.links.phone} className="c-button c-button--default">
            {t("auth.ways.phone")}
          </Link>
        </li>
        <li>
          <Link to={data.links.otp} className="c-button c-button--default" aria-describedby="auth-register-hint">
            {t("auth.ways.register")}
          </Link>
          <p id="auth-register-hint" className="c-dimmed">
            {t("auth.ways.registerHint")}
          </p>
        </li>
      </ul>
      {data.social.length > 0 ? (
        <section aria-labelledby="auth-social">
          <h2 id="auth-social">{t("auth.ways.social")}</h2>
          <ul className="c-auth__ways">
            {data.social.map(({ provider, href }) => (
              <li key={provider}>
                {/* A document post: the answer sends the browser to the provider's own page. */}
                <Form method="post" action={href} reloadDocument>
                  <button type="submit" className="c-button c-button--default">
                    {t(`auth.ways.${provider}`)}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
