import { Hono } from "hono";
import { validator } from "hono/validator";
import * as z from "zod";
import {
  RATING_MESSAGES,
  VALIDATION_MESSAGES,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatusResponseSchema,
  pixStatusResponseSchema,
  placeOrderRequestSchema,
  rateOrderRequestSchema,
  reorderResponseSchema,
  repaymentRequestSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import type { AppEnv } from "../env";
import { HttpError } from "../http/errors";
import { clientIpOf } from "../http/rate-limit";
import { reply } from "../http/reply";
import { parseRequest, validateJson, validateParam, validateQuery } from "../http/validate";
import { placeOrder } from "../services/order-placement";
import {
  callerOf,
  giveUpOwnOrder,
  cartPixStatus,
  clientOrders,
  orderAgain,
  rateOrder,
  readOrder,
  readOrderStatus,
} from "../services/orders";
import { repayOrder } from "../services/payments";

const idPath = z.object({
  slug: z.string(),
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
});

/**
 * The body of `POST /{slug}/orders`: 400 VALIDATION_ERROR for a malformed request, but the
 * customer's contact (client.name, client.phone) refused like the other order fields, 422 with the
 * contract's message keys, so the checkout form can put them on its fields.
 */
const validateOrderRequest = validator("json", (value): z.output<typeof placeOrderRequestSchema> => {
  const parsed = placeOrderRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  if (issues.every((issue) => issue.path[0] === "client" && (issue.path[1] === "name" || issue.path[1] === "phone"))) {
    const errors = [...new Set(issues.map((issue) => String(issue.path[1])))].map((field) =>
      field === "phone"
        ? { field: "client.phone", message: VALIDATION_MESSAGES.phoneInvalid }
        : {
            field: "client.name",
            message: issues.some((issue) => issue.path[1] === "name" && issue.code === "too_big")
              ? VALIDATION_MESSAGES.nameTooLong
              : VALIDATION_MESSAGES.nameTooShort,
          },
    );
    throw new HttpError(422, "VALIDATION_ERROR", "Invalid contact", errors);
  }
  return parseRequest(placeOrderRequestSchema, value, "body");
});

const cartPath = z.object({ slug: z.string(), guid: z.string().min(1).max(64) });

/**
 * The body of a rating: what the customer chose (stars, comment) refused with 422 and the
 * contract's message keys, so the form can say it on its fields; anything else malformed is a 400.
 */
const validateRatingRequest = validator("json", (value): z.output<typeof rateOrderRequestSchema> => {
  const parsed = rateOrderRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
  if ([...fields].every((field) => field === "stars" || field === "comment")) {
    const errors = [...fields].map((field) =>
      field === "stars"
        ? { field, message: RATING_MESSAGES.starsRequired }
        : { field, message: RATING_MESSAGES.commentTooLong },
    );
    throw new HttpError(422, "VALIDATION_ERROR", "Invalid rating", errors);
  }
  return parseRequest(rateOrderRequestSchema, value, "body");
});

export const ordersRoutes = new Hono<AppEnv>()
  .post("/:slug/orders", validateOrderRequest, async (c) => {
    const placement = await placeOrder(c.env, {
      merchantId: c.get("merchant").id,
      caller: callerOf(c.get("claims")),
      body: c.req.valid("json"),
      now: new Date(),
      slug: c.get("merchant").slug,
      inProcess: c.get("inProcess"),
      clientIp: clientIpOf(c),
    });
    if (!placement.placed) return c.json(placement.error, placement.status);
    c.status(placement.status);
    return reply(c, orderResponseSchema, { data: placement.order });
  })

  .get("/:slug/orders/:id", validateParam(idPath), async (c) =>
    reply(c, orderResponseSchema, {
      data: await readOrder(c.env.DB, c.get("merchant").id, callerOf(c.get("claims")), c.req.valid("param").id),
    }),
  )

  .get("/:slug/orders/:id/status", validateParam(idPath), async (c) =>
    reply(c, orderStatusResponseSchema, {
      data: await readOrderStatus(c.env.DB, c.get("merchant").id, callerOf(c.get("claims")), c.req.valid("param").id),
    }),
  )

  .post("/:slug/orders/:id/cancel", validateParam(idPath), async (c) =>
    reply(c, orderResponseSchema, {
      data: await giveUpOwnOrder(
        c.env.DB,
        c.get("merchant").id,
        callerOf(c.get("claims")),
        c.req.valid("param").id,
        new Date(),
      ),
    }),
  )

  .post("/:slug/orders/:id/reorder", validateParam(idPath), async (c) => {
    const { guid, skipped } = await orderAgain(
      c.env.DB,
      c.get("merchant").id,
      callerOf(c.get("claims")),
      c.req.valid("param").id,
    );
    c.status(201);
    return reply(c, reorderResponseSchema, { data: { cart_guid: guid, skipped } });
  })

  .post("/:slug/orders/:id/repayment", validateParam(idPath), validateJson(repaymentRequestSchema), async (c) => {
    const { payment } = c.req.valid("json");
    const merchant = c.get("merchant");
    const order = await repayOrder(
      c.env,
      { id: merchant.id, slug: merchant.slug, inProcess: c.get("inProcess"), clientIp: clientIpOf(c) },
      callerOf(c.get("claims")),
      c.req.valid("param").id,
      payment,
      new Date(),
    );
    return reply(c, orderResponseSchema, { data: order });
  })

  .post("/:slug/orders/:id/rating", validateParam(idPath), validateRatingRequest, async (c) => {
    const order = await rateOrder(
      c.env.DB,
      c.get("merchant").id,
      callerOf(c.get("claims")),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    c.status(201);
    return reply(c, orderResponseSchema, { data: order });
  })

  .get("/:slug/carts/:guid/pix_status", validateParam(cartPath), async (c) =>
    reply(c, pixStatusResponseSchema, {
      data: await cartPixStatus(c.env.DB, c.get("merchant").id, callerOf(c.get("claims")), c.req.valid("param").guid),
    }),
  )

  .use("/:slug/clients/:id/orders", requireOwnClient)
  .get("/:slug/clients/:id/orders", validateQuery(orderListQuerySchema), async (c) => {
    const { page, size } = c.req.valid("query");
    return reply(
      c,
      orderListResponseSchema,
      await clientOrders(c.env.DB, c.get("merchant").id, c.get("client").id, page, size),
    );
  });
