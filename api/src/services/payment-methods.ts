import type { PaymentMethods } from "../../../contract";
import { acceptedBrands } from "../db/cards";
import { createDb } from "../db/client";
import { loadDocument } from "../db/merchants";
import { loadPaymentSettings } from "../db/orders";
import { paymentMethodsOf } from "../domain/order-payments";
import { paidThroughMercadoPago } from "./payment-accounts";

/** Shared by `GET /{slug}/payment_methods` and the order checks, so both see the same list. */
export async function paymentMethodsFor(
  d1: D1Database,
  merchantId: number,
  loggedIn: boolean,
): Promise<PaymentMethods> {
  const db = createDb(d1);
  const [settings, brands, orderSettings, tropicalization, hostedCards] = await Promise.all([
    loadPaymentSettings(d1, merchantId),
    acceptedBrands(db, merchantId),
    loadDocument(db, merchantId, "order_settings"),
    loadDocument(db, merchantId, "tropicalization"),
    paidThroughMercadoPago(d1, merchantId),
  ]);
  return paymentMethodsOf({
    settings,
    offline: orderSettings.offline_payment_methods,
    currency: tropicalization.currency,
    acceptedBrands: brands,
    loggedIn,
    hostedCards,
    providerAccount: hostedCards,
  });
}
