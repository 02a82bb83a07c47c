import * as z from "zod";
import { cardBrandCodeSchema } from "./clients";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";

/** PIC_PAY is hidden by the storefront; PSE is Colombian, OXXO Mexican (both through the store's Mercado Pago account). */
export const onlinePaymentCodeSchema = z.enum(["CARD", "PSE", "PIX", "PIC_PAY", "OXXO"]);
export type OnlinePaymentCode = z.infer<typeof onlinePaymentCodeSchema>;

/** PIX_ON_DELIVERY is the settings' "PIX", renamed so it is never taken for the online PIX. */
export const offlinePaymentCodeSchema = z.enum([
  "CASH",
  "CREDIT_CARD",
  "DEBIT_CARD",
  "MEAL_VOUCHER",
  "PIX_ON_DELIVERY",
]);
export type OfflinePaymentCode = z.infer<typeof offlinePaymentCodeSchema>;

export const paymentMethodsSchema = z.object({
  online_payments: z.array(
    z.object({
      code: onlinePaymentCodeSchema,
      enabled: z.boolean(),
      /** CARD enabled with no brand enabled counts as disabled. */
      options: z.array(z.object({ code: cardBrandCodeSchema, enabled: z.boolean() })),
      /** Paid on the provider's own page (Mercado Pago's checkout): the card is typed there, no saved card is charged. */
      hosted: z.boolean().optional(),
    }),
  ),
  /** Minor units; null: no limit. */
  online_payment_limit: moneySchema.nullable(),
  online_requires_login: z.boolean(),
  offline_payments: z.array(
    z.object({
      code: offlinePaymentCodeSchema,
      brands: z.array(cardBrandCodeSchema),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export const paymentMethodsQuerySchema = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  modality: z.enum(["delivery", "store"]).optional(),
});
export const paymentMethodsResponseSchema = envelope(paymentMethodsSchema);

/** null: no online payment at all. */
export const paymentSettingsSchema = z.object({
  pix: z
    .object({
      enabled: z.boolean(),
      key: z.string().min(1).max(77),
      merchant_name: z.string().min(1),
      merchant_city: z.string().min(1),
      expires_in_minutes: z.number().int().min(1).max(1440),
    })
    .nullable(),
  card: z.object({ enabled: z.boolean() }),
  pse: z.object({ enabled: z.boolean() }),
  /** Mexico's cash voucher; its deadline is this many hours after placing. Absent: off. */
  oxxo: z.object({ enabled: z.boolean(), expires_in_hours: z.number().int().min(1).max(720) }).optional(),
  online_payment_limit: moneySchema.nullable(),
  machine_brands: z.array(cardBrandCodeSchema),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
