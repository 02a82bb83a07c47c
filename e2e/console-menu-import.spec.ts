import { expect, type Page } from "@playwright/test";
import { gotoStore } from "./demo";
import { expectAccessibleInBothSchemes } from "./support/axe";
import { test } from "./support/test";

/*
 * The owner downloads the store's menu as a spreadsheet, changes a dish's price and imports it with a bad
 * line: refused, the line named; fixed: previewed, applied, read back the same (as CSV and as an Excel
 * workbook), and on a new visitor's menu. The
 * store is Belo Horizonte, a dish none of the other specs names; the test imports the first file back at the
 * end, so the menu is as seeded again.
 */

const SLUG = "sabor-da-casa-belo-horizonte";
const IMPORT = `/_console/${SLUG}/menu/import`;

async function ownerOnImportPage(page: Page) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(IMPORT)}`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Planilha do cardápio" })).toBeVisible();
}

/** The spreadsheet as the page's download link serves it to the owner's browser. */
async function downloadMenu(page: Page): Promise<string> {
  const link = page.getByRole("link", { name: "Planilha (CSV)" });
  await expect(link).toHaveAttribute("download");
  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${SLUG}-menu.csv"`);
  return response.text();
}

async function upload(page: Page, csv: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page
    .getByLabel("Arquivo da planilha (Excel .xlsx ou CSV)")
    .setInputFiles(
      typeof csv === "string" ? { name: "cardapio.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") } : csv,
    );
  await page.getByRole("button", { name: "Ver as mudanças" }).click();
}

/** Imports `csv` whole, if it changes anything, logged in again. */
async function restore(page: Page, csv: string) {
  await page.context().clearCookies();
  await ownerOnImportPage(page);
  await upload(page, csv);
  const apply = page.getByRole("button", { name: "Aplicar estas mudanças" });
  await expect(apply.or(page.getByText("Nada a mudar: o arquivo é o cardápio como ele está."))).toBeVisible();
  if (await apply.isVisible()) {
    await apply.click();
    await expect(page.getByText("O cardápio foi atualizado.")).toBeVisible();
  }
}

test("the owner exports the menu, is told the bad line of a changed file, fixes it, previews and applies it", async ({
  page,
}) => {
  await ownerOnImportPage(page);
  const original = await downloadMenu(page);
  expect(original.startsWith("\uFEFFcategory_id;category;category_visible;dish_id;dish;")).toBe(true);
  const lines = original.split("\r\n");
  // A dish without options (its own row is its only one) that no other spec prices.
  const dish = "Kombucha artesanal";
  const index = lines.findIndex((line) => line.includes(`;${dish};`));
  expect(lines.filter((line) => line.includes(`;${dish};`))).toHaveLength(1);
  const cells = lines[index]!.split(";");
  const price = cells[6]!;
  const changed = [...lines];
  changed[index] = [...cells.slice(0, 6), "123,45", ...cells.slice(7)].join(";");

  try {
    await upload(page, [...changed, `${cells[0]};${cells[1]};yes;;Dish sem preço;;abc;;;;sim;;;;;;;;`].join("\r\n"));
    const problems = page.locator("#menu-import-problems");
    await expect(problems).toContainText("O arquivo não foi importado: 1 problema.");
    await expect(problems).toContainText(
      `Linha ${changed.length + 1}, coluna price: Informe um preço válido, como 34,90.`,
    );
    await expectAccessibleInBothSchemes(page, "menu import, a file refused");

    await upload(page, changed.join("\r\n"));
    const preview = page.locator("#menu-import-preview");
    await expect(preview).toContainText("1 mudança. Confira e depois aplique.");
    const row = preview.getByRole("row").filter({ hasText: dish });
    await expect(row).toContainText("Alterado");
    await expect(row).toContainText(`preço: R$\u00a0${price} → R$\u00a0123,45`);
    await expectAccessibleInBothSchemes(page, "menu import, the preview");
    await page.getByRole("button", { name: "Aplicar estas mudanças" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "O cardápio foi atualizado. Os clientes o veem a partir da próxima visita.",
    );

    const after = await downloadMenu(page);
    expect(after.split("\r\n")[index]).toBe(changed[index]);
    await upload(page, after);
    await expect(page.locator("#menu-import-preview")).toContainText(
      "Nada a mudar: o arquivo é o cardápio como ele está.",
    );
    // The same menu as an Excel workbook, as its link downloads it, comes back unchanged too.
    const workbookLink = page.getByRole("link", { name: "Planilha do Excel (.xlsx)" });
    const workbook = await page.request.get((await workbookLink.getAttribute("href"))!);
    expect(workbook.headers()["content-disposition"]).toBe(`attachment; filename="${SLUG}-menu.xlsx"`);
    const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    expect(workbook.headers()["content-type"]).toBe(type);
    await upload(page, { name: "Cardápio.xlsx", mimeType: type, buffer: await workbook.body() });
    await expect(page.locator("#menu-import-preview")).toContainText(
      "Nada a mudar: o arquivo é o cardápio como ele está.",
    );

    // A new visitor (no cookie of the console or of the store) is served the new price at once.
    await page.context().clearCookies();
    await gotoStore(page, `/${SLUG}`);
    await expect(page.locator("li.c-item").filter({ hasText: dish })).toContainText(/R\$\s123,45/);
  } finally {
    await restore(page, original);
  }
  expect(await downloadMenu(page)).toBe(original);
});
