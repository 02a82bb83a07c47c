import {
  deliverySettingsResponseSchema,
  paymentMethodsSettingsResponseSchema,
  settingsWriteResponseSchema,
  type DeliverySettingsRequest,
  type PaymentMethodsSettingsRequest,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/**
 * The delivery and payment-on-delivery settings (contract/console-settings-delivery.ts) with the
 * staff token: every member reads them, the owner writes each section whole.
 */
export function deliverySettingsCalls(send: Send) {
  const path = (slug: string, section: "delivery" | "payment_methods") =>
    `/console/${encodeURIComponent(slug)}/settings/${section}`;
  return {
    readDelivery(slug: string, token: string) {
      return send("GET", path(slug, "delivery"), token, deliverySettingsResponseSchema);
    },
    changeDelivery(slug: string, token: string, body: DeliverySettingsRequest) {
      return send("PUT", path(slug, "delivery"), token, settingsWriteResponseSchema, body);
    },
    readPaymentMethods(slug: string, token: string) {
      return send("GET", path(slug, "payment_methods"), token, paymentMethodsSettingsResponseSchema);
    },
    changePaymentMethods(slug: string, token: string, body: PaymentMethodsSettingsRequest) {
      return send("PUT", path(slug, "payment_methods"), token, settingsWriteResponseSchema, body);
    },
  };
}
