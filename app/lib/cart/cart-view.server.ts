import type {
  Cart,
  CartCoupon,
  CartPrice,
  Currency,
  DeliveryType,
  Extra,
  MinimumOrder,
  OperationModes,
} from "../../../contract";
import { MAX_LINE_QUANTITY } from "../../../contract/limits";
import { formatDeliveryTime, formatMoney } from "../../../contract/formats/money";
import type { CartLine, CartSummaryView, RepricedLineView } from "./cart-view";
import { visibleExtras } from "~/lib/menu/menu";

// The cart's view models (cart-view.ts) made from the API's cart: only loaders run them, so their
// code and the formats they use stay out of the browser's build.

/** A free-delivery coupon applied while the fee waits for a neighbourhood: it takes R$ 0,00 now, the whole fee later. */
export function freeDeliveryPending(
  cart: Pick<Cart, "delivery">,
  coupon: Pick<CartCoupon, "applied" | "discount_type">,
): boolean {
  return (
    coupon.applied &&
    coupon.discount_type === "FREE_DELIVERY" &&
    cart.delivery.type === "DELIVERY" &&
    cart.delivery.fee_pending
  );
}

/** "½ Calabresa", "⅓ Portuguesa": a flavor's share of the pizza. */
function share(parts: number, total: number): string {
  if (parts === total) return "";
  const fractions: Record<string, string> = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾" };
  return `${fractions[`${parts}/${total}`] ?? `${parts}/${total}`} `;
}

export function presentCart(cart: Cart, currency: Currency, locale: string, sizeLabel: (size: string) => string) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const priced = (name: string, price: number) => `${name}${price > 0 ? ` (+ ${money(price)})` : ""}`;
  const lines: CartLine[] = [
    ...cart.items.map((item) => ({
      kind: "items" as const,
      id: item.id,
      name: item.name,
      image: item.image,
      details: item.options.map(
        (option) => `${option.quantity > 1 ? `${option.quantity}× ` : ""}${priced(option.name, option.price)}`,
      ),
      notes: item.notes,
      quantity: item.quantity,
      unitPrice: money(item.unit_price),
      total: money(item.total),
      points: item.redeemed ? (item.points ?? 0) * item.quantity : null,
    })),
    ...cart.pizzas.map((pizza) => {
      const parts = pizza.flavors.reduce((sum, flavor) => sum + flavor.quantity, 0);
      return {
        kind: "pizzas" as const,
        id: pizza.id,
        name: pizza.name,
        image: pizza.image,
        details: [
          sizeLabel(pizza.size.name),
          pizza.flavors.map((flavor) => `${share(flavor.quantity, parts)}${flavor.name}`).join(", "),
          ...pizza.complements.map((complement) => priced(complement.name, complement.price)),
        ],
        notes: pizza.notes,
        quantity: pizza.quantity,
        unitPrice: money(pizza.unit_price),
        total: money(pizza.total),
      };
    }),
  ];
  const isDelivery = cart.delivery.type === "DELIVERY";
  const feePending = isDelivery && cart.delivery.fee_pending;
  const repriced = cart.repriced.map((line): RepricedLineView => ({
    ...line,
    from: money(line.from),
    to: money(line.to),
  }));
  return {
    lines,
    repriced,
    count: cart.count,
    notes: cart.notes ?? "",
    deliveryType: cart.delivery.type,
    // The neighbourhood whose fee the cart pays; none while the fee is not known.
    area:
      isDelivery && !feePending && cart.delivery.address
        ? (cart.delivery.area_name ?? cart.delivery.address.neighborhood)
        : null,
    summary: presentSummary(
      cart,
      { summary: cart.summary, adjustments: cart.adjustments, fee_pending: cart.delivery.fee_pending },
      currency,
      locale,
    ),
  };
}

/** A price of `cart` as its summary shows it: the cart's own, or a quote's (the same cart at another address, paid another way). */
export function presentSummary(
  cart: Pick<Cart, "delivery" | "points_total" | "coupons">,
  price: CartPrice,
  currency: Currency,
  locale: string,
): CartSummaryView {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const { summary } = price;
  const isDelivery = cart.delivery.type === "DELIVERY";
  const feePending = isDelivery && price.fee_pending;
  return {
    subtotal: money(summary.subtotal),
    deliveryFee:
      isDelivery && !feePending ? (summary.delivery_fee > 0 ? money(summary.delivery_fee) : null) : undefined,
    deliveryFeePending: feePending,
    adjustments: price.adjustments.map((adjustment) => ({
      name: adjustment.name.trim(),
      source: adjustment.source,
      amount: money(adjustment.amount),
      discount: adjustment.type === "DISCOUNT",
      // Its zero now says that the delivery will be free, not that nothing is taken off.
      ...(adjustment.source === "COUPON" &&
      adjustment.amount === 0 &&
      cart.coupons.some(
        (coupon) =>
          coupon.name === adjustment.name &&
          freeDeliveryPending({ delivery: { ...cart.delivery, fee_pending: price.fee_pending } }, coupon),
      )
        ? { freeDelivery: true }
        : {}),
    })),
    total: money(summary.total),
    ...(cart.points_total > 0 ? { pointsTotal: cart.points_total } : {}),
  };
}

/**
 * The order extras (cutlery, sauces…) with the quantities the cart holds, each stepped by one
 * like a cart line: "+" only while the extra has room (its max, counted over its additionals).
 */
export function presentExtras(extras: Extra[], cart: Cart, currency: Currency, locale: string) {
  return visibleExtras(extras).map((extra) => {
    const additionals = extra.additionals.map((additional) => ({
      id: additional.id,
      name: additional.name,
      price: additional.price > 0 ? formatMoney(additional.price, currency, locale) : null,
      quantity: cart.extras.find((chosen) => chosen.additional_id === additional.id)?.quantity ?? 0,
    }));
    const chosen = additionals.reduce((sum, additional) => sum + additional.quantity, 0);
    return {
      id: extra.id,
      name: extra.name,
      max: extra.max,
      additionals: additionals.map((additional) => ({
        ...additional,
        canAdd: chosen < extra.max && additional.quantity < MAX_LINE_QUANTITY,
      })),
    };
  });
}

/** The modes offered, each with its 'min - max min'. */
export function presentModes(modes: OperationModes | null, enabled: DeliveryType[]) {
  return enabled.map((type) => {
    const time =
      type === "DELIVERY"
        ? modes?.delivery_configuration.time_to_receive
        : type === "TAKEOUT"
          ? modes?.takeout_configuration.time_to_receive
          : undefined;
    return { type, time: time ? formatDeliveryTime(time.minimum, time.maximum) : null };
  });
}

export function presentMinimum(minimum: MinimumOrder | null, currency: Currency, locale: string) {
  if (!minimum || minimum.reached || minimum.minimum === 0) return null;
  return {
    minimum: formatMoney(minimum.minimum, currency, locale),
    missing: formatMoney(minimum.missing, currency, locale),
    withFees: minimum.delivery_fee_counts,
  };
}

/** The cart's way to the store's free delivery, as its notice says it; null when there is none to reach. */
export function presentFreeDelivery(cart: Pick<Cart, "delivery">, currency: Currency, locale: string) {
  const progress = cart.delivery.type === "DELIVERY" ? cart.delivery.free_delivery : null;
  if (!progress) return null;
  return {
    from: formatMoney(progress.from, currency, locale),
    missing: progress.missing > 0 ? formatMoney(progress.missing, currency, locale) : null,
  };
}
