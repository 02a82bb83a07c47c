import { data } from "@remix-run/cloudflare";
import {
  type ClosureRequest,
  HOURS_BOUNDS,
  HOURS_ERRORS,
  type HoursWeekRequest,
  type SchedulingRequest,
} from "../../../contract/console-settings-hours";
import type { SchedulingField } from "./console-settings-hours";
import type { StaffPage } from "./console-session.server";
import type { ApiResult } from "~/lib/platform/api.server";

/*
 * The hours page's forms read as the API's requests (decision 103). Fields are named by the request's
 * own paths ("days.1.shifts.0.opens_at", "time_to_receive.DELIVERY.minimum"), so a refusal of the API
 * lands on the field it names. A shift row left empty is no shift.
 */

/** What the page's forms need of the bounds (the contract's values stay out of the browser's code). */
export const HOURS_FORM_BOUNDS = { shiftsPerDay: HOURS_BOUNDS.shiftsPerDay, reason: HOURS_BOUNDS.reason };

export type ShiftRow = { opens_at: string; closes_at: string };
export type WeekRows = ShiftRow[][];

/** What an action answers a form: its errors by field, what was typed, and a message not of one field. */
export interface HoursFormAnswer {
  form: "week" | "closure" | "scheduling";
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  /** The week as typed, after "one more shift", a removed row or a refusal. */
  week?: WeekRows;
  /** The field to put the focus on after a row was added or removed. */
  focus?: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const SHIFT_FIELD = /^days\.([0-6])\.shifts\.(\d{1,2})\.(opens_at|closes_at)$/;

/** The week's rows as typed, every day in order, each day's rows in their order (rows past a bound are dropped). */
export function weekRowsOf(form: FormData): WeekRows {
  const week: WeekRows = Array.from({ length: 7 }, () => []);
  for (const [name, value] of form.entries()) {
    const match = SHIFT_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const [day, row] = [Number(match[1]), Number(match[2])];
    if (row > HOURS_BOUNDS.shiftsPerDay * 2) continue;
    const shifts = week[day]!;
    while (shifts.length <= row) shifts.push({ opens_at: "", closes_at: "" });
    shifts[row]![match[3] as keyof ShiftRow] = value.trim();
  }
  return week;
}

export const weekValues = (week: WeekRows): Record<string, string> =>
  Object.fromEntries(
    week.flatMap((shifts, day) =>
      shifts.flatMap((shift, row) => [
        [`days.${day}.shifts.${row}.opens_at`, shift.opens_at],
        [`days.${day}.shifts.${row}.closes_at`, shift.closes_at],
      ]),
    ),
  );

/**
 * The week's request, or the errors of rows half filled. `rowOf` maps the request's shift index back to
 * the form's row, for the API's refusals.
 */
export function weekRequestOf(week: WeekRows): {
  request: HoursWeekRequest;
  errors: Record<string, string>;
  rowOf: (day: number, shift: number) => number;
} {
  const errors: Record<string, string> = {};
  const rowsKept: number[][] = [];
  const days = week.map((shifts, weekday) => {
    const kept: number[] = [];
    shifts.forEach((shift, row) => {
      if (!shift.opens_at && !shift.closes_at) return;
      for (const field of ["opens_at", "closes_at"] as const)
        if (!shift[field]) errors[`days.${weekday}.shifts.${row}.${field}`] = HOURS_ERRORS.timeInvalid;
      kept.push(row);
    });
    rowsKept.push(kept);
    return { weekday, shifts: kept.map((row) => shifts[row]!) };
  });
  return { request: { days }, errors, rowOf: (day, shift) => rowsKept[day]?.[shift] ?? shift };
}

/** A refusal's field of the week in the form's terms ("days.1.shifts.2.opens_at" at its typed row). */
export function weekFieldOf(field: string, rowOf: (day: number, shift: number) => number): string {
  const shift = /^days\.(\d)\.shifts\.(\d+)(\..+)?$/.exec(field);
  if (shift) return `days.${shift[1]}.shifts.${rowOf(Number(shift[1]), Number(shift[2]))}${shift[3] ?? ".opens_at"}`;
  const day = /^days\.(\d)\.shifts$/.exec(field);
  return day ? `days.${day[1]}.shifts.0.opens_at` : "week";
}

export function closureRequestOf(form: FormData): { request: ClosureRequest; errors: Record<string, string> } {
  const startsOn = text(form, "starts_on");
  const endsOn = text(form, "ends_on") || startsOn;
  const errors: Record<string, string> = startsOn ? {} : { starts_on: HOURS_ERRORS.dateInvalid };
  return { request: { starts_on: startsOn, ends_on: endsOn, reason: text(form, "reason") || null }, errors };
}

const MINUTE_FIELDS: Record<SchedulingField, string> = {
  slot_minutes: HOURS_ERRORS.slotInvalid,
  days_ahead: HOURS_ERRORS.daysAheadInvalid,
  "lead_time_minutes.DELIVERY": HOURS_ERRORS.leadInvalid,
  "lead_time_minutes.TAKEOUT": HOURS_ERRORS.leadInvalid,
  "time_to_receive.DELIVERY.minimum": HOURS_ERRORS.minutesInvalid,
  "time_to_receive.DELIVERY.maximum": HOURS_ERRORS.minutesInvalid,
  "time_to_receive.TAKEOUT.minimum": HOURS_ERRORS.minutesInvalid,
  "time_to_receive.TAKEOUT.maximum": HOURS_ERRORS.minutesInvalid,
};

/** The scheduling form's request; a number that is not a whole number is refused here, its bounds by the API. */
export function schedulingRequestOf(form: FormData): {
  request: SchedulingRequest;
  errors: Record<string, string>;
  values: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const number = (name: SchedulingField) => {
    const typed = text(form, name);
    values[name] = typed;
    if (!/^\d{1,5}$/.test(typed)) errors[name] = MINUTE_FIELDS[name];
    return Number(typed);
  };
  const flag = (name: string) => {
    if (form.get(name) !== null) values[name] = "on";
    return form.get(name) !== null;
  };
  const request: SchedulingRequest = {
    scheduling_enabled: flag("scheduling_enabled"),
    schedule_only: flag("schedule_only"),
    slot_minutes: number("slot_minutes"),
    days_ahead: number("days_ahead"),
    lead_time_minutes: { DELIVERY: number("lead_time_minutes.DELIVERY"), TAKEOUT: number("lead_time_minutes.TAKEOUT") },
    time_to_receive: {
      DELIVERY: {
        minimum: number("time_to_receive.DELIVERY.minimum"),
        maximum: number("time_to_receive.DELIVERY.maximum"),
      },
      TAKEOUT: {
        minimum: number("time_to_receive.TAKEOUT.minimum"),
        maximum: number("time_to_receive.TAKEOUT.maximum"),
      },
    },
  };
  return { request, errors, values };
}

const PREFIX = "console.settings.hours.errors.";

/**
 * A write the API refused: its field errors on the form's fields, anything else as one message; the
 * typed values kept. A login that ended goes to the login page; staff are refused (403) before here.
 */
export async function refusedHoursForm(
  page: StaffPage,
  result: Extract<ApiResult<unknown>, { ok: false }>,
  answer: Omit<HoursFormAnswer, "errors" | "message">,
  fieldOf: (field: string) => string | null,
) {
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const error of result.error.errors ?? []) {
    if (!error.message.startsWith(PREFIX)) continue;
    const field = fieldOf(error.field);
    if (field) errors[field] ??= error.message;
    else message ??= error.message;
  }
  if (Object.keys(errors).length === 0 && message === null)
    message =
      result.status === 404 ? "console.settings.hours.refused.gone" : "console.settings.hours.refused.unavailable";
  return data<HoursFormAnswer>({ ...answer, errors, message }, { status: result.status >= 500 ? 503 : result.status });
}
