import { env } from "cloudflare:workers";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import {
  operationStatusNowResponseSchema,
  operationTimesResponseSchema,
  operationModesResponseSchema,
  schedulingAvailablesResponseSchema,
  schedulingSettingsResponseSchema,
  settingsChangesResponseSchema,
  settingsWriteResponseSchema,
} from "../../contract";
import { HOURS_BOUNDS, HOURS_ERRORS, hoursSettingsResponseSchema } from "../../contract/console-settings-hours";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { staffToken } from "./console-fixtures";
import { OTHER_OWNER_EMAIL, OWNER_NAME, STAFF_EMAIL, ownerToken, seedMenuShops } from "./console-menu-fixtures";
import { accessTokenFor, call, expectError, getWithToken, send } from "./helpers";
import { SHOP, json, place, readyCart, shop, visitorToken } from "./orders-fixtures";

/*
 * The "hours" section of the store's settings (decisions 102 and 103): every member reads it, only the
 * owner writes, each write one batch with its trail row and the settings version raised. No
 * OPERATION_CLOCK here: "today" is the wall clock's in the shop's zone (São Paulo); the shop is open
 * around the clock every day, so a closure is the only thing that closes it.
 */

const BASE = `/console/${SHOP}/settings/hours`;
const ZONE = "America/Sao_Paulo";
const DAY_MS = 86_400_000;

beforeAll(seedMenuShops);

const dateIn = (days: number) => formatInTimeZone(new Date(Date.now() + days * DAY_MS), ZONE, "yyyy-MM-dd");
const midnightOf = (date: string) => fromZonedTime(`${date}T00:00:00`, ZONE).toISOString();

const settingsVersion = async (merchantId = shop.id) =>
  (await env.DB.prepare("SELECT settings_version FROM merchants WHERE id = ?1")
    .bind(merchantId)
    .first<number>("settings_version"))!;

const readHours = async (token: string) =>
  (await json(await getWithToken(BASE, token), 200, (body) => hoursSettingsResponseSchema.parse(body))).data;

const write = async (token: string, method: string, path: string, body?: unknown, status = 200) =>
  (
    await json(await send(method, `${BASE}${path}`, token, body), status, (raw) =>
      settingsWriteResponseSchema.parse(raw),
    )
  ).data;

const latestChange = async (token: string) =>
  (
    await json(await getWithToken(`/console/${SHOP}/settings/changes`, token), 200, (body) =>
      settingsChangesResponseSchema.parse(body),
    )
  ).data.changes[0]!;

const customerRead = async <T>(path: string, parse: (body: unknown) => T) =>
  json(await getWithToken(`/${SHOP}${path}`, await accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`)), 200, parse);

const statusNow = () =>
  customerRead("/operation_status_now", (body) => operationStatusNowResponseSchema.parse(body).data);

const week = (shifts: (weekday: number) => { opens_at: string; closes_at: string }[]) => ({
  days: Array.from({ length: 7 }, (_, weekday) => ({ weekday, shifts: shifts(weekday) })),
});
const aroundTheClock = week(() => [{ opens_at: "00:00", closes_at: "00:00" }]);

const scheduling = (overrides: Record<string, unknown> = {}) => ({
  scheduling_enabled: true,
  schedule_only: false,
  slot_minutes: 30,
  days_ahead: 4,
  lead_time_minutes: { DELIVERY: 45, TAKEOUT: 20 },
  time_to_receive: { DELIVERY: { minimum: 40, maximum: 60 }, TAKEOUT: { minimum: 15, maximum: 25 } },
  ...overrides,
});

describe("who may read and change the hours", () => {
  it("lets staff read the section and refuses every write to staff and another store's owner (403), a customer and no login (401)", async () => {
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    const hours = await readHours(staff);
    expect(hours.timezone).toBe(ZONE);
    expect(hours.today).toBe(dateIn(0));
    expect(hours.days.map((day) => day.shifts)).toEqual(Array(7).fill([{ opens_at: "00:00", closes_at: "00:00" }]));

    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "horas@cardapio.test" }));
    const closure = { starts_on: dateIn(1), ends_on: dateIn(1), reason: null };
    const writes: [string, string, unknown?][] = [
      ["PUT", "/week", aroundTheClock],
      ["POST", "/closures", closure],
      ["DELETE", "/closures/1"],
      ["PUT", "/scheduling", scheduling()],
    ];
    const version = await settingsVersion();
    for (const [method, path, body] of writes) {
      await expectError(await send(method, `${BASE}${path}`, staff, body), 403, "FORBIDDEN");
      await expectError(await send(method, `${BASE}${path}`, otherOwner, body), 403, "FORBIDDEN");
      await expectError(await send(method, `${BASE}${path}`, customer, body), 401, "UNAUTHORIZED");
      await expectError(await send(method, `${BASE}${path}`, await visitorToken(), body), 401, "UNAUTHORIZED");
      await expectError(
        await call(`${BASE}${path}`, {
          method,
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : null,
        }),
        401,
        "UNAUTHORIZED",
      );
    }
    await expectError(await getWithToken(BASE, customer), 401, "UNAUTHORIZED");
    await expectError(await getWithToken(BASE, otherOwner), 403, "FORBIDDEN");
    expect(await settingsVersion()).toBe(version);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM store_closures").first<number>("n");
    expect(rows).toBe(0);
  });
});

describe("the week's shifts", () => {
  it("replaces the whole week: the trail names each day changed, the version rises once, customers read it at once", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const written = await write(
      owner,
      "PUT",
      "/week",
      week((weekday) =>
        weekday === 1
          ? [
              { opens_at: "11:00", closes_at: "15:00" },
              { opens_at: "18:00", closes_at: "02:00" },
            ]
          : weekday === 2
            ? []
            : [{ opens_at: "00:00", closes_at: "00:00" }],
      ),
    );
    expect(written).toEqual({ id: null, version: version + 1 });
    expect(await settingsVersion()).toBe(version + 1);
    const change = await latestChange(owner);
    expect(change).toMatchObject({ section: "hours", action: "update", staff_name: OWNER_NAME });
    const named = await env.DB.prepare(
      "SELECT name, changes FROM settings_changes WHERE merchant_id = ?1 AND section = 'hours' ORDER BY id",
    )
      .bind(shop.id)
      .all<{ name: string; changes: string }>();
    expect(named.results.map((row) => [row.name, JSON.parse(row.changes)])).toEqual([
      ["segunda-feira", [{ field: "shifts", from: "00:00-00:00", to: "11:00-15:00, 18:00-02:00" }]],
      ["terça-feira", [{ field: "shifts", from: "00:00-00:00", to: "" }]],
    ]);

    const periods = await customerRead("/operation_times", (body) => operationTimesResponseSchema.parse(body).data);
    expect(periods.periods.filter((period) => period.weekday <= 2)).toEqual([
      { weekday: 0, opens_at: "00:00", closes_at: "00:00" },
      { weekday: 1, opens_at: "11:00", closes_at: "15:00" },
      { weekday: 1, opens_at: "18:00", closes_at: "02:00" },
    ]);
    expect((await readHours(owner)).days[2]!.shifts).toEqual([]);

    // The same week again changes nothing: no trail row, no new version.
    const same = await readHours(owner);
    expect(await write(owner, "PUT", "/week", { days: same.days })).toEqual({ id: null, version: version + 1 });
    await write(owner, "PUT", "/week", aroundTheClock);
  });

  it("refuses overlapping shifts, bad times and too many shifts on the day and shift at fault, writing nothing", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const refusedWith = async (body: unknown) =>
      (await expectError(await send("PUT", `${BASE}/week`, owner, body), 400, "VALIDATION_ERROR")).errors;

    expect(
      await refusedWith(
        week((weekday) =>
          weekday === 3
            ? [
                { opens_at: "18:00", closes_at: "01:00" },
                { opens_at: "23:30", closes_at: "23:45" },
              ]
            : [],
        ),
      ),
    ).toEqual([{ field: "days.3.shifts.1.opens_at", message: HOURS_ERRORS.shiftsOverlap }]);
    expect(
      await refusedWith(week((weekday) => (weekday === 5 ? [{ opens_at: "11:00", closes_at: "24:30" }] : []))),
    ).toEqual([{ field: "days.5.shifts.0.closes_at", message: HOURS_ERRORS.timeInvalid }]);
    const tooMany = Array.from({ length: HOURS_BOUNDS.shiftsPerDay + 1 }, (_, index) => ({
      opens_at: `0${index}:00`,
      closes_at: `0${index}:30`,
    }));
    expect(await refusedWith(week((weekday) => (weekday === 6 ? tooMany : [])))).toEqual([
      { field: "days.6.shifts", message: HOURS_ERRORS.shiftsTooMany },
    ]);
    expect(await refusedWith({ days: aroundTheClock.days.slice(1) })).toEqual([
      { field: "days", message: HOURS_ERRORS.weekInvalid },
    ]);
    expect(await settingsVersion()).toBe(version);
  });
});

describe("holidays and closures", () => {
  it("closes the store today with its reason, opens it after, and schedules only after it; removing it reopens", async () => {
    const owner = await ownerToken();
    await write(owner, "PUT", "/scheduling", scheduling());
    expect((await statusNow()).open).toBe(true);
    const version = await settingsVersion();

    const added = await write(
      owner,
      "POST",
      "/closures",
      { starts_on: dateIn(0), ends_on: dateIn(1), reason: "  Feriado municipal " },
      201,
    );
    expect(added.version).toBe(version + 1);
    expect(added.id).toEqual(expect.any(Number));
    expect(await latestChange(owner)).toMatchObject({
      section: "hours",
      action: "create",
      name: `${dateIn(0)} – ${dateIn(1)}`,
      changes: [
        { field: "starts_on", from: null, to: dateIn(0) },
        { field: "ends_on", from: null, to: dateIn(1) },
        { field: "reason", from: null, to: "Feriado municipal" },
      ],
    });
    expect((await readHours(owner)).closures).toEqual([
      { id: added.id, starts_on: dateIn(0), ends_on: dateIn(1), reason: "Feriado municipal" },
    ]);

    const status = await statusNow();
    expect(status).toMatchObject({
      open: false,
      next_opening_at: midnightOf(dateIn(2)),
      closure: { starts_on: dateIn(0), ends_on: dateIn(1), reason: "Feriado municipal" },
      settings_version: version + 1,
    });
    const availables = await customerRead("/scheduling_times/availables?delivery_type=TAKEOUT", (body) =>
      schedulingAvailablesResponseSchema.parse(body),
    );
    expect(availables.data.days.map((day) => day.date)).toEqual([dateIn(2), dateIn(3)]);
    expect(availables.data.days[0]!.slots[0]!.start).toBe(midnightOf(dateIn(2)));

    // An order for now is refused; a time on a closed day is not offered, the first one after it is.
    const token = await visitorToken();
    const cart = await readyCart(token);
    await expectError(await place(token, cart.guid), 422, "MERCHANT_CLOSED");
    const scheduleTo = (at: string) =>
      send("PUT", `/${SHOP}/carts/${cart.guid}/scheduling`, token, { cart: { scheduled_to: at } });
    const tomorrowNoon = fromZonedTime(`${dateIn(1)}T12:00:00`, ZONE).toISOString();
    await expectError(await scheduleTo(tomorrowNoon), 422, "SCHEDULE_UNAVAILABLE");
    expect((await scheduleTo(midnightOf(dateIn(2)))).status).toBe(200);

    await write(owner, "DELETE", `/closures/${added.id}`);
    expect(await latestChange(owner)).toMatchObject({ action: "delete", name: `${dateIn(0)} – ${dateIn(1)}` });
    expect((await scheduleTo(tomorrowNoon)).status).toBe(200);
    expect(await statusNow()).toMatchObject({ open: true, closure: null });
    await expectError(await send("DELETE", `${BASE}/closures/${added.id}`, owner), 404, "NOT_FOUND");
  });

  it("refuses a closure ending before it starts, in the past, too long, too far, over another or with a long reason", async () => {
    const owner = await ownerToken();
    const holiday = await write(
      owner,
      "POST",
      "/closures",
      { starts_on: dateIn(10), ends_on: dateIn(10), reason: null },
      201,
    );
    const version = await settingsVersion();
    const refused = async (body: unknown, status = 400) =>
      (await expectError(await send("POST", `${BASE}/closures`, owner, body), status, "VALIDATION_ERROR")).errors;
    const day = (days: number) => ({ starts_on: dateIn(days), ends_on: dateIn(days), reason: null });
    expect(await refused({ ...day(5), ends_on: dateIn(4) })).toEqual([
      { field: "ends_on", message: HOURS_ERRORS.endBeforeStart },
    ]);
    expect(await refused({ ...day(5), starts_on: "2026-02-30" })).toEqual([
      { field: "starts_on", message: HOURS_ERRORS.dateInvalid },
    ]);
    expect(await refused({ ...day(5), ends_on: dateIn(5 + HOURS_BOUNDS.closureDays) })).toEqual([
      { field: "ends_on", message: HOURS_ERRORS.closureTooLong },
    ]);
    expect(await refused({ ...day(5), reason: "x".repeat(HOURS_BOUNDS.reason + 1) })).toEqual([
      { field: "reason", message: HOURS_ERRORS.reasonTooLong },
    ]);
    expect(await refused(day(-2), 422)).toEqual([{ field: "ends_on", message: HOURS_ERRORS.closurePast }]);
    expect(await refused(day(HOURS_BOUNDS.closureAheadDays + 2), 422)).toEqual([
      { field: "starts_on", message: HOURS_ERRORS.closureTooFar },
    ]);
    expect(await refused({ ...day(9), ends_on: dateIn(11) }, 422)).toEqual([
      { field: "starts_on", message: HOURS_ERRORS.closureOverlaps },
    ]);
    expect(await settingsVersion()).toBe(version);
    // Another store's closure is not there for this owner.
    const theirs = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    await expectError(await send("DELETE", `${BASE}/closures/${holiday.id}`, theirs), 403, "FORBIDDEN");
    await expectError(
      await send("DELETE", `/console/${copShop.slug}/settings/hours/closures/${holiday.id}`, theirs),
      404,
      "NOT_FOUND",
    );
    await write(owner, "DELETE", `/closures/${holiday.id}`);
  });
});

describe("scheduling and preparation times", () => {
  it("writes the rules and the times customers are shown, each field in the trail", async () => {
    const owner = await ownerToken();
    await write(owner, "PUT", "/scheduling", scheduling());
    const version = await settingsVersion();
    await write(
      owner,
      "PUT",
      "/scheduling",
      scheduling({
        slot_minutes: 15,
        schedule_only: true,
        time_to_receive: { DELIVERY: { minimum: 50, maximum: 70 }, TAKEOUT: { minimum: 15, maximum: 25 } },
      }),
    );
    expect(await settingsVersion()).toBe(version + 1);
    const change = await latestChange(owner);
    expect(change).toMatchObject({ section: "hours", action: "update", name: "scheduling" });
    expect(change.changes).toEqual([
      { field: "schedule_only", from: false, to: true },
      { field: "slot_minutes", from: 30, to: 15 },
      { field: "time_to_receive.DELIVERY.minimum", from: 40, to: 50 },
      { field: "time_to_receive.DELIVERY.maximum", from: 60, to: 70 },
    ]);
    expect(
      await customerRead("/scheduling_times/settings", (body) => schedulingSettingsResponseSchema.parse(body).data),
    ).toMatchObject({ scheduling_enabled: true, schedule_only: true, slot_minutes: 15, days_ahead: 4 });
    const modes = await customerRead("/operation_modes", (body) => operationModesResponseSchema.parse(body).data);
    expect(modes.takeout_configuration.time_to_receive).toEqual({ minimum: 15, maximum: 25 });
    expect((await readHours(owner)).scheduling.time_to_receive.DELIVERY).toEqual({ minimum: 50, maximum: 70 });
    // Fields other sections own in the same documents are kept.
    expect(modes.delivery_configuration.enabled).toBe(true);
    await write(owner, "PUT", "/scheduling", scheduling());
  });

  it("refuses numbers out of bounds on their field, writing nothing", async () => {
    const owner = await ownerToken();
    const version = await settingsVersion();
    const refused = async (body: unknown) =>
      (await expectError(await send("PUT", `${BASE}/scheduling`, owner, body), 400, "VALIDATION_ERROR")).errors;
    expect(await refused(scheduling({ slot_minutes: 4 }))).toEqual([
      { field: "slot_minutes", message: HOURS_ERRORS.slotInvalid },
    ]);
    expect(await refused(scheduling({ days_ahead: 15 }))).toEqual([
      { field: "days_ahead", message: HOURS_ERRORS.daysAheadInvalid },
    ]);
    expect(await refused(scheduling({ lead_time_minutes: { DELIVERY: 1441, TAKEOUT: 0 } }))).toEqual([
      { field: "lead_time_minutes.DELIVERY", message: HOURS_ERRORS.leadInvalid },
    ]);
    expect(
      await refused(
        scheduling({
          time_to_receive: { DELIVERY: { minimum: 70, maximum: 50 }, TAKEOUT: { minimum: 0, maximum: 241 } },
        }),
      ),
    ).toEqual([
      { field: "time_to_receive.DELIVERY.minimum", message: HOURS_ERRORS.minAboveMax },
      { field: "time_to_receive.TAKEOUT.maximum", message: HOURS_ERRORS.minutesInvalid },
    ]);
    expect(await settingsVersion()).toBe(version);
  });
});
