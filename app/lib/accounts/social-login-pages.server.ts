import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { SOCIAL_PROVIDERS, type SocialLoginSettings, type SocialProvider } from "../../../contract";
import type { SocialLoginRequest } from "~/lib/platform/api-calls.server";
import { authServices, finishLogin, waitMessage } from "./auth.server";
import { redirectToQuery } from "./return-path";
import {
  authorizationUrl,
  exchangeCode,
  isSocialProvider,
  SocialLoginFailed,
  socialPaths,
  socialSetup,
  takePending,
  type SocialIdentity,
} from "./social-login.server";

/*
 * The two pages of a social login (docs/decisions/062): the POST that sends the customer to the
 * provider and the callback that ends it. Whatever goes wrong comes back to the login page, with
 * what happened said at its top (the flash `error`), and `redirectTo` kept.
 */

type Services = Awaited<ReturnType<typeof authServices>>;

/** A message for the login page: a locale key and the provider it names. */
export interface SocialLoginNotice {
  key: string;
  provider: SocialProvider | null;
  count: number;
}

/** The notice the login page shows once, from the flash. */
export function socialLoginNotice(services: Pick<Services, "session">): SocialLoginNotice | null {
  const raw = services.session.get("error");
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SocialLoginNotice;
    return typeof parsed.key === "string" && parsed.key.startsWith("auth.") ? parsed : null;
  } catch {
    return null;
  }
}

/** The providers a customer can use at this store (enabled, and configured or the local sandbox), each with where its button posts. */
export function socialLoginChoices(context: AppLoadContext, services: Services, settings: SocialLoginSettings | null) {
  return SOCIAL_PROVIDERS.filter(
    (provider) => socialSetup(context.env, settings, services.slug, provider, services.url.origin) !== null,
  ).map((provider) => ({
    provider,
    href: services.href(`${socialPaths(provider).start}${redirectToQuery(services.redirectTo)}`),
  }));
}

function backToLogin(services: Services, notice: SocialLoginNotice, redirectTo: string | null) {
  services.session.flash("error", JSON.stringify(notice));
  return redirect(services.href(`/login${redirectToQuery(redirectTo)}`));
}

const notice = (key: string, provider: SocialProvider | null, count = 0): SocialLoginNotice => ({
  key: `auth.social.errors.${key}`,
  provider,
  count,
});

async function setupFor(context: AppLoadContext, services: Services, provider: SocialProvider) {
  const settings = await context.api.read("social_login_settings", services.slug, services.token);
  return socialSetup(context.env, settings, services.slug, provider, services.url.origin);
}

/** `POST /{slug}/login/social/{provider}`: a new login, and off to the provider. */
export async function socialLoginStart(context: AppLoadContext, request: Request, provider: string | undefined) {
  const services = await authServices(context, request);
  if (!isSocialProvider(provider)) throw respond(null, { status: 404 });
  const setup = await setupFor(context, services, provider);
  if (!setup) return backToLogin(services, notice("unavailable", provider), services.redirectTo);
  try {
    const url = await authorizationUrl(context, services.session, setup, {
      origin: services.url.origin,
      redirectUri: `${services.url.origin}${services.href(socialPaths(provider).callback)}`,
      redirectTo: services.redirectTo,
      language: services.language,
    });
    return redirect(url.href, 303);
  } catch (error) {
    console.error(`social login: ${provider} could not be started`, error);
    return backToLogin(services, notice("providerDown", provider), services.redirectTo);
  }
}

/** What the API's authenticate call of `provider` takes from what the provider vouched for. */
function authenticateBody(
  provider: SocialProvider,
  identity: SocialIdentity,
  appleName: string | null,
): SocialLoginRequest {
  if (provider === "google") return { access_token: identity.accessToken, id_token: identity.idToken, client: "web" };
  if (provider === "apple") return { id_token: identity.idToken, client: "web", name: appleName };
  // Facebook's code flow with `openid` answers an OIDC token, the same kind Limited Login gives.
  return {
    user_id: identity.subject,
    access_token: identity.idToken,
    client: "web",
    name: identity.name,
    email: identity.email,
    facebook_limited: true,
  };
}

/** The API's refusals of a social login, as the login page says them. */
function refusalNotice(
  provider: SocialProvider,
  status: number,
  code: string,
  retryAfter: number | undefined,
): SocialLoginNotice {
  if (status === 429 || code === "RATE_LIMITED") {
    const wait = waitMessage(retryAfter);
    return { key: wait.message, provider, count: wait.count };
  }
  if (code === "SOCIAL_EMAIL_UNVERIFIED" || code === "SOCIAL_EMAIL_MISSING") return notice(code, provider);
  if (code === "SOCIAL_PROVIDER_DISABLED") return notice("unavailable", provider);
  if (status >= 500) return { key: "auth.errors.unavailable", provider, count: 0 };
  return notice("refused", provider);
}

/** `GET /{slug}/login/social/{provider}/callback`: the provider's answer, used once. */
export async function socialLoginCallback(context: AppLoadContext, request: Request, provider: string | undefined) {
  const services = await authServices(context, request);
  if (!isSocialProvider(provider)) throw respond(null, { status: 404 });
  const parameters = new URLSearchParams(services.url.searchParams);
  const pending = takePending(services.session, provider, parameters.get("state"));
  // Used already (a reload, the back button, a replayed link), too old, or started in another browser.
  if (!pending) return backToLogin(services, notice("expired", provider), null);
  const setup = await setupFor(context, services, provider);
  if (!setup) return backToLogin(services, notice("unavailable", provider), pending.redirectTo);
  const appleName = provider === "apple" ? (parameters.get("name")?.trim().slice(0, 100) ?? null) : null;
  parameters.delete("name");

  let identity: SocialIdentity;
  try {
    identity = await exchangeCode(context, setup, pending, {
      origin: services.url.origin,
      redirectUri: `${services.url.origin}${services.href(socialPaths(provider).callback)}`,
      parameters,
    });
  } catch (error) {
    const reason = error instanceof SocialLoginFailed ? error.reason : "refused";
    if (reason !== "cancelled")
      console.error(
        `social login: ${provider}'s answer was refused`,
        error instanceof Error ? (error.cause ?? error) : error,
      );
    return backToLogin(services, notice(reason, provider), pending.redirectTo);
  }

  const result = await context.api.authenticateSocial(
    services.slug,
    services.token,
    provider,
    authenticateBody(provider, identity, appleName || null),
  );
  if (!result.ok)
    return backToLogin(
      services,
      refusalNotice(provider, result.status, result.error.code, result.error.retry_after),
      pending.redirectTo,
    );
  return finishLogin(
    context,
    services,
    result.data,
    pending.redirectTo,
    result.data.created ? "auth.registered" : "auth.welcome",
  );
}
