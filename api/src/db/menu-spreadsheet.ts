import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { MenuImportPlan, PlannedGroup } from "../domain/menu-import-plan";
import type { Db } from "./client";
import { categories, items, menuChanges, menuIdMarks, merchants, optionGroups, options } from "./schema";

// One batch that applies a spreadsheet's import plan (decision 098); the menu it is planned against is
// the editor's own read.

export interface MenuImportActor {
  merchantId: number;
  staffId: number;
  staffName: string;
  /** Epoch ms. */
  now: number;
}

const ID_TABLES = { category: "categories", item: "items", group: "option_groups", option: "options" } as const;
type IdTable = keyof typeof ID_TABLES;

// Ids are never given twice (decision 095): a new row takes an id above both the table's highest id and its
// mark in menu_id_marks, which the editor's writes raise too.
const nextIdOf = (table: (typeof ID_TABLES)[IdTable]) =>
  sql<number>`(SELECT max(coalesce((SELECT max(id) FROM ${sql.raw(table)}), 0), coalesce((SELECT last_id FROM menu_id_marks WHERE table_name = ${table}), 0)) + 1)`;

/** The next free id of each table: the import's new rows get them in order, inside one batch. */
async function nextIds(db: Db) {
  const [row] = await db
    .select({
      category: nextIdOf("categories"),
      item: nextIdOf("items"),
      group: nextIdOf("option_groups"),
      option: nextIdOf("options"),
    })
    .from(merchants)
    .limit(1);
  const next: Record<IdTable, number> = {
    category: row?.category ?? 1,
    item: row?.item ?? 1,
    group: row?.group ?? 1,
    option: row?.option ?? 1,
  };
  return (table: IdTable) => next[table]++;
}

/** Raises each table's mark to its highest id: before a delete frees ids, and after the inserts take new ones. */
const holdMarks = (db: Db) =>
  Object.values(ID_TABLES).map((table) =>
    db
      .insert(menuIdMarks)
      .values({ tableName: table, lastId: sql`(SELECT coalesce(max(id), 0) FROM ${sql.raw(table)})` })
      .onConflictDoUpdate({
        target: menuIdMarks.tableName,
        set: { lastId: sql`max(${menuIdMarks.lastId}, (SELECT coalesce(max(id), 0) FROM ${sql.raw(table)}))` },
      }),
  );

/**
 * Applies the plan in one batch with an audit row per category, dish and group changed and one version bump,
 * answering the new version; null when the menu version is no longer `version` (changed since the plan).
 * The audit rows come first: a stale plan fails there, before any insert could take an id someone else took.
 */
export async function applyMenuImport(
  db: Db,
  actor: MenuImportActor,
  plan: MenuImportPlan,
  version: number,
): Promise<number | null> {
  const { merchantId, now } = actor;
  const newId = await nextIds(db);
  const writes: BatchItem<"sqlite">[] = [];
  const audits: Array<Omit<typeof menuChanges.$inferInsert, "merchantId">> = [];
  const audit = (
    action: "create" | "update" | "trash" | "delete",
    subject: "category" | "item" | "option_group",
    subjectId: number,
    name: string,
    changes: Array<{ field: string; from: unknown; to: unknown; option?: string }>,
  ) =>
    audits.push({
      staffId: actor.staffId,
      staffName: actor.staffName,
      at: now,
      action,
      subject,
      subjectId,
      name,
      changes,
    });

  for (const category of plan.categories) {
    const { sheet } = category;
    let categoryId: number;
    if (category.current) {
      categoryId = category.current.id;
      if (category.fields.length > 0 || category.sortOrder !== null) {
        writes.push(
          db
            .update(categories)
            .set({
              name: sheet.name,
              enabled: sheet.enabled,
              ...(category.sortOrder === null ? {} : { sortOrder: category.sortOrder }),
            })
            .where(and(eq(categories.merchantId, merchantId), eq(categories.id, categoryId))),
        );
      }
      if (category.fields.length > 0) audit("update", "category", categoryId, sheet.name, category.fields);
    } else {
      categoryId = newId("category");
      writes.push(
        db.insert(categories).values({
          id: categoryId,
          merchantId,
          name: sheet.name,
          description: null,
          enabled: sheet.enabled,
          redeemable: false,
          sortOrder: category.sortOrder ?? 0,
        }),
      );
      audit("create", "category", categoryId, sheet.name, [
        { field: "name", from: null, to: sheet.name },
        { field: "enabled", from: null, to: sheet.enabled },
      ]);
    }

    for (const dish of category.dishes) {
      const values = {
        categoryId,
        name: dish.sheet.name,
        description: dish.sheet.description,
        price: dish.sheet.price,
        originalPrice: dish.sheet.original_price,
        tags: dish.sheet.tags,
        serves: dish.sheet.serves,
        enabled: dish.sheet.enabled,
        ...(dish.sortOrder === null ? {} : { sortOrder: dish.sortOrder }),
      };
      let itemId: number;
      if (dish.current) {
        itemId = dish.current.id;
        if (dish.fields.length > 0 || dish.sortOrder !== null)
          writes.push(
            db
              .update(items)
              .set(values)
              .where(and(eq(items.merchantId, merchantId), eq(items.id, itemId))),
          );
        if (dish.fields.length > 0) audit("update", "item", itemId, dish.sheet.name, dish.fields);
      } else {
        itemId = newId("item");
        writes.push(
          db
            .insert(items)
            .values({ ...values, id: itemId, merchantId, available: true, sortOrder: dish.sortOrder ?? 0 }),
        );
        audit("create", "item", itemId, dish.sheet.name, [
          { field: "name", from: null, to: dish.sheet.name },
          { field: "price", from: null, to: dish.sheet.price },
        ]);
      }
      for (const group of dish.removedGroups) {
        writes.push(
          db.delete(optionGroups).where(and(eq(optionGroups.merchantId, merchantId), eq(optionGroups.id, group.id))),
        );
        audit(
          "delete",
          "option_group",
          group.id,
          group.name,
          group.options.map((option) => ({ field: "option", from: option.name, to: null })),
        );
      }
      for (const group of dish.groups) writeGroup(group, itemId);
    }
  }

  function writeGroup(group: PlannedGroup, itemId: number) {
    let groupId: number;
    if (group.current) {
      groupId = group.current.id;
      if (group.fields.length > 0 || group.sortOrder !== null)
        writes.push(
          db
            .update(optionGroups)
            .set({
              name: group.sheet.name,
              min: group.sheet.min,
              max: group.sheet.max,
              ...(group.sortOrder === null ? {} : { sortOrder: group.sortOrder }),
            })
            .where(and(eq(optionGroups.merchantId, merchantId), eq(optionGroups.id, groupId))),
        );
    } else {
      groupId = newId("group");
      writes.push(
        db.insert(optionGroups).values({
          id: groupId,
          merchantId,
          itemId,
          name: group.sheet.name,
          min: group.sheet.min,
          max: group.sheet.max,
          sortOrder: group.sortOrder ?? 0,
        }),
      );
    }
    for (const option of group.removedOptions)
      writes.push(db.delete(options).where(and(eq(options.merchantId, merchantId), eq(options.id, option.id))));
    for (const option of group.options) {
      const values = {
        name: option.sheet.name,
        price: option.sheet.price,
        enabled: option.sheet.enabled,
        ...(option.sortOrder === null ? {} : { sortOrder: option.sortOrder }),
      };
      if (!option.current)
        writes.push(
          db.insert(options).values({
            ...values,
            id: newId("option"),
            merchantId,
            optionGroupId: groupId,
            description: null,
            sortOrder: option.sortOrder ?? 0,
          }),
        );
      else if (option.fields.length > 0 || option.sortOrder !== null)
        writes.push(
          db
            .update(options)
            .set(values)
            .where(and(eq(options.merchantId, merchantId), eq(options.id, option.current.id))),
        );
    }
    // As the editor writes a group's trail: each option added, removed, or changed field by field.
    type AuditField = { field: string; from: unknown; to: unknown; option?: string };
    const optionChanges: AuditField[] = [
      ...group.removedOptions.map((option) => ({ field: "option", from: option.name, to: null })),
      ...group.options.flatMap((option): AuditField[] =>
        option.current
          ? option.fields
              .filter((field) => field.field !== "position")
              .map((field) => ({ ...field, option: option.current!.name }))
          : [{ field: "option", from: null, to: option.sheet.name }],
      ),
    ];
    if (!group.current)
      audit("create", "option_group", groupId, group.sheet.name, [
        { field: "name", from: null, to: group.sheet.name },
        { field: "min", from: null, to: group.sheet.min },
        { field: "max", from: null, to: group.sheet.max },
        ...optionChanges,
      ]);
    else if (group.fields.length > 0 || optionChanges.length > 0)
      audit("update", "option_group", groupId, group.sheet.name, [...group.fields, ...optionChanges]);
  }

  for (const category of plan.removedCategories) {
    writes.push(
      db
        .update(categories)
        .set({ deletedAt: now })
        .where(
          and(eq(categories.merchantId, merchantId), eq(categories.id, category.id), isNull(categories.deletedAt)),
        ),
    );
    audit("trash", "category", category.id, category.name, []);
  }
  for (const item of plan.removedDishes) {
    writes.push(
      db
        .update(items)
        .set({ deletedAt: now })
        .where(and(eq(items.merchantId, merchantId), eq(items.id, item.id), isNull(items.deletedAt))),
    );
    audit("trash", "item", item.id, item.name, []);
  }
  // The guard: each audit row names its merchant only while the version is the one planned against, so a
  // stale plan breaks the NOT NULL and the whole batch (a transaction) is undone. One row per statement:
  // D1 binds at most 100 parameters to one.
  const guardedMerchant = sql<number>`(SELECT ${merchants.id} FROM ${merchants} WHERE ${merchants.id} = ${merchantId} AND ${merchants.menuVersion} = ${version})`;
  const audited = audits.map((row) => db.insert(menuChanges).values({ ...row, merchantId: guardedMerchant }));
  const bump = db
    .update(merchants)
    .set({ menuVersion: sql`${merchants.menuVersion} + 1` })
    .where(eq(merchants.id, merchantId))
    .returning({ version: merchants.menuVersion });
  try {
    const results = await db.batch([...audited, ...holdMarks(db), ...writes, ...holdMarks(db), bump] as unknown as [
      BatchItem<"sqlite">,
    ]);
    const bumped = results[results.length - 1] as Array<{ version: number }>;
    return bumped[0]?.version ?? null;
  } catch (error) {
    if (/NOT NULL constraint failed: menu_changes\.merchant_id/.test(String((error as Error).cause ?? error)))
      return null;
    throw error;
  }
}
