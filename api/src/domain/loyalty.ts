import type { LoyaltyCampaign, LoyaltyEntry, LoyaltySettings } from "../../../contract";

/*
 * The balance is the plain sum of the entries in effect: the same sum the SQL guard of an order
 * checks (db/loyalty.ts), so what the page shows and what an order may spend agree. A REDEEMED entry
 * expires with the last points it took, so expired earnings do not take spent points away twice.
 */

const DAY = 86_400_000;

export interface StoredEntry {
  id: number;
  kind: LoyaltyEntry["kind"];
  points: number;
  description: string;
  order_id: number | null;
  effective_at: string;
  expires_at: string | null;
  created_at: string;
}

const inEffect = (entry: Pick<StoredEntry, "effective_at" | "expires_at">, at: string) =>
  entry.effective_at <= at && (entry.expires_at === null || entry.expires_at > at);

export const programOn = (settings: LoyaltySettings | null): settings is LoyaltySettings =>
  settings !== null && settings.enabled;

export interface LedgerView {
  /** Points the client can spend now (never below 0). */
  points: number;
  /** Earned points not yet effective. */
  pending_points: number;
  unspent: { points: number; expires_at: string | null }[];
}

export function ledgerView(entries: readonly StoredEntry[], now: Date): LedgerView {
  const at = now.toISOString();
  const active = entries.filter((entry) => inEffect(entry, at));
  const sum = active.reduce((total, entry) => total + entry.points, 0);
  const pending = entries
    .filter((entry) => entry.points > 0 && entry.effective_at > at)
    .reduce((total, entry) => total + entry.points, 0);
  // The spent points come off the soonest-expiring credits first.
  let spent = -active.filter((entry) => entry.points < 0).reduce((total, entry) => total + entry.points, 0);
  const credits = active.filter((entry) => entry.points > 0).sort(byExpiry);
  const unspent = credits.flatMap((entry) => {
    const taken = Math.min(spent, entry.points);
    spent -= taken;
    return entry.points - taken > 0 ? [{ points: entry.points - taken, expires_at: entry.expires_at }] : [];
  });
  return { points: Math.max(0, sum), pending_points: pending, unspent };
}

const byExpiry = (a: { expires_at: string | null; id?: number }, b: { expires_at: string | null; id?: number }) => {
  if (a.expires_at === b.expires_at) return (a.id ?? 0) - (b.id ?? 0);
  if (a.expires_at === null) return 1;
  if (b.expires_at === null) return -1;
  return a.expires_at < b.expires_at ? -1 : 1;
};

export function pointsToExpire(view: LedgerView, windowDays: number, now: Date) {
  const until = new Date(now.getTime() + windowDays * DAY).toISOString();
  const entries = view.unspent.flatMap((entry) =>
    entry.expires_at !== null && entry.expires_at <= until
      ? [{ points: entry.points, expires_at: entry.expires_at }]
      : [],
  );
  return { points: entries.reduce((total, entry) => total + entry.points, 0), entries };
}

export function extractOf(entries: readonly StoredEntry[], now: Date): LoyaltyEntry[] {
  const at = now.toISOString();
  return entries
    .filter((entry) => entry.effective_at <= at)
    .sort((a, b) => (a.effective_at === b.effective_at ? b.id - a.id : a.effective_at < b.effective_at ? 1 : -1))
    .map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      points: entry.points,
      description: entry.description,
      order_id: entry.order_id,
      effectivation_date: entry.effective_at,
      expires_at: entry.expires_at,
    }));
}

/** Null (never) when it takes any points that never expire, or more than there are. */
export function redemptionExpiry(view: LedgerView, cost: number): string | null {
  let left = cost;
  let last: string | null = null;
  for (const entry of view.unspent) {
    if (left <= 0) break;
    if (entry.expires_at === null) return null;
    last = entry.expires_at;
    left -= entry.points;
  }
  return left > 0 ? null : last;
}

/** Customer spec §4: a campaign's sale categories are kept only with value 1 or 2. */
export function publicCampaign(campaign: LoyaltyCampaign): LoyaltyCampaign {
  return {
    ...campaign,
    campaign_sale_category: campaign.campaign_sale_category.filter(
      (category) => category.value === 1 || category.value === 2,
    ),
  };
}

export function runningCampaigns(campaigns: readonly LoyaltyCampaign[] | null, now: Date): LoyaltyCampaign[] {
  const at = now.toISOString();
  return (campaigns ?? [])
    .filter((campaign) => campaign.start_date <= at && (campaign.end_date === null || campaign.end_date >= at))
    .map(publicCampaign);
}

export function categoryMultiplier(campaigns: readonly LoyaltyCampaign[], categoryId: number | null): number {
  let best = 1;
  for (const campaign of campaigns) {
    for (const category of campaign.campaign_sale_category)
      if (category.category_id === categoryId && category.value > best) best = category.value;
  }
  return best;
}

/** floor(weighted subtotal / unit_amount) × points_per_unit; redeemed lines earn nothing. */
export function earnedPoints(
  settings: LoyaltySettings,
  campaigns: readonly LoyaltyCampaign[],
  lines: readonly { categoryId: number | null; total: number }[],
): number {
  if (settings.unit_amount <= 0 || settings.points_per_unit <= 0) return 0;
  const weighted = lines.reduce((sum, line) => sum + line.total * categoryMultiplier(campaigns, line.categoryId), 0);
  return Math.floor(weighted / settings.unit_amount) * settings.points_per_unit;
}

export function earningDates(settings: LoyaltySettings, at: Date): { effective_at: string; expires_at: string | null } {
  const effective = new Date(at.getTime() + settings.effectivation_days * DAY);
  return {
    effective_at: effective.toISOString(),
    expires_at:
      settings.expiration_days === null
        ? null
        : new Date(effective.getTime() + settings.expiration_days * DAY).toISOString(),
  };
}

export function paymentCampaignDiscount(
  campaigns: readonly LoyaltyCampaign[],
  method: string | null,
  subtotal: number,
): { campaign_id: number | null; name: string | null; discount: number } {
  let best: { campaign_id: number | null; name: string | null; discount: number } = {
    campaign_id: null,
    name: null,
    discount: 0,
  };
  if (method === null) return best;
  for (const campaign of campaigns) {
    const payment = campaign.campaign_payment;
    if (!payment || payment.payment_method !== method) continue;
    const discount = Math.floor((subtotal * payment.discount_percent) / 100);
    if (discount > best.discount) best = { campaign_id: campaign.id, name: campaign.name, discount };
  }
  return best;
}
