import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  authenticateEmailResponseSchema,
  clientResponseSchema,
  registerClientResponseSchema,
  singleSignOnLinkResponseSchema,
  socialLoginSettingsResponseSchema,
} from "../../contract/clients";
import { verifyAccessToken } from "../src/auth/token";
import { createApp } from "../src/app";
import { customerStatements } from "../seed/customers-sql";
import { DEMO_CUSTOMER_PASSWORD, demoCustomers } from "../seed/data/customers";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { cartShop } from "./cart-fixtures";
import { insertClient, lastMailedToken, login, PASSWORD, sessionToken } from "./client-fixtures";
import { fixtureMerchants, pizzeria } from "./fixtures";
import { accessTokenFor, CLIENT_SECRET, expectError, getWithToken, seed, send } from "./helpers";

const SHOP = pizzeria.slug; // test-pizzaria, BRA
const SHOP_ID = pizzeria.id;
const OTHER = "test-loja-se";
const OTHER_ID = 90300000;

const json = async (response: Response) => {
  const body: unknown = await response.json();
  return { status: response.status, body };
};

async function askToken(email: string, token?: string, purpose?: "login" | "update_email", slug = SHOP) {
  const response = await send(
    "POST",
    `/${slug}/clients/registration_tokens/token_email`,
    token ?? (await accessTokenFor(slug)),
    {
      email,
      ...(purpose ? { purpose } : {}),
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const code = await lastMailedToken(email.trim().toLowerCase());
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  await seed([...fixtureMerchants, cartShop, bellaNapoli]);
  const customers = demoCustomers.filter((customer) => customer.slug === bellaNapoli.slug);
  await env.DB.batch(customerStatements(customers, [bellaNapoli]).map((statement) => env.DB.prepare(statement)));
});

describe("demo customers of the seed", () => {
  it("log in with the documented password (the seed's hash, made in node, verified in workerd)", async () => {
    const session = await login(bellaNapoli.slug, "cliente@bella-napoli.demo", DEMO_CUSTOMER_PASSWORD);
    expect(session.client).toMatchObject({ id: 190001, name: "Ana Souza", cpf: "52998224725" });
  });
});

describe("registration by e-mail token", () => {
  it("mails a token, answers registered:false for a new e-mail, then registers once and logs in", async () => {
    const email = uniqueEmail("nova");
    const anonymous = await accessTokenFor(SHOP, "visitor-registration-1");
    const code = await askToken(`  ${email.toUpperCase()} `, anonymous);
    const mail = await env.DB.prepare("SELECT subject, body FROM mail_outbox WHERE to_email = ?1")
      .bind(email)
      .first<{ subject: string; body: string }>();
    expect(mail!.subject).toContain(code);
    expect(mail!.body).toContain("Pizzaria d'Teste");
    expect(mail!.body).toMatch(/vale por 10 minutos/);
    // The token is kept only as a hash.
    const stored = await env.DB.prepare("SELECT token_hash FROM email_tokens WHERE email = ?1")
      .bind(email)
      .first<{ token_hash: string }>();
    expect(stored!.token_hash).not.toContain(code);

    const checked = authenticateEmailResponseSchema.parse(
      await (
        await send("POST", `/${SHOP}/clients/registration_tokens/authenticate_email`, anonymous, { email, token: code })
      ).json(),
    );
    expect(checked.data).toEqual({ valid: true, registered: false, session: null });

    const register = () =>
      send("POST", `/${SHOP}/clients/registration_tokens/register_client`, anonymous, {
        token: code,
        client: {
          name: "  Maria Nova ",
          email,
          password: "nova-senha-1",
          phone: { country_code: "55", ddd: "11", number: "987651234" },
          cpf: "52998224725",
        },
      });
    const [first, second] = await Promise.all([register(), register()]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 422]);
    const ok = first.status === 200 ? first : second;
    const session = registerClientResponseSchema.parse(await ok.json()).data;
    expect(session.client).toMatchObject({
      name: "Maria Nova",
      email,
      cpf: "52998224725",
      birthdate_editable: true,
      should_disconnect: false,
    });
    expect(session.expires_in).toBe(2_592_000);
    const claims = await verifyAccessToken(env.TOKEN_SECRET, session.access_token);
    expect(claims).toMatchObject({ slug: SHOP, vid: "visitor-registration-1", client_id: session.client.id });
    expect(claims!.sid).toBeTruthy();
    const count = await env.DB.prepare("SELECT count(*) AS n FROM clients WHERE email = ?1")
      .bind(email)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);

    // The password works, and the token cannot register again.
    await login(SHOP, email, "nova-senha-1");
    await expectError(await register(), 422, "TOKEN_INVALID");
  });

  it("logs a registered e-mail in by code, once", async () => {
    const email = uniqueEmail("codigo");
    const id = await insertClient(SHOP_ID, { email });
    const code = await askToken(email);
    const anonymous = await accessTokenFor(SHOP);
    const authenticate = () =>
      send("POST", `/${SHOP}/clients/registration_tokens/authenticate_email`, anonymous, { email, token: code });
    const body = authenticateEmailResponseSchema.parse(await (await authenticate()).json());
    expect(body.data.registered).toBe(true);
    expect(body.data.session!.client.id).toBe(id);
    await expectError(await authenticate(), 422, "TOKEN_INVALID");
  });

  it("refuses a wrong, expired or other-merchant token", async () => {
    const email = uniqueEmail("expira");
    const code = await askToken(email);
    const anonymous = await accessTokenFor(SHOP);
    const wrong = code === "000000" ? "111111" : "000000";
    await expectError(
      await send("POST", `/${SHOP}/clients/registration_tokens/authenticate_email`, anonymous, { email, token: wrong }),
      422,
      "TOKEN_INVALID",
    );
    // The same code at another merchant is nothing.
    await expectError(
      await send("POST", `/${OTHER}/clients/registration_tokens/authenticate_email`, await accessTokenFor(OTHER), {
        email,
        token: code,
      }),
      422,
      "TOKEN_INVALID",
    );
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ?2 WHERE email = ?1")
      .bind(email, Math.floor(Date.now() / 1000) - 1)
      .run();
    await expectError(
      await send("POST", `/${SHOP}/clients/registration_tokens/authenticate_email`, anonymous, { email, token: code }),
      422,
      "TOKEN_INVALID",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/registration_tokens/register_client`, anonymous, {
        token: code,
        client: { name: "Expirado", email },
      }),
      422,
      "TOKEN_INVALID",
    );
  });

  it("refuses a registration of a taken e-mail or CPF, and a phone or CPF that is not real", async () => {
    const taken = uniqueEmail("tomado");
    await insertClient(SHOP_ID, { email: taken, cpf: "39053344705" });
    const anonymous = await accessTokenFor(SHOP);
    const code = await askToken(taken);
    await expectError(
      await send("POST", `/${SHOP}/clients/registration_tokens/register_client`, anonymous, {
        token: code,
        client: { name: "Outra", email: taken },
      }),
      409,
      "EMAIL_TAKEN",
    );
    const fresh = uniqueEmail("cpf");
    const freshCode = await askToken(fresh);
    const register = (client: Record<string, unknown>) =>
      send("POST", `/${SHOP}/clients/registration_tokens/register_client`, anonymous, {
        token: freshCode,
        client: { name: "Nova", email: fresh, ...client },
      });
    await expectError(await register({ cpf: "39053344705" }), 409, "CPF_TAKEN");
    const badCpf = await expectError(await register({ cpf: "12345678900" }), 400, "VALIDATION_ERROR");
    expect(badCpf.errors).toEqual([{ field: "client.cpf", message: expect.any(String) }]);
    const badPhone = await expectError(
      await register({ phone: { country_code: "55", ddd: "00", number: "1234" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(badPhone.errors?.[0]?.field).toMatch(/^client\.phone/);
    // The token survived the refusals.
    expect((await register({})).status).toBe(200);
  });

  it("registers again with the e-mail of a deleted account", async () => {
    const email = uniqueEmail("volta");
    const id = await insertClient(SHOP_ID, { email, cpf: "12345678909" });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    expect(
      (await send("DELETE", `/${SHOP}/clients/${id}?reason=${encodeURIComponent("não uso mais")}&platform=3`, token))
        .status,
    ).toBe(200);
    const code = await askToken(email);
    const response = await send(
      "POST",
      `/${SHOP}/clients/registration_tokens/register_client`,
      await accessTokenFor(SHOP),
      {
        token: code,
        client: { name: "De Volta", email, cpf: "12345678909" },
      },
    );
    const session = registerClientResponseSchema.parse(await response.json()).data;
    expect(session.client.id).not.toBe(id);
  });

  it("limits token e-mails per address", async () => {
    const email = uniqueEmail("muitos");
    const anonymous = await accessTokenFor(SHOP);
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        (await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, anonymous, { email })).status,
      ).toBe(200);
    }
    const refused = await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, anonymous, { email });
    await expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email = ?1")
      .bind(email)
      .first<{ n: number }>();
    expect(mails!.n).toBe(5);
  });

  it("asks a logged-in client for an update_email token", async () => {
    await expectError(
      await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, await accessTokenFor(SHOP), {
        email: uniqueEmail("x"),
        purpose: "update_email",
      }),
      401,
      "UNAUTHORIZED",
    );
  });
});

describe("login with a password", () => {
  it("logs in, keeps the visitor id, and tells an unknown e-mail from a wrong password", async () => {
    const email = uniqueEmail("senha");
    const id = await insertClient(SHOP_ID, { email, name: "Joana" });
    const anonymous = await accessTokenFor(SHOP, "visitor-login-0001");
    const session = await login(SHOP, ` ${email.toUpperCase()} `, PASSWORD, anonymous);
    expect(session.client).toMatchObject({ id, name: "Joana", email });
    expect(await verifyAccessToken(env.TOKEN_SECRET, session.access_token)).toMatchObject({
      vid: "visitor-login-0001",
      client_id: id,
    });
    await expectError(
      await send("POST", `/${SHOP}/clients/login`, anonymous, { email, password: "senha-errada" }),
      401,
      "INVALID_PASSWORD",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/login`, anonymous, { email: uniqueEmail("ninguem"), password: PASSWORD }),
      401,
      "INVALID_CREDENTIALS",
    );
    // The same e-mail at another merchant is another (absent) client.
    await expectError(
      await send("POST", `/${OTHER}/clients/login`, await accessTokenFor(OTHER), { email, password: PASSWORD }),
      401,
      "INVALID_CREDENTIALS",
    );
    // A client without a password logs in by code only.
    const noPassword = uniqueEmail("sem-senha");
    await insertClient(SHOP_ID, { email: noPassword, password: null });
    await expectError(
      await send("POST", `/${SHOP}/clients/login`, anonymous, { email: noPassword, password: PASSWORD }),
      401,
      "INVALID_PASSWORD",
    );
    await expectError(
      await send("POST", `/${SHOP}/clients/login`, anonymous, { email: "not-an-email", password: PASSWORD }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("sessions", () => {
  it("logout revokes the session: the same token is 401 from then on, a new login works", async () => {
    const email = uniqueEmail("sair");
    const id = await insertClient(SHOP_ID, { email });
    const { access_token } = await login(SHOP, email);
    expect((await getWithToken(`/${SHOP}/clients/${id}`, access_token)).status).toBe(200);
    const out = await send("POST", `/${SHOP}/clients/logout`, access_token);
    expect(await out.json()).toEqual({ data: { logged_out: true } });
    await expectError(await getWithToken(`/${SHOP}/clients/${id}`, access_token), 401, "UNAUTHORIZED");
    await expectError(await getWithToken(`/${SHOP}/menu`, access_token), 401, "UNAUTHORIZED");
    await expectError(await send("POST", `/${SHOP}/clients/logout`, access_token), 401, "UNAUTHORIZED");
    await expectError(await send("POST", `/${SHOP}/clients/logout`, await accessTokenFor(SHOP)), 401, "UNAUTHORIZED");
    const again = await login(SHOP, email);
    expect((await getWithToken(`/${SHOP}/clients/${id}`, again.access_token)).status).toBe(200);
  });

  it("refuses a client token of an expired session, of a deleted client, or without a session", async () => {
    const email = uniqueEmail("expirada");
    const id = await insertClient(SHOP_ID, { email });
    const { access_token } = await login(SHOP, email);
    const { sid } = (await verifyAccessToken(env.TOKEN_SECRET, access_token))!;
    await env.DB.prepare("UPDATE client_sessions SET expires_at = ?2 WHERE id = ?1")
      .bind(sid, Math.floor(Date.now() / 1000) - 1)
      .run();
    await expectError(await getWithToken(`/${SHOP}/clients/${id}`, access_token), 401, "UNAUTHORIZED");

    const other = await login(SHOP, email);
    await env.DB.prepare("UPDATE clients SET deleted_at = 1 WHERE id = ?1").bind(id).run();
    await expectError(await getWithToken(`/${SHOP}/menu`, other.access_token), 401, "UNAUTHORIZED");

    // A token naming a client but no session (forged claims need the key: issued here directly).
    const { issueAccessToken } = await import("../src/auth/token");
    const bare = await issueAccessToken(env.TOKEN_SECRET, { slug: SHOP, visitorId: "v", clientId: id });
    await expectError(await getWithToken(`/${SHOP}/menu`, bare.accessToken), 401, "UNAUTHORIZED");
  });

  it("a session of one merchant is nothing at another", async () => {
    const email = uniqueEmail("dois");
    const id = await insertClient(SHOP_ID, { email });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    // Same token at another slug: 403 (token slug), and a hand-made token with the other slug: 401 (no such session there).
    expect((await getWithToken(`/${OTHER}/clients/${id}`, token)).status).toBe(403);
    const { issueAccessToken } = await import("../src/auth/token");
    const { sid } = (await verifyAccessToken(env.TOKEN_SECRET, token))!;
    const moved = await issueAccessToken(env.TOKEN_SECRET, {
      slug: OTHER,
      visitorId: "v",
      clientId: id,
      sessionId: sid!,
    });
    await expectError(await getWithToken(`/${OTHER}/clients/${id}`, moved.accessToken), 401, "UNAUTHORIZED");
    void OTHER_ID;
  });
});

describe("single sign-on link", () => {
  it("gives a one-use auth token of the caller's client, good at that merchant only", async () => {
    const email = uniqueEmail("link");
    const id = await insertClient(SHOP_ID, { email });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    await expectError(
      await getWithToken(`/${SHOP}/clients/single_sign_on_link?origin=x&method=y`, await accessTokenFor(SHOP)),
      401,
      "UNAUTHORIZED",
    );
    const link = singleSignOnLinkResponseSchema.parse(
      await (await getWithToken(`/${SHOP}/clients/single_sign_on_link?origin=app&method=web`, token)).json(),
    );
    const authToken = link.data.auth_token;
    await expectError(
      await send("POST", `/${OTHER}/clients/login_with_auth_token`, await accessTokenFor(OTHER), {
        auth_token: authToken,
      }),
      422,
      "TOKEN_INVALID",
    );
    const anonymous = await accessTokenFor(SHOP, "visitor-sso-00001");
    const use = () => send("POST", `/${SHOP}/clients/login_with_auth_token`, anonymous, { auth_token: authToken });
    const [first, second] = await Promise.all([use(), use()]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const ok = first.status === 200 ? first : second;
    const session = (await ok.json()) as { data: { client: { id: number }; access_token: string } };
    expect(session.data.client.id).toBe(id);
    expect(await verifyAccessToken(env.TOKEN_SECRET, session.data.access_token)).toMatchObject({
      vid: "visitor-sso-00001",
      client_id: id,
    });
    await expectError(await use(), 422, "TOKEN_INVALID");
    await expectError(
      await send("POST", `/${SHOP}/clients/login_with_auth_token`, anonymous, { auth_token: "forjado" }),
      422,
      "TOKEN_INVALID",
    );
  });

  it("an expired auth token is refused", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("link-velho") });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    const link = singleSignOnLinkResponseSchema.parse(
      await (await getWithToken(`/${SHOP}/clients/single_sign_on_link`, token)).json(),
    );
    await env.DB.prepare("UPDATE client_auth_tokens SET expires_at = 1 WHERE client_id = ?1").bind(id).run();
    await expectError(
      await send("POST", `/${SHOP}/clients/login_with_auth_token`, token, { auth_token: link.data.auth_token }),
      422,
      "TOKEN_INVALID",
    );
  });
});

describe("registration lookups", () => {
  it("have_registration tells whether the e-mail and the CPF are a client's here", async () => {
    const email = uniqueEmail("existe");
    await insertClient(SHOP_ID, { email, cpf: "98765432100" });
    const anonymous = await accessTokenFor(SHOP);
    const ask = async (query: string, slug = SHOP, token = anonymous) =>
      (await json(await getWithToken(`/${slug}/clients/have_registration?${query}`, token))).body;
    expect(await ask(`email=${encodeURIComponent(email.toUpperCase())}&cpf=98765432100`)).toEqual({
      data: { email: true, cpf: true },
    });
    expect(await ask(`email=${uniqueEmail("nao")}`)).toEqual({ data: { email: false, cpf: false } });
    expect(await ask(`email=${encodeURIComponent(email)}&cpf=98765432100`, OTHER, await accessTokenFor(OTHER))).toEqual(
      { data: { email: false, cpf: false } },
    );
    await expectError(
      await getWithToken(`/${SHOP}/clients/have_registration?cpf=123`, anonymous),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("simple_registrations/validate tells whether the phone is a client's here", async () => {
    await insertClient(SHOP_ID, {
      email: uniqueEmail("fone"),
      phone: { country_code: "55", ddd: "21", number: "987001234" },
    });
    const anonymous = await accessTokenFor(SHOP);
    const ask = async (query: string) =>
      (await json(await getWithToken(`/${SHOP}/clients/simple_registrations/validate?${query}`, anonymous))).body;
    expect(await ask("country_code=55&ddd=21&number=987001234")).toEqual({ data: { registered: true } });
    expect(await ask("country_code=55&ddd=21&number=987001235")).toEqual({ data: { registered: false } });
    await expectError(
      await getWithToken(`/${SHOP}/clients/simple_registrations/validate?ddd=21`, anonymous),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("social_login_settings: every provider disabled unless the merchant set them", async () => {
    const anonymous = await accessTokenFor(SHOP);
    const settings = socialLoginSettingsResponseSchema.parse(
      await (await getWithToken(`/${SHOP}/social_login_settings`, anonymous)).json(),
    ).data;
    expect([settings.apple.enabled, settings.facebook.enabled, settings.google.enabled]).toEqual([false, false, false]);
    const google = {
      ...settings,
      google: { ...settings.google, enabled: true, client_id: "abc.apps.googleusercontent.com" },
    };
    await env.DB.prepare("UPDATE merchants SET social_login_settings = ?2 WHERE id = ?1")
      .bind(SHOP_ID, JSON.stringify(google))
      .run();
    const updated = socialLoginSettingsResponseSchema.parse(
      await (await getWithToken(`/${SHOP}/social_login_settings`, anonymous)).json(),
    ).data;
    expect(updated.google).toMatchObject({ enabled: true, client_id: "abc.apps.googleusercontent.com" });
  });
});

describe("attaching the logged-in client to a cart", () => {
  it("attaches the caller's client to the caller's cart; another visitor's cart is 404", async () => {
    const SHOP_CART = cartShop.slug;
    const id = await insertClient(cartShop.id, { email: uniqueEmail("carrinho") });
    const anonymous = await accessTokenFor(SHOP_CART, "visitor-cart-owner");
    const created = await send("POST", `/${SHOP_CART}/carts`, anonymous, { cart: {} });
    expect(created.status).toBe(201);
    const guid = ((await created.json()) as { data: { guid: string } }).data.guid;
    const mine = await sessionToken(SHOP_CART, cartShop.id, id, "visitor-cart-owner");
    const attached = (await (
      await send("POST", `/${SHOP_CART}/carts/${guid}/client`, mine, { cart: { client: { id } } })
    ).json()) as {
      data: { client: { id: number } | null };
    };
    expect(attached.data.client).toEqual({ id });

    const strangerId = await insertClient(cartShop.id, { email: uniqueEmail("estranho") });
    const stranger = await sessionToken(SHOP_CART, cartShop.id, strangerId, "visitor-stranger");
    await expectError(
      await send("POST", `/${SHOP_CART}/carts/${guid}/client`, stranger, { cart: { client: { id: strangerId } } }),
      404,
      "CART_NOT_FOUND",
    );
  });
});

describe("GET /dev/mail_outbox", () => {
  const path = (email: string) => `/dev/mail_outbox?email=${encodeURIComponent(email)}`;

  it("is 404 without MAIL_OUTBOX_READABLE=1 (production), even with the shared secret", async () => {
    // api/.dev.vars (loaded by the test pool too) may set the var locally: each case sets its own.
    for (const value of [undefined, "", "0", "true"]) {
      const response = await createApp().request(
        path("a@example.com"),
        { headers: { "client-secret": CLIENT_SECRET } },
        { ...env, MAIL_OUTBOX_READABLE: value },
      );
      await expectError(response, 404, "NOT_FOUND");
    }
  });

  it("with MAIL_OUTBOX_READABLE=1 answers the newest mails to the secret's holder only", async () => {
    const email = uniqueEmail("caixa");
    const code = await askToken(email);
    const app = createApp();
    const devEnv = { ...env, MAIL_OUTBOX_READABLE: "1" };
    const asked = (headers: Record<string, string>) => app.request(path(email), { headers }, devEnv);
    expect((await asked({})).status).toBe(404);
    expect((await asked({ "client-secret": "wrong" })).status).toBe(404);
    const response = await asked({ "client-secret": CLIENT_SECRET });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { to: string; subject: string; body: string }[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ to: email });
    expect(body.data[0]!.body).toContain(code);
  });
});

describe("the GET client answer", () => {
  it("is the client itself", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("eu"), name: "Eu Mesmo" });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    const client = clientResponseSchema.parse(await (await getWithToken(`/${SHOP}/clients/${id}`, token)).json()).data;
    expect(client).toMatchObject({ id, name: "Eu Mesmo" });
  });
});
