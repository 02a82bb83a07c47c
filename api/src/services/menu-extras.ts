import type * as z from "zod";
import {
  MENU_ERRORS,
  MENU_EXTRAS_MAX,
  type MenuChange,
  type MenuExtras,
  type MenuWrite,
  type menuExtraRequestSchema,
} from "../../../contract";
import {
  type ExtrasRows,
  deleteAdditional,
  deleteExtra,
  insertAdditionals,
  insertExtra,
  readExtrasRows,
  updateAdditional,
  updateExtra,
} from "../db/menu-extras";
import { type ChangeEntry, type MenuIdTable, holdMark, markNextId, runMenuWrite, sortInOrder } from "../db/menu-editor";
import { HttpError, notFound } from "../http/errors";
import { checkWholeOrder, diff, namesInOrder, type MenuEditorActor } from "./menu-editor";

/*
 * The extras offered at the cart (decision 101), edited as a dish's option groups are: a group sent
 * whole, its additionals kept by id (carts name them), every write one batch that raises the menu's
 * version and records the change.
 */

type ExtraRequest = z.output<typeof menuExtraRequestSchema>;
type Changes = MenuChange["changes"];

async function rowsOf(d1: D1Database, merchantId: number): Promise<ExtrasRows> {
  const rows = await readExtrasRows(d1, merchantId);
  if (!rows) throw notFound("No such merchant");
  return rows;
}

const write = (
  d1: D1Database,
  actor: MenuEditorActor,
  now: Date,
  statements: D1PreparedStatement[],
  changes: ChangeEntry[],
  createdIn?: MenuIdTable,
): Promise<MenuWrite> =>
  runMenuWrite(
    d1,
    actor.merchantId,
    { staffId: actor.staffId, staffName: actor.staffName },
    now.getTime(),
    statements,
    changes,
    createdIn,
  );

const fieldsOf = (request: ExtraRequest) => ({
  name: request.name,
  description: request.description ? request.description : null,
  enabled: request.enabled,
  min: request.min,
  max: request.max,
});

const additionalOf = (additional: ExtraRequest["additionals"][number]) => ({
  name: additional.name,
  price: additional.price,
  enabled: additional.enabled,
});

/** Every group in the cart's order with its additionals. */
export async function readExtras(d1: D1Database, merchantId: number): Promise<MenuExtras> {
  const rows = await rowsOf(d1, merchantId);
  return {
    version: rows.version,
    currency: (JSON.parse(rows.tropicalization) as { currency: string }).currency,
    extras: rows.extras.map((extra) => ({
      id: extra.id,
      name: extra.name,
      description: extra.description,
      enabled: extra.enabled === 1,
      min: extra.min,
      max: extra.max,
      additionals: rows.additionals
        .filter((additional) => additional.extra_id === extra.id)
        .map((additional) => ({
          id: additional.id,
          name: additional.name,
          price: additional.price,
          enabled: additional.enabled === 1,
        })),
    })),
  };
}

/** A new group with its additionals, last at the cart. */
export async function createExtra(
  d1: D1Database,
  actor: MenuEditorActor,
  request: ExtraRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  if (rows.extras.length >= MENU_EXTRAS_MAX)
    throw new HttpError(422, "VALIDATION_ERROR", `A store has at most ${MENU_EXTRAS_MAX} groups of extras`, [
      { field: "extras", message: MENU_ERRORS.groupsTooMany },
    ]);
  const fields = fieldsOf(request);
  return write(
    d1,
    actor,
    now,
    [
      markNextId(d1, "extras"),
      insertExtra(d1, actor.merchantId, fields),
      holdMark(d1, "additionals"),
      insertAdditionals(
        d1,
        actor.merchantId,
        null,
        request.additionals.map((additional, order) => ({ ...additionalOf(additional), order })),
      ),
      holdMark(d1, "additionals"),
    ],
    [
      {
        action: "create",
        subject: "extra",
        subjectId: { new: "extras" },
        name: fields.name,
        changes: [
          { field: "min", from: null, to: fields.min },
          { field: "max", from: null, to: fields.max },
          { field: "enabled", from: null, to: fields.enabled },
          ...request.additionals.map((additional) => ({ field: "option", from: null, to: additional.name })),
        ],
      },
    ],
    "extras",
  );
}

/** The group sent whole: additionals with an id of this group changed in place, new ones added, those left out removed. */
export async function changeExtra(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  request: ExtraRequest,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const extra = rows.extras.find((candidate) => candidate.id === id);
  if (!extra) throw notFound("No such group of extras at this store");
  const current = rows.additionals.filter((additional) => additional.extra_id === id);
  const sentIds = new Set<number>();
  request.additionals.forEach((additional, index) => {
    if (additional.id === undefined) return;
    if (!current.some((mine) => mine.id === additional.id) || sentIds.has(additional.id))
      throw new HttpError(422, "VALIDATION_ERROR", "That additional is not one of this group", [
        { field: `additionals.${index}.id`, message: MENU_ERRORS.optionInvalid },
      ]);
    sentIds.add(additional.id);
  });
  const fields = fieldsOf(request);
  const removed = current.filter((additional) => !sentIds.has(additional.id));
  const changes: Changes = [
    ...diff([
      ["name", extra.name, fields.name],
      ["description", extra.description, fields.description],
      ["enabled", extra.enabled === 1, fields.enabled],
      ["min", extra.min, fields.min],
      ["max", extra.max, fields.max],
    ]),
    ...removed.map((additional) => ({ field: "option", from: additional.name, to: null })),
  ];
  const statements: D1PreparedStatement[] = [
    updateExtra(d1, actor.merchantId, id, fields),
    holdMark(d1, "additionals"),
    ...removed.map((additional) => deleteAdditional(d1, actor.merchantId, id, additional.id)),
  ];
  const added: Array<ReturnType<typeof additionalOf> & { order: number }> = [];
  request.additionals.forEach((additional, order) => {
    const next = additionalOf(additional);
    const before = current.find((mine) => mine.id === additional.id);
    if (!before) {
      added.push({ ...next, order });
      changes.push({ field: "option", from: null, to: next.name });
      return;
    }
    statements.push(updateAdditional(d1, actor.merchantId, id, before.id, next, order));
    changes.push(
      ...diff([
        ["name", before.name, next.name],
        ["price", before.price, next.price],
        ["enabled", before.enabled === 1, next.enabled],
      ]).map((change) => ({ ...change, option: before.name })),
    );
  });
  if (added.length > 0)
    statements.push(insertAdditionals(d1, actor.merchantId, id, added), holdMark(d1, "additionals"));
  const result = await write(d1, actor, now, statements, [
    { action: "update", subject: "extra", subjectId: id, name: fields.name, changes },
  ]);
  return { ...result, id };
}

/** Removed at once, additionals and the carts' choices of them too; the trail keeps what it was. */
export async function removeExtra(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const extra = rows.extras.find((candidate) => candidate.id === id);
  if (!extra) throw notFound("No such group of extras at this store");
  const additionals = rows.additionals.filter((additional) => additional.extra_id === id);
  const result = await write(
    d1,
    actor,
    now,
    [holdMark(d1, "extras"), holdMark(d1, "additionals"), deleteExtra(d1, actor.merchantId, id)],
    [
      {
        action: "delete",
        subject: "extra",
        subjectId: id,
        name: extra.name,
        changes: [
          { field: "min", from: extra.min, to: null },
          { field: "max", from: extra.max, to: null },
          ...additionals.map((additional) => ({ field: "option", from: additional.name, to: null })),
        ],
      },
    ],
  );
  return { ...result, id };
}

/** The groups in a new order at the cart: every one of them, once. */
export async function reorderExtras(
  d1: D1Database,
  actor: MenuEditorActor,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  checkWholeOrder(ids, rows.extras);
  return write(
    d1,
    actor,
    now,
    [sortInOrder(d1, "extras", actor.merchantId, ids)],
    [
      {
        action: "reorder",
        subject: "extra",
        subjectId: null,
        name: "",
        changes: diff([["order", rows.extras.map((extra) => extra.name), namesInOrder(ids, rows.extras)]]),
      },
    ],
  );
}

/** A group's additionals in a new order: every one of them, once; carts keep naming them by id. */
export async function reorderAdditionals(
  d1: D1Database,
  actor: MenuEditorActor,
  id: number,
  ids: number[],
  now = new Date(),
): Promise<MenuWrite> {
  const rows = await rowsOf(d1, actor.merchantId);
  const extra = rows.extras.find((candidate) => candidate.id === id);
  if (!extra) throw notFound("No such group of extras at this store");
  const current = rows.additionals.filter((additional) => additional.extra_id === id);
  checkWholeOrder(ids, current);
  const result = await write(
    d1,
    actor,
    now,
    [sortInOrder(d1, "additionals", actor.merchantId, ids)],
    [
      {
        action: "reorder",
        subject: "extra",
        subjectId: id,
        name: extra.name,
        changes: diff([["options", current.map((row) => row.name), namesInOrder(ids, current)]]),
      },
    ],
  );
  return { ...result, id };
}
