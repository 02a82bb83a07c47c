import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  ownerInvitationResendRequestSchema,
  ownerInvitationResendResponseSchema,
  platformMerchantCreateRequestSchema,
  platformMerchantListResponseSchema,
  platformMerchantResponseSchema,
} from "../../../contract/onboarding";
import { secretsEqual } from "../auth/token";
import type { AppEnv } from "../env";
import { unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson } from "../http/validate";
import { createMerchant, listMerchants } from "../services/onboarding";
import { resendOwnerInvitation } from "../services/owner-invitations";

/*
 * The platform's operator (decision 108): `Authorization: Bearer {ADMIN_KEY}`, compared in constant
 * time; anything else is 401, and without the secret set every call is 401. The storefront's
 * /_platform pages send the key its operator typed.
 */

const requirePlatformKey = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.ADMIN_KEY;
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
  if (typeof expected !== "string" || expected.length === 0 || !match || !(await secretsEqual(match[1]!, expected))) {
    throw unauthorized("Missing or wrong platform key");
  }
  await next();
});

export const platformRoutes = new Hono<AppEnv>()
  .use("*", requirePlatformKey)

  .get("/merchants", async (c) =>
    reply(c, platformMerchantListResponseSchema, { data: { merchants: await listMerchants(c.env.DB) } }),
  )

  .post("/merchants", validateJson(platformMerchantCreateRequestSchema), async (c) => {
    const created = await createMerchant(c.env, c.req.valid("json"));
    c.status(201);
    return reply(c, platformMerchantResponseSchema, { data: created });
  })

  // The owner's invitation sent again, a new link replacing the old (decision 112).
  .post("/merchants/:slug/owner_invitation", validateJson(ownerInvitationResendRequestSchema), async (c) =>
    reply(c, ownerInvitationResendResponseSchema, {
      data: await resendOwnerInvitation(c.env, c.req.param("slug"), c.req.valid("json")),
    }),
  );
