import { Hono } from "hono";
import { STAFF_TOKEN_TTL_SECONDS, staffLoginRequestSchema, staffLoginResponseSchema, staffMeResponseSchema } from "../../../contract/console";
import { requireClientSecret, requiredSecret } from "../auth/middleware";
import { burnPasswordTime, verifyPassword } from "../auth/password";
import { issueStaffToken } from "../auth/token";
import { createDb } from "../db/client";
import { findMerchantBySlug, loadDocument } from "../db/merchants";
import { createStaffSession, findStaffByEmail, revokeStaffSession, toStaff } from "../db/staff";
import type { AppEnv } from "../env";
import { attemptSourceOf } from "../http/caller";
import { HttpError, notFound } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import { chargeAttempt } from "../services/login-attempts";

/*
 * The store console's login (contract/console.ts). Only the storefront calls it (the shared
 * secret); a wrong e-mail and a wrong password are the same 401, so the login tells nobody who
 * works where. Wrong attempts count under the customers' limits (decision 044), in their own keys.
 */
export const consoleAuthRoutes = new Hono<AppEnv>().post("/:slug/login", requireClientSecret, validateJson(staffLoginRequestSchema), async (c) => {
  const { email, password } = c.req.valid("json");
  const merchant = await findMerchantBySlug(createDb(c.env.DB), c.req.param("slug"));
  if (!merchant) throw notFound("No such store");
  const attempt = await chargeAttempt(attemptSourceOf(c), merchant.id, `staff:${email}`);
  try {
    if (attempt.limited) throw attempt.limited;
    const staff = await findStaffByEmail(c.env.DB, merchant.id, email);
    const valid = staff ? await verifyPassword(password, staff.password_hash) : (await burnPasswordTime(password), false);
    if (!staff || !valid) {
      attempt.failed();
      throw new HttpError(401, "INVALID_CREDENTIALS", "Wrong e-mail or password");
    }
    const sessionId = await createStaffSession(c.env.DB, merchant.id, staff.id, STAFF_TOKEN_TTL_SECONDS);
    const { token, expiresIn } = await issueStaffToken(requiredSecret(c.env, "TOKEN_SECRET"), { slug: merchant.slug, staffId: staff.id, sessionId });
    attempt.succeeded();
    return reply(c, staffLoginResponseSchema, { data: { token, expires_in: expiresIn, staff: toStaff(staff) } });
  } finally {
    await attempt.settle();
  }
});

/** Who is logged in, and logging out (behind requireStaff, app.ts). */
export const consoleSessionRoutes = new Hono<AppEnv>()
  .get("/:slug/me", async (c) => {
    const merchant = c.get("merchant");
    const { timezone, currency, country_code } = await loadDocument(createDb(c.env.DB), merchant.id, "tropicalization");
    return reply(c, staffMeResponseSchema, {
      data: { staff: toStaff(c.get("staff")), merchant: { slug: merchant.slug, name: merchant.name, timezone, currency, country_code } },
    });
  })
  .post("/:slug/logout", async (c) => {
    await revokeStaffSession(c.env.DB, c.get("merchant").id, c.get("staffSession"));
    return c.body(null, 204);
  });
