import { describe, expect, it } from "vitest";
import type { OperationTime } from "../../../contract";
import { closureAt, operationStatusAt } from "./operation-status";

const SAO_PAULO = "America/Sao_Paulo"; // UTC-3 all year since 2019
const BOGOTA = "America/Bogota"; // UTC-5

// 2025-06-08 is a Sunday; weekdays of that week: Mon 9, Tue 10, Wed 11, Thu 12, Fri 13, Sat 14.
const eveningsWithLateFriday: OperationTime[] = [
  ...[0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, opens_at: "18:00", closes_at: "23:00" })),
  { weekday: 5, opens_at: "18:00", closes_at: "02:00" },
];

describe("operationStatusAt", () => {
  it("is open inside a period and says when it closes", () => {
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-11T20:00:00-03:00"));
    expect(status).toEqual({ open: true, closes_at: "2025-06-12T02:00:00.000Z", next_opening_at: null });
  });

  it("is closed before opening and gives the opening of the same day", () => {
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-11T10:00:00-03:00"));
    expect(status).toEqual({ open: false, closes_at: null, next_opening_at: "2025-06-11T21:00:00.000Z" });
  });

  it("opens at opens_at and closes at closes_at exactly", () => {
    expect(operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-11T18:00:00-03:00")).open).toBe(true);
    const atClosing = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-11T23:00:00-03:00"));
    expect(atClosing).toEqual({ open: false, closes_at: null, next_opening_at: "2025-06-12T21:00:00.000Z" });
  });

  it("keeps a period that closes after midnight open into the next day", () => {
    // Saturday 01:30, inside Friday's 18:00–02:00.
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-14T01:30:00-03:00"));
    expect(status).toEqual({ open: true, closes_at: "2025-06-14T05:00:00.000Z", next_opening_at: null });
  });

  it("is closed after a past-midnight period ends", () => {
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-14T02:30:00-03:00"));
    expect(status).toEqual({ open: false, closes_at: null, next_opening_at: "2025-06-14T21:00:00.000Z" });
  });

  it("does not run an ordinary period past its closing into the night", () => {
    // Thursday 23:30: Thursday closes at 23:00, Friday opens at 18:00.
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-12T23:30:00-03:00"));
    expect(status).toEqual({ open: false, closes_at: null, next_opening_at: "2025-06-13T21:00:00.000Z" });
  });

  it("finds the next opening several days ahead", () => {
    const mondayMornings: OperationTime[] = [{ weekday: 1, opens_at: "09:00", closes_at: "12:00" }];
    const status = operationStatusAt(mondayMornings, SAO_PAULO, new Date("2025-06-10T13:00:00-03:00"));
    expect(status).toEqual({ open: false, closes_at: null, next_opening_at: "2025-06-16T12:00:00.000Z" });
  });

  it("finds the same weekday of next week when today's only period is over", () => {
    const tuesdayMornings: OperationTime[] = [{ weekday: 2, opens_at: "09:00", closes_at: "12:00" }];
    const status = operationStatusAt(tuesdayMornings, SAO_PAULO, new Date("2025-06-10T13:00:00-03:00"));
    expect(status.next_opening_at).toBe("2025-06-17T12:00:00.000Z");
  });

  it("is closed with no next opening when there are no periods", () => {
    expect(operationStatusAt([], SAO_PAULO, new Date("2025-06-11T20:00:00-03:00"))).toEqual({
      open: false,
      closes_at: null,
      next_opening_at: null,
    });
  });

  it("joins a period ending at midnight with one starting at midnight", () => {
    const split: OperationTime[] = [
      { weekday: 1, opens_at: "18:00", closes_at: "00:00" },
      { weekday: 2, opens_at: "00:00", closes_at: "02:00" },
    ];
    const status = operationStatusAt(split, SAO_PAULO, new Date("2025-06-09T23:00:00-03:00"));
    expect(status).toEqual({ open: true, closes_at: "2025-06-10T05:00:00.000Z", next_opening_at: null });
  });

  it("reads the periods in the merchant's timezone", () => {
    const wednesdayMorning: OperationTime[] = [{ weekday: 3, opens_at: "08:00", closes_at: "10:00" }];
    const now = new Date("2025-06-11T13:30:00Z"); // 08:30 in Bogotá, 10:30 in São Paulo
    expect(operationStatusAt(wednesdayMorning, BOGOTA, now)).toEqual({
      open: true,
      closes_at: "2025-06-11T15:00:00.000Z",
      next_opening_at: null,
    });
    expect(operationStatusAt(wednesdayMorning, SAO_PAULO, now)).toEqual({
      open: false,
      closes_at: null,
      next_opening_at: "2025-06-18T11:00:00.000Z",
    });
  });

  it("uses the merchant's weekday, not the UTC one, near midnight", () => {
    // 2025-06-11T02:00Z is still Tuesday 23:00 in São Paulo.
    const tuesdayNight: OperationTime[] = [{ weekday: 2, opens_at: "22:00", closes_at: "23:30" }];
    expect(operationStatusAt(tuesdayNight, SAO_PAULO, new Date("2025-06-11T02:00:00Z")).open).toBe(true);
  });

  it("treats equal opening and closing times as open around the clock", () => {
    const allDay: OperationTime[] = [{ weekday: 3, opens_at: "00:00", closes_at: "00:00" }];
    const status = operationStatusAt(allDay, SAO_PAULO, new Date("2025-06-11T15:00:00-03:00"));
    expect(status).toEqual({ open: true, closes_at: "2025-06-12T03:00:00.000Z", next_opening_at: null });
  });
});

describe("operationStatusAt with holidays and closures", () => {
  // Thursday 2025-06-12 and Friday 13 closed; Friday's late evening would have run to Saturday 02:00.
  const closures = [{ starts_on: "2025-06-12", ends_on: "2025-06-13", reason: "Reforma" }];

  it("is closed on a closed day and opens on the first day after it", () => {
    const now = new Date("2025-06-12T20:00:00-03:00");
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, now, closures);
    expect(status).toEqual({ open: false, next_opening_at: "2025-06-14T21:00:00.000Z", closes_at: null });
    expect(closureAt(closures, SAO_PAULO, now, status)).toEqual(closures[0]);
  });

  it("keeps the evening before a closed day open past midnight, and names no closure while open", () => {
    const closedSaturday = [{ starts_on: "2025-06-14", ends_on: "2025-06-14", reason: null }];
    const now = new Date("2025-06-14T01:00:00-03:00");
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, now, closedSaturday);
    expect(status).toEqual({ open: true, next_opening_at: null, closes_at: "2025-06-14T05:00:00.000Z" });
    expect(closureAt(closedSaturday, SAO_PAULO, now, status)).toBeNull();
  });

  it("finds the opening after a closure longer than the week searched", () => {
    const month = [{ starts_on: "2025-06-09", ends_on: "2025-07-09", reason: "Férias" }];
    const status = operationStatusAt(eveningsWithLateFriday, SAO_PAULO, new Date("2025-06-10T12:00:00-03:00"), month);
    expect(status.next_opening_at).toBe("2025-07-10T21:00:00.000Z");
  });
});
