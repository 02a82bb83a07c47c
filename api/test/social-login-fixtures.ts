import { env } from "cloudflare:workers";
import { base64url, importJWK, SignJWT } from "jose";
import { expect } from "vitest";
import type { SocialLoginSettings } from "../../contract/clients";
import { sandboxClientId, socialCallbackPath, type SocialProvider } from "../../contract/social-login";
import { call } from "./helpers";

/*
 * The sandbox identity provider driven as a browser and the storefront would: the authorize page's
 * form, the redirect (or Apple's form_post page), the token endpoint with the PKCE verifier.
 */

export const HOST = "loja.test";
export const ORIGIN = `https://${HOST}`;
export const FORWARDED = { "x-forwarded-host": HOST, "x-forwarded-proto": "https" };

export const issuerOf = (provider: SocialProvider) => `${ORIGIN}/_provider/oidc/${provider}`;
/** The storefront's callback, the redirect URI the sandbox client of `slug` registered. */
export const callbackOf = (slug: string, provider: SocialProvider) =>
  `${ORIGIN}/${slug}${socialCallbackPath(provider)}`;

const sha256 = async (value: string) =>
  base64url.encode(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))));

/** A PKCE pair: a random verifier and its S256 challenge. */
export async function pkcePair() {
  const verifier = base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await sha256(verifier) };
}

export interface AuthorizeOptions {
  slug: string;
  provider: SocialProvider;
  challenge: string;
  clientId?: string;
  redirectUri?: string;
  responseMode?: "query" | "form_post";
  state?: string;
  nonce?: string;
}

/** The authorization request's parameters, as the storefront sends them. */
export function authorizeParams(options: AuthorizeOptions): Record<string, string> {
  return {
    response_type: "code",
    client_id: options.clientId ?? sandboxClientId(options.provider, options.slug),
    redirect_uri: options.redirectUri ?? callbackOf(options.slug, options.provider),
    scope: "openid email profile",
    state: options.state ?? "state-123",
    nonce: options.nonce ?? "nonce-456",
    code_challenge: options.challenge,
    code_challenge_method: "S256",
    ...(options.responseMode ? { response_mode: options.responseMode } : {}),
  };
}

/** POSTs a form to the sandbox (through the storefront's pass-through headers). */
export const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = FORWARDED) =>
  call(path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

/** The fields an answer carries back: the redirect's query, or the hidden inputs of the form_post page. */
export async function answerFields(response: Response): Promise<Record<string, string>> {
  if (response.status === 303) return Object.fromEntries(new URL(response.headers.get("location")!).searchParams);
  expect(response.status).toBe(200);
  const page = await response.text();
  const decode = (value: string) =>
    value
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  return Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      decode(match[2]!),
    ]),
  );
}

/** Chooses `user` on the sandbox's page: the code (and state, and Apple's `user`) sent back. */
export async function authorize(options: AuthorizeOptions & { user: string }) {
  const response = await postForm(`/provider/oidc/${options.provider}/authorize`, {
    ...authorizeParams(options),
    user: options.user,
  });
  return answerFields(response);
}

/** The token endpoint's answer for `code`. */
export const exchange = (provider: SocialProvider, fields: Record<string, string>) =>
  postForm(`/provider/oidc/${provider}/token`, { grant_type: "authorization_code", ...fields });

/** The whole sandbox round for `user` of `provider` at `slug`: the id_token, and what the form_post carried. */
export async function sandboxLogin(provider: SocialProvider, slug: string, user: string) {
  const { verifier, challenge } = await pkcePair();
  const responseMode = provider === "apple" ? "form_post" : "query";
  const answer = await authorize({ slug, provider, challenge, user, responseMode });
  expect(answer.code).toBeTruthy();
  const response = await exchange(provider, {
    code: answer.code!,
    redirect_uri: callbackOf(slug, provider),
    client_id: sandboxClientId(provider, slug),
    code_verifier: verifier,
  });
  const body = (await response.json()) as { id_token: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { idToken: body.id_token, answer };
}

/** A token signed with the sandbox's own key (the test binding) carrying `claims`: for the refusals a real round cannot make. */
export async function signSandboxToken(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; kid?: string } = {},
) {
  const jwk = JSON.parse(env.IDP_SANDBOX_KEY!) as { kid: string };
  const key = options.key ?? ((await importJWK({ ...jwk, alg: "ES256" }, "ES256")) as CryptoKey);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: "ES256", kid: options.kid ?? jwk.kid })
    .sign(key);
}

export const allDisabled: SocialLoginSettings = {
  apple: { enabled: false, client_id: null },
  facebook: { enabled: false, client_id: null, enabled_android: false, enabled_ios: false },
  google: {
    enabled: false,
    client_id: null,
    client_id_android: null,
    enabled_android: false,
    client_id_ios: null,
    enabled_ios: false,
  },
};

/** Every provider on at the web storefront, with no client id: the sandbox's. */
export const allEnabled: SocialLoginSettings = {
  apple: { enabled: true, client_id: null },
  facebook: { ...allDisabled.facebook, enabled: true },
  google: { ...allDisabled.google, enabled: true },
};

/** Writes the merchant's social login settings (null: none stored). */
export async function setSocialSettings(merchantId: number, settings: SocialLoginSettings | null) {
  await env.DB.prepare("UPDATE merchants SET social_login_settings = ?2 WHERE id = ?1")
    .bind(merchantId, settings === null ? null : JSON.stringify(settings))
    .run();
}
