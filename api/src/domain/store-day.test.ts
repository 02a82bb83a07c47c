import { describe, expect, it } from "vitest";
import { endOfStoreDay, pauseRefusal } from "./store-day";

describe("endOfStoreDay", () => {
  it("is the next 05:00 in the store's zone: the same night past midnight, the next morning in the evening", () => {
    // 23:30 and 02:00 in São Paulo (UTC-3) both end at 05:00 local, 08:00 UTC.
    expect(endOfStoreDay(new Date("2026-11-26T02:30:00Z"), "America/Sao_Paulo").toISOString()).toBe(
      "2026-11-26T08:00:00.000Z",
    );
    expect(endOfStoreDay(new Date("2026-11-26T05:00:00Z"), "America/Sao_Paulo").toISOString()).toBe(
      "2026-11-26T08:00:00.000Z",
    );
    // 05:00 exactly is already the next day's.
    expect(endOfStoreDay(new Date("2026-11-26T08:00:00Z"), "America/Sao_Paulo").toISOString()).toBe(
      "2026-11-27T08:00:00.000Z",
    );
    expect(endOfStoreDay(new Date("2026-11-25T23:00:00Z"), "America/Mexico_City").toISOString()).toBe(
      "2026-11-26T11:00:00.000Z",
    );
  });
});

describe("pauseRefusal", () => {
  const pause = { pausedUntil: "2026-11-25T23:15:00.000Z", pauseReason: "KITCHEN" as const };
  it("refuses an order for now, and one scheduled inside the pause; passes one scheduled after it", () => {
    expect(pauseRefusal(pause, null)?.code).toBe("MERCHANT_PAUSED");
    expect(pauseRefusal(pause, "2026-11-25T23:10:00Z")?.code).toBe("MERCHANT_PAUSED");
    expect(pauseRefusal(pause, "2026-11-25T23:30:00Z")).toBeNull();
    expect(pauseRefusal(null, null)).toBeNull();
  });
});
