import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  OWNER_INVITATION_ERRORS,
  ownerInvitationResendResponseSchema,
  platformMerchantListResponseSchema,
  platformMerchantResponseSchema,
  staffLinkAcceptResponseSchema,
  type PlatformMerchantCreateRequest,
} from "../../contract/onboarding";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, postJson, seed } from "./helpers";
import { ADMIN, SHOP, shop } from "./orders-fixtures";

/*
 * The platform recovers a store's owner invitation (decision 112): the list says where each owner's
 * invitation stands; a new link replaces the old one at once, optionally to a corrected address,
 * once a minute per store, and never for an owner who has set a password.
 */

const ORIGIN = "https://comanda.example";

beforeAll(async () => {
  await seed([shop]);
  await insertStaff(shop.id, "dono@carrinho.test", "OWNER", "Dona Carla");
});

const unique = () => crypto.randomUUID().slice(0, 8);

const newStore = (): PlatformMerchantCreateRequest => ({
  slug: `loja-${unique()}`,
  name: "Lanchonete da Praça",
  country_code: "BRA",
  currency: "BRL",
  timezone: "America/Sao_Paulo",
  language: "pt-BR",
  slug_franchise: null,
  owner_name: "Maria Souza",
  owner_email: `maria-${unique()}@exemplo.test`,
  link_origin: ORIGIN,
});

async function created() {
  const store = newStore();
  const response = await call("/platform/merchants", {
    method: "POST",
    headers: { ...ADMIN, "content-type": "application/json" },
    body: JSON.stringify(store),
  });
  expect(response.status).toBe(201);
  platformMerchantResponseSchema.parse(await response.json());
  return store;
}

const resend = (slug: string, body: unknown, headers: Record<string, string> = ADMIN) =>
  call(`/platform/merchants/${slug}/owner_invitation`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The token of the newest link mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mail = await env.DB.prepare("SELECT body FROM mail_outbox WHERE to_email = ?1 ORDER BY id DESC")
    .bind(to)
    .first<{ body: string }>();
  expect(mail, `a mail to ${to}`).not.toBeNull();
  return new URL(/https:\/\/comanda\.example(\/\S+)/.exec(mail!.body)![1]!, ORIGIN).searchParams.get("token")!;
}

const mailCount = async (to: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = ?1").bind(to).first<{ n: number }>())!
    .n;

const accept = (slug: string, token: string) =>
  postJson(`/console/${slug}/staff_links/accept`, { token, password: "senha-do-dono-1" });

async function ownerOf(slug: string) {
  const response = await call("/platform/merchants", { headers: ADMIN });
  const merchants = platformMerchantListResponseSchema.parse(await response.json()).data.merchants;
  return merchants.find((merchant) => merchant.slug === slug)!.owner;
}

/** Another minute: the store's resend counter starts again. */
const aMinuteLater = (slug: string) =>
  env.DB.prepare(
    "DELETE FROM auth_counters WHERE key = 'platform-owner-invitation:' || (SELECT id FROM merchants WHERE slug = ?1)",
  )
    .bind(slug)
    .run();

describe("the platform sends a store's owner a new invitation", () => {
  it("needs the platform key", async () => {
    const store = await created();
    const body = { link_origin: ORIGIN };
    await expectError(await resend(store.slug, body, { Authorization: "Bearer wrong-key" }), 401, "UNAUTHORIZED");
    await expectError(await resend(store.slug, body, {}), 401, "UNAUTHORIZED");
    const staff = await staffToken(SHOP, "dono@carrinho.test");
    await expectError(await resend(SHOP, body, { Authorization: `Bearer ${staff}` }), 401, "UNAUTHORIZED");
    expect(await mailCount(store.owner_email)).toBe(1);
  });

  it("ends the old link at once; the new one is accepted once; then the owner is accepted", async () => {
    const store = await created();
    const first = await mailedToken(store.owner_email);
    const pending = await ownerOf(store.slug);
    expect(pending?.invitation).toMatchObject({ state: "PENDING" });

    const response = await resend(store.slug, { link_origin: ORIGIN });
    expect(response.status).toBe(200);
    const answer = ownerInvitationResendResponseSchema.parse(await response.json()).data;
    expect(answer.email).toBe(store.owner_email);
    expect(Date.parse(answer.expires_at) - Date.parse(answer.sent_at)).toBe(7 * 24 * 60 * 60 * 1000);
    const second = await mailedToken(store.owner_email);
    expect(second).not.toBe(first);

    await expectError(await accept(store.slug, first), 422, "TOKEN_INVALID");
    const login = await accept(store.slug, second);
    expect(login.status).toBe(200);
    staffLinkAcceptResponseSchema.parse(await login.json());
    await expectError(await accept(store.slug, second), 422, "TOKEN_INVALID");

    const accepted = await ownerOf(store.slug);
    expect(accepted?.invitation.state).toBe("ACCEPTED");
    expect(accepted?.invitation).toHaveProperty("last_login_at", expect.any(String));

    await aMinuteLater(store.slug);
    const refused = await expectError(await resend(store.slug, { link_origin: ORIGIN }), 409, "OWNER_ACCEPTED");
    expect(refused.errors).toContainEqual({ field: "email", message: OWNER_INVITATION_ERRORS.ownerAccepted });
  });

  it("says an invitation expired, and sends a new one to a corrected address", async () => {
    const store = await created();
    const old = await mailedToken(store.owner_email);
    await env.DB.prepare(
      "UPDATE staff_links SET created_at = created_at - 8 * 86400, expires_at = expires_at - 8 * 86400 WHERE merchant_id = (SELECT id FROM merchants WHERE slug = ?1)",
    )
      .bind(store.slug)
      .run();
    const expired = await ownerOf(store.slug);
    expect(expired?.invitation).toMatchObject({ state: "EXPIRED", sent_at: expect.any(String) });

    const badAddress = await expectError(
      await resend(store.slug, { email: "não é e-mail", link_origin: ORIGIN }),
      400,
      "VALIDATION_ERROR",
    );
    expect(badAddress.errors?.[0]?.field).toBe("email");
    // A seeded store's owner logs in with a password: nothing to send.
    await expectError(await resend(SHOP, { link_origin: ORIGIN }), 409, "OWNER_ACCEPTED");

    const corrected = `Maria.Correta-${unique()}@Exemplo.test`;
    const response = await resend(store.slug, { email: corrected, link_origin: ORIGIN });
    expect(response.status).toBe(200);
    const to = corrected.toLowerCase();
    expect(ownerInvitationResendResponseSchema.parse(await response.json()).data.email).toBe(to);
    expect(await ownerOf(store.slug)).toMatchObject({ email: to, invitation: { state: "PENDING" } });
    await expectError(await accept(store.slug, old), 422, "TOKEN_INVALID");
    expect((await accept(store.slug, await mailedToken(to))).status).toBe(200);
  });

  it("refuses an address another member of the store has, beside the field", async () => {
    const store = await created();
    const merchant = (await env.DB.prepare("SELECT id FROM merchants WHERE slug = ?1")
      .bind(store.slug)
      .first<{ id: number }>())!;
    await insertStaff(merchant.id, "rita@exemplo.test", "STAFF", "Rita");
    const error = await expectError(
      await resend(store.slug, { email: "rita@exemplo.test", link_origin: ORIGIN }),
      422,
      "EMAIL_TAKEN",
    );
    expect(error.errors).toContainEqual({ field: "email", message: OWNER_INVITATION_ERRORS.emailTaken });
    expect(await mailCount("rita@exemplo.test")).toBe(0);
  });

  it("sends once for a double tap, then once a minute", async () => {
    const store = await created();
    const taps = await Promise.all([
      resend(store.slug, { link_origin: ORIGIN }),
      resend(store.slug, { link_origin: ORIGIN }),
    ]);
    expect(taps.map((response) => response.status).sort()).toEqual([200, 429]);
    const limited = taps.find((response) => response.status === 429)!;
    const error = await expectError(limited, 429, "RATE_LIMITED");
    expect(error.retry_after).toBeGreaterThan(0);
    expect(error.retry_after).toBeLessThanOrEqual(60);
    expect(await mailCount(store.owner_email)).toBe(2);

    await aMinuteLater(store.slug);
    expect((await resend(store.slug, { link_origin: ORIGIN })).status).toBe(200);
    expect(await mailCount(store.owner_email)).toBe(3);
  });

  it("answers 404 for a store that does not exist", async () => {
    await expectError(await resend("loja-que-nao-existe", { link_origin: ORIGIN }), 404, "NOT_FOUND");
  });
});
