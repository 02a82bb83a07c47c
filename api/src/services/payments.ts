import type * as z from "zod";
import type { Order, chargeRequestSchema, repaymentRequestSchema } from "../../../contract";
import { createCharge, isLiveCard, orderOfCart, supersedeChargesStatement } from "../db/card-charges";
import { type CartOwner, ownsCart } from "../db/carts";
import { createDb } from "../db/client";
import {
  type OrderCaller,
  type Repayment,
  canRepay,
  findOrderAnywhere,
  loadPaymentSettings,
  repayOrderStatement,
  toOrder,
  withLazyExpiry,
} from "../db/orders";
import { checkPaymentOffered } from "../domain/order-payments";
import { HttpError, cartNotFound, notFound, rejected } from "../http/errors";
import { createPixCharge } from "../payments/pix";
import { usableCard } from "./order-placement";
import { callersOrder, invalidTransition } from "./orders";
import { paymentMethodsFor } from "./payment-methods";
import { sandboxPaymentUrl } from "./sandbox-payments";

/* A provider's confirmation (a webhook) and a refund belong here. */

const paymentFailed = (message: string) => new HttpError(422, "ONLINE_PAYMENT_FAILED", message);

/** Pay again with a new PIX code or the client's live card; the order goes back to WAITING_PAYMENT. */
export async function repayOrder(
  d1: D1Database,
  merchantId: number,
  caller: OrderCaller,
  id: number,
  payment: z.output<typeof repaymentRequestSchema>["payment"],
  now: Date,
): Promise<Order> {
  const row = await withLazyExpiry(d1, await callersOrder(d1, merchantId, caller, id));
  if (!canRepay(row)) throw invalidTransition(row, "paid again");
  const refusal = checkPaymentOffered(
    await paymentMethodsFor(d1, merchantId, caller.clientId !== undefined),
    { kind: "ONLINE", ...payment },
    row.total,
  );
  if (refusal) throw rejected(refusal);
  let columns: Repayment;
  if (payment.method === "PIX") {
    const pix = createPixCharge(await loadPaymentSettings(d1, row.merchant_id), row.total, now);
    if (!pix) throw paymentFailed("The PIX code could not be made");
    columns = { method: "PIX", brand: null, cardGuid: null, lastFour: null, pix };
  } else {
    const card = await usableCard(d1, merchantId, caller.clientId!, payment.card_guid);
    columns = { method: "CARD", brand: card.brand, cardGuid: card.guid, lastFour: card.last_four_digits, pix: null };
  }
  const at = now.toISOString();
  const [updated] = await d1.batch([
    repayOrderStatement(d1, row, columns, at),
    // A card charge left pending on the provider's page is superseded.
    supersedeChargesStatement(d1, row.merchant_id, row.id, Math.floor(now.getTime() / 1000)),
  ]);
  const fresh = (await findOrderAnywhere(d1, row.id)) ?? row;
  if ((updated?.meta.changes ?? 0) === 0) throw invalidTransition(fresh, "paid again");
  return toOrder(fresh);
}

/** A PENDING charge of the same order is superseded: only the newest page can pay. */
export async function chargeOrderCard(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  body: z.output<typeof chargeRequestSchema>,
  now: Date,
): Promise<{ charge_id: string; payment_url: string }> {
  if (!(await ownsCart(createDb(d1), merchantId, guid, owner))) throw cartNotFound(guid);

  // Only a logged-in client's order is paid by card: anyone else's, or none, is unknown.
  const order = await orderOfCart(d1, merchantId, guid);
  if (!order || owner.clientId === undefined || order.clientId !== owner.clientId)
    throw notFound("No order of this client for this cart");
  const invalid = (message: string) => new HttpError(422, "INVALID_TRANSITION", message);
  if (order.status !== "WAITING_PAYMENT" && order.status !== "PAYMENT_REJECTED")
    throw invalid(`Order ${order.id} is ${order.status}: it cannot be paid`);
  if (order.paymentMethod !== "CARD") throw invalid(`Order ${order.id} is not paid by card`);
  if (order.cardGuid !== body.card_guid) throw paymentFailed("card_guid is not the order's card");
  if (!(await isLiveCard(d1, merchantId, owner.clientId, body.card_guid)))
    throw paymentFailed("The order's card is no longer usable");

  const created = await createCharge(d1, {
    merchantId,
    orderId: order.id,
    cardGuid: body.card_guid,
    returnUrl: body.return_url,
    cancelUrl: body.cancel_url,
    now: Math.floor(now.getTime() / 1000),
    nowIso: now.toISOString(),
  });
  // The order moved meanwhile (paid, canceled, paid again with PIX).
  if (!created) throw invalid(`Order ${order.id} can no longer be paid by this card`);
  return { charge_id: created.charge.id, payment_url: sandboxPaymentUrl(created.charge.id, created.handoff) };
}
