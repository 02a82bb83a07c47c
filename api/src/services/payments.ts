import { recordOrderEvent } from "../live/order-events";
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
import { loadDocument } from "../db/merchants";
import { insertPaymentAttemptStatement, paymentAttemptsOfOrder } from "../db/payment-attempts";
import type { Bindings } from "../env";
import { createPixCharge } from "../payments/pix";
import { usableCard } from "./order-placement";
import { callersOrder, invalidTransition } from "./orders";
import { type PaymentSecrets, paymentProviderFor } from "./payment-accounts";
import { paymentMethodsFor } from "./payment-methods";
import { createProviderPse } from "./provider-bank-payments";
import { createProviderPix, openHostedCheckout, payerEmailOf } from "./provider-payments";
import { sandboxPaymentUrl } from "./sandbox-payments";

/* Paying an order again and charging its card; a refund through the provider belongs here too (its notifications: provider-payments.ts). */

const paymentFailed = (message: string) => new HttpError(422, "ONLINE_PAYMENT_FAILED", message);

/** What paying again needs of the bindings: the database, the store's provider credentials, where notifications come back. */
type RepaymentEnv = PaymentSecrets & Pick<Bindings, "DB" | "WEBHOOKS_ORIGIN">;

/**
 * Pay again with a new PIX code, the client's live card or (a store paid through Mercado Pago) a new
 * PSE payment; the order goes back to WAITING_PAYMENT.
 */
export async function repayOrder(
  env: RepaymentEnv,
  merchant: {
    id: number;
    slug: string | null;
    inProcess: (request: Request) => Promise<Response>;
    /** The customer's IP, which PSE asks for. */
    clientIp: string;
  },
  caller: OrderCaller,
  id: number,
  payment: z.output<typeof repaymentRequestSchema>["payment"],
  now: Date,
): Promise<Order> {
  const d1 = env.DB;
  const merchantId = merchant.id;
  const row = await withLazyExpiry(d1, await callersOrder(d1, merchantId, caller, id));
  if (!canRepay(row)) throw invalidTransition(row, "paid again");
  const refusal = checkPaymentOffered(
    await paymentMethodsFor(d1, merchantId, caller.clientId !== undefined),
    { kind: "ONLINE", ...payment },
    row.total,
  );
  if (refusal) throw rejected(refusal);
  let columns: Repayment;
  let attempt: D1PreparedStatement | null = null;
  if (payment.method === "PIX") {
    const settings = await loadPaymentSettings(d1, row.merchant_id);
    const chosen = await paymentProviderFor(d1, env, merchantId, merchant.inProcess);
    if (chosen.name === "mercadopago") {
      // A new charge per attempt (the count of those recorded): one retried after a lost answer gets the same one back.
      const tries = (await paymentAttemptsOfOrder(d1, row.id)).length;
      const currency = (await loadDocument(createDb(d1), merchantId, "tropicalization")).currency;
      const made = await createProviderPix(chosen.provider, {
        settings,
        merchantId,
        slug: merchant.slug,
        orderIdempotencyKey: `${row.idempotency_key}:again-${tries}`,
        amount: row.total,
        currency,
        payerEmail: await payerEmailOf(d1, merchantId, caller),
        webhooksOrigin: env.WEBHOOKS_ORIGIN,
        now,
      });
      columns = { method: "PIX", brand: null, cardGuid: null, lastFour: null, pix: made.pix };
      attempt = insertPaymentAttemptStatement(d1, {
        ...made.attempt,
        merchantId,
        orderIdempotencyKey: row.idempotency_key,
        at: now,
      });
    } else {
      const pix = createPixCharge(settings, row.total, now);
      if (!pix) throw paymentFailed("The PIX code could not be made");
      columns = { method: "PIX", brand: null, cardGuid: null, lastFour: null, pix };
    }
  } else if (payment.method === "PSE") {
    const chosen = await paymentProviderFor(d1, env, merchantId, merchant.inProcess);
    // paymentMethodsFor offers PSE only with an account; a store switched back meanwhile lands here.
    if (chosen.name !== "mercadopago")
      throw new HttpError(422, "PAYMENT_METHOD_UNAVAILABLE", "PSE needs the store's Mercado Pago account");
    // A new payment per attempt (the count of those recorded), as a PIX paid again.
    const tries = (await paymentAttemptsOfOrder(d1, row.id)).length;
    const made = await createProviderPse(chosen.provider, payment.pse, {
      merchantId,
      slug: merchant.slug,
      orderIdempotencyKey: `${row.idempotency_key}:again-${tries}`,
      amount: row.total,
      currency: (await loadDocument(createDb(d1), merchantId, "tropicalization")).currency,
      payerEmail: await payerEmailOf(d1, merchantId, caller),
      webhooksOrigin: env.WEBHOOKS_ORIGIN,
      ipAddress: merchant.clientIp,
    });
    columns = { method: "PSE", brand: null, cardGuid: null, lastFour: null, pix: null, bankUrl: made.payment.url };
    attempt = insertPaymentAttemptStatement(d1, {
      ...made.attempt,
      merchantId,
      orderIdempotencyKey: row.idempotency_key,
      at: now,
    });
  } else if ((await paymentProviderFor(d1, env, merchantId, merchant.inProcess)).name === "mercadopago") {
    // A new hosted checkout is opened by the charge that follows: the customer types the card there.
    columns = { method: "CARD", brand: null, cardGuid: null, lastFour: null, pix: null };
  } else {
    const card = await usableCard(d1, merchantId, caller.clientId!, payment.card_guid ?? "");
    columns = { method: "CARD", brand: card.brand, cardGuid: card.guid, lastFour: card.last_four_digits, pix: null };
  }
  const at = now.toISOString();
  const [updated] = await d1.batch([
    repayOrderStatement(d1, row, columns, at),
    // A card charge left pending on the provider's page is superseded.
    supersedeChargesStatement(d1, row.merchant_id, row.id, Math.floor(now.getTime() / 1000)),
    ...(attempt ? [attempt] : []),
  ]);
  const fresh = (await findOrderAnywhere(d1, row.id)) ?? row;
  if ((updated?.meta.changes ?? 0) === 0) throw invalidTransition(fresh, "paid again");
  recordOrderEvent({ kind: "moved", orderId: row.id, status: fresh.status, merchantId: row.merchant_id });
  return toOrder(fresh);
}

/**
 * Where the customer pays the order of this cart by card: at a store paid through Mercado Pago, its
 * hosted checkout (provider-payments.ts); elsewhere the sandbox's page for the saved card, a PENDING
 * charge of the same order superseded (only the newest page can pay).
 */
export async function chargeOrderCard(
  env: RepaymentEnv,
  merchant: { id: number; slug: string; inProcess: (request: Request) => Promise<Response> },
  owner: CartOwner,
  guid: string,
  body: z.output<typeof chargeRequestSchema>,
  now: Date,
): Promise<{ charge_id: string; payment_url: string }> {
  const d1 = env.DB;
  const merchantId = merchant.id;
  if (!(await ownsCart(createDb(d1), merchantId, guid, owner))) throw cartNotFound(guid);

  // Only a logged-in client's order is paid by card: anyone else's, or none, is unknown.
  const order = await orderOfCart(d1, merchantId, guid);
  if (!order || owner.clientId === undefined || order.clientId !== owner.clientId)
    throw notFound("No order of this client for this cart");
  const invalid = (message: string) => new HttpError(422, "INVALID_TRANSITION", message);
  if (order.status !== "WAITING_PAYMENT" && order.status !== "PAYMENT_REJECTED")
    throw invalid(`Order ${order.id} is ${order.status}: it cannot be paid`);
  if (order.paymentMethod !== "CARD") throw invalid(`Order ${order.id} is not paid by card`);
  const chosen = await paymentProviderFor(d1, env, merchantId, merchant.inProcess);
  if (chosen.name === "mercadopago") {
    if (order.status !== "WAITING_PAYMENT") throw invalid(`Order ${order.id} is ${order.status}: pay it again first`);
    if (!body.back_urls || !body.origin) throw paymentFailed("A hosted checkout needs back_urls and origin");
    const row = await findOrderAnywhere(d1, order.id);
    if (!row) throw notFound("No order of this client for this cart");
    const url = await openHostedCheckout(d1, chosen.provider, {
      order: { id: row.id, merchantId, idempotencyKey: row.idempotency_key, total: row.total, status: row.status },
      slug: merchant.slug,
      currency: (await loadDocument(createDb(d1), merchantId, "tropicalization")).currency,
      payerEmail: await payerEmailOf(d1, merchantId, owner),
      origin: body.origin,
      backPaths: body.back_urls,
      webhooksOrigin: env.WEBHOOKS_ORIGIN,
      now,
    });
    return { charge_id: `mp_${row.id}`, payment_url: url };
  }
  if (!body.card_guid || order.cardGuid !== body.card_guid) throw paymentFailed("card_guid is not the order's card");
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
