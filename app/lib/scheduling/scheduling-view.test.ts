import { describe, expect, it } from "vitest";
import type { SchedulingDay } from "../../../contract/scheduling";
import { presentChoices, returnTarget } from "./scheduling-view";
import { presentWhen } from "./scheduling-when";

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
const DAYS: SchedulingDay[] = [
  { date: "2026-11-25", slots: [slot("2026-11-26T00:00:00.000Z"), slot("2026-11-26T00:30:00.000Z")] },
  { date: "2026-11-26", slots: [slot("2026-11-26T14:00:00.000Z")] },
];
const base = {
  days: DAYS,
  timeZone: "America/Sao_Paulo",
  locale: "pt-BR",
  askedDay: null,
  scheduledTo: null,
  asapOffered: true,
};

describe("presentChoices", () => {
  it("lists the first day's slots as 'H h MM min', with 'as soon as possible' checked when the cart has no time", () => {
    const choices = presentChoices(base);
    expect(choices.day).toBe("2026-11-25");
    expect(choices.days).toEqual([
      { date: "2026-11-25", label: "quarta-feira, 25/11", checked: true },
      { date: "2026-11-26", label: "quinta-feira, 26/11", checked: false },
    ]);
    expect(choices.slots).toEqual([
      { value: "2026-11-26T00:00:00.000Z", label: "21 h 00 min", checked: false },
      { value: "2026-11-26T00:30:00.000Z", label: "21 h 30 min", checked: false },
    ]);
    expect(choices.asap).toEqual({ checked: true });
  });

  it("opens on the cart's day with its time checked, or on the day asked for; without 'as soon as possible' where it is not offered", () => {
    const scheduled = presentChoices({ ...base, scheduledTo: "2026-11-26T14:00:00Z", asapOffered: false });
    expect(scheduled.day).toBe("2026-11-26");
    expect(scheduled.slots).toEqual([{ value: "2026-11-26T14:00:00.000Z", label: "11 h 00 min", checked: true }]);
    expect(scheduled.asap).toBeNull();
    expect(presentChoices({ ...base, scheduledTo: "2026-11-26T14:00:00Z", askedDay: "2026-11-25" }).day).toBe(
      "2026-11-25",
    );
    // A day not offered, or a time gone from the slots: the first day, and nothing checked.
    const gone = presentChoices({ ...base, askedDay: "2030-01-01", scheduledTo: "2026-11-25T23:00:00Z" });
    expect(gone.day).toBe("2026-11-25");
    expect(gone.slots.every((choice) => !choice.checked)).toBe(true);
    expect(gone.asap).toEqual({ checked: false });
    expect(presentChoices({ ...base, days: [] })).toEqual({ day: null, days: [], slots: [], asap: { checked: true } });
  });

  it("goes back to the checkout only when it came from there", () => {
    expect(returnTarget("checkout")).toBe("checkout");
    expect(returnTarget("cart")).toBe("cart");
    expect(returnTarget("https://evil.example")).toBe("cart");
    expect(returnTarget(null)).toBe("cart");
  });
});

describe("presentWhen", () => {
  const cart = (scheduled_to: string | null, type = "DELIVERY") => ({
    scheduled_to,
    delivery: { type, time_to_receive: { minimum: 30, maximum: 40 } },
  });
  const settings = { scheduling_enabled: true, schedule_only: false };
  const input = { timeZone: "America/Sao_Paulo", locale: "pt-BR", href: "/bella-napoli/scheduling?from=cart" };

  it("says as soon as possible with the delivery time, or the time chosen", () => {
    expect(presentWhen({ ...input, settings, cart: cart(null) })).toEqual({
      enabled: true,
      scheduleOnly: false,
      scheduled: null,
      scheduledTo: null,
      asap: "30 - 40 min",
      href: input.href,
    });
    expect(presentWhen({ ...input, settings, cart: cart("2026-11-26T00:00:00.000Z") })?.scheduled).toBe(
      "quarta-feira, 25/11 · 21 h 00 min",
    );
  });

  it("nothing at a store that does not schedule or at a table, unless a time is already on the cart", () => {
    expect(
      presentWhen({ ...input, settings: { scheduling_enabled: false, schedule_only: false }, cart: cart(null) }),
    ).toBeNull();
    expect(presentWhen({ ...input, settings: null, cart: cart(null) })).toBeNull();
    expect(presentWhen({ ...input, settings, cart: cart(null, "TABLE") })).toBeNull();
    expect(
      presentWhen({
        ...input,
        settings: { scheduling_enabled: false, schedule_only: false },
        cart: cart("2026-11-26T00:00:00.000Z"),
      }),
    ).toMatchObject({
      enabled: false,
    });
    expect(
      presentWhen({ ...input, settings: { scheduling_enabled: true, schedule_only: true }, cart: cart(null) }),
    ).toMatchObject({
      scheduleOnly: true,
      scheduled: null,
    });
  });
});
