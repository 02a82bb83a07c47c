import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checklistResponseSchema,
  ONBOARDING_ERRORS,
  platformMerchantListResponseSchema,
  platformMerchantResponseSchema,
  staffInvitationResponseSchema,
  staffLinkAcceptResponseSchema,
  type PlatformMerchantCreateRequest,
} from "../../contract/onboarding";
import { STAFF_ERRORS } from "../../contract/console-staff";
import { RESETS_PER_ADDRESS } from "../src/services/onboarding";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { accessTokenFor, call, expectError, getWithToken, postJson, seed, send } from "./helpers";
import { ADMIN, SHOP, shop } from "./orders-fixtures";

/*
 * Onboarding on the API: the platform key creates an empty, closed store and invites its owner; a
 * mailed link sets a password once, before it expires, at its own store only; a forgotten password's
 * link is asked without telling who works where, within limits; the owner invites staff.
 */

const ORIGIN = "https://comanda.example";
const PASSWORD = "senha-do-dono-1";

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
});

const newStore = (overrides: Partial<PlatformMerchantCreateRequest> = {}): PlatformMerchantCreateRequest => ({
  slug: `loja-${crypto.randomUUID().slice(0, 8)}`,
  name: "Lanchonete da Praça",
  country_code: "BRA",
  currency: "BRL",
  timezone: "America/Sao_Paulo",
  language: "pt-BR",
  slug_franchise: null,
  owner_name: "Maria Souza",
  owner_email: `maria-${crypto.randomUUID().slice(0, 8)}@exemplo.test`,
  link_origin: ORIGIN,
  ...overrides,
});

const platform = (body: unknown, key = env.ADMIN_KEY!) =>
  call("/platform/merchants", {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The newest mail to `to`, and the token of its link. */
async function mailedLink(to: string): Promise<{ subject: string; body: string; token: string; path: string }> {
  const mail = await env.DB.prepare("SELECT subject, body FROM mail_outbox WHERE to_email = ?1 ORDER BY id DESC")
    .bind(to)
    .first<{ subject: string; body: string }>();
  expect(mail, `a mail to ${to}`).not.toBeNull();
  const link = /https:\/\/comanda\.example(\/\S+)/.exec(mail!.body);
  expect(link).not.toBeNull();
  const url = new URL(link![1]!, ORIGIN);
  return { ...mail!, token: url.searchParams.get("token")!, path: url.pathname };
}

const mailCount = async (to: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = ?1").bind(to).first<{ n: number }>())!
    .n;

const accept = (slug: string, token: string, password = PASSWORD) =>
  postJson(`/console/${slug}/staff_links/accept`, { token, password });

async function created(store = newStore()) {
  const response = await platform(store);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return platformMerchantResponseSchema.parse(body).data;
}

describe("the platform creates a store", () => {
  it("needs the platform key", async () => {
    await expectError(await platform(newStore(), "wrong-key"), 401, "UNAUTHORIZED");
    await expectError(await call("/platform/merchants"), 401, "UNAUTHORIZED");
    await expectError(
      await getWithToken("/platform/merchants", await staffToken(SHOP, "dono@carrinho.test")),
      401,
      "UNAUTHORIZED",
    );
  });

  it("creates an empty, closed store whose owner is invited by e-mail", async () => {
    const store = newStore();
    const merchant = await created(store);
    expect(merchant).toMatchObject({ slug: store.slug, type: "STORE", invitation_sent: true, currency: "BRL" });

    const mail = await mailedLink(store.owner_email);
    expect(mail.subject).toBe("Seu convite para o painel de Lanchonete da Praça");
    expect(mail.path).toBe(`/_console/${store.slug}/invitation`);
    expect(mail.body).toContain("7 dias");
    // Only the hash is stored.
    const stored = await env.DB.prepare("SELECT token_hash FROM staff_links WHERE token_hash = ?1")
      .bind(mail.token)
      .first();
    expect(stored).toBeNull();

    const list = platformMerchantListResponseSchema.parse(
      await (await call("/platform/merchants", { headers: ADMIN })).json(),
    ).data.merchants;
    expect(list[0]).toMatchObject({ slug: store.slug, owner: { name: "Maria Souza", email: store.owner_email } });

    // A customer sees it closed, with no menu, no payment method and no delivery.
    const customer = await accessTokenFor(store.slug);
    const status = (await (await getWithToken(`/${store.slug}/operation_status_now`, customer)).json()) as {
      data: { open: boolean };
    };
    expect(status.data.open).toBe(false);
    for (const read of ["menu", "operation_modes", "order_settings", "general_informations", "delivery_areas"])
      expect((await getWithToken(`/${store.slug}/${read}`, customer)).status, read).toBe(200);

    expect((await getWithToken(`/merchants/${store.slug}/stylizations`, customer)).status).toBe(200);

    // The owner has no password until the invitation sets one.
    await expectError(
      await postJson(`/console/${store.slug}/login`, { email: store.owner_email, password: "!" }),
      401,
      "INVALID_CREDENTIALS",
    );
  });

  it("refuses a bad, reserved or taken slug, an unknown country and a currency or zone of another country", async () => {
    const refused = async (body: unknown, field: string, message: string) => {
      // The request's shape is 400; what only the store's data can refuse (reserved, taken) 422.
      const status = message === ONBOARDING_ERRORS.slugReserved || message === ONBOARDING_ERRORS.slugTaken ? 422 : 400;
      const error = await expectError(await platform(body), status, "VALIDATION_ERROR");
      expect(error.errors).toContainEqual({ field, message });
    };
    await refused(newStore({ slug: "Loja Nova!" }), "slug", ONBOARDING_ERRORS.slugInvalid);
    await refused(newStore({ slug: "ab" }), "slug", ONBOARDING_ERRORS.slugInvalid);
    await refused(newStore({ slug: "checkout" }), "slug", ONBOARDING_ERRORS.slugReserved);
    await refused(newStore({ slug: "platform" }), "slug", ONBOARDING_ERRORS.slugReserved);
    await refused(newStore({ slug: SHOP }), "slug", ONBOARDING_ERRORS.slugTaken);
    await refused({ ...newStore(), country_code: "ARG" }, "country_code", ONBOARDING_ERRORS.countryInvalid);
    await refused(newStore({ currency: "MXN" }), "currency", ONBOARDING_ERRORS.currencyInvalid);
    await refused(newStore({ timezone: "Europe/Lisbon" }), "timezone", ONBOARDING_ERRORS.timezoneInvalid);
    await refused(newStore({ link_origin: "https://evil.example/path" }), "link_origin", ONBOARDING_ERRORS.linkInvalid);
  });

  it("takes a slug once even when two creations race", async () => {
    const store = newStore();
    const [first, second] = await Promise.all([platform(store), platform({ ...store, owner_email: "b@x.test" })]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
  });
});

describe("the invitation's link", () => {
  it("sets the owner's password once, logs them in, and shows the checklist of an empty store", async () => {
    const store = newStore();
    await created(store);
    const { token } = await mailedLink(store.owner_email);

    const response = await accept(store.slug, token);
    const login = staffLinkAcceptResponseSchema.parse(await response.json()).data;
    expect(login.staff).toMatchObject({ email: store.owner_email, role: "OWNER" });
    expect(await staffToken(store.slug, store.owner_email, PASSWORD)).toBeTruthy();

    await expectError(await accept(store.slug, token, "outra-senha-1"), 422, "TOKEN_INVALID");

    const checklist = checklistResponseSchema.parse(
      await (await getWithToken(`/console/${store.slug}/checklist`, login.token)).json(),
    ).data;
    expect(checklist).toEqual({
      items: { hours: false, menu: false, delivery: false, payments: false, brand: false },
      complete: false,
    });
  });

  it("is refused at another store, after it expires, and once its member is removed", async () => {
    const store = newStore();
    await created(store);
    const { token } = await mailedLink(store.owner_email);
    await expectError(await accept(SHOP, token), 422, "TOKEN_INVALID");

    await env.DB.prepare(
      "UPDATE staff_links SET expires_at = 1 WHERE used_at IS NULL AND merchant_id = (SELECT id FROM merchants WHERE slug = ?1)",
    )
      .bind(store.slug)
      .run();
    await expectError(await accept(store.slug, token), 422, "TOKEN_INVALID");
  });

  it("a set-up store's checklist is complete, and each line follows its own setting", async () => {
    const token = await staffToken(SHOP, "equipe@carrinho.test");
    const read = async () =>
      checklistResponseSchema.parse(await (await getWithToken(`/console/${SHOP}/checklist`, token)).json()).data;
    expect(await read()).toEqual({
      items: { hours: true, menu: true, delivery: true, payments: true, brand: true },
      complete: true,
    });
    await env.DB.prepare("UPDATE merchants SET stylizations = ?2 WHERE id = ?1")
      .bind(shop.id, JSON.stringify({ brand_colors: null, highlight_colors: null, logo: null }))
      .run();
    expect(await read()).toMatchObject({ items: { brand: false, hours: true }, complete: false });
    await env.DB.prepare("UPDATE merchants SET stylizations = ?2 WHERE id = ?1")
      .bind(shop.id, JSON.stringify(shop.stylizations))
      .run();
  });
});

describe("the owner invites staff", () => {
  it("invites a member who sets their own password from the mail; staff may not invite", async () => {
    const owner = await staffToken(SHOP, "dono@carrinho.test");
    const email = `novo-${crypto.randomUUID().slice(0, 8)}@carrinho.test`;
    const invited = staffInvitationResponseSchema.parse(
      await (
        await send("POST", `/console/${SHOP}/staff/invitations`, owner, {
          name: "Bruno Lima",
          email,
          role: "STAFF",
          link_origin: ORIGIN,
        })
      ).json(),
    ).data;
    expect(invited).toMatchObject({ email, role: "STAFF", invitation_sent: true });

    const { token, path } = await mailedLink(email);
    expect(path).toBe(`/_console/${SHOP}/invitation`);
    const login = staffLinkAcceptResponseSchema.parse(await (await accept(SHOP, token)).json()).data;
    expect(login.staff.id).toBe(invited.id);
    await expectError(await accept(SHOP, token), 422, "TOKEN_INVALID");

    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    await expectError(
      await send("POST", `/console/${SHOP}/staff/invitations`, staff, {
        name: "Outra",
        email: "outra@carrinho.test",
        role: "STAFF",
        link_origin: ORIGIN,
      }),
      403,
      "FORBIDDEN",
    );
    const taken = await expectError(
      await send("POST", `/console/${SHOP}/staff/invitations`, owner, {
        name: "Rita Dois",
        email: "equipe@carrinho.test",
        role: "STAFF",
        link_origin: ORIGIN,
      }),
      422,
      "EMAIL_TAKEN",
    );
    expect(taken.errors).toEqual([{ field: "email", message: STAFF_ERRORS.emailTaken }]);
  });

  it("a removed member's invitation no longer works; a resent one replaces the first", async () => {
    const owner = await staffToken(SHOP, "dono@carrinho.test");
    const email = `saiu-${crypto.randomUUID().slice(0, 8)}@carrinho.test`;
    const invited = staffInvitationResponseSchema.parse(
      await (
        await send("POST", `/console/${SHOP}/staff/invitations`, owner, {
          name: "Ana",
          email,
          role: "STAFF",
          link_origin: ORIGIN,
        })
      ).json(),
    ).data;
    const first = await mailedLink(email);
    expect(
      (await send("POST", `/console/${SHOP}/staff/${invited.id}/invitation`, owner, { link_origin: ORIGIN })).status,
    ).toBe(204);
    const second = await mailedLink(email);
    expect(second.token).not.toBe(first.token);
    await expectError(await accept(SHOP, first.token), 422, "TOKEN_INVALID");

    expect((await send("DELETE", `/console/${SHOP}/staff/${invited.id}`, owner)).status).toBe(204);
    await expectError(await accept(SHOP, second.token), 422, "TOKEN_INVALID");
  });
});

describe("a forgotten password", () => {
  const reset = (email: string, ip = `ip-${crypto.randomUUID()}`) =>
    postJson(`/console/${SHOP}/password_reset`, { email, link_origin: ORIGIN }, { "x-comanda-client-ip": ip });

  it("answers the same for an unknown e-mail, and mails a member a link that works once", async () => {
    const unknown = await reset("ninguem@carrinho.test");
    expect(unknown.status).toBe(204);
    expect(await mailCount("ninguem@carrinho.test")).toBe(0);

    const known = await reset("equipe@carrinho.test");
    expect(known.status).toBe(204);
    const { token, path, subject } = await mailedLink("equipe@carrinho.test");
    expect(path).toBe(`/_console/${SHOP}/password-reset`);
    expect(subject).toContain("nova senha");

    const before = await staffToken(SHOP, "equipe@carrinho.test");
    expect((await accept(SHOP, token, "nova-senha-rita")).status).toBe(200);
    // The old password and the logins made with it end.
    await expectError(
      await postJson(`/console/${SHOP}/login`, { email: "equipe@carrinho.test", password: "x".repeat(8) }),
      401,
      "INVALID_CREDENTIALS",
    );
    await expectError(await getWithToken(`/console/${SHOP}/me`, before), 401, "UNAUTHORIZED");
    expect(await staffToken(SHOP, "equipe@carrinho.test", "nova-senha-rita")).toBeTruthy();
    await expectError(await accept(SHOP, token, "terceira-senha"), 422, "TOKEN_INVALID");
  });

  it("expires", async () => {
    await reset("dono@carrinho.test");
    const { token } = await mailedLink("dono@carrinho.test");
    await env.DB.prepare(
      "UPDATE staff_links SET expires_at = 1 WHERE purpose = 'PASSWORD_RESET' AND used_at IS NULL",
    ).run();
    await expectError(await accept(SHOP, token), 422, "TOKEN_INVALID");
  });

  it("is limited per e-mail, known or not, and per address", async () => {
    await insertStaff(shop.id, "limitado@carrinho.test", "STAFF", "Lia");
    for (const email of ["ninguem-limite@carrinho.test", "limitado@carrinho.test"]) {
      for (let sent = 0; sent < RESETS_PER_ADDRESS; sent++) expect((await reset(email)).status).toBe(204);
      await expectError(await reset(email), 429, "RATE_LIMITED");
    }
    const ip = `ip-${crypto.randomUUID()}`;
    let status = 204;
    for (let sent = 0; sent < 40 && status === 204; sent++) status = (await reset(`a${sent}@x.test`, ip)).status;
    expect(status).toBe(429);
  });

  it("needs the storefront's secret", async () => {
    const response = await call(`/console/${SHOP}/password_reset`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "dono@carrinho.test", link_origin: ORIGIN }),
    });
    await expectError(response, 401, "UNAUTHORIZED");
  });
});
