// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

// The script that names the page's code back after the first paint (decision 019), run in a DOM:
// a few links per task, then the module script.

const NONCE = "n0nce==";
const preloads = Array.from({ length: 9 }, (_, index) => `<link rel="modulepreload" href="/build/${index}.js"/>`).join(
  "",
);
const page =
  '<html><head><link rel="preload" as="fetch" href="/locales/pt-BR.1.json" id="translations"/></head>' +
  `<body><p>Olá</p>${preloads}<script nonce="${NONCE}" type="module" async=""></script><p id="after">fim</p></body></html>`;

async function served(): Promise<string> {
  return new Response(new Response(page).body!.pipeThrough(scriptsAfterFirstPaint(NONCE))).text();
}

/** Puts the served body in the document and runs its inline naming script as the parser would. */
async function load() {
  const html = await served();
  document.head.innerHTML = /<head>(.*)<\/head>/.exec(html)![1]!;
  document.body.innerHTML = /<body>(.*)<\/body>/
    .exec(html)![1]!
    .replace(/<script nonce="[^"]+">\(function\(s\).*?<\/script>/, "");
  const source = /<script nonce="[^"]+">(\(function\(s\).*?)<\/script>/.exec(html)![1]!;
  const element = document.createElement("script");
  document.body.appendChild(element);
  new Function("currentScript", source.replace("(document.currentScript)", "(currentScript)"))(element);
  return element;
}

const named = () => document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').length;
const waiting = () => document.querySelectorAll('link[rel^="x-later-"]').length;
const moduleScript = () => document.querySelector(`script[nonce="${NONCE}"]`) as HTMLScriptElement;

describe("the script that names the page's code back", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
  });

  it("waits for the first paint, then gives back four links per task and the module script last, in place", async () => {
    const naming = await load();
    expect(naming.isConnected).toBe(false);
    expect(waiting()).toBe(10);

    vi.advanceTimersToNextFrame();
    expect(waiting()).toBe(10);
    // (A timer set while the fake clock runs one is due 1 ms later at the earliest.)
    vi.advanceTimersByTime(1);
    // The texts' preload first (document order), then the code's.
    expect(document.querySelector("#translations")!.getAttribute("rel")).toBe("preload");
    expect(named()).toBe(4);
    expect(moduleScript().type).toBe("x-later-module");

    vi.advanceTimersByTime(1);
    expect(named()).toBe(8);
    vi.advanceTimersByTime(1);
    expect(named()).toBe(10);
    expect(waiting()).toBe(0);
    expect(moduleScript().type).toBe("module");
    expect(moduleScript().nextElementSibling?.id).toBe("after");
  });

  describe("where the browser reports its paints (Paint Timing)", () => {
    let deliver: ((names: string[]) => void) | null = null;
    beforeEach(() => {
      deliver = null;
      class FakePaintObserver {
        static supportedEntryTypes = ["paint", "navigation"];
        constructor(
          private readonly callback: (
            list: { getEntriesByName: (name: string) => unknown[] },
            observer: FakePaintObserver,
          ) => void,
        ) {}
        observe() {
          deliver = (names) =>
            this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
        }
        disconnect() {
          deliver = null;
        }
      }
      vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("waits until the first contentful paint is on screen, not only for the next frame", async () => {
      await load();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(waiting()).toBe(10);
      // A paint with nothing in it yet (the background) is not the page shown.
      deliver!(["first-paint"]);
      vi.advanceTimersByTime(1);
      expect(waiting()).toBe(10);

      deliver!(["first-contentful-paint"]);
      vi.advanceTimersByTime(0);
      expect(named()).toBe(4);
      vi.advanceTimersByTime(2);
      expect(waiting()).toBe(0);
      expect(moduleScript().type).toBe("module");
      expect(deliver).toBeNull();
    });

    it("goes on after 3 s when no content is painted", async () => {
      await load();
      vi.advanceTimersByTime(2999);
      expect(waiting()).toBe(10);
      vi.advanceTimersByTime(4);
      expect(waiting()).toBe(0);
      expect(moduleScript().type).toBe("module");
    });
  });

  it("gives everything back at once in a hidden tab (its timers run once a second)", async () => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    await load();
    expect(waiting()).toBe(0);
    expect(named()).toBe(10);
    expect(moduleScript().type).toBe("module");
  });
});
