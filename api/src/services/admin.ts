import { type Order, type OrderStatus, type TableStatus, decodePixCode } from "../../../contract";
import { latestConversionEvents, latestOrders, latestTableRounds, merchantTables, orderMoneyOfCart } from "../db/admin";
import { loadCartDocuments } from "../db/carts";
import { createDb } from "../db/client";
import { type OrderRow, findOrderAnywhere, toOrder, withLazyExpiry } from "../db/orders";
import { type RoundSnapshot, findTableAnywhere, sittingClients, toTable } from "../db/tables";
import { paymentAttemptsOfOrder } from "../db/payment-attempts";
import type { Bindings } from "../env";
import { HttpError, notFound } from "../http/errors";
import { sandboxHost } from "../provider/sandbox-host";
import { advanceOrder, merchantMove, receivePix } from "./order-moves";
import { mercadoPagoUrl } from "./payment-accounts";
import type { PaymentsAccess } from "./refunds";
import { merchantTableMove } from "./table-moves";

/* The merchant side outside the spec, behind the admin key (routes/admin.ts). */

async function orderOf(d1: D1Database, id: number): Promise<OrderRow> {
  const row = await findOrderAnywhere(d1, id);
  if (!row) throw notFound(`Order ${id} not found`);
  return withLazyExpiry(d1, row);
}

export const latestOrdersOf = (d1: D1Database, slug: string | null, limit: number) => latestOrders(d1, slug, limit);

/** What the order a cart became charges: the e2e suite checks it is what the customer was shown. */
export async function orderMoneyOf(d1: D1Database, cartGuid: string) {
  const found = await orderMoneyOfCart(d1, cartGuid);
  if (!found) throw notFound("No order of that cart");
  const pix = found.pix_code ? decodePixCode(found.pix_code) : null;
  return {
    order_id: found.id,
    currency: found.currency as never,
    total: found.total,
    pix_amount: pix?.amount ?? null,
    card_charges: found.charges,
    provider_charges: found.providerCharges,
  };
}

export async function advanceOrderById(d1: D1Database, id: number): Promise<Order> {
  return toOrder(await advanceOrder(d1, await orderOf(d1, id)));
}

/** A cancel refunds a paid online payment as the store's would, by the system. */
export async function moveOrderById(
  d1: D1Database,
  id: number,
  to: OrderStatus,
  payments: PaymentsAccess,
): Promise<Order> {
  return toOrder(await merchantMove(d1, await orderOf(d1, id), to, { payments, refundedBy: "system" }));
}

/**
 * The payer's bank pays the order's PIX: the sandbox bank's, as always; a Mercado Pago store's is
 * approved at the stand-in, which sends the store's webhook its signed notification, as Mercado
 * Pago would, and the order is paid by that. A real account's PIX only its payer pays (409).
 */
export async function payPixOfOrder(
  env: Pick<Bindings, "DB" | "ADMIN_KEY" | "MERCADOPAGO_SANDBOX" | "MERCADOPAGO_API_URL">,
  id: number,
  inProcess: (request: Request) => Promise<Response>,
): Promise<Order> {
  const row = await orderOf(env.DB, id);
  const attempt = (await paymentAttemptsOfOrder(env.DB, row.id)).findLast(
    (candidate) => candidate.provider === "mercadopago" && candidate.method === "PIX",
  );
  if (!attempt) return toOrder(await receivePix(env.DB, row));
  const payable = row.status === "WAITING_PAYMENT" && row.payment_status === "PENDING" && attempt.status === "PENDING";
  if (!payable)
    throw new HttpError(409, "INVALID_TRANSITION", `Order ${row.id} has no PIX awaiting payment (${row.status})`);
  const provider = mercadoPagoUrl(env.MERCADOPAGO_API_URL);
  if (env.MERCADOPAGO_SANDBOX !== "1" || !sandboxHost(provider) || !env.ADMIN_KEY)
    throw new HttpError(409, "INVALID_TRANSITION", `Order ${row.id}'s PIX is at Mercado Pago: only its payer pays it`);
  const approval = await inProcess(
    new Request(`${provider}/sandbox/payments/${encodeURIComponent(attempt.provider_payment_id)}/approve`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.ADMIN_KEY}` },
    }),
  );
  await approval.body?.cancel();
  if (!approval.ok)
    throw new HttpError(
      409,
      "INVALID_TRANSITION",
      `The stand-in did not approve order ${row.id}'s PIX (${approval.status})`,
    );
  return toOrder(await orderOf(env.DB, id));
}

export async function latestRoundsOf(d1: D1Database, slug: string | null, limit: number) {
  const results = await latestTableRounds(d1, slug, limit);
  return results.map(({ snapshot, ...round }) => ({ ...round, ...(JSON.parse(snapshot) as RoundSnapshot) }));
}

export async function tablesOf(d1: D1Database, slug: string) {
  const found = await merchantTables(d1, slug);
  if (!found) throw notFound(`Merchant ${slug} not found`);
  const tables = found.tables.map((table) => ({ ...table, enabled: table.enabled === 1 }));
  return { slug: found.merchant.slug, name: found.merchant.name, tables };
}

export async function moveTableById(d1: D1Database, id: number, to: TableStatus) {
  const table = await findTableAnywhere(d1, id);
  if (!table) throw notFound(`Table ${id} not found`);
  const fresh = await merchantTableMove(d1, table, to);
  const { tableOrderSettings } = await loadCartDocuments(createDb(d1), fresh.merchant_id);
  return toTable(fresh, tableOrderSettings.modality ?? 1, await sittingClients(d1, fresh), null);
}

export async function conversionEventsOf(d1: D1Database, slug: string, limit: number) {
  const results = await latestConversionEvents(d1, slug, limit);
  return results.map((row) => ({
    ...row,
    event_params: JSON.parse(row.event_params) as unknown,
    pixel_ids: JSON.parse(row.pixel_ids) as unknown,
  }));
}
