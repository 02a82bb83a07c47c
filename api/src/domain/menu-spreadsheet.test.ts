import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/universal";
import type { MenuEditorCategory } from "../../../contract/console-menu";
import {
  MENU_IMPORT_ERRORS,
  MENU_IMPORT_MAX_ROWS,
  MENU_WORKBOOK_MAX_UNPACKED,
} from "../../../contract/console-menu-import";
import { planMenuImport } from "./menu-import-plan";
import { readMenuSheet, readMenuWorkbook, writeMenuSheet, writeMenuWorkbook } from "./menu-spreadsheet";

const item = (id: number, categoryId: number, name: string, price: number, extra: object = {}) => ({
  id,
  category_id: categoryId,
  name,
  description: "",
  price,
  original_price: null,
  enabled: true,
  available: true,
  tags: [],
  serves: null,
  image: null,
  points_price: null,
  option_groups: [],
  ...extra,
});

const menu: MenuEditorCategory[] = [
  {
    id: 1,
    name: "Burgers",
    description: null,
    enabled: true,
    redeemable: false,
    pizzas: [],
    items: [
      item(10, 1, 'Classic; "house" burger', 3490, {
        description: "Bun, beef,\ncheese",
        original_price: 3990,
        tags: ["+18", "spicy"],
        serves: 2,
        option_groups: [
          {
            id: 100,
            name: "Extras",
            min: 0,
            max: 1,
            options: [
              { id: 1000, name: "Bacon", description: null, price: 500, enabled: true },
              { id: 1001, name: "Egg", description: null, price: 0, enabled: false },
            ],
          },
        ],
      }),
      item(11, 1, "Fries", 1250),
    ],
  },
  { id: 2, name: "Drinks", description: null, enabled: false, redeemable: false, pizzas: [], items: [] },
];

function read(file: string, currency: "BRL" | "COP" | "MXN" = "BRL") {
  const reading = readMenuSheet(file, currency);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.categories;
}

const HEADER = "category;dish;price;option_group;option;option_price";

describe("the menu spreadsheet", () => {
  it("writes a BOM, `;` in Brazil, money as typed there, and reads back the same menu: a round trip changes nothing", () => {
    const file = writeMenuSheet(menu, "BRL");
    expect(file.startsWith("\uFEFFcategory_id;category;")).toBe(true);
    expect(file).toContain(";39,90;34,90;+18 | spicy;2;yes;");
    const planning = planMenuImport(menu, read(file));
    expect(planning).toMatchObject({ ok: true, plan: { changes: [] } });
  });

  it("writes `,` in Mexico and reads either separator", () => {
    const file = writeMenuSheet(menu, "MXN");
    expect(file).toContain(",39.90,34.90,");
    expect(planMenuImport(menu, read(file, "MXN"))).toMatchObject({ ok: true, plan: { changes: [] } });
    const semicolons = read(`${HEADER}\nBurgers;Fries;"12,50";;;\n`);
    const commas = read(`category,dish,price\nBurgers,Fries,"12,50"\n`);
    expect(commas).toEqual(semicolons);
  });

  it("keeps quotes, separators and line breaks inside a field", () => {
    const [category] = read(writeMenuSheet(menu, "BRL"));
    expect(category!.dishes[0]).toMatchObject({ name: 'Classic; "house" burger', description: "Bun, beef,\ncheese" });
  });

  it("reads Colombian pesos with a thousands dot and refuses cents there", () => {
    const [category] = read("category;dish;price\nBebidas;Limonada;12.500\n", "COP");
    expect(category!.dishes[0]!.price).toBe(1_250_000);
    expect(readMenuSheet("category;dish;price\nBebidas;Limonada;12,50\n", "COP")).toEqual({
      ok: false,
      problems: [{ line: 2, column: "price", key: "console.menu.import.errors.cents" }],
    });
  });

  it("names the line and column of every bad cell, counting the lines of a field that spans several", () => {
    const file = [
      "category;dish;description;price;promotional_price;visible",
      'Burgers;Classic;"two\nlines";-5;;yes',
      "Burgers;Fries;;abc;;maybe",
      "Burgers;;;10;;",
      "Burgers;Salad;;10;12;",
      ";Soup;;10;;",
    ].join("\r\n");
    expect(readMenuSheet(file, "BRL")).toEqual({
      ok: false,
      problems: [
        { line: 2, column: "price", key: "console.menu.errors.priceInvalid" },
        { line: 4, column: "price", key: "console.menu.errors.priceInvalid" },
        { line: 4, column: "visible", key: "console.menu.import.errors.yesNoInvalid" },
        { line: 5, column: "dish", key: "console.menu.import.errors.dishRequired" },
        { line: 6, column: "promotional_price", key: "console.menu.errors.promotionNotBelow" },
        { line: 7, column: "category", key: "console.menu.errors.nameRequired" },
      ],
    });
  });

  it("refuses a file without the needed columns, an empty one and one over the row bound", () => {
    expect(readMenuSheet("category;name\nBurgers;Fries\n", "BRL")).toEqual({
      ok: false,
      problems: [
        { line: 1, column: "dish", key: "console.menu.import.errors.columnMissing" },
        { line: 1, column: "price", key: "console.menu.import.errors.columnMissing" },
      ],
    });
    expect(readMenuSheet("\uFEFF", "BRL")).toMatchObject({
      ok: false,
      problems: [{ key: "console.menu.import.errors.empty" }],
    });
    const rows = Array.from({ length: MENU_IMPORT_MAX_ROWS + 1 }, (_, index) => `Burgers;Dish ${index};1`);
    expect(readMenuSheet(["category;dish;price", ...rows].join("\n"), "BRL")).toMatchObject({
      ok: false,
      problems: [{ key: "console.menu.import.errors.tooManyRows" }],
    });
  });

  it("previews a changed price, an unknown category created with its dish, and what the file leaves out as removed", () => {
    const file = writeMenuSheet(menu, "BRL")
      .replace(";12,50;", ";13,00;")
      .replace(/\r\n[^\r\n]*;Egg;[^\r\n]*/, "")
      .replace(/\r\n2;Drinks;[^\r\n]*/, "")
      .concat("\r\n;Desserts;;;Pudding;;8,00;;;;;;;;;;;;");
    const planning = planMenuImport(menu, read(file));
    expect(planning.ok && planning.plan.changes).toEqual([
      {
        kind: "removed",
        subject: "option",
        name: "Egg",
        parent: 'Classic; "house" burger · Extras',
        line: null,
        fields: [],
      },
      {
        kind: "changed",
        subject: "item",
        name: "Fries",
        parent: "Burgers",
        line: 5,
        fields: [{ field: "price", from: 1250, to: 1300 }],
      },
      { kind: "new", subject: "category", name: "Desserts", parent: null, line: 6, fields: [] },
      {
        kind: "new",
        subject: "item",
        name: "Pudding",
        parent: "Desserts",
        line: 6,
        fields: [{ field: "price", from: null, to: 800 }],
      },
      { kind: "removed", subject: "category", name: "Drinks", parent: null, line: null, fields: [] },
    ]);
  });

  it("matches rows without ids by name, so a hand-made file of the same menu changes nothing", () => {
    const current = [{ ...menu[0]!, items: [menu[0]!.items[1]!] }];
    expect(planMenuImport(current, read("category;dish;price\nBurgers;Fries;12,50\n"))).toMatchObject({
      ok: true,
      plan: { changes: [] },
    });
  });

  it("refuses an id the menu does not have, on its line", () => {
    const file = "category_id;category;dish;price\n99;Burgers;Fries;12,50\n";
    expect(planMenuImport(menu, read(file))).toEqual({
      ok: false,
      problems: [{ line: 2, column: "category_id", key: "console.menu.import.errors.idUnknown" }],
    });
  });
});

describe("the menu as an Excel workbook", () => {
  const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
  const workbook = async (rows: Array<Array<string | number | boolean | null>>) => {
    const blob = await writeXlsxFile(rows).toBlob();
    return base64(new Uint8Array(await blob.arrayBuffer()));
  };

  it("holds the CSV's rows as text cells and reads back the same menu", async () => {
    const file = base64(await writeMenuWorkbook(menu, "BRL"));
    const reading = await readMenuWorkbook(file, "BRL");
    // The same menu; only the lines differ, Excel's rows against the CSV's text lines (a description spans two).
    const withoutLines = (value: unknown) =>
      JSON.parse(JSON.stringify(value, (key, cell) => (key === "line" ? undefined : cell)));
    expect(withoutLines(reading)).toEqual(withoutLines(readMenuSheet(writeMenuSheet(menu, "BRL"), "BRL")));
    expect(reading.ok && reading.categories[0]!.dishes.map((dish) => dish.line)).toEqual([2, 5]);
    expect(reading.ok && planMenuImport(menu, reading.categories)).toMatchObject({ ok: true, plan: { changes: [] } });
  });

  it("reads a price typed as a number in the store's format, yes/no cells, and names a bad cell by its Excel row", async () => {
    const header = ["category", "dish", "price", "visible"];
    const reais = await readMenuWorkbook(
      await workbook([header, ["Burgers", "Classic", 34.9, true], ["Burgers", "Fries", 12, false]]),
      "BRL",
    );
    expect(reais.ok && reais.categories[0]!.dishes.map((dish) => [dish.name, dish.price, dish.enabled])).toEqual([
      ["Classic", 3490, true],
      ["Fries", 1200, false],
    ]);
    const pesos = await readMenuWorkbook(
      await workbook([header, ["Tacos", "Pastor", 12500, true], ["Tacos", "Suadero", 12500.5, true]]),
      "COP",
    );
    expect(pesos).toEqual({ ok: false, problems: [{ line: 3, column: "price", key: MENU_IMPORT_ERRORS.cents }] });
  });

  it("refuses a file that is not a workbook, and one that would unpack past the bound before unpacking it", async () => {
    expect(await readMenuWorkbook(btoa("category;dish;price\nBurgers;Classic;34,90"), "BRL")).toEqual({
      ok: false,
      problems: [{ line: 0, column: null, key: MENU_IMPORT_ERRORS.unreadable }],
    });
    const bomb = base64(zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(MENU_WORKBOOK_MAX_UNPACKED + 1) }));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await readMenuWorkbook(bomb, "BRL")).toEqual({
      ok: false,
      problems: [{ line: 0, column: null, key: MENU_IMPORT_ERRORS.tooLarge }],
    });
  });
});
