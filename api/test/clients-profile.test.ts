import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { clientResponseSchema, editableDataResponseSchema } from "../../contract/clients";
import { insertClient, lastMailedToken, login, sessionToken } from "./client-fixtures";
import { fixtureMerchants, pizzeria } from "./fixtures";
import { accessTokenFor, expectError, getWithToken, seed, send } from "./helpers";

const SHOP = pizzeria.slug;
const SHOP_ID = pizzeria.id;
const OTHER = "test-loja-se";
const OTHER_ID = 90300000;

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

let clientA: number;
let clientB: number;
let clientElsewhere: number;
let tokenA: string;
let tokenB: string;
let tokenElsewhere: string;
let anonymous: string;

beforeAll(async () => {
  await seed(fixtureMerchants);
  clientA = await insertClient(SHOP_ID, {
    email: uniqueEmail("a"),
    name: "Cliente A",
    cpf: "52998224725",
    phone: { country_code: "55", ddd: "11", number: "987654321" },
  });
  clientB = await insertClient(SHOP_ID, { email: uniqueEmail("b"), name: "Cliente B" });
  clientElsewhere = await insertClient(OTHER_ID, { email: uniqueEmail("c"), name: "Cliente C" });
  tokenA = await sessionToken(SHOP, SHOP_ID, clientA);
  tokenB = await sessionToken(SHOP, SHOP_ID, clientB);
  tokenElsewhere = await sessionToken(OTHER, OTHER_ID, clientElsewhere);
  anonymous = await accessTokenFor(SHOP);
});

/** Every call of the profile on client `id`, each with the body it needs. */
const profileCalls = (id: number | string): [string, string, unknown?][] => [
  ["GET", `/${SHOP}/clients/${id}`],
  ["PUT", `/${SHOP}/clients/${id}`, { client: { name: "Intruso" } }],
  ["PUT", `/${SHOP}/clients/${id}/update_email`, { email: "intruso@example.com", token: "123456" }],
  ["GET", `/${SHOP}/clients/${id}/editable_data`],
  ["PUT", `/${SHOP}/clients/${id}/edit_name`, { name: "Intruso" }],
  ["DELETE", `/${SHOP}/clients/${id}?reason=x&platform=3`],
];

/** A 404 with no client data in it. */
async function expectNoData(response: Response, label: string) {
  const text = await response.text();
  expect(response.status, `${label}: ${text}`).toBe(404);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body.code).toBe("NOT_FOUND");
  expect(body).not.toHaveProperty("data");
  expect(text).not.toMatch(/Cliente A|52998224725|987654321/);
}

describe("access to /clients/{id}", () => {
  it("answers 404 with no data to an anonymous token, another client of the merchant, a client of another merchant and an unknown id", async () => {
    for (const [method, path, body] of profileCalls(clientA)) {
      await expectNoData(await send(method, path, anonymous, body), `anonymous ${method} ${path}`);
      await expectNoData(await send(method, path, tokenB, body), `client B ${method} ${path}`);
    }
    for (const [method, path, body] of profileCalls(999_999)) {
      await expectNoData(await send(method, path, tokenA, body), `unknown ${method} ${path}`);
    }
    for (const [method, path, body] of profileCalls("abc")) {
      await expectNoData(await send(method, path, tokenA, body), `malformed ${method} ${path}`);
    }
    // Client A's id under the other merchant's slug, with that merchant's client token: not theirs either.
    for (const [method, path, body] of profileCalls(clientA)) {
      const elsewhere = path.replace(`/${SHOP}/`, `/${OTHER}/`);
      await expectNoData(await send(method, elsewhere, tokenElsewhere, body), `other merchant ${method} ${elsewhere}`);
    }
    // Nothing changed for A.
    const a = clientResponseSchema.parse(await (await getWithToken(`/${SHOP}/clients/${clientA}`, tokenA)).json()).data;
    expect(a.name).toBe("Cliente A");
    const row = await env.DB.prepare("SELECT deleted_at FROM clients WHERE id = ?1")
      .bind(clientA)
      .first<{ deleted_at: number | null }>();
    expect(row!.deleted_at).toBeNull();
  });

  it("answers the client to itself", async () => {
    const a = clientResponseSchema.parse(await (await getWithToken(`/${SHOP}/clients/${clientA}`, tokenA)).json()).data;
    expect(a).toMatchObject({
      id: clientA,
      name: "Cliente A",
      cpf: "52998224725",
      phone: { country_code: "55", ddd: "11", number: "987654321" },
      birthdate: null,
      birthdate_editable: true,
      notifications: { email: true, sms: false, whatsapp: false },
      should_disconnect: false,
    });
  });

  it("still answers a client the merchant asked to disconnect, with should_disconnect", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("desconectar") });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    await env.DB.prepare("UPDATE clients SET should_disconnect = 1 WHERE id = ?1").bind(id).run();
    const client = clientResponseSchema.parse(await (await getWithToken(`/${SHOP}/clients/${id}`, token)).json()).data;
    expect(client.should_disconnect).toBe(true);
  });
});

describe("PUT /clients/{id}", () => {
  it("updates name, phone and notifications; the birthdate once", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("perfil") });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    const put = (client: Record<string, unknown>) => send("PUT", `/${SHOP}/clients/${id}`, token, { client });
    const updated = clientResponseSchema.parse(
      await (
        await put({
          name: "  Nome Novo ",
          phone: { country_code: "55", ddd: "21", number: "987650000" },
          notifications: { email: false, sms: true, whatsapp: true },
        })
      ).json(),
    ).data;
    expect(updated).toMatchObject({
      name: "Nome Novo",
      phone: { ddd: "21", number: "987650000" },
      notifications: { email: false, sms: true, whatsapp: true },
    });

    const withBirthdate = clientResponseSchema.parse(await (await put({ birthdate: "1991-02-03" })).json()).data;
    expect(withBirthdate).toMatchObject({ birthdate: "1991-02-03", birthdate_editable: false });
    // The same date again is no change; another one is refused.
    expect((await put({ birthdate: "1991-02-03" })).status).toBe(200);
    await expectError(await put({ birthdate: "1992-02-03" }), 422, "BIRTHDATE_LOCKED");
    const editable = editableDataResponseSchema.parse(
      await (await getWithToken(`/${SHOP}/clients/${id}/editable_data`, token)).json(),
    ).data;
    expect(editable).toEqual({ name: true, email: true, phone: true, birthdate: false });

    // The phone can be removed.
    expect(clientResponseSchema.parse(await (await put({ phone: null })).json()).data.phone).toBeNull();
  });

  it("refuses a future or impossible birthdate, a phone not of the merchant's country and a short name", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("invalido") });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    const put = (client: Record<string, unknown>) => send("PUT", `/${SHOP}/clients/${id}`, token, { client });
    const future = await expectError(await put({ birthdate: "2999-01-01" }), 400, "VALIDATION_ERROR");
    expect(future.errors?.[0]?.field).toBe("client.birthdate");
    await expectError(await put({ birthdate: "1990-02-30" }), 400, "VALIDATION_ERROR");
    const phone = await expectError(
      await put({ phone: { country_code: "55", ddd: "00", number: "123456" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(phone.errors?.[0]?.field).toBe("client.phone");
    await expectError(await put({ name: " a " }), 400, "VALIDATION_ERROR");
    // Nothing was locked by the refusals.
    expect(
      editableDataResponseSchema.parse(await (await getWithToken(`/${SHOP}/clients/${id}/editable_data`, token)).json())
        .data.birthdate,
    ).toBe(true);
  });

  it("two birthdates sent at once: one is kept, the other refused", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("corrida") });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    const put = (birthdate: string) => send("PUT", `/${SHOP}/clients/${id}`, token, { client: { birthdate } });
    const responses = await Promise.all([put("1980-01-01"), put("1981-01-01")]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
  });
});

describe("edit_name", () => {
  it("changes the name", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("nome") });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    const client = clientResponseSchema.parse(
      await (await send("PUT", `/${SHOP}/clients/${id}/edit_name`, token, { name: " Ana Lúcia " })).json(),
    ).data;
    expect(client.name).toBe("Ana Lúcia");
    await expectError(
      await send("PUT", `/${SHOP}/clients/${id}/edit_name`, token, { name: "" }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("update_email", () => {
  it("moves the client to the new address with the token mailed there, once", async () => {
    const oldEmail = uniqueEmail("antigo");
    const id = await insertClient(SHOP_ID, { email: oldEmail });
    const { access_token: token } = await login(SHOP, oldEmail);
    const newEmail = uniqueEmail("novo");
    expect(
      (
        await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, token, {
          email: newEmail,
          purpose: "update_email",
        })
      ).status,
    ).toBe(200);
    const code = (await lastMailedToken(newEmail))!;
    // A login token of the same address is not an update_email token.
    await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, token, { email: uniqueEmail("outro") });
    const wrong = code === "000000" ? "111111" : "000000";
    await expectError(
      await send("PUT", `/${SHOP}/clients/${id}/update_email`, token, { email: newEmail, token: wrong }),
      422,
      "TOKEN_INVALID",
    );

    const updated = clientResponseSchema.parse(
      await (
        await send("PUT", `/${SHOP}/clients/${id}/update_email`, token, { email: newEmail.toUpperCase(), token: code })
      ).json(),
    ).data;
    expect(updated.email).toBe(newEmail);
    await expectError(
      await send("PUT", `/${SHOP}/clients/${id}/update_email`, token, { email: newEmail, token: code }),
      422,
      "TOKEN_INVALID",
    );
    // The new address logs in; the old one is nobody.
    await login(SHOP, newEmail);
    await expectError(
      await send("POST", `/${SHOP}/clients/login`, await accessTokenFor(SHOP), {
        email: oldEmail,
        password: "senha-secreta-1",
      }),
      401,
      "INVALID_CREDENTIALS",
    );
  });

  it("refuses an address another client has", async () => {
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("quer") });
    const token = await sessionToken(SHOP, SHOP_ID, id);
    const taken = uniqueEmail("dono");
    await insertClient(SHOP_ID, { email: taken });
    expect(
      (
        await send("POST", `/${SHOP}/clients/registration_tokens/token_email`, token, {
          email: taken,
          purpose: "update_email",
        })
      ).status,
    ).toBe(200);
    const code = (await lastMailedToken(taken))!;
    await expectError(
      await send("PUT", `/${SHOP}/clients/${id}/update_email`, token, { email: taken, token: code }),
      409,
      "EMAIL_TAKEN",
    );
  });
});

describe("DELETE /clients/{id}", () => {
  it("wipes the personal data, revokes every session and frees the e-mail", async () => {
    const email = uniqueEmail("apagar");
    const id = await insertClient(SHOP_ID, {
      email,
      name: "Apagar Eu",
      cpf: "45612378955",
      phone: { country_code: "55", ddd: "11", number: "987612345" },
      birthdate: "1990-01-01",
    });
    const first = await login(SHOP, email);
    const second = await login(SHOP, email);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO client_addresses (merchant_id, client_id, label, zip_code, street, number, neighborhood, city, state, country, created_at, updated_at)
         VALUES (?1, ?2, 'HOME', '01310100', 'Avenida Paulista', '1000', 'Bela Vista', 'São Paulo', 'SP', 'BRA', 0, 0)`,
      ).bind(SHOP_ID, id),
      env.DB.prepare(
        `INSERT INTO client_cards (guid, merchant_id, client_id, brand, exp_month, exp_year, last_four_digits, nickname, created_at)
         VALUES (?1, ?2, ?3, 'VISA', 12, 2030, '1111', 'Meu cartão', 0)`,
      ).bind(`card-${id}`, SHOP_ID, id),
    ]);
    await expectError(await send("DELETE", `/${SHOP}/clients/${id}`, first.access_token), 400, "VALIDATION_ERROR");
    const response = await send(
      "DELETE",
      `/${SHOP}/clients/${id}?reason=${encodeURIComponent("Não uso mais")}&platform=3`,
      first.access_token,
    );
    expect(await response.json()).toEqual({ data: { deleted: true } });

    const row = await env.DB.prepare("SELECT * FROM clients WHERE id = ?1").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      name: "",
      cpf: null,
      password_hash: null,
      phone_country_code: null,
      phone_ddd: null,
      phone_number: null,
      birthdate: null,
    });
    expect(row!.email).not.toBe(email);
    expect(row!.deleted_at).toEqual(expect.any(Number));
    const live = await env.DB.prepare(
      "SELECT count(*) AS n FROM client_sessions WHERE client_id = ?1 AND revoked_at IS NULL",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(live!.n).toBe(0);
    const addresses = await env.DB.prepare("SELECT count(*) AS n FROM client_addresses WHERE client_id = ?1")
      .bind(id)
      .first<{ n: number }>();
    expect(addresses!.n).toBe(0);
    const card = await env.DB.prepare("SELECT deleted_at, nickname FROM client_cards WHERE client_id = ?1")
      .bind(id)
      .first<{ deleted_at: number | null; nickname: string | null }>();
    expect(card).toEqual({ deleted_at: expect.any(Number), nickname: null });

    for (const token of [first.access_token, second.access_token]) {
      await expectError(await getWithToken(`/${SHOP}/clients/${id}`, token), 401, "UNAUTHORIZED");
    }
    await expectError(
      await send("POST", `/${SHOP}/clients/login`, await accessTokenFor(SHOP), { email, password: "senha-secreta-1" }),
      401,
      "INVALID_CREDENTIALS",
    );
    const registered = (await (
      await getWithToken(
        `/${SHOP}/clients/have_registration?email=${encodeURIComponent(email)}&cpf=45612378955`,
        anonymous,
      )
    ).json()) as unknown;
    expect(registered).toEqual({ data: { email: false, cpf: false } });
  });
});

describe("the hourly cron", () => {
  it("deletes expired tokens, ended sessions, stale counters, old mails and unusable card tokens, and keeps live ones", async () => {
    const { createExecutionContext, createScheduledController, waitOnExecutionContext } =
      await import("cloudflare:test");
    const worker = (await import("../src/index")).default;
    const now = new Date();
    const seconds = Math.floor(now.getTime() / 1000);
    const id = await insertClient(SHOP_ID, { email: uniqueEmail("cron") });
    const live = await sessionToken(SHOP, SHOP_ID, id);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO client_sessions (id, merchant_id, client_id, created_at, expires_at) VALUES ('old-session', ?1, ?2, 0, ?3)",
      ).bind(SHOP_ID, id, seconds - 90_000),
      env.DB.prepare(
        "INSERT INTO email_tokens (merchant_id, email, purpose, token_hash, created_at, expires_at) VALUES (?1, 'cron@example.com', 'login', 'h1', 0, ?2)",
      ).bind(SHOP_ID, seconds - 90_000),
      env.DB.prepare(
        "INSERT INTO email_tokens (merchant_id, email, purpose, token_hash, created_at, expires_at) VALUES (?1, 'cron@example.com', 'login', 'h2', 0, ?2)",
      ).bind(SHOP_ID, seconds + 600),
      env.DB.prepare(
        "INSERT INTO auth_counters (key, window_start, count) VALUES ('cron-old', ?1, 3), ('cron-new', ?2, 3)",
      ).bind(seconds - 1000, seconds - 10),
      // Marks (an IP an account logged in from) are kept 30 days, not a counter's window.
      env.DB.prepare(
        "INSERT INTO auth_counters (key, window_start, count) VALUES ('mark:cron-old', ?1, 1), ('mark:cron-new', ?2, 1)",
      ).bind(seconds - 31 * 86_400, seconds - 29 * 86_400),
      env.DB.prepare(
        "INSERT INTO mail_outbox (merchant_id, to_email, subject, body, created_at) VALUES (?1, 'cron@example.com', 's', 'b', ?2), (?1, 'cron@example.com', 's', 'b', ?3)",
      ).bind(SHOP_ID, seconds - 90_000, seconds),
      env.DB.prepare(
        "INSERT INTO provider_tokens (token_hash, app_id, brand, last_four_digits, exp_month, exp_year, holder_name, behaviour, created_at) VALUES ('cron-old', 'sandbox_cron', 'VISA', '1111', 1, 2040, 'A', 'APPROVE', ?1), ('cron-new', 'sandbox_cron', 'VISA', '1111', 1, 2040, 'A', 'APPROVE', ?2)",
      ).bind(seconds - 3600, seconds - 60),
    ]);
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "17 * * * *" }), env, context);
    await waitOnExecutionContext(context);

    const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
    expect(await count("SELECT count(*) AS n FROM client_sessions WHERE id = 'old-session'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM email_tokens WHERE email = 'cron@example.com'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM auth_counters WHERE key LIKE 'cron-%'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM auth_counters WHERE key = 'mark:cron-new'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM auth_counters WHERE key = 'mark:cron-old'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM mail_outbox WHERE to_email = 'cron@example.com'")).toBe(1);
    // The sandbox provider's card tokens go when they can no longer be used (30 minutes).
    expect(await count("SELECT count(*) AS n FROM provider_tokens WHERE app_id = 'sandbox_cron'")).toBe(1);
    expect((await getWithToken(`/${SHOP}/clients/${id}`, live)).status).toBe(200);
  });
});
