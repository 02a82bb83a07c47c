import * as z from "zod";
import { staffRoles, staffSchema } from "./console";
import { envelope } from "./envelope";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "./limits";

/*
 * The store's staff accounts, which only its owners manage, and each member's own password
 * (`/console/{slug}/staff…`, `/console/{slug}/me/password`). Every message below is a locale key
 * under `console.staff.errors`, shared by the console's forms and the API's field errors, so a
 * refusal reads the same whichever of the two caught it. A STAFF member calling an owner's route:
 * 403 FORBIDDEN; a member id of another store: 404, nothing written.
 */

/** Locale keys of the staff forms' refusals. */
export const STAFF_ERRORS = {
  nameRequired: "console.staff.errors.nameRequired",
  nameTooShort: "console.staff.errors.nameTooShort",
  nameTooLong: "console.staff.errors.nameTooLong",
  emailInvalid: "console.staff.errors.emailInvalid",
  emailTaken: "console.staff.errors.emailTaken",
  roleInvalid: "console.staff.errors.roleInvalid",
  passwordRequired: "console.staff.errors.passwordRequired",
  passwordTooShort: "console.staff.errors.passwordTooShort",
  passwordTooLong: "console.staff.errors.passwordTooLong",
  currentRequired: "console.staff.errors.currentRequired",
  currentWrong: "console.staff.errors.currentWrong",
  lastOwner: "console.staff.errors.lastOwner",
  notYourself: "console.staff.errors.notYourself",
} as const;

const E = STAFF_ERRORS;

/** A staff password: at least 8 characters, kept exactly as typed; the upper bound caps the hashing work. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 200;

export const staffNameSchema = z
  .string({ error: E.nameRequired })
  .trim()
  .min(1, { error: E.nameRequired, abort: true })
  .min(NAME_MIN_LENGTH, { error: E.nameTooShort })
  .max(NAME_MAX_LENGTH, { error: E.nameTooLong });

/** A login e-mail, as the login normalises it. */
export const staffEmailSchema = z.string({ error: E.emailInvalid }).trim().toLowerCase().max(254, { error: E.emailInvalid }).email({ error: E.emailInvalid });

export const staffRoleInputSchema = z.enum(staffRoles, { error: E.roleInvalid });

export const staffPasswordSchema = z
  .string({ error: E.passwordRequired })
  .min(1, { error: E.passwordRequired, abort: true })
  .min(STAFF_PASSWORD_MIN, { error: E.passwordTooShort })
  .max(STAFF_PASSWORD_MAX, { error: E.passwordTooLong });

/** A member as the owner's list shows it; `created_at` is ISO. */
export const staffMemberSchema = staffSchema.extend({ created_at: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /console/{slug}/staff` (owner): the live members, owners first, then by name; `you` is the caller's id. */
export const staffListResponseSchema = envelope(z.object({ staff: z.array(staffMemberSchema), you: z.number().int() }));

/** One member, as a change answers it. */
export const staffMemberResponseSchema = envelope(staffMemberSchema);

/** `POST /console/{slug}/staff` (owner): 422 EMAIL_TAKEN (field `email`) when a live member of the store has that e-mail. */
export const staffCreateRequestSchema = z.object({ name: staffNameSchema, email: staffEmailSchema, role: staffRoleInputSchema, password: staffPasswordSchema });
export type StaffCreateRequest = z.input<typeof staffCreateRequestSchema>;

/**
 * `PUT /console/{slug}/staff/{id}` (owner): name and role. A change that would leave the store
 * without an owner: 422 VALIDATION_ERROR, field `role`, message `lastOwner`.
 */
export const staffUpdateRequestSchema = z.object({ name: staffNameSchema, role: staffRoleInputSchema });
export type StaffUpdateRequest = z.input<typeof staffUpdateRequestSchema>;

/*
 * `DELETE /console/{slug}/staff/{id}` (owner): 204; the member can no longer log in and every login
 * of theirs ends at once. Oneself or the last owner: 422 VALIDATION_ERROR, field `id`, message
 * `notYourself` or `lastOwner`.
 */

/** `PUT /console/{slug}/staff/{id}/password` (owner): 204; every login of that member ends (but the caller's own). */
export const staffPasswordRequestSchema = z.object({ password: staffPasswordSchema });
export type StaffPasswordRequest = z.input<typeof staffPasswordRequestSchema>;

/**
 * `PUT /console/{slug}/me/password` (any member): 204; the member's other logins end. A wrong
 * `current`: 422 INVALID_PASSWORD (field `current`), counted with the login's wrong guesses (429
 * RATE_LIMITED with `Retry-After` past the limits).
 */
export const ownPasswordRequestSchema = z.object({
  current: z.string({ error: E.currentRequired }).min(1, { error: E.currentRequired }).max(STAFF_PASSWORD_MAX, { error: E.currentWrong }),
  new: staffPasswordSchema,
});
export type OwnPasswordRequest = z.input<typeof ownPasswordRequestSchema>;
