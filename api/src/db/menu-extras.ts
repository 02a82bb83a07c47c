import { NEW_ID } from "./menu-editor";

/*
 * The extras offered at the cart, as the owner edits them (decision 101): the read, and the statements
 * the service sends in one runMenuWrite batch (ids from menu-editor's marks, as every editor table).
 */

export interface ExtraRow {
  id: number;
  name: string;
  description: string | null;
  enabled: number;
  min: number;
  max: number;
  sort_order: number;
}

export interface AdditionalRow {
  id: number;
  extra_id: number;
  name: string;
  price: number;
  enabled: number;
  sort_order: number;
}

export interface ExtrasRows {
  version: number;
  tropicalization: string;
  extras: ExtraRow[];
  additionals: AdditionalRow[];
}

/** The merchant's extras and additionals in order; null: no such merchant. */
export async function readExtrasRows(d1: D1Database, merchantId: number): Promise<ExtrasRows | null> {
  const [merchant, extras, additionals] = await d1.batch([
    d1.prepare("SELECT menu_version, tropicalization FROM merchants WHERE id = ?1").bind(merchantId),
    d1
      .prepare(
        "SELECT id, name, description, enabled, min, max, sort_order FROM extras WHERE merchant_id = ?1 ORDER BY sort_order, id",
      )
      .bind(merchantId),
    d1
      .prepare(
        "SELECT id, extra_id, name, price, enabled, sort_order FROM additionals WHERE merchant_id = ?1 ORDER BY sort_order, id",
      )
      .bind(merchantId),
  ]);
  const head = merchant!.results[0] as { menu_version: number; tropicalization: string } | undefined;
  if (!head) return null;
  return {
    version: head.menu_version,
    tropicalization: head.tropicalization,
    extras: extras!.results as unknown as ExtraRow[],
    additionals: additionals!.results as unknown as AdditionalRow[],
  };
}

export interface ExtraFields {
  name: string;
  description: string | null;
  enabled: boolean;
  min: number;
  max: number;
}

export interface AdditionalFields {
  name: string;
  price: number;
  enabled: boolean;
}

const bit = (value: boolean) => (value ? 1 : 0);

/** A new group, last at the cart (its additionals follow with insertAdditionals). */
export const insertExtra = (d1: D1Database, merchantId: number, extra: ExtraFields) =>
  d1
    .prepare(
      `INSERT INTO extras (id, merchant_id, name, description, enabled, sort_order, min, max)
       SELECT ${NEW_ID("extras")}, ?1, ?2, ?3, ?4,
         (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM extras WHERE merchant_id = ?1), ?5, ?6`,
    )
    .bind(merchantId, extra.name, extra.description, bit(extra.enabled), extra.min, extra.max);

export const updateExtra = (d1: D1Database, merchantId: number, id: number, extra: ExtraFields) =>
  d1
    .prepare(
      "UPDATE extras SET name = ?3, description = ?4, enabled = ?5, min = ?6, max = ?7 WHERE merchant_id = ?1 AND id = ?2",
    )
    .bind(merchantId, id, extra.name, extra.description, bit(extra.enabled), extra.min, extra.max);

/** A group and, by cascade, its additionals and the carts' choices of them. */
export const deleteExtra = (d1: D1Database, merchantId: number, id: number) =>
  d1.prepare("DELETE FROM extras WHERE merchant_id = ?1 AND id = ?2").bind(merchantId, id);

/**
 * New additionals of group `extraId`, or of the group this batch created when null, in one statement:
 * their ids follow the additionals' mark, which holdMark must have set before and must raise after.
 */
export const insertAdditionals = (
  d1: D1Database,
  merchantId: number,
  extraId: number | null,
  additionals: Array<AdditionalFields & { order: number }>,
) =>
  d1
    .prepare(
      `INSERT INTO additionals (id, merchant_id, extra_id, name, price, enabled, sort_order)
       SELECT ${NEW_ID("additionals")} + j.key + 1, ?1, ${extraId === null ? NEW_ID("extras") : "?2"},
         json_extract(j.value, '$.name'), json_extract(j.value, '$.price'), json_extract(j.value, '$.enabled'),
         json_extract(j.value, '$.order')
       FROM json_each(?3) j`,
    )
    .bind(merchantId, extraId, JSON.stringify(additionals.map((one) => ({ ...one, enabled: bit(one.enabled) }))));

export const updateAdditional = (
  d1: D1Database,
  merchantId: number,
  extraId: number,
  id: number,
  additional: AdditionalFields,
  order: number,
) =>
  d1
    .prepare(
      `UPDATE additionals SET name = ?4, price = ?5, enabled = ?6, sort_order = ?7
       WHERE merchant_id = ?1 AND extra_id = ?2 AND id = ?3`,
    )
    .bind(merchantId, extraId, id, additional.name, additional.price, bit(additional.enabled), order);

/** An additional, with the carts' choices of it (cascade). */
export const deleteAdditional = (d1: D1Database, merchantId: number, extraId: number, id: number) =>
  d1
    .prepare("DELETE FROM additionals WHERE merchant_id = ?1 AND extra_id = ?2 AND id = ?3")
    .bind(merchantId, extraId, id);
