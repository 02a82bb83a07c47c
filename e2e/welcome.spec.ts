import { expect } from "@playwright/test";
import { test, walkedWithoutJsBy } from "./support/test";
import { bySlug, firstVisibleItem } from "./demo";
import { hydrated } from "./support/hydration";

// The store's welcome (show_welcome_modal, decision 033): Sabor da Casa Salvador greets a
// visitor once, over its menu only; its one button goes on to the menu and is remembered.
const SLUG = "sabor-da-casa-salvador";
const salvador = bySlug(SLUG);
const TITLE = "Boas-vindas ao cardápio de Sabor da Casa Salvador";

test("the welcome greets a new visitor once, and never over a dish they opened by its link", async ({
  page,
  javaScriptEnabled,
}) => {
  // A dish opened from a shared link shows the dish, not the welcome.
  const dish = firstVisibleItem(salvador);
  await page.goto(`/${SLUG}?modal=menuItem&modalId=${dish.id}`);
  await expect(page.getByRole("dialog", { name: dish.name })).toBeVisible();
  await expect(page.getByRole("dialog", { name: TITLE })).toHaveCount(0);

  await page.goto(`/${SLUG}`);
  const welcome = page.getByRole("dialog", { name: TITLE });
  await expect(welcome).toContainText(salvador.general_informations.merchant.description);
  await expect(welcome).toContainText("Escolha seus pratos no cardápio e monte seu pedido.");
  // The menu behind waits: not reachable until the welcome is closed.
  await expect(page.getByRole("link", { name: dish.name, exact: true }).first()).toBeVisible();
  await expect(page.locator("#main")).toHaveAttribute("inert", "");

  if (javaScriptEnabled) {
    await hydrated(page.locator("#main"));
    // Its code arrives after hydration: then it is a true modal (focus kept inside, Escape closes).
    await expect.poll(() => welcome.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    // A customer who has not closed it yet sees it again on the next visit.
    await page.reload();
    await expect(welcome).toBeVisible();
  }
  await welcome.getByRole("button", { name: "Ver cardápio" }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await expect(page.locator("#main")).not.toHaveAttribute("inert", "");

  // Once per visitor: not on a reload, nor on the way back from another page.
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: salvador.general_informations.merchant.name }),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: TITLE })).toHaveCount(0);
  await page.goto(`/${SLUG}/about`);
  await page.goto(`/${SLUG}`);
  await expect(page.getByRole("link", { name: dish.name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Another store of the chain greets nobody: it does not ask for it.
  await page.goto("/sabor-da-casa-curitiba");
  await expect(page.getByRole("dialog", { name: /Boas-vindas/ })).toHaveCount(0);
});

test("the welcome closed with Escape is remembered too, and speaks the visitor's language", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the welcome above"));
  const value = encodeURIComponent(Buffer.from(JSON.stringify("es")).toString("base64"));
  await page
    .context()
    .addCookies([{ name: "lng", value, url: baseURL!, secure: true, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(`/${SLUG}`);
  const welcome = page.getByRole("dialog", { name: "Te damos la bienvenida al menú de Sabor da Casa Salvador" });
  await expect(welcome).toContainText("Elige tus platos en el menú y arma tu pedido.");
  await hydrated(page.locator("#main"));
  await expect.poll(() => welcome.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
