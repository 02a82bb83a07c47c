/*
 * What the staff pages' actions answer when they refuse (the page shows it beside the form that
 * was sent), shared by the routes and their components.
 */

/** A refused staff form: which form, its field errors and a refusal of the whole form (locale keys), what was typed (never a password). */
export interface StaffFormAnswer {
  /** "add", "own", or the intent and member id of a member's form: "update-3", "password-3", "remove-3". */
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  /** The count of `message`'s plural: the seconds or minutes a refusal for too many attempts says to wait. */
  count?: number;
}

/** What a staff page's `?done=` may say happened. */
export const STAFF_DONE = ["added", "updated", "password", "removed"] as const;
export type StaffDone = (typeof STAFF_DONE)[number];
