import type { CreatedIdQuery } from "./settings";
import type { Stylizations } from "../../../contract";
import { parseDocument } from "./documents";

/*
 * The brand (the `stylizations` document) and the banners as the console's settings write them
 * (decision 105). Each write is a list of statements for the settings' one batch (decision 102).
 */

export async function readStylizations(d1: D1Database, merchantId: number): Promise<Stylizations> {
  const row = await d1
    .prepare("SELECT stylizations FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<{ stylizations: string }>();
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading its brand`);
  return parseDocument("stylizations", row.stylizations, merchantId);
}

type StylizationsField = "brand_colors" | "highlight_colors" | "logo";

/** Sets one field of the document in SQL, so a colour and a logo saved at once both land. */
export const setStylizationsField = (d1: D1Database, merchantId: number, field: StylizationsField, value: unknown) =>
  d1
    .prepare(`UPDATE merchants SET stylizations = json_set(stylizations, '$.${field}', json(?2)) WHERE id = ?1`)
    .bind(merchantId, JSON.stringify(value));

export interface BannerRow {
  id: number;
  title: string;
  description: string | null;
  image: string;
  link: string | null;
  sort_order: number;
  enabled_desktop: number;
  enabled_mobile: number;
  starts_at: string | null;
  ends_at: string | null;
}

/** Every banner of the store, in the order the menu shows them. */
export async function listAllBanners(d1: D1Database, merchantId: number): Promise<BannerRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, title, description, image, link, sort_order, enabled_desktop, enabled_mobile, starts_at, ends_at
       FROM banners WHERE merchant_id = ?1 ORDER BY sort_order, id`,
    )
    .bind(merchantId)
    .all<BannerRow>();
  return results;
}

export interface BannerValues {
  title: string;
  description: string | null;
  image: string;
  link: string | null;
  enabled_desktop: boolean;
  enabled_mobile: boolean;
  starts_at: string | null;
  ends_at: string | null;
}

/** A new banner, last in the store's order. */
export const insertBanner = (d1: D1Database, merchantId: number, banner: BannerValues) =>
  d1
    .prepare(
      `INSERT INTO banners (merchant_id, title, description, image, link, sort_order, enabled_desktop, enabled_mobile, starts_at, ends_at)
       SELECT ?1, ?2, ?3, ?4, ?5, coalesce(max(sort_order) + 1, 0), ?6, ?7, ?8, ?9 FROM banners WHERE merchant_id = ?1`,
    )
    .bind(
      merchantId,
      banner.title,
      banner.description,
      banner.image,
      banner.link,
      banner.enabled_desktop ? 1 : 0,
      banner.enabled_mobile ? 1 : 0,
      banner.starts_at,
      banner.ends_at,
    );

/** The id the insert above took: rowids grow, so the store's highest is the one just written. */
export const insertedBannerId = (merchantId: number): CreatedIdQuery => ({
  sql: "SELECT max(id) FROM banners WHERE merchant_id = ?1",
  params: [merchantId],
});

export const updateBanner = (d1: D1Database, merchantId: number, id: number, banner: BannerValues) =>
  d1
    .prepare(
      `UPDATE banners SET title = ?3, description = ?4, image = ?5, link = ?6, enabled_desktop = ?7,
       enabled_mobile = ?8, starts_at = ?9, ends_at = ?10 WHERE id = ?2 AND merchant_id = ?1`,
    )
    .bind(
      merchantId,
      id,
      banner.title,
      banner.description,
      banner.image,
      banner.link,
      banner.enabled_desktop ? 1 : 0,
      banner.enabled_mobile ? 1 : 0,
      banner.starts_at,
      banner.ends_at,
    );

export const deleteBanner = (d1: D1Database, merchantId: number, id: number) =>
  d1.prepare("DELETE FROM banners WHERE id = ?2 AND merchant_id = ?1").bind(merchantId, id);

export const moveBanner = (d1: D1Database, merchantId: number, id: number, position: number) =>
  d1.prepare("UPDATE banners SET sort_order = ?3 WHERE id = ?2 AND merchant_id = ?1").bind(merchantId, id, position);
