import { describe, expect, it, vi } from "vitest";
import type { MenuImportResult } from "../../contract/console-menu-import";
import { CONSOLE_SLUG, consoleContext, consoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import { action } from "./[_console].$slug.menu_.import";

const FILE = "\uFEFFcategory;dish;price\r\nLanches;X-Burger;27,50\r\n";
/** As a form's text comes: UTF-8 read without its BOM. */
const TEXT = FILE.slice(1);

async function post(form: FormData, send: (...args: unknown[]) => Promise<unknown>, role: "OWNER" | "STAFF" = "OWNER") {
  const request = new Request(`https://shop.test/_console/${CONSOLE_SLUG}/menu/import`, {
    method: "POST",
    headers: { Cookie: await consoleCookie(role), "Accept-Language": "en" },
    body: form,
  });
  return action({ request, context: consoleContext(vi.fn(send)), params: { slug: CONSOLE_SLUG } }).catch(
    (thrown: unknown) => thrown,
  ) as Promise<{ type?: string; data: unknown; init: ResponseInit | null } | Response>;
}

const upload = (intent: string, file: Blob | string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", file);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
};

const preview: MenuImportResult = {
  mode: "preview",
  unchanged: false,
  version: 7,
  changes: [
    {
      kind: "changed",
      subject: "item",
      name: "X-Burger",
      parent: "Lanches",
      line: 2,
      fields: [{ field: "price", from: 2500, to: 2750 }],
    },
  ],
};

describe("the menu spreadsheet page's action", () => {
  it("sends the uploaded file's text for a preview and shows each change in the owner's language, with the file to confirm", async () => {
    const send = vi.fn(async () => ok(preview));
    const answer = await post(upload("preview", new File([FILE], "menu.csv", { type: "text/csv" })), send);
    expect(send).toHaveBeenCalledWith(
      "POST",
      `/console/${CONSOLE_SLUG}/menu_editor/import?mode=preview`,
      "token-OWNER",
      expect.anything(),
      { file: TEXT, format: "csv" },
    );
    expect(answer).toMatchObject({
      data: {
        stage: "preview",
        file: TEXT,
        version: 7,
        changes: [{ name: "X-Burger", fields: [{ field: "price", from: "R$\u00a025,00", to: "R$\u00a027,50" }] }],
      },
    });
  });

  it("applies the previewed text with its version and goes back to the page, said done", async () => {
    const send = vi.fn(async (..._args: unknown[]) => ok({ ...preview, mode: "apply", version: 8 }));
    const answer = (await post(upload("apply", FILE, { version: "7" }), send)) as Response;
    expect(send.mock.calls[0]![4]).toEqual({ file: TEXT, format: "csv", version: 7 });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/_console/${CONSOLE_SLUG}/menu/import?done=applied`);
  });

  it("sends an Excel workbook as base64, told by its bytes, and applies the same workbook", async () => {
    const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x80]);
    const base64 = btoa(String.fromCharCode(...workbook));
    const send = vi.fn(async (..._args: unknown[]) => ok(preview));
    const answer = await post(upload("preview", new File([workbook], "Cardápio.XLSX")), send);
    expect(send.mock.calls[0]![4]).toEqual({ file: base64, format: "xlsx" });
    expect(answer).toMatchObject({ data: { stage: "preview", file: base64, format: "xlsx", version: 7 } });
    // Named anything, a zip is still a workbook.
    await post(upload("preview", new File([workbook], "menu.csv")), send);
    expect(send.mock.calls[1]![4]).toEqual({ file: base64, format: "xlsx" });

    send.mockResolvedValueOnce(ok({ ...preview, mode: "apply", version: 8 }));
    await post(upload("apply", base64, { version: "7", format: "xlsx" }), send);
    expect(send.mock.calls[2]![4]).toEqual({ file: base64, format: "xlsx", version: 7 });
  });

  it("names each problem of a refused file by line and column, in the owner's language", async () => {
    const send = vi.fn(async () => ({
      ok: false,
      status: 422,
      error: {
        code: "VALIDATION_ERROR",
        message: "The file cannot be imported",
        errors: [
          { field: "3:price", message: "console.menu.errors.priceInvalid" },
          { field: "0:", message: "console.menu.import.errors.tooManyRows" },
        ],
      },
    }));
    const answer = await post(upload("preview", new File([FILE], "menu.csv")), send);
    expect(answer).toMatchObject({
      data: {
        stage: "refused",
        problems: [
          { where: "Line 3, column price", message: "Enter a valid price." },
          { where: "File", message: "The file has too many rows: up to 2,000." },
        ],
      },
      init: { status: 422 },
    });
  });

  it("asks for a file when none was chosen, without calling the API, and refuses staff", async () => {
    const send = vi.fn();
    const answer = await post(upload("preview", new File([], "")), send);
    expect(answer).toMatchObject({
      data: { stage: "refused", problems: [{ where: "File", message: "Choose the spreadsheet file." }] },
      init: { status: 400 },
    });
    expect(send).not.toHaveBeenCalled();
    expect(await post(upload("preview", new File([FILE], "menu.csv")), send, "STAFF")).toMatchObject({
      init: { status: 403 },
    });
  });
});
