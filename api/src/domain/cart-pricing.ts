import {
  type ApiError,
  type CartExtra,
  type CartItem,
  type CartPizza,
  type CartStatus,
  type Category,
  type Currency,
  type DeliveryType,
  type ErrorCode,
  type Extra,
  type Item,
  MAX_LINE_QUANTITY,
  type Menu,
  type OperationModes,
  type OptionGroup,
  type Pizza,
  type PizzaPriceRule,
  type TableOrderSettings,
  pizzaFlavorsPrice,
  roundingUnit,
} from "../../../contract";

/*
 * A cart stores references and quantities only; these functions price it again on every read, and a
 * stored line the menu no longer allows is dropped from the answer.
 */

export interface Rejection {
  status: 400 | 422;
  code: ErrorCode;
  message: string;
  errors?: ApiError["errors"];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = (code: ErrorCode, message: string): Checked<never> => ({
  ok: false,
  rejection: { status: 422, code, message },
});
const invalid = (message: string, errors: NonNullable<ApiError["errors"]>): Checked<never> => ({
  ok: false,
  rejection: { status: 400, code: "VALIDATION_ERROR", message, errors },
});

export interface MenuIndex {
  items: Map<number, { item: Item; category: Category }>;
  pizzas: Map<number, { pizza: Pizza; category: Category }>;
  additionals: Map<number, { additional: Extra["additionals"][number]; extra: Extra }>;
}

export function indexMenu(menu: Menu): MenuIndex {
  const index: MenuIndex = { items: new Map(), pizzas: new Map(), additionals: new Map() };
  for (const category of menu.categories) {
    for (const item of category.items) index.items.set(item.id, { item, category });
    for (const pizza of category.pizzas) index.pizzas.set(pizza.id, { pizza, category });
  }
  for (const extra of menu.extras) {
    for (const additional of extra.additionals) index.additionals.set(additional.id, { additional, extra });
  }
  return index;
}

/** A category a customer can order from: enabled, and not a loyalty-redeemable one (those are not bought). */
const orderable = (category: Category) => category.enabled && !category.redeemable;

function checkQuantity(quantity: number): Checked<number> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    return refuse("INVALID_QUANTITY", `Quantity must be between 1 and ${MAX_LINE_QUANTITY}, got ${quantity}`);
  }
  return ok(quantity);
}

function mergeById<T extends { id: number; quantity: number }>(entries: readonly T[]): T[] {
  const merged = new Map<number, T>();
  for (const entry of entries) {
    const seen = merged.get(entry.id);
    merged.set(entry.id, seen ? { ...seen, quantity: seen.quantity + entry.quantity } : { ...entry });
  }
  return [...merged.values()];
}

export interface ItemLineInput {
  item_id: number;
  quantity: number;
  notes: string | null;
  options: readonly { option_id: number; quantity: number }[];
  /** A loyalty redemption: an item of a redeemable category, priced 0 and paid with points. */
  redeemed?: boolean;
}

export type PricedItem = Omit<CartItem, "id">;

/**
 * NOT_FOUND off this menu, UNAVAILABLE when not orderable, INVALID_QUANTITY outside 1..MAX_LINE_QUANTITY,
 * 400 (one error per group) when a group's choices break its min or max.
 */
export function priceItemLine(index: MenuIndex, line: ItemLineInput): Checked<PricedItem> {
  const entry = index.items.get(line.item_id);
  if (!entry) return refuse("NOT_FOUND", `Item ${line.item_id} is not on this menu`);
  const { item, category } = entry;
  const redeemed = line.redeemed === true;
  // A redemption takes an item of an enabled redeemable category with a points price; a purchase, an orderable one.
  const offered = redeemed ? category.enabled && category.redeemable && item.points_price != null : orderable(category);
  if (!item.enabled || !item.available || !offered)
    return refuse("UNAVAILABLE", `Item ${item.id} is not available${redeemed ? " for points" : ""}`);
  const quantity = checkQuantity(line.quantity);
  if (!quantity.ok) return quantity;

  const groupOfOption = new Map<number, { group: OptionGroup; option: OptionGroup["options"][number] }>();
  for (const group of item.option_groups)
    for (const option of group.options) groupOfOption.set(option.id, { group, option });

  const chosen = mergeById(line.options.map((choice) => ({ id: choice.option_id, quantity: choice.quantity })));
  const perGroup = new Map<number, number>();
  for (const choice of chosen) {
    const found = groupOfOption.get(choice.id);
    if (!found || !found.option.enabled)
      return refuse("UNAVAILABLE", `Option ${choice.id} is not available for item ${item.id}`);
    perGroup.set(found.group.id, (perGroup.get(found.group.id) ?? 0) + choice.quantity);
  }
  const groupErrors = item.option_groups
    .filter((group) => {
      const count = perGroup.get(group.id) ?? 0;
      return count < group.min || count > group.max;
    })
    .map((group) => ({ field: `options.${group.id}`, message: `min ${group.min} max ${group.max}` }));
  if (groupErrors.length > 0) return invalid(`Options of item ${item.id} break their groups' limits`, groupErrors);

  // In menu order: by group, then by option, whatever order they were sent in.
  const options = item.option_groups.flatMap((group) =>
    group.options.flatMap((option) => {
      const choice = chosen.find((entry) => entry.id === option.id);
      return choice
        ? [
            {
              option_group_id: group.id,
              option_group_name: group.name,
              option_id: option.id,
              name: option.name,
              quantity: choice.quantity,
              price: option.price,
            },
          ]
        : [];
    }),
  );
  const unitPrice = redeemed
    ? 0
    : item.price + options.reduce((sum, option) => sum + option.price * option.quantity, 0);
  return ok({
    item_id: item.id,
    name: item.name,
    image: item.image,
    quantity: quantity.value,
    options,
    notes: line.notes,
    redeemed,
    points: redeemed ? (item.points_price ?? null) : null,
    unit_price: unitPrice,
    total: unitPrice * quantity.value,
  });
}

export interface PizzaLineInput {
  pizza_id: number;
  size_id: number;
  quantity: number;
  notes: string | null;
  flavors: readonly { flavor_id: number; quantity: number }[];
  complement_ids: readonly number[];
}

export type PricedPizza = Omit<CartPizza, "id">;

export interface PizzaPricing {
  rule: PizzaPriceRule;
  currency: Currency;
}

/**
 * Flavor parts add up to at most the size's max_flavors; at most one EDGE and one CRUST. The unit
 * price follows the merchant's flavor rule, rounded to the currency's unit, plus the complements.
 */
export function pricePizzaLine(index: MenuIndex, pricing: PizzaPricing, line: PizzaLineInput): Checked<PricedPizza> {
  const entry = index.pizzas.get(line.pizza_id);
  if (!entry) return refuse("NOT_FOUND", `Pizza ${line.pizza_id} is not on this menu`);
  const { pizza, category } = entry;
  if (!pizza.enabled || !pizza.available || !orderable(category))
    return refuse("UNAVAILABLE", `Pizza ${pizza.id} is not available`);
  const quantity = checkQuantity(line.quantity);
  if (!quantity.ok) return quantity;

  const size = pizza.sizes.find((candidate) => candidate.id === line.size_id);
  if (!size) return refuse("UNAVAILABLE", `Size ${line.size_id} is not a size of pizza ${pizza.id}`);
  const priceAtSize = (prices: readonly { size_id: number; price: number }[]) =>
    prices.find((price) => price.size_id === size.id)?.price;

  const flavors: PricedPizza["flavors"] = [];
  for (const choice of mergeById(line.flavors.map((flavor) => ({ id: flavor.flavor_id, quantity: flavor.quantity })))) {
    const flavor = pizza.flavors.find((candidate) => candidate.id === choice.id);
    const price = flavor?.enabled ? priceAtSize(flavor.prices) : undefined;
    if (!flavor || price === undefined) {
      return refuse("UNAVAILABLE", `Flavor ${choice.id} is not available in size ${size.id} of pizza ${pizza.id}`);
    }
    flavors.push({ flavor_id: flavor.id, name: flavor.name, quantity: choice.quantity, price });
  }
  const parts = flavors.reduce((sum, flavor) => sum + flavor.quantity, 0);
  if (flavors.length === 0 || parts > size.max_flavors) {
    return invalid(`Size ${size.id} takes 1 to ${size.max_flavors} flavor parts, got ${parts}`, [
      { field: "flavors", message: `min 1 max ${size.max_flavors}` },
    ]);
  }

  const complements: PricedPizza["complements"] = [];
  for (const complementId of new Set(line.complement_ids)) {
    const complement = pizza.complements.find((candidate) => candidate.id === complementId);
    const price = complement?.enabled ? priceAtSize(complement.prices) : undefined;
    if (!complement || price === undefined) {
      return refuse(
        "UNAVAILABLE",
        `Complement ${complementId} is not available in size ${size.id} of pizza ${pizza.id}`,
      );
    }
    complements.push({ complement_id: complement.id, name: complement.name, kind: complement.kind, price });
  }
  const doubled = (["EDGE", "CRUST"] as const).filter((kind) => complements.filter((c) => c.kind === kind).length > 1);
  if (doubled.length > 0) {
    return invalid(`A pizza takes at most one ${doubled.join(" and one ")}`, [
      { field: "complement_ids", message: `at most one ${doubled.join(", ")}` },
    ]);
  }

  const flavorsPrice = pizzaFlavorsPrice(
    pricing.rule,
    flavors.map((flavor) => ({ price: flavor.price, parts: flavor.quantity })),
    roundingUnit(pricing.currency),
  );
  const unitPrice = flavorsPrice + complements.reduce((sum, complement) => sum + complement.price, 0);
  return ok({
    pizza_id: pizza.id,
    name: pizza.name,
    image: pizza.image,
    size: { id: size.id, name: size.name },
    flavors,
    complements,
    price_rule: pricing.rule,
    quantity: quantity.value,
    notes: line.notes,
    unit_price: unitPrice,
    total: unitPrice * quantity.value,
  });
}

/** Zero quantities are left out; each extra's units at most its max (400, one error per extra). */
export function priceExtras(
  index: MenuIndex,
  chosen: readonly { additional_id: number; quantity: number }[],
): Checked<CartExtra[]> {
  const extras: CartExtra[] = [];
  const perExtra = new Map<number, { extra: Extra; units: number }>();
  for (const choice of mergeById(chosen.map((entry) => ({ id: entry.additional_id, quantity: entry.quantity })))) {
    if (choice.quantity === 0) continue;
    const entry = index.additionals.get(choice.id);
    if (!entry) return refuse("NOT_FOUND", `Additional ${choice.id} is not on this menu`);
    const { additional, extra } = entry;
    if (!additional.enabled || !extra.enabled)
      return refuse("UNAVAILABLE", `Additional ${additional.id} is not available`);
    if (choice.quantity < 0 || choice.quantity > MAX_LINE_QUANTITY) {
      return refuse("INVALID_QUANTITY", `Quantity must be between 0 and ${MAX_LINE_QUANTITY}, got ${choice.quantity}`);
    }
    const units = perExtra.get(extra.id)?.units ?? 0;
    perExtra.set(extra.id, { extra, units: units + choice.quantity });
    extras.push({
      extra_id: extra.id,
      additional_id: additional.id,
      name: additional.name,
      quantity: choice.quantity,
      unit_price: additional.price,
      total: additional.price * choice.quantity,
    });
  }
  const errors = [...perExtra.values()]
    .filter(({ extra, units }) => units > extra.max)
    .map(({ extra }) => ({ field: `extras.${extra.id}`, message: `min ${extra.min} max ${extra.max}` }));
  if (errors.length > 0) return invalid("Too many additionals in an extra", errors);
  return ok(extras);
}

export function checkCartOpen(status: CartStatus): Rejection | null {
  if (status === "FINALIZED")
    return { status: 422, code: "CART_FINALIZED", message: "This cart became an order; start a new cart" };
  if (status === "PENDING")
    return { status: 422, code: "PENDING_CART", message: "An order of this cart awaits its online payment" };
  return null;
}

/** Whether the store takes orders of `type` now: TABLE also needs a table ordering modality. */
export function deliveryTypeEnabled(type: DeliveryType, modes: OperationModes, table: TableOrderSettings): boolean {
  switch (type) {
    case "DELIVERY":
      return modes.delivery_configuration.enabled;
    case "TAKEOUT":
      return modes.takeout_configuration.enabled;
    case "TABLE":
      return modes.table_configuration.enabled && table.modality !== null;
  }
}

/** A table id means TABLE; otherwise DELIVERY, else TAKEOUT, as enabled; null reads as DELIVERY. */
export function defaultDeliveryType(
  modes: OperationModes,
  table: TableOrderSettings,
  tableId: number | null,
): DeliveryType | null {
  if (tableId !== null && deliveryTypeEnabled("TABLE", modes, table)) return "TABLE";
  if (modes.delivery_configuration.enabled) return "DELIVERY";
  if (modes.takeout_configuration.enabled) return "TAKEOUT";
  return null;
}

/*
 * Stored as line_key under a unique index per cart (decision 009): changing how a key is made needs a
 * migration rewriting stored keys, or equal lines stop meeting.
 */

/** A redeemed line has "redeemed" appended, so it never meets a bought one. */
export function itemLineKey(line: {
  item_id: number;
  notes: string | null;
  table_solicitation_id: number | null;
  options: readonly { option_id: number; quantity: number }[];
  redeemed?: boolean;
}): string {
  const options = mergeById(line.options.map((option) => ({ id: option.option_id, quantity: option.quantity })))
    .sort((a, b) => a.id - b.id)
    .map((option) => `${option.id}x${option.quantity}`);
  const key = [line.item_id, line.notes ?? null, line.table_solicitation_id ?? null, options];
  return JSON.stringify(line.redeemed === true ? [...key, "redeemed"] : key);
}

export function pizzaLineKey(line: {
  pizza_id: number;
  size_id: number;
  notes: string | null;
  table_solicitation_id: number | null;
  flavors: readonly { flavor_id: number; quantity: number }[];
  complement_ids: readonly number[];
}): string {
  const flavors = mergeById(line.flavors.map((flavor) => ({ id: flavor.flavor_id, quantity: flavor.quantity })))
    .sort((a, b) => a.id - b.id)
    .map((flavor) => `${flavor.id}x${flavor.quantity}`);
  const complements = [...new Set(line.complement_ids)].sort((a, b) => a - b);
  return JSON.stringify([
    line.pizza_id,
    line.size_id,
    line.notes ?? null,
    line.table_solicitation_id ?? null,
    flavors,
    complements,
  ]);
}
