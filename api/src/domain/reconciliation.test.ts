import { describe, expect, it } from "vitest";
import { isReadDue, readWindowAt } from "./reconciliation";

const now = new Date("2026-12-07T12:00:00Z");
const at = Math.floor(now.getTime() / 1000);
const minutes = (n: number) => n * 60;
const due = (createdAgo: number, readAgo = createdAgo) =>
  isReadDue(readWindowAt(now), { createdAt: at - createdAgo, readAt: at - readAgo });

describe("which pending payments the cron reads again", () => {
  it("leaves a payment alone for its first 3 minutes: its notification normally arrives before", () => {
    expect(due(minutes(2))).toBe(false);
    expect(due(minutes(3) - 1)).toBe(false);
    expect(due(minutes(3))).toBe(true);
  });

  it("reads a payment of its first hour every 3 minutes", () => {
    expect(due(minutes(30), minutes(2))).toBe(false);
    expect(due(minutes(30), minutes(3))).toBe(true);
  });

  it("reads an older one hourly, and none older than 7 days", () => {
    expect(due(minutes(90), minutes(10))).toBe(false);
    expect(due(minutes(90), minutes(60))).toBe(true);
    expect(due(7 * 24 * 3600 - 60, minutes(60))).toBe(true);
    expect(due(7 * 24 * 3600 + 60, minutes(600))).toBe(false);
  });
});
