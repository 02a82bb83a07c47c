import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Category, Extra, Item, Menu, OptionGroup, Pizza, Promotion } from "../../../contract";
import { menuWithSoldOut } from "../../../contract/sold-out";
import type { StoreDay } from "../domain/store-day";
import type { Db } from "./client";
import { soldOutQuery, storeDayOf, storeDayQuery } from "./store-day";
import {
  additionals,
  categories,
  extras,
  items,
  merchants,
  optionGroups,
  options,
  pizzaComplementPrices,
  pizzaComplements,
  pizzaFlavorPrices,
  pizzaFlavors,
  pizzas,
  pizzaSizes,
  promotions,
} from "./schema";

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The lowest price the card can honestly show as "from": a disabled flavor cannot be ordered. */
export function pizzaPriceFrom(flavors: Pizza["flavors"]): number {
  const enabled = flavors.filter((flavor) => flavor.enabled);
  const prices = (enabled.length > 0 ? enabled : flavors).flatMap((flavor) => flavor.prices.map((p) => p.price));
  return prices.length > 0 ? Math.min(...prices) : 0;
}

// The editor's trash (decision 095) is gone for customers: a trashed category takes its dishes with it.
const liveItemIds = (merchantId: number) =>
  sql`(SELECT i.id FROM items i JOIN categories c ON c.merchant_id = i.merchant_id AND c.id = i.category_id
    WHERE i.merchant_id = ${merchantId} AND i.deleted_at IS NULL AND c.deleted_at IS NULL)`;

const menuQueries = (db: Db, merchantId: number) =>
  [
    db
      .select()
      .from(categories)
      .where(and(eq(categories.merchantId, merchantId), isNull(categories.deletedAt)))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select()
      .from(items)
      .where(and(eq(items.merchantId, merchantId), sql`${items.id} IN ${liveItemIds(merchantId)}`))
      .orderBy(asc(items.sortOrder), asc(items.id)),
    db
      .select()
      .from(optionGroups)
      .where(eq(optionGroups.merchantId, merchantId))
      .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id)),
    db
      .select()
      .from(options)
      .where(eq(options.merchantId, merchantId))
      .orderBy(asc(options.sortOrder), asc(options.id)),
    db.select().from(pizzas).where(eq(pizzas.merchantId, merchantId)).orderBy(asc(pizzas.sortOrder), asc(pizzas.id)),
    db
      .select()
      .from(pizzaSizes)
      .where(eq(pizzaSizes.merchantId, merchantId))
      .orderBy(asc(pizzaSizes.sortOrder), asc(pizzaSizes.id)),
    db
      .select()
      .from(pizzaFlavors)
      .where(eq(pizzaFlavors.merchantId, merchantId))
      .orderBy(asc(pizzaFlavors.sortOrder), asc(pizzaFlavors.id)),
    db.select().from(pizzaFlavorPrices).where(eq(pizzaFlavorPrices.merchantId, merchantId)),
    db
      .select()
      .from(pizzaComplements)
      .where(eq(pizzaComplements.merchantId, merchantId))
      .orderBy(asc(pizzaComplements.sortOrder), asc(pizzaComplements.id)),
    db.select().from(pizzaComplementPrices).where(eq(pizzaComplementPrices.merchantId, merchantId)),
    db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantId, merchantId),
          or(isNull(promotions.itemId), sql`${promotions.itemId} IN ${liveItemIds(merchantId)}`),
        ),
      )
      .orderBy(asc(promotions.sortOrder), asc(promotions.id)),
    db.select().from(extras).where(eq(extras.merchantId, merchantId)).orderBy(asc(extras.sortOrder), asc(extras.id)),
    db
      .select()
      .from(additionals)
      .where(eq(additionals.merchantId, merchantId))
      .orderBy(asc(additionals.sortOrder), asc(additionals.id)),
  ] as const;

/** The menu's rows and, in the same batch, the version they were read at (decision 097). */
const readMenuRows = (db: Db, merchantId: number) =>
  db.batch([
    ...menuQueries(db, merchantId),
    db.select({ menuVersion: merchants.menuVersion }).from(merchants).where(eq(merchants.id, merchantId)).limit(1),
  ]);
type MenuRows = Awaited<ReturnType<typeof readMenuRows>> extends [...infer Rows, unknown] ? Rows : never;

/**
 * Everything, disabled entries included: the storefront applies the visibility rules and caches this
 * document, so the day's sold-out switches are not in it (loadMenuNow).
 */
export async function loadMenu(db: Db, merchantId: number): Promise<Menu> {
  // The version is never newer than what the document holds.
  const rows = await readMenuRows(db, merchantId);
  return { ...assembleMenu(rows.slice(0, 13) as unknown as MenuRows), menu_version: rows[13][0]?.menuVersion ?? 0 };
}

export async function loadMenuNow(db: Db, merchantId: number, now: Date): Promise<{ menu: Menu; day: StoreDay }> {
  const rows = await db.batch([
    ...menuQueries(db, merchantId),
    soldOutQuery(db, merchantId, now),
    storeDayQuery(db, merchantId),
  ]);
  const day = storeDayOf(rows[13], rows[14]);
  return { menu: menuWithSoldOut(assembleMenu(rows.slice(0, 13) as unknown as MenuRows), day.soldOut), day };
}

function assembleMenu([
  categoryRows,
  itemRows,
  groupRows,
  optionRows,
  pizzaRows,
  sizeRows,
  flavorRows,
  flavorPriceRows,
  complementRows,
  complementPriceRows,
  promotionRows,
  extraRows,
  additionalRows,
]: MenuRows): Menu {
  const optionsByGroup = groupBy(optionRows, (row) => row.optionGroupId);
  const groupsByItem = groupBy(groupRows, (row) => row.itemId);
  const itemsByCategory = groupBy(itemRows, (row) => row.categoryId);
  const sizesByPizza = groupBy(sizeRows, (row) => row.pizzaId);
  const flavorsByPizza = groupBy(flavorRows, (row) => row.pizzaId);
  const complementsByPizza = groupBy(complementRows, (row) => row.pizzaId);
  const pizzasByCategory = groupBy(pizzaRows, (row) => row.categoryId);
  const additionalsByExtra = groupBy(additionalRows, (row) => row.extraId);
  const flavorPricesByFlavor = groupBy(flavorPriceRows, (row) => row.flavorId);
  const complementPricesByComplement = groupBy(complementPriceRows, (row) => row.complementId);

  const toOptionGroup = (group: (typeof groupRows)[number]): OptionGroup => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    order: group.sortOrder,
    options: (optionsByGroup.get(group.id) ?? []).map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description,
      price: option.price,
      enabled: option.enabled,
      order: option.sortOrder,
    })),
  });

  const toItem = (item: (typeof itemRows)[number]): Item => ({
    id: item.id,
    category_id: item.categoryId,
    name: item.name,
    description: item.description,
    image: item.image,
    price: item.price,
    original_price: item.originalPrice,
    enabled: item.enabled,
    available: item.available,
    order: item.sortOrder,
    serves: item.serves,
    tags: item.tags,
    option_groups: (groupsByItem.get(item.id) ?? []).map(toOptionGroup),
    // Only on redeemable items, so every other item reads as before.
    ...(item.pointsPrice === null ? {} : { points_price: item.pointsPrice }),
  });

  const toPizza = (pizza: (typeof pizzaRows)[number]): Pizza => {
    const sizes = sizesByPizza.get(pizza.id) ?? [];
    // Prices follow the size order, so the builder can list them as they are.
    const sizeRank = new Map(sizes.map((size, index) => [size.id, index]));
    const bySizeOrder = (a: { sizeId: number }, b: { sizeId: number }) =>
      (sizeRank.get(a.sizeId) ?? 0) - (sizeRank.get(b.sizeId) ?? 0);
    const flavors = (flavorsByPizza.get(pizza.id) ?? []).map((flavor) => ({
      id: flavor.id,
      name: flavor.name,
      description: flavor.description,
      image: flavor.image,
      enabled: flavor.enabled,
      order: flavor.sortOrder,
      prices: [...(flavorPricesByFlavor.get(flavor.id) ?? [])]
        .sort(bySizeOrder)
        .map((row) => ({ size_id: row.sizeId, price: row.price })),
    }));
    return {
      id: pizza.id,
      category_id: pizza.categoryId,
      name: pizza.name,
      description: pizza.description,
      image: pizza.image,
      enabled: pizza.enabled,
      available: pizza.available,
      order: pizza.sortOrder,
      price_from: pizzaPriceFrom(flavors),
      sizes: sizes.map((size) => ({
        id: size.id,
        name: size.name,
        slices: size.slices,
        max_flavors: size.maxFlavors,
        order: size.sortOrder,
      })),
      flavors,
      complements: (complementsByPizza.get(pizza.id) ?? []).map((complement) => ({
        id: complement.id,
        name: complement.name,
        kind: complement.kind,
        enabled: complement.enabled,
        order: complement.sortOrder,
        prices: [...(complementPricesByComplement.get(complement.id) ?? [])]
          .sort(bySizeOrder)
          .map((row) => ({ size_id: row.sizeId, price: row.price })),
      })),
    };
  };

  const menuCategories: Category[] = categoryRows.map((category) => ({
    id: category.id,
    name: category.name,
    description: category.description,
    enabled: category.enabled,
    redeemable: category.redeemable,
    order: category.sortOrder,
    items: (itemsByCategory.get(category.id) ?? []).map(toItem),
    pizzas: (pizzasByCategory.get(category.id) ?? []).map(toPizza),
  }));

  const menuPromotions: Promotion[] = promotionRows.map((promotion) => ({
    id: promotion.id,
    title: promotion.title,
    description: promotion.description,
    image: promotion.image,
    item_id: promotion.itemId,
    price: promotion.price,
    original_price: promotion.originalPrice,
    order: promotion.sortOrder,
  }));

  const menuExtras: Extra[] = extraRows.map((extra) => ({
    id: extra.id,
    name: extra.name,
    description: extra.description,
    enabled: extra.enabled,
    order: extra.sortOrder,
    min: extra.min,
    max: extra.max,
    additionals: (additionalsByExtra.get(extra.id) ?? []).map((additional) => ({
      id: additional.id,
      name: additional.name,
      price: additional.price,
      enabled: additional.enabled,
      order: additional.sortOrder,
    })),
  }));

  return { categories: menuCategories, promotions: menuPromotions, extras: menuExtras };
}
