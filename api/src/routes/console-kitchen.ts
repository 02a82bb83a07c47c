import { Hono } from "hono";
import * as z from "zod";
import { kitchenMoveRequestSchema, kitchenMoveResponseSchema, kitchenQueueResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { listKitchen, moveOrderInKitchen } from "../services/kitchen";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

export const consoleKitchenRoutes = new Hono<AppEnv>()

  .get("/:slug/kitchen", async (c) => {
    return reply(c, kitchenQueueResponseSchema, { data: await listKitchen(c.env.DB, c.get("merchant").id) });
  })

  .post("/:slug/orders/:id/kitchen", validateParam(idPath), validateJson(kitchenMoveRequestSchema), async (c) => {
    const moved = await moveOrderInKitchen(
      c.env.DB,
      c.get("merchant").id,
      c.req.valid("param").id,
      c.req.valid("json"),
      c.get("staff"),
    );
    return reply(c, kitchenMoveResponseSchema, { data: moved });
  });
