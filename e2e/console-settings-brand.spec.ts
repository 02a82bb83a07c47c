import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { gotoStore } from "./demo";
import { expectAccessibleInBothSchemes } from "./support/axe";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";
import { test } from "./support/test";

/*
 * The owner sets the store's brand in the console (decision 105), on a store of the test's own: a
 * colour that is not one is refused on its field, a light yellow is kept for the buttons with black
 * text and the page says, beside the field, that links use a darker shade and why; a logo is
 * uploaded and a banner added; without JavaScript, the banner form sent twice (a double tap) adds it
 * once (decision 111). A new visitor's storefront shows the logo, the colour and the banner at once.
 */

async function expectDrawn(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

const rootVariable = (page: Page, name: string) =>
  page.locator("html").evaluate((html, variable) => getComputedStyle(html).getPropertyValue(variable).trim(), name);

test("the owner sets a colour and a logo and adds a banner; a poor-contrast colour is adjusted with its reason; a new visitor sees them at once", async ({
  page,
  request,
}) => {
  const copy = await copyMerchant(request);
  await logInAsCopyOwner(page, copy, `/_console/${copy.slug}/settings/brand`);
  await expect(page.getByRole("heading", { level: 1, name: "Marca" })).toBeVisible();

  const primary = page.getByLabel("Cor principal");
  await primary.fill("amarelo");
  await page.getByRole("button", { name: "Salvar cores" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Digite uma cor no formato #RRGGBB" })).toBeVisible();
  await expect(primary).toHaveAttribute("aria-invalid", "true");
  await expect(primary).toHaveValue("amarelo");

  await primary.fill("#ffee00");
  await primary.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Cores salvas.");
  await expect(primary).toHaveValue("#ffee00");
  const note = page.getByText(/^Ajustada na página clara/);
  await expect(note).toBeVisible();
  await expect(note).toContainText("4,5:1");
  await expect(page.getByText("Os botões mantêm esta cor, com texto preto", { exact: false })).toBeVisible();
  await expectAccessibleInBothSchemes(page, "console brand, a light yellow adjusted");

  await page.getByLabel("Imagem do logotipo").setInputFiles("e2e/fixtures/dish-photo.jpg");
  await page.getByRole("button", { name: "Enviar logotipo" }).click();
  await expect(page.getByRole("status")).toHaveText("Logotipo salvo.");
  await expectDrawn(page.getByRole("img", { name: "O logotipo atual da loja" }));

  await page.goto(`/_console/${copy.slug}/settings/banners`);
  await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Adicionar banner" }) });
  await form.getByLabel("Título", { exact: true }).fill("Rodízio de sexta");
  await form.getByLabel("Link", { exact: true }).fill("javascript:alert(1)");
  await form.getByLabel("Imagem", { exact: true }).setInputFiles("e2e/fixtures/dish-photo.jpg");
  await form.getByRole("button", { name: "Adicionar banner" }).click();
  const fresh = page.locator("form").filter({ has: page.getByRole("button", { name: "Adicionar banner" }) });
  await expect(fresh.getByText(/^O link deve ser um endereço/)).toBeVisible();
  await expect(fresh.getByLabel("Título", { exact: true })).toHaveValue("Rodízio de sexta");
  await fresh.getByLabel("Link", { exact: true }).fill("/?modal=menuItem");
  await fresh.getByLabel("Imagem", { exact: true }).setInputFiles("e2e/fixtures/dish-photo.jpg");
  const requestKey = await fresh.locator('input[name="request_key"]').inputValue();
  await fresh.getByRole("button", { name: "Adicionar banner" }).click();
  await expect(page.getByRole("status")).toHaveText("Banner adicionado.");
  await expect(page.getByRole("heading", { level: 2, name: "Rodízio de sexta" })).toBeVisible();
  if (test.info().project.use.javaScriptEnabled === false) {
    // The second tap of a double tap without JavaScript: the same form, its key included, posted again.
    const again = await page.request.post(`/_console/${copy.slug}/settings/banners`, {
      multipart: {
        intent: "create",
        request_key: requestKey,
        title: "Rodízio de sexta",
        description: "",
        link: "/?modal=menuItem",
        enabled_mobile: "on",
        enabled_desktop: "on",
        starts_at: "",
        ends_at: "",
        image: { name: "dish-photo.jpg", mimeType: "image/jpeg", buffer: readFileSync("e2e/fixtures/dish-photo.jpg") },
      },
    });
    expect(again.url()).toMatch(/\/settings\/banners\?done=created$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Rodízio de sexta" })).toHaveCount(1);
  }
  await expectAccessibleInBothSchemes(page, "console banners, one added");

  // A new visitor: no cookie of the console or of the store.
  await page.context().clearCookies();
  await gotoStore(page, `/${copy.slug}`);
  const logo = page.locator("img.c-header__logo");
  await expect(logo).toHaveAttribute("src", /^\/media\/logo\/[0-9a-f]{16}\/small\.webp$/);
  await expectDrawn(logo);
  expect(await rootVariable(page, "--mantine-primary-color-filled")).toBe("#ffee00");
  expect(await rootVariable(page, "--mantine-primary-color-contrast")).toBe("#000000");
  const banner = page.getByRole("img", { name: "Rodízio de sexta" });
  await expect(banner).toHaveAttribute("src", /^\/media\/banner\/[0-9a-f]{16}\/wide\.webp$/);
  await expectDrawn(banner);
});
