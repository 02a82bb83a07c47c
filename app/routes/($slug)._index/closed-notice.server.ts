import type { OperationStatusNow } from "../../../contract";
import type { ClosedNotice } from "~/components/menu/ClosedStoreDialog";

type Hours = Pick<OperationStatusNow, "open" | "schedule_only" | "next_opening_at" | "closes_at">;

/** Closed with no opening hours ahead: no order time to promise, nor a time to schedule. */
export const closedUntilFurtherNotice = (statusNow: Hours | null | undefined): boolean =>
  !!statusNow && !statusNow.open && !statusNow.schedule_only && statusNow.next_opening_at === null;

/**
 * The closed-store (or schedule-only) notice, null while the store takes orders. "Agendar pedido" only
 * with an opening ahead (decision 029). At a table rounds go to the kitchen whatever the hours say.
 */
export function closedNoticeOf(
  statusNow: Hours | null | undefined,
  store: { statusText: string | null; schedulingEnabled: boolean; atTable: boolean; otherStores: string | null },
): ClosedNotice | null {
  if (!statusNow || (statusNow.open && !statusNow.schedule_only)) return null;
  if (store.atTable) {
    if (statusNow.open) return null;
    const key = `table:${statusNow.next_opening_at ?? "closed"}`;
    return {
      kind: "closed",
      atTable: true,
      scheduleOnly: false,
      canSchedule: false,
      untilFurtherNotice: false,
      key,
      nextOpening: null,
      otherStores: null,
    };
  }
  const untilFurtherNotice = closedUntilFurtherNotice(statusNow);
  return {
    kind: "closed",
    atTable: false,
    scheduleOnly: statusNow.schedule_only,
    canSchedule: !statusNow.open && !statusNow.schedule_only && !untilFurtherNotice && store.schedulingEnabled,
    untilFurtherNotice,
    key: statusNow.next_opening_at ?? (statusNow.schedule_only ? "schedule-only" : "closed"),
    nextOpening: statusNow.open ? null : store.statusText,
    otherStores: untilFurtherNotice ? store.otherStores : null,
  };
}
