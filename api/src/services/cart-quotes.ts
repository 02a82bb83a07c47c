import type { CartAddress, CartPrice, CartQuote, CartQuotes } from "../../../contract";
import type { CartOwner } from "../db/carts";
import { type AddressRow, listAddresses, MAX_ADDRESSES_PER_CLIENT } from "../db/addresses";
import { type PricedCart, priceCart } from "../domain/cart";
import { openCartSettled } from "./carts";
import { runningPaymentCampaigns, withPaymentCampaign } from "./loyalty";

/* The cart priced as POST /orders would price it, as it is and at each saved address. Nothing is written. */

function cartAddressOf(row: AddressRow): CartAddress {
  return {
    neighborhood: row.neighborhood,
    street: row.street,
    number: row.number,
    city: row.city,
    zip_code: row.zipCode,
    complement: row.complement,
    state: row.state,
    reference_point: row.referencePoint,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const priceOf = ({ cart }: PricedCart): CartPrice => ({
  summary: cart.summary,
  adjustments: cart.adjustments,
  fee_pending: cart.delivery.fee_pending,
});

function quoteOf(priced: PricedCart, campaigns: Awaited<ReturnType<typeof runningPaymentCampaigns>>): CartQuote {
  const methods = [...new Set(campaigns.map((campaign) => campaign.campaign_payment!.payment_method))];
  const byPayment: CartQuote["by_payment"] = {};
  for (const method of methods) {
    const paid = withPaymentCampaign(priced, campaigns, method);
    if (paid !== priced) byPayment[method] = priceOf(paid);
  }
  return { ...priceOf(priced), by_payment: byPayment };
}

export async function quoteCart(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
): Promise<CartQuotes> {
  const context = await openCartSettled(d1, merchantId, owner, guid);
  const { cart, lines, index, settings, benefits } = context;
  const clientId = owner.clientId;
  const [campaigns, saved] = await Promise.all([
    runningPaymentCampaigns(d1, merchantId, clientId),
    clientId !== undefined && cart.deliveryType === "DELIVERY"
      ? listAddresses(context.db, { merchantId: context.merchantId, clientId }, 1, MAX_ADDRESSES_PER_CLIENT)
      : null,
  ]);
  const now = new Date();
  return {
    cart: quoteOf(priceCart(cart, lines, index, settings, benefits, now), campaigns),
    addresses: (saved?.rows ?? []).map((row) => {
      const priced = priceCart({ ...cart, address: cartAddressOf(row) }, lines, index, settings, benefits, now);
      return { address_id: row.id, served: priced.quote?.served ?? true, ...quoteOf(priced, campaigns) };
    }),
  };
}
