import { data } from "@remix-run/cloudflare";
import * as z from "zod";
import {
  DELIVERY_AREA_NAME_MAX,
  DELIVERY_AREAS_MAX,
  DELIVERY_BANDS_MAX,
  DELIVERY_ERRORS as E,
  DELIVERY_NOT_SERVED_MAX,
  SETTINGS_MONEY_MAX,
  cardBrandCodeSchema,
  deliveryPricingSchema,
  deliverySettingsRequestSchema,
  offlinePaymentCodeSchema,
  paymentMethodsSettingsRequestSchema,
  type Currency,
  type DeliverySettings,
  type DeliverySettingsRequest,
  type PaymentMethodsSettingsRequest,
} from "../../../contract";
import { parseMoneyInput } from "../../../contract/formats/money-input";
import type { StaffPage } from "./console-session.server";
import type { ApiResult } from "~/lib/platform/api.server";

type Refused = Extract<ApiResult<unknown>, { ok: false }>;

/** A settings form given back with its refusal: what was typed comes back as it was sent. */
export interface SettingsFormAnswer {
  errors: Record<string, string>;
  /** The form as conform read it: strings, and rows as lists. */
  values: Record<string, unknown>;
  message: string | null;
  /** The neighbourhood and band rows to show (one more after "one more"). */
  rows?: { areas: number; bands: number };
  /** The group a row was just added to: its new row takes the focus. */
  added?: "areas" | "bands";
}

const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

type Issue = (message: string, path: (string | number)[]) => void;

/** Money as people type it ("34,90", "R$ 34,90"), by the currency's rules (decision 045); empty is null. */
function readMoney(currency: Currency, typed: string | undefined, required: boolean): number | null | string {
  if (typed === undefined || typed.trim() === "") return required ? E.moneyRequired : null;
  const read = parseMoneyInput(currency, typed);
  if (!read.ok) return read.reason === "tooLarge" ? E.moneyTooHigh : E.moneyInvalid;
  return read.minorUnits > SETTINGS_MONEY_MAX ? E.moneyTooHigh : read.minorUnits;
}

/** Kilometres as typed: "3", "2,5" or "2.5". */
function readKm(typed: string | undefined): number | null {
  const text = (typed ?? "").trim().replace(",", ".");
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : null;
}

const areaRowSchema = z.object({
  name: z.string().optional(),
  fee: z.string().optional(),
  remove: z.string().optional(),
});
const bandRowSchema = z.object({
  up_to_km: z.string().optional(),
  fee: z.string().optional(),
  remove: z.string().optional(),
});

/** Which form row each kept row of the request came from: an emptied or removed row is left out. */
export interface KeptRows {
  areas: number[];
  bands: number[];
}

/** An API or contract field of the delivery section as the form names it (rows by the row shown). */
export function deliveryFormField(field: string, kept: KeptRows): string {
  const row = /^(areas|bands)\.(\d+)\.(name|fee|up_to_km)$/.exec(field);
  if (row) {
    const shown = kept[row[1] as keyof KeptRows][Number(row[2])];
    return shown === undefined ? row[1]! : `${row[1]}[${shown}].${row[3]}`;
  }
  const head = field.split(".")[0]!;
  return ["pricing", "fee", "areas", "bands", "not_served", "minimum_order", "free_delivery_from", "modes"].includes(
    head,
  )
    ? head
    : "form";
}

/**
 * The delivery form: how fees are set, the neighbourhood and band rows, the neighbourhoods not served
 * (one a line), the minimum, the free-delivery threshold and the modes; checked by the contract's own
 * rules, each refusal on the row and field it came from.
 */
export function deliveryFormSchema(currency: Currency, current: DeliverySettings) {
  return z
    .object({
      pricing: z.string().optional(),
      fee: z.string().optional(),
      areas: z
        .array(areaRowSchema)
        .max(DELIVERY_AREAS_MAX + 10, { error: E.areasTooMany })
        .optional(),
      bands: z
        .array(bandRowSchema)
        .max(DELIVERY_BANDS_MAX + 10, { error: E.bandsTooMany })
        .optional(),
      not_served: z.string().max(10_000, { error: E.notServedTooMany }).optional(),
      minimum_order: z.string().optional(),
      free_delivery_from: z.string().optional(),
      delivery: checkbox,
      takeout: checkbox,
      table: checkbox,
    })
    .transform((form, context): { request: DeliverySettingsRequest; kept: KeptRows } => {
      const issue: Issue = (message, path) => context.issues.push({ code: "custom", message, path, input: form });
      const pricing = deliveryPricingSchema.safeParse(form.pricing);
      if (!pricing.success) issue(E.pricingRequired, ["pricing"]);
      const money = (typed: string | undefined, required: boolean, path: (string | number)[]) => {
        const read = readMoney(currency, typed, required);
        if (typeof read === "string") {
          issue(read, path);
          return 0;
        }
        return read;
      };
      const kept: KeptRows = { areas: [], bands: [] };
      const areas: DeliverySettingsRequest["areas"] = [];
      (form.areas ?? []).forEach((row, index) => {
        if (row.remove !== undefined || !row.name?.trim()) return;
        kept.areas.push(index);
        areas.push({ name: row.name, fee: money(row.fee, true, ["areas", index, "fee"]) ?? 0 });
      });
      const bands: DeliverySettingsRequest["bands"] = [];
      (form.bands ?? []).forEach((row, index) => {
        if (row.remove !== undefined || (!row.up_to_km?.trim() && !row.fee?.trim())) return;
        const km = readKm(row.up_to_km);
        if (km === null) issue(E.kmInvalid, ["bands", index, "up_to_km"]);
        kept.bands.push(index);
        bands.push({ up_to_km: km ?? 1, fee: money(row.fee, true, ["bands", index, "fee"]) ?? 0 });
      });
      const everywhere = pricing.success && pricing.data === "EVERYWHERE";
      const request: DeliverySettingsRequest = {
        pricing: pricing.success ? pricing.data : current.pricing,
        fee: money(form.fee, everywhere, ["fee"]) ?? current.fee,
        areas,
        bands,
        not_served: (form.not_served ?? "")
          .split(/\r?\n/)
          .map((name) => name.trim())
          .filter(Boolean),
        minimum_order: money(form.minimum_order, false, ["minimum_order"]) ?? 0,
        free_delivery_from: money(form.free_delivery_from, false, ["free_delivery_from"]),
        modes: { delivery: form.delivery, takeout: form.takeout, table: form.table },
      };
      return { request, kept };
    })
    .superRefine(({ request, kept }, context) => {
      const checked = deliverySettingsRequestSchema.safeParse(request);
      if (checked.success) return;
      const seen = new Set<string>();
      for (const issue of checked.error.issues) {
        const field = deliveryFormField(issue.path.join("."), kept);
        // A value the form already refused on its field is not refused twice.
        if (seen.has(field) || context.issues.some((known) => known.path?.join(".") === toPath(field))) continue;
        seen.add(field);
        context.issues.push({ code: "custom", message: issue.message, path: pathOf(field), input: request });
      }
    });
}

/** "areas[2].fee" as a path, and back. */
const pathOf = (field: string): (string | number)[] =>
  field
    .split(/[.[\]]+/)
    .filter((part) => part !== "")
    .map((part): string | number => (/^\d+$/.test(part) ? Number(part) : part));
const toPath = (field: string) => pathOf(field).join(".");

/** The bounds the delivery form shows and sizes its fields by (the API's own). */
export const DELIVERY_FORM_BOUNDS = {
  name: DELIVERY_AREA_NAME_MAX,
  areas: DELIVERY_AREAS_MAX,
  bands: DELIVERY_BANDS_MAX,
  notServed: DELIVERY_NOT_SERVED_MAX,
} as const;

/** The methods and brands the payment form offers, in the order it shows them. */
export const PAYMENT_FORM_CHOICES = {
  methods: offlinePaymentCodeSchema.options,
  brands: cardBrandCodeSchema.options,
} as const;

/** The payment-on-delivery form: the methods and the card machine's brands, each a checkbox. */
export const paymentMethodsFormSchema = z
  .object({
    offline: z.array(offlinePaymentCodeSchema).optional(),
    machine_brands: z.array(cardBrandCodeSchema).optional(),
  })
  .transform((form): PaymentMethodsSettingsRequest => ({
    offline: form.offline ?? [],
    machine_brands: form.machine_brands ?? [],
  }))
  .superRefine((request, context) => {
    const checked = paymentMethodsSettingsRequestSchema.safeParse(request);
    if (checked.success) return;
    for (const issue of checked.error.issues)
      context.issues.push({
        code: "custom",
        message: issue.message,
        path: [issue.path[0] ?? "offline"],
        input: request,
      });
  });

/**
 * A refused write as the form's answer: the API's field errors beside their fields (their messages
 * are locale keys), anything else as the form's one message. A login that ended goes to the login
 * page; someone who is not the owner gets the page's 403.
 */
export async function refusedSettingsForm(
  page: StaffPage,
  result: Refused,
  answer: Omit<SettingsFormAnswer, "errors" | "message">,
  fieldOf: (field: string) => string,
) {
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const error of result.error.errors ?? []) {
    if (!error.message.startsWith("console.settings.delivery.errors.")) continue;
    const field = fieldOf(error.field);
    if (field === "form") message ??= error.message;
    else errors[field] ??= error.message;
  }
  if (Object.keys(errors).length === 0 && message === null) message = "console.settings.delivery.refused";
  return data<SettingsFormAnswer>(
    { ...answer, errors, message },
    { status: result.status >= 500 ? 503 : result.status },
  );
}
