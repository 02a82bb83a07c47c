import type { OrderStatus } from "../../../contract";
import type { TableStatus } from "../../../contract/tables";

export async function latestOrders(d1: D1Database, slug: string | null, limit: number) {
  const { results } = await d1
    .prepare(
      `SELECT orders.id AS id, merchants.slug AS slug, orders.status AS status, orders.total AS total, orders.created_at AS created_at
       FROM orders JOIN merchants ON merchants.id = orders.merchant_id
       WHERE ?1 IS NULL OR merchants.slug = ?1
       ORDER BY orders.id DESC LIMIT ?2`,
    )
    .bind(slug, limit)
    .all<{ id: number; slug: string; status: OrderStatus; total: number; created_at: string }>();
  return results;
}

export async function latestTableRounds(d1: D1Database, slug: string | null, limit: number) {
  const { results } = await d1
    .prepare(
      `SELECT s.id AS id, m.slug AS slug, t.id AS table_id, t.number AS table_number, g.name AS table_client_name,
              s.snapshot AS snapshot, s.subtotal AS subtotal, s.sent_at AS sent_at
       FROM table_solicitations s
       JOIN merchants m ON m.id = s.merchant_id
       JOIN dining_tables t ON t.merchant_id = s.merchant_id AND t.id = s.table_id
       JOIN table_clients g ON g.merchant_id = s.merchant_id AND g.id = s.table_client_id
       WHERE s.status = 'SENT' AND (?1 IS NULL OR m.slug = ?1)
       ORDER BY s.sent_at DESC, s.id DESC LIMIT ?2`,
    )
    .bind(slug, limit)
    .all<{
      id: number;
      slug: string;
      table_id: number;
      table_number: number;
      table_client_name: string;
      snapshot: string;
      subtotal: number;
      sent_at: string;
    }>();
  return results;
}

export async function merchantTables(d1: D1Database, slug: string) {
  const merchant = await d1
    .prepare("SELECT id, slug, name FROM merchants WHERE slug = ?")
    .bind(slug)
    .first<{ id: number; slug: string; name: string }>();
  if (!merchant) return null;
  const { results } = await d1
    .prepare(
      "SELECT id, code, number, name, enabled, status FROM dining_tables WHERE merchant_id = ? ORDER BY number, id",
    )
    .bind(merchant.id)
    .all<{ id: number; code: string; number: number; name: string; enabled: number; status: TableStatus }>();
  return { merchant, tables: results };
}

export async function latestConversionEvents(d1: D1Database, slug: string, limit: number) {
  const { results } = await d1
    .prepare(
      `SELECT m.slug AS slug, e.event_id AS event_id, e.event_name AS event_name, e.event_params AS event_params,
              e.fbp AS fbp, e.fbc AS fbc, e.pixel_ids AS pixel_ids, e.created_at AS created_at
       FROM conversion_events e JOIN merchants m ON m.id = e.merchant_id
       WHERE m.slug = ?1 ORDER BY e.id DESC LIMIT ?2`,
    )
    .bind(slug, limit)
    .all<{
      slug: string;
      event_id: string;
      event_name: string;
      event_params: string;
      fbp: string | null;
      fbc: string | null;
      pixel_ids: string;
      created_at: string;
    }>();
  return results;
}

/** The order cart `guid` became, with every way it charges (its PIX code, its card charges), or null. */
export async function orderMoneyOfCart(d1: D1Database, guid: string) {
  const [order, charges, attempts] = await d1.batch([
    d1
      .prepare(
        `SELECT orders.id AS id, orders.total AS total, orders.pix_code AS pix_code, json_extract(merchants.tropicalization, '$.currency') AS currency
         FROM orders JOIN merchants ON merchants.id = orders.merchant_id WHERE orders.cart_guid = ?1 ORDER BY orders.id DESC LIMIT 1`,
      )
      .bind(guid),
    d1
      .prepare(
        // A card paid at the merchant's provider (its hosted checkout) is one of its attempts there.
        `SELECT amount FROM (
           SELECT card_charges.amount AS amount, card_charges.created_at AS at FROM card_charges JOIN orders ON orders.id = card_charges.order_id WHERE orders.cart_guid = ?1
           UNION ALL
           SELECT payment_attempts.amount AS amount, payment_attempts.created_at AS at FROM payment_attempts JOIN orders ON orders.id = payment_attempts.order_id WHERE orders.cart_guid = ?1 AND payment_attempts.method = 'CARD'
         ) ORDER BY at`,
      )
      .bind(guid),
    // What the provider holds for each attempt: the stand-in's own record of the payment where it is local.
    d1
      .prepare(
        `SELECT COALESCE(mercadopago_sandbox_payments.amount, payment_attempts.amount) AS amount
         FROM payment_attempts JOIN orders ON orders.id = payment_attempts.order_id
         LEFT JOIN mercadopago_sandbox_payments ON payment_attempts.provider = 'mercadopago'
           AND CAST(mercadopago_sandbox_payments.id AS TEXT) = payment_attempts.provider_payment_id
         WHERE orders.cart_guid = ?1 ORDER BY payment_attempts.id`,
      )
      .bind(guid),
  ]);
  const row = order!.results[0] as { id: number; total: number; pix_code: string | null; currency: string } | undefined;
  if (!row) return null;
  const amounts = (result: D1Result | undefined) => (result!.results as { amount: number }[]).map((row) => row.amount);
  return { ...row, charges: amounts(charges), providerCharges: amounts(attempts) };
}
