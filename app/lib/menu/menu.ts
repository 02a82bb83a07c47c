import type { Category, Extra } from "../../../contract";

/** Categories the menu shows (core spec §5): enabled, not redeemable, with an item or a pizza. */
export function visibleCategories(categories: Category[]): Category[] {
  return categories
    .filter((category) => category.enabled && !category.redeemable)
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => item.enabled),
      pizzas: category.pizzas.filter((pizza) => pizza.enabled),
    }))
    .filter((category) => category.items.length > 0 || category.pizzas.length > 0)
    .sort((a, b) => a.order - b.order);
}

/** Extras and their additionals kept only if enabled, sorted by order (core spec §5). */
export function visibleExtras(extras: Extra[]): Extra[] {
  return extras
    .filter((extra) => extra.enabled)
    .map((extra) => ({
      ...extra,
      additionals: extra.additionals.filter((additional) => additional.enabled).sort((a, b) => a.order - b.order),
    }))
    .filter((extra) => extra.additionals.length > 0)
    .sort((a, b) => a.order - b.order);
}

/** Lower-cased text without accents, so "acai" finds "Açaí" and "jalapeno" finds "jalapeño". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Narrows categories to the items and pizzas whose name, description or tags hold every word searched. */
export function searchMenu(categories: Category[], term: string): Category[] {
  const words = normalizeSearchText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  const matches = (...texts: string[]) => {
    const haystack = normalizeSearchText(texts.join(" "));
    return words.every((word) => haystack.includes(word));
  };
  return categories
    .map((category) => {
      const inCategory = matches(category.name);
      return {
        ...category,
        items: category.items.filter((item) => inCategory || matches(item.name, item.description, ...item.tags)),
        pizzas: category.pizzas.filter(
          (pizza) =>
            inCategory || matches(pizza.name, pizza.description, ...pizza.flavors.map((flavor) => flavor.name)),
        ),
      };
    })
    .filter((category) => category.items.length > 0 || category.pizzas.length > 0);
}
