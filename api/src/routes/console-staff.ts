import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  ownPasswordRequestSchema,
  staffCreateRequestSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffPasswordRequestSchema,
  staffUpdateRequestSchema,
} from "../../../contract/console-staff";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { attemptSourceOf } from "../http/caller";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import {
  type StaffActor,
  addStaff,
  changeOwnPassword,
  changeStaff,
  listStaffMembers,
  removeStaff,
  resetStaffPassword,
} from "../services/staff-accounts";

const memberPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const actorOf = (c: Context<AppEnv>): StaffActor => ({
  merchantId: c.get("merchant").id,
  staff: c.get("staff"),
  sessionId: c.get("staffSession"),
});

/**
 * The store's staff accounts (contract/console-staff.ts): the owner's list and changes, and each
 * member's own password; behind requireStaff (app.ts), the owner's routes behind requireOwner too.
 */
export const consoleStaffRoutes = new Hono<AppEnv>()

  .put("/:slug/me/password", validateJson(ownPasswordRequestSchema), async (c) => {
    await changeOwnPassword(c.env.DB, actorOf(c), c.req.valid("json"), attemptSourceOf(c));
    return c.body(null, 204);
  })

  .get("/:slug/staff", requireOwner, async (c) => {
    return reply(c, staffListResponseSchema, {
      data: await listStaffMembers(c.env.DB, c.get("merchant").id, c.get("staff").id),
    });
  })

  .post("/:slug/staff", requireOwner, validateJson(staffCreateRequestSchema), async (c) => {
    const member = await addStaff(c.env.DB, c.get("merchant").id, c.req.valid("json"));
    c.status(201);
    return reply(c, staffMemberResponseSchema, { data: member });
  })

  .put(
    "/:slug/staff/:id",
    requireOwner,
    validateParam(memberPath),
    validateJson(staffUpdateRequestSchema),
    async (c) => {
      const member = await changeStaff(c.env.DB, c.get("merchant").id, c.req.valid("param").id, c.req.valid("json"));
      return reply(c, staffMemberResponseSchema, { data: member });
    },
  )

  .delete("/:slug/staff/:id", requireOwner, validateParam(memberPath), async (c) => {
    await removeStaff(c.env.DB, c.get("merchant").id, c.get("staff").id, c.req.valid("param").id);
    return c.body(null, 204);
  })

  .put(
    "/:slug/staff/:id/password",
    requireOwner,
    validateParam(memberPath),
    validateJson(staffPasswordRequestSchema),
    async (c) => {
      await resetStaffPassword(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").password);
      return c.body(null, 204);
    },
  );
