import type { SettingsChange } from "../../../contract/console-settings";
import {
  findKeyedCreate,
  listSettingsChangeRows,
  runSettingsWrite,
  type CreatedIdQuery,
  type SettingsAuthor,
  type SettingsChangeEntry,
} from "../db/settings";

export { diff } from "./menu-editor";
export type { CreatedIdQuery, SettingsChangeEntry };

/** Who writes: the store and the staff member, from the console's login. */
export interface SettingsActor {
  merchantId: number;
  staffId: number;
  staffName: string;
  /** A create form's key (decision 111), set by createOnce only. */
  requestKey?: string;
}

/** A page of the trail. */
export const SETTINGS_CHANGES_PAGE = 50;

/**
 * One settings write (decision 102): the section's statements, its trail rows and the settings
 * version raised, in one D1 batch, so a cached configuration older than the change is read again.
 * `createdId` reads the id a create made; inside createOnce the form's key goes on the trail too.
 */
export function writeSettings(
  d1: D1Database,
  actor: SettingsActor,
  statements: D1PreparedStatement[],
  changes: SettingsChangeEntry[],
  createdId?: CreatedIdQuery,
): Promise<{ id: number | null; version: number }> {
  const author: SettingsAuthor = { staffId: actor.staffId, staffName: actor.staffName };
  return runSettingsWrite(d1, actor.merchantId, author, Date.now(), statements, changes, {
    id: createdId,
    requestKey: actor.requestKey,
  });
}

/**
 * A create sent with its form's key creates once (decision 111): a key already on the trail answers
 * what its create made before the section's checks could refuse the copy (a coupon's code is taken
 * by then, a closure's days are closed), and a copy that crossed the first and failed (a check, or
 * the key's unique index rolling its batch back) answers it too. No key: every request creates.
 */
export async function createOnce(
  d1: D1Database,
  actor: SettingsActor,
  requestKey: string | undefined,
  create: (keyed: SettingsActor) => Promise<{ id: number | null; version: number }>,
): Promise<{ id: number | null; version: number }> {
  // Awaited, not handed on: workerd counts a create refused at once and passed up as unhandled.
  if (!requestKey) return await create(actor);
  const first = await findKeyedCreate(d1, actor.merchantId, requestKey);
  if (first) return first;
  try {
    return await create({ ...actor, requestKey });
  } catch (error) {
    const crossed = await findKeyedCreate(d1, actor.merchantId, requestKey);
    if (crossed) return crossed;
    throw error;
  }
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
