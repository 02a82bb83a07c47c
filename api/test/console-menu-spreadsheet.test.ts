import { env } from "cloudflare:workers";
import { readSheet } from "read-excel-file/universal";
import writeXlsxFile from "write-excel-file/universal";
import { beforeAll, describe, expect, it } from "vitest";
import { menuEditorResponseSchema } from "../../contract/console-menu";
import { MENU_IMPORT_MAX_CHARS, menuImportResponseSchema, problemOfField } from "../../contract/console-menu-import";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, expectError, getWithToken, seed, send } from "./helpers";
import { SHOP, X_BURGER, json, shop, visitorToken } from "./orders-fixtures";

/*
 * The menu as a spreadsheet on the API (decision 098): any staff member exports it, CSV or JSON; only the
 * owner imports one, previewed without writing, applied all at once with its audit rows and one version bump,
 * refused whole when a line is bad, naming each.
 */

const BASE = `/console/${SHOP}/menu_editor`;
const OWNER = "dona@planilha.test";

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, OWNER, "OWNER", "Dona Carla");
  await insertStaff(shop.id, "equipe@planilha.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "dono@planilha-pesos.test", "OWNER", "Juan");
});

const owner = () => staffToken(SHOP, OWNER);
const exportCsv = async (token: string) => {
  const response = await getWithToken(`${BASE}/export.csv`, token);
  expect(response.status).toBe(200);
  return response.text();
};
const importFile = (token: string, mode: "preview" | "apply", file: string, version?: number) =>
  send("POST", `${BASE}/import?mode=${mode}`, token, { file, ...(version === undefined ? {} : { version }) });
const importWorkbook = (token: string, mode: "preview" | "apply", file: string) =>
  send("POST", `${BASE}/import?mode=${mode}`, token, { file, format: "xlsx" });
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
const base64Bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const workbookOf = async (rows: Array<Array<string | number | boolean | null>>) =>
  base64(new Uint8Array(await (await writeXlsxFile(rows).toBlob()).arrayBuffer()));
const imported = (response: Response) => json(response, 200, (body) => menuImportResponseSchema.parse(body).data);
const menuState = async () => ({
  version: (await env.DB.prepare("SELECT menu_version AS v FROM merchants WHERE id = ?1")
    .bind(shop.id)
    .first<{ v: number }>())!.v,
  changes: (await env.DB.prepare("SELECT count(*) AS n FROM menu_changes WHERE merchant_id = ?1")
    .bind(shop.id)
    .first<{ n: number }>())!.n,
  price: (await env.DB.prepare("SELECT price FROM items WHERE id = ?1").bind(X_BURGER).first<{ price: number }>())!
    .price,
});
const withBurgerPrice = (csv: string, price: string) => csv.replace(/(;X-Burger;[^;\r\n]*;)[^;]*;/, `$1${price};`);

describe("the menu spreadsheet on the API", () => {
  it("exports the menu as CSV and as the editor's JSON to any staff member", async () => {
    const staff = await staffToken(SHOP, "equipe@planilha.test");
    const response = await getWithToken(`${BASE}/export.csv`, staff);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="test-carrinho-menu-v\d+\.csv"$/,
    );
    const csv = await response.text();
    expect(csv.startsWith("\uFEFFcategory_id;category;category_visible;dish_id;dish;")).toBe(true);
    expect(csv).toContain(`;${X_BURGER};X-Burger;`);
    expect(csv).toContain(";Adicionais;0;");

    const model = await json(await getWithToken(`${BASE}/export.json`, staff), 200, (body) =>
      menuEditorResponseSchema.parse(body),
    );
    expect(model.data.currency).toBe("BRL");
    expect(model.data.categories.flatMap((category) => category.items).map((item) => item.id)).toContain(X_BURGER);
  });

  it("lets only the store's owner import: staff 403, another store's owner 403, a customer or no token 401", async () => {
    const file = await exportCsv(await owner());
    await expectError(
      await importFile(await staffToken(SHOP, "equipe@planilha.test"), "preview", file),
      403,
      "FORBIDDEN",
    );
    const otherOwner = await staffToken(copShop.slug, "dono@planilha-pesos.test");
    await expectError(await importFile(otherOwner, "apply", file), 403, "FORBIDDEN");
    await expectError(await importFile(await visitorToken(), "apply", file), 401, "UNAUTHORIZED");
    await expectError(
      await call(`${BASE}/import?mode=apply`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ file }),
      }),
      401,
      "UNAUTHORIZED",
    );
    await expectError(await getWithToken(`${BASE}/export.csv`, otherOwner), 403, "FORBIDDEN");
  });

  it("changes nothing when the exported file comes back as it was", async () => {
    const token = await owner();
    const before = await menuState();
    const result = await imported(await importFile(token, "apply", await exportCsv(token)));
    expect(result).toEqual({ mode: "apply", unchanged: true, changes: [], version: before.version });
    expect(await menuState()).toEqual(before);
  });

  it("exports an Excel workbook that comes back unchanged, and reads a price changed in it", async () => {
    const token = await owner();
    const response = await getWithToken(`${BASE}/export.xlsx`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="test-carrinho-menu-v\d+\.xlsx"$/,
    );
    const before = await menuState();
    const workbook = base64(new Uint8Array(await response.arrayBuffer()));
    expect(await imported(await importWorkbook(token, "apply", workbook))).toEqual({
      mode: "apply",
      unchanged: true,
      changes: [],
      version: before.version,
    });

    // The owner retypes the X-Burger's price as a number in Excel.
    const rows = (await readSheet(base64Bytes(workbook).buffer)).map((row) => row.map((cell) => cell as string | null));
    const dish = rows.findIndex((row) => row[4] === "X-Burger");
    const typed = rows.map((row, index) =>
      index === dish ? row.map((cell, column) => (column === 6 ? 31.5 : cell)) : row,
    );
    const preview = await imported(await importWorkbook(token, "preview", await workbookOf(typed)));
    expect(preview.changes).toEqual([
      expect.objectContaining({
        kind: "changed",
        name: "X-Burger",
        fields: [{ field: "price", from: before.price, to: 3150 }],
      }),
    ]);
    expect(await menuState()).toEqual(before);
  });

  it("previews a changed price without writing, then applies it with its audit row and one version bump", async () => {
    const token = await owner();
    const before = await menuState();
    const file = withBurgerPrice(await exportCsv(token), "27,50");
    const preview = await imported(await importFile(token, "preview", file));
    expect(preview).toEqual({
      mode: "preview",
      unchanged: false,
      version: before.version,
      changes: [
        {
          kind: "changed",
          subject: "item",
          name: "X-Burger",
          parent: "Lanches",
          line: expect.any(Number),
          fields: [{ field: "price", from: 2500, to: 2750 }],
        },
      ],
    });
    expect(await menuState()).toEqual(before);

    const applied = await imported(await importFile(token, "apply", file, preview.version));
    expect(applied.version).toBe(before.version + 1);
    expect(await menuState()).toEqual({ version: before.version + 1, changes: before.changes + 1, price: 2750 });
    const audit = await env.DB.prepare("SELECT * FROM menu_changes WHERE merchant_id = ?1 ORDER BY id DESC LIMIT 1")
      .bind(shop.id)
      .first<Record<string, unknown>>();
    expect(audit).toMatchObject({ staff_name: "Dona Carla", action: "update", subject: "item", subject_id: X_BURGER });
    expect(JSON.parse(audit!.changes as string)).toEqual([{ field: "price", from: 2500, to: 2750 }]);

    // The same preview applied again is stale: the menu moved on since.
    const stale = await expectError(await importFile(token, "apply", file, preview.version), 409, "VALIDATION_ERROR");
    expect(stale.errors).toEqual([{ field: "0:", message: "console.menu.import.errors.menuChanged" }]);
    await imported(await importFile(token, "apply", withBurgerPrice(await exportCsv(token), "25,00")));
    expect((await menuState()).price).toBe(2500);
  });

  it("refuses a file with bad lines whole, naming each line and column, and writes nothing", async () => {
    const token = await owner();
    const before = await menuState();
    const lines = withBurgerPrice(await exportCsv(token), "-3").split("\r\n");
    const burgerLine = lines.findIndex((line) => line.includes(";X-Burger;")) + 1;
    lines.push(";Bebidas;;;Suco;;;;;;talvez;;;;;;;;");
    const error = await expectError(await importFile(token, "apply", lines.join("\r\n")), 422, "VALIDATION_ERROR");
    expect(error.errors!.map((entry) => problemOfField(entry.field, entry.message))).toEqual([
      { line: burgerLine, column: "price", key: "console.menu.errors.priceInvalid" },
      { line: lines.length, column: "price", key: "console.menu.errors.priceRequired" },
      { line: lines.length, column: "visible", key: "console.menu.import.errors.yesNoInvalid" },
    ]);
    expect(await menuState()).toEqual(before);
  });

  it("creates a new category, dish and option group, trashes what the file leaves out, and exports them back the same", async () => {
    const token = await owner();
    const before = await menuState();
    const lines = (await exportCsv(token)).split("\r\n").filter((line) => !line.includes(";Sobremesas;"));
    lines.push(
      ";Bebidas;yes;;Suco;Laranja ou limão;9,00;;;;yes;;Sabor;1;1;;Laranja;0;yes",
      ";Bebidas;yes;;Suco;;;;;;;;Sabor;;;;Limão;1,50;yes",
    );
    const result = await imported(await importFile(token, "apply", lines.join("\r\n")));
    expect(result.changes.map(({ kind, subject, name }) => `${kind} ${subject} ${name}`)).toEqual([
      "new category Bebidas",
      "new item Suco",
      "new option_group Sabor",
      "new option Laranja",
      "new option Limão",
      "removed category Sobremesas",
    ]);
    expect(result.version).toBe(before.version + 1);
    const trashed = await env.DB.prepare(
      "SELECT deleted_at FROM categories WHERE merchant_id = ?1 AND name = 'Sobremesas'",
    )
      .bind(shop.id)
      .first<{ deleted_at: number | null }>();
    expect(trashed?.deleted_at).toEqual(expect.any(Number));

    const again = await exportCsv(token);
    expect(again).toMatch(/;Bebidas;yes;\d+;Suco;Laranja ou limão;9,00;;;;yes;;;;;;;;\r\n/);
    expect(again).toMatch(/;Bebidas;yes;\d+;Suco;;;;;;;\d+;Sabor;1;1;\d+;Limão;1,50;yes/);
    expect(await imported(await importFile(token, "preview", again))).toMatchObject({ unchanged: true, changes: [] });
  });

  it("never gives a removed option's id again, even to the next import, and records the group as the editor does", async () => {
    const token = await owner();
    const lines = (await exportCsv(token)).split("\r\n");
    const lemon = lines.find((line) => line.includes(";Limão;"))!;
    const lemonId = Number(lemon.split(";")[15]);
    await imported(await importFile(token, "apply", lines.filter((line) => line !== lemon).join("\r\n")));
    const changed = [...lines.filter((line) => line !== lemon), lemon.replace(/;\d+;Limão;1,50;/, ";;Uva;2,00;")];
    await imported(await importFile(token, "apply", changed.join("\r\n")));
    const grape = (await exportCsv(token)).split("\r\n").find((line) => line.includes(";Uva;"))!;
    expect(Number(grape.split(";")[15])).toBeGreaterThan(lemonId);
    const audit = await env.DB.prepare("SELECT * FROM menu_changes WHERE merchant_id = ?1 ORDER BY id DESC LIMIT 1")
      .bind(shop.id)
      .first<Record<string, unknown>>();
    expect(audit).toMatchObject({ action: "update", subject: "option_group", name: "Sabor" });
    expect(JSON.parse(audit!.changes as string)).toEqual([{ field: "option", from: null, to: "Uva" }]);
  });

  it("bounds the file: over its characters a refusal the owner can read, over the body's bytes 413", async () => {
    const token = await owner();
    const header = "category;dish;price\n";
    const long = header + "x".repeat(MENU_IMPORT_MAX_CHARS);
    const error = await expectError(await importFile(token, "preview", long), 422, "VALIDATION_ERROR");
    expect(error.errors).toEqual([{ field: "0:", message: "console.menu.import.errors.tooLarge" }]);
    await expectError(
      await importFile(token, "preview", "x".repeat(3 * MENU_IMPORT_MAX_CHARS + 1)),
      413,
      "PAYLOAD_TOO_LARGE",
    );
  });
});
