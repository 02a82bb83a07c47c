import type { CouponErrorCode, CouponInapplicableReason, DeliveryType } from "../../../contract";
import { type CartOwner, changedRows, runBatch, touchCartStatement, updateCartStatement } from "../db/carts";
import { createDb, type Db } from "../db/client";
import {
  addWalletCoupon,
  cartCouponState,
  clientCouponHistory,
  couponAddedAt,
  couponLimitsReached,
  couponSettingsOf,
  couponUsedUp,
  deleteCartCouponStatement,
  findCouponByCode,
  findCouponById,
  insertCartCouponStatement,
  walletCoupons,
} from "../db/coupons";
import { quoteAddress } from "../domain/cart";
import {
  type CouponRow,
  clientRuleReason,
  couponDateReason,
  couponLive,
  couponView,
  couponVisibleTo,
  needsClient,
} from "../domain/coupons";
import { HttpError, notFound } from "../http/errors";
import { checkDeliveryType, openCartForChange, priced, reloadCart } from "./carts";

/* The rules about who holds a coupon are settled by the insert itself (db/coupons.ts), so two crossing applies cannot both win. */

const couponRefused = (code: CouponErrorCode, message: string) => new HttpError(422, code, message);
const couponNotFound = () => notFound("No such coupon at this store");

async function walletReasons(
  d1: D1Database,
  merchantId: number,
  rows: CouponRow[],
  clientId: number,
  now: Date,
): Promise<Map<number, CouponInapplicableReason | null>> {
  const history = await clientCouponHistory(d1, merchantId, clientId, null);
  return new Map(
    rows.map((row) => [
      row.id,
      couponDateReason(row, now) ??
        clientRuleReason(row, {
          usedElsewhere: history.heldElsewhere.has(row.id),
          hasOrder: history.hasOrder,
          hasCpf: history.hasCpf,
          orderedUses: history.orderedUses.get(row.id) ?? 0,
        }),
    ]),
  );
}

async function liveCouponByCode(
  d1: D1Database,
  db: Db,
  merchantId: number,
  code: string,
  clientId: number | null,
  now: Date,
) {
  const settings = await couponSettingsOf(db, merchantId);
  const coupon = settings.enabled ? await findCouponByCode(db, merchantId, code) : null;
  if (!coupon || !couponLive(coupon, now) || !couponVisibleTo(coupon, clientId)) throw couponNotFound();
  // Every use taken: unknown to the next customer, as an ended coupon is.
  if (await couponUsedUp(d1, coupon)) throw couponNotFound();
  return { settings, coupon };
}

async function walletCoupon(d1: D1Database, merchantId: number, coupon: CouponRow, clientId: number, now: Date) {
  const reasons = await walletReasons(d1, merchantId, [coupon], clientId, now);
  return couponView(coupon, reasons.get(coupon.id) ?? null);
}

/** Changes the cart's delivery type when the coupon asks for one. */
export async function applyCoupon(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  code: string,
  now: Date,
) {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const { db, cart, benefits } = context;
  const clientId = context.owner.clientId ?? null;
  const { settings, coupon } = await liveCouponByCode(d1, db, merchantId, code, clientId, now);
  // A table's round is billed by its subtotal: no coupon there.
  if (cart.deliveryType === "TABLE")
    throw new HttpError(422, "DELIVERY_TYPE_INVALID", "Coupons are not taken on a table's rounds");

  // Rules 1-3 from the cart as read (the insert below settles 2 and 3 again when requests cross).
  if (needsClient(coupon) && clientId === null) throw couponRefused("REQUIRED_CLIENT", "Log in to use this coupon");
  if (benefits.coupons.some((held) => held.id === coupon.id))
    throw couponRefused("ALREADY_EXISTS", "The coupon is on this cart already");
  if (benefits.coupons.length >= settings.max_coupons_per_cart) {
    throw couponRefused("QUANTITY_REACHED", `A cart holds ${settings.max_coupons_per_cart} coupons at most`);
  }
  if (clientId !== null && (coupon.singleUse || coupon.maxUsesPerClient !== null || coupon.firstOrderOnly)) {
    const history = await clientCouponHistory(d1, merchantId, clientId, cart.guid);
    const refusal = clientRuleReason(coupon, {
      usedElsewhere: history.heldElsewhere.has(coupon.id),
      hasOrder: history.hasOrder,
      hasCpf: history.hasCpf,
      orderedUses: history.orderedUses.get(coupon.id) ?? 0,
    });
    if (refusal === "ALREADY_USED") throw couponRefused("ALREADY_USED", "You have used this coupon already");
    if (refusal === "FIRST_ORDER")
      throw couponRefused("FIRST_ORDER", "This coupon is for a first order, with a CPF on the account");
  }
  const current = priced(context).cart.delivery.type;
  const wanted: DeliveryType | null =
    coupon.deliveryRestriction === "STORE_ONLY"
      ? "TAKEOUT"
      : coupon.deliveryRestriction === "DELIVERY_ONLY"
        ? "DELIVERY"
        : null;
  const changeTo = wanted !== null && wanted !== current ? wanted : null;
  const at = now.toISOString();
  const trial = priced({
    ...context,
    cart: { ...cart, deliveryType: changeTo ?? cart.deliveryType },
    benefits: { ...benefits, coupons: [...benefits.coupons, { ...coupon, appliedAt: at }] },
  });
  const reason = trial.cart.coupons.at(-1)?.reason;
  if (reason === "PROMOTIONAL_ITEM")
    throw couponRefused("PROMOTIONAL_ITEM", "This coupon is not for carts with items on promotion");
  if (reason === "FIDELITY_PROGRAM")
    throw couponRefused("FIDELITY_PROGRAM", "This coupon is not for carts with a loyalty redemption or reward");
  if (reason === "MINIMUM_ORDER")
    throw couponRefused("MINIMUM_ORDER", `This coupon needs a subtotal of ${coupon.minimumOrder} (minor units)`);
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
  return {
    cart: priced(await reloadCart(context)).cart,
    coupon: couponView(coupon, null),
    delivery_type_changed_to: changeTo,
  };
}

export async function removeCoupon(
  d1: D1Database,
  merchantId: number,
  owner: CartOwner,
  guid: string,
  couponId: number,
) {
  const context = await openCartForChange(d1, merchantId, owner, guid);
  const { db } = context;
  if (!context.benefits.coupons.some((held) => held.id === couponId)) throw couponNotFound();
  const [deleted] = await runBatch(db, [
    deleteCartCouponStatement(db, merchantId, guid, couponId),
    touchCartStatement(db, merchantId, guid),
  ]);
  if (changedRows(deleted) === 0) throw couponNotFound();
  return priced(await reloadCart(context)).cart;
}

export async function walletOf(d1: D1Database, merchantId: number, clientId: number, now: Date) {
  const db = createDb(d1);
  const settings = await couponSettingsOf(db, merchantId);
  const listed = settings.enabled ? await walletCoupons(db, merchantId, clientId) : [];
  // A coupon whose every use is taken is gone for everyone, as its add's 404 says.
  const usedUp = await couponLimitsReached(
    d1,
    merchantId,
    null,
    listed.filter((row) => row.maxUses !== null).map((row) => row.id),
  );
  const rows = listed.filter((row) => !usedUp.total.has(row.id));
  const reasons = await walletReasons(d1, merchantId, rows, clientId, now);
  return rows.map((row) => couponView(row, reasons.get(row.id) ?? null));
}

export async function walletCouponByCode(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  code: string,
  now: Date,
) {
  const { coupon } = await liveCouponByCode(d1, createDb(d1), merchantId, code, clientId, now);
  return walletCoupon(d1, merchantId, coupon, clientId, now);
}

export async function walletCouponById(d1: D1Database, merchantId: number, clientId: number, id: number, now: Date) {
  const coupon = await findCouponById(createDb(d1), merchantId, id);
  if (!coupon || !coupon.enabled || !couponVisibleTo(coupon, clientId) || (await couponUsedUp(d1, coupon)))
    throw couponNotFound();
  return walletCoupon(d1, merchantId, coupon, clientId, now);
}

export async function addWalletCouponByCode(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  code: string,
  now: Date,
) {
  const db = createDb(d1);
  const { coupon } = await liveCouponByCode(d1, db, merchantId, code, clientId, now);
  const added = await addWalletCoupon(db, merchantId, clientId, coupon.id);
  return { added, coupon: await walletCoupon(d1, merchantId, coupon, clientId, now) };
}
