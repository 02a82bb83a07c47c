import { describe, expect, it, vi } from "vitest";
import { sentryCaptures } from "../../../tests/support/sentry";
import {
  PAGE_LOAD_SCRIPT,
  SAMPLE_PAGE_LOAD_HEADER,
  measuresPageLoad,
  samplesPageLoad,
} from "./page-load-sampler.server";
import { pageLoadResponse } from "./error-reporting.server";

const captured = sentryCaptures().events;

describe("samplesPageLoad: 5 % of visits, single-segment paths only", () => {
  it("measures a store's menu in 5 % of visits", () => {
    expect(samplesPageLoad("/bella-napoli", 0)).toBe(true);
    expect(samplesPageLoad("/bella-napoli", 0.0499)).toBe(true);
    expect(samplesPageLoad("/bella-napoli/", 0.01)).toBe(true);
    expect(samplesPageLoad("/bella-napoli", 0.05)).toBe(false);
    expect(samplesPageLoad("/bella-napoli", 0.9)).toBe(false);
  });

  it("never measures a path of no or several segments", () => {
    for (const path of ["/", "/bella-napoli/cart", "/bella-napoli/checkout", "/bella-napoli/orders/12", "//x"]) {
      expect(samplesPageLoad(path, 0), path).toBe(false);
    }
  });

  it("about one visit in twenty, over many", () => {
    let sampled = 0;
    for (let visit = 0; visit < 10_000; visit += 1)
      if (samplesPageLoad("/bella-napoli", (visit + 0.5) / 10_000)) sampled += 1;
    expect(sampled).toBe(500);
  });
});

describe("measuresPageLoad", () => {
  const menu = (headers: Record<string, string> = {}) =>
    new Request("https://loja.test/bella-napoli?q=joana%40example.com", { headers });
  const REPORTING = { SENTRY_DSN: "https://key@tracker.test/1" };

  it("only where errors are reported, on a page that rendered", () => {
    expect(measuresPageLoad(menu(), REPORTING, 200, 0.01)).toBe(true);
    expect(measuresPageLoad(menu(), {}, 200, 0.01)).toBe(false);
    expect(measuresPageLoad(menu(), REPORTING, 404, 0.01)).toBe(false);
    expect(measuresPageLoad(menu(), REPORTING, 200, 0.5)).toBe(false);
  });

  it("a test may ask for the measurement, only against the sandbox tracker", () => {
    const asking = menu({ [SAMPLE_PAGE_LOAD_HEADER]: "1" });
    expect(measuresPageLoad(asking, { ...REPORTING, ERROR_TRACKER_SANDBOX: "1" }, 200, 0.99)).toBe(true);
    expect(measuresPageLoad(asking, REPORTING, 200, 0.99)).toBe(false);
    expect(
      measuresPageLoad(
        new Request("https://loja.test/bella-napoli/cart", asking),
        { ...REPORTING, ERROR_TRACKER_SANDBOX: "1" },
        200,
        0,
      ),
    ).toBe(false);
  });
});

describe("PAGE_LOAD_SCRIPT", () => {
  function runPage(readyState = "loading") {
    const listeners: Record<string, () => void> = {};
    const timers: Array<() => void> = [];
    const history = { scrollRestoration: "manual" };
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve());
    const performance = {
      now: () => 1234.4,
      getEntriesByType: (type: string) =>
        type === "navigation" ? [{ responseStart: 180.2, domContentLoadedEventEnd: 640.9, loadEventEnd: 0 }] : [],
      getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{ startTime: 512.6 }] : []),
    };
    class PerformanceObserver {
      constructor(private callback: (list: { getEntries: () => Array<{ startTime: number }> }) => void) {}
      observe() {
        this.callback({ getEntries: () => [{ startTime: 700 }, { startTime: 810.3 }] });
      }
    }
    const window = {
      history,
      performance,
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    };
    const current = { remove: vi.fn() };
    new Function("window", "document", "location", "fetch", "setTimeout", "PerformanceObserver", PAGE_LOAD_SCRIPT)(
      window,
      { currentScript: current, readyState },
      { pathname: "/bella-napoli", search: "?q=joana%40example.com" },
      fetch,
      (callback: () => void) => timers.push(callback),
      PerformanceObserver,
    );
    const tick = (times = 1) => {
      for (let i = 0; i < times && timers.length > 0; i += 1) timers.shift()!();
    };
    return { listeners, timers, history, fetch, current, tick };
  }

  it("waits for the load and for hydration, then posts the path and the timings, numbers only, once", () => {
    const page = runPage();
    expect(page.current.remove).toHaveBeenCalled();
    // A reload keeps the entry's "manual": set back, so that only this page's hydration sets it again.
    expect(page.history.scrollRestoration).toBe("auto");
    page.listeners.load!();
    page.tick(5);
    expect(page.fetch).not.toHaveBeenCalled();
    page.history.scrollRestoration = "manual";
    page.tick(3);
    expect(page.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = page.fetch.mock.calls[0]!;
    expect(url).toBe("/_performance");
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
    expect(JSON.parse(String(init.body))).toEqual({
      path: "/bella-napoli",
      ttfb: 180,
      fcp: 513,
      lcp: 810,
      dcl: 641,
      load: null,
      interactive: 1234,
    });
    expect(page.timers).toHaveLength(0);
  });

  it("gives up on a page that never hydrates", () => {
    const page = runPage("complete");
    page.tick(10_000);
    expect(page.fetch).not.toHaveBeenCalled();
  });
});

describe("pageLoadResponse", () => {
  const post = (body: unknown) =>
    new Request("https://loja.test/_performance", { method: "POST", body: JSON.stringify(body) });
  const REPORT = { path: "/bella-napoli", ttfb: 180, fcp: 513, lcp: 810, dcl: 641, load: null, interactive: 1234 };

  it("reports a page-load transaction named by the path, the timings as measurements", async () => {
    expect((await pageLoadResponse(post(REPORT))).status).toBe(204);
    const event = captured[0] as { measurements: object; timestamp: number; start_timestamp: number };
    expect(event).toMatchObject({
      type: "transaction",
      transaction: "/bella-napoli",
      contexts: { trace: { op: "pageload" } },
      measurements: {
        ttfb: { value: 180, unit: "millisecond" },
        lcp: { value: 810, unit: "millisecond" },
        interactive: { value: 1234, unit: "millisecond" },
      },
    });
    expect(event.measurements).not.toHaveProperty("load");
    expect(event.timestamp - event.start_timestamp).toBeCloseTo(1.234, 3);
  });

  it("refuses anything but numbers and a single-segment path: no query, no text, nothing else", async () => {
    for (const body of [
      { ...REPORT, path: "/bella-napoli?email=joana@example.com" },
      { ...REPORT, path: "/bella-napoli/orders/12" },
      { ...REPORT, ttfb: "joana@example.com" },
      { ...REPORT, name: "Joana" },
      "not json",
    ]) {
      expect((await pageLoadResponse(post(body))).status).toBe(400);
    }
    expect(captured).toEqual([]);
  });
});
