import { expect } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible, expectAccessibleInBothSchemes } from "./support/axe";

/*
 * Every page of the store console passes axe in light and dark, as an owner sees it (the owner's
 * bar has every link), and the inbox works from the keyboard alone: the rest of the console's
 * specs walk what each page does.
 */

const SLUG = "taqueria-el-guero";

test("every console page passes axe in light and dark, and the bar and the inbox work from the keyboard", async ({
  page,
}) => {
  test.skip(!test.info().project.use.javaScriptEnabled, "axe runs in the page: once, with JavaScript");
  await page.goto(`/_console/${SLUG}/login`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByLabel("Senha").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/_console/${SLUG}/orders$`));
  // A keyboard user starts once the page is drawn: on a busy machine the address changes first.
  await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();

  // The bar from the keyboard: the skip link first, then each page in turn.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
  const bar = page.getByRole("navigation", { name: "Painel" });
  for (const [name, path] of [
    ["Pedidos", "/orders"],
    ["Mesas", "/tables"],
    ["Cozinha", "/tables/kitchen"],
    ["Disponibilidade", "/day"],
    ["Carrinhos abandonados", "/rescue"],
    ["Cardápio", "/menu"],
    ["Buscar", "/search"],
    ["Pagamentos online", "/payments"],
    ["Configurações", "/settings"],
    ["Equipe", "/staff"],
    ["Minha senha", "/password"],
  ] as const) {
    const link = bar.getByRole("link", { name, exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/_console/${SLUG}${path}$`));
    await expect(link).toHaveAttribute("aria-current", "page");
    await expectAccessibleInBothSchemes(page, `console ${path}`);
  }
  // Only the kitchen's link is the current page there, not the tables' too.
  await expect(bar.getByRole("link", { name: "Mesas", exact: true })).not.toHaveAttribute("aria-current", "page");
  for (const path of ["/tables/qr"]) {
    await page.goto(`/_console/${SLUG}${path}`);
    await expectAccessibleInBothSchemes(page, `console ${path}`);
  }

  // The inbox's filters and an order, by keyboard alone.
  await page.goto(`/_console/${SLUG}/orders?today=0`);
  const done = page.getByRole("link", { name: "Concluídos e cancelados" });
  await done.focus();
  await page.keyboard.press("Enter");
  await expect(done).toHaveAttribute("aria-current", "page");
  const first = page.getByRole("link", { name: /^Pedido nº \d+$/ }).first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /^Pedido nº \d+$/ })).toBeVisible();
  await expectAccessibleInBothSchemes(page, "console order, over");
});

test("every settings page and the menu editor's lists fit a 320 px phone and pass axe there", async ({ page }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, "axe runs in the page: once, with JavaScript");
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/_console/${SLUG}/login`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByLabel("Senha").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/_console/${SLUG}/orders$`));
  await page.goto(`/_console/${SLUG}/settings`);
  const links = page.getByRole("main").getByRole("link");
  const paths = await links.evaluateAll((all) => all.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  // Hours, delivery, both payments, brand, banners, pages, contact, coupons, loyalty, integrations, domain, the trail.
  expect(paths.length).toBeGreaterThanOrEqual(13);
  // And the menu editor: its list, a dish, the extras, the import and the history (this store sells no
  // pizza: the pizza editor's spec runs axe on it).
  await page.goto(`/_console/${SLUG}/menu`);
  const firstOf = (kind: string) =>
    page
      .locator(`main a[href*="/menu/${kind}/"]`)
      .first()
      .evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname);
  const editor = [await firstOf("items")];
  const more = ["/settings/coupons/new", "/menu", "/menu/extras", "/menu/import", "/menu/changes"];
  for (const path of [
    `/_console/${SLUG}/settings`,
    ...paths,
    ...more.map((to) => `/_console/${SLUG}${to}`),
    ...editor,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Nothing wider than the phone: a long field, table or record would make the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    // WCAG's rules, 2.2's target size among them, in light: colours are the same at any width.
    await expectAccessible(page, `${path} (320 px)`);
  }
});
