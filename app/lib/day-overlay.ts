import type { Menu, OperationModes, OperationStatusNow } from "../../contract";

/*
 * The store's day over its cached documents (docs/decisions/017): the menu and the operation modes
 * are kept for minutes, while staff's switches ride on operation_status_now, which never is. These
 * answer the documents as they are now, so no page shows a dish sold out today as available, nor
 * yesterday's times.
 */

/** The menu with what staff sold out today unavailable: a dish cannot be added, an option or a flavour is not offered. */
export function menuNow(menu: Menu, status: OperationStatusNow | null): Menu {
  const soldOut = status?.sold_out;
  if (!soldOut || soldOut.items.length + soldOut.options.length + soldOut.flavors.length === 0) return menu;
  const items = new Set(soldOut.items);
  const options = new Set(soldOut.options);
  const flavors = new Set(soldOut.flavors);
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({
        ...item,
        available: item.available && !items.has(item.id),
        option_groups: item.option_groups.map((group) => ({
          ...group,
          options: group.options.map((option) => ({ ...option, enabled: option.enabled && !options.has(option.id) })),
        })),
      })),
      pizzas: category.pizzas.map((pizza) => ({
        ...pizza,
        flavors: pizza.flavors.map((flavor) => ({ ...flavor, enabled: flavor.enabled && !flavors.has(flavor.id) })),
      })),
    })),
  };
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
