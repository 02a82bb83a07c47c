import type * as z from "zod";
import type { LoyaltySettings, validateCampaignsRequestSchema } from "../../../contract";
import type { CartOwner } from "../db/carts";
import { isInsufficientPoints, loadLedger, loadLoyaltyDocuments, redeemStatement } from "../db/loyalty";
import { loadMenu } from "../db/menu";
import { createDb } from "../db/client";
import type { PricedCart } from "../domain/cart";
import { type MenuIndex, priceItemLine } from "../domain/cart-pricing";
import {
  categoryMultiplier,
  extractOf,
  ledgerView,
  paymentCampaignDiscount,
  pointsToExpire,
  programOn,
  publicCampaign,
  redemptionExpiry,
  runningCampaigns,
} from "../domain/loyalty";
import type { LoyaltyCampaign } from "../../../contract";
import { HttpError, notFound } from "../http/errors";
import { openCart, priced } from "./carts";

/* A merchant without an enabled programme is 404. */

/** Lines the menu no longer allows cost nothing: they are dropped. */
export function redeemedPoints(index: MenuIndex, lines: readonly Parameters<typeof priceItemLine>[1][]): number {
  return lines
    .filter((line) => line.redeemed === true)
    .reduce((sum, line) => {
      const priced = priceItemLine(index, line);
      return sum + (priced.ok ? (priced.value.points ?? 0) * priced.value.quantity : 0);
    }, 0);
}

/** REQUIRED_CLIENT, UNAVAILABLE without a programme, or INSUFFICIENT_POINTS when the balance is short. */
export async function checkPointsCover(
  d1: D1Database,
  merchantId: number,
  clientId: number | undefined,
  points: number,
  anyRedeemed: boolean,
): Promise<void> {
  if (!anyRedeemed) return;
  if (clientId === undefined) throw new HttpError(422, "REQUIRED_CLIENT", "Log in to redeem points");
  const { settings } = await loadLoyaltyDocuments(d1, merchantId);
  if (!programOn(settings)) throw new HttpError(422, "UNAVAILABLE", "This store has no loyalty programme");
  const balance = ledgerView(await loadLedger(d1, merchantId, clientId), new Date()).points;
  if (points > balance)
    throw new HttpError(422, "INSUFFICIENT_POINTS", `These lines cost ${points} points; the balance is ${balance}`);
}

/** The balance read now is only a first check: the statement checks it again in SQL when the batch runs. */
export async function redemptionStatements(
  d1: D1Database,
  merchantId: number,
  clientId: number | undefined,
  input: { pointsTotal: number; idempotencyKey: string; cartGuid: string; at: Date },
): Promise<D1PreparedStatement[]> {
  if (input.pointsTotal <= 0) return [];
  await checkPointsCover(d1, merchantId, clientId, input.pointsTotal, true);
  const view = ledgerView(await loadLedger(d1, merchantId, clientId!), input.at);
  return [
    redeemStatement(d1, {
      merchantId,
      clientId: clientId!,
      cost: input.pointsTotal,
      idempotencyKey: input.idempotencyKey,
      cartGuid: input.cartGuid,
      at: input.at.toISOString(),
      expiresAt: redemptionExpiry(view, input.pointsTotal),
    }),
  ];
}

export function refuseShortPoints(error: unknown): never {
  if (isInsufficientPoints(error))
    throw new HttpError(422, "INSUFFICIENT_POINTS", "The points balance no longer covers the redeemed items");
  throw error;
}

export async function runningPaymentCampaigns(
  d1: D1Database,
  merchantId: number,
  clientId: number | undefined,
): Promise<LoyaltyCampaign[]> {
  if (clientId === undefined) return [];
  const { settings, campaigns } = await loadLoyaltyDocuments(d1, merchantId);
  if (!programOn(settings)) return [];
  return runningCampaigns(campaigns, new Date()).filter((campaign) => campaign.campaign_payment !== null);
}

/** The best running campaign for `method` as a LOYALTY discount; the same cart when none applies. */
export function withPaymentCampaign(
  priced: PricedCart,
  campaigns: readonly LoyaltyCampaign[],
  method: string,
): PricedCart {
  const { summary } = priced.cart;
  const campaign = paymentCampaignDiscount(campaigns, method, summary.subtotal);
  if (campaign.discount <= 0 || campaign.name === null) return priced;
  const discount = Math.min(
    summary.discount + campaign.discount,
    summary.subtotal + summary.delivery_fee + summary.increase,
  );
  return {
    ...priced,
    cart: {
      ...priced.cart,
      adjustments: [
        ...priced.cart.adjustments,
        { type: "DISCOUNT", source: "LOYALTY", name: campaign.name, amount: campaign.discount },
      ],
      summary: { ...summary, discount, total: summary.subtotal + summary.delivery_fee + summary.increase - discount },
    },
  };
}

export async function applyPaymentCampaign(
  d1: D1Database,
  merchantId: number,
  clientId: number | undefined,
  priced: PricedCart,
  method: string,
): Promise<void> {
  priced.cart = withPaymentCampaign(priced, await runningPaymentCampaigns(d1, merchantId, clientId), method).cart;
}

async function programOf(d1: D1Database, merchantId: number) {
  const documents = await loadLoyaltyDocuments(d1, merchantId);
  if (!programOn(documents.settings)) throw notFound("This store has no loyalty programme");
  return { settings: documents.settings, campaigns: documents.campaigns ?? [] };
}

async function ledgerOf(d1: D1Database, merchantId: number, clientId: number) {
  const program = await programOf(d1, merchantId);
  const entries = await loadLedger(d1, merchantId, clientId);
  return { ...program, entries, view: ledgerView(entries, new Date()) };
}

async function campaignOf(d1: D1Database, merchantId: number, campaignId: number) {
  const { campaigns } = await programOf(d1, merchantId);
  const campaign = campaigns.find((candidate) => candidate.id === campaignId);
  if (!campaign) throw notFound("Campaign not found");
  return campaign;
}

async function redeemableItems(d1: D1Database, merchantId: number) {
  const menu = await loadMenu(createDb(d1), merchantId);
  return menu.categories
    .filter((category) => category.enabled && category.redeemable)
    .flatMap((category) => category.items)
    .filter((item) => item.enabled && item.available && item.points_price != null);
}

export async function clientPoints(d1: D1Database, merchantId: number, clientId: number) {
  const { view } = await ledgerOf(d1, merchantId, clientId);
  return { points: view.points, pending_points: view.pending_points };
}

export async function clientPointsToExpire(d1: D1Database, merchantId: number, clientId: number) {
  const { view, settings } = await ledgerOf(d1, merchantId, clientId);
  return pointsToExpire(view, settings.expiring_window_days, new Date());
}

export async function clientExtract(d1: D1Database, merchantId: number, clientId: number) {
  const { entries } = await ledgerOf(d1, merchantId, clientId);
  return { entries: extractOf(entries, new Date()) };
}

export async function loyaltyCampaigns(d1: D1Database, merchantId: number) {
  const { campaigns } = await programOf(d1, merchantId);
  return { campaigns: runningCampaigns(campaigns, new Date()) };
}

export async function loyaltySettings(d1: D1Database, merchantId: number): Promise<LoyaltySettings> {
  return (await programOf(d1, merchantId)).settings;
}

export async function campaignDetails(d1: D1Database, merchantId: number, campaignId: number) {
  return publicCampaign(await campaignOf(d1, merchantId, campaignId));
}

export async function campaignProducts(d1: D1Database, merchantId: number, campaignId: number) {
  const campaign = publicCampaign(await campaignOf(d1, merchantId, campaignId));
  const menu = await loadMenu(createDb(d1), merchantId);
  const products = menu.categories
    .filter((category) => category.enabled && !category.redeemable)
    .flatMap((category) => {
      const multiplier = categoryMultiplier([campaign], category.id);
      if (!campaign.campaign_sale_category.some((entry) => entry.category_id === category.id)) return [];
      return category.items
        .filter((item) => item.enabled && item.available)
        .map((item) => ({
          item_id: item.id,
          name: item.name,
          description: item.description,
          image: item.image,
          price: item.price,
          multiplier,
        }));
    });
  return { products };
}

export async function productsToRedeem(d1: D1Database, merchantId: number, clientId: number) {
  const { view } = await ledgerOf(d1, merchantId, clientId);
  const products = (await redeemableItems(d1, merchantId))
    .map((item) => ({
      item_id: item.id,
      name: item.name,
      description: item.description,
      image: item.image,
      points: item.points_price!,
      affordable: item.points_price! <= view.points,
    }))
    .sort((a, b) => a.points - b.points);
  return { products };
}

export async function redemptionStatus(d1: D1Database, merchantId: number, clientId: number) {
  const { view } = await ledgerOf(d1, merchantId, clientId);
  const prices = (await redeemableItems(d1, merchantId)).map((item) => item.points_price!);
  const cheapest = prices.length > 0 ? Math.min(...prices) : null;
  return { points: view.points, can_redeem: cheapest !== null && cheapest <= view.points, cheapest_points: cheapest };
}

export async function campaignDiscountOfCart(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  body: z.output<typeof validateCampaignsRequestSchema>,
) {
  const { campaigns } = await programOf(d1, merchantId);
  const { cart } = priced(await openCart(d1, merchantId, owner, body.cart_guid));
  return paymentCampaignDiscount(runningCampaigns(campaigns, new Date()), body.payment_method, cart.summary.subtotal);
}
