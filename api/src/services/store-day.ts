import type { OperationStatusNow } from "../../../contract";
import type { Db } from "../db/client";
import { loadSchedule } from "../db/merchants";
import { loadStoreDay } from "../db/store-day";
import { closureAt, operationNow, operationStatusAt } from "../domain/operation-status";
import { pauseAt, type StoreDay } from "../domain/store-day";
import type { Bindings } from "../env";

type Schedule = Awaited<ReturnType<typeof loadSchedule>>;

/**
 * Opening hours at operationNow (fixed on the e2e servers), the day's switches at the wall clock:
 * a pause of 15 minutes is 15 real minutes.
 */
export function customerStatus(env: Bindings, schedule: Schedule, day: StoreDay, now = new Date()): OperationStatusNow {
  const pause = pauseAt(day, now);
  const clock = operationNow(env);
  const hours = operationStatusAt(schedule.periods, schedule.timezone, clock, schedule.closures);
  return {
    ...hours,
    closure: closureAt(schedule.closures, schedule.timezone, clock, hours),
    schedule_only: schedule.scheduleOnly,
    paused_until: pause?.pausedUntil ?? null,
    pause_reason: pause?.pauseReason ?? null,
    sold_out: day.soldOut,
    time_to_receive: day.prepTimes,
    menu_version: schedule.menuVersion,
    settings_version: schedule.settingsVersion,
  };
}

export async function loadCustomerStatus(env: Bindings, db: Db, merchantId: number): Promise<OperationStatusNow> {
  const now = new Date();
  const [schedule, day] = await Promise.all([
    loadSchedule(db, merchantId, operationNow(env)),
    loadStoreDay(db, merchantId, now),
  ]);
  return customerStatus(env, schedule, day, now);
}
