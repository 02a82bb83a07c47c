import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  menuOrderRequestSchema,
  menuWriteResponseSchema,
  pizzaComplementRequestSchema,
  pizzaEditorResponseSchema,
  pizzaFlavorRequestSchema,
  pizzaPriceRuleRequestSchema,
  pizzaRequestSchema,
  pizzaSizeChangeSchema,
  pizzaSizeCreateSchema,
  type MenuWrite,
} from "../../../contract";
import { requireOwner } from "../auth/staff-access";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import type { MenuEditorActor } from "../services/menu-editor";
import {
  changeComplement,
  changeFlavor,
  changePizza,
  changePizzaPriceRule,
  changeSize,
  createComplement,
  createFlavor,
  createSize,
  readPizzaEditor,
  removeSize,
  reorderComplements,
  reorderFlavors,
  reorderSizes,
} from "../services/pizza-editor";

const id = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);

const pizzaPath = z.object({ slug: z.string(), id });
const partPath = z.object({ slug: z.string(), id, partId: id });

const actorOf = (c: Context<AppEnv>): MenuEditorActor => ({
  merchantId: c.get("merchant").id,
  staffId: c.get("staff").id,
  staffName: c.get("staff").name,
});

const answer = (c: Context<AppEnv>, write: MenuWrite, status: 200 | 201 = 200) => {
  c.status(status);
  return reply(c, menuWriteResponseSchema, { data: write });
};

const PIZZA = "/:slug/menu_editor/pizzas/:id";

/**
 * The owner's pizza editor (contract/console-menu-pizza.ts, decision 100): every member reads a pizza,
 * only the owner changes it; behind requireStaff (app.ts). Every write answers its id and the menu's new version.
 */
export const consoleMenuPizzaRoutes = new Hono<AppEnv>()

  .get(PIZZA, validateParam(pizzaPath), async (c) =>
    reply(c, pizzaEditorResponseSchema, {
      data: await readPizzaEditor(c.env.DB, c.get("merchant").id, c.req.valid("param").id),
    }),
  )

  .put(PIZZA, requireOwner, validateParam(pizzaPath), validateJson(pizzaRequestSchema), async (c) =>
    answer(c, await changePizza(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )

  .post(`${PIZZA}/sizes`, requireOwner, validateParam(pizzaPath), validateJson(pizzaSizeCreateSchema), async (c) =>
    answer(c, await createSize(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )

  .put(
    `${PIZZA}/sizes_order`,
    requireOwner,
    validateParam(pizzaPath),
    validateJson(menuOrderRequestSchema),
    async (c) => answer(c, await reorderSizes(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").ids)),
  )

  .put(
    `${PIZZA}/sizes/:partId`,
    requireOwner,
    validateParam(partPath),
    validateJson(pizzaSizeChangeSchema),
    async (c) => {
      const { id: pizzaId, partId } = c.req.valid("param");
      return answer(c, await changeSize(c.env.DB, actorOf(c), pizzaId, partId, c.req.valid("json")));
    },
  )

  .delete(`${PIZZA}/sizes/:partId`, requireOwner, validateParam(partPath), async (c) => {
    const { id: pizzaId, partId } = c.req.valid("param");
    return answer(c, await removeSize(c.env.DB, actorOf(c), pizzaId, partId));
  })

  .post(`${PIZZA}/flavors`, requireOwner, validateParam(pizzaPath), validateJson(pizzaFlavorRequestSchema), async (c) =>
    answer(c, await createFlavor(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )

  .put(
    `${PIZZA}/flavors_order`,
    requireOwner,
    validateParam(pizzaPath),
    validateJson(menuOrderRequestSchema),
    async (c) =>
      answer(c, await reorderFlavors(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").ids)),
  )

  .put(
    `${PIZZA}/flavors/:partId`,
    requireOwner,
    validateParam(partPath),
    validateJson(pizzaFlavorRequestSchema),
    async (c) => {
      const { id: pizzaId, partId } = c.req.valid("param");
      return answer(c, await changeFlavor(c.env.DB, actorOf(c), pizzaId, partId, c.req.valid("json")));
    },
  )

  .post(
    `${PIZZA}/complements`,
    requireOwner,
    validateParam(pizzaPath),
    validateJson(pizzaComplementRequestSchema),
    async (c) =>
      answer(c, await createComplement(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )

  .put(
    `${PIZZA}/complements_order`,
    requireOwner,
    validateParam(pizzaPath),
    validateJson(menuOrderRequestSchema),
    async (c) =>
      answer(c, await reorderComplements(c.env.DB, actorOf(c), c.req.valid("param").id, c.req.valid("json").ids)),
  )

  .put(
    `${PIZZA}/complements/:partId`,
    requireOwner,
    validateParam(partPath),
    validateJson(pizzaComplementRequestSchema),
    async (c) => {
      const { id: pizzaId, partId } = c.req.valid("param");
      return answer(c, await changeComplement(c.env.DB, actorOf(c), pizzaId, partId, c.req.valid("json")));
    },
  )

  .put("/:slug/menu_editor/pizza_price_rule", requireOwner, validateJson(pizzaPriceRuleRequestSchema), async (c) =>
    answer(c, await changePizzaPriceRule(c.env.DB, actorOf(c), c.req.valid("json").rule)),
  );
