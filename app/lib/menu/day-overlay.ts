import type { Menu, OperationModes, OperationStatusNow } from "../../../contract";
import { menuWithSoldOut } from "../../../contract/sold-out";

// The menu and operation modes are cached for minutes (decision 017) while staff's switches ride on
// operation_status_now, which never is: no page shows a dish sold out today as available.

export function menuNow(menu: Menu, status: OperationStatusNow | null): Menu {
  return status?.sold_out ? menuWithSoldOut(menu, status.sold_out) : menu;
}

export function operationModesNow(modes: OperationModes, status: OperationStatusNow | null): OperationModes {
  const times = status?.time_to_receive;
  if (!times || (!times.DELIVERY && !times.TAKEOUT)) return modes;
  return {
    ...modes,
    delivery_configuration: {
      ...modes.delivery_configuration,
      time_to_receive: times.DELIVERY ?? modes.delivery_configuration.time_to_receive,
    },
    takeout_configuration: {
      ...modes.takeout_configuration,
      time_to_receive: times.TAKEOUT ?? modes.takeout_configuration.time_to_receive,
    },
  };
}
