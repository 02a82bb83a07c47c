import { describe, expect, it } from "vitest";
import { closedNoticeOf } from "./closed-notice.server";

const closedNow = { open: false, schedule_only: false, next_opening_at: "2026-11-26T13:30:00.000Z", closes_at: null };
const store = {
  statusText: "Abre amanhã às 10:30",
  schedulingEnabled: true,
  atTable: false,
  otherStores: "/sabor-da-casa",
};

describe("closedNoticeOf", () => {
  it("offers scheduling when the store is closed now and takes scheduled orders", () => {
    expect(closedNoticeOf(closedNow, store)).toEqual({
      kind: "closed",
      atTable: false,
      scheduleOnly: false,
      canSchedule: true,
      untilFurtherNotice: false,
      key: "2026-11-26T13:30:00.000Z",
      nextOpening: "Abre amanhã às 10:30",
      otherStores: null,
    });
  });

  it("offers no scheduling when the store does not schedule, or with no opening ahead", () => {
    expect(closedNoticeOf(closedNow, { ...store, schedulingEnabled: false })?.canSchedule).toBe(false);
    // Closed until further notice (Recife, which schedules but has no hours): the chain's stores instead.
    const recife = closedNoticeOf({ ...closedNow, next_opening_at: null }, store);
    expect(recife).toMatchObject({
      canSchedule: false,
      untilFurtherNotice: true,
      key: "closed",
      otherStores: "/sabor-da-casa",
    });
  });

  it("leaves the schedule-only notice its own link, and shows no notice while the store takes orders now", () => {
    expect(closedNoticeOf({ ...closedNow, schedule_only: true }, store)).toMatchObject({
      scheduleOnly: true,
      canSchedule: false,
    });
    expect(
      closedNoticeOf({ open: true, schedule_only: true, next_opening_at: null, closes_at: null }, store),
    ).toMatchObject({
      scheduleOnly: true,
      canSchedule: false,
      nextOpening: null,
      key: "schedule-only",
    });
    expect(
      closedNoticeOf(
        { open: true, schedule_only: false, next_opening_at: null, closes_at: "2026-11-26T00:30:00.000Z" },
        store,
      ),
    ).toBeNull();
    expect(closedNoticeOf(null, store)).toBeNull();
  });

  it("at a table, whose rounds go to the kitchen whatever the hours, says so when closed and nothing when open", () => {
    const atTable = { ...store, atTable: true };
    expect(closedNoticeOf(closedNow, atTable)).toEqual({
      kind: "closed",
      atTable: true,
      scheduleOnly: false,
      canSchedule: false,
      untilFurtherNotice: false,
      key: "table:2026-11-26T13:30:00.000Z",
      nextOpening: null,
      otherStores: null,
    });
    expect(closedNoticeOf({ ...closedNow, next_opening_at: null }, atTable)).toMatchObject({
      atTable: true,
      otherStores: null,
      key: "table:closed",
    });
    expect(
      closedNoticeOf({ open: true, schedule_only: true, next_opening_at: null, closes_at: null }, atTable),
    ).toBeNull();
  });
});
