import type { DeliveryType } from "../../../contract";

// Apart from checkout-view: only the checkout's payment island names these texts, and a key in a
// module the page loads first would ask the page to load them too (decision 064).

/** The locale key of the heading of the payments made on receipt: a pickup is paid at the counter, not on delivery. */
export const offlinePaymentsKey = (mode: DeliveryType) =>
  mode === "TAKEOUT" ? "checkout.payment.offlineTakeout" : "checkout.payment.offline";

/** The locale key of a payment method's name at checkout, where the place it is paid at shows. */
export const paymentMethodKey = (code: string, mode: DeliveryType) =>
  code === "PIX_ON_DELIVERY" && mode === "TAKEOUT"
    ? "checkout.payment.pixOnPickup"
    : `checkout.payment.methods.${code}`;
