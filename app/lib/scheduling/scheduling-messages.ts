/** contract/scheduling.ts SCHEDULING_ERROR_CODES, copied: no zod in the browser. */
export const SCHEDULING_REFUSALS = [
  "SCHEDULING_DISABLED",
  "RETROACTIVE_SCHEDULE",
  "SCHEDULE_UNAVAILABLE",
  "SCHEDULE_REQUIRED",
] as const;

export const SCHEDULING_FIELD = "scheduled_to";

export function schedulingErrorKey(code: string): string | null {
  return (SCHEDULING_REFUSALS as readonly string[]).includes(code) ? `scheduling.errors.${code}` : null;
}
