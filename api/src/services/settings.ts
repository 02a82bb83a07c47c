import type { SettingsChange } from "../../../contract/console-settings";
import {
  listSettingsChangeRows,
  runSettingsWrite,
  type SettingsAuthor,
  type SettingsChangeEntry,
} from "../db/settings";

export { diff } from "./menu-editor";
export type { SettingsChangeEntry };

/** Who writes: the store and the staff member, from the console's login. */
export interface SettingsActor {
  merchantId: number;
  staffId: number;
  staffName: string;
}

/** A page of the trail. */
export const SETTINGS_CHANGES_PAGE = 50;

/**
 * One settings write (decision 102): the section's statements, its trail rows and the settings
 * version raised, in one D1 batch, so a cached configuration older than the change is read again.
 */
export function writeSettings(
  d1: D1Database,
  actor: SettingsActor,
  statements: D1PreparedStatement[],
  changes: SettingsChangeEntry[],
  createdId?: D1PreparedStatement,
): Promise<{ id: number | null; version: number }> {
  const author: SettingsAuthor = { staffId: actor.staffId, staffName: actor.staffName };
  return runSettingsWrite(d1, actor.merchantId, author, Date.now(), statements, changes, createdId);
}

/** The trail, newest first, SETTINGS_CHANGES_PAGE at a time; `before` pages back by id. */
export async function listSettingsChanges(
  d1: D1Database,
  merchantId: number,
  before: number | null,
): Promise<{ changes: SettingsChange[]; next_before: number | null }> {
  const rows = await listSettingsChangeRows(d1, merchantId, before, SETTINGS_CHANGES_PAGE + 1);
  const page = rows.slice(0, SETTINGS_CHANGES_PAGE);
  return {
    changes: page.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      staff_name: row.staff_name,
      section: row.section as SettingsChange["section"],
      action: row.action as SettingsChange["action"],
      name: row.name,
      changes: JSON.parse(row.changes) as SettingsChange["changes"],
    })),
    next_before: rows.length > SETTINGS_CHANGES_PAGE ? page.at(-1)!.id : null,
  };
}
