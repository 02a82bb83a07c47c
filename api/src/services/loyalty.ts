import type { Context } from "hono";
import { isInsufficientPoints, loadLedger, loadLoyaltyDocuments, redeemStatement } from "../db/loyalty";
import type { PricedCart } from "../domain/cart";
import { type MenuIndex, priceItemLine } from "../domain/cart-pricing";
import { ledgerView, paymentCampaignDiscount, programOn, redemptionExpiry, runningCampaigns } from "../domain/loyalty";
import type { LoyaltyCampaign } from "../../../contract";
import type { AppEnv } from "../env";
import { HttpError } from "../http/errors";

/*
 * Loyalty points where a cart or an order meets them: redeemed lines paid with points, checked
 * against the balance when added and spent in the order's batch, and the payment campaign's
 * discount frozen with the order.
 */

/** Points the redeemed lines cost, priced from the menu now (lines it no longer allows cost nothing: they are dropped). */
export function redeemedPoints(index: MenuIndex, lines: readonly Parameters<typeof priceItemLine>[1][]): number {
  return lines
    .filter((line) => line.redeemed === true)
    .reduce((sum, line) => {
      const priced = priceItemLine(index, line);
      return sum + (priced.ok ? (priced.value.points ?? 0) * priced.value.quantity : 0);
    }, 0);
}

/**
 * A cart whose redeemed lines would cost `points`: the caller must be a logged-in client
 * (REQUIRED_CLIENT) of a store with a programme on (UNAVAILABLE), with a balance covering them
 * (INSUFFICIENT_POINTS). Nothing to check when no line is redeemed.
 */
export async function checkPointsCover(c: Context<AppEnv>, points: number, anyRedeemed: boolean): Promise<void> {
  if (!anyRedeemed) return;
  const clientId = c.get("claims").client_id;
  if (clientId === undefined) throw new HttpError(422, "REQUIRED_CLIENT", "Log in to redeem points");
  const merchantId = c.get("merchant").id;
  const { settings } = await loadLoyaltyDocuments(c.env.DB, merchantId);
  if (!programOn(settings)) throw new HttpError(422, "UNAVAILABLE", "This store has no loyalty programme");
  const balance = ledgerView(await loadLedger(c.env.DB, merchantId, clientId), new Date()).points;
  if (points > balance) throw new HttpError(422, "INSUFFICIENT_POINTS", `These lines cost ${points} points; the balance is ${balance}`);
}

/**
 * The REDEEMED entry of an order about to be placed, for its batch: none without redeemed lines;
 * REQUIRED_CLIENT for a visitor, UNAVAILABLE without a programme, INSUFFICIENT_POINTS when the
 * balance read now is short (the statement checks it again in SQL when the batch runs).
 */
export async function redemptionStatements(
  c: Context<AppEnv>,
  input: { pointsTotal: number; idempotencyKey: string; cartGuid: string; at: Date },
): Promise<D1PreparedStatement[]> {
  if (input.pointsTotal <= 0) return [];
  await checkPointsCover(c, input.pointsTotal, true);
  const merchantId = c.get("merchant").id;
  const clientId = c.get("claims").client_id!;
  const view = ledgerView(await loadLedger(c.env.DB, merchantId, clientId), input.at);
  return [
    redeemStatement(c.env.DB, {
      merchantId,
      clientId,
      cost: input.pointsTotal,
      idempotencyKey: input.idempotencyKey,
      cartGuid: input.cartGuid,
      at: input.at.toISOString(),
      expiresAt: redemptionExpiry(view, input.pointsTotal),
    }),
  ];
}

/** Rethrows a batch failure, as INSUFFICIENT_POINTS when it was the redeem guard. */
export function refuseShortPoints(error: unknown): never {
  if (isInsufficientPoints(error)) throw new HttpError(422, "INSUFFICIENT_POINTS", "The points balance no longer covers the redeemed items");
  throw error;
}

/** The payment campaigns running now for a logged-in client of a store with a programme on; none otherwise. */
export async function runningPaymentCampaigns(c: Context<AppEnv>): Promise<LoyaltyCampaign[]> {
  if (c.get("claims").client_id === undefined) return [];
  const { settings, campaigns } = await loadLoyaltyDocuments(c.env.DB, c.get("merchant").id);
  if (!programOn(settings)) return [];
  return runningCampaigns(campaigns, new Date()).filter((campaign) => campaign.campaign_payment !== null);
}

/**
 * The cart paid with `method` (customer spec §4): with the best of `campaigns` for it as a
 * DISCOUNT adjustment from LOYALTY, and its summary; the same cart when none gives a discount.
 */
export function withPaymentCampaign(priced: PricedCart, campaigns: readonly LoyaltyCampaign[], method: string): PricedCart {
  const { summary } = priced.cart;
  const campaign = paymentCampaignDiscount(campaigns, method, summary.subtotal);
  if (campaign.discount <= 0 || campaign.name === null) return priced;
  const discount = Math.min(summary.discount + campaign.discount, summary.subtotal + summary.delivery_fee + summary.increase);
  return {
    ...priced,
    cart: {
      ...priced.cart,
      adjustments: [...priced.cart.adjustments, { type: "DISCOUNT", source: "LOYALTY", name: campaign.name, amount: campaign.discount }],
      summary: { ...summary, discount, total: summary.subtotal + summary.delivery_fee + summary.increase - discount },
    },
  };
}

/** The payment campaign discount of a logged-in client's order paid with `method`, frozen with the order: `priced` in place. */
export async function applyPaymentCampaign(c: Context<AppEnv>, priced: PricedCart, method: string): Promise<void> {
  priced.cart = withPaymentCampaign(priced, await runningPaymentCampaigns(c), method).cart;
}
