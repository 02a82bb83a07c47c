import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import { bySlug, gotoStore } from "./demo";
import { fillCart, fillCheckout, finishButton, goToCheckout, simpleDish } from "./support/checkout";
import { hydrated } from "./support/hydration";

/*
 * The store's analytics events (decision 076) and error reporting with its page-load sample
 * (decision 077). Porto Alegre has GA4 and a pixel with the conversions API and every event's flag
 * on. The browser's calls of the pixel and of gtag are captured by stubs of fbevents.js and gtag.js
 * (there is no internet); the server's events by the API's sandbox Graph API, and the errors and
 * page loads by its sandbox error tracker (both read through /_dev/*).
 */

const PORTO = "sabor-da-casa-porto-alegre";
const PIXEL_ID = bySlug(PORTO).analytics_settings.facebook[0]!.facebook_pixel_id;

/**
 * Every call the pages made to the pixel (`fbq`) or to gtag, across documents, as arrays. The stubs
 * send each call out as the real tags do, a beacon to their collector (facebook.com/tr, GA4's
 * collect), and what reaches the network is what counts: a call made by a page that is being left
 * still goes out, where a binding's call into the test would be dropped with the page.
 */
async function captureAnalytics(page: Page): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const collector = (url: string) =>
    page.route(url, (route) => {
      calls.push(JSON.parse(route.request().postData() ?? "[]") as unknown[]);
      return route.fulfill({ status: 204 });
    });
  await collector("https://www.facebook.com/tr/");
  await collector("https://www.google-analytics.com/g/collect");
  const record = (to: string) =>
    `var rec=function(a){navigator.sendBeacon("${to}",JSON.stringify(Array.prototype.slice.call(a)))};`;
  await page.route(/^https:\/\/connect\.facebook\.net\//, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(function(){${record("https://www.facebook.com/tr/")}var q=window.fbq;q.queue.forEach(rec);q.queue=[];q.callMethod=function(){rec(arguments)}})()`,
    }),
  );
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(function(){${record("https://www.google-analytics.com/g/collect")}var l=window.dataLayer,p=l.push;l.forEach(function(e){if(e&&e.length!==undefined)rec(e)});l.push=function(e){if(e&&e.length!==undefined)rec(e);return p.apply(l,arguments)}})()`,
    }),
  );
  return calls;
}

const pixelEvents = (calls: unknown[][]) =>
  calls
    .filter((call) => call[0] === "trackSingle")
    .map((call) => ({ name: call[2] as string, id: (call[4] as { eventID: string }).eventID }));
const gaEvents = (calls: unknown[][]) => calls.filter((call) => call[0] === "event").map((call) => call[1] as string);

type GraphEvent = { event_name: string; event_id: string; user_data: Record<string, unknown> };
/** The events the sandbox Graph API received since `since`, for Porto Alegre's pixel. */
async function graphEvents(request: APIRequestContext, since: string): Promise<GraphEvent[]> {
  const response = await request.get(`/_dev/conversions?since=${encodeURIComponent(since)}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ pixelId: string; data: GraphEvent[] }> };
  return data.filter((entry) => entry.pixelId === PIXEL_ID).flatMap((entry) => entry.data);
}

const count = (names: string[]) =>
  names.reduce<Record<string, number>>((counts, name) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }), {});

async function answerConsent(page: Page, answer: "Aceitar" | "Recusar") {
  const notice = page.getByRole("region", { name: "Cookies de análise" });
  await notice.getByRole("button", { name: answer }).click();
  await expect(notice).toHaveCount(0);
}

test("every analytics event fires once with consent, in the browser and from the server under one id, and never without", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const calls = await captureAnalytics(page);
  const { quantity } = simpleDish(PORTO);

  // No answer, then a no: nothing fires anywhere.
  const before = new Date().toISOString();
  await gotoStore(page, `/${PORTO}`);
  await answerConsent(page, "Recusar");
  await fillCart(page, PORTO);
  await page.goto(`/${PORTO}/cart`);
  if (javaScriptEnabled) await hydrated(page.locator("#main"));
  expect(calls).toEqual([]);
  expect(await graphEvents(page.request, before)).toEqual([]);

  // A yes: the walk again, with a reload of the open dish and of the order's page.
  await page.context().clearCookies();
  const since = new Date().toISOString();
  await gotoStore(page, `/${PORTO}`);
  await answerConsent(page, "Aceitar");
  await fillCart(page, PORTO);
  // The dish's pixel event has left before the reload: a beacon still on its way when its page is
  // replaced can escape the page's routes (seen once in a full run on two cores). Keeping events across
  // a page left before the tags ran is the script's unit test (analytics.server.test.ts).
  if (javaScriptEnabled)
    await expect
      .poll(() => pixelEvents(calls).filter((event) => event.name === "AddToCart").length, { timeout: 15_000 })
      .toBe(quantity);
  await page.reload();
  await goToCheckout(page, PORTO, "TAKEOUT");
  await fillCheckout(page, { payment: "CASH", delivery: "TAKEOUT", taxId: "529.982.247-25" });
  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${PORTO}/orders/\\d+`));
  // As with the dish: the checkout's and the order's events have left before the reload (a beacon
  // sent as the page is replaced escaped the page's routes once, in a full run on two cores).
  if (javaScriptEnabled)
    await expect
      .poll(() => pixelEvents(calls).filter((event) => event.name === "Purchase").length, { timeout: 15_000 })
      .toBe(1);
  await page.reload();

  const expected = { ViewContent: 1, AddToCart: quantity, InitiateCheckout: 1, AddPaymentInfo: 1, Purchase: 1 };
  await expect
    .poll(async () => count((await graphEvents(page.request, since)).map((event) => event.event_name)), {
      timeout: 15_000,
    })
    .toEqual(expected);
  const server = await graphEvents(page.request, since);
  // Meta's user data is hashed or technical, never the customer's phone or name in the clear.
  expect(JSON.stringify(server)).not.toMatch(/98765|Cliente Teste/);
  expect(server.find((event) => event.event_name === "Purchase")!.user_data).toMatchObject({
    ph: [expect.stringMatching(/^[0-9a-f]{64}$/)],
  });
  if (!javaScriptEnabled) {
    expect(calls).toEqual([]);
    return;
  }
  await expect.poll(() => count(pixelEvents(calls).map((event) => event.name)), { timeout: 15_000 }).toEqual(expected);
  expect(count(gaEvents(calls))).toEqual({
    view_item: 1,
    add_to_cart: quantity,
    begin_checkout: 1,
    add_payment_info: 1,
    purchase: 1,
  });
  // One id per action, the same in the browser and from the server: Meta counts each once.
  expect(
    pixelEvents(calls)
      .map((event) => event.id)
      .sort(),
  ).toEqual(server.map((event) => event.event_id).sort());
});

type Envelope = {
  items: Array<{
    type: string;
    payload: {
      exception?: { values: Array<{ type: string; value: string }> };
      tags?: Record<string, unknown>;
      transaction?: string;
      measurements?: Record<string, { value: number; unit: string }>;
    };
  }>;
};
async function errorEvents(request: APIRequestContext, since: string) {
  const response = await request.get(`/_dev/errors?since=${encodeURIComponent(since)}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Envelope[] };
  const items = (type: string) =>
    data.flatMap((envelope) => envelope.items.filter((item) => item.type === type).map((item) => item.payload));
  return { text: JSON.stringify(data), events: items("event"), transactions: items("transaction") };
}

test("a loader's exception and a browser's error reach the error tracker without the customer's name, e-mail or address", async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  const since = new Date().toISOString();
  const customer = {
    name: "Joana Sentinela",
    email: "joana.sentinela@example.com",
    address: "Rua das Palmeiras Sentinela 77",
  };
  await page.context().addCookies([{ name: "customer_name", value: encodeURIComponent(customer.name), url: baseURL! }]);
  const query = new URLSearchParams(customer);
  const response = await page.goto(`/${PORTO}/error-probe?${query}`);
  expect(response?.status()).toBe(500);
  await expect
    .poll(async () =>
      (await errorEvents(page.request, since)).events.some((event) =>
        event.exception?.values[0]?.value.includes("Probe"),
      ),
    )
    .toBe(true);

  if (javaScriptEnabled) {
    await gotoStore(page, "/bella-napoli");
    await hydrated(page.locator("#main"));
    await page.waitForLoadState("load");
    // An uncaught error as the window reports it (not thrown here: a thrown one fails any test, support/test.ts).
    await page.evaluate((email) => {
      const error = new TypeError(`no cart for ${email}`);
      window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
    }, customer.email);
    await expect
      .poll(
        async () =>
          (await errorEvents(page.request, since)).events.find((event) => event.tags?.source === "browser")?.exception
            ?.values[0],
      )
      .toMatchObject({ type: "TypeError", value: "no cart for [Filtered]" });
  }
  const { text } = await errorEvents(page.request, since);
  expect(text).not.toContain("Joana");
  expect(text).not.toContain("joana.sentinela");
  expect(text).not.toContain("Palmeiras");
});

test("a sampled visit's page load reaches the error tracker once the menu is interactive, its timings and path only", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the page measures itself with its scripts");
  const since = new Date().toISOString();
  // 5 % of visits are measured; the sandbox tracker lets a test ask for this one (never in production).
  await page.setExtraHTTPHeaders({ "X-Sample-Page-Load": "1" });
  await gotoStore(page, "/bella-napoli?cupom=joana.sentinela%40example.com");
  await hydrated(page.locator("#main"));
  await expect
    .poll(
      async () =>
        (await errorEvents(page.request, since)).transactions.find(
          (transaction) => transaction.transaction === "/bella-napoli",
        ),
      {
        timeout: 15_000,
      },
    )
    .toMatchObject({
      tags: { source: "browser" },
      measurements: {
        ttfb: { unit: "millisecond" },
        fcp: { unit: "millisecond" },
        interactive: { unit: "millisecond" },
      },
    });
  const { text, transactions } = await errorEvents(page.request, since);
  const measured = transactions.find((transaction) => transaction.transaction === "/bella-napoli")!;
  expect(measured.measurements!.interactive!.value).toBeGreaterThan(0);
  expect(text).not.toContain("joana");
  // The cart is more than one segment: its page carries no measuring script, asked or not.
  const cart = await page.goto("/bella-napoli/cart");
  expect(await cart!.text()).not.toContain("/_performance");
});
