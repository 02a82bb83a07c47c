import type { Category, Item, Pizza } from "../../../contract";

/* Menu builders for the storefront's unit tests: a valid entity with its defaults, and what a test changes. */

export function item(id: number, overrides: Partial<Item> = {}): Item {
  return {
    id,
    category_id: 1,
    name: `Item ${id}`,
    description: "",
    image: null,
    price: 1000,
    original_price: null,
    enabled: true,
    available: true,
    order: id,
    serves: null,
    tags: [],
    option_groups: [],
    ...overrides,
  };
}

export function pizza(id: number, overrides: Partial<Pizza> = {}): Pizza {
  return {
    id,
    category_id: 1,
    name: `Pizza ${id}`,
    description: "",
    image: null,
    enabled: true,
    available: true,
    order: id,
    price_from: 3000,
    sizes: [],
    flavors: [],
    complements: [],
    ...overrides,
  };
}

export function category(id: number, overrides: Partial<Category> = {}): Category {
  return {
    id,
    name: `Category ${id}`,
    description: null,
    enabled: true,
    redeemable: false,
    order: id,
    items: [],
    pizzas: [],
    ...overrides,
  };
}
