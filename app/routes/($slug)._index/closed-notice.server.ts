import type { OperationStatusNow } from "../../../contract";
import type { ClosedNotice } from "~/components/menu/ClosedStoreDialog";

/** Closed with no opening hours ahead (Recife): no order time to promise, nor a time to schedule. */
export const closedUntilFurtherNotice = (statusNow: OperationStatusNow | null | undefined): boolean =>
  !!statusNow && !statusNow.open && !statusNow.schedule_only && statusNow.next_opening_at === null;

/**
 * The closed-store (or schedule-only) notice over the menu (core spec §2), null while the store
 * takes orders now. A store closed now that schedules orders offers "Agendar pedido" (issue 17,
 * decision 029): the scheduling page has times for when it opens. Not at a table (a table's order
 * is for now), and not when no opening is ahead (no time to offer).
 */
export function closedNoticeOf(
  statusNow: OperationStatusNow | null | undefined,
  store: { statusText: string | null; schedulingEnabled: boolean; atTable: boolean; otherStores: string | null },
): ClosedNotice | null {
  if (!statusNow || (statusNow.open && !statusNow.schedule_only)) return null;
  const untilFurtherNotice = closedUntilFurtherNotice(statusNow);
  return {
    kind: "closed",
    scheduleOnly: statusNow.schedule_only,
    canSchedule: !statusNow.open && !statusNow.schedule_only && !untilFurtherNotice && store.schedulingEnabled && !store.atTable,
    untilFurtherNotice,
    key: statusNow.next_opening_at ?? (statusNow.schedule_only ? "schedule-only" : "closed"),
    nextOpening: statusNow.open ? null : store.statusText,
    otherStores: untilFurtherNotice ? store.otherStores : null,
  };
}
