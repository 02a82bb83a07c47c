/*
 * The uploaded images' folders no longer named where they were (decision 115), and the hourly
 * cleanup's reads of them. A folder is in use while any dish, pizza, flavour, promotion, banner or
 * store's brand document names an image in it, in any store (the same bytes give the same folder).
 */

/** Records `folders` as superseded at `at` (epoch ms); a statement for the write's own batch, none when empty. */
export const supersedePhotos = (d1: D1Database, folders: string[], at: number): D1PreparedStatement[] =>
  folders.length === 0
    ? []
    : [
        d1
          .prepare(
            `INSERT INTO superseded_photos (folder, superseded_at) SELECT value, ?2 FROM json_each(?1) WHERE true
             ON CONFLICT (folder) DO UPDATE SET superseded_at = excluded.superseded_at`,
          )
          .bind(JSON.stringify(folders), at),
      ];

const IN_USE = `(
  EXISTS (SELECT 1 FROM items WHERE image LIKE '/media/' || s.folder || '/%')
  OR EXISTS (SELECT 1 FROM pizzas WHERE image LIKE '/media/' || s.folder || '/%')
  OR EXISTS (SELECT 1 FROM pizza_flavors WHERE image LIKE '/media/' || s.folder || '/%')
  OR EXISTS (SELECT 1 FROM promotions WHERE image LIKE '/media/' || s.folder || '/%')
  OR EXISTS (SELECT 1 FROM banners WHERE image LIKE '/media/' || s.folder || '/%')
  OR EXISTS (SELECT 1 FROM merchants WHERE stylizations LIKE '%"/media/' || s.folder || '/%')
)`;

/** Forgets the folders superseded before `cutoff` that something names again: they are not deleted. */
export const forgetReusedPhotos = (d1: D1Database, cutoff: number) =>
  d1.prepare(`DELETE FROM superseded_photos AS s WHERE s.superseded_at < ?1 AND ${IN_USE}`).bind(cutoff).run();

/** Up to `limit` folders superseded before `cutoff` that nothing names, oldest first. */
export async function unusedSupersededPhotos(d1: D1Database, cutoff: number, limit: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT s.folder FROM superseded_photos AS s WHERE s.superseded_at < ?1 AND NOT ${IN_USE}
       ORDER BY s.superseded_at, s.folder LIMIT ?2`,
    )
    .bind(cutoff, limit)
    .all<{ folder: string }>();
  return results.map((row) => row.folder);
}

/** Forgets folders whose objects are gone. */
export const forgetPhotos = (d1: D1Database, folders: string[]) =>
  d1
    .prepare("DELETE FROM superseded_photos WHERE folder IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(folders))
    .run();
