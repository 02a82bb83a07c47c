import { expect, type Page, type Response } from "@playwright/test";
import { test, walkedWithoutJsBy } from "./support/test";
import { bySlug, gotoStore } from "./demo";
import { conversionEvents } from "./support/admin";
import { fillCart, fillCheckout, finishButton, goToCheckout, orderIdOf, simpleDish } from "./support/checkout";
import { hydrated } from "./support/hydration";

/*
 * The merchant's analytics (decision 032), with JavaScript on and off (the two projects).
 * Sabor da Casa Porto Alegre has GA4 and a Facebook pixel with conversions: it asks the visitor
 * first (decision 039), and only with a yes do its pages load gtag.js and fbevents.js once the page
 * is interactive (never without JavaScript) and the server record AddToCart and Purchase for the
 * pixel; its checkout loads neither. Bella Napoli has no analytics: no question, no script, no
 * third-party origin in its policy. There is no internet: the two third-party scripts are stubs
 * that note when they ran.
 */

const PORTO = "sabor-da-casa-porto-alegre";
const GA4_ID = bySlug(PORTO).analytics_settings.ga4[0]!.google_analytics_id;
const PIXEL_ID = bySlug(PORTO).analytics_settings.facebook[0]!.facebook_pixel_id;
const GTAG = `https://www.googletagmanager.com/gtag/js?id=${GA4_ID}`;
const FBEVENTS = "https://connect.facebook.net/en_US/fbevents.js";
const THIRD_PARTY = /^https:\/\/[^/]*(google|facebook)[^/]*\//;

/** Each stub notes its address, whether React had hydrated the page and whether it had loaded. */
const STUB = `(window.__analyticsLoaded=window.__analyticsLoaded||[]).push({src:document.currentScript.src,hydrated:Object.keys(document.querySelector("#main")||{}).some(function(k){return k.indexOf("__reactFiber$")===0}),ready:document.readyState})`;

type Loaded = { src: string; hydrated: boolean; ready: string };

/** Every request of the page to Google or Facebook, answered by the stub. */
async function watchThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(THIRD_PARTY, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: STUB });
  });
  return requested;
}

async function documentOf(response: Response | null) {
  expect(response, "a document").not.toBeNull();
  return { html: await response!.text(), policy: response!.headers()["content-security-policy"] ?? "" };
}

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
/** The policy but where forms may go: every page lets a social login's post reach the providers (decision 062), which loads nothing. */
const loadingPolicy = (policy: string) => policy.replace(/form-action [^;]+/, "");

/** The question at the top of Porto Alegre's pages until the visitor answers it. */
const consentNotice = (page: Page) => page.getByRole("region", { name: "Cookies de análise" });

/** Answers the store's question (on the page the visitor is on); the page loads again. */
async function answerConsent(page: Page, answer: "Aceitar" | "Recusar") {
  const notice = consentNotice(page);
  if (page.url().endsWith("/analytics-consent"))
    await page.getByRole("main").getByRole("button", { name: answer }).click();
  else await notice.getByRole("button", { name: answer }).click();
  await expect(notice).toHaveCount(0);
}

test("Porto Alegre asks first: nothing of its analytics runs on a no, and a yes given on its Cookies page loads it", async ({
  page,
  javaScriptEnabled,
}) => {
  const requested = await watchThirdParty(page);
  const first = await documentOf(await gotoStore(page, `/${PORTO}`));
  await expect(consentNotice(page)).toBeVisible();
  await expect(consentNotice(page)).toContainText("Google Analytics e do Facebook");
  expect(first.html).not.toMatch(/googletagmanager|facebook\.net|__analytics/);
  expect(loadingPolicy(first.policy)).not.toMatch(/google|facebook/);
  // Under an open dish the question is out of reach, like the rest of the page.
  const { item } = simpleDish(PORTO);
  await page.goto(`/${PORTO}?modal=menuItem&modalId=${item.id}`);
  await expect(page.getByRole("dialog", { name: item.name })).toBeVisible();
  await expect(page.locator(".c-consent").locator("xpath=..")).toHaveAttribute("inert", "");
  await page.goto(`/${PORTO}`);

  await answerConsent(page, "Recusar");
  await expect(page).toHaveURL(new RegExp(`/${PORTO}$`));
  const declined = await documentOf(await page.reload());
  expect(declined.html).not.toMatch(/googletagmanager|facebook\.net|__analytics/);
  await expect(consentNotice(page)).toHaveCount(0);
  if (javaScriptEnabled) await hydrated(page.locator("#main"));
  await page.waitForLoadState("load");
  expect(requested).toEqual([]);

  // The answer can be changed from the footer's "Cookies" page, which says what it is.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookies" }).click();
  await expect(page).toHaveURL(new RegExp(`/${PORTO}/analytics-consent$`));
  await expect(page.getByRole("heading", { level: 1, name: "Cookies de análise" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Você recusou os cookies de análise desta loja.");
  await answerConsent(page, "Aceitar");
  await expect(page.getByRole("status")).toHaveText("Você aceitou os cookies de análise desta loja.");

  // Bella Napoli has no analytics: no question, no Cookies page (its 404).
  await gotoStore(page, "/bella-napoli");
  await expect(consentNotice(page)).toHaveCount(0);
  expect((await page.goto("/bella-napoli/analytics-consent"))?.status()).toBe(404);
});

test("with a yes, Porto Alegre loads GA4 and its pixel after the page is interactive; Bella Napoli neither", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the consent test above (no analytics can run without JavaScript)"));
  const requested = await watchThirdParty(page);
  await gotoStore(page, `/${PORTO}`);
  await answerConsent(page, "Aceitar");
  // The page the answer returns to loads the analytics too, once it is interactive (later on a busy
  // phone): its requests are counted before the next page, not in it.
  await expect
    .poll(() => page.evaluate(() => ((window as { __analyticsLoaded?: Loaded[] }).__analyticsLoaded ?? []).length))
    .toBe(2);
  requested.length = 0;

  const porto = await documentOf(await gotoStore(page, `/${PORTO}`));
  // The store's GA4 id, then the platform's own (decision 076).
  expect(porto.html).toContain(`"g":["${GA4_ID}","G-COMANDAPLAT"],"f":["${PIXEL_ID}"]`);
  expect(directive(porto.policy, "script-src")).toMatch(
    /^script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net$/,
  );
  expect(directive(porto.policy, "connect-src")).toContain("https://*.google-analytics.com");
  expect(directive(porto.policy, "connect-src")).toContain("https://www.facebook.com");

  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as { __analyticsLoaded?: Loaded[] }).__analyticsLoaded ?? []).map((loaded) => loaded.src).sort(),
      ),
    )
    .toEqual([FBEVENTS, GTAG]);
  const loaded = await page.evaluate(() => (window as unknown as { __analyticsLoaded: Loaded[] }).__analyticsLoaded);
  // After the window's load and hydration: nothing React did not render was in the page before.
  expect(
    loaded.every((script) => script.hydrated && script.ready === "complete"),
    JSON.stringify(loaded),
  ).toBe(true);
  const calls = await page.evaluate(() => {
    const w = window as unknown as { dataLayer: IArguments[]; fbq: { queue: IArguments[] } };
    return {
      gtag: w.dataLayer.map((entry) => Array.from(entry).map(String)),
      fbq: w.fbq.queue.map((entry) => Array.from(entry)),
    };
  });
  expect(calls.gtag).toContainEqual(["config", GA4_ID]);
  expect(calls.fbq[0]).toEqual(["init", PIXEL_ID]);
  expect(calls.fbq[1]!.slice(0, 2)).toEqual(["track", "PageView"]);
  expect((calls.fbq[1]![3] as { eventID: string }).eventID).toMatch(/^\d{13}\.[0-9a-z]+$/);
  // The inline script removed itself as it ran.
  await expect(page.locator("script", { hasText: "googletagmanager" })).toHaveCount(0);
  expect(requested.sort()).toEqual([FBEVENTS, GTAG]);

  requested.length = 0;
  const bella = await documentOf(await gotoStore(page, "/bella-napoli"));
  expect(bella.html).not.toMatch(/googletagmanager|facebook\.net|__analytics/);
  expect(loadingPolicy(bella.policy)).not.toMatch(/google|facebook/);
  expect(directive(bella.policy, "connect-src")).toBe("connect-src 'self'");
  await hydrated(page.locator("#main"));
  await page.waitForLoadState("load");
  expect(requested).toEqual([]);
});

test("Porto Alegre's dishes added and its order are conversion events of the pixel; its checkout loads no analytics", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  test.skip(
    !javaScriptEnabled,
    walkedWithoutJsBy(
      "the consent test above and checkout.spec (conversion events are sent by the server, the same for a form the browser posted)",
    ),
  );
  const requested = await watchThirdParty(page);
  // The pixel's browser cookie, as fbevents.js would have set it: the server sends it with each event.
  const fbp = `fb.1.${Date.now()}.${Math.floor(Math.random() * 1e9)}`;
  await page.context().addCookies([{ name: "_fbp", value: fbp, url: baseURL! }]);
  const { item, quantity } = simpleDish(PORTO);
  await gotoStore(page, `/${PORTO}`);
  await answerConsent(page, "Aceitar");

  await fillCart(page, PORTO);
  const ours = async () => (await conversionEvents(page.request, PORTO)).filter((event) => event.fbp === fbp);
  await expect
    .poll(async () => (await ours()).filter((event) => event.event_name === "AddToCart").length)
    .toBe(quantity);
  const [added] = await ours();
  expect(added).toMatchObject({
    event_name: "AddToCart",
    event_params: {
      content_ids: [`item-${item.id}`],
      contents: [{ id: `item-${item.id}`, quantity: 1 }],
      value: item.price,
      currency: "BRL",
    },
    pixel_ids: [PIXEL_ID],
    fbc: null,
  });
  expect(added!.event_id).toMatch(/^\d{13}\.[0-9a-z]{10}$/);

  // From the cart (a page with analytics) to the checkout: a document of its own, even with JavaScript.
  const checkoutDocument = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/${PORTO}/checkout` && response.request().resourceType() === "document",
  );
  await goToCheckout(page, PORTO, "TAKEOUT");
  const checkout = await documentOf(await checkoutDocument);
  expect(checkout.html).not.toMatch(/googletagmanager|facebook\.net|__analytics/);
  expect(loadingPolicy(checkout.policy)).not.toMatch(/google|facebook/);
  await hydrated(page.locator("#main"));
  expect(
    await page.evaluate(() => ["gtag", "fbq", "dataLayer", "__analyticsLoaded"].filter((name) => name in window)),
  ).toEqual([]);
  requested.length = 0;

  await fillCheckout(page, { payment: "CASH", delivery: "TAKEOUT", taxId: "529.982.247-25" });
  // Nothing third-party ran on the checkout while the customer filled it in.
  expect(requested).toEqual([]);
  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${PORTO}/orders/\\d+`));
  const orderId = orderIdOf(page.url());
  await expect
    .poll(async () => (await ours()).find((event) => event.event_name === "Purchase")?.event_params.order_id)
    .toBe(String(orderId));
  const purchase = (await ours()).find((event) => event.event_name === "Purchase")!;
  expect(purchase.event_params).toMatchObject({
    currency: "BRL",
    content_ids: [`item-${item.id}`],
    num_items: quantity,
  });
  expect(purchase.event_params.value).toBeGreaterThanOrEqual(item.price * quantity);
});

test("a visitor who said no to Porto Alegre's analytics is no conversion event", async ({
  javaScriptEnabled,
  page,
  baseURL,
}) => {
  test.skip(
    !javaScriptEnabled,
    walkedWithoutJsBy(
      "the consent test above and checkout.spec (conversion events are sent by the server, the same for a form the browser posted)",
    ),
  );
  const fbp = `fb.1.${Date.now()}.${Math.floor(Math.random() * 1e9)}`;
  await page.context().addCookies([{ name: "_fbp", value: fbp, url: baseURL! }]);
  await gotoStore(page, `/${PORTO}`);
  await answerConsent(page, "Recusar");
  await fillCart(page, PORTO);
  // The cart answered after each add; one more page and the events of this visitor are still none
  // (with a yes they are recorded as the add answers: the test above).
  await page.goto(`/${PORTO}/cart`);
  await expect(page.getByRole("heading", { name: simpleDish(PORTO).item.name })).toBeVisible();
  expect((await conversionEvents(page.request, PORTO)).filter((event) => event.fbp === fbp)).toEqual([]);
});
