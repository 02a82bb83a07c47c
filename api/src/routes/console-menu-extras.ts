import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  menuExtraRequestSchema,
  menuExtrasResponseSchema,
  menuOrderRequestSchema,
  menuWriteResponseSchema,
  type MenuWrite,
} from "../../../contract";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import type { MenuEditorActor } from "../services/menu-editor";
import {
  changeExtra,
  createExtra,
  readExtras,
  removeExtra,
  reorderAdditionals,
  reorderExtras,
} from "../services/menu-extras";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const actorOf = (c: Context<AppEnv>): MenuEditorActor => ({
  merchantId: c.get("merchant").id,
  staffId: c.get("staff").id,
  staffName: c.get("staff").name,
});

const answer = (c: Context<AppEnv>, write: MenuWrite, status: 200 | 201 = 200) => {
  c.status(status);
  return reply(c, menuWriteResponseSchema, { data: write });
};

/**
 * The extras offered at the cart (contract/console-menu-extras.ts, decision 101): every member reads
 * them, only the owner changes them; behind requireStaff (app.ts).
 */
export const consoleMenuExtrasRoutes = new Hono<AppEnv>()
  .get("/:slug/menu_editor/extras", async (c) =>
    reply(c, menuExtrasResponseSchema, { data: await readExtras(c.env.DB, c.get("merchant").id) }),
  )

  .post("/:slug/menu_editor/extras", requireOwner, validateJson(menuExtraRequestSchema), async (c) =>
    answer(c, await createExtra(c.env.DB, actorOf(c), c.req.valid("json")), 201),
  )

  .put("/:slug/menu_editor/extras_order", requireOwner, validateJson(menuOrderRequestSchema), async (c) =>
    answer(c, await reorderExtras(c.env.DB, actorOf(c), c.req.valid("json").ids)),
  )

  .put(
    "/:slug/menu_editor/extras/:id/additionals_order",
    requireOwner,
    validateParam(idPath),
    validateJson(menuOrderRequestSchema),
    async (c) =>
      answer(c, await reorderAdditionals(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").ids)),
  )

  .put(
    "/:slug/menu_editor/extras/:id",
    requireOwner,
    validateParam(idPath),
    validateJson(menuExtraRequestSchema),
    async (c) => answer(c, await changeExtra(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )

  .delete("/:slug/menu_editor/extras/:id", requireOwner, validateParam(idPath), async (c) =>
    answer(c, await removeExtra(c.env.DB, actorOf(c), c.req.valid("param").id)),
  );
