import { describe, expect, it } from "vitest";
import { RING_SIZE, appendEvents, missedSince, parseChannel } from "./ring";

const placed = (order_id: number) => ({ kind: "placed" as const, order_id, status: "WAITING_CONFIRMATION" });

describe("the live ring", () => {
  it("numbers events after the cursor and keeps the latest RING_SIZE", () => {
    let state = { ring: appendEvents([], 0, [placed(1)]).ring, seq: 1 };
    for (let id = 2; id <= RING_SIZE + 5; id += 1) state = appendEvents(state.ring, state.seq, [placed(id)]);
    expect(state.seq).toBe(RING_SIZE + 5);
    expect(state.ring).toHaveLength(RING_SIZE);
    expect(state.ring[0]).toMatchObject({ seq: 6, order_id: 6 });
  });

  it("says a screen missed an event of its channel only", () => {
    const { ring, seq } = appendEvents([], 10, [placed(1), placed(2)]);
    expect(missedSince(ring, seq, "console", 10)).toBe(true);
    expect(missedSince(ring, seq, "console", 12)).toBe(false);
    expect(missedSince(ring, seq, "order:2", 11)).toBe(true);
    expect(missedSince(ring, seq, "order:1", 11)).toBe(false);
    expect(missedSince(ring, seq, "order:3", 10)).toBe(false);
    // A fresh page has nothing to catch up; a cursor older than the ring or ahead of it reads again.
    expect(missedSince(ring, seq, "order:3", null)).toBe(false);
    expect(missedSince(ring, seq, "order:3", 5)).toBe(true);
    expect(missedSince(ring, seq, "console", 40)).toBe(true);
  });

  it("reads only the console and an order's channel", () => {
    expect(parseChannel("console")).toBe("console");
    expect(parseChannel("order:42")).toBe("order:42");
    expect(parseChannel("order:0")).toBeNull();
    expect(parseChannel("order:*")).toBeNull();
    expect(parseChannel(null)).toBeNull();
  });
});
