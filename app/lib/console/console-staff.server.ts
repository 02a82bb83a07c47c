import { data } from "@remix-run/cloudflare";
import * as z from "zod";
import {
  ownPasswordRequestSchema,
  STAFF_PASSWORD_MAX,
  staffCreateRequestSchema,
  staffEmailSchema,
  staffNameSchema,
  staffPasswordSchema,
  staffRoleInputSchema,
} from "../../../contract";
import type { ApiResult } from "~/lib/platform/api.server";
import type { StaffFormAnswer } from "./console-staff";
import type { StaffPage } from "./console-session.server";
import { retryAfterHeaders, waitOf } from "~/lib/page/wait.server";

/** A member's id from a form's hidden field. */
const memberId = z.coerce.number().int().positive();

/** Every form of the staff page, told apart by its intent; the rules are the API's own (contract/console-staff.ts). */
export const staffIntentSchema = z.discriminatedUnion("intent", [
  staffCreateRequestSchema.extend({ intent: z.literal("add") }),
  z.object({ intent: z.literal("update"), id: memberId, name: staffNameSchema, role: staffRoleInputSchema }),
  z.object({ intent: z.literal("password"), id: memberId, password: staffPasswordSchema }),
  z.object({ intent: z.literal("remove"), id: memberId }),
  // Invited by e-mail (decision 108): the member sets their own password from the link.
  z.object({ intent: z.literal("invite"), name: staffNameSchema, email: staffEmailSchema, role: staffRoleInputSchema }),
  z.object({ intent: z.literal("reinvite"), id: memberId }),
]);

const WAIT_MESSAGES = {
  seconds: "console.staff.errors.tooManySeconds",
  minutes: "console.staff.errors.tooMany",
} as const;

/**
 * A refused API call as the form's answer: the API's field errors beside the fields of `fields`
 * (their messages are locale keys), anything else as the form's message. A login that ended goes
 * to the login page; a caller who is no longer an owner gets the page's 403.
 */
export async function refusedForm(
  page: StaffPage,
  result: Extract<ApiResult<unknown>, { ok: false }>,
  answer: Omit<StaffFormAnswer, "errors" | "message">,
  fields: readonly string[],
) {
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const error of result.error.errors ?? []) {
    if (fields.includes(error.field) && error.message.startsWith("console.staff.errors."))
      errors[error.field] ??= error.message;
    else if (error.message.startsWith("console.staff.errors.")) message ??= error.message;
  }
  if (result.status === 429) {
    // Too many wrong passwords: the wait the API gave, in the text and in Retry-After alike.
    const wait = waitOf(result.error.retry_after);
    const said = wait.unit ? WAIT_MESSAGES[wait.unit] : "console.staff.errors.rateLimited";
    return data<StaffFormAnswer>(
      { ...answer, errors: {}, message: said, count: wait.count },
      { status: 429, headers: retryAfterHeaders(wait) },
    );
  }
  if (Object.keys(errors).length === 0 && message === null) {
    message = result.status === 404 ? "console.staff.errors.gone" : "console.staff.errors.unavailable";
  }
  return data<StaffFormAnswer>({ ...answer, errors, message }, { status: result.status >= 500 ? 503 : result.status });
}

/** The API's rules, and the new password typed twice: a typo here would lock the member out until an owner sets another. */
export const ownPasswordFormSchema = ownPasswordRequestSchema
  .extend({
    confirm: z
      .string({ error: "console.staff.errors.confirmMismatch" })
      .max(STAFF_PASSWORD_MAX, { error: "console.staff.errors.confirmMismatch" }),
  })
  .refine((form) => form.confirm === form.new, { error: "console.staff.errors.confirmMismatch", path: ["confirm"] });
