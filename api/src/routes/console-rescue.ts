import { Hono } from "hono";
import * as z from "zod";
import { rescueCartsResponseSchema, rescueSendRequestSchema, rescueSendResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { listRescueCarts, sendRescue } from "../services/rescue";

/**
 * The rescue campaign in the console (decision 110), behind requireStaff (app.ts): every member of
 * the store sees today's abandoned carts and sends their links; each send names who sent it.
 */
export const consoleRescueRoutes = new Hono<AppEnv>()

  .get("/:slug/rescue", async (c) =>
    reply(c, rescueCartsResponseSchema, { data: await listRescueCarts(c.env.DB, c.get("merchant").id) }),
  )

  .post(
    "/:slug/rescue/:guid/sends",
    validateParam(z.object({ slug: z.string(), guid: z.string().min(1).max(64) })),
    validateJson(rescueSendRequestSchema),
    async (c) => {
      const staff = c.get("staff");
      const sent = await sendRescue(
        c.env,
        { merchant: c.get("merchant"), staffId: staff.id, staffName: staff.name },
        c.req.valid("param").guid,
        c.req.valid("json"),
      );
      return reply(c, rescueSendResponseSchema, { data: sent });
    },
  );
