import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import {
  type Cart,
  type Coupon,
  type Currency,
  addCouponResponseSchema,
  cartResponseSchema,
  couponResponseSchema,
  couponsListResponseSchema,
  VOUCHER_CODE_MAX,
  voucherCodeSchema,
} from "../../../contract";
import { formatMoney } from "../../../contract/formats/money";
import type { ApiResult } from "~/lib/platform/api.server";
import { freeDeliveryPending } from "./cart-view.server";
import { type CartCouponView, couponErrorKey, couponReasonKey } from "./coupon-messages";
import type { MerchantSession } from "~/lib/platform/session.server";
import { visitorToken } from "~/lib/store/store.server";

// The voucher link (`/{slug}?voucher=CODE`) is kept in the session by the menu's GET and applied
// by the next POST that has a cart, never by a GET (decision 010).

type AddCouponData = z.infer<typeof addCouponResponseSchema>["data"];

export function applyCoupon(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
  code: string,
): Promise<ApiResult<AddCouponData>> {
  return context.api.send(
    "POST",
    `/${slug}/carts/${encodeURIComponent(guid)}/coupons`,
    token,
    addCouponResponseSchema,
    { coupon: { voucher_code: code } },
  );
}

export function removeCoupon(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
  couponId: number,
): Promise<ApiResult<Cart>> {
  return context.api.send(
    "DELETE",
    `/${slug}/carts/${encodeURIComponent(guid)}/coupons/${couponId}`,
    token,
    cartResponseSchema,
  );
}

export function listWallet(
  context: AppLoadContext,
  slug: string,
  token: string,
  clientId: number,
): Promise<ApiResult<{ coupons: Coupon[] }>> {
  return context.api.send("GET", `/${slug}/coupons?client_id=${clientId}&size=100`, token, couponsListResponseSchema);
}

export function addToWallet(
  context: AppLoadContext,
  slug: string,
  token: string,
  clientId: number,
  code: string,
): Promise<ApiResult<Coupon>> {
  return context.api.send("POST", `/${slug}/clients/${clientId}/coupons`, token, couponResponseSchema, {
    voucher_code: code,
  });
}

export function cartCouponsView(
  cart: Pick<Cart, "coupons" | "delivery">,
  currency: Currency,
  locale: string,
): CartCouponView[] {
  return cart.coupons.map((coupon) => {
    const freeDelivery = freeDeliveryPending(cart, coupon);
    return {
      id: coupon.id,
      code: coupon.code,
      name: coupon.name,
      discount: coupon.applied && !freeDelivery ? formatMoney(coupon.discount, currency, locale) : null,
      reason: coupon.applied || coupon.reason === null ? null : couponReasonKey(coupon.reason),
      ...(freeDelivery ? { freeDelivery } : {}),
    };
  });
}

export const couponCodeField = z
  .string({ error: "coupons.errors.required" })
  .trim()
  .min(1, { error: "coupons.errors.required" })
  .max(VOUCHER_CODE_MAX, { error: "coupons.errors.invalid" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "coupons.errors.invalid" })
  .transform((code) => code.toUpperCase());

export const walletIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), code: couponCodeField }),
  z.object({ intent: z.literal("use"), code: couponCodeField, redirectTo: z.string().max(300).optional() }),
]);

export function parseVoucherCode(raw: unknown): { ok: true; code: string } | { ok: false; error: string } {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, error: "coupons.errors.required" };
  const parsed = voucherCodeSchema.safeParse(raw);
  return parsed.success ? { ok: true, code: parsed.data } : { ok: false, error: "coupons.errors.invalid" };
}

export interface VoucherNotice {
  code: string;
  key: string;
  refused: boolean;
}

/** `?voucher=CODE` is kept in the session; the cart is not touched by a GET. */
export function voucherNotice(session: MerchantSession, url: URL): VoucherNotice | null {
  const linked = url.searchParams.get("voucher");
  if (linked !== null) {
    const parsed = voucherCodeSchema.safeParse(linked);
    if (parsed.success) session.set("couponLinkId", parsed.data);
  }
  const result = session.get("voucher");
  if (result) {
    try {
      const notice = JSON.parse(result) as VoucherNotice;
      if (typeof notice.code === "string" && typeof notice.key === "string") return notice;
    } catch {
      // A malformed flash is ignored.
    }
  }
  const pending = session.get("couponLinkId");
  return pending ? { code: pending, key: "coupons.voucher.pending", refused: false } : null;
}

export const pendingVoucher = (session: MerchantSession): string | null => session.get("couponLinkId") ?? null;

/** Applies the pending voucher once, whatever the answer (a refusal is told, not retried). */
export async function applyLinkedVoucher(context: AppLoadContext, guid: string): Promise<void> {
  const { session, slug } = context.store;
  const code = session?.get("couponLinkId");
  if (!session || !slug || !code) return;
  const token = await visitorToken(context).catch(() => null);
  if (!token) return;
  const result = await applyCoupon(context, slug, token, guid, code);
  // An unreachable API leaves the code pending for the next POST.
  if (!result.ok && result.status >= 500) return;
  session.unset("couponLinkId");
  const notice: VoucherNotice = result.ok
    ? { code, key: "coupons.voucher.applied", refused: false }
    : { code, key: couponErrorKey(result.status, result.error.code), refused: true };
  session.flash("voucher", JSON.stringify(notice));
}

export type CheckoutCouponIntent =
  { intent: "coupon_apply"; voucher_code: string } | { intent: "coupon_remove"; coupon_id: number };

export async function checkoutCouponIntent(
  context: AppLoadContext,
  slug: string,
  token: string,
  guid: string,
  intent: CheckoutCouponIntent,
): Promise<{ ok: true; done: string[] } | { ok: false; error: string; status: number }> {
  const session = context.store.session;
  if (intent.intent === "coupon_remove") {
    const removed = await removeCoupon(context, slug, token, guid, intent.coupon_id);
    // Without JavaScript a reload posts the form again: a coupon already gone was removed.
    if (!removed.ok && removed.status === 404 && removed.error.code === "NOT_FOUND")
      return { ok: true, done: ["coupons.removed"] };
    if (!removed.ok)
      return {
        ok: false,
        error: couponErrorKey(removed.status, removed.error.code),
        status: removed.status >= 500 ? 503 : 422,
      };
    return { ok: true, done: ["coupons.removed"] };
  }
  const applied = await applyCoupon(context, slug, token, guid, intent.voucher_code);
  // The same code again (a reload posts the form again, or it was typed twice) is where the
  // customer wants to be: said as a status, not refused as an error.
  if (!applied.ok && applied.error.code === "ALREADY_EXISTS") return { ok: true, done: ["coupons.alreadyApplied"] };
  if (!applied.ok)
    return {
      ok: false,
      error: couponErrorKey(applied.status, applied.error.code),
      status: applied.status >= 500 ? 503 : 422,
    };
  if (session?.get("couponLinkId") === intent.voucher_code) session.unset("couponLinkId");
  const changed = followDeliveryChange(context.store.session, applied.data.delivery_type_changed_to);
  return { ok: true, done: ["coupons.applied", ...(changed ? [changed] : [])] };
}

/** A coupon for one way of receiving the order moves the cart to it: the session remembers the mode. */
export function followDeliveryChange(
  session: AppLoadContext["store"]["session"],
  changedTo: string | null,
): string | null {
  if (changedTo !== "TAKEOUT" && changedTo !== "DELIVERY") return null;
  session?.set("deliveryMethod", changedTo);
  return `coupons.changedTo.${changedTo}`;
}

/** Splits the remove button's value ("coupon_remove:12") before parsing. */
export function splitCouponIntent(form: FormData): FormData {
  const intent = form.get("intent");
  if (typeof intent === "string" && intent.startsWith("coupon_remove:")) {
    form.set("intent", "coupon_remove");
    form.set("coupon_id", intent.slice("coupon_remove:".length));
  }
  return form;
}
