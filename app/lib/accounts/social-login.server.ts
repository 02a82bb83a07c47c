import type { AppLoadContext } from "@remix-run/cloudflare";
import { importPKCS8, SignJWT } from "jose";
import * as oauth from "oauth4webapi";
import {
  SOCIAL_PROVIDERS,
  sandboxClientId,
  socialCallbackPath,
  type SocialLoginSettings,
  type SocialProvider,
} from "../../../contract";
import { apiFetcher, withTimeout } from "~/lib/platform/api.server";
import type { Env } from "~/lib/platform/env.server";
import type { MerchantSession } from "~/lib/platform/session.server";

// Social login (decision 062): an OpenID Connect code flow with PKCE, `state` and `nonce`, as
// full-page redirects that need no JavaScript (oauth4webapi). The id_token is checked here and
// verified again by the API, which decides whose account it is.

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.includes(value as SocialProvider);

export interface SocialSetup {
  provider: SocialProvider;
  clientId: string;
  /** The sandbox issuer served by the API at this origin's `/_provider/oidc/{provider}` (local use). */
  sandbox: boolean;
  issuer: URL;
  metadata: oauth.AuthorizationServer | null;
  scope: string;
  /** Apple answers with a cross-site POST (response_mode=form_post) when a name or e-mail is asked for. */
  formPost: boolean;
  clientAuth: () => Promise<oauth.ClientAuth>;
}

// Facebook's OpenID configuration names no token endpoint, so its metadata is written here.
const FACEBOOK_METADATA: oauth.AuthorizationServer = {
  issuer: "https://www.facebook.com",
  authorization_endpoint: "https://www.facebook.com/v21.0/dialog/oauth",
  token_endpoint: "https://graph.facebook.com/v21.0/oauth/access_token",
  jwks_uri: "https://www.facebook.com/.well-known/oauth/openid/jwks/",
  id_token_signing_alg_values_supported: ["RS256"],
};

const REAL_ISSUERS: Record<SocialProvider, URL> = {
  google: new URL("https://accounts.google.com"),
  apple: new URL("https://appleid.apple.com"),
  facebook: new URL(FACEBOOK_METADATA.issuer),
};

const SCOPES: Record<SocialProvider, string> = {
  google: "openid email profile",
  // Apple sends the name only on the first authorization, and only with form_post.
  apple: "openid email name",
  facebook: "openid email public_profile",
};

/** Client secrets of the merchants' Google and Facebook apps, by client id (a Worker secret, JSON). */
function clientSecretOf(env: Env, clientId: string): string | null {
  if (!env.SOCIAL_LOGIN_SECRETS) return null;
  try {
    const secrets: unknown = JSON.parse(env.SOCIAL_LOGIN_SECRETS);
    const secret =
      typeof secrets === "object" && secrets !== null ? (secrets as Record<string, unknown>)[clientId] : undefined;
    return typeof secret === "string" && secret !== "" ? secret : null;
  } catch {
    return null;
  }
}

/** Apple's client secret is a short-lived ES256 JWT signed with the team's Sign in with Apple key. */
function appleClientAuth(env: Env, clientId: string): (() => Promise<oauth.ClientAuth>) | null {
  const { APPLE_TEAM_ID: teamId, APPLE_KEY_ID: keyId, APPLE_PRIVATE_KEY: pem } = env;
  if (!teamId || !keyId || !pem) return null;
  return async () => {
    const key = await importPKCS8(pem.replace(/\\n/g, "\n"), "ES256");
    const secret = await new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: keyId })
      .setIssuer(teamId)
      .setSubject(clientId)
      .setAudience("https://appleid.apple.com")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key);
    return oauth.ClientSecretPost(secret);
  };
}

/**
 * Null when the customer cannot use `provider` here: not enabled, or no client id while the
 * sandbox is off. With `SOCIAL_LOGIN_SANDBOX=1` (local only) the sandbox issuer stands in.
 */
export function socialSetup(
  env: Env,
  settings: SocialLoginSettings | null,
  slug: string,
  provider: SocialProvider,
  origin: string,
): SocialSetup | null {
  const entry = settings?.[provider];
  if (!entry?.enabled) return null;
  const clientId = entry.client_id ?? null;
  const base = { provider, scope: SCOPES[provider], formPost: provider === "apple" };
  if (clientId === null) {
    if (env.SOCIAL_LOGIN_SANDBOX !== "1") return null;
    return {
      ...base,
      clientId: sandboxClientId(provider, slug),
      sandbox: true,
      issuer: new URL(`${origin}/_provider/oidc/${provider}`),
      metadata: null,
      clientAuth: async () => oauth.None(),
    };
  }
  const real = {
    ...base,
    clientId,
    sandbox: false,
    issuer: REAL_ISSUERS[provider],
    metadata: provider === "facebook" ? FACEBOOK_METADATA : null,
  };
  if (provider === "apple") {
    const clientAuth = appleClientAuth(env, clientId);
    return clientAuth ? { ...real, clientAuth } : null;
  }
  const secret = clientSecretOf(env, clientId);
  // Facebook's code flow with PKCE needs no secret; Google's web clients do.
  if (secret === null && provider === "google") return null;
  return { ...real, clientAuth: async () => (secret === null ? oauth.None() : oauth.ClientSecretPost(secret)) };
}

/**
 * The sandbox's addresses are on this origin under `/_provider/`, served by the API through the
 * service binding (it has no public URL); anything else goes out with the API's deadline.
 */
function protocolFetch(env: Env, origin: string) {
  const fetchApi = withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS);
  return (input: string, options: oauth.CustomFetchOptions<string, unknown>): Promise<Response> => {
    const url = new URL(input);
    const init: RequestInit = {
      method: options.method,
      headers: options.headers,
      body: options.body as BodyInit | undefined,
      redirect: "manual",
    };
    if (url.origin === origin && url.pathname.startsWith("/_provider/")) {
      const headers = new Headers(options.headers);
      headers.set("x-forwarded-host", url.host);
      headers.set("x-forwarded-proto", url.protocol.slice(0, -1));
      return fetchApi(`/provider/${url.pathname.slice("/_provider/".length)}${url.search}`, { ...init, headers });
    }
    return fetch(url, { ...init, signal: AbortSignal.timeout(env.API_TIMEOUT_MS) });
  };
}

/** Plain http only for the sandbox on a local origin. */
function requestOptions(env: Env, setup: SocialSetup, origin: string) {
  return {
    [oauth.customFetch]: protocolFetch(env, origin),
    [oauth.allowInsecureRequests]: setup.sandbox && origin.startsWith("http:"),
  };
}

/** Per isolate: a provider's configuration changes rarely, and a login should not wait for it. */
const discovered = new Map<string, { server: oauth.AuthorizationServer; until: number }>();
const DISCOVERY_KEEP_MS = 3_600_000;

async function authorizationServer(env: Env, setup: SocialSetup, origin: string): Promise<oauth.AuthorizationServer> {
  if (setup.metadata) return setup.metadata;
  const key = setup.issuer.href;
  const kept = discovered.get(key);
  if (kept && kept.until > Date.now()) return kept.server;
  const response = await oauth.discoveryRequest(setup.issuer, {
    ...requestOptions(env, setup, origin),
    algorithm: "oidc",
  });
  const server = await oauth.processDiscoveryResponse(setup.issuer, response);
  discovered.set(key, { server, until: Date.now() + DISCOVERY_KEEP_MS });
  return server;
}

export interface PendingSocialLogin {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  redirectTo: string | null;
  startedAt: number;
}

/** Three kept, for a customer who tried in two tabs. */
const PENDING_KEEP_MS = 600_000;
const PENDING_KEPT = 3;

function pendingLogins(session: MerchantSession): PendingSocialLogin[] {
  try {
    const parsed: unknown = JSON.parse(session.get("socialLogins") ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return (parsed as PendingSocialLogin[]).filter(
      (pending) => typeof pending?.state === "string" && pending.startedAt > Date.now() - PENDING_KEEP_MS,
    );
  } catch {
    return [];
  }
}

function keepPending(session: MerchantSession, logins: PendingSocialLogin[]) {
  if (logins.length === 0) session.unset("socialLogins");
  else session.set("socialLogins", JSON.stringify(logins.slice(-PENDING_KEPT)));
}

/** Removed from the session whatever comes of it: a state is used once. */
export function takePending(
  session: MerchantSession,
  provider: SocialProvider,
  state: string | null,
): PendingSocialLogin | null {
  const logins = pendingLogins(session);
  const found =
    state === null ? undefined : logins.find((pending) => pending.state === state && pending.provider === provider);
  keepPending(
    session,
    logins.filter((pending) => pending !== found),
  );
  return found ?? null;
}

export const callbackUrl = (origin: string, callbackPath: string) => `${origin}${callbackPath}`;

/** The state, nonce and PKCE verifier are kept in the session until the customer comes back. */
export async function authorizationUrl(
  context: Pick<AppLoadContext, "env">,
  session: MerchantSession,
  setup: SocialSetup,
  options: { origin: string; redirectUri: string; redirectTo: string | null; language: string },
): Promise<URL> {
  const server = await authorizationServer(context.env, setup, options.origin);
  if (!server.authorization_endpoint) throw new Error(`${setup.provider}: no authorization endpoint`);
  const pending: PendingSocialLogin = {
    provider: setup.provider,
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    verifier: oauth.generateRandomCodeVerifier(),
    redirectTo: options.redirectTo,
    startedAt: Date.now(),
  };
  const url = new URL(server.authorization_endpoint);
  const params = url.searchParams;
  params.set("client_id", setup.clientId);
  params.set("redirect_uri", options.redirectUri);
  params.set("response_type", "code");
  params.set("scope", setup.scope);
  params.set("state", pending.state);
  params.set("nonce", pending.nonce);
  params.set("code_challenge", await oauth.calculatePKCECodeChallenge(pending.verifier));
  params.set("code_challenge_method", "S256");
  params.set("ui_locales", options.language);
  if (setup.formPost) params.set("response_mode", "form_post");
  keepPending(session, [...pendingLogins(session), pending]);
  return url;
}

export interface SocialIdentity {
  idToken: string;
  accessToken: string;
  subject: string;
  name: string | null;
  email: string | null;
}

export class SocialLoginFailed extends Error {
  constructor(
    readonly reason: "cancelled" | "refused",
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** The state must be the pending login's; the id_token's issuer, audience, expiry and nonce are checked. */
export async function exchangeCode(
  context: Pick<AppLoadContext, "env">,
  setup: SocialSetup,
  pending: PendingSocialLogin,
  options: { origin: string; redirectUri: string; parameters: URLSearchParams },
): Promise<SocialIdentity> {
  const server = await authorizationServer(context.env, setup, options.origin);
  const client: oauth.Client = { client_id: setup.clientId };
  let callback: URLSearchParams;
  try {
    callback = oauth.validateAuthResponse(server, client, options.parameters, pending.state);
  } catch (error) {
    const cancelled = error instanceof oauth.AuthorizationResponseError && error.error === "access_denied";
    throw new SocialLoginFailed(cancelled ? "cancelled" : "refused", error);
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      client,
      await setup.clientAuth(),
      callback,
      options.redirectUri,
      pending.verifier,
      requestOptions(context.env, setup, options.origin),
    );
    const result = await oauth.processAuthorizationCodeResponse(server, client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (!claims || !result.id_token) throw new Error("no id_token");
    return {
      idToken: result.id_token,
      accessToken: result.access_token,
      subject: claims.sub,
      name: typeof claims.name === "string" ? claims.name : null,
      email: typeof claims.email === "string" ? claims.email : null,
    };
  } catch (error) {
    throw new SocialLoginFailed("refused", error);
  }
}

/** Apple posts the name once, on the first authorization, as JSON in its `user` field. */
export function appleUserName(user: string | null): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === "string" && part.trim() !== "",
    );
    return parts.length > 0 ? parts.join(" ").trim().slice(0, 100) : null;
  } catch {
    return null;
  }
}

export const socialPaths = (provider: SocialProvider) => ({
  start: `/login/social/${provider}`,
  callback: socialCallbackPath(provider),
});

/**
 * Apple answers with a cross-site POST (form_post). Our posts must come from our origin, and the
 * session cookie (SameSite=Lax) is not sent on it anyway, so it turns into a GET of the same callback.
 */
export const FORM_POST_CALLBACK = /^(?:\/[a-z0-9-]+)?\/login\/social\/apple\/callback$/;

export async function formPostToQuery(request: Request, url: URL): Promise<Response> {
  const form = await request.formData().catch(() => new FormData());
  const query = new URLSearchParams();
  for (const name of ["code", "state", "error"]) {
    const value = form.get(name);
    if (typeof value === "string" && value.length <= 4096) query.set(name, value);
  }
  // Only the name goes on: the e-mail beside it is in the id_token, checked there.
  const user = form.get("user");
  const name = appleUserName(typeof user === "string" ? user : null);
  if (name) query.set("name", name);
  return new Response(null, {
    status: 303,
    headers: { Location: `${url.pathname}?${query}`, "Cache-Control": "no-store" },
  });
}
