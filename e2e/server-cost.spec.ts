import { expect, type Browser, type Page } from "@playwright/test";
import { NO_PAGE, test, walkedWithoutJsBy } from "./support/test";
import { hydrated } from "./support/hydration";

/**
 * What a page costs upstream, read from the Server-Timing header the storefront sends
 * (docs/decisions/017): configuration comes from the per-merchant cache, so a returning visitor's
 * menu view calls the API for the status and the cart only, and nothing of one visitor (the cart)
 * is shared with another. A page's configuration reads are asked for together, as one combined
 * read ("configuration", decision 066) cached under one key: one hit, or one call.
 */

const MENU = "/bella-napoli";
const FRIES = "Batata frita com cheddar e bacon";
const SODA = "Refrigerante lata 350 ml";

/** Every entry the header may hold: a fixed name, a label of safe characters, a duration. */
const ENTRY = /^(api|cache|pending|more|total)(;desc="[A-Za-z0-9_ .*/-]*")?(;dur=\d+)?$/;

function timingOf(header: string | undefined) {
  expect(header, "Server-Timing header").toBeTruthy();
  const entries = header!.split(", ");
  for (const entry of entries) expect(entry).toMatch(ENTRY);
  const label = (entry: string) => /desc="([^"]*)"/.exec(entry)?.[1] ?? "";
  return {
    entries,
    // A read still running when the headers left counts as a call: the count never flatters.
    upstream: entries.filter((entry) => entry.startsWith("api;") || entry.startsWith("pending;")).map(label),
    hits: entries.filter((entry) => entry.startsWith("cache;")).map((entry) => label(entry).replace(/^hit /, "")),
  };
}

/** Opens the menu; when the store is closed at this hour (demo hours follow the clock), dismisses the notice. */
async function openMenu(page: Page) {
  const response = await page.goto(MENU);
  const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
  if (await notice.isVisible()) {
    await notice.getByRole("button", { name: "Ver cardápio" }).click();
    await expect(notice).toBeHidden();
  }
  return response!;
}

/** Adds a dish with one choice (a size's label also shows its price: matched by its start). */
async function add(page: Page, name: string, choice: string) {
  await page.getByRole("link", { name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("radio", { name: choice }).first().check();
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
}

const cartLink = (page: Page) => page.getByRole("link", { name: /Ver carrinho/ });

async function newVisitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR" });
  return { context, page: await context.newPage() };
}

test("a returning visitor's menu view calls the API at most twice; the rest are cache hits", async ({
  javaScriptEnabled,
  page,
  context,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("cart.spec's adds"));
  const first = timingOf((await openMenu(page)).headers()["server-timing"]);
  await add(page, FRIES, "Grande (700 g)");
  await expect(cartLink(page)).toContainText("1 item");

  const again = timingOf((await openMenu(page)).headers()["server-timing"]);
  test.info().annotations.push(
    { type: "first view", description: `${first.upstream.length} upstream: ${first.upstream.join(", ")}` },
    {
      type: "returning view",
      description: `${again.upstream.length} upstream: ${again.upstream.join(", ")}; hits: ${again.hits.join(", ")}`,
    },
  );
  console.log(`first view: ${first.upstream.length} upstream calls [${first.upstream.join(", ")}]`);
  console.log(
    `returning view (with a cart): ${again.upstream.length} upstream calls [${again.upstream.join(", ")}], hits [${again.hits.join(", ")}]`,
  );

  // The visitor has a token and a cart: the status (it follows the clock) and the cart, nothing else.
  expect(again.upstream.length).toBeLessThanOrEqual(2);
  expect(again.upstream.sort()).toEqual(["GET carts/*", "operation_status_now"]);
  expect(again.hits).toEqual(["configuration"]);
  await expect(cartLink(page)).toContainText("1 item");

  // The header names calls, never a token, a cookie or a cart guid.
  const cookies = (await context.cookies()).map((cookie) => cookie.value).filter((value) => value.length > 8);
  for (const value of cookies) expect(again.entries.join(", ")).not.toContain(value);
});

test("two visitors of the same merchant each see their own cart after both viewed the menu", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("cart.spec's adds"));
  const a = await newVisitor(browser, javaScriptEnabled);
  const b = await newVisitor(browser, javaScriptEnabled);
  try {
    await openMenu(a.page);
    await openMenu(b.page);
    await add(a.page, FRIES, "Grande (700 g)");
    await add(b.page, SODA, "Guaraná Antarctica");
    await add(b.page, FRIES, "Grande (700 g)");

    // Both menus now come from the shared configuration cache...
    const viewA = timingOf((await openMenu(a.page)).headers()["server-timing"]);
    const viewB = timingOf((await openMenu(b.page)).headers()["server-timing"]);
    expect(viewA.hits).toEqual(["configuration"]);
    expect(viewB.hits).toEqual(["configuration"]);
    // ...and the cart of each is their own.
    await expect(cartLink(a.page)).toContainText("1 item");
    await expect(cartLink(b.page)).toContainText("2 itens");
    await a.page.reload();
    await expect(cartLink(a.page)).toContainText("1 item");

    await cartLink(a.page).click();
    await expect(a.page.getByRole("heading", { name: FRIES })).toBeVisible();
    await expect(a.page.getByRole("heading", { name: SODA })).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test("Server-Timing is on a document, a single-fetch data response and a refused ?_data= request", async ({ page }) => {
  const document = await openMenu(page);
  expect(document.headers()["content-type"]).toContain("text/html");
  // The configuration is named, cached or not: an entry lives 300 s from when it was stored, so
  // whether this first view finds it cached depends on when an earlier test stored it (the
  // returning view above is where hits are counted).
  const documentTiming = timingOf(document.headers()["server-timing"]);
  expect([...documentTiming.hits, ...documentTiming.upstream]).toContain("configuration");

  const data = await page.request.get(`${MENU}.data`);
  expect(data.status()).toBe(200);
  const singleFetch = timingOf(data.headers()["server-timing"]);
  expect(singleFetch.upstream.length).toBeLessThanOrEqual(2);
  expect(singleFetch.hits).toEqual(["configuration"]);

  // Our client uses single fetch (remix.config.js); a legacy `?_data=` request (a scanner's) is
  // answered 404 before any loader runs: no upstream call, no cookie, no 500.
  const legacy = await page.request.get(`${MENU}?_data=${encodeURIComponent("routes/($slug)._index")}`);
  expect(legacy.status()).toBe(404);
  expect(legacy.headers()["set-cookie"]).toBeUndefined();
  expect(legacy.headers()["server-timing"]).toMatch(/^total;dur=\d+$/);

  // A page without any merchant still says what it cost (nothing upstream).
  const landing = await page.request.get("/");
  expect(landing.headers()["server-timing"]).toMatch(/^total;dur=\d+$/);
});

test("with JavaScript, opening a dish loads that dish alone and closing it loads nothing", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every link is a document");
  await openMenu(page);
  // The dishes are static HTML (decision 027): the page around them is what hydrates.
  await hydrated(page.locator("#main"));
  // Once the routes its links lead to are discovered (one /__manifest request after hydration, decision 027)…
  await page.waitForLoadState("networkidle");
  // …every request the page makes from here on, but its code and images (cached assets).
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith("/build/") && !pathname.startsWith("/demo/") && pathname !== "/favicon.svg")
      requests.push(`${pathname}${search}`);
  });
  const dialogData = page.waitForResponse((response) => response.url().includes("/menu-dialog"));

  await page.getByRole("link", { name: FRIES, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: FRIES });
  await expect(dialog.getByRole("radio", { name: /^Grande \(700 g\)/ })).toBeVisible();
  const response = await dialogData;
  // One data request: the dish alone, not the root, the layout or the menu (no loader of the page runs).
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatch(/^\/bella-napoli\/menu-dialog\?modal=menuItem&modalId=\d+$/);
  expect((await response.request().sizes()).responseBodySize).toBeLessThan(4096);
  // The configuration cache answers it; only the status goes upstream (it carries what is sold out today).
  expect(timingOf(response.headers()["server-timing"]).upstream).toEqual(["operation_status_now"]);

  await dialog.getByRole("link", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(MENU);
  // Back to the dish and out with the browser's buttons: the dish comes from memory, the menu was never left.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await page.goForward();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(1);

  // The page under the dialog is the one left: opening a pizza asks for that pizza alone too.
  await page
    .getByRole("link", { name: /^Pizza salgada/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: /Pizza salgada/ })).toBeVisible();
  expect(requests).toHaveLength(2);
  expect(requests[1]).toMatch(/^\/bella-napoli\/menu-dialog\?modal=menuPizza&modalId=\d+$/);
});

test("the document carries the theme CSS and the JSON-LD once, and no interface texts; data responses carry neither", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  const html = await (await page.request.get(MENU)).text();
  const count = (text: string, part: string) => text.split(part).length - 1;
  // The theme's first variable declaration stands for the whole theme style.
  const themeStyle = /<style[^>]*>([^<]+)<\/style>/.exec(html)?.[1] ?? "";
  const declaration = /--[\w-]+:\s*[^;]+;/.exec(themeStyle)?.[0];
  expect(declaration, "a theme variable in the document's <style>").toBeTruthy();
  expect(count(html, declaration!)).toBe(1);
  expect(count(html, '"@type":"Restaurant"')).toBe(1);
  expect(count(html, '"@type":"MenuSection"')).toBeGreaterThan(0);

  // The interface texts are not in the document: it names the JSON of the parts its routes render
  // in the browser, which browsers keep a year (decision 064; named x-later-preload until the first
  // paint: decision 019). The error page's texts come with its code, not with the menu's.
  const texts =
    /<link rel="x-later-preload" as="fetch" href="(\/locales\/pt-BR\.[0-9a-f]{8}\.[\w.+]+\.json)" crossorigin="anonymous" id="translations"\/>/.exec(
      html,
    )?.[1];
  expect(texts, "the translations module named in the document").toBeTruthy();
  const module = await page.request.get(texts!);
  expect(module.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const menuTexts = await module.text();
  expect(menuTexts).toContain("Cardápio digital, delivery, retirada e pedidos na mesa, com a cara do seu restaurante.");
  expect(html).not.toContain("Cardápio digital, delivery, retirada e pedidos na mesa, com a cara do seu restaurante.");
  expect(menuTexts).not.toContain("O endereço pode estar errado ou a loja não existe mais.");

  const data = await (await page.request.get(`${MENU}.data`)).text();
  expect(data).not.toContain(declaration!);
  expect(data).not.toContain("Restaurant");
  expect(data).not.toContain("MenuSection");
});
