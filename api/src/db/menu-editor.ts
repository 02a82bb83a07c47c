import type { MenuChange } from "../../../contract/console-menu";

/*
 * The owner's menu editor (decision 095): its read, and the statements of its writes. Every write is
 * one batch that ends with menuWriteTail: the menu's version raised, the change recorded, and the new
 * id and version read back inside the same transaction.
 */

export interface CategoryRow {
  id: number;
  name: string;
  description: string | null;
  enabled: number;
  redeemable: number;
  sort_order: number;
  deleted_at: number | null;
}

export interface ItemRow {
  id: number;
  category_id: number;
  name: string;
  description: string;
  image: string | null;
  price: number;
  original_price: number | null;
  enabled: number;
  available: number;
  sort_order: number;
  serves: number | null;
  tags: string;
  points_price: number | null;
  deleted_at: number | null;
}

export interface GroupRow {
  id: number;
  item_id: number;
  name: string;
  min: number;
  max: number;
  sort_order: number;
}

export interface OptionRow {
  id: number;
  option_group_id: number;
  name: string;
  description: string | null;
  price: number;
  enabled: number;
  sort_order: number;
}

export interface PizzaRow {
  id: number;
  category_id: number;
  name: string;
  enabled: number;
}

export interface MenuEditorRows {
  version: number;
  tropicalization: string;
  categories: CategoryRow[];
  items: ItemRow[];
  groups: GroupRow[];
  options: OptionRow[];
  pizzas: PizzaRow[];
}

/** Every category and dish of the merchant, trashed ones included, with groups, options and pizzas; null: no such merchant. */
export async function readMenuEditorRows(d1: D1Database, merchantId: number): Promise<MenuEditorRows | null> {
  const [merchant, categories, items, groups, options, pizzas] = await d1.batch([
    d1.prepare("SELECT menu_version, tropicalization FROM merchants WHERE id = ?1").bind(merchantId),
    d1
      .prepare(
        "SELECT id, name, description, enabled, redeemable, sort_order, deleted_at FROM categories WHERE merchant_id = ?1 ORDER BY sort_order, id",
      )
      .bind(merchantId),
    d1
      .prepare(
        `SELECT id, category_id, name, description, image, price, original_price, enabled, available, sort_order,
           serves, tags, points_price, deleted_at FROM items WHERE merchant_id = ?1 ORDER BY sort_order, id`,
      )
      .bind(merchantId),
    d1
      .prepare(
        "SELECT id, item_id, name, min, max, sort_order FROM option_groups WHERE merchant_id = ?1 ORDER BY sort_order, id",
      )
      .bind(merchantId),
    d1
      .prepare(
        `SELECT id, option_group_id, name, description, price, enabled, sort_order FROM options
         WHERE merchant_id = ?1 ORDER BY sort_order, id`,
      )
      .bind(merchantId),
    d1
      .prepare("SELECT id, category_id, name, enabled FROM pizzas WHERE merchant_id = ?1 ORDER BY sort_order, id")
      .bind(merchantId),
  ]);
  const head = merchant!.results[0] as { menu_version: number; tropicalization: string } | undefined;
  if (!head) return null;
  return {
    version: head.menu_version,
    tropicalization: head.tropicalization,
    categories: categories!.results as unknown as CategoryRow[],
    items: items!.results as unknown as ItemRow[],
    groups: groups!.results as unknown as GroupRow[],
    options: options!.results as unknown as OptionRow[],
    pizzas: pizzas!.results as unknown as PizzaRow[],
  };
}

/** The menu tables whose new rows take an id above every id the table ever had. */
export type MenuIdTable =
  | "categories"
  | "items"
  | "option_groups"
  | "options"
  | "pizza_sizes"
  | "pizza_flavors"
  | "pizza_complements"
  | "extras"
  | "additionals";

/** The id the last markNextId of `table` gave, inside the same batch. */
export const NEW_ID = (table: MenuIdTable) => `(SELECT last_id FROM menu_id_marks WHERE table_name = '${table}')`;

/** Raises `table`'s mark above its mark and its highest id: the next row's id (NEW_ID). */
export const markNextId = (d1: D1Database, table: MenuIdTable) =>
  d1
    .prepare(
      `INSERT INTO menu_id_marks (table_name, last_id) VALUES (?1, (SELECT COALESCE(MAX(id), 0) + 1 FROM ${table}))
       ON CONFLICT (table_name) DO UPDATE SET last_id = MAX(last_id, (SELECT COALESCE(MAX(id), 0) FROM ${table})) + 1`,
    )
    .bind(table);

const bit = (value: boolean) => (value ? 1 : 0);

export interface CategoryFields {
  name: string;
  description: string | null;
  enabled: boolean;
  redeemable: boolean;
}

/** A new category, last in the merchant's order. */
export const insertCategory = (d1: D1Database, merchantId: number, category: CategoryFields) =>
  d1
    .prepare(
      `INSERT INTO categories (id, merchant_id, name, description, enabled, redeemable, sort_order)
       SELECT ${NEW_ID("categories")}, ?1, ?2, ?3, ?4, ?5,
         (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM categories WHERE merchant_id = ?1)`,
    )
    .bind(merchantId, category.name, category.description, bit(category.enabled), bit(category.redeemable));

/** A live category's fields. */
export const updateCategory = (d1: D1Database, merchantId: number, id: number, category: CategoryFields) =>
  d1
    .prepare(
      `UPDATE categories SET name = ?3, description = ?4, enabled = ?5, redeemable = ?6
       WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NULL`,
    )
    .bind(merchantId, id, category.name, category.description, bit(category.enabled), bit(category.redeemable));

/** The menu tables the editor's moves reorder (each by `sort_order`, read in that order by the customer's menu). */
export type SortedTable =
  | "categories"
  | "items"
  | "option_groups"
  | "options"
  | "pizza_flavors"
  | "pizza_complements"
  | "extras"
  | "additionals";

/** The sort order of each id, its place in `ids` (the caller checked they are the whole set), in one statement. */
export const sortInOrder = (d1: D1Database, table: SortedTable, merchantId: number, ids: number[]) =>
  d1
    .prepare(
      `UPDATE ${table} SET sort_order = (SELECT j.key FROM json_each(?2) j WHERE j.value = ${table}.id)
       WHERE merchant_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(merchantId, JSON.stringify(ids));

/** Into the trash at `deletedAt` (epoch ms), or out of it with null. */
export const setTrashed = (
  d1: D1Database,
  table: "categories" | "items",
  merchantId: number,
  id: number,
  deletedAt: number | null,
) =>
  d1.prepare(`UPDATE ${table} SET deleted_at = ?3 WHERE merchant_id = ?1 AND id = ?2`).bind(merchantId, id, deletedAt);

export interface ItemFields {
  category_id: number;
  name: string;
  description: string;
  price: number;
  original_price: number | null;
  tags: string[];
  enabled: boolean;
  serves: number | null;
  points_price: number | null;
}

const LAST_IN_CATEGORY =
  "(SELECT COALESCE(MAX(sort_order), -1) + 1 FROM items WHERE merchant_id = ?1 AND category_id = ?2)";

/** A new dish, last in its category, available today. */
export const insertItem = (d1: D1Database, merchantId: number, item: ItemFields) =>
  d1
    .prepare(
      `INSERT INTO items (id, merchant_id, category_id, name, description, price, original_price, enabled, available,
         sort_order, serves, tags, points_price)
       SELECT ${NEW_ID("items")}, ?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ${LAST_IN_CATEGORY}, ?8, ?9, ?10`,
    )
    .bind(
      merchantId,
      item.category_id,
      item.name,
      item.description,
      item.price,
      item.original_price,
      bit(item.enabled),
      item.serves,
      JSON.stringify(item.tags),
      item.points_price,
    );

/** Changes a dish's fields but never today's `available`; moved to another category, it goes last there. */
export const updateItem = (d1: D1Database, merchantId: number, id: number, item: ItemFields, moved: boolean) =>
  d1
    .prepare(
      `UPDATE items SET category_id = ?2, name = ?3, description = ?4, price = ?5, original_price = ?6, enabled = ?7,
         serves = ?8, tags = ?9, points_price = ?11${moved ? `, sort_order = ${LAST_IN_CATEGORY}` : ""}
       WHERE merchant_id = ?1 AND id = ?10 AND deleted_at IS NULL`,
    )
    .bind(
      merchantId,
      item.category_id,
      item.name,
      item.description,
      item.price,
      item.original_price,
      bit(item.enabled),
      item.serves,
      JSON.stringify(item.tags),
      id,
      item.points_price,
    );

export interface GroupFields {
  name: string;
  min: number;
  max: number;
}

export interface OptionFields {
  name: string;
  description: string | null;
  price: number;
  enabled: boolean;
}

/** A new option group, last on its dish (its options follow with insertOption). */
export const insertGroup = (d1: D1Database, merchantId: number, itemId: number, group: GroupFields) =>
  d1
    .prepare(
      `INSERT INTO option_groups (id, merchant_id, item_id, name, min, max, sort_order)
       SELECT ${NEW_ID("option_groups")}, ?1, ?2, ?3, ?4, ?5,
         (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM option_groups WHERE merchant_id = ?1 AND item_id = ?2)`,
    )
    .bind(merchantId, itemId, group.name, group.min, group.max);

/** A group's own fields; its options are changed one by one. */
export const updateGroup = (d1: D1Database, merchantId: number, id: number, group: GroupFields) =>
  d1
    .prepare("UPDATE option_groups SET name = ?3, min = ?4, max = ?5 WHERE merchant_id = ?1 AND id = ?2")
    .bind(merchantId, id, group.name, group.min, group.max);

/** A group and, by cascade, its options and the cart lines' choices of them. */
export const deleteGroup = (d1: D1Database, merchantId: number, id: number) =>
  d1.prepare("DELETE FROM option_groups WHERE merchant_id = ?1 AND id = ?2").bind(merchantId, id);

/**
 * New options of group `groupId`, or of the group this batch created when null, in one statement:
 * their ids follow the options' mark, which holdMark must have set before and must raise after.
 */
export const insertOptions = (
  d1: D1Database,
  merchantId: number,
  groupId: number | null,
  options: Array<OptionFields & { order: number }>,
) =>
  d1
    .prepare(
      `INSERT INTO options (id, merchant_id, option_group_id, name, description, price, enabled, sort_order)
       SELECT ${NEW_ID("options")} + j.key + 1, ?1, ${groupId === null ? NEW_ID("option_groups") : "?2"},
         json_extract(j.value, '$.name'), json_extract(j.value, '$.description'), json_extract(j.value, '$.price'),
         json_extract(j.value, '$.enabled'), json_extract(j.value, '$.order')
       FROM json_each(?3) j`,
    )
    .bind(merchantId, groupId, JSON.stringify(options.map((option) => ({ ...option, enabled: bit(option.enabled) }))));

/** An option of the group, changed in place and put at `order`. */
export const updateOption = (
  d1: D1Database,
  merchantId: number,
  groupId: number,
  id: number,
  option: OptionFields,
  order: number,
) =>
  d1
    .prepare(
      `UPDATE options SET name = ?4, description = ?5, price = ?6, enabled = ?7, sort_order = ?8
       WHERE merchant_id = ?1 AND option_group_id = ?2 AND id = ?3`,
    )
    .bind(merchantId, groupId, id, option.name, option.description, option.price, bit(option.enabled), order);

/** An option of the group, with the cart lines' choices of it (cascade). */
export const deleteOption = (d1: D1Database, merchantId: number, groupId: number, id: number) =>
  d1
    .prepare("DELETE FROM options WHERE merchant_id = ?1 AND option_group_id = ?2 AND id = ?3")
    .bind(merchantId, groupId, id);

export interface ChangeEntry {
  action: MenuChange["action"];
  subject: MenuChange["subject"];
  /** The subject's id; `new`: the id this batch's markNextId gave `table`. */
  subjectId: number | null | { new: MenuIdTable };
  name: string;
  changes: MenuChange["changes"];
}

export interface ChangeAuthor {
  staffId: number | null;
  staffName: string;
}

/** One row of the trail. */
export const insertChange = (
  d1: D1Database,
  merchantId: number,
  author: ChangeAuthor,
  at: number,
  change: ChangeEntry,
  requestKey: string | null = null,
) => {
  const subjectId =
    change.subjectId !== null && typeof change.subjectId === "object" ? NEW_ID(change.subjectId.new) : "?7";
  return d1
    .prepare(
      `INSERT INTO menu_changes (merchant_id, staff_id, staff_name, at, action, subject, subject_id, name, changes, request_key)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ${subjectId}, ?8, ?9, ?10)`,
    )
    .bind(
      merchantId,
      author.staffId,
      author.staffName,
      at,
      change.action,
      change.subject,
      typeof change.subjectId === "number" ? change.subjectId : null,
      change.name,
      JSON.stringify(change.changes),
      requestKey,
    );
};

/**
 * Sends one write: its statements, the menu's version raised, its changes recorded; answers the id
 * `created` got (else null) and the new version, both read inside the batch.
 */
export async function runMenuWrite(
  d1: D1Database,
  merchantId: number,
  author: ChangeAuthor,
  at: number,
  statements: D1PreparedStatement[],
  changes: ChangeEntry[],
  created?: MenuIdTable,
  requestKey?: string,
): Promise<{ id: number | null; version: number }> {
  const batch = [
    ...statements,
    ...changes.map((change, index) =>
      insertChange(d1, merchantId, author, at, change, index === 0 ? requestKey : null),
    ),
    d1.prepare("UPDATE merchants SET menu_version = menu_version + 1 WHERE id = ?1").bind(merchantId),
    d1
      .prepare(`SELECT menu_version, ${created ? NEW_ID(created) : "NULL"} AS created_id FROM merchants WHERE id = ?1`)
      .bind(merchantId),
  ];
  let results: D1Result[];
  try {
    results = await d1.batch(batch);
  } catch (error) {
    // The same form sent again: the batch rolled back whole; answer what the first one created.
    if (!requestKey || !/UNIQUE constraint failed: menu_changes\./.test(String(error))) throw error;
    const first = await d1
      .prepare(
        `SELECT c.subject_id AS id, m.menu_version AS version FROM menu_changes c JOIN merchants m ON m.id = c.merchant_id
         WHERE c.merchant_id = ?1 AND c.request_key = ?2`,
      )
      .bind(merchantId, requestKey)
      .first<{ id: number | null; version: number }>();
    if (!first) throw error;
    return first;
  }
  const row = results.at(-1)!.results[0] as { menu_version: number; created_id: number | null };
  return { id: row.created_id, version: row.menu_version };
}

export interface MenuChangeRow {
  id: number;
  at: number;
  staff_name: string;
  action: string;
  subject: string;
  subject_id: number | null;
  name: string;
  changes: string;
}

/** A page of the trail, newest first, of ids below `before` when given. */
export async function listMenuChanges(
  d1: D1Database,
  merchantId: number,
  before: number | null,
  limit: number,
): Promise<MenuChangeRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, at, staff_name, action, subject, subject_id, name, changes FROM menu_changes
       WHERE merchant_id = ?1 AND (?2 IS NULL OR id < ?2) ORDER BY id DESC LIMIT ?3`,
    )
    .bind(merchantId, before, limit)
    .all<MenuChangeRow>();
  return results;
}

/** What the trash holds past `cutoff` (epoch ms), every merchant's: the daily cleanup's. */
export async function expiredTrash(
  d1: D1Database,
  cutoff: number,
): Promise<Array<{ merchant_id: number; kind: "category" | "item"; id: number; name: string }>> {
  const { results } = await d1
    .prepare(
      `SELECT merchant_id, 'category' AS kind, id, name FROM categories WHERE deleted_at < ?1
       UNION ALL SELECT merchant_id, 'item' AS kind, id, name FROM items WHERE deleted_at < ?1
       ORDER BY merchant_id, kind, id`,
    )
    .bind(cutoff)
    .all<{ merchant_id: number; kind: "category" | "item"; id: number; name: string }>();
  return results;
}

/** The images of the dishes a purge deletes: those listed and those of the categories listed. */
export async function imagesOfTrash(
  d1: D1Database,
  merchantId: number,
  categoryIds: number[],
  itemIds: number[],
): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT image FROM items WHERE merchant_id = ?1 AND image IS NOT NULL
         AND (id IN (SELECT value FROM json_each(?2)) OR category_id IN (SELECT value FROM json_each(?3)))`,
    )
    .bind(merchantId, JSON.stringify(itemIds), JSON.stringify(categoryIds))
    .all<{ image: string }>();
  return results.map((row) => row.image);
}

/** Deletes a trashed row for good (a category takes its dishes and pizzas with it, by cascade). */
export const purgeTrashed = (d1: D1Database, table: "categories" | "items", merchantId: number, id: number) =>
  d1.prepare(`DELETE FROM ${table} WHERE merchant_id = ?1 AND id = ?2 AND deleted_at IS NOT NULL`).bind(merchantId, id);

/** Before a delete: `table`'s mark raised to its highest id, so the ids the delete frees are never given again. */
export const holdMark = (d1: D1Database, table: MenuIdTable) =>
  d1
    .prepare(
      `INSERT INTO menu_id_marks (table_name, last_id) VALUES (?1, (SELECT COALESCE(MAX(id), 0) FROM ${table}))
       ON CONFLICT (table_name) DO UPDATE SET last_id = MAX(last_id, (SELECT COALESCE(MAX(id), 0) FROM ${table}))`,
    )
    .bind(table);
