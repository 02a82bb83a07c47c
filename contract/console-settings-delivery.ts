import * as z from "zod";
import { cardBrandCodeSchema } from "./clients";
import { normalizeAreaName } from "./delivery-areas";
import { envelope } from "./envelope";
import { currencySchema } from "./merchant";
import { offlinePaymentCodeSchema, onlinePaymentCodeSchema } from "./payment-methods";

// The settings' sections "delivery" and "payment_methods" (decision 104), on decision 102's frame.
// Messages are locale keys under console.settings.delivery.errors, shared by the console's forms and
// the API's field errors. Money in minor units, as everywhere.

export const DELIVERY_ERRORS = {
  nameRequired: "console.settings.delivery.errors.nameRequired",
  nameTooLong: "console.settings.delivery.errors.nameTooLong",
  nameRepeated: "console.settings.delivery.errors.nameRepeated",
  moneyRequired: "console.settings.delivery.errors.moneyRequired",
  moneyInvalid: "console.settings.delivery.errors.moneyInvalid",
  moneyTooHigh: "console.settings.delivery.errors.moneyTooHigh",
  kmInvalid: "console.settings.delivery.errors.kmInvalid",
  kmNotGrowing: "console.settings.delivery.errors.kmNotGrowing",
  areasRequired: "console.settings.delivery.errors.areasRequired",
  areasTooMany: "console.settings.delivery.errors.areasTooMany",
  bandsRequired: "console.settings.delivery.errors.bandsRequired",
  bandsTooMany: "console.settings.delivery.errors.bandsTooMany",
  notServedTooMany: "console.settings.delivery.errors.notServedTooMany",
  notServedListed: "console.settings.delivery.errors.notServedListed",
  modeRequired: "console.settings.delivery.errors.modeRequired",
  pricingRequired: "console.settings.delivery.errors.pricingRequired",
  brandsRequired: "console.settings.delivery.errors.brandsRequired",
} as const;

const E = DELIVERY_ERRORS;

/** A fee, a minimum or a threshold, in minor units: the menu's price bound (1,000,000.00 in a two-decimal currency). */
export const SETTINGS_MONEY_MAX = 100_000_000;
export const DELIVERY_AREA_NAME_MAX = 80;
export const DELIVERY_AREAS_MAX = 200;
export const DELIVERY_BANDS_MAX = 20;
export const DELIVERY_NOT_SERVED_MAX = 100;
/** The farthest band, in kilometres. */
export const DELIVERY_KM_MAX = 100;

/** How fees are set: one fee everywhere (no delivery_areas document), by neighbourhood, or by distance bands. */
export const deliveryPricingSchema = z.enum(["EVERYWHERE", "NEIGHBORHOOD", "DISTANCE"]);
export type DeliveryPricing = z.infer<typeof deliveryPricingSchema>;

export const settingsMoneySchema = z
  .number({ error: E.moneyRequired })
  .int({ error: E.moneyInvalid })
  .min(0, { error: E.moneyInvalid })
  .max(SETTINGS_MONEY_MAX, { error: E.moneyTooHigh });

const areaNameSchema = z
  .string({ error: E.nameRequired })
  .trim()
  .min(1, { error: E.nameRequired, abort: true })
  .max(DELIVERY_AREA_NAME_MAX, { error: E.nameTooLong });

export const operationModeSwitchesSchema = z.object({
  delivery: z.boolean(),
  takeout: z.boolean(),
  table: z.boolean(),
});
export type OperationModeSwitches = z.infer<typeof operationModeSwitchesSchema>;

/** The delivery section as the owner sends it: whole, every part of it at once. */
export const deliverySettingsRequestSchema = z
  .object({
    pricing: deliveryPricingSchema,
    /** The fee of EVERYWHERE. */
    fee: settingsMoneySchema,
    areas: z
      .array(z.object({ name: areaNameSchema, fee: settingsMoneySchema }))
      .max(DELIVERY_AREAS_MAX, { error: E.areasTooMany }),
    bands: z
      .array(
        z.object({
          up_to_km: z
            .number({ error: E.kmInvalid })
            .positive({ error: E.kmInvalid })
            .max(DELIVERY_KM_MAX, { error: E.kmInvalid }),
          fee: settingsMoneySchema,
        }),
      )
      .max(DELIVERY_BANDS_MAX, { error: E.bandsTooMany }),
    /** Neighbourhoods never served, even inside a band or near a served one. */
    not_served: z.array(areaNameSchema).max(DELIVERY_NOT_SERVED_MAX, { error: E.notServedTooMany }),
    minimum_order: settingsMoneySchema,
    /** A cart's items from this much on are delivered free; null: never. */
    free_delivery_from: settingsMoneySchema.nullable(),
    modes: operationModeSwitchesSchema,
  })
  .superRefine((request, context) => {
    const issue = (message: string, path: (string | number)[]) => context.addIssue({ code: "custom", message, path });
    const served = new Set<string>();
    request.areas.forEach((area, index) => {
      const key = normalizeAreaName(area.name);
      if (served.has(key)) issue(E.nameRepeated, ["areas", index, "name"]);
      served.add(key);
    });
    const refused = new Set<string>();
    request.not_served.forEach((name, index) => {
      const key = normalizeAreaName(name);
      if (refused.has(key)) issue(E.nameRepeated, ["not_served", index]);
      else if (request.pricing === "NEIGHBORHOOD" && served.has(key)) issue(E.notServedListed, ["not_served", index]);
      refused.add(key);
    });
    request.bands.forEach((band, index) => {
      const previous = request.bands[index - 1];
      if (previous && band.up_to_km <= previous.up_to_km) issue(E.kmNotGrowing, ["bands", index, "up_to_km"]);
    });
    if (request.pricing === "NEIGHBORHOOD" && request.areas.length === 0) issue(E.areasRequired, ["areas"]);
    if (request.pricing === "DISTANCE" && request.bands.length === 0) issue(E.bandsRequired, ["bands"]);
    if (!request.modes.delivery && !request.modes.takeout && !request.modes.table) issue(E.modeRequired, ["modes"]);
  });
export type DeliverySettingsRequest = z.input<typeof deliverySettingsRequestSchema>;

export const deliverySettingsSchema = z.object({
  currency: currencySchema,
  /** The store's settings version (decision 102). */
  version: z.number().int(),
  pricing: deliveryPricingSchema,
  fee: z.number().int(),
  areas: z.array(z.object({ name: z.string(), fee: z.number().int(), located: z.boolean() })),
  bands: z.array(z.object({ up_to_km: z.number(), fee: z.number().int() })),
  not_served: z.array(z.string()),
  minimum_order: z.number().int(),
  free_delivery_from: z.number().int().nullable(),
  modes: operationModeSwitchesSchema,
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
export const deliverySettingsResponseSchema = envelope(deliverySettingsSchema);

/** Payment on delivery, sent whole. A card machine's method needs at least one brand. */
export const paymentMethodsSettingsRequestSchema = z
  .object({
    offline: z.array(offlinePaymentCodeSchema).max(offlinePaymentCodeSchema.options.length),
    machine_brands: z.array(cardBrandCodeSchema).max(cardBrandCodeSchema.options.length),
  })
  .superRefine((request, context) => {
    const machine = request.offline.some((code) => code !== "CASH" && code !== "PIX_ON_DELIVERY");
    if (machine && request.machine_brands.length === 0)
      context.addIssue({ code: "custom", message: E.brandsRequired, path: ["machine_brands"] });
  });
export type PaymentMethodsSettingsRequest = z.input<typeof paymentMethodsSettingsRequestSchema>;

export const paymentMethodsSettingsSchema = z.object({
  version: z.number().int(),
  offline: z.array(offlinePaymentCodeSchema),
  machine_brands: z.array(cardBrandCodeSchema),
  /** What customers may pay online, as set on the online payments' page (decision 089). */
  online: z.array(onlinePaymentCodeSchema),
});
export type PaymentMethodsSettings = z.infer<typeof paymentMethodsSettingsSchema>;
export const paymentMethodsSettingsResponseSchema = envelope(paymentMethodsSettingsSchema);
