import type { CartLineNotKept, Item, Pizza } from "../../../contract";
import type { StoredCartLines } from "./cart";
import type { ItemAddition, PizzaAddition } from "./cart-lines";
import { type MenuIndex, type PizzaPricing, priceExtras, priceItemLine, pricePizzaLine } from "./cart-pricing";

/*
 * Carrying a cart to another store of the franchise (decision 030). Each store has its own menu ids,
 * so every line is matched by name on the target's menu and priced there; a line the target cannot
 * take is named, so the customer knows what would be lost.
 */

export type CartTransfer =
  | { ok: true; items: ItemAddition[]; pizzas: PizzaAddition[]; extras: { additional_id: number; quantity: number }[] }
  | { ok: false; notKept: CartLineNotKept[] };

/** The same word for a customer: case, accents and spacing aside ("Feijão  Preto" is "feijao preto"). */
const sameName = (a: string, b: string) => normalise(a) === normalise(b);
const normalise = (name: string) =>
  name.normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");

/** The target's dish of that name: in a category of the same name when there is one, else any. */
function findByName<T extends { name: string }>(
  entries: Iterable<{ dish: T; category: string }>,
  name: string,
  category: string,
): T | null {
  const named = [...entries].filter((entry) => sameName(entry.dish.name, name));
  return (named.find((entry) => sameName(entry.category, category)) ?? named[0])?.dish ?? null;
}

const itemsOf = (index: MenuIndex) =>
  [...index.items.values()].map(({ item, category }) => ({ dish: item, category: category.name }));
const pizzasOf = (index: MenuIndex) =>
  [...index.pizzas.values()].map(({ pizza, category }) => ({ dish: pizza, category: category.name }));

type Matched<T> = { ok: true; line: T } | { ok: false; detail: string | null; reason: CartLineNotKept["reason"] };
const missing = (detail: string | null = null): Matched<never> => ({ ok: false, detail, reason: "MISSING" });

function matchOptions(source: Item, target: Item, chosen: readonly { option_id: number; quantity: number }[]) {
  const options: { option_id: number; quantity: number }[] = [];
  for (const choice of chosen) {
    const group = source.option_groups.find((candidate) =>
      candidate.options.some((option) => option.id === choice.option_id),
    );
    const option = group?.options.find((candidate) => candidate.id === choice.option_id);
    if (!group || !option) return { ok: false as const, detail: null };
    const targetGroup = target.option_groups.find((candidate) => sameName(candidate.name, group.name));
    const targetOption = targetGroup?.options.find((candidate) => sameName(candidate.name, option.name));
    if (!targetOption) return { ok: false as const, detail: option.name };
    options.push({ option_id: targetOption.id, quantity: choice.quantity });
  }
  return { ok: true as const, options };
}

function matchPizza(
  source: Pizza,
  target: Pizza,
  line: StoredCartLines["pizzas"][number],
): Matched<Omit<PizzaAddition, "quantity" | "notes">> {
  const size = source.sizes.find((candidate) => candidate.id === line.size_id);
  const targetSize = size && target.sizes.find((candidate) => sameName(candidate.name, size.name));
  if (!size || !targetSize) return missing(size?.name ?? null);
  const flavors: PizzaAddition["flavors"][number][] = [];
  for (const choice of line.flavors) {
    const flavor = source.flavors.find((candidate) => candidate.id === choice.flavor_id);
    const targetFlavor = flavor && target.flavors.find((candidate) => sameName(candidate.name, flavor.name));
    if (!targetFlavor) return missing(flavor?.name ?? null);
    flavors.push({ flavor_id: targetFlavor.id, quantity: choice.quantity });
  }
  const complementIds: number[] = [];
  for (const id of line.complement_ids) {
    const complement = source.complements.find((candidate) => candidate.id === id);
    const targetComplement =
      complement &&
      target.complements.find(
        (candidate) => candidate.kind === complement.kind && sameName(candidate.name, complement.name),
      );
    if (!targetComplement) return missing(complement?.name ?? null);
    complementIds.push(targetComplement.id);
  }
  return {
    ok: true,
    line: {
      pizza_id: target.id,
      size_id: targetSize.id,
      flavors,
      complement_ids: complementIds,
      table_solicitation_id: null,
    },
  };
}

export function transferCartLines(
  lines: StoredCartLines,
  from: MenuIndex,
  to: MenuIndex,
  pricing: { from: PizzaPricing; to: PizzaPricing },
): CartTransfer {
  const notKept: CartLineNotKept[] = [];
  const items: ItemAddition[] = [];
  const pizzas: PizzaAddition[] = [];
  const extras: { additional_id: number; quantity: number }[] = [];

  for (const line of lines.items) {
    const shown = priceItemLine(from, line);
    const source = from.items.get(line.item_id);
    if (!shown.ok || !source) continue;
    const refuse = (detail: string | null, reason: CartLineNotKept["reason"]) =>
      notKept.push({ kind: "ITEM", name: source.item.name, detail, reason });
    // Points are spent in the source store's club: a redemption does not travel.
    if (line.redeemed) {
      refuse(null, "REDEEMED");
      continue;
    }
    const target = findByName(itemsOf(to), source.item.name, source.category.name);
    if (!target) {
      refuse(null, "MISSING");
      continue;
    }
    const options = matchOptions(source.item, target, line.options);
    if (!options.ok) {
      refuse(options.detail, "MISSING");
      continue;
    }
    const moved: ItemAddition = {
      item_id: target.id,
      quantity: line.quantity,
      notes: line.notes,
      options: options.options,
      table_solicitation_id: null,
    };
    const priced = priceItemLine(to, moved);
    if (!priced.ok) {
      refuse(null, "UNAVAILABLE");
      continue;
    }
    items.push(moved);
  }

  for (const line of lines.pizzas) {
    const shown = pricePizzaLine(from, pricing.from, line);
    const source = from.pizzas.get(line.pizza_id);
    if (!shown.ok || !source) continue;
    const refuse = (detail: string | null, reason: CartLineNotKept["reason"]) =>
      notKept.push({ kind: "PIZZA", name: source.pizza.name, detail, reason });
    const target = findByName(pizzasOf(to), source.pizza.name, source.category.name);
    if (!target) {
      refuse(null, "MISSING");
      continue;
    }
    const matched = matchPizza(source.pizza, target, line);
    if (!matched.ok) {
      refuse(matched.detail, matched.reason);
      continue;
    }
    const moved: PizzaAddition = { ...matched.line, quantity: line.quantity, notes: line.notes };
    if (!pricePizzaLine(to, pricing.to, moved).ok) {
      refuse(null, "UNAVAILABLE");
      continue;
    }
    pizzas.push(moved);
  }

  for (const extra of lines.extras) {
    const source = from.additionals.get(extra.additional_id);
    if (!source || !priceExtras(from, [extra]).ok) continue;
    const target = [...to.additionals.values()].find(
      (candidate) =>
        sameName(candidate.extra.name, source.extra.name) &&
        sameName(candidate.additional.name, source.additional.name),
    );
    if (!target) {
      notKept.push({ kind: "EXTRA", name: source.additional.name, detail: null, reason: "MISSING" });
      continue;
    }
    if (!priceExtras(to, [{ additional_id: target.additional.id, quantity: extra.quantity }]).ok) {
      notKept.push({ kind: "EXTRA", name: source.additional.name, detail: null, reason: "UNAVAILABLE" });
      continue;
    }
    extras.push({ additional_id: target.additional.id, quantity: extra.quantity });
  }
  // Together they keep to each extra's maximum at the target.
  if (notKept.length === 0 && !priceExtras(to, extras).ok) {
    for (const extra of extras)
      notKept.push({
        kind: "EXTRA",
        name: to.additionals.get(extra.additional_id)!.additional.name,
        detail: null,
        reason: "UNAVAILABLE",
      });
  }
  return notKept.length > 0 ? { ok: false, notKept } : { ok: true, items, pizzas, extras };
}
