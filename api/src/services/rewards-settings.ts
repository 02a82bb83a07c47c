import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type * as z from "zod";
import {
  COUPONS_PER_STORE_MAX,
  LOYALTY_CAMPAIGNS_MAX,
  REWARDS_ERRORS as E,
  type ConsoleCoupon,
  type ConsoleCoupons,
  type ConsoleLoyalty,
  type CouponRemoval,
  type CouponRequestParsed,
  type FidelityProgram,
  type LoyaltyCampaign,
  type LoyaltySettings,
  type SettingsChange,
  type couponSettingsRequestSchema,
  type fidelityProgramRequestSchema,
  type loyaltyCampaignRequestSchema,
  type loyaltySettingsRequestSchema,
} from "../../../contract";
import { parseDocument } from "../db/documents";
import { chosenId } from "../db/settings";
import {
  type ConsoleCouponRow,
  type CouponFields,
  clientIdByEmail,
  countCoupons,
  couponCodeOwner,
  createdCouponId,
  deleteCoupon,
  findConsoleCoupon,
  insertCoupon,
  listConsoleCoupons,
  markNextCouponId,
  menuForRewards,
  readRewardsMerchant,
  setCouponEnabled,
  setFidelityFlag,
  updateCoupon,
  writeRewardsDocument,
} from "../db/rewards-settings";
import { perClientLimit } from "../domain/coupons";
import { HttpError, notFound } from "../http/errors";
import { type SettingsActor, createOnce, writeSettings } from "./settings";

/*
 * Coupons, loyalty and fidelity edited by the owner (decision 107). Every write goes through
 * writeSettings: the change, its trail row and the settings version in one batch.
 */

type Changes = SettingsChange["changes"];
type Written = { id: number | null; version: number };

/** The fields whose value changed (documents hold objects, so compared as JSON). */
const diff = (fields: Array<[string, unknown, unknown]>): Changes =>
  fields
    .filter(([, from, to]) => JSON.stringify(from) !== JSON.stringify(to))
    .map(([field, from, to]) => ({ field, from, to }));

const fieldRefusal = (field: string, message: string, why: string) =>
  new HttpError(422, "VALIDATION_ERROR", why, [{ field, message }]);

async function merchantOf(d1: D1Database, merchantId: number) {
  const row = await readRewardsMerchant(d1, merchantId);
  if (!row) throw notFound("No such merchant");
  const place = parseDocument("tropicalization", row.tropicalization, merchantId);
  return { row, currency: place.currency, timezone: place.timezone };
}

/** The first instant of a store's calendar day, or its last. */
const dayStart = (day: string, timezone: string) => fromZonedTime(`${day}T00:00:00.000`, timezone).toISOString();
const dayEnd = (day: string, timezone: string) => fromZonedTime(`${day}T23:59:59.999`, timezone).toISOString();
const dayOf = (instant: string, timezone: string) => formatInTimeZone(new Date(instant), timezone, "yyyy-MM-dd");

function couponView(row: ConsoleCouponRow, timezone: string): ConsoleCoupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    discount_type: row.discountType,
    value: row.value,
    max_discount: row.maxDiscount,
    minimum_order: row.minimumOrder,
    starts_on: dayOf(row.startDate, timezone),
    ends_on: row.endDate === null ? null : dayOf(row.endDate, timezone),
    enabled: row.enabled,
    displayed_in_wallet: row.displayedInWallet,
    exclusive_email: row.clientEmail,
    requires_client: row.requiresClient,
    single_use: row.singleUse,
    first_order_only: row.firstOrderOnly,
    not_with_promotional_items: row.notWithPromotionalItems,
    not_with_loyalty: row.notWithLoyalty,
    delivery_restriction: row.deliveryRestriction,
    max_uses: row.maxUses,
    max_uses_per_client: perClientLimit(row),
    orders: row.orders,
  };
}

/** The store's coupons (enabled first, by code) and its coupon settings. */
export async function readCoupons(d1: D1Database, merchantId: number): Promise<ConsoleCoupons> {
  const { row, currency, timezone } = await merchantOf(d1, merchantId);
  const coupons = await listConsoleCoupons(d1, merchantId);
  return {
    currency,
    timezone,
    settings: parseDocument("coupon_settings", row.coupon_settings, merchantId),
    coupons: coupons.map((coupon) => couponView(coupon, timezone)),
  };
}

async function couponOf(d1: D1Database, merchantId: number, id: number): Promise<ConsoleCouponRow> {
  const coupon = await findConsoleCoupon(d1, merchantId, id);
  if (!coupon) throw notFound("No such coupon at this store");
  return coupon;
}

export async function readCoupon(d1: D1Database, merchantId: number, id: number) {
  const { currency, timezone } = await merchantOf(d1, merchantId);
  return { currency, timezone, coupon: couponView(await couponOf(d1, merchantId, id), timezone) };
}

async function fieldsOf(
  d1: D1Database,
  merchantId: number,
  request: CouponRequestParsed,
  timezone: string,
): Promise<CouponFields> {
  let clientId: number | null = null;
  if (request.exclusive_email !== null) {
    clientId = await clientIdByEmail(d1, merchantId, request.exclusive_email);
    if (clientId === null)
      throw fieldRefusal("exclusive_email", E.clientUnknown, "No customer of this store has that e-mail");
  }
  return {
    code: request.code,
    name: request.name,
    description: request.description ? request.description : null,
    discountType: request.discount_type,
    value: request.value,
    maxDiscount: request.max_discount,
    minimumOrder: request.minimum_order,
    startDate: dayStart(request.starts_on, timezone),
    endDate: request.ends_on === null ? null : dayEnd(request.ends_on, timezone),
    enabled: request.enabled,
    displayedInWallet: request.displayed_in_wallet,
    clientId,
    requiresClient: request.requires_client,
    // One use per customer is single_use (the add's unique index) and max_uses_per_client 1, written together.
    singleUse: request.single_use || request.max_uses_per_client === 1,
    firstOrderOnly: request.first_order_only,
    notWithPromotionalItems: request.not_with_promotional_items,
    notWithLoyalty: request.not_with_loyalty,
    deliveryRestriction: request.delivery_restriction,
    maxUses: request.max_uses,
    maxUsesPerClient: request.single_use ? 1 : request.max_uses_per_client,
  };
}

const codeTaken = () => fieldRefusal("code", E.codeTaken, "Another coupon of this store has that code");

/** The trail's fields of a coupon, as the console names them. */
const couponTrail = (fields: CouponFields, email: string | null): Array<[string, unknown]> => [
  ["code", fields.code],
  ["name", fields.name],
  ["description", fields.description],
  ["discount_type", fields.discountType],
  ["value", fields.value],
  ["max_discount", fields.maxDiscount],
  ["minimum_order", fields.minimumOrder],
  ["start_date", fields.startDate],
  ["end_date", fields.endDate],
  ["enabled", fields.enabled],
  ["displayed_in_wallet", fields.displayedInWallet],
  ["exclusive_email", email],
  ["requires_client", fields.requiresClient],
  ["single_use", fields.singleUse],
  ["first_order_only", fields.firstOrderOnly],
  ["not_with_promotional_items", fields.notWithPromotionalItems],
  ["not_with_loyalty", fields.notWithLoyalty],
  ["delivery_restriction", fields.deliveryRestriction],
  ["max_uses", fields.maxUses],
  ["max_uses_per_client", fields.maxUsesPerClient],
];

/** A new coupon; its form sent twice adds one and answers it both times, never "code taken" (decision 111). */
export async function createCoupon(
  d1: D1Database,
  actor: SettingsActor,
  request: CouponRequestParsed,
  now = new Date(),
): Promise<Written> {
  const written = await createOnce(d1, actor, request.request_key, (keyed) => addCoupon(d1, keyed, request, now));
  // Another create of the same code got there first: this batch wrote its trail row and nothing else.
  if (written.id === null) throw codeTaken();
  return written;
}

async function addCoupon(d1: D1Database, actor: SettingsActor, request: CouponRequestParsed, now: Date) {
  const { timezone } = await merchantOf(d1, actor.merchantId);
  if ((await countCoupons(d1, actor.merchantId)) >= COUPONS_PER_STORE_MAX)
    throw fieldRefusal("code", E.couponsTooMany, `A store has at most ${COUPONS_PER_STORE_MAX} coupons`);
  if ((await couponCodeOwner(d1, actor.merchantId, request.code)) !== null) throw codeTaken();
  const fields = await fieldsOf(d1, actor.merchantId, request, timezone);
  return writeSettings(
    d1,
    actor,
    [markNextCouponId(d1), insertCoupon(d1, actor.merchantId, fields, now.toISOString())],
    [
      {
        section: "coupons",
        action: "create",
        name: fields.code,
        changes: diff(couponTrail(fields, request.exclusive_email).map(([field, to]) => [field, null, to])),
      },
    ],
    createdCouponId(actor.merchantId, fields.code),
  );
}

export async function changeCoupon(
  d1: D1Database,
  actor: SettingsActor,
  id: number,
  request: CouponRequestParsed,
): Promise<Written> {
  const { timezone } = await merchantOf(d1, actor.merchantId);
  const before = await couponOf(d1, actor.merchantId, id);
  const holder = await couponCodeOwner(d1, actor.merchantId, request.code);
  if (holder !== null && holder !== id) throw codeTaken();
  const fields = await fieldsOf(d1, actor.merchantId, request, timezone);
  const from = new Map(couponTrail({ ...before }, before.clientEmail));
  const written = await writeSettings(
    d1,
    actor,
    [updateCoupon(d1, actor.merchantId, id, fields)],
    [
      {
        section: "coupons",
        action: "update",
        name: fields.code,
        changes: diff(couponTrail(fields, request.exclusive_email).map(([field, to]) => [field, from.get(field)!, to])),
      },
    ],
  );
  return { ...written, id };
}

export async function switchCoupon(d1: D1Database, actor: SettingsActor, id: number, enabled: boolean) {
  const before = await couponOf(d1, actor.merchantId, id);
  const written = await writeSettings(
    d1,
    actor,
    [setCouponEnabled(d1, actor.merchantId, id, enabled)],
    [
      {
        section: "coupons",
        action: "update",
        name: before.code,
        changes: diff([["enabled", before.enabled, enabled]]),
      },
    ],
  );
  return { ...written, id };
}

/** Deleted, unless some order used it: then disabled, so the order keeps its history. */
export async function removeCoupon(d1: D1Database, actor: SettingsActor, id: number): Promise<CouponRemoval> {
  const before = await couponOf(d1, actor.merchantId, id);
  if (before.orders > 0) {
    const written = await writeSettings(
      d1,
      actor,
      [setCouponEnabled(d1, actor.merchantId, id, false)],
      [
        {
          section: "coupons",
          action: "update",
          name: before.code,
          changes: diff([["enabled", before.enabled, false]]),
        },
      ],
    );
    return { id, version: written.version, outcome: "disabled" };
  }
  const written = await writeSettings(
    d1,
    actor,
    [deleteCoupon(d1, actor.merchantId, id)],
    [
      {
        section: "coupons",
        action: "delete",
        name: before.code,
        changes: [{ field: "code", from: before.code, to: null }],
      },
    ],
  );
  return { id, version: written.version, outcome: "deleted" };
}

export async function changeCouponSettings(
  d1: D1Database,
  actor: SettingsActor,
  request: z.output<typeof couponSettingsRequestSchema>,
): Promise<Written> {
  const { row } = await merchantOf(d1, actor.merchantId);
  const before = parseDocument("coupon_settings", row.coupon_settings, actor.merchantId);
  const after = { ...before, ...request };
  return writeSettings(
    d1,
    actor,
    [writeRewardsDocument(d1, actor.merchantId, "coupon_settings", after)],
    [
      {
        section: "coupons",
        action: "update",
        name: "coupon_settings",
        changes: diff([
          ["enabled", before.enabled, after.enabled],
          ["max_coupons_per_cart", before.max_coupons_per_cart, after.max_coupons_per_cart],
          ["show_wallet", before.show_wallet, after.show_wallet],
        ]),
      },
    ],
  );
}

function loyaltyDocuments(
  row: { loyalty_settings: string | null; loyalty_campaigns: string | null; fidelity_programs: string | null },
  merchantId: number,
) {
  return {
    settings: parseDocument("loyalty_settings", row.loyalty_settings, merchantId),
    campaigns: parseDocument("loyalty_campaigns", row.loyalty_campaigns, merchantId) ?? [],
    programs: parseDocument("fidelity_programs", row.fidelity_programs, merchantId) ?? [],
  };
}

/** The loyalty programme, its campaigns, the fidelity programme, and what the campaign form picks from. */
export async function readLoyalty(d1: D1Database, merchantId: number): Promise<ConsoleLoyalty> {
  const { row, currency, timezone } = await merchantOf(d1, merchantId);
  const { settings, campaigns, programs } = loyaltyDocuments(row, merchantId);
  const menu = await menuForRewards(d1, merchantId);
  return {
    currency,
    timezone,
    settings,
    campaigns: campaigns.map((campaign) => ({
      ...campaign,
      starts_on: dayOf(campaign.start_date, timezone),
      ends_on: campaign.end_date === null ? null : dayOf(campaign.end_date, timezone),
    })),
    fidelity: programs[0] ?? null,
    categories: menu.categories,
    redeemable_items: menu.redeemableItems,
  };
}

export async function changeLoyaltySettings(
  d1: D1Database,
  actor: SettingsActor,
  request: z.output<typeof loyaltySettingsRequestSchema>,
): Promise<Written> {
  const { row } = await merchantOf(d1, actor.merchantId);
  const before = loyaltyDocuments(row, actor.merchantId).settings;
  const after: LoyaltySettings = { ...request };
  const keys = Object.keys(after) as Array<keyof LoyaltySettings>;
  return writeSettings(
    d1,
    actor,
    [writeRewardsDocument(d1, actor.merchantId, "loyalty_settings", after)],
    [
      {
        section: "loyalty",
        action: before ? "update" : "create",
        name: after.name,
        changes: diff(keys.map((key) => [key, before ? before[key] : null, after[key]])),
      },
    ],
  );
}

function campaignOf(
  request: z.output<typeof loyaltyCampaignRequestSchema>,
  id: number,
  timezone: string,
  categories: readonly { id: number; name: string }[],
): LoyaltyCampaign {
  const doubled = [...new Set(request.double_points_categories)].map((categoryId, index) => {
    const category = categories.find((candidate) => candidate.id === categoryId);
    if (!category)
      throw fieldRefusal(
        `double_points_categories.${index}`,
        E.categoryInvalid,
        `No category ${categoryId} on the menu`,
      );
    return { category_id: category.id, category_name: category.name, value: 2 };
  });
  return {
    id,
    name: request.name,
    description: request.description,
    start_date: dayStart(request.starts_on, timezone),
    end_date: request.ends_on === null ? null : dayEnd(request.ends_on, timezone),
    campaign_sale_category: doubled,
    campaign_payment: request.campaign_payment,
  };
}

const campaignTrail = (campaign: LoyaltyCampaign | null): Array<[string, unknown]> => [
  ["name", campaign?.name ?? null],
  ["description", campaign?.description ?? null],
  ["start_date", campaign?.start_date ?? null],
  ["end_date", campaign?.end_date ?? null],
  ["double_points", campaign ? campaign.campaign_sale_category.map((entry) => entry.category_name) : null],
  ["campaign_payment", campaign?.campaign_payment ?? null],
];

async function writeCampaigns(
  d1: D1Database,
  actor: SettingsActor,
  campaigns: LoyaltyCampaign[],
  action: SettingsChange["action"],
  before: LoyaltyCampaign | null,
  after: LoyaltyCampaign | null,
): Promise<Written> {
  const from = new Map(campaignTrail(before));
  const written = await writeSettings(
    d1,
    actor,
    [writeRewardsDocument(d1, actor.merchantId, "loyalty_campaigns", campaigns.length > 0 ? campaigns : null)],
    [
      {
        section: "loyalty",
        action,
        name: (after ?? before)!.name,
        changes: diff(campaignTrail(after).map(([field, to]) => [field, from.get(field)!, to])),
      },
    ],
    action === "create" ? chosenId(after!.id) : undefined,
  );
  return { ...written, id: (after ?? before)!.id };
}

/** A new campaign; its form sent twice adds one (decision 111). */
export const createCampaign = (
  d1: D1Database,
  actor: SettingsActor,
  request: z.output<typeof loyaltyCampaignRequestSchema>,
): Promise<Written> => createOnce(d1, actor, request.request_key, (keyed) => addCampaign(d1, keyed, request));

async function addCampaign(
  d1: D1Database,
  actor: SettingsActor,
  request: z.output<typeof loyaltyCampaignRequestSchema>,
): Promise<Written> {
  const { row, timezone } = await merchantOf(d1, actor.merchantId);
  const { campaigns } = loyaltyDocuments(row, actor.merchantId);
  if (campaigns.length >= LOYALTY_CAMPAIGNS_MAX)
    throw fieldRefusal("name", E.campaignsTooMany, `A store has at most ${LOYALTY_CAMPAIGNS_MAX} campaigns`);
  const id = campaigns.reduce((highest, campaign) => Math.max(highest, campaign.id), 0) + 1;
  const campaign = campaignOf(request, id, timezone, (await menuForRewards(d1, actor.merchantId)).categories);
  return writeCampaigns(d1, actor, [...campaigns, campaign], "create", null, campaign);
}

export async function changeCampaign(
  d1: D1Database,
  actor: SettingsActor,
  id: number,
  request: z.output<typeof loyaltyCampaignRequestSchema>,
): Promise<Written> {
  const { row, timezone } = await merchantOf(d1, actor.merchantId);
  const { campaigns } = loyaltyDocuments(row, actor.merchantId);
  const before = campaigns.find((campaign) => campaign.id === id);
  if (!before) throw notFound("No such campaign at this store");
  const campaign = campaignOf(request, id, timezone, (await menuForRewards(d1, actor.merchantId)).categories);
  const next = campaigns.map((entry) => (entry.id === id ? campaign : entry));
  return writeCampaigns(d1, actor, next, "update", before, campaign);
}

export async function removeCampaign(d1: D1Database, actor: SettingsActor, id: number): Promise<Written> {
  const { row } = await merchantOf(d1, actor.merchantId);
  const { campaigns } = loyaltyDocuments(row, actor.merchantId);
  const before = campaigns.find((campaign) => campaign.id === id);
  if (!before) throw notFound("No such campaign at this store");
  const next = campaigns.filter((campaign) => campaign.id !== id);
  return writeCampaigns(d1, actor, next, "delete", before, null);
}

/** The store's programme, first of the list (the one the storefront shows); the others are kept as they are. */
export async function changeFidelity(
  d1: D1Database,
  actor: SettingsActor,
  request: z.output<typeof fidelityProgramRequestSchema>,
): Promise<Written> {
  const { row } = await merchantOf(d1, actor.merchantId);
  const { programs } = loyaltyDocuments(row, actor.merchantId);
  const before = programs[0] ?? null;
  const program: FidelityProgram = { id: before?.id ?? 1, ...request };
  const next = [program, ...programs.slice(1)];
  const flat = (entry: FidelityProgram | null): Array<[string, unknown]> => [
    ["enabled", entry?.enabled ?? null],
    ["name", entry?.name ?? null],
    ["description", entry?.description ?? null],
    ["modality", entry?.modality ?? null],
    ["goal", entry?.goal ?? null],
    ["reward", entry?.reward ?? null],
  ];
  const from = new Map(flat(before));
  const written = await writeSettings(
    d1,
    actor,
    [
      writeRewardsDocument(d1, actor.merchantId, "fidelity_programs", next),
      setFidelityFlag(
        d1,
        actor.merchantId,
        next.some((entry) => entry.enabled),
      ),
    ],
    [
      {
        section: "fidelity",
        action: before ? "update" : "create",
        name: program.name,
        changes: diff(flat(program).map(([field, to]) => [field, from.get(field)!, to])),
      },
    ],
  );
  return { ...written, id: program.id };
}
