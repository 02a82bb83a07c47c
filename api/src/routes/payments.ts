import { Hono } from "hono";
import * as z from "zod";
import { chargeRequestSchema, chargeResponseSchema } from "../../../contract";
import { createCharge, isLiveCard, orderOfCart } from "../db/card-charges";
import { ownsCart } from "../db/carts";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { HttpError, cartNotFound, notFound, validationError } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateParam } from "../http/validate";
import { isRelativePath, sandboxPaymentUrl } from "../services/sandbox-payments";

/*
 * `POST /{slug}/carts/{guid}/pharos_payments/charge` (customer spec §7, contract chargeRequestSchema):
 * charges the card of the cart's order through the sandbox provider's hosted page. The cart must be
 * the caller's, its order the token's client's (a visitor has no card), payable (WAITING_PAYMENT or
 * PAYMENT_REJECTED) and paid by CARD with that very card. A PENDING charge of the same order is
 * superseded (CANCELED): only the newest page can pay.
 */

const chargePath = z.object({ slug: z.string(), guid: z.string().min(1).max(64) });

const invalidTransition = (message: string) => new HttpError(422, "INVALID_TRANSITION", message);
const paymentFailed = (message: string) => new HttpError(422, "ONLINE_PAYMENT_FAILED", message);

export const paymentsRoutes = new Hono<AppEnv>().post(
  "/:slug/carts/:guid/pharos_payments/charge",
  validateParam(chargePath),
  validateJson(chargeRequestSchema),
  async (c) => {
    const { guid } = c.req.valid("param");
    const body = c.req.valid("json");
    if (!isRelativePath(body.return_url) || !isRelativePath(body.cancel_url)) {
      throw validationError("return_url and cancel_url must be paths with a single leading slash", [
        ...(isRelativePath(body.return_url) ? [] : [{ field: "return_url", message: "Not a path with a single leading slash" }]),
        ...(isRelativePath(body.cancel_url) ? [] : [{ field: "cancel_url", message: "Not a path with a single leading slash" }]),
      ]);
    }
    const merchantId = c.get("merchant").id;
    const claims = c.get("claims");
    const owner = claims.client_id === undefined ? { visitorId: claims.vid } : { visitorId: claims.vid, clientId: claims.client_id };

    const db = createDb(c.env.DB);
    if (!(await ownsCart(db, merchantId, guid, owner))) throw cartNotFound(guid);

    // Only a logged-in client's order is paid by card: anyone else's, or none, is unknown.
    const order = await orderOfCart(c.env.DB, merchantId, guid);
    if (!order || claims.client_id === undefined || order.clientId !== claims.client_id) throw notFound("No order of this client for this cart");
    if (order.status !== "WAITING_PAYMENT" && order.status !== "PAYMENT_REJECTED") {
      throw invalidTransition(`Order ${order.id} is ${order.status}: it cannot be paid`);
    }
    if (order.paymentMethod !== "CARD") throw invalidTransition(`Order ${order.id} is not paid by card`);
    if (order.cardGuid !== body.card_guid) throw paymentFailed("card_guid is not the order's card");
    if (!(await isLiveCard(c.env.DB, merchantId, claims.client_id, body.card_guid))) throw paymentFailed("The order's card is no longer usable");

    const nowMs = Date.now();
    const created = await createCharge(c.env.DB, {
      merchantId,
      orderId: order.id,
      cardGuid: body.card_guid,
      returnUrl: body.return_url,
      cancelUrl: body.cancel_url,
      now: Math.floor(nowMs / 1000),
      nowIso: new Date(nowMs).toISOString(),
    });
    // The order moved meanwhile (paid, canceled, paid again with PIX).
    if (!created) throw invalidTransition(`Order ${order.id} can no longer be paid by this card`);
    c.status(201);
    return reply(c, chargeResponseSchema, { data: { charge_id: created.charge.id, payment_url: sandboxPaymentUrl(created.charge.id, created.handoff) } });
  },
);
