import { describe, expect, it } from "vitest";
import type { OperationTime } from "../../../contract";
import { openingWeek, weekdayIn, weekdayName } from "./opening-hours";

const period = (weekday: number, opens_at: string, closes_at: string): OperationTime => ({
  weekday,
  opens_at,
  closes_at,
});

// The pizzeria's demo week: closed on Mondays, lunch Tuesday to Friday, dinner every other night,
// until 01:00 on Friday and Saturday (api/seed/data/pizzaria-bella-napoli.ts).
const pizzeria: OperationTime[] = [
  ...[2, 3, 4, 5].map((day) => period(day, "11:00", "14:30")),
  ...[0, 2, 3, 4].map((day) => period(day, "18:00", "23:30")),
  ...[5, 6].map((day) => period(day, "18:00", "01:00")),
];

// 25 November 2026 is a Wednesday.
const WEDNESDAY_UTC_EVENING = new Date("2026-11-25T20:00:00Z");
/** Thursday 02:30 in UTC: still Wednesday evening in São Paulo (-3), Bogotá (-5) and Mexico City (-6). */
const THURSDAY_UTC_SMALL_HOURS = new Date("2026-11-26T02:30:00Z");
/** Wednesday 04:00 in UTC: Wednesday 01:00 in São Paulo, still Tuesday 22:00 in Mexico City. */
const WEDNESDAY_UTC_04 = new Date("2026-11-25T04:00:00Z");

describe("openingWeek", () => {
  it("lists the seven days Monday to Sunday, named in the customer's language", () => {
    const week = openingWeek({ timezone: "America/Sao_Paulo", periods: pizzeria }, "pt-BR", WEDNESDAY_UTC_EVENING)!;
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week.map((day) => day.name)).toEqual([
      "Segunda-feira",
      "Terça-feira",
      "Quarta-feira",
      "Quinta-feira",
      "Sexta-feira",
      "Sábado",
      "Domingo",
    ]);
    const es = openingWeek({ timezone: "America/Bogota", periods: pizzeria }, "es", WEDNESDAY_UTC_EVENING)!;
    expect(es.map((day) => day.name)).toEqual([
      "Lunes",
      "Martes",
      "Miércoles",
      "Jueves",
      "Viernes",
      "Sábado",
      "Domingo",
    ]);
    const en = openingWeek({ timezone: "America/Mexico_City", periods: pizzeria }, "en", WEDNESDAY_UTC_EVENING)!;
    expect(en[0]!.name).toBe("Monday");
    expect(en[6]!.name).toBe("Sunday");
  });

  it("gives a closed day no interval, and a day with lunch and dinner both, by opening time", () => {
    // Dinner written before lunch: the page still reads lunch first.
    const periods = [period(3, "18:00", "23:30"), period(3, "11:00", "14:30")];
    const week = openingWeek({ timezone: "America/Sao_Paulo", periods }, "pt-BR", WEDNESDAY_UTC_EVENING)!;
    const byDay = Object.fromEntries(week.map((day) => [day.weekday, day.intervals]));
    expect(byDay[3]).toEqual([
      { opens: "11:00", closes: "14:30", overnight: false, allDay: false },
      { opens: "18:00", closes: "23:30", overnight: false, allDay: false },
    ]);
    for (const closed of [0, 1, 2, 4, 5, 6]) expect(byDay[closed]).toEqual([]);
  });

  it("keeps a period past midnight on the day it opens, marked overnight, and reads equal times as all day", () => {
    const week = openingWeek(
      {
        timezone: "America/Mexico_City",
        periods: [period(5, "13:00", "04:00"), period(6, "17:30", "00:00"), period(0, "08:00", "08:00")],
      },
      "es",
      WEDNESDAY_UTC_EVENING,
    )!;
    const byDay = Object.fromEntries(week.map((day) => [day.weekday, day.intervals]));
    expect(byDay[5]).toEqual([{ opens: "13:00", closes: "04:00", overnight: true, allDay: false }]);
    expect(byDay[6]).toEqual([{ opens: "17:30", closes: "00:00", overnight: true, allDay: false }]);
    // Saturday's early hours of Friday's period are not a period of Saturday.
    expect(byDay[6]).toHaveLength(1);
    expect(byDay[0]).toEqual([{ opens: "08:00", closes: "08:00", overnight: false, allDay: true }]);
  });

  it("shows a period written twice once", () => {
    const week = openingWeek(
      { timezone: "America/Sao_Paulo", periods: [period(2, "11:00", "14:30"), period(2, "11:00", "14:30")] },
      "pt-BR",
    )!;
    expect(week.find((day) => day.weekday === 2)!.intervals).toHaveLength(1);
  });

  it("marks today in the store's time zone, not the server's: across midnight UTC", () => {
    const today = (timezone: string, now: Date) =>
      openingWeek({ timezone, periods: pizzeria }, "pt-BR", now)!
        .filter((day) => day.today)
        .map((day) => day.name);
    expect(today("America/Sao_Paulo", WEDNESDAY_UTC_EVENING)).toEqual(["Quarta-feira"]);
    // Thursday in UTC, Wednesday night at the stores.
    expect(today("America/Sao_Paulo", THURSDAY_UTC_SMALL_HOURS)).toEqual(["Quarta-feira"]);
    expect(today("America/Bogota", THURSDAY_UTC_SMALL_HOURS)).toEqual(["Quarta-feira"]);
    expect(today("America/Mexico_City", THURSDAY_UTC_SMALL_HOURS)).toEqual(["Quarta-feira"]);
    // Past midnight in São Paulo, not yet in Mexico City.
    expect(today("America/Sao_Paulo", WEDNESDAY_UTC_04)).toEqual(["Quarta-feira"]);
    expect(today("America/Mexico_City", WEDNESDAY_UTC_04)).toEqual(["Terça-feira"]);
    // A Sunday is the last row and can be today too.
    expect(today("America/Sao_Paulo", new Date("2026-11-29T15:00:00Z"))).toEqual(["Domingo"]);
  });

  it("is null for a store with no opening period at all (closed until further notice)", () => {
    expect(openingWeek({ timezone: "America/Recife", periods: [] }, "pt-BR")).toBeNull();
  });

  it("marks no day when the time zone is unknown, instead of failing the page", () => {
    const week = openingWeek({ timezone: "Mars/Olympus_Mons", periods: pizzeria }, "pt-BR", WEDNESDAY_UTC_EVENING)!;
    expect(week).toHaveLength(7);
    expect(week.some((day) => day.today)).toBe(false);
  });
});

describe("weekdayIn and weekdayName", () => {
  it("numbers days as the API does, 0 Sunday … 6 Saturday", () => {
    expect(weekdayIn("America/Sao_Paulo", new Date("2026-11-29T15:00:00Z"))).toBe(0);
    expect(weekdayIn("America/Sao_Paulo", new Date("2026-11-28T15:00:00Z"))).toBe(6);
    expect(weekdayIn("UTC", THURSDAY_UTC_SMALL_HOURS)).toBe(4);
    expect(weekdayIn("Not/AZone", THURSDAY_UTC_SMALL_HOURS)).toBeNull();
    expect(weekdayName(0, "pt-BR")).toBe("Domingo");
    expect(weekdayName(3, "es")).toBe("Miércoles");
    expect(weekdayName(6, "en")).toBe("Saturday");
  });
});
