import * as z from "zod";
import { staffRoles, staffSchema } from "./console";
import { settingsRequestKeySchema } from "./console-settings";
import { envelope } from "./envelope";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "./limits";

// Messages are locale keys under console.staff.errors, shared by the console's forms and the API's field
// errors.

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

/** Kept exactly as typed; the upper bound caps the hashing work. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 200;

export const staffNameSchema = z
  .string({ error: E.nameRequired })
  .trim()
  .min(1, { error: E.nameRequired, abort: true })
  .min(NAME_MIN_LENGTH, { error: E.nameTooShort })
  .max(NAME_MAX_LENGTH, { error: E.nameTooLong });

export const staffEmailSchema = z
  .string({ error: E.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: E.emailInvalid })
  .email({ error: E.emailInvalid });

export const staffRoleInputSchema = z.enum(staffRoles, { error: E.roleInvalid });

export const staffPasswordSchema = z
  .string({ error: E.passwordRequired })
  .min(1, { error: E.passwordRequired, abort: true })
  .min(STAFF_PASSWORD_MIN, { error: E.passwordTooShort })
  .max(STAFF_PASSWORD_MAX, { error: E.passwordTooLong });

export const staffMemberSchema = staffSchema.extend({ created_at: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = envelope(z.object({ staff: z.array(staffMemberSchema), you: z.number().int() }));

export const staffMemberResponseSchema = envelope(staffMemberSchema);

export const staffCreateRequestSchema = z.object({
  name: staffNameSchema,
  email: staffEmailSchema,
  role: staffRoleInputSchema,
  password: staffPasswordSchema,
  /** The form's own key (decision 111): sent twice, it adds one member. */
  request_key: settingsRequestKeySchema.optional(),
});
export type StaffCreateRequest = z.input<typeof staffCreateRequestSchema>;

export const staffUpdateRequestSchema = z.object({ name: staffNameSchema, role: staffRoleInputSchema });
export type StaffUpdateRequest = z.input<typeof staffUpdateRequestSchema>;

export const staffPasswordRequestSchema = z.object({ password: staffPasswordSchema });
export type StaffPasswordRequest = z.input<typeof staffPasswordRequestSchema>;

export const ownPasswordRequestSchema = z.object({
  current: z
    .string({ error: E.currentRequired })
    .min(1, { error: E.currentRequired })
    .max(STAFF_PASSWORD_MAX, { error: E.currentWrong }),
  new: staffPasswordSchema,
});
export type OwnPasswordRequest = z.input<typeof ownPasswordRequestSchema>;
