import type { CartAdjustment, CartExtra, CartItem, CartPizza, CartSummary, DeliveryType, MinimumOrder, OrderSettings } from "../../../contract";

/*
 * A cart's summary and minimum order, pure: from its priced lines, its delivery fee and the
 * adjustments (fees, discounts) applied after them.
 */

/**
 * What changes the cart's total after its lines and the delivery fee, in the order applied.
 * Today only the store's extra fee; coupons, loyalty redemption and the table service charge
 * are to be pushed into this same list, so the summary never needs another special case.
 */
export function cartAdjustments(orderSettings: OrderSettings): CartAdjustment[] {
  const adjustments: CartAdjustment[] = [];
  const extraFee = orderSettings.extra_fee;
  if (extraFee && extraFee.value > 0) {
    adjustments.push({ type: "INCREASE", source: "EXTRA_FEE", name: extraFee.title, amount: extraFee.value });
  }
  return adjustments;
}

export interface SummaryInput {
  items: readonly CartItem[];
  pizzas: readonly CartPizza[];
  extras: readonly CartExtra[];
  deliveryType: DeliveryType;
  /**
   * What delivery costs this cart (cartDeliveryFee): its address's fee, or the store's single
   * fee; null while it depends on an address the cart does not have, counted as 0.
   */
  deliveryFee: number | null;
  orderSettings: OrderSettings;
  /** From cartAdjustments. */
  adjustments: readonly CartAdjustment[];
}

export interface CartTotals {
  summary: CartSummary;
  minimumOrder: MinimumOrder;
  /** Units of items and pizzas. */
  count: number;
}

const sumOf = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + amount, 0);

/**
 * Summary (core spec §3) and minimum order (§5), as a pipeline: the lines make the subtotal;
 * delivery_fee is DELIVERY only, and 0 until the fee is known (never a default the customer
 * would not pay); then the adjustments:
 * increase is the sum of the INCREASEs, discount the sum of the DISCOUNTs, capped so the
 * total never goes below 0. The minimum counts the delivery fee and the extra fee only when
 * their use_in_minimum_order_calculation is set.
 */
export function cartTotals(input: SummaryInput): CartTotals {
  const { orderSettings, adjustments } = input;
  const subtotal = sumOf([...input.items, ...input.pizzas, ...input.extras].map((line) => line.total));
  const deliveryFee = input.deliveryType === "DELIVERY" ? (input.deliveryFee ?? 0) : 0;
  const amountOf = (matches: (adjustment: CartAdjustment) => boolean) => sumOf(adjustments.filter(matches).map((adjustment) => adjustment.amount));
  const increase = amountOf((adjustment) => adjustment.type === "INCREASE");
  const discount = Math.min(
    amountOf((adjustment) => adjustment.type === "DISCOUNT"),
    subtotal + deliveryFee + increase,
  );

  const deliveryFeeCounts = orderSettings.delivery_fee.use_in_minimum_order_calculation;
  const extraFeeCounts = orderSettings.extra_fee?.use_in_minimum_order_calculation ?? false;
  const extraFee = amountOf((adjustment) => adjustment.source === "EXTRA_FEE");
  const counted = subtotal + (deliveryFeeCounts ? deliveryFee : 0) + (extraFeeCounts ? extraFee : 0);
  const minimum = orderSettings.minimum_order_value;
  const missing = Math.max(0, minimum - counted);

  return {
    summary: { subtotal, delivery_fee: deliveryFee, discount, increase, total: subtotal + deliveryFee + increase - discount },
    minimumOrder: {
      minimum,
      counted,
      missing,
      reached: missing === 0,
      delivery_fee_counts: deliveryFeeCounts,
      extra_fee_counts: extraFeeCounts,
    },
    count: [...input.items, ...input.pizzas].reduce((sum, line) => sum + line.quantity, 0),
  };
}
