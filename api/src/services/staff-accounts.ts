import { STAFF_ERRORS, type OwnPasswordRequest, type StaffMember } from "../../../contract/console-staff";
import type { StaffRole } from "../../../contract/console";
import { hashPassword, verifyPassword } from "../auth/password";
import {
  type StaffRow,
  findLiveStaff,
  findStaffByRequestKey,
  insertStaffMember,
  listStaff,
  removeStaffMember,
  setStaffPassword,
  toStaffMember,
  updateStaffMember,
} from "../db/staff";
import { HttpError, notFound } from "../http/errors";
import { type AttemptSource, chargeAttempt } from "./login-attempts";

/* Every refusal carries the locale key the console shows next to the field. */

const fieldRefusal = (
  code: "VALIDATION_ERROR" | "EMAIL_TAKEN" | "INVALID_PASSWORD",
  field: string,
  message: string,
  why: string,
) => new HttpError(422, code, why, [{ field, message }]);

const noSuchMember = () => notFound("No such staff member at this store");

export interface StaffActor {
  merchantId: number;
  staff: StaffRow;
  sessionId: string;
}

export async function listStaffMembers(
  d1: D1Database,
  merchantId: number,
  you: number,
): Promise<{ staff: StaffMember[]; you: number }> {
  const rows = await listStaff(d1, merchantId);
  return { staff: rows.map(toStaffMember), you };
}

/** A member added with a typed password; the same form sent again answers that member (decision 111). */
export async function addStaff(
  d1: D1Database,
  merchantId: number,
  member: { name: string; email: string; role: StaffRole; password: string; request_key?: string },
): Promise<StaffMember> {
  const key = member.request_key;
  const added = async () => {
    const first = key ? await findStaffByRequestKey(d1, merchantId, key) : null;
    return first && toStaffMember(first);
  };
  const before = await added();
  if (before) return before;
  const passwordHash = await hashPassword(member.password);
  const row = await insertStaffMember(d1, merchantId, { ...member, passwordHash, requestKey: key });
  if (row) return toStaffMember(row);
  const crossed = await added();
  if (crossed) return crossed;
  throw fieldRefusal("EMAIL_TAKEN", "email", STAFF_ERRORS.emailTaken, "A member of this store has that e-mail");
}

export async function changeStaff(
  d1: D1Database,
  merchantId: number,
  id: number,
  change: { name: string; role: StaffRole },
): Promise<StaffMember> {
  const row = await updateStaffMember(d1, merchantId, id, change);
  if (row) return toStaffMember(row);
  if (!(await findLiveStaff(d1, merchantId, id))) throw noSuchMember();
  throw fieldRefusal("VALIDATION_ERROR", "role", STAFF_ERRORS.lastOwner, "The store must keep an owner");
}

export async function removeStaff(d1: D1Database, merchantId: number, self: number, id: number): Promise<void> {
  if (await removeStaffMember(d1, merchantId, id, self)) return;
  if (!(await findLiveStaff(d1, merchantId, id))) throw noSuchMember();
  if (id === self) throw fieldRefusal("VALIDATION_ERROR", "id", STAFF_ERRORS.notYourself, "Nobody can remove themself");
  throw fieldRefusal("VALIDATION_ERROR", "id", STAFF_ERRORS.lastOwner, "The store must keep an owner");
}

export async function resetStaffPassword(
  d1: D1Database,
  actor: StaffActor,
  id: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  if (!(await setStaffPassword(d1, actor.merchantId, id, passwordHash, actor.sessionId))) throw noSuchMember();
}

/** A wrong guess counts with the login's (the same key), so this form is no way around the login's limits. */
export async function changeOwnPassword(
  d1: D1Database,
  actor: StaffActor,
  request: OwnPasswordRequest,
  attempts: AttemptSource,
): Promise<void> {
  const { merchantId, staff } = actor;
  const attempt = await chargeAttempt(attempts, merchantId, `staff:${staff.email}`);
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
  if (!(await setStaffPassword(d1, merchantId, staff.id, passwordHash, actor.sessionId))) throw noSuchMember();
}
