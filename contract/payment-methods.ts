import * as z from "zod";
import { cardBrandCodeSchema } from "./clients";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";

// ---------------------------------------------------------------------------------------------
// Payment methods (`GET /{slug}/payment_methods?client_id=&modality=delivery|store`)

/** Online payment codes (spec §9). PIC_PAY is hidden from the list by the storefront; PSE is Colombian. */
export const onlinePaymentCodeSchema = z.enum(["CARD", "PSE", "PIX", "PIC_PAY"]);
export type OnlinePaymentCode = z.infer<typeof onlinePaymentCodeSchema>;

/**
 * Pay on delivery: cash (with change), the card machine (credit, debit, meal voucher; with brands),
 * PIX to the courier or at the counter (order_settings.offline_payment_methods says "PIX" for it;
 * it is PIX_ON_DELIVERY here so it is never taken for the online PIX).
 */
export const offlinePaymentCodeSchema = z.enum(["CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX_ON_DELIVERY"]);
export type OfflinePaymentCode = z.infer<typeof offlinePaymentCodeSchema>;

export const paymentMethodsSchema = z.object({
  online_payments: z.array(
    z.object({
      code: onlinePaymentCodeSchema,
      enabled: z.boolean(),
      /** For CARD: each brand the merchant takes online. Spec §4: CARD enabled with no option enabled counts as disabled. */
      options: z.array(z.object({ code: cardBrandCodeSchema, enabled: z.boolean() })),
    }),
  ),
  /** Highest total an order may be paid online with, minor units; null: no limit. Above it online methods are refused (PAYMENT_METHOD_UNAVAILABLE). */
  online_payment_limit: moneySchema.nullable(),
  /** Online payment needs a logged-in client (spec §5); true when the caller's token names none. */
  online_requires_login: z.boolean(),
  offline_payments: z.array(
    z.object({
      code: offlinePaymentCodeSchema,
      /** Card-machine brands for CREDIT_CARD, DEBIT_CARD and MEAL_VOUCHER; empty for CASH and PIX. */
      brands: z.array(cardBrandCodeSchema),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export const paymentMethodsQuerySchema = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  /** Spec §7: takeout becomes "store". */
  modality: z.enum(["delivery", "store"]).optional(),
});
export const paymentMethodsResponseSchema = envelope(paymentMethodsSchema);

/**
 * A merchant's payment settings (merchants.payment_settings, JSON; null: no online payment at all).
 * Card brands taken online are card_settings.accepted_brands.
 */
export const paymentSettingsSchema = z.object({
  pix: z
    .object({
      enabled: z.boolean(),
      /** The merchant's PIX key (e-mail, +55 phone, CNPJ digits or a random key). */
      key: z.string().min(1).max(77),
      /** Field 59 and 60 of the BR Code (cut and upper-cased when the code is built). */
      merchant_name: z.string().min(1),
      merchant_city: z.string().min(1),
      /** Minutes a PIX code can be paid in; then the order is EXPIRED_PAYMENT. */
      expires_in_minutes: z.number().int().min(1).max(1440),
    })
    .nullable(),
  card: z.object({ enabled: z.boolean() }),
  pse: z.object({ enabled: z.boolean() }),
  online_payment_limit: moneySchema.nullable(),
  /** Brands of the card machine, for the offline card methods. */
  machine_brands: z.array(cardBrandCodeSchema),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
