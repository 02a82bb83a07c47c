import type { Cart, Currency, DeliveryType, Extra, MinimumOrder, OperationModes } from "../../../contract";
import { formatDeliveryTime, formatMoney } from "../../../contract";
import { visibleExtras } from "~/lib/menu";

/** One line of the cart page: an item or a pizza, prices formatted on the server. */
export interface CartLine {
  kind: "items" | "pizzas";
  id: number;
  name: string;
  image: string | null;
  /** Options, or size, flavors and complements, as short texts. */
  details: string[];
  notes: string | null;
  quantity: number;
  unitPrice: string;
  total: string;
}

/** "½ Calabresa", "⅓ Portuguesa": a flavor's share of the pizza. */
function share(parts: number, total: number): string {
  if (parts === total) return "";
  const fractions: Record<string, string> = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾" };
  return `${fractions[`${parts}/${total}`] ?? `${parts}/${total}`} `;
}

export function presentCart(cart: Cart, currency: Currency, locale: string, sizeLabel: (size: string) => string) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const lines: CartLine[] = [
    ...cart.items.map((item) => ({
      kind: "items" as const,
      id: item.id,
      name: item.name,
      image: item.image,
      details: item.options.map((option) =>
        `${option.quantity > 1 ? `${option.quantity}× ` : ""}${option.name}${option.price > 0 ? ` (+ ${money(option.price)})` : ""}`,
      ),
      notes: item.notes,
      quantity: item.quantity,
      unitPrice: money(item.unit_price),
      total: money(item.total),
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
          ...pizza.complements.map((complement) => `${complement.name}${complement.price > 0 ? ` (+ ${money(complement.price)})` : ""}`),
        ],
        notes: pizza.notes,
        quantity: pizza.quantity,
        unitPrice: money(pizza.unit_price),
        total: money(pizza.total),
      };
    }),
  ];
  const { summary } = cart;
  return {
    lines,
    notes: cart.notes ?? "",
    deliveryType: cart.delivery.type,
    area: cart.delivery.address ? (cart.delivery.area_name ?? cart.delivery.address.neighborhood) : null,
    summary: {
      subtotal: money(summary.subtotal),
      deliveryFee: cart.delivery.type === "DELIVERY" ? (summary.delivery_fee > 0 ? money(summary.delivery_fee) : null) : undefined,
      increase: summary.increase > 0 ? money(summary.increase) : null,
      discount: summary.discount > 0 ? money(summary.discount) : null,
      total: money(summary.total),
    },
  };
}

/** The order extras (cutlery, sauces…) with the quantities the cart holds. */
export function presentExtras(extras: Extra[], cart: Cart, currency: Currency, locale: string) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return visibleExtras(extras).map((extra) => ({
    id: extra.id,
    name: extra.name,
    max: extra.max,
    additionals: extra.additionals.map((additional) => ({
      id: additional.id,
      name: additional.name,
      price: additional.price > 0 ? money(additional.price) : null,
      quantity: cart.extras.find((chosen) => chosen.additional_id === additional.id)?.quantity ?? 0,
    })),
  }));
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
