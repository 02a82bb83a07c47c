import { type Context, Hono } from "hono";
import * as z from "zod";
import {
  type CouponErrorCode,
  type CouponInapplicableReason,
  type DeliveryType,
  addCouponRequestSchema,
  addCouponResponseSchema,
  addWalletCouponRequestSchema,
  cartResponseSchema,
  couponResponseSchema,
  couponsListResponseSchema,
  voucherCodeSchema,
} from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import { changedRows, runBatch, touchCartStatement, updateCartStatement } from "../db/carts";
import { createDb, type Db } from "../db/client";
import {
  addWalletCoupon,
  cartCouponState,
  clientCouponHistory,
  couponAddedAt,
  couponSettingsOf,
  deleteCartCouponStatement,
  findCouponByCode,
  findCouponById,
  insertCartCouponStatement,
  walletCoupons,
} from "../db/coupons";
import { quoteAddress } from "../domain/cart";
import { type CouponRow, clientRuleReason, couponDateReason, couponLive, couponView, couponVisibleTo, needsClient } from "../domain/coupons";
import type { AppEnv } from "../env";
import { HttpError, forbidden, notFound, unauthorized } from "../http/errors";
import { reply } from "../http/reply";
import { cartPath } from "../http/paths";
import { validateJson, validateParam, validateQuery } from "../http/validate";
import { checkDeliveryType, openCartForChange, priced, reloadCart } from "../services/carts";

/*
 * Coupons (contract/coupons.ts): applying and removing them on a cart, and the client's
 * wallet. The rules are checked in the contract's order; the ones about who holds a coupon are
 * settled by the insert itself (db/coupons.ts), so two crossing applies cannot both win.
 */

const couponRefused = (code: CouponErrorCode, message: string) => new HttpError(422, code, message);
const couponNotFound = () => notFound("No such coupon at this store");

/** Why a coupon is not available to the client now (wallet): its dates, then rules 4 and 5. */
async function walletReasons(c: Context<AppEnv>, rows: CouponRow[], clientId: number, now: Date): Promise<Map<number, CouponInapplicableReason | null>> {
  const history = await clientCouponHistory(c.env.DB, c.get("merchant").id, clientId, null);
  return new Map(
    rows.map((row) => [
      row.id,
      couponDateReason(row, now) ??
        clientRuleReason(row, { usedElsewhere: history.heldElsewhere.has(row.id), hasOrder: history.hasOrder, hasCpf: history.hasCpf }),
    ]),
  );
}

/** The logged-in client the token acts for, or 401; a query's client_id must be that client (403). */
function callerClient(c: Context<AppEnv>, requested?: number): number {
  const clientId = c.get("claims").client_id;
  if (clientId === undefined) throw unauthorized("Log in to see your coupons");
  if (requested !== undefined && requested !== clientId) throw forbidden("Not your wallet");
  return clientId;
}

/** The store's coupon settings and the coupon of `code` the caller may use now; 404 otherwise (or when the store has coupons off). */
async function liveCouponByCode(db: Db, merchantId: number, code: string, clientId: number | null, now: Date) {
  const settings = await couponSettingsOf(db, merchantId);
  const coupon = settings.enabled ? await findCouponByCode(db, merchantId, code) : null;
  if (!coupon || !couponLive(coupon, now) || !couponVisibleTo(coupon, clientId)) throw couponNotFound();
  return { settings, coupon };
}

/** One coupon as the wallet shows it to the client, with why it is not available to them now. */
async function walletCoupon(c: Context<AppEnv>, coupon: CouponRow, clientId: number, now: Date) {
  const reasons = await walletReasons(c, [coupon], clientId, now);
  return couponView(coupon, reasons.get(coupon.id) ?? null);
}

const bool = z.enum(["true", "false"]).transform((value) => value === "true");
const walletQuery = z.object({
  client_id: z.coerce.number().int().optional(),
  enabled: bool.optional(),
  displayed_in_wallet: bool.optional(),
  available_for_use: bool.optional(),
  code: z.string().max(60).optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).default(1),
  "end_date[gte]": z.string().max(40).optional(),
  "end_date[lte]": z.string().max(40).optional(),
});

const couponPath = cartPath.extend({ couponId: z.coerce.number().int() });

export const couponsRoutes = new Hono<AppEnv>()
  .post("/:slug/carts/:guid/coupons", validateParam(cartPath), validateJson(addCouponRequestSchema), async (c) => {
    const context = await openCartForChange(c, c.req.valid("param").guid);
    const { db, merchantId, cart, benefits } = context;
    const clientId = context.owner.clientId ?? null;
    const now = new Date();
    const { settings, coupon } = await liveCouponByCode(db, merchantId, c.req.valid("json").coupon.voucher_code, clientId, now);
    // A table's round is billed by its subtotal: no coupon there.
    if (cart.deliveryType === "TABLE") throw new HttpError(422, "DELIVERY_TYPE_INVALID", "Coupons are not taken on a table's rounds");

    // Rules 1-3 from the cart as read (the insert below settles 2 and 3 again when requests cross).
    if (needsClient(coupon) && clientId === null) throw couponRefused("REQUIRED_CLIENT", "Log in to use this coupon");
    if (benefits.coupons.some((held) => held.id === coupon.id)) throw couponRefused("ALREADY_EXISTS", "The coupon is on this cart already");
    if (benefits.coupons.length >= settings.max_coupons_per_cart) {
      throw couponRefused("QUANTITY_REACHED", `A cart holds ${settings.max_coupons_per_cart} coupons at most`);
    }
    // Rules 4 and 5: the client's history.
    if (clientId !== null && (coupon.singleUse || coupon.firstOrderOnly)) {
      const history = await clientCouponHistory(c.env.DB, merchantId, clientId, cart.guid);
      const refusal = clientRuleReason(coupon, { usedElsewhere: history.heldElsewhere.has(coupon.id), hasOrder: history.hasOrder, hasCpf: history.hasCpf });
      if (refusal === "ALREADY_USED") throw couponRefused("ALREADY_USED", "You have used this coupon already");
      if (refusal === "FIRST_ORDER") throw couponRefused("FIRST_ORDER", "This coupon is for a first order, with a CPF on the account");
    }
    // Rules 6-8: the cart priced with the coupon on it, in the delivery type the coupon asks for.
    const current = priced(context).cart.delivery.type;
    const wanted: DeliveryType | null =
      coupon.deliveryRestriction === "STORE_ONLY" ? "TAKEOUT" : coupon.deliveryRestriction === "DELIVERY_ONLY" ? "DELIVERY" : null;
    const changeTo = wanted !== null && wanted !== current ? wanted : null;
    const at = now.toISOString();
    const trial = priced({
      ...context,
      cart: { ...cart, deliveryType: changeTo ?? cart.deliveryType },
      benefits: { ...benefits, coupons: [...benefits.coupons, { ...coupon, appliedAt: at }] },
    });
    const reason = trial.cart.coupons.at(-1)?.reason;
    if (reason === "PROMOTIONAL_ITEM") throw couponRefused("PROMOTIONAL_ITEM", "This coupon is not for carts with items on promotion");
    if (reason === "FIDELITY_PROGRAM") throw couponRefused("FIDELITY_PROGRAM", "This coupon is not for carts with a loyalty redemption or reward");
    if (reason === "MINIMUM_ORDER") throw couponRefused("MINIMUM_ORDER", `This coupon needs a subtotal of ${coupon.minimumOrder} (minor units)`);
    if (changeTo !== null) checkDeliveryType(context.settings, changeTo, cart.tableId);

    // One batch: the coupon (unless another request got there first), then the delivery type it
    // asks for and the client, only if that row is this request's.
    const added = couponAddedAt(merchantId, cart.guid, coupon.id, at);
    const typeChange =
      changeTo === "TAKEOUT"
        ? { deliveryType: "TAKEOUT" as const }
        : changeTo === "DELIVERY"
          ? cart.address && !quoteAddress(context.settings, cart.address).served
            ? { deliveryType: "DELIVERY" as const, address: null, areaName: null }
            : { deliveryType: "DELIVERY" as const }
          : {};
    const attach = clientId !== null && cart.clientId === null ? { clientId } : {};
    const cartChange = { ...typeChange, ...attach };
    const [inserted] = await runBatch(db, [
      insertCartCouponStatement(
        db,
        { merchantId, cartGuid: cart.guid, couponId: coupon.id, clientId, singleUse: coupon.singleUse, createdAt: at },
        settings.max_coupons_per_cart,
      ),
      ...(Object.keys(cartChange).length > 0 ? [updateCartStatement(db, merchantId, cart.guid, cartChange, added)] : []),
      touchCartStatement(db, merchantId, cart.guid),
    ]);
    if (changedRows(inserted) === 0) {
      const state = await cartCouponState(db, merchantId, cart.guid, coupon.id);
      if (state.holds) throw couponRefused("ALREADY_EXISTS", "The coupon is on this cart already");
      if (state.count >= settings.max_coupons_per_cart)
        throw couponRefused("QUANTITY_REACHED", `A cart holds ${settings.max_coupons_per_cart} coupons at most`);
      throw couponRefused("ALREADY_USED", "You have used this coupon already");
    }
    return reply(c, addCouponResponseSchema, {
      data: { cart: priced(await reloadCart(context)).cart, coupon: couponView(coupon, null), delivery_type_changed_to: changeTo },
    });
  })

  // Removing frees a single-use coupon (the row goes); a coupon not on the cart is 404.
  .delete("/:slug/carts/:guid/coupons/:couponId", validateParam(couponPath), async (c) => {
    const { guid, couponId } = c.req.valid("param");
    const context = await openCartForChange(c, guid);
    const { db, merchantId } = context;
    if (!context.benefits.coupons.some((held) => held.id === couponId)) throw couponNotFound();
    const [deleted] = await runBatch(db, [deleteCartCouponStatement(db, merchantId, guid, couponId), touchCartStatement(db, merchantId, guid)]);
    if (changedRows(deleted) === 0) throw couponNotFound();
    return reply(c, cartResponseSchema, { data: priced(await reloadCart(context)).cart });
  })

  // The wallet: the client's candidates (displayed, exclusive, added), filtered by the query.
  .get("/:slug/coupons", validateQuery(walletQuery), async (c) => {
    const query = c.req.valid("query");
    const clientId = callerClient(c, query.client_id);
    const db = createDb(c.env.DB);
    const merchantId = c.get("merchant").id;
    const now = new Date();
    const settings = await couponSettingsOf(db, merchantId);
    const rows = settings.enabled ? await walletCoupons(db, merchantId, clientId) : [];
    const reasons = await walletReasons(c, rows, clientId, now);
    const code = query.code?.trim().toUpperCase();
    const listed = rows
      .map((row) => couponView(row, reasons.get(row.id) ?? null))
      .filter(
        (coupon) =>
          (query.enabled === undefined || coupon.enabled === query.enabled) &&
          (query.displayed_in_wallet === undefined || coupon.displayed_in_wallet === query.displayed_in_wallet) &&
          (query.available_for_use === undefined || coupon.available_for_use === query.available_for_use) &&
          (code === undefined || coupon.voucher_code === code) &&
          (query["end_date[gte]"] === undefined || (coupon.end_date !== null && coupon.end_date >= query["end_date[gte]"])) &&
          (query["end_date[lte]"] === undefined || (coupon.end_date !== null && coupon.end_date <= query["end_date[lte]"])),
      );
    const { page, size } = query;
    return reply(c, couponsListResponseSchema, {
      data: { coupons: listed.slice((page - 1) * size, page * size), paging: { page, size, total: listed.length } },
    });
  })

  .get("/:slug/coupons/code", validateQuery(z.object({ client_id: z.coerce.number().int().optional(), voucher_code: voucherCodeSchema })), async (c) => {
    const query = c.req.valid("query");
    const clientId = callerClient(c, query.client_id);
    const now = new Date();
    const { coupon } = await liveCouponByCode(createDb(c.env.DB), c.get("merchant").id, query.voucher_code, clientId, now);
    return reply(c, couponResponseSchema, { data: await walletCoupon(c, coupon, clientId, now) });
  })

  .get("/:slug/coupons/:id", validateParam(z.object({ slug: z.string(), id: z.coerce.number().int() })), async (c) => {
    const clientId = callerClient(c);
    const db = createDb(c.env.DB);
    const merchantId = c.get("merchant").id;
    const coupon = await findCouponById(db, merchantId, c.req.valid("param").id);
    if (!coupon || !coupon.enabled || !couponVisibleTo(coupon, clientId)) throw couponNotFound();
    return reply(c, couponResponseSchema, { data: await walletCoupon(c, coupon, clientId, new Date()) });
  })

  .use("/:slug/clients/:id/coupons", requireOwnClient)
  .post("/:slug/clients/:id/coupons", validateJson(addWalletCouponRequestSchema), async (c) => {
    const clientId = c.get("client").id;
    const db = createDb(c.env.DB);
    const merchantId = c.get("merchant").id;
    const now = new Date();
    const { coupon } = await liveCouponByCode(db, merchantId, c.req.valid("json").voucher_code, clientId, now);
    const added = await addWalletCoupon(db, merchantId, clientId, coupon.id);
    c.status(added ? 201 : 200);
    return reply(c, couponResponseSchema, { data: await walletCoupon(c, coupon, clientId, now) });
  });
