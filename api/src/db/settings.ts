import type { SettingsChange } from "../../../contract/console-settings";

export interface SettingsAuthor {
  staffId: number | null;
  staffName: string;
}

export interface SettingsChangeEntry {
  section: SettingsChange["section"];
  action: SettingsChange["action"];
  name: string;
  changes: SettingsChange["changes"];
}

export interface SettingsChangeRow {
  id: number;
  at: number;
  staff_name: string;
  section: string;
  action: string;
  name: string;
  changes: string;
}

/** How a create's new id is read inside its batch: a SELECT of one column, with its own parameters. */
export interface CreatedIdQuery {
  sql: string;
  params: unknown[];
}

/** An id the service chose itself (a campaign's, inside its document). */
export const chosenId = (id: number): CreatedIdQuery => ({ sql: "SELECT ?1", params: [id] });

/** What a create of the write made and the key of its form, both kept on its first row of the trail. */
export interface SettingsCreate {
  id?: CreatedIdQuery;
  requestKey?: string;
}

const insertChange = (
  d1: D1Database,
  merchantId: number,
  author: SettingsAuthor,
  at: number,
  change: SettingsChangeEntry,
  requestKey: string | null,
) =>
  d1
    .prepare(
      `INSERT INTO settings_changes (merchant_id, staff_id, staff_name, at, section, action, name, changes, request_key)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      merchantId,
      author.staffId,
      author.staffName,
      at,
      change.section,
      change.action,
      change.name,
      JSON.stringify(change.changes),
      requestKey,
    );

/**
 * Sends one settings write (decision 102): its statements, its rows of the trail and the settings
 * version raised, in one batch; answers the new version, read inside the batch. A create's id, read
 * right after its statements, is kept on its first row of the trail with its form's key (decision
 * 111): the unique key rolls back a second batch of the same form whole.
 */
export async function runSettingsWrite(
  d1: D1Database,
  merchantId: number,
  author: SettingsAuthor,
  at: number,
  statements: D1PreparedStatement[],
  changes: SettingsChangeEntry[],
  create: SettingsCreate = {},
): Promise<{ id: number | null; version: number }> {
  if ((create.id || create.requestKey) && changes.length === 0) throw new Error("A create needs its row of the trail");
  // Inside the batch the newest row of the trail is the one just inserted (D1 runs a batch alone).
  const createdId = create.id
    ? d1
        .prepare(
          `UPDATE settings_changes SET created_id = (${create.id.sql})
           WHERE id = (SELECT MAX(id) FROM settings_changes) RETURNING created_id`,
        )
        .bind(...create.id.params)
    : null;
  const results = await d1.batch([
    ...statements,
    ...changes.flatMap((change, index) => {
      const row = insertChange(d1, merchantId, author, at, change, index === 0 ? (create.requestKey ?? null) : null);
      return index === 0 && createdId ? [row, createdId] : [row];
    }),
    d1.prepare("UPDATE merchants SET settings_version = settings_version + 1 WHERE id = ?1").bind(merchantId),
    d1.prepare("SELECT settings_version FROM merchants WHERE id = ?1").bind(merchantId),
  ]);
  const version = (results.at(-1)!.results[0] as { settings_version: number }).settings_version;
  const created = createdId ? (results[statements.length + 1]!.results[0] as { created_id: number | null }) : null;
  return { id: created?.created_id ?? null, version };
}

/** What the create sent with this form's key made, and the store's version now; null: no such create yet. */
export async function findKeyedCreate(
  d1: D1Database,
  merchantId: number,
  requestKey: string,
): Promise<{ id: number | null; version: number } | null> {
  return d1
    .prepare(
      `SELECT c.created_id AS id, m.settings_version AS version FROM settings_changes c
       JOIN merchants m ON m.id = c.merchant_id WHERE c.merchant_id = ?1 AND c.request_key = ?2`,
    )
    .bind(merchantId, requestKey)
    .first<{ id: number | null; version: number }>();
}

export async function listSettingsChangeRows(
  d1: D1Database,
  merchantId: number,
  before: number | null,
  limit: number,
): Promise<SettingsChangeRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, at, staff_name, section, action, name, changes FROM settings_changes
       WHERE merchant_id = ?1 AND (?2 IS NULL OR id < ?2) ORDER BY id DESC LIMIT ?3`,
    )
    .bind(merchantId, before, limit)
    .all<SettingsChangeRow>();
  return results;
}

export async function readSettingsVersion(d1: D1Database, merchantId: number): Promise<number> {
  const row = await d1
    .prepare("SELECT settings_version FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<{ settings_version: number }>();
  return row?.settings_version ?? 0;
}
