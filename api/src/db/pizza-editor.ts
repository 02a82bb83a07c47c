import { NEW_ID } from "./menu-editor";

/*
 * The owner's pizza editor (decision 100): one pizza's rows, and the statements of its writes. Each
 * write is sent by runMenuWrite (menu-editor.ts): one batch with the version raised and the change recorded.
 */

export interface PizzaEditorRow {
  id: number;
  category_id: number;
  name: string;
  description: string;
  enabled: number;
}

export interface PizzaSizeRow {
  id: number;
  name: string;
  slices: number;
  max_flavors: number;
}

export interface PizzaFlavorRow {
  id: number;
  name: string;
  description: string;
  enabled: number;
}

export interface PizzaComplementRow {
  id: number;
  name: string;
  kind: "CRUST" | "EDGE" | "TOPPING";
  enabled: number;
}

export interface PizzaPriceRow {
  owner_id: number;
  size_id: number;
  price: number;
}

export interface PizzaEditorRows {
  version: number;
  tropicalization: string;
  menuSettings: string;
  pizza: PizzaEditorRow | null;
  categories: Array<{ id: number; name: string }>;
  sizes: PizzaSizeRow[];
  flavors: PizzaFlavorRow[];
  flavorPrices: PizzaPriceRow[];
  complements: PizzaComplementRow[];
  complementPrices: PizzaPriceRow[];
}

/** One pizza of the merchant with its sizes, flavours, complements and prices; null: no such merchant. */
export async function readPizzaEditorRows(
  d1: D1Database,
  merchantId: number,
  pizzaId: number,
): Promise<PizzaEditorRows | null> {
  const [merchant, pizza, categories, sizes, flavors, flavorPrices, complements, complementPrices] = await d1.batch([
    d1.prepare("SELECT menu_version, tropicalization, menu_settings FROM merchants WHERE id = ?1").bind(merchantId),
    d1
      .prepare(
        `SELECT p.id, p.category_id, p.name, p.description, p.enabled FROM pizzas p
         JOIN categories c ON c.merchant_id = p.merchant_id AND c.id = p.category_id AND c.deleted_at IS NULL
         WHERE p.merchant_id = ?1 AND p.id = ?2`,
      )
      .bind(merchantId, pizzaId),
    d1
      .prepare("SELECT id, name FROM categories WHERE merchant_id = ?1 AND deleted_at IS NULL ORDER BY sort_order, id")
      .bind(merchantId),
    d1
      .prepare(
        "SELECT id, name, slices, max_flavors FROM pizza_sizes WHERE merchant_id = ?1 AND pizza_id = ?2 ORDER BY sort_order, id",
      )
      .bind(merchantId, pizzaId),
    d1
      .prepare(
        "SELECT id, name, description, enabled FROM pizza_flavors WHERE merchant_id = ?1 AND pizza_id = ?2 ORDER BY sort_order, id",
      )
      .bind(merchantId, pizzaId),
    d1
      .prepare(
        "SELECT flavor_id AS owner_id, size_id, price FROM pizza_flavor_prices WHERE merchant_id = ?1 AND pizza_id = ?2",
      )
      .bind(merchantId, pizzaId),
    d1
      .prepare(
        "SELECT id, name, kind, enabled FROM pizza_complements WHERE merchant_id = ?1 AND pizza_id = ?2 ORDER BY sort_order, id",
      )
      .bind(merchantId, pizzaId),
    d1
      .prepare(
        `SELECT complement_id AS owner_id, size_id, price FROM pizza_complement_prices
         WHERE merchant_id = ?1 AND pizza_id = ?2`,
      )
      .bind(merchantId, pizzaId),
  ]);
  const head = merchant!.results[0] as
    { menu_version: number; tropicalization: string; menu_settings: string } | undefined;
  if (!head) return null;
  return {
    version: head.menu_version,
    tropicalization: head.tropicalization,
    menuSettings: head.menu_settings,
    pizza: (pizza!.results[0] as PizzaEditorRow | undefined) ?? null,
    categories: categories!.results as Array<{ id: number; name: string }>,
    sizes: sizes!.results as unknown as PizzaSizeRow[],
    flavors: flavors!.results as unknown as PizzaFlavorRow[],
    flavorPrices: flavorPrices!.results as unknown as PizzaPriceRow[],
    complements: complements!.results as unknown as PizzaComplementRow[],
    complementPrices: complementPrices!.results as unknown as PizzaPriceRow[],
  };
}

const bit = (value: boolean) => (value ? 1 : 0);

export interface PizzaFields {
  category_id: number;
  name: string;
  description: string;
  enabled: boolean;
}

/** A pizza's own fields; moved to another category, it goes last there. Today's `available` is left alone. */
export const updatePizza = (d1: D1Database, merchantId: number, id: number, pizza: PizzaFields, moved: boolean) =>
  d1
    .prepare(
      `UPDATE pizzas SET category_id = ?3, name = ?4, description = ?5, enabled = ?6${
        moved
          ? ", sort_order = (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM pizzas WHERE merchant_id = ?1 AND category_id = ?3)"
          : ""
      } WHERE merchant_id = ?1 AND id = ?2`,
    )
    .bind(merchantId, id, pizza.category_id, pizza.name, pizza.description, bit(pizza.enabled));

export interface SizeFields {
  name: string;
  slices: number;
  max_flavors: number;
}

/** A new size (id NEW_ID("pizza_sizes")), last of the pizza's. */
export const insertSize = (d1: D1Database, merchantId: number, pizzaId: number, size: SizeFields) =>
  d1
    .prepare(
      `INSERT INTO pizza_sizes (id, merchant_id, pizza_id, name, slices, max_flavors, sort_order)
       SELECT ${NEW_ID("pizza_sizes")}, ?1, ?2, ?3, ?4, ?5,
         (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM pizza_sizes WHERE merchant_id = ?1 AND pizza_id = ?2)`,
    )
    .bind(merchantId, pizzaId, size.name, size.slices, size.max_flavors);

export const updateSize = (d1: D1Database, merchantId: number, pizzaId: number, id: number, size: SizeFields) =>
  d1
    .prepare(
      "UPDATE pizza_sizes SET name = ?4, slices = ?5, max_flavors = ?6 WHERE merchant_id = ?1 AND pizza_id = ?2 AND id = ?3",
    )
    .bind(merchantId, pizzaId, id, size.name, size.slices, size.max_flavors);

/** A size, with its prices and the cart lines of that size (cascade). */
export const deleteSize = (d1: D1Database, merchantId: number, pizzaId: number, id: number) =>
  d1
    .prepare("DELETE FROM pizza_sizes WHERE merchant_id = ?1 AND pizza_id = ?2 AND id = ?3")
    .bind(merchantId, pizzaId, id);

/** The pizza's sizes in the order of `ids` (the caller checked they are the whole set). */
export const sortSizes = (d1: D1Database, merchantId: number, pizzaId: number, ids: number[]) =>
  d1
    .prepare(
      `UPDATE pizza_sizes SET sort_order = (SELECT j.key FROM json_each(?3) j WHERE j.value = pizza_sizes.id)
       WHERE merchant_id = ?1 AND pizza_id = ?2 AND id IN (SELECT value FROM json_each(?3))`,
    )
    .bind(merchantId, pizzaId, JSON.stringify(ids));

export interface FlavorFields {
  name: string;
  description: string;
  enabled: boolean;
}

/** A new flavour (id NEW_ID("pizza_flavors")), last of the pizza's. */
export const insertFlavor = (d1: D1Database, merchantId: number, pizzaId: number, flavor: FlavorFields) =>
  d1
    .prepare(
      `INSERT INTO pizza_flavors (id, merchant_id, pizza_id, name, description, image, enabled, sort_order)
       SELECT ${NEW_ID("pizza_flavors")}, ?1, ?2, ?3, ?4, NULL, ?5,
         (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM pizza_flavors WHERE merchant_id = ?1 AND pizza_id = ?2)`,
    )
    .bind(merchantId, pizzaId, flavor.name, flavor.description, bit(flavor.enabled));

export const updateFlavor = (d1: D1Database, merchantId: number, pizzaId: number, id: number, flavor: FlavorFields) =>
  d1
    .prepare(
      "UPDATE pizza_flavors SET name = ?4, description = ?5, enabled = ?6 WHERE merchant_id = ?1 AND pizza_id = ?2 AND id = ?3",
    )
    .bind(merchantId, pizzaId, id, flavor.name, flavor.description, bit(flavor.enabled));

export interface ComplementFields {
  name: string;
  kind: "CRUST" | "EDGE" | "TOPPING";
  enabled: boolean;
}

/** A new crust, edge or topping (id NEW_ID("pizza_complements")), last of the pizza's. */
export const insertComplement = (d1: D1Database, merchantId: number, pizzaId: number, complement: ComplementFields) =>
  d1
    .prepare(
      `INSERT INTO pizza_complements (id, merchant_id, pizza_id, name, kind, enabled, sort_order)
       SELECT ${NEW_ID("pizza_complements")}, ?1, ?2, ?3, ?4, ?5,
         (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM pizza_complements WHERE merchant_id = ?1 AND pizza_id = ?2)`,
    )
    .bind(merchantId, pizzaId, complement.name, complement.kind, bit(complement.enabled));

export const updateComplement = (
  d1: D1Database,
  merchantId: number,
  pizzaId: number,
  id: number,
  complement: ComplementFields,
) =>
  d1
    .prepare(
      "UPDATE pizza_complements SET name = ?4, kind = ?5, enabled = ?6 WHERE merchant_id = ?1 AND pizza_id = ?2 AND id = ?3",
    )
    .bind(merchantId, pizzaId, id, complement.name, complement.kind, bit(complement.enabled));

type PriceTable = "pizza_flavor_prices" | "pizza_complement_prices";
const ownerColumn = (table: PriceTable) => (table === "pizza_flavor_prices" ? "flavor_id" : "complement_id");
const ownerTable = (table: PriceTable) => (table === "pizza_flavor_prices" ? "pizza_flavors" : "pizza_complements");

/**
 * The prices of one flavour or complement, set to `prices` whole: sizes left out lose theirs. `ownerId`
 * null: the one this batch created.
 */
export const setPrices = (
  d1: D1Database,
  table: PriceTable,
  merchantId: number,
  pizzaId: number,
  ownerId: number | null,
  prices: Array<{ size_id: number; price: number }>,
) => {
  const owner = ownerId === null ? NEW_ID(ownerTable(table)) : "?3";
  const column = ownerColumn(table);
  return [
    d1
      .prepare(
        `DELETE FROM ${table} WHERE merchant_id = ?1 AND pizza_id = ?2 AND ${column} = ${owner}
         AND size_id NOT IN (SELECT json_extract(value, '$.size_id') FROM json_each(?4))`,
      )
      .bind(merchantId, pizzaId, ownerId, JSON.stringify(prices)),
    d1
      .prepare(
        `INSERT INTO ${table} (merchant_id, pizza_id, ${column}, size_id, price)
         SELECT ?1, ?2, ${owner}, json_extract(value, '$.size_id'), json_extract(value, '$.price') FROM json_each(?4) WHERE true
         ON CONFLICT (${column}, size_id) DO UPDATE SET price = excluded.price`,
      )
      .bind(merchantId, pizzaId, ownerId, JSON.stringify(prices)),
  ];
};

/** The prices in the size this batch created, of each flavour or complement named in `prices`. */
export const insertNewSizePrices = (
  d1: D1Database,
  table: PriceTable,
  merchantId: number,
  pizzaId: number,
  prices: Array<{ owner_id: number; price: number }>,
) =>
  d1
    .prepare(
      `INSERT INTO ${table} (merchant_id, pizza_id, ${ownerColumn(table)}, size_id, price)
       SELECT ?1, ?2, json_extract(value, '$.owner_id'), ${NEW_ID("pizza_sizes")}, json_extract(value, '$.price')
       FROM json_each(?3)`,
    )
    .bind(merchantId, pizzaId, JSON.stringify(prices));

/** The store's half-and-half rule, in its menu settings. */
export const updatePizzaPriceRule = (d1: D1Database, merchantId: number, rule: string) =>
  d1
    .prepare("UPDATE merchants SET menu_settings = json_set(menu_settings, '$.pizza_price_rule', ?2) WHERE id = ?1")
    .bind(merchantId, rule);

/** The store's menu settings document (JSON); null: no such merchant. */
export const readMenuSettings = async (d1: D1Database, merchantId: number): Promise<string | null> =>
  d1.prepare("SELECT menu_settings FROM merchants WHERE id = ?1").bind(merchantId).first<string>("menu_settings");
