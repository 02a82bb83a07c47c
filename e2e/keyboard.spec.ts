import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { hydrated } from "./support/hydration";
import { gotoStore } from "./demo";

// A customer who orders with a keyboard alone: every step is reached with Tab/Enter/Space/arrows
// and Escape, and after each one the focus is where the customer is, never back on <body>. The
// pizza and the cart have their own keyboard checks in pizza.spec.ts and cart.spec.ts.

const BURGER = "La Brasa Clásica";

/** Presses Tab until `name`d control has the focus (as a customer would), failing after `max` presses. */
async function tabTo(page: Page, locator: ReturnType<Page["getByRole"]>, max = 60) {
  for (let presses = 0; presses < max; presses++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${locator}`);
}

const focusedIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test("a burger with two single-choice groups, by keyboard alone, with the focus kept where the customer is", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "Without JavaScript every step is a new page: the browser starts the focus at the top (see the JS-off keyboard test below).",
  );
  await gotoStore(page, "/la-brasa-burger");
  const dish = page.getByRole("link", { name: BURGER, exact: true });
  await dish.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: BURGER });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: BURGER })).toBeFocused();
  // The server's dialog focuses its title itself (autofocus): Escape is the modal's once its code is here.
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);

  // Escape closes the dialog and gives the focus back to the dish.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(dish).toBeFocused();

  // A submit without the required choices keeps the focus in the dialog, on the first group in error.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: BURGER })).toBeFocused();
  const add = dialog.getByRole("button", { name: /^Agregar/ });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const doneness = dialog.getByRole("group", { name: /^Punto de la carne/ });
  await expect(doneness.getByRole("radio").first()).toBeFocused();
  await expect(doneness).toHaveAttribute("aria-invalid", "true");

  // Arrows move inside one group only: the bread group keeps its own choice.
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(doneness.getByRole("radio", { name: "Tres cuartos" })).toBeChecked();
  // Once the group is right, its refusal goes.
  await expect(doneness).not.toHaveAttribute("aria-invalid", "true");
  const bread = dialog.getByRole("group", { name: /^Tipo de pan/ });
  await tabTo(page, bread.getByRole("radio").first());
  await page.keyboard.press("Space");
  await expect(bread.getByRole("radio", { name: /^Pan brioche/ })).toBeChecked();
  await expect(doneness.getByRole("radio", { name: "Tres cuartos" })).toBeChecked();

  // Adding closes the dialog, announces the cart change and gives the focus back to the dish.
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Producto agregado al carrito" })).toBeVisible();
  await expect(dish).toBeFocused();
  const cart = page.getByRole("link", { name: /Ver carrito/ });
  await expect(cart).toContainText("1");

  // Opening the cart puts the focus at the top of the new page, as a page load would.
  await cart.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("the preferences menu opens and closes by keyboard and keeps the focus after a switch", async ({
  page,
  javaScriptEnabled,
}) => {
  await gotoStore(page, "/bella-napoli");
  const menu = page.locator(".c-preferences summary");
  // Escape is the menu's code (an island: decision 004), loaded after hydration.
  if (javaScriptEnabled) await hydrated(menu);
  await menu.focus();
  await page.keyboard.press("Enter");
  const spanish = page.getByRole("button", { name: "Español" });
  await expect(spanish).toBeVisible();
  if (javaScriptEnabled) {
    // A <details> has no Escape of its own: the menu adds it, as any menu has.
    await page.keyboard.press("Escape");
    await expect(spanish).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await tabTo(page, spanish);
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  if (javaScriptEnabled) await expect(menu).toBeFocused();
  else expect(await focusedIsBody(page)).toBe(true);
});

test("without JavaScript a modal keeps the keyboard inside it: the page behind is inert", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "With JavaScript the dialog is a true modal (showModal), checked above.");
  await gotoStore(page, "/la-brasa-burger");
  await page.getByRole("link", { name: BURGER, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: BURGER });
  await expect(dialog).toBeVisible();
  for (const behind of ["header.c-header", "main", "footer.c-footer"]) {
    await expect(page.locator(behind), behind).toHaveAttribute("inert", "");
  }
  // Forty Tabs never leave the dialog.
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(
      () => !!document.activeElement?.closest("dialog") || document.activeElement === document.body,
    );
    expect(inside, `Tab ${presses + 1} left the dialog`).toBe(true);
  }
});

test("on a 320 px phone the item dialog fits: steppers and the add button stay on screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoStore(page, "/la-brasa-burger");
  await page.getByRole("link", { name: BURGER, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: BURGER });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const control of [
    dialog.getByRole("button", { name: /^Agregar/ }),
    dialog.getByRole("button", { name: "Aumentar cantidad" }),
  ]) {
    if (!(await control.count())) continue; // the steppers need JavaScript
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
});
