import { Hono } from "hono";
import { menuResponseSchema } from "../../../contract";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { readMenu } from "../services/menu";

export const menuRoutes = new Hono<AppEnv>().get("/:slug/menu", async (c) => {
  const menu = await readMenu(c.env.DB, c.get("merchant").id);
  return reply(c, menuResponseSchema, { data: menu });
});
