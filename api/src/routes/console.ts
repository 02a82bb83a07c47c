import { Hono } from "hono";
import { staffLoginRequestSchema, staffLoginResponseSchema, staffMeResponseSchema } from "../../../contract/console";
import { requireClientSecret } from "../auth/middleware";
import type { AppEnv } from "../env";
import { attemptSourceOf } from "../http/caller";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import { logInStaff, logOutStaff, readStaffMe } from "../services/staff-sessions";

/* The store console's login (contract/console.ts). Only the storefront calls it (the shared secret). */
export const consoleAuthRoutes = new Hono<AppEnv>().post(
  "/:slug/login",
  requireClientSecret,
  validateJson(staffLoginRequestSchema),
  async (c) => {
    const login = await logInStaff(c.env, c.req.param("slug"), c.req.valid("json"), attemptSourceOf(c));
    return reply(c, staffLoginResponseSchema, { data: login });
  },
);

export const consoleSessionRoutes = new Hono<AppEnv>()
  .get("/:slug/me", async (c) => {
    return reply(c, staffMeResponseSchema, { data: await readStaffMe(c.env.DB, c.get("merchant"), c.get("staff")) });
  })
  .post("/:slug/logout", async (c) => {
    await logOutStaff(c.env.DB, c.get("merchant").id, c.get("staffSession"));
    return c.body(null, 204);
  });
