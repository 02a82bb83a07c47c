import type * as z from "zod";
import {
  MENU_ERRORS,
  MENU_GROUPS_MAX,
  type MenuChange,
  type MenuEditor,
  type MenuEditorItem,
  type MenuTrashKind,
  type MenuWrite,
  type menuCategoryRequestSchema,
  type menuItemRequestSchema,
  type menuOptionGroupRequestSchema,
} from "../../../contract/console-menu";
import {
  type CategoryRow,
  type ChangeEntry,
  type GroupRow,
  type ItemFields,
  type ItemRow,
  type MenuEditorRows,
  type MenuIdTable,
  deleteGroup,
  deleteOption,
  holdMark,
  insertCategory,
  insertGroup,
  insertItem,
  insertOptions,
  listMenuChanges,
  markNextId,
  readMenuEditorRows,
  runMenuWrite,
  setTrashed,
  sortInOrder,
  updateCategory,
  updateGroup,
  updateItem,
  updateOption,
} from "../db/menu-editor";
import { HttpError, notFound } from "../http/errors";

/*
 * The owner's menu editor (decision 095). Each write reads the merchant's menu rows, checks the
 * request against them (an id of another merchant is simply not there: 404), and sends one batch
 * that raises the menu's version and records the change with each field from and to.
 */

/** Who writes, as the trail names them. */
export interface MenuEditorActor {
  merchantId: number;
  staffId: number;
  staffName: string;
}

type CategoryRequest = z.output<typeof menuCategoryRequestSchema>;
type ItemRequest = z.output<typeof menuItemRequestSchema>;
type GroupRequest = z.output<typeof menuOptionGroupRequestSchema>;
type Changes = MenuChange["changes"];
type Value = Changes[number]["from"];

/** A page of the trail. */
export const MENU_CHANGES_PAGE = 50;

const fieldRefusal = (field: string, message: string, why: string) =>
  new HttpError(422, "VALIDATION_ERROR", why, [{ field, message }]);

const orderRefusal = () => fieldRefusal("ids", MENU_ERRORS.orderInvalid, "The order must list every id once");

const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value changed, from and to (the trail's changes, for every part of the editor). */
export const diff = (fields: Array<[string, Value, Value]>): Changes =>
  fields.filter(([, from, to]) => !same(from, to)).map(([field, from, to]) => ({ field, from, to }));

/** Every field of a new subject, from null. */
const created = (fields: Array<[string, Value]>): Changes => fields.map(([field, to]) => ({ field, from: null, to }));

const liveCategories = (rows: MenuEditorRows) => rows.categories.filter((category) => category.deleted_at === null);

const liveCategory = (rows: MenuEditorRows, id: number): CategoryRow | undefined =>
  rows.categories.find((category) => category.id === id && category.deleted_at === null);

/** A dish the customer may see: not trashed, nor in a trashed category. */
const liveItem = (rows: MenuEditorRows, id: number): ItemRow | undefined => {
  const item = rows.items.find((candidate) => candidate.id === id && candidate.deleted_at === null);
  return item && liveCategory(rows, item.category_id) ? item : undefined;
};

async function rowsOf(d1: D1Database, merchantId: number): Promise<MenuEditorRows> {
  const rows = await readMenuEditorRows(d1, merchantId);
  if (!rows) throw notFound("No such merchant");
  return rows;
}

const tagsOf = (item: ItemRow): string[] => JSON.parse(item.tags) as string[];

const currencyOf = (tropicalization: string): string => (JSON.parse(tropicalization) as { currency: string }).currency;

/** The editor's read: live categories in order with their dishes, groups and options; the trash, newest first. */
export async function readMenuEditor(d1: D1Database, merchantId: number): Promise<MenuEditor> {
  const rows = await rowsOf(d1, merchantId);
  const optionsOf = (group: GroupRow) =>
    rows.options
      .filter((option) => option.option_group_id === group.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        description: option.description,
        price: option.price,
        enabled: option.enabled === 1,
      }));
  const toItem = (item: ItemRow): MenuEditorItem => ({
    id: item.id,
    category_id: item.category_id,
    name: item.name,
    description: item.description,
    price: item.price,
    original_price: item.original_price,
    enabled: item.enabled === 1,
    available: item.available === 1,
    tags: tagsOf(item),
    serves: item.serves,
    image: item.image,
    points_price: item.points_price,
    option_groups: rows.groups
      .filter((group) => group.item_id === item.id)
      .map((group) => ({ id: group.id, name: group.name, min: group.min, max: group.max, options: optionsOf(group) })),
  });
  const iso = (ms: number) => new Date(ms).toISOString();
  const trash = [
    ...rows.categories
      .filter((category) => category.deleted_at !== null)
      .map((category) => ({
        kind: "category" as const,
        id: category.id,
        name: category.name,
        deleted_at: category.deleted_at!,
        category_id: null,
      })),
    ...rows.items
      .filter((item) => item.deleted_at !== null)
      .map((item) => ({
        kind: "item" as const,
        id: item.id,
        name: item.name,
        deleted_at: item.deleted_at!,
        category_id: item.category_id,
      })),
  ].sort((a, b) => b.deleted_at - a.deleted_at || b.id - a.id);
  return {
    categories: liveCategories(rows).map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      enabled: category.enabled === 1,
      redeemable: category.redeemable === 1,
      items: rows.items.filter((item) => item.category_id === category.id && item.deleted_at === null).map(toItem),
      pizzas: rows.pizzas
        .filter((pizza) => pizza.category_id === category.id)
        .map((pizza) => ({ id: pizza.id, name: pizza.name, enabled: pizza.enabled === 1 })),
    })),
    trash: trash.map((entry) => ({ ...entry, deleted_at: iso(entry.deleted_at) })),
    version: rows.version,
    currency: currencyOf(rows.tropicalization),
  };
}

const write = (
  d1: D1Database,
  actor: MenuEditorActor,
  now: Date,
  statements: D1PreparedStatement[],
  changes: ChangeEntry[],
  createdIn?: MenuIdTable,
  requestKey?: string,
): Promise<MenuWrite> =>
  runMenuWrite(
    d1,
    actor.merchantId,
    { staffId: actor.staffId, staffName: actor.staffName },
    now.getTime(),
    statements,
    changes,
    createdIn,
    requestKey,
  );

// ---- Categories ---------------------------------------------------------------------------------

/** `redeemable` absent keeps the category's (a new one: not redeemable). */
const categoryFields = (category: CategoryRequest, current?: CategoryRow) => ({
  name: category.name,
  description: category.description ?? null,
  enabled: category.enabled,
  redeemable: category.redeemable ?? current?.redeemable === 1,
});

/** A new category, last in the order. */
export async function createCategory(
  d1: D1Database,
  actor: MenuEditorActor,
  request: CategoryRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const fields = categoryFields(request);
  return write(
    d1,
    actor,
    now,
    [markNextId(d1, "categories"), insertCategory(d1, actor.merchantId, fields)],
    [
      {
        action: "create",
        subject: "category",
        subjectId: { new: "categories" },
        name: fields.name,
        changes: created([
          ["name", fields.name],
          ["description", fields.description],
          ["enabled", fields.enabled],
          ["redeemable", fields.redeemable],
        ]),
      },
    ],
    "categories",
    request.request_key,
  );
}

/** Renames, describes, hides or shows a live category. */
export async function changeCategory(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  request: CategoryRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const category = liveCategory(await rowsOf(d1, actor.merchantId), id);
  if (!category) throw notFound("No such category on this menu");
  const fields = categoryFields(request, category);
  const result = await write(
    d1,
    actor,
    now,
    [updateCategory(d1, actor.merchantId, id, fields)],
    [
      {
        action: "update",
        subject: "category",
        subjectId: id,
        name: fields.name,
        changes: diff([
          ["name", category.name, fields.name],
          ["description", category.description, fields.description],
          ["enabled", category.enabled === 1, fields.enabled],
          ["redeemable", category.redeemable === 1, fields.redeemable],
        ]),
      },
    ],
  );
  return { ...result, id };
}

/** Checks that `ids` lists every id of `current` once, in any order (every part of the editor's moves). */
export function checkWholeOrder(ids: number[], current: Array<{ id: number; name: string }>): void {
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw orderRefusal();
}

/** The names of `rows` in the order `ids` lists them (a reorder's "to" in the trail). */
export const namesInOrder = (ids: number[], rows: Array<{ id: number; name: string }>) =>
  ids.map((id) => rows.find((row) => row.id === id)!.name);

/** The live categories in a new order: every one of them, once. */
export async function reorderCategories(
  d1: D1Database,
  actor: MenuEditorActor,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const current = liveCategories(await rowsOf(d1, actor.merchantId));
  checkWholeOrder(ids, current);
  return write(
    d1,
    actor,
    now,
    [sortInOrder(d1, "categories", actor.merchantId, ids)],
    [
      {
        action: "reorder",
        subject: "category",
        subjectId: null,
        name: "",
        changes: diff([["order", current.map((row) => row.name), namesInOrder(ids, current)]]),
      },
    ],
  );
}

/** To the trash: off the customer's menu at once, with its dishes; restorable until the purge. */
export async function trashCategory(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  now = new Date(),
): Promise<MenuWrite> {
  const category = liveCategory(await rowsOf(d1, actor.merchantId), id);
  if (!category) throw notFound("No such category on this menu");
  const result = await write(
    d1,
    actor,
    now,
    [setTrashed(d1, "categories", actor.merchantId, id, now.getTime())],
    [{ action: "trash", subject: "category", subjectId: id, name: category.name, changes: [] }],
  );
  return { ...result, id };
}

// ---- Dishes -------------------------------------------------------------------------------------

/** `points_price` absent keeps the dish's (a new one: null). */
const itemFields = (item: ItemRequest, current?: ItemRow): ItemFields => ({
  category_id: item.category_id,
  name: item.name,
  description: item.description,
  price: item.price,
  original_price: item.original_price,
  tags: item.tags,
  enabled: item.enabled,
  serves: item.serves,
  points_price: item.points_price === undefined ? (current?.points_price ?? null) : item.points_price,
});

const ITEM_FIELDS = [
  "category_id",
  "name",
  "description",
  "price",
  "original_price",
  "tags",
  "enabled",
  "serves",
  "points_price",
] as const;

const storedItemFields = (item: ItemRow): ItemFields => ({
  category_id: item.category_id,
  name: item.name,
  description: item.description,
  price: item.price,
  original_price: item.original_price,
  tags: tagsOf(item),
  enabled: item.enabled === 1,
  serves: item.serves,
  points_price: item.points_price,
});

/**
 * The dish's category must be live; a points price sent for it, redeemable (the loyalty page offers
 * only dishes of redeemable categories). A points price kept as it was is not refused for a move.
 */
function checkCategory(rows: MenuEditorRows, request: ItemRequest): void {
  const category = liveCategory(rows, request.category_id);
  if (!category) throw fieldRefusal("category_id", MENU_ERRORS.categoryInvalid, "No such category on this menu");
  if (request.points_price != null && category.redeemable !== 1)
    throw fieldRefusal(
      "points_price",
      MENU_ERRORS.pointsPriceNotRedeemable,
      "A points price is only for dishes of a redeemable category",
    );
}

/** A new dish, last in its category and available today. */
export async function createItem(
  d1: D1Database,
  actor: MenuEditorActor,
  request: ItemRequest,
  now = new Date(),
): Promise<MenuWrite> {
  checkCategory(await rowsOf(d1, actor.merchantId), request);
  const fields = itemFields(request);
  return write(
    d1,
    actor,
    now,
    [markNextId(d1, "items"), insertItem(d1, actor.merchantId, fields)],
    [
      {
        action: "create",
        subject: "item",
        subjectId: { new: "items" },
        name: fields.name,
        changes: created(ITEM_FIELDS.map((field) => [field, fields[field]])),
      },
    ],
    "items",
    request.request_key,
  );
}

/** Changes a dish; today's sold out (`available`) is the day page's and stays as it is. */
export async function changeItem(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  request: ItemRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const item = liveItem(rows, id);
  if (!item) throw notFound("No such dish on this menu");
  checkCategory(rows, request);
  const before = storedItemFields(item);
  const fields = itemFields(request, item);
  const result = await write(
    d1,
    actor,
    now,
    [updateItem(d1, actor.merchantId, id, fields, fields.category_id !== item.category_id)],
    [
      {
        action: "update",
        subject: "item",
        subjectId: id,
        name: fields.name,
        changes: diff(ITEM_FIELDS.map((field) => [field, before[field], fields[field]])),
      },
    ],
  );
  return { ...result, id };
}

/** The live dishes of a category in a new order: every one of them, once. */
export async function reorderItems(
  d1: D1Database,
  actor: MenuEditorActor,
  categoryId: number,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const category = liveCategory(rows, categoryId);
  if (!category) throw notFound("No such category on this menu");
  const current = rows.items.filter((item) => item.category_id === categoryId && item.deleted_at === null);
  checkWholeOrder(ids, current);
  return write(
    d1,
    actor,
    now,
    [sortInOrder(d1, "items", actor.merchantId, ids)],
    [
      {
        action: "reorder",
        subject: "item",
        subjectId: null,
        name: category.name,
        changes: diff([["order", current.map((row) => row.name), namesInOrder(ids, current)]]),
      },
    ],
  );
}

/** To the trash: off the customer's menu at once; restorable until the purge. */
export async function trashItem(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  now = new Date(),
): Promise<MenuWrite> {
  const item = liveItem(await rowsOf(d1, actor.merchantId), id);
  if (!item) throw notFound("No such dish on this menu");
  const result = await write(
    d1,
    actor,
    now,
    [setTrashed(d1, "items", actor.merchantId, id, now.getTime())],
    [{ action: "trash", subject: "item", subjectId: id, name: item.name, changes: [] }],
  );
  return { ...result, id };
}

// ---- Option groups ------------------------------------------------------------------------------

const optionFields = (option: GroupRequest["options"][number]) => ({
  name: option.name,
  description: option.description ?? null,
  price: option.price,
  enabled: option.enabled,
});

/** A new option group with its options, last on the dish. */
export async function createOptionGroup(
  d1: D1Database,
  actor: MenuEditorActor,
  itemId: number,
  request: GroupRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  if (!liveItem(rows, itemId)) throw notFound("No such dish on this menu");
  if (rows.groups.filter((group) => group.item_id === itemId).length >= MENU_GROUPS_MAX)
    throw fieldRefusal("option_groups", MENU_ERRORS.groupsTooMany, `A dish has at most ${MENU_GROUPS_MAX} groups`);
  const group = { name: request.name, min: request.min, max: request.max };
  return write(
    d1,
    actor,
    now,
    [
      markNextId(d1, "option_groups"),
      insertGroup(d1, actor.merchantId, itemId, group),
      holdMark(d1, "options"),
      insertOptions(
        d1,
        actor.merchantId,
        null,
        request.options.map((option, order) => ({ ...optionFields(option), order })),
      ),
      holdMark(d1, "options"),
    ],
    [
      {
        action: "create",
        subject: "option_group",
        subjectId: { new: "option_groups" },
        name: group.name,
        changes: [
          ...created([
            ["item_id", itemId],
            ["min", group.min],
            ["max", group.max],
          ]),
          ...request.options.map((option) => ({ field: "option", from: null, to: option.name })),
        ],
      },
    ],
    "option_groups",
    request.request_key,
  );
}

/**
 * The group sent whole: its options with an id of this group are changed in place (carts and past
 * orders name them), new ones added, those left out removed.
 */
export async function changeOptionGroup(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  request: GroupRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const group = rows.groups.find((candidate) => candidate.id === id);
  if (!group || !liveItem(rows, group.item_id)) throw notFound("No such option group on this menu");
  const current = rows.options.filter((option) => option.option_group_id === id);
  const sentIds = new Set<number>();
  request.options.forEach((option, index) => {
    if (option.id === undefined) return;
    if (!current.some((mine) => mine.id === option.id) || sentIds.has(option.id))
      throw fieldRefusal(`options.${index}.id`, MENU_ERRORS.optionInvalid, "That option is not one of this group");
    sentIds.add(option.id);
  });
  const fields = { name: request.name, min: request.min, max: request.max };
  const removed = current.filter((option) => !sentIds.has(option.id));
  const changes: Changes = [
    ...diff([
      ["name", group.name, fields.name],
      ["min", group.min, fields.min],
      ["max", group.max, fields.max],
    ]),
    ...removed.map((option) => ({ field: "option", from: option.name, to: null })),
  ];
  const statements: D1PreparedStatement[] = [
    updateGroup(d1, actor.merchantId, id, fields),
    holdMark(d1, "options"),
    ...removed.map((option) => deleteOption(d1, actor.merchantId, id, option.id)),
  ];
  const added: Array<ReturnType<typeof optionFields> & { order: number }> = [];
  request.options.forEach((option, order) => {
    const next = optionFields(option);
    const before = current.find((mine) => mine.id === option.id);
    if (!before) {
      added.push({ ...next, order });
      changes.push({ field: "option", from: null, to: next.name });
      return;
    }
    statements.push(updateOption(d1, actor.merchantId, id, before.id, next, order));
    changes.push(
      ...diff([
        ["name", before.name, next.name],
        ["description", before.description, next.description],
        ["price", before.price, next.price],
        ["enabled", before.enabled === 1, next.enabled],
      ]).map((change) => ({ ...change, option: before.name })),
    );
  });
  if (added.length > 0) statements.push(insertOptions(d1, actor.merchantId, id, added), holdMark(d1, "options"));
  const result = await write(d1, actor, now, statements, [
    { action: "update", subject: "option_group", subjectId: id, name: fields.name, changes },
  ]);
  return { ...result, id };
}

/** Removed at once (a group has no trash), options and all; the trail keeps what it was. */
export async function removeOptionGroup(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const group = rows.groups.find((candidate) => candidate.id === id);
  if (!group || !liveItem(rows, group.item_id)) throw notFound("No such option group on this menu");
  const options = rows.options.filter((option) => option.option_group_id === id);
  const result = await write(
    d1,
    actor,
    now,
    [holdMark(d1, "option_groups"), holdMark(d1, "options"), deleteGroup(d1, actor.merchantId, id)],
    [
      {
        action: "delete",
        subject: "option_group",
        subjectId: id,
        name: group.name,
        changes: [
          { field: "item_id", from: group.item_id, to: null },
          { field: "min", from: group.min, to: null },
          { field: "max", from: group.max, to: null },
          ...options.map((option) => ({ field: "option", from: option.name, to: null })),
        ],
      },
    ],
  );
  return { ...result, id };
}

/** A dish's option groups in a new order: every one of them, once. */
export async function reorderOptionGroups(
  d1: D1Database,
  actor: MenuEditorActor,
  itemId: number,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const item = liveItem(rows, itemId);
  if (!item) throw notFound("No such dish on this menu");
  const current = rows.groups.filter((group) => group.item_id === itemId);
  checkWholeOrder(ids, current);
  return write(
    d1,
    actor,
    now,
    [sortInOrder(d1, "option_groups", actor.merchantId, ids)],
    [
      {
        action: "reorder",
        subject: "option_group",
        subjectId: null,
        name: item.name,
        changes: diff([["order", current.map((row) => row.name), namesInOrder(ids, current)]]),
      },
    ],
  );
}

/** A group's options in a new order: every one of them, once; carts and past orders keep naming them by id. */
export async function reorderOptions(
  d1: D1Database,
  actor: MenuEditorActor,
  groupId: number,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const group = rows.groups.find((candidate) => candidate.id === groupId);
  if (!group || !liveItem(rows, group.item_id)) throw notFound("No such option group on this menu");
  const current = rows.options.filter((option) => option.option_group_id === groupId);
  checkWholeOrder(ids, current);
  const result = await write(
    d1,
    actor,
    now,
    [sortInOrder(d1, "options", actor.merchantId, ids)],
    [
      {
        action: "reorder",
        subject: "option_group",
        subjectId: groupId,
        name: group.name,
        changes: diff([["options", current.map((row) => row.name), namesInOrder(ids, current)]]),
      },
    ],
  );
  return { ...result, id: groupId };
}

// ---- Trash and trail ----------------------------------------------------------------------------

/** Back from the trash; a dish whose category is in the trash brings its category back too. */
export async function restoreFromTrash(
  d1: D1Database,
  actor: MenuEditorActor,
  kind: MenuTrashKind,
  id: number,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const restored: Array<{ table: "categories" | "items"; id: number; change: ChangeEntry }> = [];
  const restoreCategory = (category: CategoryRow) =>
    restored.push({
      table: "categories",
      id: category.id,
      change: { action: "restore", subject: "category", subjectId: category.id, name: category.name, changes: [] },
    });
  if (kind === "category") {
    const category = rows.categories.find((candidate) => candidate.id === id && candidate.deleted_at !== null);
    if (!category) throw notFound("No such category in the trash");
    restoreCategory(category);
  } else {
    const item = rows.items.find((candidate) => candidate.id === id && candidate.deleted_at !== null);
    if (!item) throw notFound("No such dish in the trash");
    const category = rows.categories.find((candidate) => candidate.id === item.category_id);
    if (category && category.deleted_at !== null) restoreCategory(category);
    restored.push({
      table: "items",
      id: item.id,
      change: { action: "restore", subject: "item", subjectId: item.id, name: item.name, changes: [] },
    });
  }
  const result = await write(
    d1,
    actor,
    now,
    restored.map((entry) => setTrashed(d1, entry.table, actor.merchantId, entry.id, null)),
    restored.map((entry) => entry.change),
  );
  return { ...result, id };
}

/** The trail, newest first, MENU_CHANGES_PAGE at a time; `before` pages back by id. */
export async function listChanges(
  d1: D1Database,
  merchantId: number,
  before: number | null,
): Promise<{ changes: MenuChange[]; next_before: number | null }> {
  const rows = await listMenuChanges(d1, merchantId, before, MENU_CHANGES_PAGE + 1);
  const page = rows.slice(0, MENU_CHANGES_PAGE);
  return {
    changes: page.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      staff_name: row.staff_name,
      action: row.action as MenuChange["action"],
      subject: row.subject as MenuChange["subject"],
      subject_id: row.subject_id,
      name: row.name,
      changes: JSON.parse(row.changes) as Changes,
    })),
    next_before: rows.length > MENU_CHANGES_PAGE ? page.at(-1)!.id : null,
  };
}
