/** The scheduling form's number fields, named by the request's paths (contract/console-settings-hours.ts). */
export const SCHEDULING_FIELDS = [
  "slot_minutes",
  "days_ahead",
  "lead_time_minutes.DELIVERY",
  "lead_time_minutes.TAKEOUT",
  "time_to_receive.DELIVERY.minimum",
  "time_to_receive.DELIVERY.maximum",
  "time_to_receive.TAKEOUT.minimum",
  "time_to_receive.TAKEOUT.maximum",
] as const;
export type SchedulingField = (typeof SCHEDULING_FIELDS)[number];
