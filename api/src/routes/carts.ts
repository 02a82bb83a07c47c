import { Hono } from "hono";
import * as z from "zod";
import {
  addItemRequestSchema,
  addPizzaRequestSchema,
  cartClientRequestSchema,
  cartQuotesResponseSchema,
  cartResponseSchema,
  cartStatusResponseSchema,
  cartValidationResponseSchema,
  changeCartRequestSchema,
  changeCartResponseSchema,
  createCartRequestSchema,
  deliveryMethodRequestSchema,
  extrasRequestSchema,
  minimumOrderResponseSchema,
  updateCartRequestSchema,
  updateLineRequestSchema,
} from "../../../contract";
import type { AppEnv } from "../env";
import { cartPath } from "../http/paths";
import { clientIpOf, overLimit } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import {
  addExtras,
  addItem,
  addPizza,
  addToCart,
  attachClient,
  changeCartNotes,
  changeItemQuantity,
  changePizzaQuantity,
  changeStore,
  deleteCart,
  removeExtras,
  removeItem,
  removePizza,
  replaceExtras,
  setDeliveryMethod,
} from "../services/cart-changes";
import { quoteCart } from "../services/cart-quotes";
import { ownerOf, readCart, readCartStatus, readMinimumOrder } from "../services/carts";
import { validateCart } from "../services/cart-validation";

/*
 * The cart calls of core spec §7, on the caller's cart: services/carts.ts reads it,
 * services/cart-changes.ts changes it.
 */

const linePath = cartPath.extend({ id: z.coerce.number().int() });

export const cartsRoutes = new Hono<AppEnv>()
  // A visitor has one open cart per merchant: the body's lines join it (200) or open it (201).
  .post("/:slug/carts", validateJson(createCartRequestSchema), async (c) => {
    const slug = c.get("merchant").slug;
    const limited =
      (await overLimit(c, "VISITOR_CART_LIMITER", `carts:${slug}:visitor:${c.get("claims").vid}`)) ??
      (await overLimit(c, "CART_CREATION_LIMITER", `carts:${slug}:${clientIpOf(c)}`));
    if (limited) return limited;
    const { cart, created } = await addToCart(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("json").cart,
    );
    c.status(created ? 201 : 200);
    return reply(c, cartResponseSchema, { data: cart });
  })

  .get("/:slug/carts/:guid", validateParam(cartPath), async (c) =>
    reply(c, cartResponseSchema, {
      data: await readCart(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("param").guid),
    }),
  )

  .get("/:slug/carts/:guid/quotes", validateParam(cartPath), async (c) =>
    reply(c, cartQuotesResponseSchema, {
      data: await quoteCart(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("param").guid),
    }),
  )

  .put("/:slug/carts/:guid", validateParam(cartPath), validateJson(updateCartRequestSchema), async (c) => {
    const { notes } = c.req.valid("json").cart;
    const cart = await changeCartNotes(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      notes,
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  .delete("/:slug/carts/:guid", validateParam(cartPath), async (c) => {
    await deleteCart(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("param").guid);
    return c.body(null, 204);
  })

  .post("/:slug/carts/:guid/items", validateParam(cartPath), validateJson(addItemRequestSchema), async (c) => {
    const cart = await addItem(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      c.req.valid("json").item,
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  .post("/:slug/carts/:guid/pizzas", validateParam(cartPath), validateJson(addPizzaRequestSchema), async (c) => {
    const cart = await addPizza(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      c.req.valid("json").pizza,
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  .put("/:slug/carts/:guid/items/:id", validateParam(linePath), validateJson(updateLineRequestSchema), async (c) => {
    const { guid, id } = c.req.valid("param");
    const cart = await changeItemQuantity(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      guid,
      id,
      c.req.valid("json"),
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  .put("/:slug/carts/:guid/pizzas/:id", validateParam(linePath), validateJson(updateLineRequestSchema), async (c) => {
    const { guid, id } = c.req.valid("param");
    const cart = await changePizzaQuantity(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      guid,
      id,
      c.req.valid("json"),
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  // The spec's query (payment_method, card_guid) is accepted and not needed here.
  .delete("/:slug/carts/:guid/items/:id", validateParam(linePath), async (c) => {
    const { guid, id } = c.req.valid("param");
    return reply(c, cartResponseSchema, {
      data: await removeItem(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), guid, id),
    });
  })

  .delete("/:slug/carts/:guid/pizzas/:id", validateParam(linePath), async (c) => {
    const { guid, id } = c.req.valid("param");
    return reply(c, cartResponseSchema, {
      data: await removePizza(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), guid, id),
    });
  })

  .get("/:slug/carts/:guid/status", validateParam(cartPath), async (c) =>
    reply(c, cartStatusResponseSchema, {
      data: await readCartStatus(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("param").guid),
    }),
  )

  .get("/:slug/carts/:guid/minimum_order", validateParam(cartPath), async (c) =>
    reply(c, minimumOrderResponseSchema, {
      data: await readMinimumOrder(c.env.DB, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("param").guid),
    }),
  )

  .get(
    "/:slug/carts/:guid/validate",
    validateParam(cartPath),
    // origin (APP_IOS, APP_ANDROID, web) and method are accepted; the cart's own type is checked.
    validateQuery(z.object({ origin: z.string().max(40).optional(), method: z.string().max(40).optional() })),
    async (c) => {
      await validateCart(c.env, c.get("merchant").id, ownerOf(c.get("claims")), c.req.valid("param").guid);
      return reply(c, cartValidationResponseSchema, { data: { valid: true } });
    },
  )

  .put(
    "/:slug/carts/:guid/delivery_method",
    validateParam(cartPath),
    validateJson(deliveryMethodRequestSchema),
    async (c) => {
      const cart = await setDeliveryMethod(
        c.env.DB,
        c.get("merchant").id,
        ownerOf(c.get("claims")),
        c.req.valid("param").guid,
        c.req.valid("json").cart,
      );
      return reply(c, cartResponseSchema, { data: cart });
    },
  )

  .put("/:slug/carts/:guid/change", validateParam(cartPath), validateJson(changeCartRequestSchema), async (c) => {
    const moved = await changeStore(
      c.env.DB,
      c.get("merchant"),
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      c.req.valid("json"),
    );
    if (!moved.ok) return c.json(moved.refusal, 422);
    return reply(c, changeCartResponseSchema, { data: moved.cart });
  })

  .post("/:slug/carts/:guid/client", validateParam(cartPath), validateJson(cartClientRequestSchema), async (c) => {
    const clientId = c.req.valid("json").cart.client.id;
    const cart = await attachClient(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      clientId,
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  .post("/:slug/carts/:guid/extras", validateParam(cartPath), validateJson(extrasRequestSchema), async (c) => {
    const cart = await addExtras(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      c.req.valid("json").extras,
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  .put("/:slug/carts/:guid/extras", validateParam(cartPath), validateJson(extrasRequestSchema), async (c) => {
    const cart = await replaceExtras(
      c.env.DB,
      c.get("merchant").id,
      ownerOf(c.get("claims")),
      c.req.valid("param").guid,
      c.req.valid("json").extras,
    );
    return reply(c, cartResponseSchema, { data: cart });
  })

  .delete(
    "/:slug/carts/:guid/extras",
    validateParam(cartPath),
    validateQuery(z.object({ additional_id: z.coerce.number().int().optional() })),
    async (c) => {
      const { additional_id } = c.req.valid("query");
      const cart = await removeExtras(
        c.env.DB,
        c.get("merchant").id,
        ownerOf(c.get("claims")),
        c.req.valid("param").guid,
        additional_id,
      );
      return reply(c, cartResponseSchema, { data: cart });
    },
  );
