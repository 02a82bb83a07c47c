/** What was typed comes back, never a password. */
export interface StaffFormAnswer {
  /** "add", "own", or the intent and member id of a member's form: "update-3". */
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  count?: number;
}

export const STAFF_DONE = [
  "added",
  "updated",
  "password",
  "removed",
  "invited",
  "invitedNotSent",
  "reinvited",
] as const;
export type StaffDone = (typeof STAFF_DONE)[number];
