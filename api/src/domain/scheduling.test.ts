import { describe, expect, it } from "vitest";
import type { OperationTime } from "../../../contract";
import { availableSlots, isOfferedSlot, scheduleRefusal } from "./scheduling";

const period = (weekday: number, opens_at: string, closes_at: string): OperationTime => ({
  weekday,
  opens_at,
  closes_at,
});
const starts = (days: ReturnType<typeof availableSlots>) =>
  days.map((day) => ({ date: day.date, starts: day.slots.map((slot) => slot.start) }));
const rules = (slotMinutes: number, daysAhead: number, leadMinutes: number) => ({
  slotMinutes,
  daysAhead,
  leadMinutes,
});

// 2026-11-25 is a Wednesday (weekday 3). The e2e clock (decision 023) is 2026-11-25T23:00:00Z:
// 20:00 in São Paulo (UTC-3), 18:00 in Bogotá (UTC-5), 17:00 in Mexico City (UTC-6).
const E2E_NOW = new Date("2026-11-25T23:00:00Z");

describe("availableSlots", () => {
  it("São Paulo: slots from the opening every 30 min, the first after the lead time, dated in the merchant's zone", () => {
    const days = availableSlots([period(3, "18:00", "23:30")], "America/Sao_Paulo", E2E_NOW, rules(30, 1, 45));
    // 20:00 + 45 min = 20:45: the first slot is 21:00; the last one ends at the closing, 23:30.
    // Their UTC instants fall on the 26th, the day they belong to is the 25th in São Paulo.
    expect(starts(days)).toEqual([
      {
        date: "2026-11-25",
        starts: [
          "2026-11-26T00:00:00.000Z",
          "2026-11-26T00:30:00.000Z",
          "2026-11-26T01:00:00.000Z",
          "2026-11-26T01:30:00.000Z",
          "2026-11-26T02:00:00.000Z",
        ],
      },
    ]);
    expect(days[0]!.slots.at(-1)).toEqual({ start: "2026-11-26T02:00:00.000Z", end: "2026-11-26T02:30:00.000Z" });
  });

  it("a slot starting exactly at now plus the lead time is offered; one a minute earlier is not", () => {
    const at = (lead: number) =>
      availableSlots([period(3, "18:00", "23:30")], "America/Sao_Paulo", E2E_NOW, rules(30, 1, lead))[0]!.slots[0]!
        .start;
    expect(at(60)).toBe("2026-11-26T00:00:00.000Z"); // 21:00 exactly
    expect(at(61)).toBe("2026-11-26T00:30:00.000Z");
  });

  it("keeps each period's own rhythm when a day has two (lunch and dinner)", () => {
    const morning = new Date("2026-11-25T12:00:00Z"); // 09:00 in São Paulo
    const days = availableSlots(
      [period(3, "11:15", "12:15"), period(3, "18:00", "19:00")],
      "America/Sao_Paulo",
      morning,
      rules(30, 1, 0),
    );
    expect(starts(days)[0]!.starts).toEqual([
      "2026-11-25T14:15:00.000Z",
      "2026-11-25T14:45:00.000Z",
      "2026-11-25T21:00:00.000Z",
      "2026-11-25T21:30:00.000Z",
    ]);
  });

  it("across midnight: a Friday evening's slots after 00:00 belong to Saturday, next to Saturday's own evening", () => {
    const fridayNight = new Date("2026-11-28T01:00:00Z"); // Friday 27th, 22:00 in São Paulo
    const days = availableSlots(
      [period(5, "18:00", "01:00"), period(6, "18:00", "01:00")],
      "America/Sao_Paulo",
      fridayNight,
      rules(30, 2, 0),
    );
    expect(days.map((day) => day.date)).toEqual(["2026-11-27", "2026-11-28"]);
    expect(days[0]!.slots.map((slot) => slot.start)).toEqual([
      "2026-11-28T01:00:00.000Z",
      "2026-11-28T01:30:00.000Z",
      "2026-11-28T02:00:00.000Z",
      "2026-11-28T02:30:00.000Z",
    ]);
    const saturday = days[1]!.slots.map((slot) => slot.start);
    // 00:00 and 00:30 of Friday's evening (00:30–01:00 is the last that fits), then 18:00 … 00:00 of
    // Saturday's own; its slots after midnight are Sunday's, beyond the two days offered.
    expect(saturday.slice(0, 3)).toEqual([
      "2026-11-28T03:00:00.000Z",
      "2026-11-28T03:30:00.000Z",
      "2026-11-28T21:00:00.000Z",
    ]);
    expect(saturday.at(-1)).toBe("2026-11-29T02:30:00.000Z"); // 23:30 on Saturday
    expect(saturday).toHaveLength(2 + 12);
  });

  it("just after midnight, the evening that began yesterday still offers its last slots today", () => {
    const saturdayEarly = new Date("2026-11-28T03:10:00Z"); // Saturday 00:10 in São Paulo
    const days = availableSlots([period(5, "18:00", "01:00")], "America/Sao_Paulo", saturdayEarly, rules(30, 1, 0));
    expect(starts(days)).toEqual([{ date: "2026-11-28", starts: ["2026-11-28T03:30:00.000Z"] }]);
  });

  it("Bogotá: skips the closed days and finds the next open one within the days offered", () => {
    const days = availableSlots([period(1, "12:00", "15:00")], "America/Bogota", E2E_NOW, rules(30, 7, 45));
    expect(days).toHaveLength(1);
    expect(days[0]!.date).toBe("2026-11-30"); // the Monday
    expect(days[0]!.slots.map((slot) => slot.start)).toEqual([
      "2026-11-30T17:00:00.000Z",
      "2026-11-30T17:30:00.000Z",
      "2026-11-30T18:00:00.000Z",
      "2026-11-30T18:30:00.000Z",
      "2026-11-30T19:00:00.000Z",
      "2026-11-30T19:30:00.000Z",
    ]);
    // One day fewer and the Monday is out of reach: nothing to offer.
    expect(availableSlots([period(1, "12:00", "15:00")], "America/Bogota", E2E_NOW, rules(30, 5, 45))).toEqual([]);
  });

  it("Mexico City: an evening running to 02:00 offers tonight's slots and, with two days, tomorrow's small hours", () => {
    const taqueria = [period(3, "13:00", "02:00"), period(4, "13:00", "02:00")];
    const today = availableSlots(taqueria, "America/Mexico_City", E2E_NOW, rules(30, 1, 60));
    // 17:00 + 60 min: the first slot is 18:00 (00:00Z of the 26th), the last of the day 23:30.
    expect(today[0]!.date).toBe("2026-11-25");
    expect(today[0]!.slots[0]!.start).toBe("2026-11-26T00:00:00.000Z");
    expect(today[0]!.slots.at(-1)!.start).toBe("2026-11-26T05:30:00.000Z");
    expect(today[0]!.slots).toHaveLength(12);
    const twoDays = availableSlots(taqueria, "America/Mexico_City", E2E_NOW, rules(30, 2, 60));
    const thursday = twoDays[1]!.slots.map((slot) => slot.start);
    expect(twoDays[1]!.date).toBe("2026-11-26");
    expect(thursday.slice(0, 5)).toEqual([
      "2026-11-26T06:00:00.000Z", // 00:00
      "2026-11-26T06:30:00.000Z",
      "2026-11-26T07:00:00.000Z",
      "2026-11-26T07:30:00.000Z", // 01:30, the last before 02:00
      "2026-11-26T19:00:00.000Z", // 13:00
    ]);
  });

  it("equal opening and closing times are open around the clock: 48 half-hour slots a day", () => {
    const midnight = new Date("2026-11-25T03:00:00Z"); // 00:00 in São Paulo
    const days = availableSlots(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => period(weekday, "00:00", "00:00")),
      "America/Sao_Paulo",
      midnight,
      rules(30, 2, 0),
    );
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ["2026-11-25", 48],
      ["2026-11-26", 48],
    ]);
  });

  it("a lead time past the closing moves the first slot to the next opening", () => {
    const days = availableSlots(
      [period(3, "18:00", "23:30"), period(4, "18:00", "23:30")],
      "America/Sao_Paulo",
      E2E_NOW,
      rules(60, 2, 4 * 60),
    );
    expect(days.map((day) => day.date)).toEqual(["2026-11-26"]);
    expect(days[0]!.slots[0]!.start).toBe("2026-11-26T21:00:00.000Z");
  });

  it("a store without periods offers nothing", () => {
    expect(availableSlots([], "America/Sao_Paulo", E2E_NOW, rules(30, 7, 0))).toEqual([]);
  });
});

describe("scheduleRefusal", () => {
  const days = availableSlots([period(3, "18:00", "23:30")], "America/Sao_Paulo", E2E_NOW, rules(30, 1, 45));

  it("accepts an offered slot's start, in any ISO form of the instant", () => {
    expect(scheduleRefusal("2026-11-26T00:00:00.000Z", { enabled: true, now: E2E_NOW, days })).toBeNull();
    expect(scheduleRefusal("2026-11-25T21:00:00-03:00", { enabled: true, now: E2E_NOW, days })).toBeNull();
    expect(isOfferedSlot(days, "2026-11-26T00:30:00Z")).toBe(true);
  });

  it("refuses when the store does not schedule, a past time, and a time that is not a slot", () => {
    expect(scheduleRefusal("2026-11-26T00:00:00Z", { enabled: false, now: E2E_NOW, days })).toBe("SCHEDULING_DISABLED");
    expect(scheduleRefusal("2026-11-25T22:00:00Z", { enabled: true, now: E2E_NOW, days })).toBe("RETROACTIVE_SCHEDULE");
    expect(scheduleRefusal(E2E_NOW.toISOString(), { enabled: true, now: E2E_NOW, days })).toBe("RETROACTIVE_SCHEDULE");
    // Inside the lead time, off the rhythm, and after the closing.
    expect(scheduleRefusal("2026-11-25T23:30:00Z", { enabled: true, now: E2E_NOW, days })).toBe("SCHEDULE_UNAVAILABLE");
    expect(scheduleRefusal("2026-11-26T00:10:00Z", { enabled: true, now: E2E_NOW, days })).toBe("SCHEDULE_UNAVAILABLE");
    expect(scheduleRefusal("2026-11-26T02:30:00Z", { enabled: true, now: E2E_NOW, days })).toBe("SCHEDULE_UNAVAILABLE");
  });
});

describe("availableSlots with holidays and closures", () => {
  it("offers no slot on a closed day: the days after it keep theirs", () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_at: "18:00", closes_at: "20:00" }));
    const rules = { slotMinutes: 60, daysAhead: 3, leadMinutes: 0 };
    const now = new Date("2025-06-11T12:00:00-03:00");
    const closures = [{ starts_on: "2025-06-11", ends_on: "2025-06-12", reason: null }];
    expect(availableSlots(everyDay, "America/Sao_Paulo", now, rules, closures).map((day) => day.date)).toEqual([
      "2025-06-13",
    ]);
    expect(availableSlots(everyDay, "America/Sao_Paulo", now, rules).map((day) => day.date)).toEqual([
      "2025-06-11",
      "2025-06-12",
      "2025-06-13",
    ]);
  });
});
