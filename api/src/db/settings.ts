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

/**
 * Sends one settings write (decision 102): its statements, its rows of the trail and the settings
 * version raised, in one batch; answers the new version, read inside the batch. `createdId`, when
 * given, is a SELECT run last in the batch whose first column is the id the write created.
 */
export async function runSettingsWrite(
  d1: D1Database,
  merchantId: number,
  author: SettingsAuthor,
  at: number,
  statements: D1PreparedStatement[],
  changes: SettingsChangeEntry[],
  createdId?: D1PreparedStatement,
): Promise<{ id: number | null; version: number }> {
  const results = await d1.batch([
    ...statements,
    ...changes.map((change) =>
      d1
        .prepare(
          `INSERT INTO settings_changes (merchant_id, staff_id, staff_name, at, section, action, name, changes)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
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
        ),
    ),
    d1.prepare("UPDATE merchants SET settings_version = settings_version + 1 WHERE id = ?1").bind(merchantId),
    ...(createdId ? [createdId] : []),
    d1.prepare("SELECT settings_version FROM merchants WHERE id = ?1").bind(merchantId),
  ]);
  const version = (results.at(-1)!.results[0] as { settings_version: number }).settings_version;
  const id = createdId ? ((Object.values(results.at(-2)!.results[0] ?? {})[0] as number | undefined) ?? null) : null;
  return { id, version };
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
