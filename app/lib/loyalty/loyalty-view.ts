// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { Currency, LoyaltyCampaign, LoyaltyEntry, LoyaltySettings, ProductToRedeem } from "../../../contract";
import { formatDate } from "../../../contract/formats/dates";
import { formatMoney } from "../../../contract/formats/money";

/*
 * The loyalty page's view models: shaped on the server from the API's answers, dates
 * in the merchant's time zone, money formatted; the texts around them come from the locales.
 */

/**
 * Points to expire, one line per day in the merchant's zone: a refund gives back points under a
 * new entry with the same expiry, which a customer reads as one amount.
 */
function expiringByDay(
  entries: { points: number; expires_at: string }[],
  timeZone: string,
  locale: string,
): { points: number; date: string }[] {
  const byDay = new Map<string, { points: number; date: string }>();
  for (const entry of [...entries].sort((a, b) => a.expires_at.localeCompare(b.expires_at))) {
    const key = formatDate(entry.expires_at, timeZone, "en-CA");
    const line = byDay.get(key) ?? { points: 0, date: formatDate(entry.expires_at, timeZone, locale) };
    line.points += entry.points;
    byDay.set(key, line);
  }
  return [...byDay.values()].filter((line) => line.points > 0);
}

export interface LoyaltyEntryView {
  id: number;
  kind: LoyaltyEntry["kind"];
  points: number;
  description: string;
  orderId: number | null;
  date: string;
  /** When its points expire (or expired), for earnings and bonuses. */
  expires: { date: string; past: boolean } | null;
}

export interface CampaignView {
  id: number;
  name: string;
  description: string;
  until: string | null;
  categories: { name: string; value: 1 | 2 }[];
  payment: { method: string; percent: number } | null;
}

export interface RedeemView {
  itemId: number;
  name: string;
  description: string;
  image: string | null;
  points: number;
  affordable: boolean;
  missing: number;
}

export interface LoyaltyView {
  name: string;
  balance: number;
  pending: number;
  rules: { unit: string; points: number };
  expiringWindowDays: number;
  expiring: { points: number; date: string }[];
  extract: LoyaltyEntryView[];
  /** Null when the campaigns could not be read: the rest of the page stands. */
  campaigns: CampaignView[] | null;
  products: RedeemView[];
}

export interface LoyaltyAnswers {
  settings: LoyaltySettings;
  points: { points: number; pending_points: number };
  toExpire: { points: number; entries: { points: number; expires_at: string }[] };
  extract: LoyaltyEntry[];
  campaigns: LoyaltyCampaign[] | null;
  products: ProductToRedeem[];
}

export function presentLoyalty(
  answers: LoyaltyAnswers,
  options: { currency: Currency; locale: string; timeZone: string; now?: Date },
): LoyaltyView {
  const { timeZone, locale } = options;
  const day = (iso: string) => formatDate(iso, timeZone, locale);
  const now = (options.now ?? new Date()).toISOString();
  return {
    name: answers.settings.name,
    balance: answers.points.points,
    pending: answers.points.pending_points,
    rules: {
      unit: formatMoney(answers.settings.unit_amount, options.currency, options.locale),
      points: answers.settings.points_per_unit,
    },
    expiringWindowDays: answers.settings.expiring_window_days,
    expiring: expiringByDay(answers.toExpire.entries, timeZone, locale),
    extract: answers.extract.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      points: entry.points,
      description: entry.description,
      orderId: entry.order_id,
      date: day(entry.effectivation_date),
      expires:
        entry.expires_at !== null && entry.points > 0 && entry.kind !== "REFUNDED"
          ? { date: day(entry.expires_at), past: entry.expires_at <= now }
          : null,
    })),
    campaigns:
      answers.campaigns?.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        description: campaign.description,
        until: campaign.end_date ? day(campaign.end_date) : null,
        categories: campaign.campaign_sale_category.flatMap((category) =>
          category.value === 1 || category.value === 2
            ? [{ name: category.category_name, value: category.value as 1 | 2 }]
            : [],
        ),
        payment: campaign.campaign_payment
          ? { method: campaign.campaign_payment.payment_method, percent: campaign.campaign_payment.discount_percent }
          : null,
      })) ?? null,
    products: answers.products.map((product) => ({
      itemId: product.item_id,
      name: product.name,
      description: product.description,
      image: product.image,
      points: product.points,
      affordable: product.affordable,
      missing: Math.max(0, product.points - answers.points.points),
    })),
  };
}
