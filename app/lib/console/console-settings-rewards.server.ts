import { data } from "@remix-run/cloudflare";
import * as z from "zod";
import {
  COUPON_LIMITS_ERRORS,
  REWARDS_ERRORS as E,
  REWARDS_MONEY_MAX,
  campaignPaymentMethods,
  couponRequestSchema,
  couponSettingsRequestSchema,
  fidelityProgramRequestSchema,
  loyaltyCampaignRequestSchema,
  loyaltySettingsRequestSchema,
  type CouponRequest,
  type CouponSettingsRequest,
  type Currency,
  type FidelityProgramRequest,
  type LoyaltyCampaignRequest,
  type LoyaltySettingsRequest,
} from "../../../contract";
import { parseMoneyInput } from "../../../contract/formats/money-input";
import type { MenuFormAnswer } from "./console-menu";
import type { StaffPage } from "./console-session.server";
import type { ApiResult } from "~/lib/platform/api.server";

/*
 * The rewards pages' forms (decision 107): what the owner types, as people type it (money by the
 * currency's rules, "10", "10%" or "12,5" for a percentage), read into the API's requests, and the
 * API's refusals put back beside their fields.
 */

type Refused = Extract<ApiResult<unknown>, { ok: false }>;
type Issues = z.RefinementCtx;

const PREFIX = "console.settings.rewards.errors.";

/** A checkbox sends "on" when ticked and nothing when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

const text = z.string().optional();

const say = (context: Issues, path: string[], message: string) =>
  context.issues.push({ code: "custom", message, path, input: undefined });

/** Money typed by the currency's rules; empty: `empty`. */
function money(typed: string | undefined, currency: Currency, empty: number | null, context: Issues, path: string) {
  if (typed === undefined || typed.trim() === "") {
    if (empty === null) say(context, [path], E.amountRequired);
    return empty ?? 0;
  }
  const read = parseMoneyInput(currency, typed);
  if (!read.ok) {
    say(context, [path], read.reason === "tooLarge" ? E.amountTooHigh : E.amountInvalid);
    return 0;
  }
  if (read.minorUnits > REWARDS_MONEY_MAX) say(context, [path], E.amountTooHigh);
  return read.minorUnits;
}

/** "10", "10%", "10 %", "12,5" or "12.5": whole percents only, as the coupons and rewards store them. */
export function readPercent(typed: string): { ok: true; percent: number } | { ok: false; message: string } {
  const plain = typed.replace(/\s/g, "").replace(/%$/, "");
  if (!/^\d{1,3}(?:[.,]\d{1,2})?$/.test(plain)) return { ok: false, message: E.percentInvalid };
  const percent = Number(plain.replace(",", "."));
  if (!Number.isInteger(percent)) return { ok: false, message: E.percentWhole };
  if (percent < 1 || percent > 100) return { ok: false, message: E.percentInvalid };
  return { ok: true, percent };
}

function percent(typed: string | undefined, context: Issues, path: string): number {
  if (typed === undefined || typed.trim() === "") {
    say(context, [path], E.percentRequired);
    return 0;
  }
  const read = readPercent(typed);
  if (!read.ok) say(context, [path], read.message);
  return read.ok ? read.percent : 0;
}

/** A whole number typed, "1.000" or "1 000" as well; empty: `empty` (null: required). */
function whole(typed: string | undefined, empty: number | null, context: Issues, path: string, message: string) {
  const digits = (typed ?? "").trim().replace(/[.,\s](?=\d{3}(\D|$))/g, "");
  if (digits === "") {
    if (empty === null) say(context, [path], message);
    return empty ?? 0;
  }
  if (/^\d{1,7}$/.test(digits)) return Number(digits);
  say(context, [path], message);
  return 0;
}

/** The contract's own checks on the request read from the form, each on the form's field. */
function check<S extends z.ZodType>(
  schema: S,
  request: unknown,
  context: Issues,
  fieldOf: (field: string) => string,
): void {
  const checked = schema.safeParse(request);
  if (checked.success) return;
  const seen = new Set(context.issues.map((issue) => issue.path?.join(".")));
  for (const issue of checked.error.issues) {
    const field = fieldOf(issue.path.join("."));
    // A field the form's own reading refused already keeps that message.
    if (seen.has(field)) continue;
    seen.add(field);
    say(context, [field], issue.message);
  }
}

/** A coupon's API field as the form names it: its value is typed as a percentage or as money. */
export function couponFormField(field: string, discountType: string | undefined): string {
  if (field === "value") return discountType === "FIXED" ? "amount" : "percent";
  return field.replace(/\..*$/, "");
}

const discountTypes = ["PERCENTAGE", "FIXED", "FREE_DELIVERY"] as const;

/** A use limit typed as a whole number ("1.000" too); blank: no limit. */
function useLimit(typed: string | undefined, context: Issues, path: string, message: string): number | null {
  if ((typed ?? "").trim() === "") return null;
  return whole(typed, null, context, path, message);
}

export function couponFormSchema(currency: Currency) {
  return z
    .object({
      code: text,
      name: text,
      description: text,
      discount_type: text,
      percent: text,
      amount: text,
      max_discount: text,
      minimum_order: text,
      starts_on: text,
      ends_on: text,
      exclusive_email: text,
      delivery_restriction: text,
      enabled: checkbox,
      displayed_in_wallet: checkbox,
      requires_client: checkbox,
      max_uses: text,
      max_uses_per_client: text,
      first_order_only: checkbox,
      not_with_promotional_items: checkbox,
      not_with_loyalty: checkbox,
    })
    .transform((form, context): CouponRequest => {
      const type = discountTypes.find((candidate) => candidate === form.discount_type) ?? "PERCENTAGE";
      const value =
        type === "PERCENTAGE"
          ? percent(form.percent, context, "percent")
          : type === "FIXED"
            ? money(form.amount, currency, null, context, "amount")
            : 0;
      const perClient = useLimit(
        form.max_uses_per_client,
        context,
        "max_uses_per_client",
        COUPON_LIMITS_ERRORS.usesPerClientInvalid,
      );
      const request: CouponRequest = {
        code: form.code ?? "",
        name: form.name ?? "",
        description: form.description?.trim() ? form.description : null,
        discount_type: type,
        value,
        max_discount:
          type === "PERCENTAGE" ? nullableMoney(form.max_discount, currency, context, "max_discount") : null,
        minimum_order: money(form.minimum_order, currency, 0, context, "minimum_order"),
        starts_on: form.starts_on ?? "",
        ends_on: form.ends_on?.trim() ? form.ends_on : null,
        enabled: form.enabled,
        displayed_in_wallet: form.displayed_in_wallet,
        exclusive_email: form.exclusive_email?.trim() ? form.exclusive_email : null,
        requires_client: form.requires_client,
        // One field, "uses per customer": 1 is the single-use coupon, written as both.
        single_use: perClient === 1,
        max_uses: useLimit(form.max_uses, context, "max_uses", COUPON_LIMITS_ERRORS.usesInvalid),
        max_uses_per_client: perClient,
        first_order_only: form.first_order_only,
        not_with_promotional_items: form.not_with_promotional_items,
        not_with_loyalty: form.not_with_loyalty,
        delivery_restriction:
          form.delivery_restriction === "DELIVERY_ONLY" || form.delivery_restriction === "STORE_ONLY"
            ? form.delivery_restriction
            : null,
      };
      check(couponRequestSchema, request, context, (field) => couponFormField(field, type));
      return request;
    });
}

function nullableMoney(typed: string | undefined, currency: Currency, context: Issues, path: string) {
  if (typed === undefined || typed.trim() === "") return null;
  return money(typed, currency, null, context, path);
}

export const couponSettingsFormSchema = z
  .object({ enabled: checkbox, show_wallet: checkbox, max_coupons_per_cart: text })
  .transform((form, context): CouponSettingsRequest => {
    const request = {
      enabled: form.enabled,
      show_wallet: form.show_wallet,
      max_coupons_per_cart: whole(form.max_coupons_per_cart, null, context, "max_coupons_per_cart", E.countInvalid),
    };
    check(couponSettingsRequestSchema, request, context, (field) => field);
    return request;
  });

export function loyaltyFormSchema(currency: Currency) {
  return z
    .object({
      enabled: checkbox,
      name: text,
      points_per_unit: text,
      unit_amount: text,
      effectivation_days: text,
      expiration_days: text,
      expiring_window_days: text,
    })
    .transform((form, context): LoyaltySettingsRequest => {
      const expires = form.expiration_days?.trim() ?? "";
      const request = {
        enabled: form.enabled,
        name: form.name ?? "",
        points_per_unit: whole(form.points_per_unit, null, context, "points_per_unit", E.pointsInvalid),
        unit_amount: money(form.unit_amount, currency, null, context, "unit_amount"),
        effectivation_days: whole(form.effectivation_days, 0, context, "effectivation_days", E.daysInvalid),
        expiration_days:
          expires === "" ? null : whole(form.expiration_days, null, context, "expiration_days", E.daysInvalid),
        expiring_window_days: whole(form.expiring_window_days, 30, context, "expiring_window_days", E.daysInvalid),
      };
      check(loyaltySettingsRequestSchema, request, context, (field) => field);
      return request;
    });
}

/** A campaign's API field as the form names it. */
export function campaignFormField(field: string): string {
  if (field.startsWith("double_points_categories")) return "double_points_categories";
  if (field === "campaign_payment.discount_percent") return "discount_percent";
  if (field.startsWith("campaign_payment")) return "payment_method";
  return field;
}

export const campaignFormSchema = z
  .object({
    name: text,
    description: text,
    starts_on: text,
    ends_on: text,
    double_points_categories: z.array(z.string()).max(200).optional(),
    payment_method: text,
    discount_percent: text,
  })
  .transform((form, context): LoyaltyCampaignRequest => {
    const method = campaignPaymentMethods.find((candidate) => candidate === form.payment_method) ?? null;
    const request: LoyaltyCampaignRequest = {
      name: form.name ?? "",
      description: form.description ?? "",
      starts_on: form.starts_on ?? "",
      ends_on: form.ends_on?.trim() ? form.ends_on : null,
      double_points_categories: (form.double_points_categories ?? []).filter((id) => /^\d{1,12}$/.test(id)).map(Number),
      campaign_payment:
        method === null
          ? null
          : { payment_method: method, discount_percent: percent(form.discount_percent, context, "discount_percent") },
    };
    check(loyaltyCampaignRequestSchema, request, context, campaignFormField);
    return request;
  });

/** A fidelity programme's API field as the form names it. */
export function fidelityFormField(field: string, discountType: string | undefined): string {
  if (field === "reward.value") return discountType === "FIXED" ? "reward_amount" : "reward_percent";
  if (field === "reward.description") return "reward_description";
  if (field.startsWith("reward")) return "reward_type";
  return field;
}

export const fidelityModalities = ["ORDERS", "ITEMS", "POINTS"] as const;

export function fidelityFormSchema(currency: Currency) {
  return z
    .object({
      enabled: checkbox,
      name: text,
      description: text,
      modality: text,
      goal: text,
      reward_description: text,
      reward_type: text,
      reward_percent: text,
      reward_amount: text,
    })
    .transform((form, context): FidelityProgramRequest => {
      const type = discountTypes.find((candidate) => candidate === form.reward_type) ?? "FIXED";
      const request: FidelityProgramRequest = {
        enabled: form.enabled,
        name: form.name ?? "",
        description: form.description ?? "",
        modality: fidelityModalities.find((candidate) => candidate === form.modality) ?? "ORDERS",
        goal: whole(form.goal, null, context, "goal", E.goalInvalid),
        reward: {
          description: form.reward_description ?? "",
          discount_type: type,
          value:
            type === "PERCENTAGE"
              ? percent(form.reward_percent, context, "reward_percent")
              : type === "FIXED"
                ? money(form.reward_amount, currency, null, context, "reward_amount")
                : 0,
        },
      };
      check(fidelityProgramRequestSchema, request, context, (field) => fidelityFormField(field, type));
      return request;
    });
}

/**
 * A refused write as the form's answer: the API's field errors beside their fields (their messages
 * are locale keys), anything else as the form's one message. A login that ended goes to the login
 * page; someone who is not the owner gets the page's 403.
 */
export async function refusedRewardsForm(
  page: StaffPage,
  result: Refused,
  answer: Omit<MenuFormAnswer, "errors" | "message">,
  fieldOf: (field: string) => string,
) {
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const error of result.error.errors ?? []) {
    if (error.message.startsWith(PREFIX)) errors[fieldOf(error.field)] ??= error.message;
  }
  if (Object.keys(errors).length === 0)
    message =
      result.status === 404 ? "console.settings.rewards.refused.gone" : "console.settings.rewards.refused.unavailable";
  return data<MenuFormAnswer>({ ...answer, errors, message }, { status: result.status >= 500 ? 503 : result.status });
}

/** A coupon's one-tap forms on the list: turned on or off, or deleted. */
export const couponIntentSchema = z.object({
  intent: z.enum(["enable", "disable", "delete"]),
  coupon: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
});

/** Which campaign a form of the loyalty page is for: "new", or one by id. */
export const campaignKeySchema = z.union([
  z.literal("new"),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);

export { campaignPaymentMethods };
