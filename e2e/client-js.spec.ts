import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { bySlug, firstVisibleItem, priceText } from "./demo";
import { hydrated } from "./support/hydration";

// Decision 004: the menu's dialogs (item, pizza builder, closed store) load after hydration in the
// browser. A URL with a modal open is still rendered in full by the server (without JavaScript too),
// and with JavaScript the page hydrates it without a mismatch, then upgrades it to a true modal.

const pizzeria = bySlug("bella-napoli");
const dish = firstVisibleItem(pizzeria);
const pizza = pizzeria.categories
  .flatMap((category) => category.pizzas)
  .find((candidate) => candidate.name === "Pizza salgada")!;

/** Console errors and uncaught exceptions of the page (React reports hydration mismatches there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const [name, url, title] of [
  ["a dish", `/bella-napoli?modal=menuItem&modalId=${dish.id}`, dish.name],
  ["the pizza builder", `/bella-napoli?modal=menuPizza&modalId=${pizza.id}&step=1`, pizza.name],
] as const) {
  test(`${name} opened by its URL is in the server's HTML and hydrates without errors`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/<dialog[^>]*\sopen=""/);
    expect(html).toContain(title);

    const errors = collectErrors(page);
    await page.goto(url);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    if (javaScriptEnabled) {
      // Hydrated: the dialog's effect upgraded the server's open <dialog> to a modal one.
      await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      await expect(dialog.getByRole("heading", { name: title })).toBeFocused();
    }
    expect(errors).toEqual([]);
  });
}

test("the dialogs' code is not loaded before hydration, and loads when the browser is idle", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "No JavaScript is loaded without JavaScript.");
  const html = await (await page.request.get("/bella-napoli")).text();
  expect(html).not.toMatch(/(ItemDialog|PizzaDialog|ClosedStoreDialog)-[A-Z0-9]+\.js/);
  const dialogChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/build\/_shared\/(ItemDialog|PizzaDialog)-/.test(request.url())) dialogChunks.push(request.url());
  });
  await page.goto("/bella-napoli");
  await expect.poll(() => dialogChunks.length).toBe(2);
});

test("a first visit of the menu gets every /build/ asset without a redirect", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "No JavaScript is loaded without JavaScript.");
  // Route chunks named after route ids with `$` (`routes/($slug)…`) would be answered 307 by the
  // Workers asset server to their percent-encoded name (`(%24slug)`); public/_redirects serves them
  // in place.
  const redirected: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/build/") && response.status() >= 300 && response.status() < 400)
      redirected.push(response.url());
  });
  await page.goto("/bella-napoli");
  await page.waitForLoadState("networkidle");
  expect(redirected).toEqual([]);
  const routeChunks = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.includes("/build/routes/")),
  );
  expect(routeChunks.length).toBeGreaterThanOrEqual(2);
});

test("the page's code is asked for after its first paint, and then hydrates the page", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "No JavaScript is loaded without JavaScript.");
  // Decision 019: in the document the code's preloads and module script carry names the browser
  // ignores, so that the CSS and the first banner come first; a script names them back after the paint.
  const html = await (await page.request.get("/bella-napoli")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toMatch(/<link rel="x-later-modulepreload" href="\/build\/entry\.client-[A-Z0-9]+\.js"\/>/);
  // Lazy route discovery (decision 027): the module script imports the page's own routes and carries
  // their manifest; the manifest of every route is no file of the first load.
  expect(html).toMatch(
    /<script nonce="[^"]+" type="x-later-module" async="">;?\s*import \* as route0 from "\/build\/root-[A-Z0-9]+\.js";/,
  );
  expect(html).not.toMatch(/import "\/build\/manifest-/);

  const errors = collectErrors(page);
  await page.goto("/bella-napoli");
  await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
  // The document is as React rendered it: no renamed element left, the naming script gone.
  expect(await page.locator('[rel^="x-later-"], script[type^="x-later-"]').count()).toBe(0);
  // The code they name was fetched (Remix takes its preloads out of the DOM once the page has
  // hydrated and re-rendered, as it does after the routes its links lead to are discovered).
  const modules = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.includes("/build/") && name.endsWith(".js")),
  );
  expect(modules.length).toBeGreaterThan(10);
  // Decision 043: each big file of that code (React and Remix are one) asks V8 to compile all its
  // functions while it streams in, off the main thread, rather than on their first call during hydration.
  const bodies = await Promise.all(
    modules.map(async (file) => ({ file, text: await (await page.request.get(file)).text() })),
  );
  const big = bodies.filter(({ text }) => text.length >= 8192);
  expect(big.length).toBeGreaterThan(0);
  const hint = "//# allFunctionsCalledOnLoad\n";
  for (const { file, text } of big) expect(text.slice(0, hint.length), file).toBe(hint);
  const scripts = await page
    .locator("script")
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
  expect(scripts.filter((text) => text.includes("x-later-"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a dish served open and used before its code arrives keeps its scroll, focus and choices when it hydrates", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Nothing hydrates without JavaScript.");
  // On a slow phone the customer scrolls the dialog and ticks an option before its code is here;
  // upgrading it to a modal once sent them back to the top and moved the focus to the title (and a
  // tap landing then hit another option).
  const taqueria = bySlug("taqueria-el-guero");
  const taco = taqueria.categories
    .flatMap((category) => category.items)
    .find((item) => item.name === "Taco al pastor")!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/_shared\/ItemDialog-[A-Z0-9]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 320, height: 480 });
  const errors = collectErrors(page);
  await page.goto(`/taqueria-el-guero?modal=menuItem&modalId=${taco.id}`);
  const dialog = page.getByRole("dialog", { name: taco.name });
  await hydrated(page.locator("#main"));
  const lastOption = dialog.locator("input[type=radio], input[type=checkbox]").last();
  await lastOption.check();
  await expect(lastOption).toBeFocused();
  const scrolled = await dialog.evaluate((element) => element.scrollTop);
  expect(scrolled, "the dialog scrolls at 320 × 480").toBeGreaterThan(0);

  release();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(lastOption).toBeFocused();
  await expect(lastOption).toBeChecked();
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(scrolled);
  expect(errors).toEqual([]);
});

test("a size ticked in the pizza builder before its code arrives prices the crusts at that size once it hydrates", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Nothing hydrates without JavaScript.");
  // The builder's size step kept the size it prices crusts at in its own state, set by change
  // events only: a size ticked before hydration left "a partir de" on a paid crust.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/_shared\/PizzaDialog-[A-Z0-9]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const errors = collectErrors(page);
  await page.goto(`/bella-napoli?modal=menuPizza&modalId=${pizza.id}&step=1`);
  const dialog = page.getByRole("dialog", { name: pizza.name });
  await dialog.getByRole("radio", { name: /^Grande/ }).check();
  const large = pizza.sizes.find((size) => size.name.startsWith("Grande"))!;
  const wholemeal = pizza.complements.find((complement) => complement.name === "Massa integral")!;
  const price = wholemeal.prices.find((entry) => entry.size_id === large.id)!.price;

  release();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(dialog.locator("label").filter({ hasText: "Massa integral" })).toContainText(
    `+ ${priceText(pizzeria, price)}`,
  );
  await expect(dialog.getByRole("radio", { name: /^Grande/ })).toBeChecked();
  expect(errors).toEqual([]);
});

test("a download of a part's code lost on the way is tried again: the page stays as the server drew it, then that part works", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript no code is asked for.");
  // The phone loses the network as the preferences menu's code is asked for. A browser may keep
  // the failure of a module for its URL (Chromium 150 did), so a later try asks for another URL.
  const tries: string[] = [];
  await page.route(/\/build\/_shared\/PreferencesMenu-[A-Z0-9]+\.js(\?.*)?$/, async (route) => {
    tries.push(route.request().url());
    // The first URL stays lost, as it does for good in a browser that keeps the failure.
    if (route.request().url() === tries[0]) await route.abort("internetdisconnected");
    else await route.continue();
  });
  await page.goto("/bella-napoli");
  const menu = page.locator(".c-preferences summary");
  await hydrated(menu);
  expect(tries).toHaveLength(2);
  expect(new Set(tries).size, "the second try asks for a URL the browser has not seen").toBe(2);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pizzeria.name);
  // The menu's own code: Escape closes it and gives the focus back to its button.
  await menu.click();
  await expect(page.getByRole("button", { name: "Español" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Español" })).toBeHidden();
  await expect(menu).toBeFocused();
  // And the page goes on: a dish opens in its dialog, without a page load.
  await page.getByRole("link", { name: dish.name, exact: true }).first().click();
  await expect(page.getByRole("dialog", { name: dish.name })).toBeVisible();
  await expect
    .poll(() => page.getByRole("dialog", { name: dish.name }).evaluate((element) => element.matches(":modal")))
    .toBe(true);
});
