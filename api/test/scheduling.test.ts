import { env } from "cloudflare:workers";
import { formatInTimeZone } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type SchedulingAvailables,
  cartResponseSchema,
  schedulingAvailablesResponseSchema,
  schedulingSettingsResponseSchema,
} from "../../contract";
import { demoMerchants } from "../seed/data";
import type { SeedMerchant } from "../seed/types";
import { accessTokenFor, expectError, getWithToken, seed, send } from "./helpers";
import { SHOP, json, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * Scheduling (decision 029): the store's rules, the slots from its opening hours, a
 * cart's time (owner only, refusals) and orders at a schedule-only store. No OPERATION_CLOCK here:
 * "now" is the wall clock, so the assertions are about how slots relate to it and to the hours.
 */

/** The order shop, open around the clock, taking scheduled orders only, with no scheduling document (defaults). */
const agenda: SeedMerchant = {
  ...shop,
  general_settings: { ...shop.general_settings, scheduling_enabled: true, schedule_only: true },
};
const MINUTE = 60_000;

beforeAll(() => seed([...demoMerchants, agenda]));

const settingsOf = async (slug: string) =>
  json(
    await getWithToken(`/${slug}/scheduling_times/settings`, await accessTokenFor(slug)),
    200,
    (body) => schedulingSettingsResponseSchema.parse(body).data,
  );

const availablesOf = async (slug: string, query = "", token?: string): Promise<SchedulingAvailables> =>
  json(
    await getWithToken(`/${slug}/scheduling_times/availables${query}`, token ?? (await accessTokenFor(slug))),
    200,
    (body) => schedulingAvailablesResponseSchema.parse(body).data,
  );

const slotsOf = (availables: SchedulingAvailables) => availables.days.flatMap((day) => day.slots);

const schedule = (token: string, guid: string, scheduled_to: string | null, slug = SHOP) =>
  send("PUT", `/${slug}/carts/${guid}/scheduling`, token, { cart: { scheduled_to } });

/** Whether a local wall-clock minute of a weekday falls inside one of the merchant's periods (one past midnight counts for the day before). */
function insideHours(merchant: SeedMerchant, startIso: string, endIso: string): boolean {
  const zone = merchant.tropicalization.timezone;
  const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const local = (iso: string) => ({
    weekday: Number(formatInTimeZone(new Date(iso), zone, "i")) % 7,
    minute: minutesOf(formatInTimeZone(new Date(iso), zone, "HH:mm")),
  });
  const start = local(startIso);
  const length = (Date.parse(endIso) - Date.parse(startIso)) / MINUTE;
  return merchant.operation_times.some((period) => {
    const opens = minutesOf(period.opens_at);
    const closes =
      minutesOf(period.closes_at) <= opens ? minutesOf(period.closes_at) + 24 * 60 : minutesOf(period.closes_at);
    // The slot's start measured from the period's own day (the day before when it is past midnight).
    const from =
      start.weekday === period.weekday
        ? start.minute
        : (start.weekday + 6) % 7 === period.weekday
          ? start.minute + 24 * 60
          : -1;
    return from >= opens && from + length <= closes;
  });
}

describe("GET /{slug}/scheduling_times/settings", () => {
  it("answers each demo merchant's flags, zone and document, and the defaults without one", async () => {
    expect(await settingsOf("bella-napoli")).toEqual({
      scheduling_enabled: true,
      schedule_only: false,
      timezone: "America/Sao_Paulo",
      slot_minutes: 30,
      days_ahead: 7,
      lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 },
    });
    expect(await settingsOf("la-brasa-burger")).toMatchObject({
      scheduling_enabled: false,
      timezone: "America/Bogota",
      slot_minutes: 20,
    });
    expect(await settingsOf("taqueria-el-guero")).toMatchObject({
      scheduling_enabled: true,
      timezone: "America/Mexico_City",
      days_ahead: 5,
      lead_time_minutes: { DELIVERY: 60, TAKEOUT: 30 },
    });
    expect(await settingsOf("sabor-da-casa-belo-horizonte")).toMatchObject({
      scheduling_enabled: true,
      schedule_only: true,
      days_ahead: 3,
    });
    expect(await settingsOf(SHOP)).toEqual({
      scheduling_enabled: true,
      schedule_only: true,
      timezone: "America/Sao_Paulo",
      slot_minutes: 30,
      days_ahead: 7,
      lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 },
    });
  });
});

describe("GET /{slug}/scheduling_times/availables", () => {
  it("a store open around the clock: half-hour slots back to back from the lead time on, per mode, for seven days", async () => {
    const before = Date.now();
    const delivery = await availablesOf(SHOP);
    const takeout = await availablesOf(SHOP, "?delivery_type=TAKEOUT");
    const after = Date.now();
    expect(delivery.delivery_type).toBe("DELIVERY");
    expect(takeout.delivery_type).toBe("TAKEOUT");
    expect(delivery.timezone).toBe("America/Sao_Paulo");
    const first = Date.parse(slotsOf(delivery)[0]!.start);
    expect(first).toBeGreaterThanOrEqual(before + 45 * MINUTE);
    expect(first).toBeLessThan(after + 45 * MINUTE + 30 * MINUTE);
    const firstTakeout = Date.parse(slotsOf(takeout)[0]!.start);
    expect(firstTakeout).toBeGreaterThanOrEqual(before + 20 * MINUTE);
    expect(firstTakeout).toBeLessThanOrEqual(first);
    // Back to back, 30 minutes each, on the hour and half hour of São Paulo.
    const slots = slotsOf(delivery);
    slots.forEach((slot, index) => {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * MINUTE);
      expect(formatInTimeZone(new Date(slot.start), "America/Sao_Paulo", "mm")).toMatch(/^(00|30)$/);
      if (index > 0) expect(slot.start).toBe(slots[index - 1]!.end);
    });
    // Today and the six days after it, each slot listed under the date it starts on there.
    const today = formatInTimeZone(new Date(after), "America/Sao_Paulo", "yyyy-MM-dd");
    expect(delivery.days.at(-1)!.date > today).toBe(true);
    expect(delivery.days.length).toBeGreaterThanOrEqual(6);
    expect(delivery.days.length).toBeLessThanOrEqual(7);
    for (const day of delivery.days) {
      for (const slot of day.slots)
        expect(formatInTimeZone(new Date(slot.start), "America/Sao_Paulo", "yyyy-MM-dd")).toBe(day.date);
    }
  });

  it("demo stores in three zones: every slot inside the opening hours, days in order, none offered where scheduling is off", async () => {
    for (const slug of ["bella-napoli", "taqueria-el-guero", "sabor-da-casa-belo-horizonte"]) {
      const merchant = demoMerchants.find((candidate) => candidate.slug === slug)!;
      const availables = await availablesOf(slug);
      expect(availables.timezone).toBe(merchant.tropicalization.timezone);
      expect(availables.days.length, slug).toBeGreaterThan(0);
      expect(availables.days.map((day) => day.date)).toEqual([...availables.days.map((day) => day.date)].sort());
      for (const slot of slotsOf(availables))
        expect(insideHours(merchant, slot.start, slot.end), `${slug} ${slot.start}`).toBe(true);
    }
    const closedDays = await availablesOf("sabor-da-casa-belo-horizonte");
    // Its stores close on Sundays.
    for (const day of closedDays.days) expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(0);
    expect((await availablesOf("la-brasa-burger")).days).toEqual([]);
    expect((await availablesOf("sabor-da-casa-recife")).days).toEqual([]);
  });

  it("refuses a mode that cannot be scheduled (400)", async () => {
    await expectError(
      await getWithToken(`/${SHOP}/scheduling_times/availables?delivery_type=TABLE`, await accessTokenFor(SHOP)),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("PUT /{slug}/carts/{guid}/scheduling", () => {
  it("sets an offered slot for the cart's owner, who reads it back; another visitor's cart is not found", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const slot = slotsOf(await availablesOf(SHOP, "", token))[1]!;
    const scheduled = await json(
      await schedule(token, cart.guid, slot.start),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(scheduled.scheduled_to).toBe(slot.start);
    const read = await json(
      await getWithToken(`/${SHOP}/carts/${cart.guid}`, token),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(read.scheduled_to).toBe(slot.start);

    const stranger = await visitorToken();
    await expectError(await schedule(stranger, cart.guid, slot.start), 404, "CART_NOT_FOUND");
    await expectError(await schedule(stranger, cart.guid, null), 404, "CART_NOT_FOUND");
    expect(
      (
        await json(
          await getWithToken(`/${SHOP}/carts/${cart.guid}`, token),
          200,
          (body) => cartResponseSchema.parse(body).data,
        )
      ).scheduled_to,
    ).toBe(slot.start);
  });

  it("stores the instant however its offset is written, and null clears it", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const slot = slotsOf(await availablesOf(SHOP, "", token))[0]!;
    const local = formatInTimeZone(new Date(slot.start), "America/Sao_Paulo", "yyyy-MM-dd'T'HH:mm:ssXXX");
    expect(local).toMatch(/-03:00$/);
    const scheduled = await json(
      await schedule(token, cart.guid, local),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(scheduled.scheduled_to).toBe(slot.start);
    const cleared = await json(
      await schedule(token, cart.guid, null),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(cleared.scheduled_to).toBeNull();
  });

  it("refuses a past time, a time that is no slot, one past the days offered and one inside the lead time, keeping the cart's time", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const slots = slotsOf(await availablesOf(SHOP, "", token));
    await json(await schedule(token, cart.guid, slots[2]!.start), 200, (body) => cartResponseSchema.parse(body).data);

    const past = await expectError(
      await schedule(token, cart.guid, new Date(Date.now() - 60 * MINUTE).toISOString()),
      422,
      "RETROACTIVE_SCHEDULE",
    );
    expect(past.errors).toEqual([{ field: "cart.scheduled_to", message: "RETROACTIVE_SCHEDULE" }]);
    await expectError(
      await schedule(token, cart.guid, new Date(Date.parse(slots[0]!.start) + 10 * MINUTE).toISOString()),
      422,
      "SCHEDULE_UNAVAILABLE",
    );
    await expectError(
      await schedule(token, cart.guid, new Date(Date.parse(slots.at(-1)!.start) + 24 * 60 * MINUTE).toISOString()),
      422,
      "SCHEDULE_UNAVAILABLE",
    );
    // A pickup's lead time is shorter: its first slot may come before delivery's first, and a delivery cart cannot take it.
    const takeoutFirst = slotsOf(await availablesOf(SHOP, "?delivery_type=TAKEOUT", token))[0]!.start;
    if (Date.parse(takeoutFirst) < Date.parse(slots[0]!.start)) {
      await expectError(await schedule(token, cart.guid, takeoutFirst), 422, "SCHEDULE_UNAVAILABLE");
    }
    await expectError(await schedule(token, cart.guid, "amanhã às 20h"), 400, "VALIDATION_ERROR");
    const read = await json(
      await getWithToken(`/${SHOP}/carts/${cart.guid}`, token),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(read.scheduled_to).toBe(slots[2]!.start);
  });

  it("refuses a time at a store that does not schedule (SCHEDULING_DISABLED), but clearing is always allowed", async () => {
    const slug = "la-brasa-burger";
    const brasa = demoMerchants.find((merchant) => merchant.slug === slug)!;
    const item = brasa.categories
      .filter((category) => category.enabled && !category.redeemable)
      .flatMap((category) => category.items)
      .find((entry) => entry.enabled && entry.available && entry.option_groups.every((group) => group.min === 0))!;
    const token = await accessTokenFor(slug, `visitor-${crypto.randomUUID()}`);
    const created = await send("POST", `/${slug}/carts`, token, {
      cart: { items: [{ item_id: item.id, quantity: 1 }] },
    });
    const { guid } = cartResponseSchema.parse(await created.json()).data;
    const tomorrowNoon = new Date(Date.now() + 24 * 60 * MINUTE);
    await expectError(await schedule(token, guid, tomorrowNoon.toISOString(), slug), 422, "SCHEDULING_DISABLED");
    expect((await schedule(token, guid, null, slug)).status).toBe(200);
  });
});

describe("orders at a schedule-only store", () => {
  it("refuses an order (and the cart's validation) without a time, places it with one and keeps the time", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const required = await expectError(await place(token, cart.guid), 422, "SCHEDULE_REQUIRED");
    expect(required.errors).toEqual([{ field: "cart.scheduled_to", message: "SCHEDULE_REQUIRED" }]);
    await expectError(await send("GET", `/${SHOP}/carts/${cart.guid}/validate`, token), 422, "SCHEDULE_REQUIRED");

    const slot = slotsOf(await availablesOf(SHOP, "", token))[0]!;
    expect((await schedule(token, cart.guid, slot.start)).status).toBe(200);
    expect((await send("GET", `/${SHOP}/carts/${cart.guid}/validate`, token)).status).toBe(200);
    const order = await orderOf(await place(token, cart.guid));
    expect(order.scheduled_to).toBe(slot.start);
  });

  it("refuses a time no longer offered when the order is placed: past (retroactive) or gone from the slots", async () => {
    const token = await visitorToken();
    const cart = await readyCart(token);
    const setStored = (value: string) =>
      env.DB.prepare("UPDATE carts SET scheduled_to = ? WHERE guid = ?").bind(value, cart.guid).run();
    await setStored(new Date(Date.now() - 5 * MINUTE).toISOString());
    await expectError(await place(token, cart.guid), 422, "RETROACTIVE_SCHEDULE");
    // The first slot was offered, then the clock moved into its lead time: as if it were chosen a while ago.
    await setStored(new Date(Date.now() + 10 * MINUTE).toISOString());
    await expectError(await place(token, cart.guid), 422, "SCHEDULE_UNAVAILABLE");
    // The store stopped scheduling meanwhile.
    const slot = slotsOf(await availablesOf(SHOP, "", token))[0]!;
    await setStored(slot.start);
    const settings = await env.DB.prepare("SELECT general_settings FROM merchants WHERE slug = ?")
      .bind(SHOP)
      .first<{ general_settings: string }>();
    try {
      await env.DB.prepare(
        "UPDATE merchants SET general_settings = json_set(general_settings, '$.scheduling_enabled', json('false')) WHERE slug = ?",
      )
        .bind(SHOP)
        .run();
      await expectError(await place(token, cart.guid), 422, "SCHEDULING_DISABLED");
    } finally {
      await env.DB.prepare("UPDATE merchants SET general_settings = ? WHERE slug = ?")
        .bind(settings!.general_settings, SHOP)
        .run();
    }
    expect((await place(token, cart.guid)).status).toBe(201);
  });
});
