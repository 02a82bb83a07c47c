import { env } from "cloudflare:workers";
import { formatInTimeZone } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import { settingsWriteResponseSchema } from "../../contract";
import { staffInvitationResponseSchema } from "../../contract/onboarding";
import { copShop } from "./cart-fixtures";
import { staffToken } from "./console-fixtures";
import { LANCHES, OTHER_OWNER_EMAIL, ownerToken, seedMenuShops } from "./console-menu-fixtures";
import { send } from "./helpers";
import { SHOP, json, shop } from "./orders-fixtures";

/*
 * A settings create form sent twice creates once (decision 111): the form's key goes on the create's
 * row of the trail under a unique index per store, and the second request answers what the first
 * created, with the first's status, before any check that the first's row would now fail.
 */

const BASE = `/console/${SHOP}/settings`;
const IMAGE = "/media/banner/0123456789abcdef/wide.webp";

beforeAll(seedMenuShops);

const created = async (response: Response) =>
  json(response, 201, (body) => settingsWriteResponseSchema.parse(body).data);
const count = (table: string, where: string, ...binds: unknown[]) =>
  env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<number>("n");
const keyed = (key: string) =>
  env.DB.prepare("SELECT merchant_id, section, action, created_id FROM settings_changes WHERE request_key = ?1")
    .bind(key)
    .all();

const banner = (title: string, request_key?: string) => ({
  title,
  description: null,
  image: IMAGE,
  link: null,
  enabled_desktop: true,
  enabled_mobile: true,
  starts_at: null,
  ends_at: null,
  ...(request_key ? { request_key } : {}),
});

describe("a banner's form sent twice", () => {
  it("adds one banner, and the second answer names it with the same status", async () => {
    const owner = await ownerToken();
    const body = banner("Combo da semana", "banner-form-0001");
    const first = await created(await send("POST", `${BASE}/banners`, owner, body));
    const second = await created(await send("POST", `${BASE}/banners`, owner, body));
    expect(second.id).toBe(first.id);
    expect(second.version).toBe(first.version);
    expect(await count("banners", "merchant_id = ?1 AND title = ?2", shop.id, "Combo da semana")).toBe(1);
    expect((await keyed("banner-form-0001")).results).toEqual([
      { merchant_id: shop.id, section: "banners", action: "create", created_id: first.id },
    ]);
  });

  it("adds one when both taps cross on their way in", async () => {
    const owner = await ownerToken();
    const body = banner("Sobremesa do dia", "banner-form-0002");
    const [first, second] = await Promise.all([
      created(await send("POST", `${BASE}/banners`, owner, body)),
      created(await send("POST", `${BASE}/banners`, owner, body)),
    ]);
    expect(second.id).toBe(first.id);
    expect(await count("banners", "merchant_id = ?1 AND title = ?2", shop.id, "Sobremesa do dia")).toBe(1);
  });

  it("leaves another store's same key to that store, and without a key every request adds one", async () => {
    const owner = await ownerToken();
    const theirs = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const ours = await created(
      await send("POST", `${BASE}/banners`, owner, banner("Mesmo formulário", "shared-key-0001")),
    );
    const other = await created(
      await send(
        "POST",
        `/console/${copShop.slug}/settings/banners`,
        theirs,
        banner("Mismo formulario", "shared-key-0001"),
      ),
    );
    expect(other.id).not.toBe(ours.id);
    expect(await count("banners", "merchant_id = ?1 AND title = ?2", copShop.id, "Mismo formulario")).toBe(1);

    const a = await created(await send("POST", `${BASE}/banners`, owner, banner("Sem chave")));
    const b = await created(await send("POST", `${BASE}/banners`, owner, banner("Sem chave")));
    expect(b.id).not.toBe(a.id);
    expect(await count("banners", "merchant_id = ?1 AND title = ?2", shop.id, "Sem chave")).toBe(2);
  });
});

describe("the other settings creates sent twice", () => {
  it("a coupon: one coupon, and the second tap is not told its code is in use", async () => {
    const owner = await ownerToken();
    const body = {
      code: "dobro10",
      name: "Dobro",
      description: null,
      discount_type: "FIXED",
      value: 1000,
      max_discount: null,
      minimum_order: 0,
      starts_on: "2026-01-01",
      ends_on: null,
      enabled: true,
      displayed_in_wallet: false,
      exclusive_email: null,
      requires_client: false,
      single_use: false,
      first_order_only: false,
      not_with_promotional_items: false,
      not_with_loyalty: false,
      delivery_restriction: null,
      request_key: "coupon-form-0001",
    };
    const first = await created(await send("POST", `${BASE}/coupons`, owner, body));
    const second = await created(await send("POST", `${BASE}/coupons`, owner, body));
    expect(second.id).toBe(first.id);
    expect(await count("coupons", "merchant_id = ?1 AND code = ?2", shop.id, "DOBRO10")).toBe(1);
    // Another form with the same code is still refused.
    const another = await send("POST", `${BASE}/coupons`, owner, { ...body, request_key: "coupon-form-0002" });
    expect(another.status).toBe(422);
  });

  it("a closure: one closure, and the second tap is not refused as over the first", async () => {
    const owner = await ownerToken();
    const day = formatInTimeZone(new Date(Date.now() + 20 * 86_400_000), "America/Sao_Paulo", "yyyy-MM-dd");
    const body = { starts_on: day, ends_on: day, reason: "Feriado", request_key: "closure-form-0001" };
    const first = await created(await send("POST", `${BASE}/hours/closures`, owner, body));
    const second = await created(await send("POST", `${BASE}/hours/closures`, owner, body));
    expect(second.id).toBe(first.id);
    expect(await count("store_closures", "merchant_id = ?1 AND starts_on = ?2", shop.id, day)).toBe(1);
  });

  it("a loyalty campaign: one campaign, the second answer naming it", async () => {
    const owner = await ownerToken();
    const loyalty = {
      enabled: true,
      name: "Clube",
      points_per_unit: 1,
      unit_amount: 100,
      effectivation_days: 0,
      expiration_days: 90,
      expiring_window_days: 30,
    };
    expect((await send("PUT", `${BASE}/loyalty`, owner, loyalty)).status).toBe(200);
    const body = {
      name: "Lanches em dobro",
      description: "",
      starts_on: "2026-01-01",
      ends_on: null,
      double_points_categories: [LANCHES],
      campaign_payment: null,
      request_key: "campaign-form-0001",
    };
    const first = await created(await send("POST", `${BASE}/loyalty/campaigns`, owner, body));
    const second = await created(await send("POST", `${BASE}/loyalty/campaigns`, owner, body));
    expect(second.id).toBe(first.id);
    const campaigns = await env.DB.prepare("SELECT loyalty_campaigns FROM merchants WHERE id = ?1")
      .bind(shop.id)
      .first<string>("loyalty_campaigns");
    expect((JSON.parse(campaigns!) as { id: number }[]).map((campaign) => campaign.id)).toEqual([first.id]);
  });

  it("a custom domain: added once, the second tap not refused as the store's domain already", async () => {
    const owner = await ownerToken();
    const body = { host: "pedidos.carrinho-chave.com.br", request_key: "domain-form-0001" };
    const first = await created(await send("POST", `/console/${SHOP}/domain`, owner, body));
    const second = await created(await send("POST", `/console/${SHOP}/domain`, owner, body));
    expect(second).toEqual(first);
    expect(await count("merchant_hosts", "merchant_id = ?1", shop.id)).toBe(1);
  });
});

describe("a staff invitation's form sent twice", () => {
  it("invites one member, and the second answer names them instead of refusing the e-mail as a member's", async () => {
    const owner = await ownerToken();
    const body = {
      name: "Bruno Lima",
      email: "bruno@cardapio.test",
      role: "STAFF",
      link_origin: "https://comanda.example",
      request_key: "invite-form-0001",
    };
    const invite = async () =>
      json(await send("POST", `/console/${SHOP}/staff/invitations`, owner, body), 201, (raw) =>
        staffInvitationResponseSchema.parse(raw),
      );
    const first = (await invite()).data;
    const second = (await invite()).data;
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ email: "bruno@cardapio.test", role: "STAFF" });
    expect(await count("staff_members", "merchant_id = ?1 AND email = ?2", shop.id, "bruno@cardapio.test")).toBe(1);
    // Another form for the same address is still refused.
    const another = await send("POST", `/console/${SHOP}/staff/invitations`, owner, {
      ...body,
      request_key: "invite-form-0002",
    });
    expect(another.status).toBe(422);
  });
});

describe("the add-a-member form sent twice", () => {
  it("adds one member, and the second answer names them", async () => {
    const owner = await ownerToken();
    const body = {
      name: "Carla Souza",
      email: "carla@cardapio.test",
      role: "STAFF",
      password: "segredo-forte-1",
      request_key: "add-form-0001",
    };
    const add = async () => {
      const response = await send("POST", `/console/${SHOP}/staff`, owner, body);
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { id: number } }).data;
    };
    const first = await add();
    expect((await add()).id).toBe(first.id);
    expect(await count("staff_members", "merchant_id = ?1 AND email = ?2", shop.id, "carla@cardapio.test")).toBe(1);
  });
});
