import { env } from "cloudflare:workers";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientResponseSchema } from "../../contract/clients";
import { sandboxClientId, type SocialProvider, socialLoginResponseSchema } from "../../contract/social-login";
import { createApp } from "../src/app";
import { tokenCheckFor, verifyIdToken } from "../src/services/social-tokens";
import { insertClient, lastMailedToken } from "./client-fixtures";
import { fixtureMerchants, pizzeria } from "./fixtures";
import { accessTokenFor, call, expectError, getWithToken, seed, send } from "./helpers";
import {
  allEnabled,
  issuerOf,
  ORIGIN,
  sandboxLogin,
  setSocialSettings,
  signSandboxToken,
} from "./social-login-fixtures";

const SHOP = pizzeria.slug;
const SHOP_ID = pizzeria.id;
const OTHER = "test-loja-se";
const OTHER_ID = 90300000;
const CUSTOMER_EMAIL = `cliente@${SHOP}.demo`;
const MARIA = "maria.oliveira@sandbox-idp.test";

let customerId: number;

const path = (provider: SocialProvider, slug = SHOP) => `/${slug}/clients/social_logins/authenticate_${provider}`;

async function authenticate(
  provider: SocialProvider,
  body: Record<string, unknown>,
  options: { slug?: string; ip?: string } = {},
) {
  const slug = options.slug ?? SHOP;
  const token = await accessTokenFor(slug);
  const request = send("POST", path(provider, slug), token, body);
  if (!options.ip) return request;
  return call(path(provider, slug), {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "x-comanda-client-ip": options.ip,
    },
    body: JSON.stringify(body),
  });
}

const google = (idToken: string, slug?: string) =>
  authenticate("google", { access_token: "ya29.unused", id_token: idToken, client: "web" }, { slug });
const apple = (idToken: string, name: string | null = null) =>
  authenticate("apple", { id_token: idToken, client: "web", name });
const facebook = (token: string, userId: string, extra: Record<string, unknown> = {}) =>
  authenticate("facebook", {
    user_id: userId,
    access_token: token,
    client: "web",
    name: null,
    email: null,
    facebook_limited: true,
    ...extra,
  });

async function session(response: Response) {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return socialLoginResponseSchema.parse(body).data;
}

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;
const clientsWith = (merchantId: number, email: string) =>
  count("SELECT count(*) AS n FROM clients WHERE merchant_id = ?1 AND email = ?2", merchantId, email);
const identitiesOf = (merchantId: number, provider: string, subject: string) =>
  count(
    "SELECT count(*) AS n FROM client_identities WHERE merchant_id = ?1 AND provider = ?2 AND subject = ?3",
    merchantId,
    provider,
    subject,
  );

beforeAll(async () => {
  await seed(fixtureMerchants);
  customerId = await insertClient(SHOP_ID, { name: "Ana Souza", email: CUSTOMER_EMAIL });
});

beforeEach(async () => {
  await setSocialSettings(SHOP_ID, allEnabled);
});

describe("the sandbox round", () => {
  it("a new Google user gets an account and a session; the same user again the same account", async () => {
    const { idToken } = await sandboxLogin("google", SHOP, "maria");
    const first = await session(await google(idToken));
    expect(first.created).toBe(true);
    expect(first.client).toMatchObject({ name: "Maria Oliveira", email: MARIA, should_disconnect: false });
    // The session is a real login: the client reads their own account with it.
    const own = await getWithToken(`/${SHOP}/clients/${first.client.id}`, first.access_token);
    expect(clientResponseSchema.parse(await own.json()).data.email).toBe(MARIA);

    const again = await session(await google((await sandboxLogin("google", SHOP, "maria")).idToken));
    expect(again).toMatchObject({ created: false, client: { id: first.client.id } });
    expect(await clientsWith(SHOP_ID, MARIA)).toBe(1);
    expect(await identitiesOf(SHOP_ID, "google", "sandbox-google-maria")).toBe(1);
  });

  it("a client with no password is made: the e-mail login by password refuses it", async () => {
    const row = await env.DB.prepare("SELECT password_hash FROM clients WHERE merchant_id = ?1 AND email = ?2")
      .bind(SHOP_ID, MARIA)
      .first();
    expect(row).toEqual({ password_hash: null });
  });
});

describe("linking by e-mail", () => {
  it("a verified e-mail of an existing client logs in as that client, no new row", async () => {
    const response = await session(await google((await sandboxLogin("google", SHOP, "customer")).idToken));
    expect(response).toMatchObject({
      created: false,
      client: { id: customerId, name: "Ana Souza", email: CUSTOMER_EMAIL },
    });
    expect(await clientsWith(SHOP_ID, CUSTOMER_EMAIL)).toBe(1);
    expect(await identitiesOf(SHOP_ID, "google", `sandbox-google-customer-${SHOP}`)).toBe(1);
  });

  it("an unverified e-mail of an existing client is refused and nothing is linked", async () => {
    await expectError(
      await google((await sandboxLogin("google", SHOP, "customer-unverified")).idToken),
      409,
      "SOCIAL_EMAIL_UNVERIFIED",
    );
    expect(await identitiesOf(SHOP_ID, "google", `sandbox-google-customer-unverified-${SHOP}`)).toBe(0);
    expect(await clientsWith(SHOP_ID, CUSTOMER_EMAIL)).toBe(1);
  });

  it("Facebook never vouches for an e-mail: an existing one is refused", async () => {
    const { idToken } = await sandboxLogin("facebook", SHOP, "customer");
    await expectError(await facebook(idToken, `sandbox-facebook-customer-${SHOP}`), 409, "SOCIAL_EMAIL_UNVERIFIED");
    expect(await identitiesOf(SHOP_ID, "facebook", `sandbox-facebook-customer-${SHOP}`)).toBe(0);
  });

  it("Apple's string email_verified links; a relay address makes an account as it is, named from Apple's first post", async () => {
    const linked = await session(await apple((await sandboxLogin("apple", SHOP, "customer")).idToken));
    expect(linked).toMatchObject({ created: false, client: { id: customerId } });

    const { idToken, answer } = await sandboxLogin("apple", SHOP, "relay");
    const { name } = JSON.parse(answer.user!) as { name: { firstName: string; lastName: string } };
    const relay = await session(await apple(idToken, `${name.firstName} ${name.lastName}`));
    expect(relay).toMatchObject({
      created: true,
      client: { name: "Rafael Costa", email: "k7q2m9xv4t@privaterelay.appleid.com" },
    });
    const link = await env.DB.prepare(
      "SELECT email FROM client_identities WHERE merchant_id = ?1 AND subject = 'sandbox-apple-relay'",
    )
      .bind(SHOP_ID)
      .first();
    expect(link).toEqual({ email: "k7q2m9xv4t@privaterelay.appleid.com" });
  });

  it("without a name from Apple the e-mail's local part names the account", async () => {
    const other = await setSocialSettings(OTHER_ID, allEnabled).then(() => sandboxLogin("apple", OTHER, "maria"));
    const created = await session(
      await authenticate("apple", { id_token: other.idToken, client: "web" }, { slug: OTHER }),
    );
    expect(created.client.name).toBe("maria.oliveira");
  });

  it("an identity without an e-mail cannot make an account", async () => {
    const { idToken } = await sandboxLogin("facebook", SHOP, "no-email");
    await expectError(await facebook(idToken, "sandbox-facebook-no-email"), 422, "SOCIAL_EMAIL_MISSING");
    expect(await identitiesOf(SHOP_ID, "facebook", "sandbox-facebook-no-email")).toBe(0);
  });

  it("a Facebook user with an e-mail nobody has gets an account; the request's e-mail is never used", async () => {
    const token = await signSandboxToken({
      iss: issuerOf("facebook"),
      aud: sandboxClientId("facebook", SHOP),
      sub: "sandbox-facebook-fresh",
      email: "fresh@example.com",
      name: "Fernanda Lima",
    });
    const created = await session(
      await facebook(token, "sandbox-facebook-fresh", { email: "someone.else@example.com" }),
    );
    expect(created).toMatchObject({ created: true, client: { email: "fresh@example.com", name: "Fernanda Lima" } });
    expect(await clientsWith(SHOP_ID, "someone.else@example.com")).toBe(0);
  });

  it("an account made from an e-mail the provider never vouched for is the e-mail's owner's once they log in by code", async () => {
    const email = "owner.of.this@example.com";
    const token = () =>
      signSandboxToken({
        iss: issuerOf("facebook"),
        aud: sandboxClientId("facebook", SHOP),
        sub: "sandbox-facebook-squatter",
        email,
        name: "Not The Owner",
      });
    const squatter = await session(await facebook(await token(), "sandbox-facebook-squatter"));
    expect(squatter.created).toBe(true);

    // The owner asks for a code at that address and logs in with it.
    const visitor = await accessTokenFor(SHOP);
    expect((await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, visitor, { email })).status).toBe(
      200,
    );
    const code = (await lastMailedToken(email))!;
    const owner = await send("POST", `/${SHOP}/clients/registration_tokens/authenticate_email`, visitor, {
      email,
      token: code,
    });
    expect(owner.status).toBe(200);

    // The Facebook login that never vouched for the address is gone, and so is its session.
    expect(await identitiesOf(SHOP_ID, "facebook", "sandbox-facebook-squatter")).toBe(0);
    expect((await getWithToken(`/${SHOP}/clients/${squatter.client.id}`, squatter.access_token)).status).toBe(401);
    await expectError(await facebook(await token(), "sandbox-facebook-squatter"), 409, "SOCIAL_EMAIL_UNVERIFIED");
  });

  it("a verified link stays when its owner logs in by code", async () => {
    const { idToken } = await sandboxLogin("google", SHOP, "maria");
    const maria = await session(await google(idToken));
    const visitor = await accessTokenFor(SHOP);
    expect(
      (await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, visitor, { email: MARIA })).status,
    ).toBe(200);
    const code = (await lastMailedToken(MARIA))!;
    expect(
      (
        await send("POST", `/${SHOP}/clients/registration_tokens/authenticate_email`, visitor, {
          email: MARIA,
          token: code,
        })
      ).status,
    ).toBe(200);
    expect(await identitiesOf(SHOP_ID, "google", "sandbox-google-maria")).toBe(1);
    expect((await getWithToken(`/${SHOP}/clients/${maria.client.id}`, maria.access_token)).status).toBe(200);
  });

  it("accounts are per merchant: another store's client with the e-mail is not touched", async () => {
    const elsewhere = await insertClient(OTHER_ID, { name: "Outra Maria", email: "shared@example.com" });
    const token = await signSandboxToken({
      iss: issuerOf("google"),
      aud: sandboxClientId("google", SHOP),
      sub: "sandbox-google-shared",
      email: "shared@example.com",
      email_verified: true,
      name: "Maria Compartilhada",
    });
    const created = await session(await google(token));
    expect(created.created).toBe(true);
    expect(created.client.id).not.toBe(elsewhere);
    expect(await env.DB.prepare("SELECT name, email FROM clients WHERE id = ?1").bind(elsewhere).first()).toEqual({
      name: "Outra Maria",
      email: "shared@example.com",
    });
    expect(await identitiesOf(OTHER_ID, "google", "sandbox-google-shared")).toBe(0);
  });

  it("a deleted account's links go with it: the same provider account signs up anew", async () => {
    const token = await signSandboxToken({
      iss: issuerOf("google"),
      aud: sandboxClientId("google", SHOP),
      sub: "sandbox-google-leaver",
      email: "leaver@example.com",
      email_verified: true,
    });
    const first = await session(await google(token));
    const deleted = await send(
      "DELETE",
      `/${SHOP}/clients/${first.client.id}?reason=bye&platform=3`,
      first.access_token,
    );
    expect(deleted.status).toBe(200);
    expect(await identitiesOf(SHOP_ID, "google", "sandbox-google-leaver")).toBe(0);
    const again = await session(await google(token));
    expect(again.created).toBe(true);
    expect(again.client.id).not.toBe(first.client.id);
  });

  it("a link whose client was deleted behind its back is forgotten, not followed", async () => {
    const token = await signSandboxToken({
      iss: issuerOf("google"),
      aud: sandboxClientId("google", SHOP),
      sub: "sandbox-google-stale",
      email: "stale@example.com",
      email_verified: true,
    });
    const first = await session(await google(token));
    await env.DB.prepare(
      "UPDATE clients SET deleted_at = 1, email = 'deleted-' || id || '@deleted.invalid' WHERE id = ?1",
    )
      .bind(first.client.id)
      .run();
    const again = await session(await google(token));
    expect(again).toMatchObject({ created: true, client: { email: "stale@example.com" } });
    expect(await identitiesOf(SHOP_ID, "google", "sandbox-google-stale")).toBe(1);
  });
});

describe("refusals", () => {
  const claims = (extra: Record<string, unknown> = {}) => ({
    iss: issuerOf("google"),
    aud: sandboxClientId("google", SHOP),
    sub: "sandbox-google-maria",
    email: MARIA,
    email_verified: true,
    ...extra,
  });

  it("a tampered id_token (one character of its payload changed)", async () => {
    const { idToken } = await sandboxLogin("google", SHOP, "maria");
    const [header, payload, signature] = idToken.split(".");
    const changed = payload!.slice(0, 10) + (payload![10] === "A" ? "B" : "A") + payload!.slice(11);
    await expectError(await google([header, changed, signature].join(".")), 401, "SOCIAL_TOKEN_INVALID");
  });

  it("signed by another key, with the sandbox's kid or another", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    await expectError(await google(await signSandboxToken(claims(), { key: privateKey })), 401, "SOCIAL_TOKEN_INVALID");
    await expectError(
      await google(await signSandboxToken(claims(), { key: privateKey, kid: "unknown" })),
      401,
      "SOCIAL_TOKEN_INVALID",
    );
  });

  it("for another audience, expired, of another provider's issuer, or of no known issuer", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const bad of [
      claims({ aud: sandboxClientId("google", OTHER) }),
      claims({ aud: sandboxClientId("apple", SHOP) }),
      claims({ exp: now - 120, iat: now - 720 }),
      claims({ iss: issuerOf("apple") }),
      claims({ iss: "https://evil.example/oidc/google" }),
      claims({ iss: "https://accounts.google.com" }),
    ]) {
      await expectError(await google(await signSandboxToken(bad)), 401, "SOCIAL_TOKEN_INVALID");
    }
    // A real round's token for Apple is no Google token.
    await expectError(await google((await sandboxLogin("apple", SHOP, "maria")).idToken), 401, "SOCIAL_TOKEN_INVALID");
    await expectError(await google("not-a-jwt-at-all"), 401, "SOCIAL_TOKEN_INVALID");
  });

  it("Facebook's user_id must be the token's subject; a classic access token is not taken", async () => {
    const { idToken } = await sandboxLogin("facebook", SHOP, "maria");
    await expectError(await facebook(idToken, "someone-else"), 401, "SOCIAL_TOKEN_INVALID");
    await expectError(
      await facebook("EAAGm0PX4ZCpsBA-classic", "sandbox-facebook-maria", { facebook_limited: false }),
      422,
      "SOCIAL_TOKEN_UNSUPPORTED",
    );
  });

  it("a provider the merchant has not enabled, or no settings at all", async () => {
    const { idToken } = await sandboxLogin("google", SHOP, "maria");
    await setSocialSettings(SHOP_ID, { ...allEnabled, google: { ...allEnabled.google, enabled: false } });
    await expectError(await google(idToken), 422, "SOCIAL_PROVIDER_DISABLED");
    await setSocialSettings(SHOP_ID, null);
    await expectError(await google(idToken), 422, "SOCIAL_PROVIDER_DISABLED");
    // The web switch does not open the Android app's login.
    await setSocialSettings(SHOP_ID, allEnabled);
    await expectError(
      await authenticate("google", { access_token: "", id_token: idToken, client: "android" }),
      422,
      "SOCIAL_PROVIDER_DISABLED",
    );
  });

  it("the merchant's own client id is the audience: a sandbox token then is not", async () => {
    await setSocialSettings(SHOP_ID, {
      ...allEnabled,
      google: { ...allEnabled.google, client_id: "123-shop.apps.googleusercontent.com" },
    });
    await expectError(await google((await sandboxLogin("google", SHOP, "maria")).idToken), 401, "SOCIAL_TOKEN_INVALID");
  });

  it("without IDP_SANDBOX_KEY (production) a sandbox token is refused like any unknown issuer", async () => {
    const { idToken } = await sandboxLogin("google", SHOP, "maria");
    const app = createApp();
    const bare = { ...env, IDP_SANDBOX_KEY: undefined };
    const request = async () =>
      app.request(
        path("google"),
        {
          method: "POST",
          headers: { Authorization: `Bearer ${await accessTokenFor(SHOP)}`, "content-type": "application/json" },
          body: JSON.stringify({ access_token: "", id_token: idToken, client: "web" }),
        },
        bare,
      );
    // No client id and no sandbox: the store offers no Google login.
    await expectError(await request(), 422, "SOCIAL_PROVIDER_DISABLED");
    await setSocialSettings(SHOP_ID, {
      ...allEnabled,
      google: { ...allEnabled.google, client_id: sandboxClientId("google", SHOP) },
    });
    await expectError(await request(), 401, "SOCIAL_TOKEN_INVALID");
  });

  it("a refused token counts as a failed login of the IP at this store; a refusal that is no guess does not", async () => {
    const ip = `social-${crypto.randomUUID()}`;
    const failures = () =>
      count("SELECT coalesce(sum(count), 0) AS n FROM auth_counters WHERE key = ?1", `fail:ip:${SHOP_ID}:${ip}:900`);
    await expectError(
      await authenticate("google", { access_token: "", id_token: "forged.token.here", client: "web" }, { ip }),
      401,
      "SOCIAL_TOKEN_INVALID",
    );
    expect(await failures()).toBe(1);
    const { idToken } = await sandboxLogin("google", SHOP, "customer-unverified");
    await expectError(
      await authenticate("google", { access_token: "", id_token: idToken, client: "web" }, { ip }),
      409,
      "SOCIAL_EMAIL_UNVERIFIED",
    );
    const maria = await sandboxLogin("google", SHOP, "maria");
    await session(await authenticate("google", { access_token: "", id_token: maria.idToken, client: "web" }, { ip }));
    expect(await failures()).toBe(1);
  });
});

describe("verifying a real provider's token (the pure function, with a locally made key)", () => {
  const AUDIENCE = "123-shop.apps.googleusercontent.com";

  async function rsaKeys() {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "provider-key-1", alg: "RS256", use: "sig" };
    return { privateKey, keys: createLocalJWKSet({ keys: [jwk] }) };
  }

  const sign = (key: CryptoKey, claims: Record<string, unknown>, alg = "RS256", kid = "provider-key-1") => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iat: now, exp: now + 600, ...claims }).setProtectedHeader({ alg, kid }).sign(key);
  };

  it.each([
    ["google", "https://accounts.google.com"],
    ["google", "accounts.google.com"],
    ["apple", "https://appleid.apple.com"],
    ["facebook", "https://limited.facebook.com"],
    ["facebook", "https://www.facebook.com"],
  ] as const)("%s's issuer %s: accepted with the right key and audience only", async (provider, issuer) => {
    const { privateKey, keys } = await rsaKeys();
    const token = await sign(privateKey, { iss: issuer, aud: AUDIENCE, sub: "1234567890" });
    const check = tokenCheckFor(provider, token, AUDIENCE, null);
    expect(check?.issuers).toContain(issuer);
    expect(check?.algorithms).toEqual(["RS256"]);
    expect(await verifyIdToken(token, { ...check!, keys })).toMatchObject({ sub: "1234567890", iss: issuer });
    expect(await verifyIdToken(token, { ...check!, keys, audience: "another-client" })).toBeNull();
    expect(await verifyIdToken(token, { ...check!, keys: (await rsaKeys()).keys })).toBeNull();
  });

  it("refuses another provider's issuer, an expiry past the tolerance, an algorithm the provider does not use, a token without subject", async () => {
    const { privateKey, keys } = await rsaKeys();
    expect(
      tokenCheckFor(
        "google",
        await sign(privateKey, { iss: "https://appleid.apple.com", aud: AUDIENCE, sub: "1" }),
        AUDIENCE,
        null,
      ),
    ).toBeNull();
    const check = tokenCheckFor(
      "google",
      await sign(privateKey, { iss: "https://accounts.google.com", aud: AUDIENCE, sub: "1" }),
      AUDIENCE,
      null,
    )!;
    const now = Math.floor(Date.now() / 1000);
    expect(
      await verifyIdToken(
        await sign(privateKey, { iss: "https://accounts.google.com", aud: AUDIENCE, sub: "1", exp: now - 20 }),
        { ...check, keys },
      ),
    ).not.toBeNull();
    expect(
      await verifyIdToken(
        await sign(privateKey, { iss: "https://accounts.google.com", aud: AUDIENCE, sub: "1", exp: now - 60 }),
        { ...check, keys },
      ),
    ).toBeNull();
    expect(
      await verifyIdToken(await sign(privateKey, { iss: "https://accounts.google.com", aud: AUDIENCE }), {
        ...check,
        keys,
      }),
    ).toBeNull();
    const ec = await generateKeyPair("ES256");
    const ecKeys = createLocalJWKSet({ keys: [{ ...(await exportJWK(ec.publicKey)), kid: "provider-key-1" }] });
    expect(
      await verifyIdToken(
        await sign(ec.privateKey, { iss: "https://accounts.google.com", aud: AUDIENCE, sub: "1" }, "ES256"),
        { ...check, keys: ecKeys },
      ),
    ).toBeNull();
  });

  it("a sandbox issuer is verified with the sandbox's key only when there is one, and only at its own provider's route", async () => {
    const { privateKey, publicKey } = await generateKeyPair("ES256");
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: "provider-key-1" }] });
    const token = await sign(privateKey, { iss: `${ORIGIN}/_provider/oidc/apple`, aud: AUDIENCE, sub: "1" }, "ES256");
    expect(tokenCheckFor("apple", token, AUDIENCE, null)).toBeNull();
    expect(tokenCheckFor("google", token, AUDIENCE, keys)).toBeNull();
    expect(await verifyIdToken(token, tokenCheckFor("apple", token, AUDIENCE, keys)!)).toMatchObject({ sub: "1" });
  });
});
