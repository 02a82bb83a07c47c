import { describe, expect, it } from "vitest";
import type { MenuEditorCategory } from "../../../contract/console-menu";
import { MENU_IMPORT_MAX_ROWS } from "../../../contract/console-menu-import";
import { planMenuImport } from "./menu-import-plan";
import { readMenuSheet, writeMenuSheet } from "./menu-spreadsheet";

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
