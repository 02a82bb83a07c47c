import {
  MENU_IMPORT_ERRORS,
  MENU_IMPORT_MAX_BODY_BYTES,
  type MenuImportChange,
  type MenuImportFormat,
  type MenuImportMode,
  type MenuImportProblem,
} from "../../../contract/console-menu-import";
import { formatMoney } from "../../../contract/formats/money";
import type { Currency } from "../../../contract/merchant";
import type { Translate } from "~/lib/i18n/i18n";
import type { ApiResult } from "~/lib/platform/api.server";
import type { Send } from "~/lib/platform/api-calls.server";
import { importMenuFile } from "./console-menu-spreadsheet-api.server";
import type { StaffPage } from "./console-session.server";

// The owner's import page (decision 098): the file (CSV or Excel) sent as a plain multipart form, previewed,
// then applied by a second form that sends the same file back with the version it was previewed against.

export type ImportAnswer =
  | {
      stage: "preview";
      /** The CSV's text, or the Excel workbook in base64, sent back as it was by the apply form. */
      file: string;
      format: MenuImportFormat;
      version: number;
      unchanged: boolean;
      changes: ShownChange[];
    }
  | { stage: "refused"; problems: ShownProblem[] };

export interface ShownProblem {
  where: string;
  message: string;
}

export interface ShownChange extends Omit<MenuImportChange, "fields"> {
  fields: Array<{ field: string; from: string; to: string }>;
}

type ImportOutcome =
  | { kind: "answer"; answer: ImportAnswer; status: number }
  | { kind: "applied"; unchanged: boolean }
  | { kind: "refusedCall"; result: Extract<ApiResult<unknown>, { ok: false }> };

/** Reads the form's file (an upload, or the preview's text sent back) and asks the API. */
export async function importFromForm(
  send: Send,
  page: Pick<StaffPage, "slug" | "token" | "store" | "t">,
  mode: MenuImportMode,
  form: FormData,
): Promise<ImportOutcome> {
  const refused = (problems: MenuImportProblem[], status: number): ImportOutcome => ({
    kind: "answer",
    answer: { stage: "refused", problems: problems.map((problem) => shownProblem(problem, page.t)) },
    status,
  });
  const sent = form.get("file");
  const file = typeof sent === "string" ? (sent === "" ? null : sent) : sent && sent.size > 0 ? sent : null;
  if (file === null) return refused([{ line: 0, column: null, key: "console.menu.import.upload.required" }], 400);
  if (typeof file !== "string" && file.size > MENU_IMPORT_MAX_BODY_BYTES)
    return refused([{ line: 0, column: null, key: MENU_IMPORT_ERRORS.tooLarge }], 413);
  const { text, format } = typeof file === "string" ? { text: file, format: formatOf(form) } : await read(file);
  const version = Number(form.get("version"));

  const answer = await importMenuFile(send, page.slug, page.token, mode, {
    file: text,
    format,
    ...(mode === "apply" && Number.isInteger(version) ? { version } : {}),
  });
  if (!answer.ok) {
    if (answer.problems.length === 0)
      return {
        kind: "refusedCall",
        result: { ok: false, status: answer.status, error: { code: "REFUSED", message: "import refused" } },
      };
    return refused(answer.problems, answer.status);
  }
  const { result } = answer;
  if (mode === "apply") return { kind: "applied", unchanged: result.unchanged };
  return {
    kind: "answer",
    answer: {
      stage: "preview",
      file: text,
      format,
      version: result.version,
      unchanged: result.unchanged,
      changes: result.changes.map((change) => shownChange(change, page.store.currency, page.t)),
    },
    status: 200,
  };
}

const formatOf = (form: FormData): MenuImportFormat => (form.get("format") === "xlsx" ? "xlsx" : "csv");

/** An Excel workbook (a zip: "PK", or named .xlsx) goes as base64; anything else is the CSV's text. */
async function read(upload: File): Promise<{ text: string; format: MenuImportFormat }> {
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!zip && !/\.xlsx$/i.test(upload.name)) return { text: new TextDecoder().decode(bytes), format: "csv" };
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return { text: btoa(binary), format: "xlsx" };
}

function shownProblem(problem: MenuImportProblem, t: Translate): ShownProblem {
  const where =
    problem.line === 0
      ? t("console.menu.import.problems.whereFile")
      : problem.column
        ? t("console.menu.import.problems.where", { line: problem.line, column: problem.column })
        : t("console.menu.import.problems.whereLine", { line: problem.line });
  return { where, message: t(problem.key) };
}

const MONEY_FIELDS = new Set(["price", "original_price"]);

function shownChange(change: MenuImportChange, currency: Currency, t: Translate): ShownChange {
  const shown = (field: string, value: MenuImportChange["fields"][number]["from"]): string => {
    if (value === null) return t("console.menu.import.values.none");
    if (typeof value === "boolean") return t(`console.menu.import.values.${value ? "yes" : "no"}`);
    if (typeof value === "number" && MONEY_FIELDS.has(field)) return formatMoney(value, currency);
    if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : t("console.menu.import.values.none");
    return String(value);
  };
  return {
    ...change,
    fields: change.fields.map(({ field, from, to }) => ({
      field: t(`console.menu.import.fields.${field}`),
      from: shown(field, from),
      to: shown(field, to),
    })),
  };
}
