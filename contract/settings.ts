import * as z from "zod";
import { envelope } from "./envelope";
import { imageUrlSchema, optionalLink } from "./formats/links";
import { moneySchema } from "./menu";

export const feeSchema = z.object({
  title: z.string(),
  value: moneySchema,
  use_in_minimum_order_calculation: z.boolean(),
});
export type Fee = z.infer<typeof feeSchema>;

export const orderSettingsSchema = z.object({
  minimum_order_value: moneySchema,
  delivery_fee: feeSchema,
  extra_fee: feeSchema.nullable(),
  allow_notes: z.boolean(),
  require_tax_id_on_receipt: z.boolean(),
  offline_payment_methods: z.array(z.enum(["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX"])),
  /** A delivery whose items reach this much is free; absent or null: never. */
  free_delivery_from: moneySchema.nullable().optional(),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

export const couponSettingsSchema = z.object({
  enabled: z.boolean(),
  max_coupons_per_cart: z.number().int().min(0),
  show_wallet: z.boolean(),
});
export type CouponSettings = z.infer<typeof couponSettingsSchema>;

export const tableOrderSettingsSchema = z.object({
  /** null: no table ordering; 1 open command; 2 owner verification; 3 device table. */
  modality: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  qr_code_type: z.string().nullable(),
  service_tax_enabled: z.boolean(),
  /** Basis points of the subtotal (1000 = 10 %). */
  service_tax_value: z.number().int().min(0),
  client_name_and_phone: z.boolean(),
});
export type TableOrderSettings = z.infer<typeof tableOrderSettingsSchema>;

export const analyticsSettingsSchema = z.object({
  facebook: z.array(
    z.object({
      facebook_pixel_id: z.string(),
      facebook_api_conversion_enabled: z.boolean(),
      add_payment_info: z.boolean(),
      add_to_cart: z.boolean(),
      initiate_checkout: z.boolean(),
      lead: z.boolean(),
      purchase: z.boolean(),
      remove_from_cart: z.boolean(),
      view_content: z.boolean(),
    }),
  ),
  ga4: z.array(z.object({ google_analytics_id: z.string() })),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

export const marketplaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: optionalLink(imageUrlSchema),
  delivery: z.boolean(),
  takeout: z.boolean(),
});
export type Marketplace = z.infer<typeof marketplaceSchema>;

export const orderSettingsResponseSchema = envelope(orderSettingsSchema);
export const couponSettingsResponseSchema = envelope(couponSettingsSchema);
export const tableOrderSettingsResponseSchema = envelope(tableOrderSettingsSchema);
export const analyticsSettingsResponseSchema = envelope(analyticsSettingsSchema);
export const marketplacesResponseSchema = envelope(z.array(marketplaceSchema));
