import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import type { SocialLoginSettings } from "../../../contract";
import type { Env } from "~/lib/platform/env.server";
import { merchantSessionStorage } from "~/lib/platform/session.server";
import {
  authorizationUrl,
  exchangeCode,
  SocialLoginFailed,
  socialSetup,
  takePending,
  type SocialSetup,
} from "./social-login.server";

/*
 * The storefront's half of the code flow against an issuer that answers what a test tells it to:
 * the authorization request it builds, the token request it sends, and the id_token claims it
 * refuses before the API is ever asked (wrong audience, expired, another login's nonce, another
 * state). The signature is the API's to check (api/test/social-login.test.ts); the whole round with
 * the API's sandbox issuer is in e2e/social-login.spec.ts.
 */

const ORIGIN = "http://localhost:8787";
const SLUG = "bella-napoli";
const ISSUER = `${ORIGIN}/_provider/oidc/google`;
const CLIENT_ID = "comanda-sandbox.google.bella-napoli";
const REDIRECT_URI = `${ORIGIN}/${SLUG}/login/social/google/callback`;

let privateKey: CryptoKey;
let kid: string;
/** What the issuer's token endpoint received, and the claims its next id_token carries. */
let tokenRequests: URLSearchParams[] = [];
let nextClaims: (nonce: string) => Record<string, unknown> = () => ({});
let lastNonce = "";

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  privateKey = pair.privateKey as CryptoKey;
  kid = await calculateJwkThumbprint(await exportJWK(pair.publicKey));
});

/** The API binding, where the sandbox issuer lives under /provider/oidc/google. */
const issuerBinding = {
  async fetch(input: RequestInfo | URL, init?: RequestInit) {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === "/provider/oidc/google/.well-known/openid-configuration") {
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/authorize`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
        response_types_supported: ["code"],
        id_token_signing_alg_values_supported: ["ES256"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (path === "/provider/oidc/google/token") {
      const form = new URLSearchParams(await request.text());
      tokenRequests.push(form);
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        iss: ISSUER,
        aud: CLIENT_ID,
        sub: "sandbox-google-maria",
        iat: now,
        exp: now + 600,
        nonce: lastNonce,
        email: "maria@example.com",
        name: "Maria",
        ...nextClaims(lastNonce),
      };
      const idToken = await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid }).sign(privateKey);
      return Response.json({ access_token: "at-1", token_type: "Bearer", expires_in: 3600, id_token: idToken });
    }
    return new Response("not found", { status: 404 });
  },
} as unknown as Fetcher;

const env = { SOCIAL_LOGIN_SANDBOX: "1", API: issuerBinding, API_TIMEOUT_MS: 5000 } as unknown as Env;
const settings: SocialLoginSettings = {
  apple: { enabled: false, client_id: null },
  facebook: { enabled: false, client_id: null, enabled_android: false, enabled_ios: false },
  google: {
    enabled: true,
    client_id: null,
    client_id_android: null,
    enabled_android: false,
    client_id_ios: null,
    enabled_ios: false,
  },
};

/** A login started as the login page's button starts it, and the session that keeps it. */
async function started() {
  const session = await merchantSessionStorage(SLUG, "s".repeat(32)).getSession();
  const setup = socialSetup(env, settings, SLUG, "google", ORIGIN) as SocialSetup;
  const url = await authorizationUrl({ env }, session, setup, {
    origin: ORIGIN,
    redirectUri: REDIRECT_URI,
    redirectTo: "/cart",
    language: "pt-BR",
  });
  lastNonce = url.searchParams.get("nonce")!;
  return { session, setup, url };
}

/** The provider's answer at the callback, exchanged as the callback page does. */
async function callBack(answer: Record<string, string>) {
  const { session, setup, url } = await started();
  const state = url.searchParams.get("state")!;
  const pending = takePending(session, "google", state)!;
  const parameters = new URLSearchParams({ state, ...answer });
  return exchangeCode({ env }, setup, pending, { origin: ORIGIN, redirectUri: REDIRECT_URI, parameters });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof SocialLoginFailed ? error.reason : String(error)),
  );

describe("the authorization request", () => {
  it("asks for a code with PKCE S256, a fresh state and nonce, the store's callback and language", async () => {
    const { url, session } = await started();
    expect(url.origin + url.pathname).toBe(`${ISSUER}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
      ui_locales: "pt-BR",
    });
    expect(params.state).toMatch(/^[\w-]{40,}$/);
    expect(params.nonce).toMatch(/^[\w-]{40,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // The verifier stays in the session, never in the address.
    const pending = JSON.parse(String(session.get("socialLogins"))) as { verifier: string; redirectTo: string }[];
    expect(pending).toHaveLength(1);
    expect(url.href).not.toContain(pending[0]!.verifier);
    expect(pending[0]!.redirectTo).toBe("/cart");
  });
});

describe("the callback's exchange", () => {
  it("sends the code with the PKCE verifier and the same redirect_uri, and answers who logged in", async () => {
    tokenRequests = [];
    nextClaims = () => ({});
    const identity = await callBack({ code: "the-code" });
    expect(identity).toMatchObject({
      subject: "sandbox-google-maria",
      email: "maria@example.com",
      name: "Maria",
      accessToken: "at-1",
    });
    const sent = tokenRequests[0]!;
    expect(Object.fromEntries(sent)).toMatchObject({
      grant_type: "authorization_code",
      code: "the-code",
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
    });
    expect(sent.get("code_verifier")).toMatch(/^[\w-]{43,128}$/);
  });

  it("refuses an id_token for another audience, an expired one, and one of another login (its nonce)", async () => {
    nextClaims = () => ({ aud: "comanda-sandbox.google.another-store" });
    expect(await refusal(callBack({ code: "c" }))).toBe("refused");
    nextClaims = () => ({ exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 });
    expect(await refusal(callBack({ code: "c" }))).toBe("refused");
    nextClaims = () => ({ nonce: "a-nonce-of-another-login" });
    expect(await refusal(callBack({ code: "c" }))).toBe("refused");
    nextClaims = () => ({ iss: `${ORIGIN}/_provider/oidc/apple` });
    expect(await refusal(callBack({ code: "c" }))).toBe("refused");
  });

  it("refuses an id_token without the nonce it asked for", async () => {
    nextClaims = () => ({ nonce: undefined });
    expect(await refusal(callBack({ code: "c" }))).toBe("refused");
  });

  it("calls a customer's 'no' cancelled, and an answer without a code refused, asking the token endpoint nothing", async () => {
    tokenRequests = [];
    expect(await refusal(callBack({ error: "access_denied" }))).toBe("cancelled");
    expect(await refusal(callBack({ error: "server_error" }))).toBe("refused");
    expect(await refusal(callBack({}))).toBe("refused");
    expect(tokenRequests).toHaveLength(0);
  });
});
