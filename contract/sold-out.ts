import type { Menu } from "./menu";
import type { SoldOutNow } from "./operation";

// One rule for both Workers: the API prices carts with it, the storefront shows its cached menu through it.

export function menuWithSoldOut(menu: Menu, soldOut: SoldOutNow): Menu {
  if (soldOut.items.length + soldOut.options.length + soldOut.flavors.length === 0) return menu;
  const items = new Set(soldOut.items);
  const options = new Set(soldOut.options);
  const flavors = new Set(soldOut.flavors);
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({
        ...item,
        available: item.available && !items.has(item.id),
        option_groups: item.option_groups.map((group) => ({
          ...group,
          options: group.options.map((option) => ({ ...option, enabled: option.enabled && !options.has(option.id) })),
        })),
      })),
      pizzas: category.pizzas.map((pizza) => ({
        ...pizza,
        flavors: pizza.flavors.map((flavor) => ({ ...flavor, enabled: flavor.enabled && !flavors.has(flavor.id) })),
      })),
    })),
  };
}
