import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PING_MS, RECONNECT_DELAYS_MS, SAFETY_REVALIDATION_MS, openLiveUpdates } from "./live-socket";

/** A socket the test drives: what the page sent, and the server's side (hello, events, drops). */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
    // The live object answers pings itself.
    if (data === "ping" && this.answersPings) this.receive("pong");
  }
  answersPings = true;
  close() {
    this.readyState = 3;
  }
  receive(message: unknown) {
    this.readyState = 1;
    this.dispatchEvent(
      new MessageEvent("message", { data: typeof message === "string" ? message : JSON.stringify(message) }),
    );
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new Event("close"));
  }
}

const latest = () => FakeSocket.made.at(-1)!;
let reads = 0;
let page: EventTarget & { visibilityState: DocumentVisibilityState };
let browser: EventTarget;
let live: { stop(): void };

function start() {
  live = openLiveUpdates({
    url: "ws://loja.test/_console/pizzaria/live",
    onChange: () => (reads += 1),
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    window: Object.assign(browser, { setTimeout, clearTimeout, setInterval, clearInterval }) as never,
    document: page as never,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  reads = 0;
  page = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  browser = new EventTarget();
  start();
});

afterEach(() => {
  live.stop();
  vi.useRealTimers();
});

describe("openLiveUpdates", () => {
  it("reads once when it connects and once per event, and never between events", () => {
    expect(latest().url).toBe("ws://loja.test/_console/pizzaria/live");
    latest().receive({ type: "hello", seq: 7, missed: false });
    expect(reads).toBe(1);
    vi.advanceTimersByTime(SAFETY_REVALIDATION_MS * 3);
    expect(reads).toBe(1);
    latest().receive({ type: "event", seq: 8, kind: "placed", order_id: 1, status: "WAITING_CONFIRMATION" });
    latest().receive({ type: "event", seq: 9, kind: "moved", order_id: 1, status: "CONFIRMED" });
    expect(reads).toBe(3);
  });

  it("comes back after a drop with backoff and its cursor, and reads only if it missed something", () => {
    latest().receive({ type: "hello", seq: 7, missed: false });
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]! - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest().url).toBe("ws://loja.test/_console/pizzaria/live?since=7");
    // Refused again: the next wait is longer.
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1]! - 1);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    latest().receive({ type: "hello", seq: 7, missed: false });
    expect(reads).toBe(1);
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    latest().receive({ type: "hello", seq: 9, missed: true });
    expect(reads).toBe(2);
  });

  it("reads at the safety interval only while the socket is down", () => {
    latest().receive({ type: "hello", seq: 1, missed: false });
    latest().drop();
    // The server stays away.
    for (let step = 0; step < 20; step += 1) {
      vi.advanceTimersByTime(RECONNECT_DELAYS_MS.at(-1)!);
      latest().drop();
    }
    expect(reads).toBe(1 + Math.floor((RECONNECT_DELAYS_MS.at(-1)! * 20) / SAFETY_REVALIDATION_MS));
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS.at(-1)!);
    latest().receive({ type: "hello", seq: 1, missed: false });
    const before = reads;
    vi.advanceTimersByTime(SAFETY_REVALIDATION_MS * 2);
    expect(reads).toBe(before);
  });

  it("asks at once when the tablet wakes or comes online: a live socket sends its cursor, a dead one is replaced", () => {
    latest().receive({ type: "hello", seq: 4, missed: false });
    page.dispatchEvent(new Event("visibilitychange"));
    expect(JSON.parse(latest().sent.at(-1)!)).toEqual({ type: "resume", since: 4 });
    latest().receive({ type: "hello", seq: 6, missed: true });
    expect(reads).toBe(2);

    browser.dispatchEvent(new Event("offline"));
    expect(FakeSocket.made).toHaveLength(1);
    browser.dispatchEvent(new Event("online"));
    expect(FakeSocket.made).toHaveLength(2);
    expect(latest().url).toBe("ws://loja.test/_console/pizzaria/live?since=6");
  });

  it("takes a socket that stops answering its pings as dropped", () => {
    latest().receive({ type: "hello", seq: 1, missed: false });
    vi.advanceTimersByTime(PING_MS);
    expect(latest().sent).toEqual(["ping"]);
    latest().answersPings = false;
    vi.advanceTimersByTime(PING_MS);
    expect(latest().sent).toEqual(["ping", "ping"]);
    vi.advanceTimersByTime(PING_MS);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it("stops for good", () => {
    latest().receive({ type: "hello", seq: 1, missed: false });
    live.stop();
    latest().drop();
    vi.advanceTimersByTime(SAFETY_REVALIDATION_MS);
    expect(FakeSocket.made).toHaveLength(1);
    expect(reads).toBe(1);
  });
});
