import {
  type CardBrand,
  type Currency,
  type OfflinePaymentCode,
  MONEY_INPUT_MAX,
  ORDER_MESSAGES,
  type OrderPaymentRequest,
  type OrderSettings,
  type PaymentMethods,
  type PaymentSettings,
  VALIDATION_MESSAGES,
} from "../../../contract";
import type { Rejection } from "./cart-pricing";

export interface PaymentOffer {
  /** merchants.payment_settings; null: no online payment. */
  settings: PaymentSettings | null;
  /** order_settings.offline_payment_methods. */
  offline: OrderSettings["offline_payment_methods"];
  currency: Currency;
  /** card_settings.accepted_brands: the brands taken online. */
  acceptedBrands: readonly CardBrand[];
  loggedIn: boolean;
  /** The merchant is paid through Mercado Pago: its cards on its hosted checkout. */
  hostedCards?: boolean;
  /** The store is paid through its own Mercado Pago account: PSE and OXXO exist only there. */
  providerAccount?: boolean;
}

const CARD_MACHINE_METHODS = new Set<OfflinePaymentCode>(["CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER"]);

export function paymentMethodsOf(offer: PaymentOffer): PaymentMethods {
  const { settings } = offer;
  const options = offer.acceptedBrands.map((code) => ({ code, enabled: true }));
  const online: PaymentMethods["online_payments"] = [];
  if (offer.currency === "BRL") online.push({ code: "PIX", enabled: settings?.pix?.enabled ?? false, options: [] });
  // Spec §4: CARD enabled with no option enabled counts as disabled.
  online.push({
    code: "CARD",
    enabled: (settings?.card.enabled ?? false) && options.length > 0,
    options,
    hosted: offer.hostedCards ?? false,
  });
  const providerAccount = offer.providerAccount ?? false;
  if (offer.currency === "COP")
    online.push({ code: "PSE", enabled: providerAccount && (settings?.pse.enabled ?? false), options: [] });
  if (offer.currency === "MXN" && providerAccount && settings?.oxxo?.enabled)
    online.push({ code: "OXXO", enabled: true, options: [] });
  const machineBrands = settings?.machine_brands ?? [];
  return {
    online_payments: online,
    online_payment_limit: settings?.online_payment_limit ?? null,
    online_requires_login: !offer.loggedIn,
    offline_payments: offer.offline.map((method) => {
      const code: OfflinePaymentCode = method === "PIX" ? "PIX_ON_DELIVERY" : method;
      return { code, brands: CARD_MACHINE_METHODS.has(code) ? [...machineBrands] : [] };
    }),
  };
}

// The contract names order.payment.method for every PAYMENT_METHOD_UNAVAILABLE (a machine brand too).
const unavailable = (message: string): Rejection => ({
  status: 422,
  code: "PAYMENT_METHOD_UNAVAILABLE",
  message,
  errors: [{ field: "order.payment.method", message: ORDER_MESSAGES.paymentUnavailable }],
});

/** Online only for a logged-in client and up to the online limit. Null when offered. */
export function checkPaymentOffered(
  methods: PaymentMethods,
  payment: OrderPaymentRequest,
  total: number,
): Rejection | null {
  if (payment.kind === "OFFLINE") {
    const offered = methods.offline_payments.find((method) => method.code === payment.method);
    if (!offered) return unavailable(`The store does not take ${payment.method} on delivery`);
    if ("brand" in payment && !offered.brands.includes(payment.brand)) {
      return unavailable(`The card machine does not take ${payment.brand}`);
    }
    return null;
  }
  const offered = methods.online_payments.find((method) => method.code === payment.method);
  if (!offered?.enabled) return unavailable(`The store does not take ${payment.method} online`);
  if (methods.online_requires_login) return unavailable("Online payment needs a logged-in client");
  if (methods.online_payment_limit !== null && total > methods.online_payment_limit) {
    return unavailable(`Online payments are limited to ${methods.online_payment_limit} (minor units)`);
  }
  return null;
}

/** Above the total, and at most what a customer may type in the currency (decision 045). */
export function changeForError(payment: OrderPaymentRequest, total: number, currency: Currency): string | null {
  if (payment.method !== "CASH" || payment.change_for === null) return null;
  if (payment.change_for > MONEY_INPUT_MAX[currency]) return VALIDATION_MESSAGES.moneyTooLarge;
  return payment.change_for > total ? null : ORDER_MESSAGES.changeTooSmall;
}
