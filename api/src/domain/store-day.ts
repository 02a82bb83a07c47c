import { addDays } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { DayTimes, DeliveryAreas, OperationModes, PauseReason, SoldOutKind, SoldOutNow } from "../../../contract";
import type { Rejection } from "./cart-pricing";

/** The hour a store's day ends: restaurants work past midnight, so "today" lasts until 05:00. */
export const DAY_ENDS_AT_HOUR = 5;

/** The next 05:00 in `timezone` after `now`: when a dish sold out now is back on sale by itself. */
export function endOfStoreDay(now: Date, timezone: string): Date {
  const localDate = formatInTimeZone(now, timezone, "yyyy-MM-dd");
  const hour = `T0${DAY_ENDS_AT_HOUR}:00:00`;
  const sameDay = fromZonedTime(`${localDate}${hour}`, timezone);
  if (sameDay > now) return sameDay;
  // The next calendar day's 05:00, read in the zone again (a DST change moves it).
  const nextDate = formatInTimeZone(addDays(sameDay, 1), timezone, "yyyy-MM-dd");
  return fromZonedTime(`${nextDate}${hour}`, timezone);
}

export interface StoreDay {
  soldOut: SoldOutNow;
  pausedUntil: string | null;
  pauseReason: PauseReason | null;
  prepTimes: DayTimes;
}

export const NO_DAY_TIMES: DayTimes = { DELIVERY: null, TAKEOUT: null };

export function soldOutOf(rows: readonly { kind: SoldOutKind; refId: number }[]): SoldOutNow {
  const ids = (kind: SoldOutKind) => rows.filter((row) => row.kind === kind).map((row) => row.refId);
  return { items: ids("ITEM"), options: ids("OPTION"), flavors: ids("FLAVOR") };
}

export function pauseAt(
  day: Pick<StoreDay, "pausedUntil" | "pauseReason">,
  now: Date,
): { pausedUntil: string; pauseReason: PauseReason } | null {
  if (!day.pausedUntil || day.pausedUntil <= now.toISOString()) return null;
  return { pausedUntil: day.pausedUntil, pauseReason: day.pauseReason ?? "OTHER" };
}

/** The configured times customers are shown: delivery areas' own time first, else the mode's. */
export function configuredTimes(modes: OperationModes, areas: DeliveryAreas | null): DayTimes {
  return {
    DELIVERY: areas?.time_to_receive ?? modes.delivery_configuration.time_to_receive,
    TAKEOUT: modes.takeout_configuration.time_to_receive,
  };
}

export function withPrepTimes<T extends { operationModes: OperationModes; deliveryAreas: DeliveryAreas | null }>(
  settings: T,
  times: DayTimes,
): T {
  if (!times.DELIVERY && !times.TAKEOUT) return settings;
  const modes = settings.operationModes;
  return {
    ...settings,
    operationModes: {
      ...modes,
      delivery_configuration: {
        ...modes.delivery_configuration,
        time_to_receive: times.DELIVERY ?? modes.delivery_configuration.time_to_receive,
      },
      takeout_configuration: {
        ...modes.takeout_configuration,
        time_to_receive: times.TAKEOUT ?? modes.takeout_configuration.time_to_receive,
      },
    },
    deliveryAreas:
      settings.deliveryAreas && times.DELIVERY
        ? { ...settings.deliveryAreas, time_to_receive: times.DELIVERY }
        : settings.deliveryAreas,
  };
}

/** A cart scheduled for after the pause is an order for later and passes. */
export function pauseRefusal(
  pause: { pausedUntil: string; pauseReason: PauseReason } | null,
  scheduledTo: string | null,
): Rejection | null {
  if (!pause) return null;
  if (scheduledTo !== null && new Date(scheduledTo).toISOString() >= pause.pausedUntil) return null;
  return {
    status: 422,
    code: "MERCHANT_PAUSED",
    message: `The store paused new orders until ${pause.pausedUntil}`,
    errors: [
      { field: "paused_until", message: pause.pausedUntil },
      { field: "pause_reason", message: pause.pauseReason },
    ],
  };
}
