import { describe, expect, it } from "vitest";
import type { LoyaltyCampaign, LoyaltySettings } from "../../../contract";
import { itemLineKey } from "./cart-pricing";
import {
  type StoredEntry,
  earnedPoints,
  earningDates,
  extractOf,
  ledgerView,
  paymentCampaignDiscount,
  pointsToExpire,
  publicCampaign,
  redemptionExpiry,
  runningCampaigns,
} from "./loyalty";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

let ids = 0;
const entry = (kind: StoredEntry["kind"], points: number, effective: number, expires: number | null): StoredEntry => ({
  id: ++ids,
  kind,
  points,
  description: "",
  order_id: null,
  effective_at: at(effective),
  expires_at: expires === null ? null : at(expires),
  created_at: at(effective),
});

const SETTINGS: LoyaltySettings = {
  enabled: true,
  name: "Clube",
  points_per_unit: 2,
  unit_amount: 100,
  effectivation_days: 3,
  expiration_days: 90,
  expiring_window_days: 30,
};

describe("ledgerView", () => {
  it("sums the entries in effect, keeps future earnings pending and leaves expired ones out", () => {
    const view = ledgerView(
      [
        entry("EARNED", 100, -100, -10),
        entry("EARNED", 50, -10, 20),
        entry("EARNED", 30, 2, 92),
        entry("BONUS", 5, -1, null),
      ],
      NOW,
    );
    expect(view.points).toBe(55);
    expect(view.pending_points).toBe(30);
  });

  it("takes spent points from the soonest-expiring ones and never shows less than 0", () => {
    const ledger = [entry("EARNED", 50, -10, 20), entry("EARNED", 100, -5, 60), entry("REDEEMED", -70, -1, 60)];
    const view = ledgerView(ledger, NOW);
    expect(view.points).toBe(80);
    expect(view.unspent).toEqual([{ points: 80, expires_at: at(60) }]);
    expect(pointsToExpire(view, 30, NOW)).toEqual({ points: 0, entries: [] });
    expect(ledgerView([entry("REDEEMED", -10, -1, null)], NOW).points).toBe(0);
  });

  it("a redemption expires with the last of the points it took", () => {
    const view = ledgerView(
      [entry("EARNED", 50, -10, 20), entry("EARNED", 100, -5, 60), entry("BONUS", 10, -5, null)],
      NOW,
    );
    expect(redemptionExpiry(view, 40)).toBe(at(20));
    expect(redemptionExpiry(view, 120)).toBe(at(60));
    expect(redemptionExpiry(view, 155)).toBeNull();
  });

  it("lists the points to expire within the window", () => {
    const view = ledgerView([entry("EARNED", 50, -10, 20), entry("EARNED", 100, -5, 40)], NOW);
    expect(pointsToExpire(view, 30, NOW)).toEqual({ points: 50, entries: [{ points: 50, expires_at: at(20) }] });
  });

  it("extracts the effective entries newest first", () => {
    const ledger = [entry("EARNED", 1, -10, null), entry("EARNED", 2, 5, null), entry("EARNED", 3, -1, null)];
    expect(extractOf(ledger, NOW).map((line) => line.points)).toEqual([3, 1]);
  });
});

describe("campaigns and earning", () => {
  const campaign: LoyaltyCampaign = {
    id: 1,
    name: "Dobro",
    description: "",
    start_date: at(-10),
    end_date: null,
    campaign_sale_category: [
      { category_id: 1, category_name: "A", value: 2 },
      { category_id: 2, category_name: "B", value: 3 },
      { category_id: 3, category_name: "C", value: 1 },
      { category_id: 4, category_name: "D", value: 0 },
    ],
    campaign_payment: { payment_method: "PIX", discount_percent: 5 },
  };

  it("keeps sale categories of value 1 or 2 only, and running campaigns only", () => {
    expect(publicCampaign(campaign).campaign_sale_category.map((category) => category.category_id)).toEqual([1, 3]);
    expect(
      runningCampaigns(
        [campaign, { ...campaign, id: 2, end_date: at(-1) }, { ...campaign, id: 3, start_date: at(1) }],
        NOW,
      ).map((c) => c.id),
    ).toEqual([1]);
  });

  it("earns floor(weighted subtotal / unit) × points per unit", () => {
    const running = runningCampaigns([campaign], NOW);
    expect(earnedPoints(SETTINGS, running, [{ categoryId: 9, total: 1299 }])).toBe(24);
    expect(
      earnedPoints(SETTINGS, running, [
        { categoryId: 1, total: 1000 },
        { categoryId: 2, total: 1000 },
        { categoryId: null, total: 50 },
      ]),
    ).toBe(60);
    expect(earnedPoints({ ...SETTINGS, points_per_unit: 0 }, running, [{ categoryId: 1, total: 1000 }])).toBe(0);
  });

  it("dates an earning from its effectivation", () => {
    expect(earningDates(SETTINGS, NOW)).toEqual({ effective_at: at(3), expires_at: at(93) });
    expect(earningDates({ ...SETTINGS, expiration_days: null }, NOW).expires_at).toBeNull();
  });

  it("gives the payment campaign's discount for its method only", () => {
    expect(paymentCampaignDiscount([campaign], "PIX", 6210)).toEqual({ campaign_id: 1, name: "Dobro", discount: 310 });
    expect(paymentCampaignDiscount([campaign], "CASH", 6210).discount).toBe(0);
    expect(paymentCampaignDiscount([campaign], null, 6210).discount).toBe(0);
  });
});

describe("line keys", () => {
  it("a redeemed line never meets a bought one; a bought line's key is unchanged", () => {
    const line = { item_id: 5, notes: null, table_solicitation_id: null, options: [] };
    expect(itemLineKey(line)).toBe(JSON.stringify([5, null, null, []]));
    expect(itemLineKey({ ...line, redeemed: false })).toBe(itemLineKey(line));
    expect(itemLineKey({ ...line, redeemed: true })).not.toBe(itemLineKey(line));
  });
});
