import type { Menu, OperationModes, OperationStatusNow } from "../../contract";
import { menuWithSoldOut } from "../../contract/sold-out";

/*
 * The store's day over its cached documents (docs/decisions/017): the menu and the operation modes
 * are kept for minutes, while staff's switches ride on operation_status_now, which never is. These
 * answer the documents as they are now, so no page shows a dish sold out today as available, nor
 * yesterday's times.
 */

/** The menu with what staff sold out today unavailable: a dish cannot be added, an option or a flavour is not offered. */
export function menuNow(menu: Menu, status: OperationStatusNow | null): Menu {
  return status?.sold_out ? menuWithSoldOut(menu, status.sold_out) : menu;
}

/** The operation modes with the preparation times staff set for now in place of the configured ones. */
export function operationModesNow(modes: OperationModes, status: OperationStatusNow | null): OperationModes {
  const times = status?.time_to_receive;
  if (!times || (!times.DELIVERY && !times.TAKEOUT)) return modes;
  return {
    ...modes,
    delivery_configuration: { ...modes.delivery_configuration, time_to_receive: times.DELIVERY ?? modes.delivery_configuration.time_to_receive },
    takeout_configuration: { ...modes.takeout_configuration, time_to_receive: times.TAKEOUT ?? modes.takeout_configuration.time_to_receive },
  };
}
