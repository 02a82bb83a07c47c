import type * as z from "zod";
import {
  MENU_ERRORS,
  PIZZA_ERRORS,
  PIZZA_FLAVORS_MAX,
  PIZZA_SIZES_MAX,
  type MenuChange,
  type MenuWrite,
  type PizzaEditor,
  type pizzaComplementRequestSchema,
  type pizzaFlavorRequestSchema,
  type pizzaRequestSchema,
  type pizzaSizeChangeSchema,
  type pizzaSizeCreateSchema,
} from "../../../contract";
import { type PizzaPriceRule, pizzaPriceRuleSchema } from "../../../contract/merchant";
import { type ChangeEntry, type MenuIdTable, holdMark, markNextId, runMenuWrite, sortInOrder } from "../db/menu-editor";
import {
  type PizzaEditorRows,
  type PizzaPriceRow,
  deleteSize,
  insertComplement,
  insertFlavor,
  insertNewSizePrices,
  insertSize,
  readMenuSettings,
  readPizzaEditorRows,
  setPrices,
  sortSizes,
  updateComplement,
  updateFlavor,
  updatePizza,
  updatePizzaPriceRule,
  updateSize,
} from "../db/pizza-editor";
import { HttpError, notFound } from "../http/errors";
import { checkWholeOrder, diff, namesInOrder, type MenuEditorActor } from "./menu-editor";

/*
 * The owner's pizza editor (decision 100), on the menu editor's terms (095): each write reads the
 * pizza's rows, refuses what is not the merchant's (404) or not whole (422 on the field), and sends
 * one batch raising the menu's version with one change recorded. A flavour is priced in every size.
 */

type PizzaRequest = z.output<typeof pizzaRequestSchema>;
type SizeChange = z.output<typeof pizzaSizeChangeSchema>;
type SizeCreate = z.output<typeof pizzaSizeCreateSchema>;
type FlavorRequest = z.output<typeof pizzaFlavorRequestSchema>;
type ComplementRequest = z.output<typeof pizzaComplementRequestSchema>;
type Changes = MenuChange["changes"];

const refusal = (field: string, message: string, why: string) =>
  new HttpError(422, "VALIDATION_ERROR", why, [{ field, message }]);

interface LivePizza extends PizzaEditorRows {
  pizza: NonNullable<PizzaEditorRows["pizza"]>;
}

async function pizzaOf(d1: D1Database, merchantId: number, pizzaId: number): Promise<LivePizza> {
  const rows = await readPizzaEditorRows(d1, merchantId, pizzaId);
  if (!rows) throw notFound("No such merchant");
  if (!rows.pizza) throw notFound("No such pizza on this menu");
  return rows as LivePizza;
}

const ruleOf = (menuSettings: string): PizzaPriceRule =>
  pizzaPriceRuleSchema
    .catch("PROPORTIONAL")
    .parse((JSON.parse(menuSettings) as { pizza_price_rule?: unknown }).pizza_price_rule);

const pricesBySize = (rows: PizzaEditorRows, prices: PizzaPriceRow[], ownerId: number) =>
  rows.sizes.map((size) => ({
    size_id: size.id,
    price: prices.find((price) => price.owner_id === ownerId && price.size_id === size.id)?.price ?? null,
  }));

/** The pizza editor's read: the pizza, its sizes in order, flavours and complements priced per size, the store's rule. */
export async function readPizzaEditor(d1: D1Database, merchantId: number, pizzaId: number): Promise<PizzaEditor> {
  const rows = await pizzaOf(d1, merchantId, pizzaId);
  return {
    id: rows.pizza.id,
    category_id: rows.pizza.category_id,
    name: rows.pizza.name,
    description: rows.pizza.description,
    enabled: rows.pizza.enabled === 1,
    sizes: rows.sizes.map((size) => ({
      id: size.id,
      name: size.name,
      slices: size.slices,
      max_flavors: size.max_flavors,
    })),
    flavors: rows.flavors.map((flavor) => ({
      id: flavor.id,
      name: flavor.name,
      description: flavor.description,
      enabled: flavor.enabled === 1,
      prices: pricesBySize(rows, rows.flavorPrices, flavor.id),
    })),
    complements: rows.complements.map((complement) => ({
      id: complement.id,
      name: complement.name,
      kind: complement.kind,
      enabled: complement.enabled === 1,
      prices: pricesBySize(rows, rows.complementPrices, complement.id),
    })),
    price_rule: ruleOf(rows.menuSettings),
    categories: rows.categories,
    version: rows.version,
    currency: (JSON.parse(rows.tropicalization) as { currency: string }).currency,
  };
}

const write = (
  d1: D1Database,
  actor: MenuEditorActor,
  now: Date,
  statements: D1PreparedStatement[],
  change: ChangeEntry,
  createdIn?: MenuIdTable,
): Promise<MenuWrite> =>
  runMenuWrite(
    d1,
    actor.merchantId,
    { staffId: actor.staffId, staffName: actor.staffName },
    now.getTime(),
    statements,
    [change],
    createdIn,
  );

const sizeName = (rows: PizzaEditorRows, sizeId: number) => rows.sizes.find((size) => size.id === sizeId)?.name ?? "";

/** Each size's price from and to, named by the size (`option`). */
const priceChanges = (
  rows: PizzaEditorRows,
  before: Array<{ size_id: number; price: number | null }>,
  after: Array<{ size_id: number; price: number }>,
): Changes =>
  rows.sizes.flatMap((size) => {
    const from = before.find((price) => price.size_id === size.id)?.price ?? null;
    const to = after.find((price) => price.size_id === size.id)?.price ?? null;
    return from === to ? [] : [{ field: "price", from, to, option: size.name }];
  });

/** Refuses prices naming a size that is not the pizza's, or one twice; `every`: each size must be there. */
function checkSizes(rows: PizzaEditorRows, prices: Array<{ size_id: number }>, every: boolean, missing: string): void {
  const seen = new Set<number>();
  prices.forEach((price, index) => {
    if (!rows.sizes.some((size) => size.id === price.size_id) || seen.has(price.size_id))
      throw refusal(`prices.${index}.size_id`, PIZZA_ERRORS.sizeInvalid, "That size is not one of this pizza's");
    seen.add(price.size_id);
  });
  if (every) {
    const unpriced = rows.sizes.find((size) => !seen.has(size.id));
    if (unpriced) throw refusal(`prices.${unpriced.id}`, missing, `No price for size ${unpriced.name}`);
  }
}

// ---- The pizza ----------------------------------------------------------------------------------

/** Renames, describes, hides or shows a pizza, or moves it to another live category (last there). */
export async function changePizza(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  request: PizzaRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, id);
  if (!rows.categories.some((category) => category.id === request.category_id))
    throw refusal("category_id", MENU_ERRORS.categoryInvalid, "No such category on this menu");
  const before = rows.pizza;
  const result = await write(
    d1,
    actor,
    now,
    [updatePizza(d1, actor.merchantId, id, request, request.category_id !== before.category_id)],
    {
      action: "update",
      subject: "pizza",
      subjectId: id,
      name: request.name,
      changes: diff([
        ["category_id", before.category_id, request.category_id],
        ["name", before.name, request.name],
        ["description", before.description, request.description],
        ["enabled", before.enabled === 1, request.enabled],
      ]),
    },
  );
  return { ...result, id };
}

// ---- Sizes --------------------------------------------------------------------------------------

/** A new size, last, with a price for every flavour of the pizza (and for the complements offered in it). */
export async function createSize(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  request: SizeCreate,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  if (rows.sizes.length >= PIZZA_SIZES_MAX)
    throw refusal("name", PIZZA_ERRORS.tooMany, `A pizza has at most ${PIZZA_SIZES_MAX} sizes`);
  const flavorIds = new Set(request.flavor_prices.map((price) => price.flavor_id));
  request.flavor_prices.forEach((price, index) => {
    if (!rows.flavors.some((flavor) => flavor.id === price.flavor_id))
      throw refusal(`flavor_prices.${index}.flavor_id`, PIZZA_ERRORS.sizeInvalid, "Not a flavour of this pizza");
  });
  const unpriced = rows.flavors.find((flavor) => !flavorIds.has(flavor.id));
  if (unpriced || flavorIds.size !== request.flavor_prices.length)
    throw refusal(
      `flavor_prices.${unpriced?.id ?? 0}`,
      PIZZA_ERRORS.sizePriceMissing,
      "Every flavour needs its price in the new size",
    );
  const complementIds = new Set<number>();
  request.complement_prices.forEach((price, index) => {
    if (
      !rows.complements.some((complement) => complement.id === price.complement_id) ||
      complementIds.has(price.complement_id)
    )
      throw refusal(
        `complement_prices.${index}.complement_id`,
        PIZZA_ERRORS.sizeInvalid,
        "Not a complement of this pizza",
      );
    complementIds.add(price.complement_id);
  });
  const size = { name: request.name, slices: request.slices, max_flavors: request.max_flavors };
  const statements = [
    markNextId(d1, "pizza_sizes"),
    insertSize(d1, actor.merchantId, pizzaId, size),
    insertNewSizePrices(
      d1,
      "pizza_flavor_prices",
      actor.merchantId,
      pizzaId,
      request.flavor_prices.map((price) => ({ owner_id: price.flavor_id, price: price.price })),
    ),
  ];
  if (request.complement_prices.length > 0)
    statements.push(
      insertNewSizePrices(
        d1,
        "pizza_complement_prices",
        actor.merchantId,
        pizzaId,
        request.complement_prices.map((price) => ({ owner_id: price.complement_id, price: price.price })),
      ),
    );
  return write(
    d1,
    actor,
    now,
    statements,
    {
      action: "create",
      subject: "pizza_size",
      subjectId: { new: "pizza_sizes" },
      name: size.name,
      changes: [
        { field: "pizza_id", from: null, to: pizzaId },
        { field: "slices", from: null, to: size.slices },
        { field: "max_flavors", from: null, to: size.max_flavors },
        ...request.flavor_prices.map((price) => ({
          field: "price",
          from: null,
          to: price.price,
          option: rows.flavors.find((flavor) => flavor.id === price.flavor_id)!.name,
        })),
      ],
    },
    "pizza_sizes",
  );
}

/** A size's name, slices and flavour limit. */
export async function changeSize(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  id: number,
  request: SizeChange,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  const size = rows.sizes.find((candidate) => candidate.id === id);
  if (!size) throw notFound("No such size of this pizza");
  const result = await write(d1, actor, now, [updateSize(d1, actor.merchantId, pizzaId, id, request)], {
    action: "update",
    subject: "pizza_size",
    subjectId: id,
    name: request.name,
    changes: diff([
      ["name", size.name, request.name],
      ["slices", size.slices, request.slices],
      ["max_flavors", size.max_flavors, request.max_flavors],
    ]),
  });
  return { ...result, id };
}

/** Removed at once with its prices (carts' lines of it drop out); a pizza keeps at least one size. */
export async function removeSize(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  id: number,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  const size = rows.sizes.find((candidate) => candidate.id === id);
  if (!size) throw notFound("No such size of this pizza");
  if (rows.sizes.length === 1) throw refusal("size", PIZZA_ERRORS.lastSize, "A pizza keeps at least one size");
  const result = await write(
    d1,
    actor,
    now,
    [holdMark(d1, "pizza_sizes"), deleteSize(d1, actor.merchantId, pizzaId, id)],
    {
      action: "delete",
      subject: "pizza_size",
      subjectId: id,
      name: size.name,
      changes: [
        { field: "pizza_id", from: pizzaId, to: null },
        { field: "slices", from: size.slices, to: null },
        { field: "max_flavors", from: size.max_flavors, to: null },
      ],
    },
  );
  return { ...result, id };
}

/** The pizza's sizes in a new order: every one of them, once. */
export async function reorderSizes(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  const known = new Set(rows.sizes.map((size) => size.id));
  if (ids.length !== rows.sizes.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw refusal("ids", MENU_ERRORS.orderInvalid, "The order must list every size once");
  return write(d1, actor, now, [sortSizes(d1, actor.merchantId, pizzaId, ids)], {
    action: "reorder",
    subject: "pizza_size",
    subjectId: null,
    name: rows.pizza.name,
    changes: diff([["order", rows.sizes.map((size) => size.name), ids.map((id) => sizeName(rows, id))]]),
  });
}

// ---- Flavours -----------------------------------------------------------------------------------

/** A new flavour, last, priced in every size of the pizza. */
export async function createFlavor(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  request: FlavorRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  if (rows.flavors.length >= PIZZA_FLAVORS_MAX)
    throw refusal("name", PIZZA_ERRORS.tooMany, `A pizza has at most ${PIZZA_FLAVORS_MAX} flavours`);
  checkSizes(rows, request.prices, true, PIZZA_ERRORS.flavorPriceMissing);
  const fields = { name: request.name, description: request.description, enabled: request.enabled };
  return write(
    d1,
    actor,
    now,
    [
      markNextId(d1, "pizza_flavors"),
      insertFlavor(d1, actor.merchantId, pizzaId, fields),
      ...setPrices(d1, "pizza_flavor_prices", actor.merchantId, pizzaId, null, request.prices),
    ],
    {
      action: "create",
      subject: "pizza_flavor",
      subjectId: { new: "pizza_flavors" },
      name: fields.name,
      changes: [
        { field: "pizza_id", from: null, to: pizzaId },
        { field: "description", from: null, to: fields.description },
        { field: "enabled", from: null, to: fields.enabled },
        ...priceChanges(rows, [], request.prices),
      ],
    },
    "pizza_flavors",
  );
}

/** A flavour's name, description, visibility and its price in every size. */
export async function changeFlavor(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  id: number,
  request: FlavorRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  const flavor = rows.flavors.find((candidate) => candidate.id === id);
  if (!flavor) throw notFound("No such flavour of this pizza");
  checkSizes(rows, request.prices, true, PIZZA_ERRORS.flavorPriceMissing);
  const fields = { name: request.name, description: request.description, enabled: request.enabled };
  const result = await write(
    d1,
    actor,
    now,
    [
      updateFlavor(d1, actor.merchantId, pizzaId, id, fields),
      ...setPrices(d1, "pizza_flavor_prices", actor.merchantId, pizzaId, id, request.prices),
    ],
    {
      action: "update",
      subject: "pizza_flavor",
      subjectId: id,
      name: fields.name,
      changes: [
        ...diff([
          ["name", flavor.name, fields.name],
          ["description", flavor.description, fields.description],
          ["enabled", flavor.enabled === 1, fields.enabled],
        ]),
        ...priceChanges(rows, pricesBySize(rows, rows.flavorPrices, id), request.prices),
      ],
    },
  );
  return { ...result, id };
}

/** The pizza's flavours in a new order (the builder lists them so): every one of them, once. */
export async function reorderFlavors(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  checkWholeOrder(ids, rows.flavors);
  return write(d1, actor, now, [sortInOrder(d1, "pizza_flavors", actor.merchantId, ids)], {
    action: "reorder",
    subject: "pizza_flavor",
    subjectId: null,
    name: rows.pizza.name,
    changes: diff([["order", rows.flavors.map((flavor) => flavor.name), namesInOrder(ids, rows.flavors)]]),
  });
}

// ---- Crusts, edges and toppings -----------------------------------------------------------------

/** A new complement, last, priced in the sizes it is offered in. */
export async function createComplement(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  request: ComplementRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  if (rows.complements.length >= PIZZA_FLAVORS_MAX)
    throw refusal("name", PIZZA_ERRORS.tooMany, `A pizza has at most ${PIZZA_FLAVORS_MAX} complements`);
  checkSizes(rows, request.prices, false, PIZZA_ERRORS.complementPriceMissing);
  const fields = { name: request.name, kind: request.kind, enabled: request.enabled };
  return write(
    d1,
    actor,
    now,
    [
      markNextId(d1, "pizza_complements"),
      insertComplement(d1, actor.merchantId, pizzaId, fields),
      ...setPrices(d1, "pizza_complement_prices", actor.merchantId, pizzaId, null, request.prices),
    ],
    {
      action: "create",
      subject: "pizza_complement",
      subjectId: { new: "pizza_complements" },
      name: fields.name,
      changes: [
        { field: "pizza_id", from: null, to: pizzaId },
        { field: "kind", from: null, to: fields.kind },
        { field: "enabled", from: null, to: fields.enabled },
        ...priceChanges(rows, [], request.prices),
      ],
    },
    "pizza_complements",
  );
}

/** A complement's fields and its prices, sent whole: a size left out no longer offers it. */
export async function changeComplement(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  id: number,
  request: ComplementRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  const complement = rows.complements.find((candidate) => candidate.id === id);
  if (!complement) throw notFound("No such complement of this pizza");
  checkSizes(rows, request.prices, false, PIZZA_ERRORS.complementPriceMissing);
  const fields = { name: request.name, kind: request.kind, enabled: request.enabled };
  const result = await write(
    d1,
    actor,
    now,
    [
      updateComplement(d1, actor.merchantId, pizzaId, id, fields),
      ...setPrices(d1, "pizza_complement_prices", actor.merchantId, pizzaId, id, request.prices),
    ],
    {
      action: "update",
      subject: "pizza_complement",
      subjectId: id,
      name: fields.name,
      changes: [
        ...diff([
          ["name", complement.name, fields.name],
          ["kind", complement.kind, fields.kind],
          ["enabled", complement.enabled === 1, fields.enabled],
        ]),
        ...priceChanges(rows, pricesBySize(rows, rows.complementPrices, id), request.prices),
      ],
    },
  );
  return { ...result, id };
}

/**
 * The pizza's complements in a new order: every one of them, once, whatever their kind (the builder
 * lists each kind's in this order).
 */
export async function reorderComplements(
  d1: D1Database,
  actor: MenuEditorActor,
  pizzaId: number,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await pizzaOf(d1, actor.merchantId, pizzaId);
  checkWholeOrder(ids, rows.complements);
  return write(d1, actor, now, [sortInOrder(d1, "pizza_complements", actor.merchantId, ids)], {
    action: "reorder",
    subject: "pizza_complement",
    subjectId: null,
    name: rows.pizza.name,
    changes: diff([
      ["order", rows.complements.map((complement) => complement.name), namesInOrder(ids, rows.complements)],
    ]),
  });
}

// ---- The store's half-and-half rule -------------------------------------------------------------

/** How a pizza of several flavours is priced, for every pizza of the store. */
export async function changePizzaPriceRule(
  d1: D1Database,
  actor: MenuEditorActor,
  rule: PizzaPriceRule,
  now = new Date(),
): Promise<MenuWrite> {
  const menuSettings = await readMenuSettings(d1, actor.merchantId);
  if (menuSettings === null) throw notFound("No such merchant");
  const before = ruleOf(menuSettings);
  return write(d1, actor, now, [updatePizzaPriceRule(d1, actor.merchantId, rule)], {
    action: "update",
    subject: "pizza_price_rule",
    subjectId: null,
    name: "",
    changes: diff([["rule", before, rule]]),
  });
}
