import { describe, expect, it } from "vitest";
import { ACCOUNT_AND_IP_LIMITS, ACCOUNT_LIMITS, MERCHANT_AND_IP_LIMITS, secondsToWait } from "./login-limits";

const minute = { failures: 5, windowSeconds: 60 };
const quarter = { failures: 10, windowSeconds: 900 };

describe("secondsToWait", () => {
  it("lets an attempt within every limit through, the last allowed failure included", () => {
    expect(secondsToWait([], 1000)).toBeNull();
    expect(secondsToWait([{ limit: minute, count: 5, windowStart: 990 }], 1000)).toBeNull();
  });

  it("waits until the window of the limit passed ends, the latest when several are", () => {
    expect(secondsToWait([{ limit: minute, count: 6, windowStart: 990 }], 1000)).toBe(50);
    expect(
      secondsToWait(
        [
          { limit: minute, count: 6, windowStart: 990 },
          { limit: quarter, count: 11, windowStart: 400 },
        ],
        1000,
      ),
    ).toBe(300);
    // A limit not passed does not lengthen the wait.
    expect(
      secondsToWait(
        [
          { limit: minute, count: 6, windowStart: 990 },
          { limit: quarter, count: 6, windowStart: 100 },
        ],
        1000,
      ),
    ).toBe(50);
  });

  it("never answers less than a second", () => {
    expect(secondsToWait([{ limit: minute, count: 6, windowStart: 940 }], 1000)).toBe(1);
  });
});

describe("the numbers", () => {
  it("let 50 customers behind one IP make two typos each, and lock one account from one IP sooner than everywhere", () => {
    expect(MERCHANT_AND_IP_LIMITS.every((limit) => limit.failures >= 50 * 2)).toBe(true);
    expect(ACCOUNT_AND_IP_LIMITS[0]!.failures).toBeLessThan(ACCOUNT_LIMITS[0]!.failures);
    // Each step waits longer than the one before.
    const windows = ACCOUNT_AND_IP_LIMITS.map((limit) => limit.windowSeconds);
    expect([...windows].sort((a, b) => a - b)).toEqual(windows);
  });
});
