import { Hono } from "hono";
import * as z from "zod";
import type { AppEnv } from "../env";
import { HttpError } from "../http/errors";
import { validateParam, validateQuery } from "../http/validate";
import { connectConsole, connectOrderPage } from "../services/live-updates";
import { callerOf } from "../services/orders";

/* A screen's WebSocket to its merchant's live object (docs/decisions/090), after the same checks as its reads. */

const sinceQuery = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
const orderPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const requireUpgrade = (header: string | undefined) => {
  if (header?.toLowerCase() !== "websocket")
    throw new HttpError(400, "VALIDATION_ERROR", "A WebSocket upgrade is expected");
};

/** Under /console, after requireStaff: the store's every order event. */
export const consoleLiveRoutes = new Hono<AppEnv>().get("/:slug/live", validateQuery(sinceQuery), async (c) => {
  requireUpgrade(c.req.header("Upgrade"));
  return connectConsole(c.env.LIVE, c.get("merchant").id, c.req.valid("query").since);
});

/** Under requireMerchantAccess: the caller's own order's events. */
export const orderLiveRoutes = new Hono<AppEnv>().get(
  "/:slug/orders/:id/live",
  validateParam(orderPath),
  validateQuery(sinceQuery),
  async (c) => {
    requireUpgrade(c.req.header("Upgrade"));
    return connectOrderPage(
      c.env.DB,
      c.env.LIVE,
      c.get("merchant").id,
      callerOf(c.get("claims")),
      c.req.valid("param").id,
      c.req.valid("query").since,
    );
  },
);
