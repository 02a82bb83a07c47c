import type * as z from "zod";
import {
  STAFF_TOKEN_TTL_SECONDS,
  type staffLoginResponseSchema,
  type staffMeResponseSchema,
} from "../../../contract/console";
import { requiredSecret } from "../auth/middleware";
import { burnPasswordTime, verifyPassword } from "../auth/password";
import { issueStaffToken } from "../auth/token";
import { createDb } from "../db/client";
import { type MerchantRef, findMerchantBySlug, loadDocument } from "../db/merchants";
import { type StaffRow, createStaffSession, findStaffByEmail, revokeStaffSession, toStaff } from "../db/staff";
import type { Bindings } from "../env";
import { HttpError, notFound } from "../http/errors";
import { type AttemptSource, chargeAttempt } from "./login-attempts";

type StaffLogin = z.infer<typeof staffLoginResponseSchema>["data"];
type StaffMe = z.infer<typeof staffMeResponseSchema>["data"];

/** A wrong e-mail and a wrong password are the same 401, so the login tells nobody who works where. */
export async function logInStaff(
  env: Bindings,
  slug: string,
  credentials: { email: string; password: string },
  attempts: AttemptSource,
): Promise<StaffLogin> {
  const { email, password } = credentials;
  const merchant = await findMerchantBySlug(createDb(env.DB), slug);
  if (!merchant) throw notFound("No such store");
  const attempt = await chargeAttempt(attempts, merchant.id, `staff:${email}`);
  try {
    if (attempt.limited) throw attempt.limited;
    const staff = await findStaffByEmail(env.DB, merchant.id, email);
    const valid = staff
      ? await verifyPassword(password, staff.password_hash)
      : (await burnPasswordTime(password), false);
    if (!staff || !valid) {
      attempt.failed();
      throw new HttpError(401, "INVALID_CREDENTIALS", "Wrong e-mail or password");
    }
    const sessionId = await createStaffSession(env.DB, merchant.id, staff.id, STAFF_TOKEN_TTL_SECONDS);
    const { token, expiresIn } = await issueStaffToken(requiredSecret(env, "TOKEN_SECRET"), {
      slug: merchant.slug,
      staffId: staff.id,
      sessionId,
    });
    attempt.succeeded();
    return { token, expires_in: expiresIn, staff: toStaff(staff) };
  } finally {
    await attempt.settle();
  }
}

export async function readStaffMe(d1: D1Database, merchant: MerchantRef, staff: StaffRow): Promise<StaffMe> {
  const { timezone, currency, country_code } = await loadDocument(createDb(d1), merchant.id, "tropicalization");
  return {
    staff: toStaff(staff),
    merchant: { slug: merchant.slug, name: merchant.name, timezone, currency, country_code },
  };
}

export async function logOutStaff(d1: D1Database, merchantId: number, sessionId: string): Promise<void> {
  await revokeStaffSession(d1, merchantId, sessionId);
}
