import type { MenuEditor } from "../../../contract/console-menu";
import {
  MENU_IMPORT_ERRORS,
  problemField,
  type MenuImportMode,
  type MenuImportProblem,
  type MenuImportRequest,
  type MenuImportResult,
} from "../../../contract/console-menu-import";
import { currencySchema } from "../../../contract/merchant";
import { createDb } from "../db/client";
import { applyMenuImport, type MenuImportActor } from "../db/menu-spreadsheet";
import { planMenuImport } from "../domain/menu-import-plan";
import { readMenuSheet, readMenuWorkbook, writeMenuSheet, writeMenuWorkbook } from "../domain/menu-spreadsheet";
import { HttpError } from "../http/errors";
import { readMenuEditor } from "./menu-editor";

// Export and import of the whole menu as a spreadsheet (decision 098). Reads by any staff member; an import
// is the owner's (the router says so).

/** The editor's own read: the JSON backup and the spreadsheet hold what the editor shows. */
export async function menuModel(d1: D1Database, merchantId: number): Promise<MenuEditor> {
  return readMenuEditor(d1, merchantId);
}

/** The menu as the CSV the owner downloads, and the file name to give it. */
export async function menuSheet(d1: D1Database, merchantId: number, slug: string) {
  const model = await readMenuEditor(d1, merchantId);
  return {
    csv: writeMenuSheet(model.categories, currencySchema.catch("BRL").parse(model.currency)),
    filename: `${slug}-menu-v${model.version}.csv`,
  };
}

/** The menu as the Excel workbook the owner downloads (the CSV's rows), and the file name to give it. */
export async function menuWorkbook(d1: D1Database, merchantId: number, slug: string) {
  const model = await readMenuEditor(d1, merchantId);
  return {
    xlsx: await writeMenuWorkbook(model.categories, currencySchema.catch("BRL").parse(model.currency)),
    filename: `${slug}-menu-v${model.version}.xlsx`,
  };
}

const refusal = (problems: MenuImportProblem[], status: 409 | 422 = 422) =>
  new HttpError(
    status,
    "VALIDATION_ERROR",
    "The file cannot be imported",
    problems.map((problem) => ({ field: problemField(problem), message: problem.key })),
  );

/**
 * What the file would change (preview), or the change made (apply: all of it in one batch, or nothing).
 * A file with bad lines is refused (422) naming each; apply against a menu changed since the preview
 * it names by version is refused (409).
 */
export async function importMenuSheet(
  d1: D1Database,
  actor: Omit<MenuImportActor, "now">,
  mode: MenuImportMode,
  request: MenuImportRequest,
  now = Date.now(),
): Promise<MenuImportResult> {
  const db = createDb(d1);
  const model = await readMenuEditor(d1, actor.merchantId);
  if (mode === "apply" && request.version !== undefined && request.version !== model.version)
    throw refusal([{ line: 0, column: null, key: MENU_IMPORT_ERRORS.menuChanged }], 409);
  const currency = currencySchema.catch("BRL").parse(model.currency);
  const reading =
    request.format === "xlsx" ? await readMenuWorkbook(request.file, currency) : readMenuSheet(request.file, currency);
  if (!reading.ok) throw refusal(reading.problems);
  const planning = planMenuImport(model.categories, reading.categories);
  if (!planning.ok) throw refusal(planning.problems);
  const { plan } = planning;
  const unchanged = plan.changes.length === 0;
  if (mode === "preview" || unchanged) return { mode, unchanged, changes: plan.changes, version: model.version };
  const version = await applyMenuImport(db, { ...actor, now }, plan, model.version);
  if (version === null) throw refusal([{ line: 0, column: null, key: MENU_IMPORT_ERRORS.menuChanged }], 409);
  return { mode, unchanged, changes: plan.changes, version };
}
