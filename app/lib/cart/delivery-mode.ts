import type { DeliveryType, OperationModes } from "../../../contract";

/** `?method=` values of core spec §4. */
const METHOD_QUERY: Record<string, DeliveryType> = { "1": "DELIVERY", "2": "TAKEOUT", "3": "TABLE" };

export function isDeliveryType(value: unknown): value is DeliveryType {
  return value === "DELIVERY" || value === "TAKEOUT" || value === "TABLE";
}

/** The modes a store offers now; with no answer from the API, delivery only (the spec's default). */
export function enabledModes(modes: OperationModes | null): DeliveryType[] {
  if (!modes) return ["DELIVERY"];
  const enabled: DeliveryType[] = [];
  if (modes.delivery_configuration.enabled) enabled.push("DELIVERY");
  if (modes.takeout_configuration.enabled) enabled.push("TAKEOUT");
  if (modes.table_configuration.enabled) enabled.push("TABLE");
  return enabled;
}

/**
 * The delivery mode of a visit (core spec §4): a table id forces TABLE; then `?method=1|2|3`;
 * then the saved choice; with nothing saved, takeout is chosen when enabled and delivery
 * overrides it when enabled. A choice the store does not offer is never kept: when only one
 * mode is enabled it is forced. Default DELIVERY.
 */
export function resolveDeliveryMode(input: {
  modes: OperationModes | null;
  saved?: DeliveryType | null;
  methodQuery?: string | null;
  tableId?: string | null;
}): DeliveryType {
  const enabled = enabledModes(input.modes);
  const offered = (type: DeliveryType | null | undefined): type is DeliveryType => !!type && enabled.includes(type);
  if (input.tableId && offered("TABLE")) return "TABLE";
  const asked = input.methodQuery ? METHOD_QUERY[input.methodQuery] : undefined;
  if (offered(asked)) return asked;
  if (offered(input.saved)) return input.saved;
  let chosen: DeliveryType = "DELIVERY";
  if (enabled.includes("TAKEOUT")) chosen = "TAKEOUT";
  if (enabled.includes("DELIVERY")) chosen = "DELIVERY";
  if (!offered(chosen) && enabled.length > 0) chosen = enabled[0]!;
  return chosen;
}
