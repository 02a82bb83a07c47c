import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi, type Mock } from "vitest";
import {
  EVENT_ID_PATTERN,
  type AnalyticsSettings,
  type Cart,
  type FacebookPixelEventName,
  type Order,
} from "../../../contract";
import {
  addedItemParams,
  addedPizzaParams,
  analyticsAllowedOn,
  cartParams,
  eventTaken,
  removedLineParams,
  analyticsScript,
  analyticsTags,
  facebookCookies,
  leaveAnalyticsBehind,
  purchaseParams,
  thirdPartyAnalytics,
  trackEvent,
  type AnalyticsTags,
  type BrowserEvent,
  conversionUserData,
  createAnalyticsEventQueue,
  routeBrowserEvents,
  takeKept,
} from "./analytics.server";
import type { MerchantSession } from "./session.server";
import { pixel } from "../../../contract/analytics.fixtures";
import { analyticsConsentCookie } from "./analytics-consent.server";

const ga4 = (...ids: string[]) => ids.map((google_analytics_id) => ({ google_analytics_id }));

/** The Cookie header part of a visitor's answer to a store's analytics. */
async function consented(slug: string, answer: "granted" | "denied" = "granted"): Promise<string> {
  return (await analyticsConsentCookie(slug).serialize(answer)).split(";")[0]!;
}
const PORTO_YES = await consented("sabor-da-casa-porto-alegre");
const PORTO_NO = await consented("sabor-da-casa-porto-alegre", "denied");
const BELLA_YES = await consented("bella-napoli");
const LOJA_YES = await consented("loja");
const SHORT_YES = await consented("porto");
const SHORT_NO = await consented("porto", "denied");

describe("analyticsTags", () => {
  it("is null when nothing is configured or the settings could not be read", () => {
    expect(analyticsTags(null)).toBeNull();
    expect(analyticsTags(undefined)).toBeNull();
    expect(analyticsTags({ facebook: [], ga4: [] })).toBeNull();
  });

  it("keeps well-formed GA4 and pixel ids, once each, at most two of each", () => {
    expect(analyticsTags({ facebook: [pixel("100000000000001", true)], ga4: ga4("G-COMANDA0001") })).toEqual({
      ga4: ["G-COMANDA0001"],
      pixels: ["100000000000001"],
      gtm: null,
    });
    expect(analyticsTags({ facebook: [], ga4: ga4(" g-abc1234 ", "G-ABC1234", "G-SECOND01", "G-THIRD001") })).toEqual({
      ga4: ["G-ABC1234", "G-SECOND01"],
      pixels: [],
      gtm: null,
    });
    expect(
      analyticsTags({ facebook: [pixel("1000000000000001", false), pixel("1000000000000001", true)], ga4: [] }),
    ).toEqual({
      ga4: [],
      pixels: ["1000000000000001"],
      gtm: null,
    });
  });

  it("drops anything else: old Universal Analytics ids, markup, short or lettered pixel ids", () => {
    const settings = {
      facebook: [
        pixel("123", true),
        pixel("10000000000000x1", true),
        pixel("</script><script>alert(1)</script>", true),
      ],
      ga4: ga4("UA-12345-1", "G-</script>", ""),
    };
    expect(analyticsTags(settings)).toBeNull();
  });

  it("tells the policy which origins the page needs", () => {
    expect(thirdPartyAnalytics(null)).toEqual({ ga4: false, facebookPixel: false });
    expect(thirdPartyAnalytics({ ga4: ["G-ABC1234"], pixels: [], gtm: null })).toEqual({
      ga4: true,
      facebookPixel: false,
    });
    expect(thirdPartyAnalytics({ ga4: [], pixels: ["100000000000001"], gtm: null })).toEqual({
      ga4: false,
      facebookPixel: true,
    });
  });
});

describe("analyticsAllowedOn: never where a card or a PIX is handled", () => {
  const page = (...ids: string[]) => ["root", "routes/($slug)", ...ids];
  it("allows the store's pages", () => {
    for (const id of [
      "routes/($slug)._index",
      "routes/($slug).cart",
      "routes/($slug).about",
      "routes/($slug).orders.$id",
      "routes/($slug).profile",
      "routes/($slug).profile_.addresses._index",
    ]) {
      expect(analyticsAllowedOn(page(id)), id).toBe(true);
    }
  });
  it("refuses the checkout, the payment pages, the gateway and the saved cards", () => {
    for (const id of [
      "routes/($slug).checkout",
      "routes/($slug).payments.card",
      "routes/($slug).payments.repayment",
      "routes/($slug).gateway",
      "routes/($slug).profile_.cards._index",
      "routes/($slug).profile_.cards.return",
    ]) {
      expect(analyticsAllowedOn(page(id)), id).toBe(false);
    }
  });
  it("refuses a page outside a store (the landing's layout has no merchant either way)", () => {
    expect(analyticsAllowedOn(["root"])).toBe(false);
  });
});

/** A tab's sessionStorage, shared by the pages a test runs in it. */
const tabStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
};

type StandInScript = { src: string; async: boolean; onload?: () => void; onerror?: () => void };

/** Runs the inline script against a stand-in window and document, with timers driven by the test. */
function runScript(
  tags: AnalyticsTags,
  options: {
    readyState?: string;
    scrollRestoration?: string;
    idle?: boolean;
    events?: BrowserEvent[];
    storage?: ReturnType<typeof tabStorage>;
  } = {},
) {
  const appended: StandInScript[] = [];
  const listeners: Record<string, (event?: unknown) => void> = {};
  const timers: Array<() => void> = [];
  const history = { scrollRestoration: options.scrollRestoration ?? "auto" };
  const current = { remove: vi.fn() };
  const window: Record<string, unknown> = {
    history,
    sessionStorage: options.storage,
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    ...(options.idle === false
      ? {}
      : {
          requestIdleCallback: (callback: () => void, opts: { timeout: number }) => (
            expect(opts.timeout).toBeGreaterThan(0),
            timers.push(callback)
          ),
        }),
  };
  const document = {
    currentScript: current,
    readyState: options.readyState ?? "loading",
    head: { appendChild: (element: StandInScript) => appended.push(element) },
    createElement: (tag: string) => (expect(tag).toBe("script"), { src: "", async: false }),
  };
  new Function("window", "document", "setTimeout", analyticsScript(tags, options.events))(
    window,
    document,
    (callback: () => void) => timers.push(callback),
  );
  const tick = (times = 1) => {
    for (let i = 0; i < times && timers.length > 0; i += 1) timers.shift()!();
  };
  /** The load, hydration and the idle moment: the page is interactive and has added its tags. */
  const interactive = () => {
    listeners.load?.();
    history.scrollRestoration = "manual";
    tick(3);
  };
  /** What the pixel was asked to track so far: the calls its stand-in queue holds and those made once it ran. */
  const tracked: unknown[][] = [];
  /** The tag scripts arrive and run, as fbevents.js does (it takes over the queue), then their load events. */
  const tagsLoaded = () => {
    const fbq = window.fbq as
      ({ queue: IArguments[]; callMethod?: (...args: unknown[]) => void } & (() => void)) | undefined;
    if (fbq) {
      fbq.queue.forEach((call) => tracked.push(Array.from(call)));
      fbq.queue = [];
      fbq.callMethod = (...args: unknown[]) => void tracked.push(args);
    }
    appended.forEach((script) => script.onload?.());
  };
  return { appended, listeners, history, current, window, tick, timers, interactive, tagsLoaded, tracked };
}

describe("analyticsScript", () => {
  it("removes itself at once, then waits for the load and for hydration before adding anything", () => {
    const run = runScript(
      { ga4: ["G-COMANDA0001"], pixels: ["100000000000001"], gtm: null },
      { scrollRestoration: "manual" },
    );
    expect(run.current.remove).toHaveBeenCalled();
    // A reload keeps the entry's "manual": set back, so that only this page's hydration sets it again.
    expect(run.history.scrollRestoration).toBe("auto");
    expect(run.timers).toHaveLength(0);
    run.listeners.load!();
    run.tick(20);
    expect(run.appended).toEqual([]);
    expect(run.timers).toHaveLength(1);

    run.history.scrollRestoration = "manual"; // Remix's <ScrollRestoration> effect: the page has hydrated.
    run.tick(); // the check
    expect(run.appended).toEqual([]);
    run.tick(); // the idle moment
    expect(run.appended.map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-COMANDA0001",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
    expect(run.appended.every((script) => script.async)).toBe(true);
    const layer = (run.window.dataLayer as IArguments[]).map((entry) => Array.from(entry));
    expect(layer[0]![0]).toBe("js");
    expect(layer.slice(1)).toEqual([["config", "G-COMANDA0001"]]);
    const queue = (run.window.fbq as { queue: IArguments[] }).queue.map((entry) => Array.from(entry));
    expect(queue[0]).toEqual(["init", "100000000000001"]);
    expect(queue[1]!.slice(0, 3)).toEqual(["track", "PageView", {}]);
    expect((queue[1]![3] as { eventID: string }).eventID).toMatch(/^\d{13}\.[0-9a-z]{1,10}$/);
    expect(run.timers).toHaveLength(0);
  });

  it("loads gtag.js once for two GA4 ids and configures both; no pixel, no fbevents.js", () => {
    const run = runScript(
      { ga4: ["G-ONE00001", "G-TWO00002"], pixels: [], gtm: null },
      { readyState: "complete", idle: false },
    );
    run.history.scrollRestoration = "manual";
    run.tick(3);
    expect(run.appended.map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-ONE00001",
    ]);
    expect((run.window.dataLayer as IArguments[]).slice(1).map((entry) => Array.from(entry))).toEqual([
      ["config", "G-ONE00001"],
      ["config", "G-TWO00002"],
    ]);
    expect(run.window.fbq).toBeUndefined();
  });

  it("gives up on a page that never hydrates (its texts could not load): nothing is added", () => {
    const run = runScript({ ga4: [], pixels: ["100000000000001"], gtm: null }, { readyState: "complete" });
    run.tick(1000);
    expect(run.appended).toEqual([]);
    expect(run.timers).toHaveLength(0);
  });

  it("fires an event only once the pixel's code has run; a page left before that keeps it for the next page, which fires it once", () => {
    const tags = { ga4: [], pixels: ["100000000000001"], gtm: null };
    const addToCart = {
      n: "AddToCart",
      id: "1764165600000.abcdefghij",
      f: ["100000000000001"],
      p: { value: 10 },
      g: null,
      q: {},
    } as BrowserEvent;
    const storage = tabStorage();
    const cart = runScript(tags, { events: [addToCart], storage });
    cart.interactive();
    expect(cart.appended.map((script) => script.src)).toEqual(["https://connect.facebook.net/en_US/fbevents.js"]);
    // The customer taps "Continuar" while fbevents.js is still on its way: this page never runs it.
    cart.listeners.pagehide!({ persisted: false });
    const trackSingle = (run: ReturnType<typeof runScript>) => run.tracked.filter((call) => call[0] === "trackSingle");
    expect(trackSingle(cart)).toEqual([]);
    const checkout = runScript(tags, { storage });
    checkout.interactive();
    checkout.tagsLoaded();
    expect(trackSingle(checkout)).toEqual([
      ["trackSingle", "100000000000001", "AddToCart", { value: 10 }, { eventID: addToCart.id }],
    ]);
    checkout.listeners.pagehide!({ persisted: false });
    expect(storage.items.size).toBe(0);
  });

  it("keeps the events of a page left before it was interactive, and of a header read then, for the next page", () => {
    const tags = { ga4: ["G-COMANDA0001"], pixels: [], gtm: null };
    const viewContent = {
      n: "ViewContent",
      id: "1764165600000.aaaaaaaaaa",
      f: [],
      p: {},
      g: "view_item",
      q: { items: [] },
    } as BrowserEvent;
    const storage = tabStorage();
    const menu = runScript(tags, { events: [viewContent], storage });
    menu.listeners.pagehide!({ persisted: false });
    expect(JSON.parse(storage.items.get("comanda-analytics")!)).toEqual([viewContent]);
    const next = runScript(tags, { storage });
    expect(storage.items.size).toBe(0);
    next.interactive();
    const events = () =>
      (next.window.dataLayer as IArguments[]).map((entry) => Array.from(entry)).filter((entry) => entry[0] === "event");
    expect(events()).toEqual([]);
    next.tagsLoaded();
    expect(events()).toEqual([["event", "view_item", { items: [] }]]);
  });

  it("fires the events once a tag that could not load (a blocker) has failed, and never keeps them for ever", () => {
    const tags = { ga4: [], pixels: ["100000000000001"], gtm: null };
    const lead = {
      n: "Lead",
      id: "1764165600000.bbbbbbbbbb",
      f: ["100000000000001"],
      p: {},
      g: null,
      q: {},
    } as BrowserEvent;
    const storage = tabStorage();
    const page = runScript(tags, { events: [lead], storage });
    page.interactive();
    page.appended[0]!.onerror!();
    page.listeners.pagehide!({ persisted: false });
    expect(storage.items.size).toBe(0);
  });

  it("a page restored from the back-forward cache takes back the events it had handed on, if no page fired them", () => {
    const tags = { ga4: [], pixels: ["100000000000001"], gtm: null };
    const addToCart = {
      n: "AddToCart",
      id: "1764165600000.cccccccccc",
      f: ["100000000000001"],
      p: {},
      g: null,
      q: {},
    } as BrowserEvent;
    const storage = tabStorage();
    const page = runScript(tags, { events: [addToCart], storage });
    page.interactive();
    page.listeners.pagehide!({ persisted: true });
    page.listeners.pageshow!({ persisted: true });
    expect(storage.items.size).toBe(0);
    page.tagsLoaded();
    expect(page.tracked.filter((call) => call[0] === "trackSingle")).toHaveLength(1);
    page.listeners.pagehide!({ persisted: false });
    expect(storage.items.size).toBe(0);
  });

  it("carries the ids as JSON that cannot close the script element", () => {
    const script = analyticsScript({ ga4: ["G-</SCRIPT>"], pixels: [], gtm: null });
    expect(script).not.toContain("</");
    expect(script).toContain('"g":["G-\\u003c/SCRIPT>"]');
  });
});

describe("facebookCookies", () => {
  const request = (cookie: string) => new Request("https://loja.test/", { headers: { Cookie: cookie } });
  it("reads the pixel's _fbp and _fbc cookies", () => {
    expect(
      facebookCookies(
        request("__session=abc; _fbp=fb.1.1764165600000.1116446470; _fbc=fb.1.1764165600000.IwAR2F4-dbP0l7"),
      ),
    ).toEqual({
      fbp: "fb.1.1764165600000.1116446470",
      fbc: "fb.1.1764165600000.IwAR2F4-dbP0l7",
    });
  });
  it("gives null for a missing or malformed cookie", () => {
    expect(facebookCookies(new Request("https://loja.test/"))).toEqual({ fbp: null, fbc: null });
    expect(facebookCookies(request("_fbp=; _fbc=<script>; x_fbp=fb.1.1764165600000.1"))).toEqual({
      fbp: null,
      fbc: null,
    });
  });
});

const cartWith = (items: unknown[], pizzas: unknown[] = []) => ({ items, pizzas }) as unknown as Cart;

describe("event data", () => {
  it("AddToCart of an item: its line of the same options gives the price of the quantity added", () => {
    const cart = cartWith([
      { item_id: 10, options: [{ option_id: 1 }], unit_price: 2000 },
      { item_id: 10, options: [{ option_id: 3 }, { option_id: 2 }], unit_price: 2500 },
    ]);
    expect(addedItemParams(cart, { itemId: 10, optionIds: [2, 3], quantity: 2 })).toEqual({
      content_type: "product",
      content_ids: ["item-10"],
      contents: [{ id: "item-10", quantity: 2 }],
      value: 5000,
    });
    // No such line (the cart changed meanwhile): no value rather than a wrong one.
    expect(addedItemParams(cart, { itemId: 11, optionIds: [], quantity: 1 })).not.toHaveProperty("value");
  });

  it("AddToCart of a pizza: its line of the same size gives the price", () => {
    const cart = cartWith([], [{ pizza_id: 5, size: { id: 50 }, unit_price: 6490 }]);
    expect(addedPizzaParams(cart, { pizzaId: 5, sizeId: 50, quantity: 1 })).toEqual({
      content_type: "product",
      content_ids: ["pizza-5"],
      contents: [{ id: "pizza-5", quantity: 1 }],
      value: 6490,
    });
  });

  it("RemoveFromCart: the dish of the line removed, read before it went; an unknown line names none", () => {
    const cart = cartWith(
      [{ id: 7, item_id: 10, quantity: 2, unit_price: 2000 }],
      [{ id: 8, pizza_id: 5, quantity: 1, unit_price: 6490 }],
    );
    expect(removedLineParams(cart, { kind: "items", id: 7 })).toEqual({
      content_type: "product",
      content_ids: ["item-10"],
      contents: [{ id: "item-10", quantity: 2 }],
      value: 4000,
    });
    expect(removedLineParams(cart, { kind: "pizzas", id: 8 })).toMatchObject({ content_ids: ["pizza-5"] });
    // A line id of the other kind is another line.
    expect(removedLineParams(cart, { kind: "pizzas", id: 7 })).toEqual({ content_type: "product" });
    expect(removedLineParams(null, { kind: "items", id: 7 })).toEqual({ content_type: "product" });
  });

  it("InitiateCheckout: the dishes of the cart going to the checkout", () => {
    const cart = cartWith(
      [
        { id: 1, item_id: 10, quantity: 2 },
        { id: 2, item_id: 10, quantity: 1 },
      ],
      [{ id: 3, pizza_id: 5, quantity: 1 }],
    );
    expect(cartParams(cart)).toEqual({
      content_type: "product",
      content_ids: ["item-10", "pizza-5"],
      contents: [
        { id: "item-10", quantity: 2 },
        { id: "item-10", quantity: 1 },
        { id: "pizza-5", quantity: 1 },
      ],
      num_items: 4,
    });
  });

  it("Purchase: the order's total, id and lines", () => {
    const order = {
      id: 42,
      items: [
        { item_id: 10, quantity: 2 },
        { item_id: 10, quantity: 1 },
      ],
      pizzas: [{ pizza_id: 5, quantity: 1 }],
      summary: { total: 12_990 },
    } as unknown as Order;
    expect(purchaseParams(order)).toEqual({
      value: 12_990,
      order_id: "42",
      content_type: "product",
      content_ids: ["item-10", "pizza-5"],
      contents: [
        { id: "item-10", quantity: 2 },
        { id: "item-10", quantity: 1 },
        { id: "pizza-5", quantity: 1 },
      ],
      num_items: 4,
    });
  });
});

describe("trackEvent", () => {
  const CONVERTING: AnalyticsSettings = {
    facebook: [pixel("100000000000001", true, { add_to_cart: true, purchase: false })],
    ga4: [],
  };

  function contextWith(
    settings: AnalyticsSettings | null,
    send: Mock = vi.fn(async (..._args: unknown[]) => ({ ok: true, data: null })),
  ) {
    const pending: Array<Promise<unknown>> = [];
    const context = {
      env: {},
      api: { send },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      store: {
        slug: "sabor-da-casa-porto-alegre",
        loadMerchant: async () => ({
          accessToken: "token-1",
          analyticsSettings: settings,
          tropicalization: { currency: "BRL" },
        }),
      },
    } as unknown as AppLoadContext;
    // The event settles first, then the conversion it sent (waitUntil is called again meanwhile).
    const settle = async () => {
      for (let seen = -1; seen !== pending.length;) {
        seen = pending.length;
        await Promise.all(pending);
      }
    };
    return { context, send, settle };
  }
  const FBP = "_fbp=fb.1.1764165600000.1116446470";
  const request = new Request("https://loja.test/sabor-da-casa-porto-alegre", {
    headers: { Cookie: `${FBP}; ${PORTO_YES}` },
  });

  it("posts the event after the response (waitUntil), with an id of time plus random, the currency and the cookies", async () => {
    const { context, send, settle } = contextWith(CONVERTING);
    const params = vi.fn(() => ({ value: 3290, content_ids: ["item-1"] }));
    trackEvent(context, request, "AddToCart", params);
    expect(send).not.toHaveBeenCalled();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    const [method, path, token, , body] = send.mock.calls[0]!;
    expect([method, path, token]).toEqual(["POST", "/sabor-da-casa-porto-alegre/facebook_pixel", "token-1"]);
    expect(body).toEqual({
      event_id: expect.stringMatching(EVENT_ID_PATTERN),
      event_name: "AddToCart",
      event_params: { value: 3290, content_ids: ["item-1"], currency: "BRL" },
      fbp: "fb.1.1764165600000.1116446470",
      fbc: null,
      user_data: {},
      event_source_url: "https://loja.test/sabor-da-casa-porto-alegre",
    });
  });

  it("sends nothing (and works out nothing) when nothing takes the event", async () => {
    const cases: Array<[AnalyticsSettings | null, FacebookPixelEventName]> = [
      [CONVERTING, "Purchase"],
      [null, "AddToCart"],
    ];
    for (const [settings, name] of cases) {
      const { context, send, settle } = contextWith(settings);
      const params = vi.fn(() => ({}));
      trackEvent(context, request, name, params);
      await settle();
      expect(send).not.toHaveBeenCalled();
      expect(params).not.toHaveBeenCalled();
    }
  });

  it("tells an action whether the event would be taken, before it reads what only the event needs", async () => {
    const yes = new Request("https://loja.test/sabor-da-casa-porto-alegre", { headers: { Cookie: PORTO_YES } });
    const no = new Request("https://loja.test/sabor-da-casa-porto-alegre", { headers: { Cookie: PORTO_NO } });
    const taking = { facebook: [pixel("100000000000001", true, { remove_from_cart: true })], ga4: [] };
    const notTaking = { facebook: [pixel("100000000000001", true, { remove_from_cart: false })], ga4: [] };
    expect(await eventTaken(contextWith(taking).context, yes, "RemoveFromCart")).toBe(true);
    expect(await eventTaken(contextWith(taking).context, no, "RemoveFromCart")).toBe(false);
    expect(await eventTaken(contextWith(notTaking).context, yes, "RemoveFromCart")).toBe(false);
    expect(await eventTaken(contextWith(null).context, yes, "RemoveFromCart")).toBe(false);
  });

  it("works out asynchronous data (a cart read) only when the event is taken", async () => {
    const { context, send, settle } = contextWith({
      facebook: [pixel("100000000000001", true, { initiate_checkout: true })],
      ga4: [],
    });
    trackEvent(context, request, "InitiateCheckout", async () => ({ content_ids: ["item-10"] }));
    await settle();
    expect(send.mock.calls[0]![4]).toMatchObject({
      event_name: "InitiateCheckout",
      event_params: { content_ids: ["item-10"], currency: "BRL" },
    });
  });

  it("sends nothing (and works out nothing) for a visitor who has not said yes to the store's analytics (decision 039)", async () => {
    const declined = `${FBP}; ${PORTO_NO}`;
    const elsewhere = `${FBP}; ${BELLA_YES}`;
    for (const cookie of [FBP, declined, elsewhere]) {
      const { context, send, settle } = contextWith(CONVERTING);
      const params = vi.fn(() => ({}));
      trackEvent(
        context,
        new Request("https://loja.test/sabor-da-casa-porto-alegre", { headers: { Cookie: cookie } }),
        "AddToCart",
        params,
      );
      await settle();
      expect(send).not.toHaveBeenCalled();
      expect(params).not.toHaveBeenCalled();
    }
  });

  it("only logs a refusal or a failure, never throws to the customer's request", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = contextWith(
      CONVERTING,
      vi.fn(async () => ({ ok: false, status: 404, error: { code: "NOT_FOUND", message: "" } })),
    );
    expect(() => trackEvent(refused.context, request, "AddToCart", () => ({}))).not.toThrow();
    await refused.settle();
    const failing = contextWith(
      CONVERTING,
      vi.fn(async () => Promise.reject(new Error("boom"))),
    );
    trackEvent(failing.context, request, "AddToCart", () => ({}));
    await failing.settle();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      "[analytics] AddToCart of sabor-da-casa-porto-alegre not recorded: 404 NOT_FOUND",
      "[analytics] AddToCart of sabor-da-casa-porto-alegre not recorded: Error: boom",
    ]);
  });

  it("without waitUntil (a test, another host) it still runs, on its own", async () => {
    const send = vi.fn(async () => ({ ok: true, data: null }));
    const context = {
      env: {},
      api: { send },
      store: {
        slug: "loja",
        loadMerchant: async () => ({
          accessToken: "t",
          analyticsSettings: CONVERTING,
          tropicalization: { currency: "BRL" },
        }),
      },
    } as unknown as AppLoadContext;
    trackEvent(context, new Request("https://loja.test/", { headers: { Cookie: LOJA_YES } }), "AddToCart", () => ({}));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});

describe("leaveAnalyticsBehind: a payment step is a document of its own", () => {
  const WITH: AnalyticsSettings = { facebook: [pixel("100000000000001", false)], ga4: ga4("G-COMANDA0001") };
  const contextOf = (settings: AnalyticsSettings | null, dataRequest = true) =>
    ({
      store: { loadMerchant: async () => ({ slug: "porto", analyticsSettings: settings }) },
      page: { dataRequest },
    }) as unknown as AppLoadContext;
  const yes = SHORT_YES;
  const get = (path: string, referer?: string, cookie = yes) =>
    new Request(`https://loja.test${path}`, {
      headers: { Cookie: cookie, ...(referer ? { Referer: `https://loja.test${referer}` } : {}) },
    });

  it("turns a client-side navigation from the cart into the checkout into a document load", async () => {
    const thrown = await leaveAnalyticsBehind(
      contextOf(WITH),
      get("/porto/checkout.data?_routes=routes%2F(%24slug).checkout", "/porto/cart"),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/porto/checkout");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    // Same on a custom domain, with the page's query, for the saved cards and the repayment.
    for (const [path, to] of [
      ["/checkout.data", "/checkout"],
      ["/porto/profile/cards.data", "/porto/profile/cards"],
      ["/porto/payments/repayment.data?order=7", "/porto/payments/repayment?order=7"],
    ]) {
      const redirect = (await leaveAnalyticsBehind(contextOf(WITH), get(path!, "/porto")).catch(
        (error: unknown) => error,
      )) as Response;
      expect(redirect.headers.get("Location")).toBe(to);
    }
  });

  it("lets through a document request, a revalidation of the payment page, and a merchant without analytics", async () => {
    await expect(
      leaveAnalyticsBehind(contextOf(WITH, false), get("/porto/checkout", "/porto/cart")),
    ).resolves.toBeUndefined();
    await expect(
      leaveAnalyticsBehind(contextOf(WITH), get("/porto/checkout.data", "/porto/checkout")),
    ).resolves.toBeUndefined();
    await expect(
      leaveAnalyticsBehind(
        contextOf(WITH),
        get("/porto/payments/repayment.data?order=7", "/porto/payments/repayment?order=7"),
      ),
    ).resolves.toBeUndefined();
    await expect(
      leaveAnalyticsBehind(contextOf({ facebook: [], ga4: [] }), get("/porto/checkout.data", "/porto/cart")),
    ).resolves.toBeUndefined();
    await expect(
      leaveAnalyticsBehind(contextOf(null), get("/porto/checkout.data", "/porto/cart")),
    ).resolves.toBeUndefined();
    // Without the visitor's yes the scripts never ran: no reload.
    await expect(
      leaveAnalyticsBehind(contextOf(WITH), get("/porto/checkout.data", "/porto/cart", "")),
    ).resolves.toBeUndefined();
    await expect(
      leaveAnalyticsBehind(contextOf(WITH), get("/porto/checkout.data", "/porto/cart", SHORT_NO)),
    ).resolves.toBeUndefined();
  });
});

describe("the store's events in the browser (decision 076)", () => {
  const ALL: AnalyticsSettings = {
    facebook: [pixel("100000000000001", true, { add_to_cart: true })],
    ga4: ga4("G-COMANDA0001"),
  };

  it("adds the platform's GA4 id and the store's Tag Manager only to a store with analytics of its own", () => {
    const platform = { defaultGa4: "G-COMANDAPLAT", gtm: "gtm-abc1234" };
    expect(analyticsTags(ALL, platform)).toEqual({
      ga4: ["G-COMANDA0001", "G-COMANDAPLAT"],
      pixels: ["100000000000001"],
      gtm: "GTM-ABC1234",
    });
    expect(analyticsTags({ facebook: [], ga4: [] }, platform)).toBeNull();
    expect(analyticsTags(ALL, { defaultGa4: "UA-1-1", gtm: "<script>" })).toEqual({
      ga4: ["G-COMANDA0001"],
      pixels: ["100000000000001"],
      gtm: null,
    });
  });

  it("queues the event for the browser under the conversion's id, the value in units, with GA4's name", async () => {
    const send = vi.fn(async (..._args: unknown[]) => ({ ok: true, data: null }));
    const queue = createAnalyticsEventQueue();
    const context = {
      env: {},
      api: { send },
      analyticsEvents: queue,
      waitUntil: () => {},
      store: {
        slug: "sabor-da-casa-porto-alegre",
        loadMerchant: async () => ({ accessToken: "t", analyticsSettings: ALL, tropicalization: { currency: "BRL" } }),
      },
    } as unknown as AppLoadContext;
    const request = new Request("https://loja.test/sabor-da-casa-porto-alegre", { headers: { Cookie: PORTO_YES } });
    trackEvent(context, request, "AddToCart", () => ({ value: 3290, contents: [{ id: "item-1", quantity: 1 }] }));
    const [event] = await queue.take();
    expect(event).toEqual({
      n: "AddToCart",
      id: expect.stringMatching(EVENT_ID_PATTERN),
      f: ["100000000000001"],
      p: { value: 32.9, currency: "BRL", contents: [{ id: "item-1", quantity: 1 }] },
      g: "add_to_cart",
      q: { currency: "BRL", value: 32.9, items: [{ item_id: "item-1", quantity: 1 }] },
    });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect((send.mock.calls[0]![4] as { event_id: string }).event_id).toBe(event!.id);
    expect(await queue.take()).toEqual([]);
    // Without a yes, nothing at all.
    trackEvent(
      context,
      new Request("https://loja.test/sabor-da-casa-porto-alegre", { headers: { Cookie: PORTO_NO } }),
      "AddToCart",
      () => ({}),
    );
    expect(await queue.take()).toEqual([]);
  });

  it("hashes the e-mail, phone and visitor id as Meta requires", async () => {
    const request = new Request("https://loja.test/", {
      headers: { "CF-Connecting-IP": "203.0.113.9", "User-Agent": "UA" },
    });
    const data = await conversionUserData(request, "visitor-1", {
      email: " Maria@Example.com ",
      phone: "+55 (51) 99876-5432",
    });
    const sha = async (text: string) =>
      Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (byte) =>
        byte.toString(16).padStart(2, "0"),
      ).join("");
    expect(data).toEqual({
      em: await sha("maria@example.com"),
      ph: await sha("5551998765432"),
      external_id: await sha("visitor-1"),
      client_ip_address: "203.0.113.9",
      client_user_agent: "UA",
    });
  });

  it("sends the events in a header to a page that runs the analytics, and keeps those of a payment step for later", () => {
    const event = { n: "Purchase", id: "1764165600000.abcdefghij", f: [], p: {}, g: "purchase", q: {} } as BrowserEvent;
    const data: Record<string, unknown> = {};
    const session = {
      get: (key: string) => data[key],
      set: (key: string, value: unknown) => void (data[key] = value),
      unset: (key: string) => void delete data[key],
    } as unknown as MerchantSession;
    const from = (referer: string) =>
      new Request("https://loja.test/porto/x.data", {
        headers: { Referer: `https://loja.test${referer}`, "Sec-Fetch-Mode": "cors" },
      });
    expect(
      routeBrowserEvents(from("/porto/checkout"), { html: false, documentHadAnalytics: false }, session, [event]),
    ).toBeNull();
    expect(JSON.parse(String(data.analyticsPending))).toEqual([event]);
    const header = routeBrowserEvents(
      from("/porto/orders/1"),
      { html: false, documentHadAnalytics: false },
      session,
      [],
    );
    expect(JSON.parse(decodeURIComponent(header!))).toEqual([event]);
    expect(data.analyticsPending).toBeUndefined();
    expect(takeKept(session)).toEqual([]);
  });
});
