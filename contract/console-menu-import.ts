import * as z from "zod";
import { envelope } from "./envelope";

// The menu as a spreadsheet (decision 098): one CSV, one row per dish and per option, read back by the
// same columns. A refusal names every bad line and column with a locale key under console.menu.import.errors
// (or console.menu.errors for a field the editor checks too).

/** The columns, in the order the export writes them; a file may hold them in any order, ids optional. */
export const MENU_SHEET_COLUMNS = [
  "category_id",
  "category",
  "category_visible",
  "dish_id",
  "dish",
  "description",
  "price",
  "promotional_price",
  "tags",
  "serves",
  "visible",
  "group_id",
  "option_group",
  "group_min",
  "group_max",
  "option_id",
  "option",
  "option_price",
  "option_visible",
] as const;
export type MenuSheetColumn = (typeof MENU_SHEET_COLUMNS)[number];

/** Columns a file must have. */
export const MENU_SHEET_REQUIRED_COLUMNS = ["category", "dish", "price"] as const satisfies readonly MenuSheetColumn[];

/** Characters of the file's text (about bytes for a menu's mostly Latin text). */
export const MENU_IMPORT_MAX_CHARS = 1_000_000;
/** The import's JSON body: the file's text escaped (a quote, a line break) and in UTF-8 can take three times its characters. */
export const MENU_IMPORT_MAX_BODY_BYTES = 3 * MENU_IMPORT_MAX_CHARS;
/** What an Excel workbook may unpack to (its XML): a 2,000-row menu is about 2 MB. */
export const MENU_WORKBOOK_MAX_UNPACKED = 20_000_000;
/** Rows after the header. */
export const MENU_IMPORT_MAX_ROWS = 2000;
/** A refusal lists at most this many problems (a wrong file would list one per cell). */
export const MENU_IMPORT_MAX_PROBLEMS = 100;

export const MENU_IMPORT_ERRORS = {
  empty: "console.menu.import.errors.empty",
  tooLarge: "console.menu.import.errors.tooLarge",
  tooManyRows: "console.menu.import.errors.tooManyRows",
  unreadable: "console.menu.import.errors.unreadable",
  columnMissing: "console.menu.import.errors.columnMissing",
  columnRepeated: "console.menu.import.errors.columnRepeated",
  idInvalid: "console.menu.import.errors.idInvalid",
  idUnknown: "console.menu.import.errors.idUnknown",
  idRepeated: "console.menu.import.errors.idRepeated",
  yesNoInvalid: "console.menu.import.errors.yesNoInvalid",
  dishRequired: "console.menu.import.errors.dishRequired",
  dishRepeated: "console.menu.import.errors.dishRepeated",
  dishConflict: "console.menu.import.errors.dishConflict",
  groupsTooMany: "console.menu.import.errors.groupsTooMany",
  cents: "console.menu.import.errors.cents",
  menuChanged: "console.menu.import.errors.menuChanged",
} as const;

export const menuImportModes = ["preview", "apply"] as const;
export type MenuImportMode = (typeof menuImportModes)[number];

export const menuImportFormats = ["csv", "xlsx"] as const;
export type MenuImportFormat = (typeof menuImportFormats)[number];

export const menuImportRequestSchema = z.object({
  /** The CSV's text, as read (a leading BOM is fine), or the Excel workbook in base64. */
  file: z.string(),
  format: z.enum(menuImportFormats).default("csv"),
  /** The menu version the preview was made against: apply refuses (409) when the menu changed since. */
  version: z.number().int().nonnegative().optional(),
});
export type MenuImportRequest = z.input<typeof menuImportRequestSchema>;

/**
 * A bad cell: its line in the file (1 is the header; a field with a line break spans lines, and the row is
 * named by its first), its column (null: the whole row or file), the locale key of the reason.
 */
export const menuImportProblemSchema = z.object({
  line: z.number().int().nonnegative(),
  column: z.string().nullable(),
  key: z.string(),
});
export type MenuImportProblem = z.infer<typeof menuImportProblemSchema>;

/** How a refused file's problems travel in the API's error (`errors[].field` is "line:column"). */
export const problemField = (problem: MenuImportProblem) => `${problem.line}:${problem.column ?? ""}`;

export function problemOfField(field: string, key: string): MenuImportProblem | null {
  const match = /^(\d+):([a-z_]*)$/.exec(field);
  if (!match) return null;
  return { line: Number(match[1]), column: match[2] || null, key };
}

const changeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const menuImportChangeSchema = z.object({
  kind: z.enum(["new", "changed", "removed"]),
  subject: z.enum(["category", "item", "option_group", "option"]),
  /** Its name in the file (or in the menu, for a removed one). */
  name: z.string(),
  /** The dish or group it belongs to, to tell apart two options or groups of the same name. */
  parent: z.string().nullable(),
  /** The file's line (null for a removed one). */
  line: z.number().int().nullable(),
  /** Each field changed, from and to (prices in minor units). */
  fields: z.array(z.object({ field: z.string(), from: changeValueSchema, to: changeValueSchema })),
});
export type MenuImportChange = z.infer<typeof menuImportChangeSchema>;

export const menuImportResultSchema = z.object({
  mode: z.enum(menuImportModes),
  /** Nothing to change: the file is the menu as it is. */
  unchanged: z.boolean(),
  changes: z.array(menuImportChangeSchema),
  /** The menu version the preview was made against, or the new one after apply. */
  version: z.number().int(),
});
export type MenuImportResult = z.infer<typeof menuImportResultSchema>;
export const menuImportResponseSchema = envelope(menuImportResultSchema);
