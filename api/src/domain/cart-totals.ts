import type {
  CartAdjustment,
  CartExtra,
  CartItem,
  CartPizza,
  CartSummary,
  DeliveryType,
  MinimumOrder,
  OrderSettings,
} from "../../../contract";

/**
 * What changes the total after the lines and the delivery fee, in the order applied; new kinds of
 * adjustment go in this list, so the summary needs no special case.
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
  /** Null while it depends on an address the cart does not have, counted as 0. */
  deliveryFee: number | null;
  orderSettings: OrderSettings;
  adjustments: readonly CartAdjustment[];
}

export interface CartTotals {
  summary: CartSummary;
  minimumOrder: MinimumOrder;
  count: number;
}

const sumOf = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + amount, 0);

/**
 * The delivery fee is 0 until known, never a default the customer would not pay; the discount is
 * capped so the total never goes below 0.
 */
export function cartTotals(input: SummaryInput): CartTotals {
  const { orderSettings, adjustments } = input;
  const subtotal = sumOf([...input.items, ...input.pizzas, ...input.extras].map((line) => line.total));
  const deliveryFee = input.deliveryType === "DELIVERY" ? (input.deliveryFee ?? 0) : 0;
  const amountOf = (matches: (adjustment: CartAdjustment) => boolean) =>
    sumOf(adjustments.filter(matches).map((adjustment) => adjustment.amount));
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
    summary: {
      subtotal,
      delivery_fee: deliveryFee,
      discount,
      increase,
      total: subtotal + deliveryFee + increase - discount,
    },
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
