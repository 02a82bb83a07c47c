import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  REWARDS_ERRORS as E,
  REWARDS_MONEY_MAX,
  addCouponResponseSchema,
  consoleCouponResponseSchema,
  consoleCouponsResponseSchema,
  consoleLoyaltyResponseSchema,
  couponRemovalResponseSchema,
  fidelityProgramsResponseSchema,
  loyaltySettingsResponseSchema,
  settingsChangesResponseSchema,
  settingsWriteResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { staffToken } from "./console-fixtures";
import {
  LANCHES,
  OTHER_OWNER_EMAIL,
  OWNER_NAME,
  STAFF_EMAIL,
  ownerToken,
  seedMenuShops,
} from "./console-menu-fixtures";
import { call, expectError, getWithToken, send } from "./helpers";
import { SHOP, json, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * Coupons, loyalty and fidelity set by the owner in the console (decision 107): every write is the
 * owner's, lands with its trail row and one settings version more, and what the owner sets is what a
 * customer's cart then applies.
 */

const BASE = `/console/${SHOP}/settings`;

beforeAll(seedMenuShops);

const bemVindo = (overrides: Record<string, unknown> = {}) => ({
  code: "bemvindo10",
  name: "Bem-vindo",
  description: "10% na primeira compra",
  discount_type: "PERCENTAGE",
  value: 10,
  max_discount: null,
  minimum_order: 5000,
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
  ...overrides,
});

const settingsVersion = async (merchantId = shop.id) =>
  (await env.DB.prepare("SELECT settings_version FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<number>("settings_version"))!;

const trailCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM settings_changes WHERE merchant_id = ?1")
    .bind(shop.id)
    .first<number>("n"))!;

const newestChange = async (token: string) =>
  (await json(await getWithToken(`${BASE}/changes`, token), 200, (body) => settingsChangesResponseSchema.parse(body)))
    .data.changes[0]!;

/** A write that must succeed, raise the version by one and add one trail row by the owner. */
async function written(token: string, method: string, path: string, body: unknown, status = 200) {
  const version = await settingsVersion();
  const count = await trailCount();
  const answer = await json(await send(method, `${BASE}${path}`, token, body), status, (raw) =>
    settingsWriteResponseSchema.parse(raw),
  );
  expect(answer.data.version).toBe(version + 1);
  expect(await settingsVersion()).toBe(version + 1);
  expect(await trailCount()).toBe(count + 1);
  const change = await newestChange(token);
  expect(change.staff_name).toBe(OWNER_NAME);
  return { id: answer.data.id, change };
}

/** The API's own checks answer 422; the request's schema, at the edge, 400. */
const SERVICE_CHECKS: string[] = [E.codeTaken, E.clientUnknown, E.categoryInvalid, E.couponsTooMany];

/** A refusal on one field, writing nothing. */
async function refused(token: string, method: string, path: string, body: unknown, field: string, message: string) {
  const version = await settingsVersion();
  const status = SERVICE_CHECKS.includes(message) ? 422 : 400;
  const error = await expectError(await send(method, `${BASE}${path}`, token, body), status, "VALIDATION_ERROR");
  expect(error.errors).toContainEqual({ field, message });
  expect(await settingsVersion()).toBe(version);
}

const apply = (token: string, guid: string, code: string) =>
  send("POST", `/${SHOP}/carts/${guid}/coupons`, token, { coupon: { voucher_code: code } });

const readCoupons = async (token: string) =>
  (await json(await getWithToken(`${BASE}/coupons`, token), 200, (body) => consoleCouponsResponseSchema.parse(body)))
    .data;

describe("who may change coupons, loyalty and fidelity", () => {
  it("refuses every write to staff and another store's owner (403), a customer and no login (401), writing nothing", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "premios@cardapio.test" }));
    const writes: [string, string, unknown?][] = [
      ["PUT", "/coupons", { enabled: true, max_coupons_per_cart: 2, show_wallet: true }],
      ["POST", "/coupons", bemVindo({ code: "INTRUSO" })],
      ["PUT", "/coupons/1", bemVindo({ code: "INTRUSO" })],
      ["PUT", "/coupons/1/enabled", { enabled: false }],
      ["DELETE", "/coupons/1"],
      ["PUT", "/loyalty", { enabled: true }],
      ["POST", "/loyalty/campaigns", {}],
      ["PUT", "/loyalty/campaigns/1", {}],
      ["DELETE", "/loyalty/campaigns/1"],
      ["PUT", "/fidelity", {}],
    ];
    const version = await settingsVersion();
    const count = await trailCount();
    for (const [method, path, body] of writes) {
      await expectError(await send(method, `${BASE}${path}`, staff, body), 403, "FORBIDDEN");
      await expectError(await send(method, `${BASE}${path}`, otherOwner, body), 403, "FORBIDDEN");
      await expectError(await send(method, `${BASE}${path}`, customer, body), 401, "UNAUTHORIZED");
      await expectError(await send(method, `${BASE}${path}`, await visitorToken(), body), 401, "UNAUTHORIZED");
      await expectError(
        await call(`${BASE}${path}`, {
          method,
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : null,
        }),
        401,
        "UNAUTHORIZED",
      );
    }
    for (const path of ["/coupons", "/loyalty"]) {
      await expectError(await send("GET", `${BASE}${path}`, customer), 401, "UNAUTHORIZED");
      await expectError(await send("GET", `${BASE}${path}`, otherOwner), 403, "FORBIDDEN");
      await json(await getWithToken(`${BASE}${path}`, staff), 200, (body) => body);
    }
    expect(await settingsVersion()).toBe(version);
    expect(await trailCount()).toBe(count);
  });
});

describe("a coupon the owner creates", () => {
  it("is stored upper-cased, in the trail, and applied at a customer's cart with its minimum; the order is charged the discounted total", async () => {
    const owner = await ownerToken();
    await written(owner, "PUT", "/coupons", { enabled: true, max_coupons_per_cart: 2, show_wallet: true });
    const { id, change } = await written(owner, "POST", "/coupons", bemVindo(), 201);
    expect(change).toMatchObject({ section: "coupons", action: "create", name: "BEMVINDO10" });
    expect(change.changes).toContainEqual({ field: "value", from: null, to: 10 });

    const read = await json(await getWithToken(`${BASE}/coupons/${id}`, owner), 200, (body) =>
      consoleCouponResponseSchema.parse(body),
    );
    expect(read.data.coupon).toMatchObject({
      code: "BEMVINDO10",
      discount_type: "PERCENTAGE",
      value: 10,
      minimum_order: 5000,
      starts_on: "2026-01-01",
      ends_on: null,
      orders: 0,
    });

    // readyCart: 2 × X-Burger (25,00) + batata (12,00) = 62,00, delivery 5,00.
    const token = await visitorToken();
    const cart = await readyCart(token);
    const applied = await json(await apply(token, cart.guid, " bemvindo10 "), 200, (body) =>
      addCouponResponseSchema.parse(body),
    );
    expect(applied.data.cart.summary.discount).toBe(620);
    const order = await orderOf(await place(token, cart.guid));
    expect(order.summary.discount).toBe(620);
    expect(order.summary.total).toBe(applied.data.cart.summary.total);
    expect(order.summary.total).toBe(cart.summary.total - 620);

    // Under its minimum it is refused with the spec's code.
    await written(owner, "PUT", `/coupons/${id}`, bemVindo({ minimum_order: 10_000 }));
    const small = await readyCart(token);
    await expectError(await apply(token, small.guid, "BEMVINDO10"), 422, "MINIMUM_ORDER");
  });

  it("disabled, is unknown to a customer's cart (404); a used coupon's delete disables it, an unused one is deleted", async () => {
    const owner = await ownerToken();
    const used = (await readCoupons(owner)).coupons.find((coupon) => coupon.code === "BEMVINDO10")!;
    expect(used.orders).toBe(1);
    await written(owner, "PUT", `/coupons/${used.id}`, bemVindo({ minimum_order: 0 }));
    const { change } = await written(owner, "PUT", `/coupons/${used.id}/enabled`, { enabled: false });
    expect(change.changes).toEqual([{ field: "enabled", from: true, to: false }]);
    const token = await visitorToken();
    const cart = await readyCart(token);
    await expectError(await apply(token, cart.guid, "BEMVINDO10"), 404, "NOT_FOUND");

    await written(owner, "PUT", `/coupons/${used.id}/enabled`, { enabled: true });
    const removal = await json(await send("DELETE", `${BASE}/coupons/${used.id}`, owner), 200, (body) =>
      couponRemovalResponseSchema.parse(body),
    );
    expect(removal.data.outcome).toBe("disabled");
    expect((await readCoupons(owner)).coupons.find((coupon) => coupon.id === used.id)?.enabled).toBe(false);

    const { id } = await written(owner, "POST", "/coupons", bemVindo({ code: "APAGAR" }), 201);
    const version = await settingsVersion();
    const deleted = await json(await send("DELETE", `${BASE}/coupons/${id}`, owner), 200, (body) =>
      couponRemovalResponseSchema.parse(body),
    );
    expect(deleted.data).toEqual({ id, version: version + 1, outcome: "deleted" });
    expect((await newestChange(owner)).action).toBe("delete");
    await expectError(await getWithToken(`${BASE}/coupons/${id}`, owner), 404, "NOT_FOUND");
    // A new coupon never takes a deleted one's id.
    const next = await written(owner, "POST", "/coupons", bemVindo({ code: "NOVO" }), 201);
    expect(next.id).toBeGreaterThan(id!);
  });

  it("sets every restriction the checks enforce: free delivery for delivery only, first order, single use, exclusive customer", async () => {
    const owner = await ownerToken();
    await insertClient(shop.id, { email: "so-ela@cardapio.test" });
    const { id } = await written(
      owner,
      "POST",
      "/coupons",
      bemVindo({
        code: "FRETEGRATIS",
        discount_type: "FREE_DELIVERY",
        value: 0,
        minimum_order: 0,
        ends_on: "2099-12-31",
        displayed_in_wallet: true,
        exclusive_email: " So-Ela@Cardapio.test ",
        requires_client: true,
        single_use: true,
        first_order_only: true,
        not_with_promotional_items: true,
        not_with_loyalty: true,
        delivery_restriction: "DELIVERY_ONLY",
      }),
      201,
    );
    const row = await env.DB.prepare("SELECT * FROM coupons WHERE id = ?1").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      code: "FRETEGRATIS",
      discount_type: "FREE_DELIVERY",
      single_use: 1,
      first_order_only: 1,
      requires_client: 1,
      not_with_promotional_items: 1,
      not_with_loyalty: 1,
      delivery_restriction: "DELIVERY_ONLY",
      displayed_in_wallet: 1,
      start_date: "2026-01-01T03:00:00.000Z",
      end_date: "2100-01-01T02:59:59.999Z",
    });
    expect(row!.client_id).not.toBeNull();
    const token = await visitorToken();
    await expectError(await apply(token, (await readyCart(token)).guid, "FRETEGRATIS"), 404, "NOT_FOUND");
  });

  it("refuses a code the store already has, in any case, and bounds on every number and text", async () => {
    const owner = await ownerToken();
    await refused(owner, "POST", "/coupons", bemVindo({ code: "novo" }), "code", E.codeTaken);
    const other = (await readCoupons(owner)).coupons.find((coupon) => coupon.code === "FRETEGRATIS")!;
    await refused(owner, "PUT", `/coupons/${other.id}`, bemVindo({ code: "Novo" }), "code", E.codeTaken);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "" }, "code", E.codeRequired],
      [{ code: "BEM VINDO" }, "code", E.codeInvalid],
      [{ code: "X".repeat(41) }, "code", E.codeInvalid],
      [{ name: " " }, "name", E.nameRequired],
      [{ name: "N".repeat(81) }, "name", E.nameTooLong],
      [{ description: "D".repeat(301) }, "description", E.descriptionTooLong],
      [{ value: 0 }, "value", E.percentInvalid],
      [{ value: 101 }, "value", E.percentInvalid],
      [{ value: 12.5 }, "value", E.amountInvalid],
      [{ discount_type: "FIXED", value: 0 }, "value", E.amountRequired],
      [{ discount_type: "FIXED", value: REWARDS_MONEY_MAX + 1 }, "value", E.amountTooHigh],
      [{ discount_type: "FREE_DELIVERY", value: 5 }, "value", E.amountInvalid],
      [{ discount_type: "FIXED", value: 500, max_discount: 100 }, "max_discount", E.maxDiscountOnlyPercent],
      [{ max_discount: 0 }, "max_discount", E.amountRequired],
      [{ minimum_order: -1 }, "minimum_order", E.amountInvalid],
      [{ minimum_order: REWARDS_MONEY_MAX + 1 }, "minimum_order", E.amountTooHigh],
      [{ starts_on: "2026-02-30" }, "starts_on", E.dateInvalid],
      [{ ends_on: "2025-12-31" }, "ends_on", E.endBeforeStart],
      [{ exclusive_email: "ninguem" }, "exclusive_email", E.clientInvalid],
      [{ exclusive_email: "ninguem@cardapio.test" }, "exclusive_email", E.clientUnknown],
      [
        { discount_type: "FREE_DELIVERY", value: 0, delivery_restriction: "STORE_ONLY" },
        "delivery_restriction",
        E.freeDeliveryNotAtStore,
      ],
    ];
    for (const [overrides, field, message] of cases)
      await refused(owner, "POST", "/coupons", bemVindo({ code: "LIMITES", ...overrides }), field, message);
    for (const count of [0, 11, 1.5])
      await refused(
        owner,
        "PUT",
        "/coupons",
        { enabled: true, max_coupons_per_cart: count, show_wallet: true },
        "max_coupons_per_cart",
        E.countInvalid,
      );
    await expectError(await send("PUT", `${BASE}/coupons/${other.id + 1000}`, owner, bemVindo()), 404, "NOT_FOUND");
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    await expectError(
      await send("PUT", `/console/${copShop.slug}/settings/coupons/${other.id}/enabled`, otherOwner, {
        enabled: false,
      }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("loyalty and fidelity", () => {
  const loyalty = (overrides: Record<string, unknown> = {}) => ({
    enabled: true,
    name: "Clube Carrinho",
    points_per_unit: 2,
    unit_amount: 100,
    effectivation_days: 0,
    expiration_days: 90,
    expiring_window_days: 30,
    ...overrides,
  });
  const campaign = (overrides: Record<string, unknown> = {}) => ({
    name: "Lanches em dobro",
    description: "Pontos em dobro nos lanches",
    starts_on: "2026-01-01",
    ends_on: null,
    double_points_categories: [LANCHES],
    campaign_payment: null,
    ...overrides,
  });
  const fidelity = (overrides: Record<string, unknown> = {}) => ({
    enabled: true,
    name: "Cartão fidelidade",
    description: "A cada 10 pedidos, R$ 20,00 de desconto",
    modality: "ORDERS",
    goal: 10,
    reward: { description: "R$ 20,00 de desconto", discount_type: "FIXED", value: 2000 },
    ...overrides,
  });

  it("the owner's programme is what the storefront's reads then answer", async () => {
    const owner = await ownerToken();
    const { change } = await written(owner, "PUT", "/loyalty", loyalty());
    expect(change).toMatchObject({ section: "loyalty", name: "Clube Carrinho" });
    const client = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "pontos@cardapio.test" }));
    const settings = await json(await getWithToken(`/${SHOP}/loyalty/loyalty_program/settings`, client), 200, (body) =>
      loyaltySettingsResponseSchema.parse(body),
    );
    expect(settings.data).toMatchObject({ enabled: true, points_per_unit: 2, expiration_days: 90 });

    const created = await written(owner, "POST", "/loyalty/campaigns", campaign(), 201);
    const read = await json(await getWithToken(`${BASE}/loyalty`, owner), 200, (body) =>
      consoleLoyaltyResponseSchema.parse(body),
    );
    expect(read.data.campaigns).toEqual([
      expect.objectContaining({
        id: created.id,
        starts_on: "2026-01-01",
        campaign_sale_category: [expect.objectContaining({ category_id: LANCHES, value: 2 })],
      }),
    ]);
    expect(read.data.categories.map((category) => category.id)).toContain(LANCHES);
    await written(owner, "PUT", `/loyalty/campaigns/${created.id}`, campaign({ ends_on: "2026-12-31" }));
    await written(owner, "DELETE", `/loyalty/campaigns/${created.id}`, undefined);
    await expectError(await send("DELETE", `${BASE}/loyalty/campaigns/${created.id}`, owner), 404, "NOT_FOUND");

    const program = await written(owner, "PUT", "/fidelity", fidelity());
    expect(program.change.section).toBe("fidelity");
    const programs = await json(await getWithToken(`/${SHOP}/fidelity_programs`, client), 200, (body) =>
      fidelityProgramsResponseSchema.parse(body),
    );
    expect(programs.data.fidelity_programs[0]).toMatchObject({ name: "Cartão fidelidade", goal: 10 });
    const flag = await env.DB.prepare(
      "SELECT json_extract(general_settings, '$.fidelity_program') AS on_ FROM merchants WHERE id = ?1",
    )
      .bind(shop.id)
      .first<number>("on_");
    expect(flag).toBe(1);
  });

  it("bounds on every number and text", async () => {
    const owner = await ownerToken();
    const loyaltyCases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", E.nameRequired],
      [{ points_per_unit: 0 }, "points_per_unit", E.pointsInvalid],
      [{ points_per_unit: 1001 }, "points_per_unit", E.pointsInvalid],
      [{ unit_amount: 0 }, "unit_amount", E.amountRequired],
      [{ effectivation_days: -1 }, "effectivation_days", E.daysInvalid],
      [{ expiration_days: 0 }, "expiration_days", E.daysInvalid],
      [{ expiration_days: 3651 }, "expiration_days", E.daysInvalid],
      [{ expiring_window_days: 366 }, "expiring_window_days", E.daysInvalid],
    ];
    for (const [overrides, field, message] of loyaltyCases)
      await refused(owner, "PUT", "/loyalty", loyalty(overrides), field, message);
    const campaignCases: [Record<string, unknown>, string, string][] = [
      [{ double_points_categories: [], campaign_payment: null }, "double_points_categories", E.campaignEmpty],
      [{ double_points_categories: [999] }, "double_points_categories.0", E.categoryInvalid],
      [{ ends_on: "2025-01-01" }, "ends_on", E.endBeforeStart],
      [
        { campaign_payment: { payment_method: "PIX", discount_percent: 0 } },
        "campaign_payment.discount_percent",
        E.percentInvalid,
      ],
      [{ description: "D".repeat(301) }, "description", E.descriptionTooLong],
    ];
    for (const [overrides, field, message] of campaignCases)
      await refused(owner, "POST", "/loyalty/campaigns", campaign(overrides), field, message);
    const fidelityCases: [Record<string, unknown>, string, string][] = [
      [{ goal: 0 }, "goal", E.goalInvalid],
      [{ goal: 1001 }, "goal", E.goalInvalid],
      [{ reward: { description: "x", discount_type: "PERCENTAGE", value: 101 } }, "reward.value", E.percentInvalid],
      [{ reward: { description: "", discount_type: "FIXED", value: 100 } }, "reward.description", E.nameRequired],
      [{ modality: "VISITS" }, "modality", expect.any(String) as unknown as string],
    ];
    for (const [overrides, field, message] of fidelityCases)
      await refused(owner, "PUT", "/fidelity", fidelity(overrides), field, message);
  });
});
