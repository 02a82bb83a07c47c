import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { findMerchantBySlug } from "../db/merchants";
import { liveStaff } from "../db/staff";
import type { AppEnv } from "../env";
import { HttpError, forbidden, notFound, unauthorized } from "../http/errors";
import { requiredSecret } from "./middleware";
import { verifyStaffToken } from "./token";

const slugOfConsolePath = (path: string): string | null => /^\/console\/([^/]+)/.exec(path)?.[1] ?? null;

/** A customer's access token is not a staff token (401). Every query below is scoped by `merchant` and `staff`. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const slug = slugOfConsolePath(c.req.path);
  if (slug === null) throw notFound();
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
  if (!match) throw unauthorized("Missing staff token");
  const claims = await verifyStaffToken(requiredSecret(c.env, "TOKEN_SECRET"), match[1]!);
  if (!claims) throw unauthorized("Invalid or expired staff token");
  if (claims.slug !== slug) throw forbidden("This staff token is of another store");
  const merchant = await findMerchantBySlug(createDb(c.env.DB), slug);
  if (!merchant) throw notFound(`Merchant ${slug} not found`);
  const staff = await liveStaff(c.env.DB, merchant.id, claims.staff_id, claims.sid);
  if (!staff) throw unauthorized("This staff login has ended; log in again");
  c.set("merchant", merchant);
  c.set("staff", staff);
  c.set("staffSession", claims.sid);
  await next();
});

/** Only the store's owner: staff accounts. */
export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("staff").role !== "OWNER") throw new HttpError(403, "FORBIDDEN", "Only the store's owner may do this");
  await next();
});
