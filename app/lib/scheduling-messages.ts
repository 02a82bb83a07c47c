/** The API's scheduling refusals (contract/scheduling.ts SCHEDULING_ERROR_CODES; no zod in the browser). */
export const SCHEDULING_REFUSALS = ["SCHEDULING_DISABLED", "RETROACTIVE_SCHEDULE", "SCHEDULE_UNAVAILABLE", "SCHEDULE_REQUIRED"] as const;

/** The field of the checkout and scheduling forms a scheduling refusal is shown on. */
export const SCHEDULING_FIELD = "scheduled_to";

/**
 * The locale key of a scheduling refusal (core spec §8: 'retroactive schedule date invalid',
 * 'cannot schedule the order', 'schedule a time'), or null when the code is not one.
 */
export function schedulingErrorKey(code: string): string | null {
  return (SCHEDULING_REFUSALS as readonly string[]).includes(code) ? `scheduling.errors.${code}` : null;
}
