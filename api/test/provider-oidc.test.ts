import { env } from "cloudflare:workers";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxClientId } from "../../contract/social-login";
import { createApp } from "../src/app";
import { deleteOldSandboxOidcCodes } from "../src/cleanup";
import { insertClient } from "./client-fixtures";
import { fixtureMerchants, pizzeria } from "./fixtures";
import { call, seed } from "./helpers";
import {
  FORWARDED,
  ORIGIN,
  answerFields,
  authorize,
  authorizeParams,
  callbackOf,
  exchange,
  issuerOf,
  pkcePair,
  postForm,
} from "./social-login-fixtures";

const SHOP = pizzeria.slug;
const CUSTOMER_NAME = "Ana Demonstração";

const get = (path: string, headers: Record<string, string> = FORWARDED) => call(path, { headers });
const authorizeUrl = (provider: string, params: Record<string, string>) =>
  `/provider/oidc/${provider}/authorize?${new URLSearchParams(params)}`;

beforeAll(async () => {
  await seed(fixtureMerchants);
  await insertClient(pizzeria.id, { name: CUSTOMER_NAME, email: `cliente@${SHOP}.demo` });
});

describe("discovery and keys", () => {
  it("names the issuer, its endpoints and what it supports on the forwarded origin", async () => {
    const response = await get("/provider/oidc/google/.well-known/openid-configuration");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      issuer: issuerOf("google"),
      authorization_endpoint: `${issuerOf("google")}/authorize`,
      token_endpoint: `${issuerOf("google")}/token`,
      jwks_uri: `${issuerOf("google")}/jwks`,
      response_types_supported: ["code"],
      response_modes_supported: ["query", "form_post"],
      grant_types_supported: ["authorization_code"],
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["ES256"],
      token_endpoint_auth_methods_supported: ["none", "client_secret_post"],
      scopes_supported: ["openid", "email", "profile"],
      subject_types_supported: ["public"],
    });
    const apple = (await (
      await get("/provider/oidc/apple/.well-known/openid-configuration", {
        "x-forwarded-host": "localhost:8787",
        "x-forwarded-proto": "http",
      })
    ).json()) as {
      issuer: string;
    };
    expect(apple.issuer).toBe("http://localhost:8787/_provider/oidc/apple");
  });

  it("publishes the public half of the key only", async () => {
    const { keys } = (await (await get("/provider/oidc/facebook/jwks")).json()) as { keys: Record<string, unknown>[] };
    const configured = JSON.parse(env.IDP_SANDBOX_KEY!) as { kid: string; x: string };
    expect(keys).toEqual([
      {
        kty: "EC",
        crv: "P-256",
        x: configured.x,
        y: expect.any(String),
        kid: configured.kid,
        alg: "ES256",
        use: "sig",
      },
    ]);
  });

  it("knows only google, apple and facebook", async () => {
    expect((await get("/provider/oidc/github/.well-known/openid-configuration")).status).toBe(404);
  });

  it("does not exist without IDP_SANDBOX_KEY (production)", async () => {
    const app = createApp();
    const bare = { ...env, IDP_SANDBOX_KEY: undefined };
    for (const path of [
      "/provider/oidc/google/.well-known/openid-configuration",
      "/provider/oidc/google/jwks",
      authorizeUrl("google", {}),
    ]) {
      expect((await app.request(path, { headers: FORWARDED }, bare)).status).toBe(404);
    }
    const token = await app.request(
      "/provider/oidc/google/token",
      {
        method: "POST",
        headers: { ...FORWARDED, "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=authorization_code",
      },
      bare,
    );
    expect(token.status).toBe(404);
  });
});

describe("the authorize page", () => {
  it("lists the test users of the provider, without script, in the asked language", async () => {
    const { challenge } = await pkcePair();
    const response = await get(
      authorizeUrl("google", { ...authorizeParams({ slug: SHOP, provider: "google", challenge }), locale: "es" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(
      /^default-src 'none'; style-src 'nonce-[^']+'; form-action 'self'/,
    );
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("Iniciar sesión con Google");
    expect(page).toContain("Maria Oliveira");
    expect(page).toContain("maria.oliveira@sandbox-idp.test, correo verificado");
    expect(page).toContain(CUSTOMER_NAME);
    expect(page).toContain(`cliente@${SHOP}.demo, correo no verificado`);
    expect(page).not.toContain("privaterelay");
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<button class="secondary" type="submit" name="cancel" value="1">Cancelar</button>');
  });

  it("speaks the first of the store's ui_locales it knows, and keeps it in the form it posts", async () => {
    const { challenge } = await pkcePair();
    const response = await get(
      authorizeUrl("google", {
        ...authorizeParams({ slug: SHOP, provider: "google", challenge }),
        ui_locales: "fr es",
      }),
      {
        ...FORWARDED,
        "accept-language": "pt-BR",
      },
    );
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<input type="hidden" name="ui_locales" value="fr es">');
  });

  it("speaks the browser's language without a locale; Apple lists the relay address, Facebook the user without e-mail", async () => {
    const { challenge } = await pkcePair();
    const apple = await get(
      authorizeUrl("apple", authorizeParams({ slug: SHOP, provider: "apple", challenge, responseMode: "form_post" })),
      {
        ...FORWARDED,
        "accept-language": "en-GB,en;q=0.8",
      },
    );
    const applePage = await apple.text();
    expect(applePage).toContain("Sign in with Apple");
    expect(applePage).toContain("k7q2m9xv4t@privaterelay.appleid.com, e-mail hidden by Apple");
    const facebook = await get(
      authorizeUrl("facebook", authorizeParams({ slug: SHOP, provider: "facebook", challenge })),
    );
    const facebookPage = await facebook.text();
    expect(facebookPage).toContain("Entrar com Facebook");
    expect(facebookPage).toContain("Sem e-mail (recusou compartilhar o e-mail)");
  });

  it("answers a bad request with a page, never a redirect", async () => {
    const { challenge } = await pkcePair();
    const good = authorizeParams({ slug: SHOP, provider: "google", challenge });
    const bad: Record<string, string>[] = [
      { ...good, redirect_uri: "https://evil.example/callback" },
      { ...good, redirect_uri: `http://${new URL(ORIGIN).host}/callback` },
      { ...good, redirect_uri: `${callbackOf(SHOP, "google")}#fragment` },
      // Same origin is not enough: only the registered callback, character for character.
      { ...good, redirect_uri: `${ORIGIN}/${SHOP}/profile` },
      { ...good, redirect_uri: `${callbackOf(SHOP, "google")}?next=/${SHOP}/profile` },
      { ...good, redirect_uri: `${callbackOf(SHOP, "google")}/` },
      { ...good, redirect_uri: callbackOf(SHOP, "apple") },
      { ...good, redirect_uri: callbackOf("test-franquia", "google") },
      { ...good, redirect_uri: `${ORIGIN}/login/social/google/callback` },
      { ...good, client_id: sandboxClientId("apple", SHOP) },
      { ...good, client_id: "123-real.apps.googleusercontent.com" },
      { ...good, client_id: sandboxClientId("google", "no-such-store") },
      { ...good, code_challenge_method: "plain" },
      Object.fromEntries(Object.entries(good).filter(([name]) => name !== "code_challenge")),
      { ...good, response_type: "token" },
      { ...good, scope: "email profile" },
    ];
    for (const params of bad) {
      const response = await get(authorizeUrl("google", params));
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.text()).toContain("Pedido de login inválido");
      const posted = await postForm("/provider/oidc/google/authorize", { ...params, user: "maria" });
      expect(posted.status).toBe(400);
      expect(posted.headers.get("location")).toBeNull();
    }
    // Without the storefront's forwarded origin there is nothing to compare redirect_uri with.
    expect((await get(authorizeUrl("google", good), {})).status).toBe(400);
    expect((await postForm("/provider/oidc/google/authorize", { ...good, user: "nobody" })).status).toBe(400);
  });
});

describe("a store's own domain", () => {
  it("takes the callback at the root of a domain the store serves, and nowhere else", async () => {
    const { challenge } = await pkcePair();
    const onDomain = (host: string) => ({
      params: authorizeParams({
        slug: SHOP,
        provider: "google",
        challenge,
        redirectUri: `https://${host}/login/social/google/callback`,
      }),
      headers: { "x-forwarded-host": host, "x-forwarded-proto": "https" },
    });
    const own = onDomain("pizza.test");
    expect((await get(authorizeUrl("google", own.params), own.headers)).status).toBe(200);
    // Another store's domain, and the app host, are not where this store's client is registered at the root.
    for (const host of ["franquia.test", new URL(ORIGIN).host]) {
      const foreign = onDomain(host);
      expect((await get(authorizeUrl("google", foreign.params), foreign.headers)).status, host).toBe(400);
    }
  });
});

describe("choosing a user", () => {
  it("redirects to redirect_uri with a code and the state; Cancel with access_denied", async () => {
    const { challenge } = await pkcePair();
    const response = await postForm("/provider/oidc/google/authorize", {
      ...authorizeParams({ slug: SHOP, provider: "google", challenge }),
      user: "maria",
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(callbackOf(SHOP, "google"));
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(location.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the code's hash is kept.
    const stored = await env.DB.prepare("SELECT code_hash FROM sandbox_oidc_codes WHERE code_hash = ?1")
      .bind(location.searchParams.get("code"))
      .first();
    expect(stored).toBeNull();

    const cancelled = await postForm("/provider/oidc/google/authorize", {
      ...authorizeParams({ slug: SHOP, provider: "google", challenge }),
      cancel: "1",
    });
    expect(Object.fromEntries(new URL(cancelled.headers.get("location")!).searchParams)).toEqual({
      error: "access_denied",
      state: "state-123",
    });
  });

  it("posts the answer back with a visible button when asked for form_post (Apple's way), with Apple's user field", async () => {
    const { challenge } = await pkcePair();
    const response = await postForm("/provider/oidc/apple/authorize", {
      ...authorizeParams({ slug: SHOP, provider: "apple", challenge, responseMode: "form_post" }),
      user: "relay",
    });
    expect(response.status).toBe(200);
    const page = await response.clone().text();
    expect(page).toContain(`<form method="post" action="${callbackOf(SHOP, "apple")}">`);
    expect(page).toContain('<button type="submit">Continuar</button>');
    expect(page).not.toMatch(/<script/i);
    const fields = await answerFields(response);
    expect(fields.state).toBe("state-123");
    expect(fields.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(fields.user!)).toEqual({
      name: { firstName: "Rafael", lastName: "Costa" },
      email: "k7q2m9xv4t@privaterelay.appleid.com",
    });
  });
});

describe("the token endpoint", () => {
  async function freshCode(provider: "google" | "apple" | "facebook" = "google", user = "maria") {
    const { verifier, challenge } = await pkcePair();
    const answer = await authorize({
      slug: SHOP,
      provider,
      challenge,
      user,
      responseMode: provider === "apple" ? "form_post" : "query",
    });
    return {
      verifier,
      code: answer.code!,
      fields: {
        code: answer.code!,
        redirect_uri: callbackOf(SHOP, provider),
        client_id: sandboxClientId(provider, SHOP),
        code_verifier: verifier,
      },
    };
  }

  it("gives an id_token signed with the published key, for the code's user, client and nonce", async () => {
    const { fields } = await freshCode();
    const response = await exchange("google", fields);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      token_type: "Bearer",
      expires_in: 3600,
      scope: "openid email profile",
      access_token: expect.any(String),
    });
    const { keys } = (await (await get("/provider/oidc/google/jwks")).json()) as { keys: never[] };
    const { payload, protectedHeader } = await jwtVerify(body.id_token as string, createLocalJWKSet({ keys }), {
      issuer: issuerOf("google"),
      audience: sandboxClientId("google", SHOP),
    });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload).toMatchObject({
      sub: "sandbox-google-maria",
      nonce: "nonce-456",
      email: "maria.oliveira@sandbox-idp.test",
      email_verified: true,
      name: "Maria Oliveira",
      auth_time: expect.any(Number),
    });
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it("puts claims as each provider does: Apple strings and no name, Facebook no email_verified, the store's demo customer", async () => {
    const apple = decodeJwt(
      ((await (await exchange("apple", (await freshCode("apple", "relay")).fields)).json()) as { id_token: string })
        .id_token,
    );
    expect(apple).toMatchObject({
      sub: "sandbox-apple-relay",
      email: "k7q2m9xv4t@privaterelay.appleid.com",
      email_verified: "true",
      is_private_email: "true",
    });
    expect(apple.name).toBeUndefined();
    const facebook = decodeJwt(
      (
        (await (await exchange("facebook", (await freshCode("facebook", "customer")).fields)).json()) as {
          id_token: string;
        }
      ).id_token,
    );
    expect(facebook).toMatchObject({
      sub: `sandbox-facebook-customer-${SHOP}`,
      email: `cliente@${SHOP}.demo`,
      name: CUSTOMER_NAME,
    });
    expect(facebook.email_verified).toBeUndefined();
    const unverified = decodeJwt(
      (
        (await (await exchange("google", (await freshCode("google", "customer-unverified")).fields)).json()) as {
          id_token: string;
        }
      ).id_token,
    );
    expect(unverified).toMatchObject({
      sub: `sandbox-google-customer-unverified-${SHOP}`,
      email: `cliente@${SHOP}.demo`,
      email_verified: false,
    });
  });

  it("takes a code once", async () => {
    const { fields } = await freshCode();
    expect((await exchange("google", fields)).status).toBe(200);
    const again = await exchange("google", fields);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "invalid_grant" });
  });

  it("refuses a wrong verifier, redirect_uri or client, and burns the code", async () => {
    for (const wrong of [
      { code_verifier: (await pkcePair()).verifier },
      { redirect_uri: `${ORIGIN}/${SHOP}/elsewhere` },
      { client_id: sandboxClientId("google", "test-loja-se") },
    ]) {
      const { fields } = await freshCode();
      const response = await exchange("google", { ...fields, ...wrong });
      expect(response.status, JSON.stringify(wrong)).toBe(400);
      expect(await response.json()).toEqual({ error: "invalid_grant" });
      expect((await exchange("google", fields)).status).toBe(400);
    }
  });

  it("refuses an expired code, another provider's client, another grant and a request without a verifier", async () => {
    const expired = await freshCode();
    await env.DB.prepare("UPDATE sandbox_oidc_codes SET expires_at = expires_at - 120").run();
    expect(await (await exchange("google", expired.fields)).json()).toEqual({ error: "invalid_grant" });

    const { fields } = await freshCode();
    const otherClient = await exchange("google", { ...fields, client_id: sandboxClientId("apple", SHOP) });
    expect(otherClient.status).toBe(401);
    expect(await otherClient.json()).toEqual({ error: "invalid_client" });
    const grant = await postForm("/provider/oidc/google/token", { ...fields, grant_type: "password" });
    expect(await grant.json()).toEqual({ error: "unsupported_grant_type" });
    const { code_verifier: _, ...noVerifier } = fields;
    const missing = await exchange("google", noVerifier);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "invalid_request" });
    // None of those used the code: it still works.
    expect((await exchange("google", fields)).status).toBe(200);
  });

  it("codes a day past their minute go with the hourly cron", async () => {
    await freshCode();
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM sandbox_oidc_codes").first<{ n: number }>())!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await deleteOldSandboxOidcCodes(env, new Date())).toBe(0);
    expect(await deleteOldSandboxOidcCodes(env, new Date(Date.now() + 2 * 86_400_000))).toBe(before);
    expect(await count()).toBe(0);
  });
});
