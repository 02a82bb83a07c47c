import type {
  PauseReason,
  Cart,
  CartItem,
  CartPizza,
  CartRepricedLine,
  CartAddress,
  CartFreeDelivery,
  CartStatus,
  DeliveryAreas,
  DeliveryType,
  FidelityProgram,
  GeneralInformations,
  MinimumOrder,
  OperationModes,
  OrderSettings,
  TableOrderSettings,
} from "../../../contract";
import {
  type MenuIndex,
  type PizzaPricing,
  type Rejection,
  deliveryTypeEnabled,
  priceExtras,
  priceItemLine,
  pricePizzaLine,
} from "./cart-pricing";
import { cartAdjustments, cartTotals } from "./cart-totals";
import { type StoredCartCoupon, priceCoupons } from "./coupons";
import { type DeliveryQuote, quoteDelivery } from "./delivery-areas";
import { type StoredFidelityReward, priceFidelityReward } from "./fidelity";
import type { OperationStatus } from "./operation-status";
import { pauseRefusal } from "./store-day";

export interface StoredItemLine {
  id: number;
  /** itemLineKey when the line was first added: what an equal addition meets in the database. */
  line_key: string;
  item_id: number;
  quantity: number;
  notes: string | null;
  table_solicitation_id: number | null;
  /** A loyalty redemption: priced 0, paid with the item's points_price per unit. */
  redeemed: boolean;
  /** The unit price it was added at (decision 097); null or absent when unknown. */
  priced_unit_price?: number | null;
  options: { option_id: number; quantity: number }[];
}

export interface StoredPizzaLine {
  id: number;
  line_key: string;
  pizza_id: number;
  size_id: number;
  quantity: number;
  notes: string | null;
  table_solicitation_id: number | null;
  /** The unit price it was added at (decision 097); null or absent when unknown. */
  priced_unit_price?: number | null;
  flavors: { flavor_id: number; quantity: number }[];
  complement_ids: number[];
}

/**
 * Loaded with the cart. A payment campaign's discount is not here: it depends on the payment choice
 * and is added when the order is placed.
 */
export interface CartBenefits {
  coupons: StoredCartCoupon[];
  fidelityReward: StoredFidelityReward | null;
}
export const NO_BENEFITS: CartBenefits = { coupons: [], fidelityReward: null };

export interface StoredCartLines {
  items: StoredItemLine[];
  pizzas: StoredPizzaLine[];
  extras: { additional_id: number; quantity: number }[];
}

export interface CartSettings {
  pricing: PizzaPricing;
  orderSettings: OrderSettings;
  operationModes: OperationModes;
  tableOrderSettings: TableOrderSettings;
  deliveryAreas: DeliveryAreas | null;
  storeAddress: GeneralInformations["address"];
  fidelityPrograms: FidelityProgram[] | null;
}

export interface CartHeader {
  guid: string;
  status: CartStatus;
  clientId: number | null;
  tableId: number | null;
  deliveryType: DeliveryType | null;
  address: CartAddress | null;
  notes: string | null;
  scheduledTo: string | null;
}

export interface PricedCart {
  cart: Cart;
  minimumOrder: MinimumOrder;
  /** Where the cart's address falls; null when the cart has no address. */
  quote: DeliveryQuote | null;
}

function compareRanks(a: number[], b: number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}

export function quoteAddress(settings: CartSettings, address: CartAddress): DeliveryQuote {
  return quoteDelivery(
    settings.deliveryAreas,
    settings.storeAddress,
    settings.orderSettings.delivery_fee.value,
    address,
  );
}

/**
 * Null, "not known yet", while the fee depends on an address the cart does not have: a default the
 * customer would not pay is never charged.
 */
export function cartDeliveryFee(
  settings: Pick<CartSettings, "deliveryAreas" | "orderSettings">,
  quote: DeliveryQuote | null,
): number | null {
  if (quote) return quote.served ? quote.fee : null;
  return settings.deliveryAreas === null ? settings.orderSettings.delivery_fee.value : null;
}

/** The store's free delivery: a known fee is 0 once the items reach `free_delivery_from`. */
export function freeFrom(orderSettings: CartSettings["orderSettings"], subtotal: number, fee: number | null) {
  const threshold = orderSettings.free_delivery_from ?? null;
  return fee !== null && threshold !== null && subtotal >= threshold ? 0 : fee;
}

/**
 * How far the items are from the store's free delivery (`feeBefore`: the fee before it, null while
 * unknown). Null when there is nothing to reach: no threshold, or a fee of 0 anyway.
 */
export function freeDeliveryProgress(
  orderSettings: CartSettings["orderSettings"],
  subtotal: number,
  feeBefore: number | null,
): CartFreeDelivery | null {
  const threshold = orderSettings.free_delivery_from ?? null;
  if (threshold === null || threshold <= 0 || feeBefore === 0) return null;
  return { from: threshold, missing: Math.max(0, threshold - subtotal) };
}

/** Each line priced now at another unit price than it was added at, in the cart's order (decision 097). */
export function repricedLines(
  lines: StoredCartLines,
  priced: { items: readonly CartItem[]; pizzas: readonly CartPizza[] },
): CartRepricedLine[] {
  const changed = <Line extends { id: number; name: string; unit_price: number }>(
    kind: CartRepricedLine["kind"],
    stored: readonly { id: number; priced_unit_price?: number | null }[],
    now: readonly Line[],
  ) =>
    now.flatMap((line): CartRepricedLine[] => {
      const from = stored.find((candidate) => candidate.id === line.id)?.priced_unit_price;
      return from === null || from === undefined || from === line.unit_price
        ? []
        : [{ kind, id: line.id, name: line.name, from, to: line.unit_price }];
    });
  return [...changed("item", lines.items, priced.items), ...changed("pizza", lines.pizzas, priced.pizzas)];
}

/** Lines the menu no longer allows are left out. */
export function priceCart(
  header: CartHeader,
  lines: StoredCartLines,
  index: MenuIndex,
  settings: CartSettings,
  benefits: CartBenefits = NO_BENEFITS,
  now: Date = new Date(),
): PricedCart {
  const items = lines.items.flatMap((line) => {
    const priced = priceItemLine(index, line);
    return priced.ok ? [{ id: line.id, ...priced.value }] : [];
  });
  const pizzas = lines.pizzas.flatMap((line) => {
    const priced = pricePizzaLine(index, settings.pricing, line);
    return priced.ok ? [{ id: line.id, ...priced.value }] : [];
  });
  const menuRank = (additionalId: number) => {
    const entry = index.additionals.get(additionalId);
    return entry ? [entry.extra.order, entry.extra.id, entry.additional.order, additionalId] : [];
  };
  const extras = lines.extras
    .flatMap((extra) => {
      const priced = priceExtras(index, [extra]);
      return priced.ok ? priced.value : [];
    })
    .sort((a, b) => compareRanks(menuRank(a.additional_id), menuRank(b.additional_id)));

  const type = header.deliveryType ?? "DELIVERY";
  const quote = type === "DELIVERY" && header.address ? quoteAddress(settings, header.address) : null;
  const subtotal = [...items, ...pizzas, ...extras].reduce((sum, line) => sum + line.total, 0);
  const feeBefore = type === "DELIVERY" ? cartDeliveryFee(settings, quote) : 0;
  const deliveryFee = type === "DELIVERY" ? freeFrom(settings.orderSettings, subtotal, feeBefore) : 0;
  const freeDelivery =
    type === "DELIVERY" && quote?.served !== false
      ? freeDeliveryProgress(settings.orderSettings, subtotal, feeBefore)
      : null;
  // A coupon also sees whether the loyalty programme is in the cart already.
  const benefitInput = {
    subtotal,
    deliveryFee: deliveryFee ?? 0,
    deliveryType: type,
    hasPromotionalItem: items.some(
      (line) => !line.redeemed && index.items.get(line.item_id)?.item.original_price != null,
    ),
    hasRedeemedItem: items.some((line) => line.redeemed),
    clientId: header.clientId,
    now,
  };
  const fidelity = priceFidelityReward(benefits.fidelityReward, settings.fidelityPrograms, {
    ...benefitInput,
    currency: settings.pricing.currency,
  });
  const couponPricing = priceCoupons(benefits.coupons, {
    ...benefitInput,
    hasFidelityReward: fidelity.fidelity !== null,
    currency: settings.pricing.currency,
  });
  const adjustments = [
    ...cartAdjustments(settings.orderSettings),
    ...fidelity.adjustments,
    ...couponPricing.adjustments,
  ];
  const totals = cartTotals({
    items,
    pizzas,
    extras,
    deliveryType: type,
    deliveryFee,
    orderSettings: settings.orderSettings,
    adjustments,
  });
  const timeToReceive =
    type === "DELIVERY"
      ? (settings.deliveryAreas?.time_to_receive ?? settings.operationModes.delivery_configuration.time_to_receive)
      : type === "TAKEOUT"
        ? settings.operationModes.takeout_configuration.time_to_receive
        : null;

  return {
    cart: {
      guid: header.guid,
      status: header.status,
      scheduled_to: header.scheduledTo,
      delivery: {
        type,
        address: type === "DELIVERY" ? header.address : null,
        area_name: quote?.served ? quote.area_name : null,
        fee_pending: deliveryFee === null,
        // Only when there is one, so a cart of a store without it reads as it always did.
        ...(freeDelivery ? { free_delivery: freeDelivery } : {}),
        time_to_receive: timeToReceive,
      },
      table_id: header.tableId,
      notes: header.notes,
      items,
      pizzas,
      extras,
      coupons: couponPricing.coupons,
      adjustments,
      client: header.clientId === null ? null : { id: header.clientId },
      fidelity_program: fidelity.fidelity,
      points_total: items.reduce((sum, line) => sum + (line.points ?? 0) * line.quantity, 0),
      converted_order: header.status === "FINALIZED",
      count: totals.count,
      summary: totals.summary,
      minimum_order: totals.minimumOrder,
      repriced: repricedLines(lines, { items, pizzas }),
    },
    minimumOrder: totals.minimumOrder,
    quote,
  };
}

/**
 * What the customer can fix in the cart is said first and the store being closed last, since a
 * closed store still lets them build it (spec §2). Null when valid.
 */
export function checkCartForOrder(
  priced: PricedCart,
  settings: CartSettings,
  status: OperationStatus & { schedule_only: boolean; paused_until?: string | null; pause_reason?: PauseReason | null },
): Rejection | null {
  const { cart } = priced;
  if (cart.status === "FINALIZED")
    return { status: 422, code: "CART_FINALIZED", message: "This cart already became an order" };
  if (cart.items.length === 0 && cart.pizzas.length === 0)
    return { status: 422, code: "INVALID_CART", message: "The cart has no items and no pizzas" };
  if (!deliveryTypeEnabled(cart.delivery.type, settings.operationModes, settings.tableOrderSettings)) {
    return {
      status: 422,
      code: "DELIVERY_TYPE_INVALID",
      message: `The store does not take ${cart.delivery.type} orders`,
    };
  }
  if (cart.delivery.type === "DELIVERY" && priced.quote && !priced.quote.served) {
    return { status: 422, code: "DELIVERY_NOT_AVAILABLE", message: "The store does not deliver to this address" };
  }
  if (cart.delivery.type === "DELIVERY" && cart.delivery.fee_pending) {
    return { status: 422, code: "REQUIRED_ADDRESS", message: "The delivery fee depends on the address: set one first" };
  }
  const { missing } = priced.minimumOrder;
  if (missing > 0) {
    return {
      status: 422,
      code: "INVALID_MINIMUM_ORDER",
      message: `The minimum order is ${priced.minimumOrder.minimum}; ${missing} missing (minor units)`,
      errors: [{ field: "minimum_order", message: String(missing) }],
    };
  }
  if ((!status.open || status.schedule_only) && cart.scheduled_to === null) {
    return {
      status: 422,
      code: "MERCHANT_CLOSED",
      message: status.schedule_only ? "The store only takes scheduled orders" : "The store is closed now",
    };
  }
  // Open, but staff paused new orders for a few minutes.
  return pauseRefusal(
    status.paused_until ? { pausedUntil: status.paused_until, pauseReason: status.pause_reason ?? "OTHER" } : null,
    cart.scheduled_to,
  );
}
