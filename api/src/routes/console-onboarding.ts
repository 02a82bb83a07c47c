import { Hono } from "hono";
import * as z from "zod";
import {
  checklistResponseSchema,
  linkOriginSchema,
  passwordResetRequestSchema,
  staffInvitationRequestSchema,
  staffInvitationResponseSchema,
  staffLinkAcceptRequestSchema,
  staffLinkAcceptResponseSchema,
} from "../../../contract/onboarding";
import { requireClientSecret } from "../auth/middleware";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { clientIpOf } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import {
  acceptStaffLink,
  inviteStaff,
  readChecklist,
  reinviteStaff,
  requestPasswordReset,
} from "../services/onboarding";

/*
 * Onboarding in the console (decision 108). Before a login, with the shared secret: a forgotten
 * password's link asked, and a mailed link that sets a password and logs in. Behind requireStaff:
 * the checklist of a new store (every member), the owner's invitations.
 */

const slugPath = z.object({ slug: z.string().min(1).max(100) });

export const consoleLinkRoutes = new Hono<AppEnv>()
  .post(
    "/:slug/password_reset",
    requireClientSecret,
    validateParam(slugPath),
    validateJson(passwordResetRequestSchema),
    async (c) => {
      await requestPasswordReset(c.env, c.req.valid("param").slug, c.req.valid("json"), clientIpOf(c));
      return c.body(null, 204);
    },
  )
  .post(
    "/:slug/staff_links/accept",
    requireClientSecret,
    validateParam(slugPath),
    validateJson(staffLinkAcceptRequestSchema),
    async (c) => {
      const login = await acceptStaffLink(c.env, c.req.valid("param").slug, c.req.valid("json"));
      return reply(c, staffLinkAcceptResponseSchema, { data: login });
    },
  );

const memberPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

export const consoleOnboardingRoutes = new Hono<AppEnv>()
  .get("/:slug/checklist", async (c) =>
    reply(c, checklistResponseSchema, { data: await readChecklist(c.env.DB, c.get("merchant").id) }),
  )

  .post("/:slug/staff/invitations", requireOwner, validateJson(staffInvitationRequestSchema), async (c) => {
    const member = await inviteStaff(c.env, c.get("merchant"), c.req.valid("json"));
    c.status(201);
    return reply(c, staffInvitationResponseSchema, { data: member });
  })

  .post(
    "/:slug/staff/:id/invitation",
    requireOwner,
    validateParam(memberPath),
    validateJson(z.object({ link_origin: linkOriginSchema })),
    async (c) => {
      await reinviteStaff(c.env, c.get("merchant"), c.req.valid("param").id, c.req.valid("json").link_origin);
      return c.body(null, 204);
    },
  );
