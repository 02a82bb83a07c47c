import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  menuCategoryRequestSchema,
  menuChangesResponseSchema,
  menuEditorResponseSchema,
  menuItemRequestSchema,
  menuOptionGroupRequestSchema,
  menuOrderRequestSchema,
  menuTrashPathSchema,
  menuWriteResponseSchema,
  type MenuWrite,
} from "../../../contract/console-menu";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import {
  type MenuEditorActor,
  changeCategory,
  changeItem,
  changeOptionGroup,
  createCategory,
  createItem,
  createOptionGroup,
  listChanges,
  readMenuEditor,
  removeOptionGroup,
  reorderCategories,
  reorderItems,
  reorderOptionGroups,
  reorderOptions,
  restoreFromTrash,
  trashCategory,
  trashItem,
} from "../services/menu-editor";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

const changesQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .optional(),
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
 * The owner's menu editor (contract/console-menu.ts, decision 095): every member reads the menu and
 * its trail, only the owner changes it; behind requireStaff (app.ts). Every write answers its id and
 * the menu's new version.
 */
export const consoleMenuRoutes = new Hono<AppEnv>()

  .get("/:slug/menu_editor", async (c) => {
    return reply(c, menuEditorResponseSchema, { data: await readMenuEditor(c.env.DB, c.get("merchant").id) });
  })

  .get("/:slug/menu_editor/changes", validateQuery(changesQuery), async (c) => {
    const page = await listChanges(c.env.DB, c.get("merchant").id, c.req.valid("query").before ?? null);
    return reply(c, menuChangesResponseSchema, { data: page });
  })

  .post("/:slug/menu_editor/categories", requireOwner, validateJson(menuCategoryRequestSchema), async (c) =>
    answer(c, await createCategory(c.env.DB, actorOf(c), c.req.valid("json")), 201),
  )

  .put("/:slug/menu_editor/categories_order", requireOwner, validateJson(menuOrderRequestSchema), async (c) =>
    answer(c, await reorderCategories(c.env.DB, actorOf(c), c.req.valid("json").ids)),
  )

  .put(
    "/:slug/menu_editor/categories/:id",
    requireOwner,
    validateParam(idPath),
    validateJson(menuCategoryRequestSchema),
    async (c) => answer(c, await changeCategory(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )

  .delete("/:slug/menu_editor/categories/:id", requireOwner, validateParam(idPath), async (c) =>
    answer(c, await trashCategory(c.env.DB, actorOf(c), c.req.valid("param").id)),
  )

  .put(
    "/:slug/menu_editor/categories/:id/items_order",
    requireOwner,
    validateParam(idPath),
    validateJson(menuOrderRequestSchema),
    async (c) => answer(c, await reorderItems(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").ids)),
  )

  .post("/:slug/menu_editor/items", requireOwner, validateJson(menuItemRequestSchema), async (c) =>
    answer(c, await createItem(c.env.DB, actorOf(c), c.req.valid("json")), 201),
  )

  .put(
    "/:slug/menu_editor/items/:id",
    requireOwner,
    validateParam(idPath),
    validateJson(menuItemRequestSchema),
    async (c) => answer(c, await changeItem(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )

  .delete("/:slug/menu_editor/items/:id", requireOwner, validateParam(idPath), async (c) =>
    answer(c, await trashItem(c.env.DB, actorOf(c), c.req.valid("param").id)),
  )

  .post(
    "/:slug/menu_editor/items/:id/option_groups",
    requireOwner,
    validateParam(idPath),
    validateJson(menuOptionGroupRequestSchema),
    async (c) =>
      answer(c, await createOptionGroup(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )

  .put(
    "/:slug/menu_editor/items/:id/option_groups_order",
    requireOwner,
    validateParam(idPath),
    validateJson(menuOrderRequestSchema),
    async (c) =>
      answer(c, await reorderOptionGroups(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").ids)),
  )

  .put(
    "/:slug/menu_editor/option_groups/:id",
    requireOwner,
    validateParam(idPath),
    validateJson(menuOptionGroupRequestSchema),
    async (c) => answer(c, await changeOptionGroup(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )

  .put(
    "/:slug/menu_editor/option_groups/:id/options_order",
    requireOwner,
    validateParam(idPath),
    validateJson(menuOrderRequestSchema),
    async (c) =>
      answer(c, await reorderOptions(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").ids)),
  )

  .delete("/:slug/menu_editor/option_groups/:id", requireOwner, validateParam(idPath), async (c) =>
    answer(c, await removeOptionGroup(c.env.DB, actorOf(c), c.req.valid("param").id)),
  )

  .post("/:slug/menu_editor/trash/:kind/:id/restore", requireOwner, validateParam(menuTrashPathSchema), async (c) => {
    const { kind, id } = c.req.valid("param");
    return answer(c, await restoreFromTrash(c.env.DB, actorOf(c), kind, id));
  });
