import type { CreatedIdQuery } from "./settings";
import type { CouponRow } from "../domain/coupons";

/*
 * Coupons, loyalty and fidelity as the owner edits them (decision 107): the reads, and the
 * statements the service sends in one writeSettings batch (decision 102).
 */

export interface RewardsMerchantRow {
  tropicalization: string;
  coupon_settings: string;
  loyalty_settings: string | null;
  loyalty_campaigns: string | null;
  fidelity_programs: string | null;
}

interface CouponSqlRow {
  id: number;
  merchant_id: number;
  code: string;
  name: string;
  description: string | null;
  discount_type: CouponRow["discountType"];
  value: number;
  max_discount: number | null;
  minimum_order: number;
  start_date: string;
  end_date: string | null;
  enabled: number;
  displayed_in_wallet: number;
  client_id: number | null;
  requires_client: number;
  single_use: number;
  max_uses: number | null;
  max_uses_per_client: number | null;
  first_order_only: number;
  not_with_promotional_items: number;
  not_with_loyalty: number;
  delivery_restriction: CouponRow["deliveryRestriction"];
  created_at: string;
  client_email: string | null;
  orders: number;
}

export type ConsoleCouponRow = CouponRow & { clientEmail: string | null; orders: number };

const couponOf = (row: CouponSqlRow): ConsoleCouponRow => ({
  id: row.id,
  merchantId: row.merchant_id,
  code: row.code,
  name: row.name,
  description: row.description,
  discountType: row.discount_type,
  value: row.value,
  maxDiscount: row.max_discount,
  minimumOrder: row.minimum_order,
  startDate: row.start_date,
  endDate: row.end_date,
  enabled: row.enabled === 1,
  displayedInWallet: row.displayed_in_wallet === 1,
  clientId: row.client_id,
  requiresClient: row.requires_client === 1,
  singleUse: row.single_use === 1,
  maxUses: row.max_uses,
  maxUsesPerClient: row.max_uses_per_client,
  firstOrderOnly: row.first_order_only === 1,
  notWithPromotionalItems: row.not_with_promotional_items === 1,
  notWithLoyalty: row.not_with_loyalty === 1,
  deliveryRestriction: row.delivery_restriction,
  createdAt: row.created_at,
  clientEmail: row.client_email,
  orders: row.orders,
});

/** Each coupon with its exclusive customer's e-mail and the orders that used it (their cart held it). */
const COUPONS_SELECT = `
  SELECT c.*, cl.email AS client_email,
    (SELECT count(*) FROM cart_coupons cc JOIN orders o ON o.merchant_id = cc.merchant_id AND o.cart_guid = cc.cart_guid
      WHERE cc.merchant_id = c.merchant_id AND cc.coupon_id = c.id) AS orders
  FROM coupons c LEFT JOIN clients cl ON cl.merchant_id = c.merchant_id AND cl.id = c.client_id
  WHERE c.merchant_id = ?1`;

export async function readRewardsMerchant(d1: D1Database, merchantId: number): Promise<RewardsMerchantRow | null> {
  return d1
    .prepare(
      "SELECT tropicalization, coupon_settings, loyalty_settings, loyalty_campaigns, fidelity_programs FROM merchants WHERE id = ?1",
    )
    .bind(merchantId)
    .first<RewardsMerchantRow>();
}

export async function listConsoleCoupons(d1: D1Database, merchantId: number): Promise<ConsoleCouponRow[]> {
  const { results } = await d1
    .prepare(`${COUPONS_SELECT} ORDER BY c.enabled DESC, c.code`)
    .bind(merchantId)
    .all<CouponSqlRow>();
  return results.map(couponOf);
}

export async function findConsoleCoupon(
  d1: D1Database,
  merchantId: number,
  id: number,
): Promise<ConsoleCouponRow | null> {
  const row = await d1.prepare(`${COUPONS_SELECT} AND c.id = ?2`).bind(merchantId, id).first<CouponSqlRow>();
  return row ? couponOf(row) : null;
}

export async function couponCodeOwner(d1: D1Database, merchantId: number, code: string): Promise<number | null> {
  const row = await d1
    .prepare("SELECT id FROM coupons WHERE merchant_id = ?1 AND code = ?2")
    .bind(merchantId, code)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function countCoupons(d1: D1Database, merchantId: number): Promise<number> {
  return (await d1
    .prepare("SELECT count(*) AS n FROM coupons WHERE merchant_id = ?1")
    .bind(merchantId)
    .first<number>("n"))!;
}

export async function clientIdByEmail(d1: D1Database, merchantId: number, email: string): Promise<number | null> {
  const row = await d1
    .prepare("SELECT id FROM clients WHERE merchant_id = ?1 AND email = ?2")
    .bind(merchantId, email)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export interface CouponFields {
  code: string;
  name: string;
  description: string | null;
  discountType: CouponRow["discountType"];
  value: number;
  maxDiscount: number | null;
  minimumOrder: number;
  startDate: string;
  endDate: string | null;
  enabled: boolean;
  displayedInWallet: boolean;
  clientId: number | null;
  requiresClient: boolean;
  singleUse: boolean;
  firstOrderOnly: boolean;
  notWithPromotionalItems: boolean;
  notWithLoyalty: boolean;
  deliveryRestriction: CouponRow["deliveryRestriction"];
  maxUses: number | null;
  maxUsesPerClient: number | null;
}

const bit = (value: boolean) => (value ? 1 : 0);

const fieldValues = (fields: CouponFields) => [
  fields.code,
  fields.name,
  fields.description,
  fields.discountType,
  fields.value,
  fields.maxDiscount,
  fields.minimumOrder,
  fields.startDate,
  fields.endDate,
  bit(fields.enabled),
  bit(fields.displayedInWallet),
  fields.clientId,
  bit(fields.requiresClient),
  bit(fields.singleUse),
  bit(fields.firstOrderOnly),
  bit(fields.notWithPromotionalItems),
  bit(fields.notWithLoyalty),
  fields.deliveryRestriction,
  fields.maxUses,
  fields.maxUsesPerClient,
];

/**
 * Coupons are numbered above a mark (menu_id_marks, row "coupons") raised past every id ever given,
 * so a deleted coupon's id, still in a customer's wallet link, never names another coupon.
 */
export const markNextCouponId = (d1: D1Database) =>
  d1.prepare(
    `INSERT INTO menu_id_marks (table_name, last_id) VALUES ('coupons', (SELECT COALESCE(MAX(id), 0) + 1 FROM coupons))
     ON CONFLICT (table_name) DO UPDATE SET last_id = MAX(last_id, (SELECT COALESCE(MAX(id), 0) FROM coupons)) + 1`,
  );

/** Inserted only while the code is free at the store: two crossing creates give one coupon. */
export const insertCoupon = (d1: D1Database, merchantId: number, fields: CouponFields, createdAt: string) =>
  d1
    .prepare(
      `INSERT INTO coupons (id, merchant_id, code, name, description, discount_type, value, max_discount, minimum_order,
         start_date, end_date, enabled, displayed_in_wallet, client_id, requires_client, single_use, first_order_only,
         not_with_promotional_items, not_with_loyalty, delivery_restriction, max_uses, max_uses_per_client, created_at)
       SELECT (SELECT last_id FROM menu_id_marks WHERE table_name = 'coupons'), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
         ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22
       WHERE true ON CONFLICT DO NOTHING`,
    )
    .bind(merchantId, ...fieldValues(fields), createdAt);

/** The id the batch's insert gave, or null when the code was taken meanwhile. */
export const createdCouponId = (merchantId: number, code: string): CreatedIdQuery => ({
  sql: `SELECT id FROM coupons WHERE merchant_id = ?1 AND code = ?2
          AND id = (SELECT last_id FROM menu_id_marks WHERE table_name = 'coupons')`,
  params: [merchantId, code],
});

export const updateCoupon = (d1: D1Database, merchantId: number, id: number, fields: CouponFields) =>
  d1
    .prepare(
      `UPDATE coupons SET code = ?3, name = ?4, description = ?5, discount_type = ?6, value = ?7, max_discount = ?8,
         minimum_order = ?9, start_date = ?10, end_date = ?11, enabled = ?12, displayed_in_wallet = ?13, client_id = ?14,
         requires_client = ?15, single_use = ?16, first_order_only = ?17, not_with_promotional_items = ?18,
         not_with_loyalty = ?19, delivery_restriction = ?20, max_uses = ?21, max_uses_per_client = ?22
       WHERE merchant_id = ?1 AND id = ?2`,
    )
    .bind(merchantId, id, ...fieldValues(fields));

export const setCouponEnabled = (d1: D1Database, merchantId: number, id: number, enabled: boolean) =>
  d1.prepare("UPDATE coupons SET enabled = ?3 WHERE merchant_id = ?1 AND id = ?2").bind(merchantId, id, bit(enabled));

/** Open carts holding it lose it (cascade); a coupon some order used is never deleted. */
export const deleteCoupon = (d1: D1Database, merchantId: number, id: number) =>
  d1
    .prepare(
      `DELETE FROM coupons WHERE merchant_id = ?1 AND id = ?2 AND NOT EXISTS (
         SELECT 1 FROM cart_coupons cc JOIN orders o ON o.merchant_id = cc.merchant_id AND o.cart_guid = cc.cart_guid
         WHERE cc.merchant_id = ?1 AND cc.coupon_id = ?2)`,
    )
    .bind(merchantId, id);

/** One document column of the merchant written whole (already checked against its contract schema). */
export const writeRewardsDocument = (
  d1: D1Database,
  merchantId: number,
  column: "coupon_settings" | "loyalty_settings" | "loyalty_campaigns" | "fidelity_programs",
  document: unknown,
) =>
  d1
    .prepare(`UPDATE merchants SET ${column} = ?2 WHERE id = ?1`)
    .bind(merchantId, document === null ? null : JSON.stringify(document));

/** The storefront's flag of a fidelity programme, kept beside the programmes. */
export const setFidelityFlag = (d1: D1Database, merchantId: number, on: boolean) =>
  d1
    .prepare(
      "UPDATE merchants SET general_settings = json_set(general_settings, '$.fidelity_program', json(?2)) WHERE id = ?1",
    )
    .bind(merchantId, on ? "true" : "false");

export async function menuForRewards(
  d1: D1Database,
  merchantId: number,
): Promise<{ categories: { id: number; name: string }[]; redeemableItems: number }> {
  const [categories, redeemable] = await d1.batch([
    d1
      .prepare("SELECT id, name FROM categories WHERE merchant_id = ?1 AND deleted_at IS NULL ORDER BY sort_order, id")
      .bind(merchantId),
    d1
      .prepare(
        `SELECT count(*) AS n FROM items i JOIN categories c ON c.merchant_id = i.merchant_id AND c.id = i.category_id
         WHERE i.merchant_id = ?1 AND i.deleted_at IS NULL AND c.deleted_at IS NULL AND c.redeemable = 1
           AND i.points_price IS NOT NULL`,
      )
      .bind(merchantId),
  ]);
  return {
    categories: categories!.results as { id: number; name: string }[],
    redeemableItems: (redeemable!.results[0] as { n: number }).n,
  };
}
