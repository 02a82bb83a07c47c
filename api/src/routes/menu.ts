import { Hono } from "hono";
import { menuResponseSchema } from "../../../contract";
import { createDb } from "../db/client";
import { loadMenu } from "../db/menu";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";

export const menuRoutes = new Hono<AppEnv>().get("/:slug/menu", async (c) => {
  const menu = await loadMenu(createDb(c.env.DB), c.get("merchant").id);
  return reply(c, menuResponseSchema, { data: menu });
});
