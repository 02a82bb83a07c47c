import { describe, expect, test } from "vitest";
import { callLabel, createServerTiming, timingLabel } from "./server-timing.server";

/** A clock the test moves by hand. */
function manualClock() {
  let time = 1000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createServerTiming", () => {
  test("names each upstream call with its duration and each cache hit, then the total", () => {
    const clock = manualClock();
    const timing = createServerTiming(clock.now);
    const menu = timing.start("menu");
    const styles = timing.start("stylizations");
    clock.advance(3);
    styles.end("hit");
    clock.advance(9);
    menu.end("api");
    expect(timing.header()).toBe('api;desc="menu";dur=12, cache;desc="hit stylizations";dur=3, total;dur=12');
    expect(timing.upstreamCalls()).toBe(1);
  });

  test("a cache miss is not an entry (its call has its own) and a running call shows as pending", () => {
    const clock = manualClock();
    const timing = createServerTiming(clock.now);
    timing.start("banners").end("miss");
    timing.start("banners");
    expect(timing.header()).toBe('pending;desc="banners", total;dur=0');
    // Pending calls count: the header never says a page cost less than it started.
    expect(timing.upstreamCalls()).toBe(1);
  });

  test("a span ends once", () => {
    const clock = manualClock();
    const timing = createServerTiming(clock.now);
    const span = timing.start("menu");
    span.end("hit");
    clock.advance(50);
    span.end("api");
    expect(timing.header()).toBe('cache;desc="hit menu";dur=0, total;dur=50');
  });

  test("a request without calls still gets a header (every document and data response has one)", () => {
    expect(createServerTiming(() => 0).header()).toBe("total;dur=0");
  });

  test("the header is bounded", () => {
    const timing = createServerTiming(() => 0);
    for (let index = 0; index < 100; index += 1) timing.start("menu").end("api");
    const entries = timing.header().split(", ");
    expect(entries).toHaveLength(42);
    expect(entries.at(-2)).toBe('more;desc="60 more"');
  });
});

describe("labels never carry what a path or a header might", () => {
  test("quotes, separators and control characters cannot break out of desc", () => {
    expect(timingLabel('menu";dur=1, evil;desc="x')).toBe("menudur1 evildescx");
    expect(timingLabel("a\r\nSet-Cookie: x")).toBe("aSet-Cookie x");
    expect(timingLabel("")).toBe("call");
    expect(timingLabel("x".repeat(100))).toHaveLength(40);
  });

  test("a call's label drops the slug, guids, ids, tokens and the query", () => {
    expect(callLabel("GET", "/bella-napoli/carts/3f2a9c1e0b7d4e55a1b2c3d4e5f60718")).toBe("GET carts/*");
    expect(callLabel("POST", "/bella-napoli/carts/3f2a9c1e/items/12")).toBe("POST carts/*/items/*");
    expect(callLabel("GET", "/bella-napoli/carts/abc/validate?origin=WEB&token=secret")).toBe("GET carts/*/validate");
    expect(callLabel("GET", "/bella-napoli/delivery_areas")).toBe("GET delivery_areas");
    expect(callLabel("GET", "/hosts/eyJhbGciOiJIUzI1NiJ9.payload.sig")).toBe("GET *");
  });
});
