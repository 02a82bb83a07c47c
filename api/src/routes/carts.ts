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
import {
  changedRows,
  deleteCartStatement,
  insertOpenCartStatement,
  loadCart,
  openCartGuidStatement,
  openCartOf,
  runBatch,
  touchCartStatement,
  updateCartStatement,
} from "../db/carts";
import {
  changeItemQuantityStatement,
  changePizzaQuantityStatement,
  deleteItemLineStatement,
  deletePizzaLineStatement,
  itemUpsertStatements,
  pizzaUpsertStatements,
  replaceExtrasStatements,
} from "../db/cart-lines";
import { createDb } from "../db/client";
import { findMerchantBySlug, loadSchedule } from "../db/merchants";
import { checkCartForOrder, quoteAddress } from "../domain/cart";
import { checkCartRoom, planItemAdditions, planPizzaAdditions, quantityAfter } from "../domain/cart-lines";
import { defaultDeliveryType, priceExtras, priceItemLine, pricePizzaLine } from "../domain/cart-pricing";
import { operationNow } from "../domain/operation-status";
import type { AppEnv } from "../env";
import { HttpError, accepted, cartNotFound, forbidden, lineNotFound, rejected } from "../http/errors";
import { cartPath } from "../http/paths";
import { clientIpOf, overLimit } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { moveCart } from "../services/cart-move";
import { customerStatus } from "../services/store-day";
import {
  answerCart,
  checkDeliveryType,
  checkTableTakesLines,
  loadMerchantContext,
  openCart,
  openCartForChange,
  openCartSettled,
  ownerOf,
  priced,
} from "../services/carts";
import { quoteCart } from "../services/cart-quotes";
import { checkPointsCover, redeemedPoints } from "../services/loyalty";
import { orderScheduleRefusal, withScheduleRequired } from "../services/scheduling";

/*
 * The cart calls of core spec §7, on the caller's cart (services/carts.ts opens it). Handlers
 * load, ask the domain (domain/cart*.ts), write one batch, answer.
 */

const linePath = cartPath.extend({ id: z.coerce.number().int() });

const redeemAtTable = () => rejected({ status: 422, code: "UNAVAILABLE", message: "Points are not redeemed at a table" });

// ---------- routes ----------

export const cartsRoutes = new Hono<AppEnv>()
  // A visitor has one open cart per merchant: when there is one, the body's lines are added to
  // it and it answers 200; otherwise it is created (201). One batch, so parallel first adds of a
  // new visitor meet in one cart: the insert yields to the partial unique index, the lines go to
  // whichever cart is open, and the batch's last statement reads which one that is.
  .post("/:slug/carts", validateJson(createCartRequestSchema), async (c) => {
    const slug = c.get("merchant").slug;
    const limited =
      (await overLimit(c, "VISITOR_CART_LIMITER", `carts:${slug}:visitor:${c.get("claims").vid}`)) ??
      (await overLimit(c, "CART_CREATION_LIMITER", `carts:${slug}:${clientIpOf(c)}`));
    if (limited) return limited;
    const { cart: body } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const merchantId = c.get("merchant").id;
    const owner = ownerOf(c);
    const context = await loadMerchantContext(db, merchantId);
    const { settings } = context;

    if (body.delivery_type !== null) checkDeliveryType(settings, body.delivery_type, body.table_id);
    await checkTableTakesLines(c.env.DB, merchantId, body.table_id);
    // The lines of the open cart these may join, for the quantity and line caps (the batch below
    // still settles which cart that is when first requests cross).
    const [current] = await openCartGuidStatement(db, merchantId, owner.visitorId).limit(1);
    const existing = (current && (await loadCart(db, merchantId, current.guid, owner))?.lines) || { items: [], pizzas: [] };
    const items = accepted(planItemAdditions(context.index, existing.items, body.items));
    const pizzas = accepted(planPizzaAdditions(context.index, settings.pricing, existing.pizzas, body.pizzas));
    accepted(checkCartRoom(existing, { items, pizzas }));
    // Loyalty redemptions: not at a table (its rounds spend no points); what the cart's
    // redeemed lines would cost, against the balance.
    if (body.table_id !== null && body.items.some((line) => line.redeemed)) throw redeemAtTable();
    await checkPointsCover(
      c,
      redeemedPoints(context.index, [...existing.items, ...body.items]),
      body.items.some((line) => line.redeemed),
    );
    const deliveryType = body.delivery_type ?? defaultDeliveryType(settings.operationModes, settings.tableOrderSettings, body.table_id);
    const guid = crypto.randomUUID();
    const openCart = openCartOf(db, merchantId, owner.visitorId);
    const results = await runBatch(db, [
      insertOpenCartStatement(db, {
        guid,
        merchantId,
        visitorId: owner.visitorId,
        clientId: owner.clientId ?? null,
        tableId: body.table_id,
        deliveryType,
      }),
      ...itemUpsertStatements(db, merchantId, openCart, items),
      ...pizzaUpsertStatements(db, merchantId, openCart, pizzas),
      touchCartStatement(db, merchantId, openCart),
      openCartGuidStatement(db, merchantId, owner.visitorId),
    ]);
    const [open] = results.at(-1) as { guid: string }[];
    if (!open) throw new Error(`Visitor ${owner.visitorId} has no open cart right after a batch that opens one`);
    const stored = await loadCart(db, merchantId, open.guid, owner);
    if (!stored) throw cartNotFound(open.guid);
    return answerCart(c, { ...context, db, merchantId, owner, ...stored }, open.guid === guid ? 201 : 200);
  })

  .get("/:slug/carts/:guid", validateParam(cartPath), async (c) => {
    const context = await openCartSettled(c, c.req.valid("param").guid);
    return reply(c, cartResponseSchema, { data: priced(context).cart });
  })

  .get("/:slug/carts/:guid/quotes", validateParam(cartPath), async (c) =>
    reply(c, cartQuotesResponseSchema, { data: await quoteCart(c, c.req.valid("param").guid) }),
  )

  .put("/:slug/carts/:guid", validateParam(cartPath), validateJson(updateCartRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const { notes } = c.req.valid("json").cart;
    await runBatch(context.db, [updateCartStatement(context.db, context.merchantId, context.cart.guid, { notes })]);
    return answerCart(c, context);
  })

  .delete("/:slug/carts/:guid", validateParam(cartPath), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    await runBatch(context.db, [deleteCartStatement(context.db, context.merchantId, context.cart.guid)]);
    return c.body(null, 204);
  })

  .post("/:slug/carts/:guid/items", validateParam(cartPath), validateJson(addItemRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const { db, merchantId, cart } = context;
    const item = c.req.valid("json").item;
    await checkTableTakesLines(c.env.DB, merchantId, cart.tableId);
    const upserts = accepted(planItemAdditions(context.index, context.lines.items, [item]));
    accepted(checkCartRoom(context.lines, { items: upserts, pizzas: [] }));
    // Loyalty redemptions: not at a table (its rounds spend no points); what the cart's
    // redeemed lines would cost, against the balance.
    if (item.redeemed && cart.tableId !== null) throw redeemAtTable();
    await checkPointsCover(c, redeemedPoints(context.index, [...context.lines.items, item]), item.redeemed);
    await runBatch(db, [...itemUpsertStatements(db, merchantId, cart.guid, upserts), touchCartStatement(db, merchantId, cart.guid)]);
    return answerCart(c, context);
  })

  .post("/:slug/carts/:guid/pizzas", validateParam(cartPath), validateJson(addPizzaRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const { db, merchantId, cart } = context;
    await checkTableTakesLines(c.env.DB, merchantId, cart.tableId);
    const upserts = accepted(planPizzaAdditions(context.index, context.settings.pricing, context.lines.pizzas, [c.req.valid("json").pizza]));
    accepted(checkCartRoom(context.lines, { items: [], pizzas: upserts }));
    await runBatch(db, [...pizzaUpsertStatements(db, merchantId, cart.guid, upserts), touchCartStatement(db, merchantId, cart.guid)]);
    return answerCart(c, context);
  })

  // The line is checked against what was read; the statement computes the new quantity from
  // what is stored when it runs, and a line gone meanwhile changes no row: LINE_NOT_FOUND.
  .put("/:slug/carts/:guid/items/:id", validateParam(linePath), validateJson(updateLineRequestSchema), async (c) => {
    const { guid, id } = c.req.valid("param");
    const context = await openCartForChange(c, guid);
    const line = context.lines.items.find((candidate) => candidate.id === id);
    if (!line) throw lineNotFound("Item", id, guid);
    const change = c.req.valid("json");
    const quantity = accepted(quantityAfter(line.quantity, change));
    accepted(priceItemLine(context.index, { ...line, quantity }));
    if (line.redeemed && quantity > line.quantity) {
      const others = context.lines.items.filter((candidate) => candidate.id !== id);
      await checkPointsCover(c, redeemedPoints(context.index, [...others, { ...line, quantity }]), true);
    }
    const [changed] = await runBatch(context.db, [
      changeItemQuantityStatement(context.db, context.merchantId, guid, id, change),
      touchCartStatement(context.db, context.merchantId, guid),
    ]);
    if (changedRows(changed) === 0) throw lineNotFound("Item", id, guid);
    return answerCart(c, context);
  })

  .put("/:slug/carts/:guid/pizzas/:id", validateParam(linePath), validateJson(updateLineRequestSchema), async (c) => {
    const { guid, id } = c.req.valid("param");
    const context = await openCartForChange(c, guid);
    const line = context.lines.pizzas.find((candidate) => candidate.id === id);
    if (!line) throw lineNotFound("Pizza", id, guid);
    const change = c.req.valid("json");
    accepted(pricePizzaLine(context.index, context.settings.pricing, { ...line, quantity: accepted(quantityAfter(line.quantity, change)) }));
    const [changed] = await runBatch(context.db, [
      changePizzaQuantityStatement(context.db, context.merchantId, guid, id, change),
      touchCartStatement(context.db, context.merchantId, guid),
    ]);
    if (changedRows(changed) === 0) throw lineNotFound("Pizza", id, guid);
    return answerCart(c, context);
  })

  // The spec's query (payment_method, card_guid) is accepted and not needed here. A second
  // removal (a double tap) deletes no row and answers LINE_NOT_FOUND: the cart itself is there.
  .delete("/:slug/carts/:guid/items/:id", validateParam(linePath), async (c) => {
    const { guid, id } = c.req.valid("param");
    const context = await openCartForChange(c, guid);
    if (!context.lines.items.some((line) => line.id === id)) throw lineNotFound("Item", id, guid);
    const [deleted] = await runBatch(context.db, [
      deleteItemLineStatement(context.db, context.merchantId, guid, id),
      touchCartStatement(context.db, context.merchantId, guid),
    ]);
    if (changedRows(deleted) === 0) throw lineNotFound("Item", id, guid);
    return answerCart(c, context);
  })

  .delete("/:slug/carts/:guid/pizzas/:id", validateParam(linePath), async (c) => {
    const { guid, id } = c.req.valid("param");
    const context = await openCartForChange(c, guid);
    if (!context.lines.pizzas.some((line) => line.id === id)) throw lineNotFound("Pizza", id, guid);
    const [deleted] = await runBatch(context.db, [
      deletePizzaLineStatement(context.db, context.merchantId, guid, id),
      touchCartStatement(context.db, context.merchantId, guid),
    ]);
    if (changedRows(deleted) === 0) throw lineNotFound("Pizza", id, guid);
    return answerCart(c, context);
  })

  .get("/:slug/carts/:guid/status", validateParam(cartPath), async (c) => {
    const { cart } = await openCart(c, c.req.valid("param").guid);
    return reply(c, cartStatusResponseSchema, { data: { status: cart.status, converted_order: cart.status === "FINALIZED" } });
  })

  .get("/:slug/carts/:guid/minimum_order", validateParam(cartPath), async (c) => {
    const context = await openCart(c, c.req.valid("param").guid);
    return reply(c, minimumOrderResponseSchema, { data: priced(context).minimumOrder });
  })

  .get(
    "/:slug/carts/:guid/validate",
    validateParam(cartPath),
    // origin (APP_IOS, APP_ANDROID, web) and method are accepted; the cart's own type is checked.
    validateQuery(z.object({ origin: z.string().max(40).optional(), method: z.string().max(40).optional() })),
    async (c) => {
      const context = await openCart(c, c.req.valid("param").guid);
      const status = customerStatus(c.env, await loadSchedule(context.db, context.merchantId), context.day);
      const refusal = checkCartForOrder(priced(context), context.settings, status);
      if (refusal) throw rejected(withScheduleRequired(refusal, status.schedule_only));
      // The cart's time, when it has one, is still offered (decision 029).
      const scheduleRefused = await orderScheduleRefusal(
        operationNow(c.env),
        context.db,
        context.merchantId,
        context.cart.scheduledTo,
        priced(context).cart.delivery.type,
      );
      if (scheduleRefused) throw rejected(scheduleRefused);
      return reply(c, cartValidationResponseSchema, { data: { valid: true } });
    },
  )

  .put("/:slug/carts/:guid/delivery_method", validateParam(cartPath), validateJson(deliveryMethodRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const { db, merchantId, cart, settings } = context;
    const body = c.req.valid("json").cart;
    checkDeliveryType(settings, body.delivery_type, cart.tableId);

    if (body.delivery_type !== "DELIVERY") {
      // Takeout and table carts pay no delivery fee and answer no address, but keep the one they
      // have: back to DELIVERY, the customer finds their neighbourhood and its fee again.
      await runBatch(db, [updateCartStatement(db, merchantId, cart.guid, { deliveryType: body.delivery_type })]);
      return answerCart(c, context);
    }
    if (body.address === undefined) {
      // DELIVERY with the cart's own address: one the store stopped serving meanwhile is dropped
      // (its fee is unknown now) rather than refusing delivery itself.
      const kept = cart.address && quoteAddress(settings, cart.address);
      const served = kept ? kept.served : true;
      await runBatch(db, [
        updateCartStatement(db, merchantId, cart.guid, served ? { deliveryType: "DELIVERY" } : { deliveryType: "DELIVERY", address: null, areaName: null }),
      ]);
      return answerCart(c, context);
    }
    const address = body.address;
    const quote = address ? quoteAddress(settings, address) : null;
    if (quote && !quote.served) {
      // The customer is no longer at the previous address: its area's fee must not stay on the
      // cart beside a refused one. The cart keeps no address (fee pending) and the refusal says why.
      await runBatch(db, [updateCartStatement(db, merchantId, cart.guid, { deliveryType: "DELIVERY", address: null, areaName: null })]);
      throw rejected({ status: 422, code: "DELIVERY_NOT_AVAILABLE", message: `The store does not deliver to ${address?.neighborhood}` });
    }
    await runBatch(db, [
      updateCartStatement(db, merchantId, cart.guid, {
        deliveryType: "DELIVERY",
        address: address ? JSON.stringify(address) : null,
        areaName: quote?.area_name ?? null,
      }),
    ]);
    return answerCart(c, context);
  })

  // Decision 030: to a STORE of the same franchise the open cart moves whole, under the same guid,
  // its lines matched by name on that store's menu; to the FRANCHISE it stays at its store.
  .put("/:slug/carts/:guid/change", validateParam(cartPath), validateJson(changeCartRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const target = c.req.valid("json");
    const merchant = c.get("merchant");
    const franchise = merchant.type === "FRANCHISE" ? merchant.slug : merchant.slugFranchise;
    const found = franchise === null ? null : await findMerchantBySlug(context.db, target.slugable_name);
    const sameFranchise =
      found !== null && found.type === target.slugable_type && (found.type === "FRANCHISE" ? found.slug === franchise : found.slugFranchise === franchise);
    if (!found || !sameFranchise) {
      throw new HttpError(422, "VALIDATION_ERROR", `${target.slugable_name} is not a ${target.slugable_type} of this franchise`, [
        { field: "slugable_name", message: "not a merchant of the same franchise" },
      ]);
    }
    if (found.type === "FRANCHISE" || found.id === context.merchantId) return answerCart(c, context);
    const moved = await moveCart(context, found.id);
    if (!moved.ok) return c.json(moved.refusal, 422);
    return reply(c, changeCartResponseSchema, { data: moved.cart });
  })

  .post("/:slug/carts/:guid/client", validateParam(cartPath), validateJson(cartClientRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const clientId = c.req.valid("json").cart.client.id;
    if (context.owner.clientId !== clientId) throw forbidden("This token does not act for that client");
    if (context.cart.clientId !== null && context.cart.clientId !== clientId) throw forbidden("This cart belongs to another client");
    await runBatch(context.db, [updateCartStatement(context.db, context.merchantId, context.cart.guid, { clientId })]);
    return answerCart(c, context);
  })

  .post("/:slug/carts/:guid/extras", validateParam(cartPath), validateJson(extrasRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    // Adds to what the cart holds now (extras the menu dropped are not carried over).
    const current = priced(context).cart.extras.map(({ additional_id, quantity }) => ({ additional_id, quantity }));
    const extras = accepted(priceExtras(context.index, [...current, ...c.req.valid("json").extras]));
    await runBatch(context.db, [
      ...replaceExtrasStatements(context.db, context.merchantId, context.cart.guid, extras),
      touchCartStatement(context.db, context.merchantId, context.cart.guid),
    ]);
    return answerCart(c, context);
  })

  .put("/:slug/carts/:guid/extras", validateParam(cartPath), validateJson(extrasRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const extras = accepted(priceExtras(context.index, c.req.valid("json").extras));
    await runBatch(context.db, [
      ...replaceExtrasStatements(context.db, context.merchantId, context.cart.guid, extras),
      touchCartStatement(context.db, context.merchantId, context.cart.guid),
    ]);
    return answerCart(c, context);
  })

  .delete("/:slug/carts/:guid/extras", validateParam(cartPath), validateQuery(z.object({ additional_id: z.coerce.number().int().optional() })), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const { additional_id } = c.req.valid("query");
    const kept = additional_id === undefined ? [] : context.lines.extras.filter((extra) => extra.additional_id !== additional_id);
    await runBatch(context.db, [
      ...replaceExtrasStatements(context.db, context.merchantId, context.cart.guid, kept),
      touchCartStatement(context.db, context.merchantId, context.cart.guid),
    ]);
    return answerCart(c, context);
  });
