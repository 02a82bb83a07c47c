import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import type { ApiResult } from "~/lib/platform/api.server";
import { currentClient } from "~/lib/accounts/client-session.server";
import { formatDate } from "../../../contract/formats/dates";
import { presentLoyalty, type LoyaltyView } from "./loyalty-view";
import { readWithToken, visitorToken } from "~/lib/store/store.server";

// Loyalty points (decision 025): only a logged-in client has points, so every call is the
// client's and never cached.

/** False when the API cannot say. */
export async function hasLoyalty(context: Pick<AppLoadContext, "api" | "store">): Promise<boolean> {
  const answer = await readWithToken(context, (slug, token) =>
    context.api.loyaltySettings(slug, token).catch(() => null),
  );
  return answer?.ok === true && answer.data.enabled;
}

export type LoyaltyLoad =
  { state: "ready"; view: LoyaltyView } | { state: "none" } | { state: "failed"; status: number; message: string };

/**
 * The client's points page, read at once (the page links here only when the programme is on, so
 * the reads are seldom wasted). The campaigns alone failing leaves the rest of the page.
 */
export async function loadLoyalty(
  context: Pick<AppLoadContext, "api" | "store">,
  token: string,
  options: { currency: Parameters<typeof presentLoyalty>[1]["currency"]; locale: string; timeZone: string },
): Promise<LoyaltyLoad> {
  const client = currentClient(context);
  const slug = context.store.slug;
  if (!client || !slug) return { state: "none" };
  const { api } = context;
  const [settings, points, toExpire, extract, campaigns, products] = await Promise.all([
    api.loyaltySettings(slug, token),
    api.loyaltyPoints(slug, token, client.id),
    api.loyaltyPointsToExpire(slug, token, client.id),
    api.loyaltyExtract(slug, token, client.id),
    api.loyaltyCampaigns(slug, token, client.id),
    api.loyaltyProductsToRedeem(slug, token, client.id),
  ]);
  if (!settings.ok)
    return settings.status === 404
      ? { state: "none" }
      : { state: "failed", status: settings.status, message: "loyalty.page.settingsFailed" };
  const failed = [points, toExpire, extract, products].find(
    (answer): answer is Extract<ApiResult<unknown>, { ok: false }> => !answer.ok,
  );
  if (failed) return { state: "failed", status: failed.status, message: "loyalty.page.unavailable" };
  if (!points.ok || !toExpire.ok || !extract.ok || !products.ok)
    return { state: "failed", status: 502, message: "loyalty.page.unavailable" };
  return {
    state: "ready",
    view: presentLoyalty(
      {
        settings: settings.data,
        points: points.data,
        toExpire: toExpire.data,
        extract: extract.data.entries,
        campaigns: campaigns.ok ? campaigns.data.campaigns : null,
        products: products.data.products,
      },
      options,
    ),
  };
}

export interface PointsAlert {
  points: number;
  date: string;
  /** The expiry day (YYYY-MM-DD, store time): a later batch of points to expire alerts again. */
  key: string;
}

/** Null for a visitor or when the API cannot say: the menu then shows no alert. */
export async function loadPointsToExpire(
  context: Pick<AppLoadContext, "api" | "store">,
  token: string,
): Promise<{ points: number; expires_at: string }[] | null> {
  const client = currentClient(context);
  const slug = context.store.slug;
  if (!client || !slug) return null;
  const answer = await Promise.resolve()
    .then(() => context.api.loyaltyPointsToExpire(slug, token, client.id))
    .catch(() => null);
  return answer?.ok ? answer.data.entries : null;
}

/** How soon points must expire for the menu to interrupt the client (the points page lists the whole window). */
export const POINTS_ALERT_DAYS = 7;

/** Summed over the soonest day in the store's time zone. */
export function pointsAlertOf(
  entries: { points: number; expires_at: string }[],
  options: { locale: string; timeZone: string; now?: Date },
): PointsAlert | null {
  const day = (iso: string) => formatDate(iso, options.timeZone, "en-CA");
  const until = new Date((options.now ?? new Date()).getTime() + POINTS_ALERT_DAYS * 86_400_000).toISOString();
  const soonest = entries
    .filter((entry) => entry.points > 0 && entry.expires_at <= until)
    .sort((a, b) => a.expires_at.localeCompare(b.expires_at))[0];
  if (!soonest) return null;
  const key = day(soonest.expires_at);
  const points = entries.filter((entry) => day(entry.expires_at) === key).reduce((sum, entry) => sum + entry.points, 0);
  return points > 0 ? { points, date: formatDate(soonest.expires_at, options.timeZone, options.locale), key } : null;
}

export function redeemErrorKey(code: string, status: number): string {
  if (status >= 500) return "loyalty.errors.generic";
  return ["INSUFFICIENT_POINTS", "REQUIRED_CLIENT", "UNAVAILABLE"].includes(code)
    ? `loyalty.errors.${code}`
    : "loyalty.errors.generic";
}

export interface PaymentCampaign {
  name: string;
  discount: number;
}

/**
 * The payment campaigns' discounts on the client's cart, per payment method. `cartGuid`: the
 * checkout keeps the answer only for the cart it shows. Empty when the API cannot say.
 */
export async function paymentCampaigns(
  context: Pick<AppLoadContext, "api" | "store">,
): Promise<{ cartGuid: string | null; campaigns: Record<string, PaymentCampaign> }> {
  const client = currentClient(context);
  const slug = context.store.slug;
  const guid = context.store.session?.get("cartGuid") ?? null;
  const none = { cartGuid: guid, campaigns: {} };
  if (!client || !slug || !guid) return none;
  const token = await visitorToken(context).catch(() => null);
  if (!token) return none;
  const campaigns = await Promise.resolve()
    .then(() => context.api.loyaltyCampaigns(slug, token, client.id))
    .catch(() => null);
  if (!campaigns?.ok) return none;
  const methods = [
    ...new Set(
      campaigns.data.campaigns.flatMap((campaign) =>
        campaign.campaign_payment ? [campaign.campaign_payment.payment_method] : [],
      ),
    ),
  ];
  const found: Record<string, PaymentCampaign> = {};
  await Promise.all(
    methods.map(async (method) => {
      const answer = await Promise.resolve()
        .then(() => context.api.validateCampaigns(slug, token, client.id, { cart_guid: guid, payment_method: method }))
        .catch(() => null);
      if (answer?.ok && answer.data.discount > 0 && answer.data.name)
        found[method] = { name: answer.data.name, discount: answer.data.discount };
    }),
  );
  return { cartGuid: guid, campaigns: found };
}

/** `redeem-over18` is the same post once the visitor said they are of age. */
export const redeemFormSchema = z.object({
  intent: z.enum(["redeem", "redeem-over18"]),
  item_id: z.coerce.number().int().positive(),
});
