import * as z from "zod";
import { settingsRequestKeySchema } from "./console-settings";
import { envelope } from "./envelope";
import { VOUCHER_CODE_MAX } from "./coupons";
import { couponDiscountTypeSchema } from "./cart";
import { fidelityModalitySchema, fidelityProgramSchema, loyaltyCampaignSchema, loyaltySettingsSchema } from "./loyalty";
import { couponSettingsSchema } from "./settings";

// Coupons, loyalty and fidelity in the console (decision 107), on the settings' frame (decision
// 102): every member reads, the owner writes, each write one batch with its trail row and the
// settings version raised. Dates are the store's calendar days (YYYY-MM-DD); the API turns them into
// instants in the store's time zone. Messages are locale keys, shared by the pages and the API.

export const REWARDS_ERRORS = {
  codeRequired: "console.settings.rewards.errors.codeRequired",
  codeInvalid: "console.settings.rewards.errors.codeInvalid",
  codeTaken: "console.settings.rewards.errors.codeTaken",
  nameRequired: "console.settings.rewards.errors.nameRequired",
  nameTooLong: "console.settings.rewards.errors.nameTooLong",
  descriptionTooLong: "console.settings.rewards.errors.descriptionTooLong",
  amountRequired: "console.settings.rewards.errors.amountRequired",
  amountInvalid: "console.settings.rewards.errors.amountInvalid",
  amountTooHigh: "console.settings.rewards.errors.amountTooHigh",
  percentRequired: "console.settings.rewards.errors.percentRequired",
  percentInvalid: "console.settings.rewards.errors.percentInvalid",
  percentWhole: "console.settings.rewards.errors.percentWhole",
  maxDiscountOnlyPercent: "console.settings.rewards.errors.maxDiscountOnlyPercent",
  dateInvalid: "console.settings.rewards.errors.dateInvalid",
  endBeforeStart: "console.settings.rewards.errors.endBeforeStart",
  freeDeliveryNotAtStore: "console.settings.rewards.errors.freeDeliveryNotAtStore",
  clientUnknown: "console.settings.rewards.errors.clientUnknown",
  clientInvalid: "console.settings.rewards.errors.clientInvalid",
  countInvalid: "console.settings.rewards.errors.countInvalid",
  pointsInvalid: "console.settings.rewards.errors.pointsInvalid",
  daysInvalid: "console.settings.rewards.errors.daysInvalid",
  categoryInvalid: "console.settings.rewards.errors.categoryInvalid",
  campaignEmpty: "console.settings.rewards.errors.campaignEmpty",
  campaignsTooMany: "console.settings.rewards.errors.campaignsTooMany",
  couponsTooMany: "console.settings.rewards.errors.couponsTooMany",
  goalInvalid: "console.settings.rewards.errors.goalInvalid",
} as const;

const E = REWARDS_ERRORS;

/** The coupons' use limits (decision 114): their messages live in the console's couponLimits texts. */
export const COUPON_LIMITS_ERRORS = {
  usesInvalid: "console.settings.couponLimits.errors.usesInvalid",
  usesPerClientInvalid: "console.settings.couponLimits.errors.usesPerClientInvalid",
  singleUseIsOne: "console.settings.couponLimits.errors.singleUseIsOne",
} as const;
/** Orders one coupon may be used in, in all. */
export const COUPON_USES_MAX = 1_000_000;
/** Orders one customer may place with one coupon. */
export const COUPON_USES_PER_CLIENT_MAX = 1_000;

export const REWARDS_NAME_MAX = 80;
export const REWARDS_DESCRIPTION_MAX = 300;
/** A coupon's or a reward's amount, and a minimum order, in minor units (1,000,000.00 in a two-decimal currency). */
export const REWARDS_MONEY_MAX = 100_000_000;
export const COUPONS_PER_CART_MAX = 10;
export const COUPONS_PER_STORE_MAX = 500;
export const LOYALTY_CAMPAIGNS_MAX = 20;
export const LOYALTY_POINTS_PER_UNIT_MAX = 1_000;
export const LOYALTY_DAYS_MAX = 3_650;
export const FIDELITY_GOAL_MAX = 1_000;

const nameSchema = z
  .string({ error: E.nameRequired })
  .trim()
  .min(1, { error: E.nameRequired, abort: true })
  .max(REWARDS_NAME_MAX, { error: E.nameTooLong });

const descriptionSchema = z
  .string({ error: E.descriptionTooLong })
  .trim()
  .max(REWARDS_DESCRIPTION_MAX, { error: E.descriptionTooLong });

const moneyField = (min: number) =>
  z
    .number({ error: E.amountRequired })
    .int({ error: E.amountInvalid })
    .min(min, { error: min > 0 ? E.amountRequired : E.amountInvalid })
    .max(REWARDS_MONEY_MAX, { error: E.amountTooHigh });

const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** A calendar day that exists, YYYY-MM-DD. */
export const calendarDaySchema = z
  .string({ error: E.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: E.dateInvalid })
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= "2000-01-01";
    },
    { error: E.dateInvalid },
  );

/** A code as the customer's entry reads it: trimmed and upper-cased, letters, digits, "-" and "_". */
export const couponCodeSchema = z
  .string({ error: E.codeRequired })
  .trim()
  .min(1, { error: E.codeRequired, abort: true })
  .max(VOUCHER_CODE_MAX, { error: E.codeInvalid })
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, { error: E.codeInvalid }));

export const couponDeliveryRestrictionSchema = z.enum(["STORE_ONLY", "DELIVERY_ONLY"]);

/**
 * Every restriction the coupon checks enforce (contract/coupons.ts, api/src/domain/coupons.ts).
 * FIXED: `value` in minor units; PERCENTAGE: whole percent 1..100, with an optional cap;
 * FREE_DELIVERY: value 0, never for takeout only.
 */
export const couponRequestSchema = z
  .object({
    code: couponCodeSchema,
    name: nameSchema,
    description: descriptionSchema.nullable(),
    discount_type: couponDiscountTypeSchema,
    value: z.number({ error: E.amountRequired }).int({ error: E.amountInvalid }),
    max_discount: moneyField(1).nullable(),
    minimum_order: moneyField(0),
    starts_on: calendarDaySchema,
    ends_on: calendarDaySchema.nullable(),
    enabled: z.boolean(),
    displayed_in_wallet: z.boolean(),
    /** Only for this customer of the store (by the e-mail of their account); null: anyone. */
    exclusive_email: z
      .string({ error: E.clientInvalid })
      .trim()
      .toLowerCase()
      .max(254, { error: E.clientInvalid })
      .pipe(z.email({ error: E.clientInvalid }))
      .nullable(),
    requires_client: z.boolean(),
    single_use: z.boolean(),
    first_order_only: z.boolean(),
    not_with_promotional_items: z.boolean(),
    not_with_loyalty: z.boolean(),
    delivery_restriction: couponDeliveryRestrictionSchema.nullable(),
    /** Orders (not canceled) that may use it in all; null: no limit. */
    max_uses: wholeNumber(1, COUPON_USES_MAX, COUPON_LIMITS_ERRORS.usesInvalid).nullable().default(null),
    /** Orders one customer may place with it; 1 is `single_use`, and is stored as both; null: no limit. */
    max_uses_per_client: wholeNumber(1, COUPON_USES_PER_CLIENT_MAX, COUPON_LIMITS_ERRORS.usesPerClientInvalid)
      .nullable()
      .default(null),
    /** A new coupon's form key; a change ignores it. */
    request_key: settingsRequestKeySchema.optional(),
  })
  .superRefine((coupon, context) => {
    const issue = (path: string, message: string) =>
      context.issues.push({ code: "custom", message, path: [path], input: coupon });
    if (coupon.single_use && coupon.max_uses_per_client !== null && coupon.max_uses_per_client !== 1)
      issue("max_uses_per_client", COUPON_LIMITS_ERRORS.singleUseIsOne);
    if (coupon.discount_type === "PERCENTAGE" && (coupon.value < 1 || coupon.value > 100))
      issue("value", E.percentInvalid);
    if (coupon.discount_type === "FIXED" && coupon.value < 1) issue("value", E.amountRequired);
    if (coupon.discount_type === "FIXED" && coupon.value > REWARDS_MONEY_MAX) issue("value", E.amountTooHigh);
    if (coupon.discount_type === "FREE_DELIVERY" && coupon.value !== 0) issue("value", E.amountInvalid);
    if (coupon.discount_type !== "PERCENTAGE" && coupon.max_discount !== null)
      issue("max_discount", E.maxDiscountOnlyPercent);
    if (coupon.ends_on !== null && coupon.ends_on < coupon.starts_on) issue("ends_on", E.endBeforeStart);
    if (coupon.discount_type === "FREE_DELIVERY" && coupon.delivery_restriction === "STORE_ONLY")
      issue("delivery_restriction", E.freeDeliveryNotAtStore);
  });
export type CouponRequest = z.input<typeof couponRequestSchema>;
export type CouponRequestParsed = z.output<typeof couponRequestSchema>;

/** A coupon as the console shows it. */
export const consoleCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discount_type: couponDiscountTypeSchema,
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  minimum_order: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  enabled: z.boolean(),
  displayed_in_wallet: z.boolean(),
  exclusive_email: z.string().nullable(),
  requires_client: z.boolean(),
  single_use: z.boolean(),
  first_order_only: z.boolean(),
  not_with_promotional_items: z.boolean(),
  not_with_loyalty: z.boolean(),
  delivery_restriction: couponDeliveryRestrictionSchema.nullable(),
  max_uses: z.number().int().nullable(),
  /** 1 for a single-use coupon. */
  max_uses_per_client: z.number().int().nullable(),
  /** Orders placed with it and not canceled (its uses): such a coupon is disabled, never deleted. */
  orders: z.number().int(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;

export const consoleCouponsSchema = z.object({
  currency: z.string(),
  timezone: z.string(),
  settings: couponSettingsSchema,
  coupons: z.array(consoleCouponSchema),
});
export type ConsoleCoupons = z.infer<typeof consoleCouponsSchema>;
export const consoleCouponsResponseSchema = envelope(consoleCouponsSchema);
export const consoleCouponResponseSchema = envelope(
  z.object({ currency: z.string(), timezone: z.string(), coupon: consoleCouponSchema }),
);

/** The store's coupon settings: coupons on or off, how many a cart holds, the customers' wallet. */
export const couponSettingsRequestSchema = z.object({
  enabled: z.boolean(),
  max_coupons_per_cart: wholeNumber(1, COUPONS_PER_CART_MAX, E.countInvalid),
  show_wallet: z.boolean(),
});
export type CouponSettingsRequest = z.input<typeof couponSettingsRequestSchema>;

export const couponEnabledRequestSchema = z.object({ enabled: z.boolean() });

/** A delete answers what happened: a coupon some order used is disabled instead, so the order keeps its history. */
export const couponRemovalResponseSchema = envelope(
  z.object({ id: z.number().int(), version: z.number().int(), outcome: z.enum(["deleted", "disabled"]) }),
);
export type CouponRemoval = z.infer<typeof couponRemovalResponseSchema>["data"];

/** The loyalty programme: points per unit of money spent, when they count and when they expire. */
export const loyaltySettingsRequestSchema = z.object({
  enabled: z.boolean(),
  name: nameSchema,
  points_per_unit: wholeNumber(1, LOYALTY_POINTS_PER_UNIT_MAX, E.pointsInvalid),
  unit_amount: moneyField(1),
  effectivation_days: wholeNumber(0, LOYALTY_DAYS_MAX, E.daysInvalid),
  /** null: the points never expire. */
  expiration_days: wholeNumber(1, LOYALTY_DAYS_MAX, E.daysInvalid).nullable(),
  expiring_window_days: wholeNumber(1, 365, E.daysInvalid),
});
export type LoyaltySettingsRequest = z.input<typeof loyaltySettingsRequestSchema>;

export const campaignPaymentMethods =
  loyaltyCampaignSchema.shape.campaign_payment.unwrap().shape.payment_method.options;

/** A campaign: points doubled in some categories, and/or a discount for paying with one method, within its days. */
export const loyaltyCampaignRequestSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    starts_on: calendarDaySchema,
    ends_on: calendarDaySchema.nullable(),
    /** Categories whose points count double while the campaign runs. */
    double_points_categories: z
      .array(z.number({ error: E.categoryInvalid }).int({ error: E.categoryInvalid }).positive(), {
        error: E.categoryInvalid,
      })
      .max(200, { error: E.categoryInvalid }),
    campaign_payment: z
      .object({
        payment_method: z.enum(campaignPaymentMethods, { error: E.amountInvalid }),
        discount_percent: wholeNumber(1, 100, E.percentInvalid),
      })
      .nullable(),
    /** A new campaign's form key; a change ignores it. */
    request_key: settingsRequestKeySchema.optional(),
  })
  .superRefine((campaign, context) => {
    if (campaign.ends_on !== null && campaign.ends_on < campaign.starts_on)
      context.issues.push({ code: "custom", message: E.endBeforeStart, path: ["ends_on"], input: campaign });
    if (campaign.double_points_categories.length === 0 && campaign.campaign_payment === null)
      context.issues.push({
        code: "custom",
        message: E.campaignEmpty,
        path: ["double_points_categories"],
        input: campaign,
      });
  });
export type LoyaltyCampaignRequest = z.input<typeof loyaltyCampaignRequestSchema>;

/** The store's fidelity programme (the spec's storefront uses the first one): a reward every `goal` orders, items or points. */
export const fidelityProgramRequestSchema = z
  .object({
    enabled: z.boolean(),
    name: nameSchema,
    description: descriptionSchema,
    modality: fidelityModalitySchema,
    goal: wholeNumber(1, FIDELITY_GOAL_MAX, E.goalInvalid),
    reward: z.object({
      description: nameSchema,
      discount_type: couponDiscountTypeSchema,
      value: z.number({ error: E.amountRequired }).int({ error: E.amountInvalid }),
    }),
  })
  .superRefine((program, context) => {
    const { reward } = program;
    const issue = (message: string) =>
      context.issues.push({ code: "custom", message, path: ["reward", "value"], input: program });
    if (reward.discount_type === "PERCENTAGE" && (reward.value < 1 || reward.value > 100)) issue(E.percentInvalid);
    if (reward.discount_type === "FIXED" && reward.value < 1) issue(E.amountRequired);
    if (reward.discount_type === "FIXED" && reward.value > REWARDS_MONEY_MAX) issue(E.amountTooHigh);
    if (reward.discount_type === "FREE_DELIVERY" && reward.value !== 0) issue(E.amountInvalid);
  });
export type FidelityProgramRequest = z.input<typeof fidelityProgramRequestSchema>;

export const consoleLoyaltyCampaignSchema = loyaltyCampaignSchema.extend({
  starts_on: z.string(),
  ends_on: z.string().nullable(),
});

export const consoleLoyaltySchema = z.object({
  currency: z.string(),
  timezone: z.string(),
  settings: loyaltySettingsSchema.nullable(),
  campaigns: z.array(consoleLoyaltyCampaignSchema),
  fidelity: fidelityProgramSchema.nullable(),
  /** The menu's categories, for the campaigns' double points. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Dishes redeemable with points (set on the menu editor's dish pages). */
  redeemable_items: z.number().int(),
});
export type ConsoleLoyalty = z.infer<typeof consoleLoyaltySchema>;
export const consoleLoyaltyResponseSchema = envelope(consoleLoyaltySchema);
