import { env } from "cloudflare:workers";
import { expect } from "vitest";
import {
  type Cart,
  type LoyaltyCampaign,
  type LoyaltySettings,
  cartResponseSchema,
  orderResponseSchema,
} from "../../contract";
import { brazilianPaymentSettings } from "../seed/data/payment-settings";
import type { SeedMerchant } from "../seed/types";
import { cartShop } from "./cart-fixtures";
import { accessTokenFor, send } from "./helpers";

/* Shared by the order tests (api/test/orders*.test.ts): the shop, its carts and orders. */

export const SHOP = "test-carrinho";
export const X_BURGER = 91100011;
export const AO_PONTO = 91100602;
export const BATATA = 91100012;

/** The cart shop with PIX, cards and three offline methods; online limit R$ 500,00. */
export const shop: SeedMerchant = {
  ...cartShop,
  order_settings: { ...cartShop.order_settings, offline_payment_methods: ["CASH", "CREDIT_CARD", "PIX"] },
  payment_settings: brazilianPaymentSettings({
    pixKey: "pix@carrinho.test",
    name: "Lanchonete Carrinho",
    city: "São Paulo",
    minutes: 15,
    limit: 50_000,
  }),
};

export const ADMIN = { Authorization: `Bearer ${env.ADMIN_KEY}` };

/** The loyalty programme the order tests' shop runs when one is on: a point per R$ 1,00, no wait to use them. */
export const LOYALTY_SETTINGS: LoyaltySettings = {
  enabled: true,
  name: "Clube Carrinho",
  points_per_unit: 1,
  unit_amount: 100,
  effectivation_days: 0,
  expiration_days: 90,
  expiring_window_days: 30,
};

/** A payment campaign: 5 % off the subtotal paid with PIX. */
export const PIX_CAMPAIGN: LoyaltyCampaign = {
  id: 8,
  name: "5% no PIX",
  description: "Pague com PIX",
  start_date: "2025-01-01T00:00:00.000Z",
  end_date: null,
  campaign_sale_category: [],
  campaign_payment: { payment_method: "PIX", discount_percent: 5 },
};
export const PHONE = { country_code: "55", ddd: "11", number: "987654321" };
export const ADDRESS = {
  neighborhood: "Consolação",
  street: "Rua Augusta",
  number: "500",
  city: "São Paulo",
  zip_code: "01304000",
};

export const visitorToken = () => accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`);
export const newKey = () => crypto.randomUUID();

export async function json<T>(response: Response, status: number, parse: (body: unknown) => T): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return parse(body);
}

/** A cart of two burgers and fries for delivery to Consolação. */
export async function readyCart(token: string, address: Record<string, unknown> = ADDRESS): Promise<Cart> {
  const created = await json(
    await send("POST", `/${SHOP}/carts`, token, {
      cart: {
        items: [
          { item_id: X_BURGER, quantity: 2, options: [{ option_id: AO_PONTO }] },
          { item_id: BATATA, quantity: 1 },
        ],
      },
    }),
    201,
    (body) => cartResponseSchema.parse(body).data,
  );
  return json(
    await send("PUT", `/${SHOP}/carts/${created.guid}/delivery_method`, token, {
      cart: { delivery_type: "DELIVERY", address },
    }),
    200,
    (body) => cartResponseSchema.parse(body).data,
  );
}

export const cash = (change_for: number | null = null) => ({ kind: "OFFLINE", method: "CASH", change_for });
export const PIX = { kind: "ONLINE", method: "PIX" };

/**
 * Places the cart's order. The tests place the fixture's same lines again and again: as a customer
 * who said yes to ordering again (`repeat: false` asks the similar-order question, orders.test.ts).
 */
export const place = (
  token: string,
  guid: string,
  payment: unknown = cash(),
  extra: { key?: string; tax_id?: string | null; client?: unknown; repeat?: boolean } = {},
) =>
  send("POST", `/${SHOP}/orders`, token, {
    cart_guid: guid,
    idempotency_key: extra.key ?? newKey(),
    order: { payment, tax_id: extra.tax_id ?? null, repeat_confirmed: extra.repeat ?? true },
    client: extra.client ?? { name: "Ana Souza", phone: PHONE },
  });

export const orderOf = (response: Response, status = 201) =>
  json(response, status, (body) => orderResponseSchema.parse(body).data);

export const cartStatus = async (guid: string) =>
  (await env.DB.prepare("SELECT status FROM carts WHERE guid = ?").bind(guid).first<{ status: string }>())!.status;

/** A saved card of `clientId` written straight to D1 (as the provider's token would make it). */
export async function insertCard(
  merchantId: number,
  clientId: number,
  extra: Partial<{ expYear: number; deleted: number | null }> = {},
): Promise<string> {
  const guid = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO client_cards (guid, merchant_id, client_id, brand, exp_month, exp_year, last_four_digits, behaviour, created_at, deleted_at) VALUES (?1, ?2, ?3, 'VISA', 8, ?4, '1111', 'APPROVE', 0, ?5)",
  )
    .bind(guid, merchantId, clientId, extra.expYear ?? 2032, extra.deleted ?? null)
    .run();
  return guid;
}
