import { describe, expect, it } from "vitest";
import { arrivedIds, presentAlerts } from "./console-alerts";

describe("which waiting orders are news", () => {
  it("takes a PIX paid while a newer order waits: its id is lower than the newest, and still news", () => {
    const seen = new Set([41]);
    expect(arrivedIds(seen, [39, 41])).toEqual([39]);
  });

  it("says nothing of ids already seen, nor of those there when the page opened", () => {
    expect(arrivedIds(new Set([39, 41]), [39, 41])).toEqual([]);
    expect(arrivedIds(new Set([39, 41]), [41])).toEqual([]);
    expect(arrivedIds(null, [39, 41])).toEqual([]);
  });

  it("takes the first order after an empty inbox, and several at once in order", () => {
    expect(arrivedIds(new Set(), [12])).toEqual([12]);
    expect(arrivedIds(new Set([10]), [10, 11, 12])).toEqual([11, 12]);
  });
});

describe("the alert bar's data", () => {
  it("counts the oldest's wait in whole minutes, never below zero", () => {
    const now = new Date("2026-12-07T21:30:00.000Z");
    expect(
      presentAlerts(
        { waiting: 2, waiting_ids: [5, 6], oldest_waiting_at: "2026-12-07T21:17:40.000Z", auto_accepted_ids: [4] },
        now,
      ),
    ).toEqual({ count: 2, ids: [5, 6], oldestMinutes: 12, autoAccepted: [4] });
    expect(
      presentAlerts(
        { waiting: 1, waiting_ids: [7], oldest_waiting_at: "2026-12-07T21:30:05.000Z", auto_accepted_ids: [] },
        now,
      ).oldestMinutes,
    ).toBe(0);
    expect(
      presentAlerts({ waiting: 0, waiting_ids: [], oldest_waiting_at: null, auto_accepted_ids: [] }, now).oldestMinutes,
    ).toBeNull();
  });
});
