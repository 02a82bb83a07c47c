import { unzipSync } from "fflate";
import Papa from "papaparse";
import { readSheet, type SheetData } from "read-excel-file/universal";
import writeXlsxFile from "write-excel-file/universal";
import {
  MENU_DESCRIPTION_MAX,
  MENU_ERRORS,
  MENU_GROUPS_MAX,
  MENU_NAME_MAX,
  MENU_OPTIONS_MAX,
  MENU_PRICE_MAX,
  MENU_SERVES_MAX,
  MENU_TAG_MAX,
  MENU_TAGS_MAX,
  type MenuEditorCategory,
} from "../../../contract/console-menu";
import {
  MENU_IMPORT_ERRORS,
  MENU_IMPORT_MAX_CHARS,
  MENU_IMPORT_MAX_PROBLEMS,
  MENU_IMPORT_MAX_ROWS,
  MENU_WORKBOOK_MAX_UNPACKED,
  MENU_SHEET_COLUMNS,
  MENU_SHEET_REQUIRED_COLUMNS,
  type MenuImportProblem,
  type MenuSheetColumn,
} from "../../../contract/console-menu-import";
import { formatMoneyInput, parseMoneyInput } from "../../../contract/formats/money-input";
import type { Currency } from "../../../contract/merchant";

// The menu as a CSV or an Excel workbook (decision 098). Every row names its category and dish; a dish's own columns are read
// from its first row, an option's from its row; ids, when present, match rows to what the menu has.

export interface SheetOption {
  line: number;
  id: number | null;
  name: string;
  price: number;
  enabled: boolean;
}

export interface SheetGroup {
  line: number;
  id: number | null;
  name: string;
  min: number;
  max: number;
  options: SheetOption[];
}

export interface SheetDish {
  line: number;
  id: number | null;
  name: string;
  description: string;
  price: number;
  original_price: number | null;
  tags: string[];
  serves: number | null;
  enabled: boolean;
  groups: SheetGroup[];
}

export interface SheetCategory {
  line: number;
  id: number | null;
  name: string;
  enabled: boolean;
  dishes: SheetDish[];
}

export type SheetReading = { ok: true; categories: SheetCategory[] } | { ok: false; problems: MenuImportProblem[] };

const BOM = "\uFEFF";
const E = MENU_ERRORS;
const I = MENU_IMPORT_ERRORS;

/** Brazil and Colombia write a decimal comma, so their Excel lists with `;`; Mexico's with `,`. */
export const sheetDelimiterOf = (currency: Currency) => (currency === "MXN" ? "," : ";");

const YES = new Set(["yes", "y", "sim", "s", "si", "sí", "true", "1", "x"]);
const NO = new Set(["no", "n", "não", "nao", "false", "0"]);

/** The menu's rows below the header, as the owner downloads them: one row per dish and per option. */
function menuSheetRows(categories: MenuEditorCategory[], currency: Currency): string[][] {
  const money = (minorUnits: number) => formatMoneyInput(currency, minorUnits);
  const yesNo = (value: boolean) => (value ? "yes" : "no");
  const rows: string[][] = [];
  const row = (cells: Partial<Record<MenuSheetColumn, string | number | null>>) =>
    rows.push(MENU_SHEET_COLUMNS.map((column) => String(cells[column] ?? "")));
  for (const category of categories) {
    const categoryCells = {
      category_id: category.id,
      category: category.name,
      category_visible: yesNo(category.enabled),
    };
    if (category.items.length === 0) row(categoryCells);
    for (const item of category.items) {
      const dishKey = { ...categoryCells, dish_id: item.id, dish: item.name };
      const onPromotion = item.original_price !== null;
      row({
        ...dishKey,
        description: item.description,
        price: money(onPromotion ? item.original_price! : item.price),
        promotional_price: onPromotion ? money(item.price) : null,
        tags: item.tags.join(" | "),
        serves: item.serves,
        visible: yesNo(item.enabled),
      });
      for (const group of item.option_groups)
        for (const option of group.options)
          row({
            ...dishKey,
            group_id: group.id,
            option_group: group.name,
            group_min: group.min,
            group_max: group.max,
            option_id: option.id,
            option: option.name,
            option_price: money(option.price),
            option_visible: yesNo(option.enabled),
          });
    }
  }
  return rows;
}

/** The menu as the CSV the owner downloads: BOM (Excel reads UTF-8 then), header, the rows. */
export function writeMenuSheet(categories: MenuEditorCategory[], currency: Currency): string {
  const data = menuSheetRows(categories, currency);
  return BOM + Papa.unparse({ fields: [...MENU_SHEET_COLUMNS], data }, { delimiter: sheetDelimiterOf(currency) });
}

/**
 * The same rows as an Excel workbook: every cell text, as the CSV has it, so that money stays in the
 * store's format ("34,90") and a round trip reads back what was written.
 */
export async function writeMenuWorkbook(
  categories: MenuEditorCategory[],
  currency: Currency,
): Promise<Uint8Array<ArrayBuffer>> {
  const text = (value: string) => ({ value, type: String });
  const sheet = [[...MENU_SHEET_COLUMNS], ...menuSheetRows(categories, currency)].map((row) => row.map(text));
  const blob = await writeXlsxFile(sheet, { sheet: "menu", stickyRowsCount: 1 }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

interface Row {
  line: number;
  cell(column: MenuSheetColumn): string;
}

/** Reads the owner's CSV: every problem with its line and column, or the menu it describes. */
export function readMenuSheet(file: string, currency: Currency): SheetReading {
  const text = file.startsWith(BOM) ? file.slice(BOM.length) : file;
  if (text.trim() === "") return refuse(0, null, I.empty);
  if (text.length > MENU_IMPORT_MAX_CHARS) return refuse(0, null, I.tooLarge);

  const records: SheetRecord[] = [];
  let start = 0;
  let line = 1;
  let unreadable: number | null = null;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    step: (result) => {
      const end = result.meta.cursor;
      if (result.errors.some((error) => error.type === "Quotes") && unreadable === null) unreadable = line;
      records.push({ line, cells: result.data });
      for (let at = start; at < end; at++) if (text.charCodeAt(at) === 10) line++;
      start = end;
    },
  });
  if (unreadable !== null) return refuse(unreadable, null, I.unreadable);
  return readRecords(records, currency);
}

/**
 * Reads the owner's Excel workbook (its first sheet; the file as base64): the same rows as the CSV,
 * each named by its row number in Excel. A number cell is written back in the store's format ("34,9"
 * in BRL), a yes/no cell as yes/no. A workbook that would unpack past a bound is refused before it
 * is unpacked: a small file can hold a huge one.
 */
export async function readMenuWorkbook(base64: string, currency: Currency): Promise<SheetReading> {
  if (base64.length > MENU_IMPORT_MAX_CHARS) return refuse(0, null, I.tooLarge);
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    return refuse(0, null, I.unreadable);
  }
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        return false;
      },
    });
  } catch {
    return refuse(0, null, I.unreadable);
  }
  if (unpacked > MENU_WORKBOOK_MAX_UNPACKED) return refuse(0, null, I.tooLarge);
  let rows: SheetData<NumberCell>;
  try {
    rows = await readSheet<NumberCell>(bytes.slice().buffer, undefined, {
      parseNumber: (raw) => ({ raw }),
      trim: false,
    });
  } catch {
    return refuse(0, null, I.unreadable);
  }
  const decimal = currency === "MXN" ? "." : ",";
  const cellText = (cell: SheetData<NumberCell>[number][number]): string => {
    if (cell === null || cell === undefined) return "";
    if (typeof cell === "boolean") return cell ? "yes" : "no";
    if (cell instanceof Date) return cell.toISOString().slice(0, 10);
    if (typeof cell === "object") return cell.raw.replace(".", decimal);
    return String(cell);
  };
  return readRecords(
    rows.map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) })),
    currency,
  );
}

/** A number cell as Excel stores it ("34.9"): its text, told apart from a text cell. */
interface NumberCell {
  raw: string;
}

interface SheetRecord {
  line: number;
  cells: string[];
}

function readRecords(records: SheetRecord[], currency: Currency): SheetReading {
  const [header, ...body] = records;
  const rows = body.filter((record) => record.cells.some((cell) => cell.trim() !== ""));
  if (!header || rows.length === 0) return refuse(0, null, I.empty);
  if (rows.length > MENU_IMPORT_MAX_ROWS) return refuse(0, null, I.tooManyRows);

  const problems: MenuImportProblem[] = [];
  const columnIndex = new Map<MenuSheetColumn, number>();
  header.cells.forEach((name, index) => {
    const column = name.trim().toLowerCase() as MenuSheetColumn;
    if (!MENU_SHEET_COLUMNS.includes(column)) return;
    if (columnIndex.has(column)) problems.push({ line: 1, column, key: I.columnRepeated });
    else columnIndex.set(column, index);
  });
  for (const column of MENU_SHEET_REQUIRED_COLUMNS)
    if (!columnIndex.has(column)) problems.push({ line: 1, column, key: I.columnMissing });
  if (problems.length > 0) return { ok: false, problems };

  const reader = new SheetReader(currency, problems);
  for (const record of rows) {
    reader.read({
      line: record.line,
      cell: (column) => {
        const index = columnIndex.get(column);
        return index === undefined ? "" : (record.cells[index] ?? "").trim();
      },
    });
    if (problems.length >= MENU_IMPORT_MAX_PROBLEMS) break;
  }
  reader.checkCounts();
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, MENU_IMPORT_MAX_PROBLEMS) } : reader.result();
}

/** The header's separator: Brazilian Excel writes `;`, most others `,`. Column names hold neither. */
function delimiterOf(text: string): ";" | "," {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
}

const refuse = (line: number, column: string | null, key: string): SheetReading => ({
  ok: false,
  problems: [{ line, column, key }],
});

const sameName = (a: string, b: string) => a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");

class SheetReader {
  private readonly categories: SheetCategory[] = [];
  private readonly seenIds = new Map<string, number>();
  /** What a dish's first row says, to tell an option row that says otherwise. */
  private readonly dishCells = new Map<SheetDish, Record<string, string>>();

  constructor(
    private readonly currency: Currency,
    private readonly problems: MenuImportProblem[],
  ) {}

  result(): SheetReading {
    return { ok: true, categories: this.categories };
  }

  read(row: Row) {
    const category = this.categoryOf(row);
    if (!category) return;
    const dishName = row.cell("dish");
    const optionName = row.cell("option");
    if (dishName === "" && row.cell("dish_id") === "") {
      if (optionName !== "" || row.cell("price") !== "") this.problem(row, "dish", I.dishRequired);
      return;
    }
    const dish = this.dishOf(row, category);
    if (!dish || optionName === "") return;
    this.optionOf(row, dish);
  }

  checkCounts() {
    for (const category of this.categories)
      for (const dish of category.dishes) {
        if (dish.groups.length > MENU_GROUPS_MAX)
          this.problems.push({ line: dish.line, column: "option_group", key: I.groupsTooMany });
        for (const group of dish.groups) {
          if (group.options.length > MENU_OPTIONS_MAX)
            this.problems.push({ line: group.line, column: "option", key: E.optionsTooMany });
          else if (group.min > group.max)
            this.problems.push({ line: group.line, column: "group_min", key: E.minAboveMax });
          else if (group.max > group.options.length)
            this.problems.push({ line: group.line, column: "group_max", key: E.maxAboveOptions });
        }
      }
  }

  private problem(row: Row, column: MenuSheetColumn | null, key: string) {
    this.problems.push({ line: row.line, column, key });
  }

  private categoryOf(row: Row): SheetCategory | null {
    const id = this.id(row, "category_id");
    const name = this.name(row, "category");
    if (id === undefined || name === null) return null;
    const found = this.categories.find((category) =>
      id !== null ? category.id === id : sameName(category.name, name),
    );
    if (found) return found;
    const enabled = this.yesNo(row, "category_visible");
    if (enabled === null || !this.firstUse(row, "category_id", id)) return null;
    const category: SheetCategory = { line: row.line, id, name, enabled, dishes: [] };
    this.categories.push(category);
    return category;
  }

  private dishOf(row: Row, category: SheetCategory): SheetDish | null {
    const id = this.id(row, "dish_id");
    const name = this.name(row, "dish");
    if (id === undefined || name === null) return null;
    const found = category.dishes.find((dish) => (id !== null ? dish.id === id : sameName(dish.name, name)));
    if (found) {
      if (row.cell("option") === "") this.problem(row, "dish", I.dishRepeated);
      else
        for (const column of DETAIL_COLUMNS)
          if (row.cell(column) !== "" && row.cell(column) !== this.dishCells.get(found)?.[column])
            this.problem(row, column, I.dishConflict);
      return found;
    }
    // A dish whose own cells are bad still takes its option rows, so each problem is said once.
    const read = this.details(row) ?? UNREAD_DETAILS;
    if (!this.firstUse(row, "dish_id", id)) return null;
    const dish: SheetDish = { line: row.line, id, name, ...read, groups: [] };
    this.dishCells.set(dish, Object.fromEntries(DETAIL_COLUMNS.map((column) => [column, row.cell(column)])));
    category.dishes.push(dish);
    return dish;
  }

  private details(row: Row): Omit<SheetDish, "line" | "id" | "name" | "groups"> | null {
    const description = row.cell("description");
    if (description.length > MENU_DESCRIPTION_MAX) this.problem(row, "description", E.descriptionTooLong);
    const listed = this.money(row, "price", true);
    const promotional = row.cell("promotional_price") === "" ? null : this.money(row, "promotional_price", true);
    const tags = row
      .cell("tags")
      .split("|")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== "");
    if (tags.length > MENU_TAGS_MAX) this.problem(row, "tags", E.tagsTooMany);
    else if (tags.some((tag) => tag.length > MENU_TAG_MAX)) this.problem(row, "tags", E.tagTooLong);
    const serves = this.serves(row);
    const enabled = this.yesNo(row, "visible");
    if (listed === null || promotional === undefined || serves === undefined || enabled === null) return null;
    if (promotional !== null && promotional >= listed) {
      this.problem(row, "promotional_price", E.promotionNotBelow);
      return null;
    }
    if (description.length > MENU_DESCRIPTION_MAX || tags.length > MENU_TAGS_MAX) return null;
    if (tags.some((tag) => tag.length > MENU_TAG_MAX)) return null;
    return {
      description,
      price: promotional ?? listed,
      original_price: promotional === null ? null : listed,
      tags,
      serves,
      enabled,
    };
  }

  private optionOf(row: Row, dish: SheetDish) {
    const groupId = this.id(row, "group_id");
    const groupName = this.name(row, "option_group");
    if (groupId === undefined || groupName === null) return;
    let group = dish.groups.find((candidate) =>
      groupId !== null ? candidate.id === groupId : sameName(candidate.name, groupName),
    );
    if (!group) {
      const min = this.count(row, "group_min", 0);
      const max = this.count(row, "group_max", 1);
      if (min === null || max === null || !this.firstUse(row, "group_id", groupId)) return;
      if (max < 1) return this.problem(row, "group_max", E.choicesInvalid);
      group = { line: row.line, id: groupId, name: groupName, min, max, options: [] };
      dish.groups.push(group);
    }
    const id = this.id(row, "option_id");
    const name = this.name(row, "option");
    const price = row.cell("option_price") === "" ? 0 : this.money(row, "option_price", false);
    const enabled = this.yesNo(row, "option_visible");
    if (id === undefined || name === null || price === null || price === undefined || enabled === null) return;
    if (!this.firstUse(row, "option_id", id)) return;
    group.options.push({ line: row.line, id, name, price, enabled });
  }

  /** A positive whole number, null when empty, undefined (and a problem) when not an id. */
  private id(row: Row, column: MenuSheetColumn): number | null | undefined {
    const text = row.cell(column);
    if (text === "") return null;
    if (/^[1-9]\d{0,15}$/.test(text)) return Number(text);
    this.problem(row, column, I.idInvalid);
    return undefined;
  }

  /** An id names one thing once: a second row with the same option id, say, is a copied line. */
  private firstUse(row: Row, column: MenuSheetColumn, id: number | null): boolean {
    if (id === null) return true;
    const key = `${column}:${id}`;
    if (!this.seenIds.has(key)) {
      this.seenIds.set(key, row.line);
      return true;
    }
    this.problem(row, column, I.idRepeated);
    return false;
  }

  private name(row: Row, column: MenuSheetColumn): string | null {
    const text = row.cell(column);
    if (text === "") this.problem(row, column, E.nameRequired);
    else if (text.length > MENU_NAME_MAX) this.problem(row, column, E.nameTooLong);
    else return text;
    return null;
  }

  private yesNo(row: Row, column: MenuSheetColumn): boolean | null {
    const text = row.cell(column).toLocaleLowerCase("pt-BR");
    if (text === "" || YES.has(text)) return true;
    if (NO.has(text)) return false;
    this.problem(row, column, I.yesNoInvalid);
    return null;
  }

  /** Minor units; null (and a problem) when not money. */
  private money(row: Row, column: MenuSheetColumn, required: boolean): number | null {
    const read = parseMoneyInput(this.currency, row.cell(column));
    if (read.ok && read.minorUnits <= MENU_PRICE_MAX) return read.minorUnits;
    const key = read.ok
      ? E.priceTooHigh
      : read.reason === "empty"
        ? required
          ? E.priceRequired
          : E.priceInvalid
        : read.reason === "tooLarge"
          ? E.priceTooHigh
          : read.reason === "cents"
            ? I.cents
            : E.priceInvalid;
    this.problem(row, column, key);
    return null;
  }

  private serves(row: Row): number | null | undefined {
    const text = row.cell("serves");
    if (text === "") return null;
    if (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= MENU_SERVES_MAX) return Number(text);
    this.problem(row, "serves", E.servesInvalid);
    return undefined;
  }

  private count(row: Row, column: MenuSheetColumn, empty: number): number | null {
    const text = row.cell(column);
    if (text === "") return empty;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    this.problem(row, column, E.choicesInvalid);
    return null;
  }
}

const UNREAD_DETAILS = { description: "", price: 0, original_price: null, tags: [], serves: null, enabled: true };

const DETAIL_COLUMNS = [
  "description",
  "price",
  "promotional_price",
  "tags",
  "serves",
  "visible",
] as const satisfies readonly MenuSheetColumn[];
