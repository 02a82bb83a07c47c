import { base64url, SignJWT } from "jose";
import * as z from "zod";
import { SOCIAL_PROVIDERS, socialCallbackPath, type SocialProvider } from "../../../contract/social-login";
import { createDb, type Db } from "../db/client";
import { storeSandboxCode, redeemSandboxCode } from "../db/client-identities";
import { findClientByEmail } from "../db/clients";
import { findMerchantBySlug, findSlugByHost, type MerchantRef } from "../db/merchants";
import { normalizeHost } from "../domain/host";
import { demoCustomerEmail, type SandboxUser, sandboxUsers } from "../provider/oidc-users";
import { type SandboxKey, sandboxIssuer } from "./social-sandbox";

/*
 * It serves only its own client ids and redirects only to the origin the request came through, so it
 * is no open redirect and no way to mint tokens for a real client id.
 */

/** A code is good for a minute; an id_token for ten. */
export const SANDBOX_CODE_TTL_SECONDS = 60;
export const SANDBOX_ID_TOKEN_TTL_SECONDS = 600;
export const SANDBOX_ACCESS_TOKEN_TTL_SECONDS = 3600;

export const SANDBOX_SCOPES = ["openid", "email", "profile"] as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const isSocialProvider = (value: string | undefined): value is SocialProvider =>
  value !== undefined && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export function discoveryDocument(origin: string, provider: SocialProvider) {
  const issuer = sandboxIssuer(origin, provider);
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ["code"],
    response_modes_supported: ["query", "form_post"],
    grant_types_supported: ["authorization_code"],
    code_challenge_methods_supported: ["S256"],
    id_token_signing_alg_values_supported: ["ES256"],
    token_endpoint_auth_methods_supported: ["none", "client_secret_post"],
    scopes_supported: [...SANDBOX_SCOPES],
    subject_types_supported: ["public"],
    claims_supported: [
      "iss",
      "sub",
      "aud",
      "iat",
      "exp",
      "auth_time",
      "nonce",
      "email",
      "email_verified",
      "is_private_email",
      "name",
    ],
  };
}

const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;
const SANDBOX_CLIENT_ID = /^comanda-sandbox\.(google|apple|facebook)\.([a-z0-9-]{1,80})$/;

const authorizeParamsSchema = z.object({
  response_type: z.literal("code"),
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  scope: z.string().max(500),
  state: z.string().min(1).max(1000).optional(),
  nonce: z.string().min(1).max(1000).optional(),
  code_challenge: z.string().regex(PKCE_VALUE),
  code_challenge_method: z.literal("S256"),
  response_mode: z.enum(["query", "form_post"]).optional(),
  /** OpenID Connect's preferred languages, space-separated: the store's, so the page speaks it. */
  ui_locales: z.string().max(100).optional(),
});
export type AuthorizeParams = z.infer<typeof authorizeParamsSchema>;

export interface AuthorizeRequest {
  params: AuthorizeParams;
  merchant: MerchantRef;
  scopes: string[];
  users: SandboxUser[];
}

/** Compared exactly, as real providers do: another page of the same origin never receives a code. */
async function isRegisteredRedirect(
  db: Db,
  provider: SocialProvider,
  merchant: MerchantRef,
  origin: string,
  redirectUri: string,
): Promise<boolean> {
  const callback = socialCallbackPath(provider);
  if (redirectUri === `${origin}/${merchant.slug}${callback}`) return true;
  if (redirectUri !== `${origin}${callback}`) return false;
  return (await findSlugByHost(db, normalizeHost(new URL(origin).host))) === merchant.slug;
}

async function usersOf(db: Db, provider: SocialProvider, merchant: MerchantRef): Promise<SandboxUser[]> {
  const customer = await findClientByEmail(db, merchant.id, demoCustomerEmail(merchant.slug));
  return sandboxUsers(provider, merchant.slug, customer?.name || "Cliente Demo");
}

/** Null for a request that must not be answered with a redirect (unknown client, unregistered redirect_uri, no PKCE S256). */
export async function checkAuthorizeRequest(
  d1: D1Database,
  provider: SocialProvider,
  raw: Record<string, unknown>,
  origin: string,
): Promise<AuthorizeRequest | null> {
  const db = createDb(d1);
  const parsed = authorizeParamsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const params = parsed.data;
  const client = SANDBOX_CLIENT_ID.exec(params.client_id);
  if (!client || client[1] !== provider) return null;
  // Apple's clients ask for `name`; whatever else is asked for is left out, as real providers do.
  const scopes = params.scope.split(" ").filter((scope) => scope !== "");
  if (!scopes.includes("openid")) return null;
  const merchant = await findMerchantBySlug(db, client[2]!);
  if (!merchant || !(await isRegisteredRedirect(db, provider, merchant, origin, params.redirect_uri))) return null;
  const granted = scopes.filter((scope) => (SANDBOX_SCOPES as readonly string[]).includes(scope) || scope === "name");
  return { params, merchant, scopes: granted, users: await usersOf(db, provider, merchant) };
}

const sha256 = async (value: string) =>
  base64url.encode(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))));

const randomValue = () => base64url.encode(crypto.getRandomValues(new Uint8Array(32)));

export async function authorizationAnswer(
  d1: D1Database,
  provider: SocialProvider,
  request: AuthorizeRequest,
  choice: { cancel: boolean; user: string | undefined },
): Promise<Record<string, string> | null> {
  const state: Record<string, string> = request.params.state === undefined ? {} : { state: request.params.state };
  if (choice.cancel) return { error: "access_denied", ...state };
  const user = request.users.find((candidate) => candidate.key === choice.user);
  if (!user) return null;
  const code = randomValue();
  const now = nowSeconds();
  await storeSandboxCode(createDb(d1), {
    codeHash: await sha256(code),
    provider,
    clientId: request.params.client_id,
    redirectUri: request.params.redirect_uri,
    codeChallenge: request.params.code_challenge,
    nonce: request.params.nonce ?? null,
    user: user.key,
    scope: request.scopes.join(" "),
    createdAt: now,
    expiresAt: now + SANDBOX_CODE_TTL_SECONDS,
    usedAt: null,
  });
  // Apple posts the user's name and e-mail once, beside the code; the sandbox does it every time.
  const appleUser: Record<string, string> =
    provider === "apple" && request.params.response_mode === "form_post"
      ? {
          user: JSON.stringify({
            name: { firstName: user.givenName, lastName: user.familyName },
            ...(user.email ? { email: user.email } : {}),
          }),
        }
      : {};
  return { code, ...state, ...appleUser };
}

export function redirectWith(redirectUri: string, fields: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return url.toString();
}

export interface TokenError {
  status: 400 | 401;
  error: "invalid_request" | "invalid_grant" | "unsupported_grant_type" | "invalid_client";
}

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** The claims of the id_token for `user`, as the provider puts them (Apple: strings, no name; Facebook: no email_verified). */
function userClaims(provider: SocialProvider, user: SandboxUser, scopes: string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  if (scopes.includes("email") && user.email !== null) {
    claims.email = user.email;
    if (provider === "google") claims.email_verified = user.emailVerified;
    if (provider === "apple") {
      claims.email_verified = String(user.emailVerified);
      if (user.privateEmail) claims.is_private_email = "true";
    }
  }
  if (scopes.includes("profile") && provider !== "apple") claims.name = user.name;
  return claims;
}

/** A code is used once (guarded UPDATE), unexpired, of the same client and redirect_uri, and its PKCE challenge answered. */
export async function exchangeCode(
  d1: D1Database,
  key: SandboxKey,
  provider: SocialProvider,
  form: Record<string, unknown>,
  origin: string,
): Promise<{ tokens: Record<string, unknown> } | TokenError> {
  if (field(form, "grant_type") !== "authorization_code") return { status: 400, error: "unsupported_grant_type" };
  const code = field(form, "code");
  const redirectUri = field(form, "redirect_uri");
  const clientId = field(form, "client_id");
  const verifier = field(form, "code_verifier");
  if (code === undefined || redirectUri === undefined || clientId === undefined || verifier === undefined)
    return { status: 400, error: "invalid_request" };
  const client = SANDBOX_CLIENT_ID.exec(clientId);
  if (!client || client[1] !== provider) return { status: 401, error: "invalid_client" };

  const now = nowSeconds();
  const row = code.length <= 100 ? await redeemSandboxCode(d1, await sha256(code), now) : null;
  if (!row || row.provider !== provider || row.clientId !== clientId || row.redirectUri !== redirectUri)
    return { status: 400, error: "invalid_grant" };
  if (!PKCE_VALUE.test(verifier) || (await sha256(verifier)) !== row.codeChallenge)
    return { status: 400, error: "invalid_grant" };

  const db = createDb(d1);
  const merchant = await findMerchantBySlug(db, client[2]!);
  const scopes = row.scope.split(" ");
  const user = merchant
    ? (await usersOf(db, provider, merchant)).find((candidate) => candidate.key === row.user)
    : undefined;
  if (!user) return { status: 400, error: "invalid_grant" };

  const idToken = await new SignJWT({
    ...userClaims(provider, user, scopes),
    auth_time: row.createdAt,
    ...(row.nonce === null ? {} : { nonce: row.nonce }),
  })
    .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
    .setIssuer(sandboxIssuer(origin, provider))
    .setSubject(user.subject)
    .setAudience(clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + SANDBOX_ID_TOKEN_TTL_SECONDS)
    .sign(key.privateKey);
  return {
    tokens: {
      access_token: randomValue(),
      token_type: "Bearer",
      expires_in: SANDBOX_ACCESS_TOKEN_TTL_SECONDS,
      id_token: idToken,
      scope: row.scope,
    },
  };
}
