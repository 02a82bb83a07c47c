import type { Context } from "hono";
import { STAFF_ERRORS, type OwnPasswordRequest, type StaffMember } from "../../../contract/console-staff";
import type { StaffRole } from "../../../contract/console";
import { hashPassword, verifyPassword } from "../auth/password";
import { findLiveStaff, insertStaffMember, removeStaffMember, setStaffPassword, toStaffMember, updateStaffMember } from "../db/staff";
import type { AppEnv } from "../env";
import { attemptSourceOf } from "../http/caller";
import { HttpError, notFound } from "../http/errors";
import { chargeAttempt } from "./login-attempts";

/*
 * The store's staff accounts, as its owner manages them, and each member's own password. Whatever
 * a change refuses, it refuses with the locale key the console shows next to the field.
 */

const fieldRefusal = (code: "VALIDATION_ERROR" | "EMAIL_TAKEN" | "INVALID_PASSWORD", field: string, message: string, why: string) =>
  new HttpError(422, code, why, [{ field, message }]);

const noSuchMember = () => notFound("No such staff member at this store");

/** Adds a member to the store, who can log in at once. */
export async function addStaff(c: Context<AppEnv>, member: { name: string; email: string; role: StaffRole; password: string }): Promise<StaffMember> {
  const passwordHash = await hashPassword(member.password);
  const row = await insertStaffMember(c.env.DB, c.get("merchant").id, { ...member, passwordHash });
  if (!row) throw fieldRefusal("EMAIL_TAKEN", "email", STAFF_ERRORS.emailTaken, "A member of this store has that e-mail");
  return toStaffMember(row);
}

/** Renames a member and sets their role; the store always keeps an owner. */
export async function changeStaff(c: Context<AppEnv>, id: number, change: { name: string; role: StaffRole }): Promise<StaffMember> {
  const merchantId = c.get("merchant").id;
  const row = await updateStaffMember(c.env.DB, merchantId, id, change);
  if (row) return toStaffMember(row);
  if (!(await findLiveStaff(c.env.DB, merchantId, id))) throw noSuchMember();
  throw fieldRefusal("VALIDATION_ERROR", "role", STAFF_ERRORS.lastOwner, "The store must keep an owner");
}

/** Removes a member and ends their logins; never oneself, never the last owner. */
export async function removeStaff(c: Context<AppEnv>, id: number): Promise<void> {
  const merchantId = c.get("merchant").id;
  const self = c.get("staff").id;
  if (await removeStaffMember(c.env.DB, merchantId, id, self)) return;
  if (!(await findLiveStaff(c.env.DB, merchantId, id))) throw noSuchMember();
  if (id === self) throw fieldRefusal("VALIDATION_ERROR", "id", STAFF_ERRORS.notYourself, "Nobody can remove themself");
  throw fieldRefusal("VALIDATION_ERROR", "id", STAFF_ERRORS.lastOwner, "The store must keep an owner");
}

/** The owner sets a member's password: every login of theirs ends (the caller's own login stays). */
export async function resetStaffPassword(c: Context<AppEnv>, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  if (!(await setStaffPassword(c.env.DB, c.get("merchant").id, id, passwordHash, c.get("staffSession")))) throw noSuchMember();
}

/**
 * A member changes their own password, proving the current one: a wrong guess counts with the
 * login's (the same key), so this form is no way around the login's limits. Their other logins end.
 * Answers the 429 once past the limits, else null.
 */
export async function changeOwnPassword(c: Context<AppEnv>, request: OwnPasswordRequest): Promise<Response | null> {
  const merchantId = c.get("merchant").id;
  const staff = c.get("staff");
  const attempt = await chargeAttempt(attemptSourceOf(c), merchantId, `staff:${staff.email}`);
  try {
    if (attempt.limited) throw attempt.limited;
    if (!(await verifyPassword(request.current, staff.password_hash))) {
      attempt.failed();
      throw fieldRefusal("INVALID_PASSWORD", "current", STAFF_ERRORS.currentWrong, "The current password is wrong");
    }
    attempt.succeeded();
  } finally {
    await attempt.settle();
  }
  const passwordHash = await hashPassword(request.new);
  if (!(await setStaffPassword(c.env.DB, merchantId, staff.id, passwordHash, c.get("staffSession")))) throw noSuchMember();
  return null;
}
