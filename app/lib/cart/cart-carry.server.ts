import { type AppLoadContext } from "@remix-run/cloudflare";
import {
  type CartLineNotKept,
  FRANCHISE_STORE_LIST_SIZE,
  cartChangeRefusalSchema,
  changeCartResponseSchema,
  storesResponseSchema,
} from "../../../contract";
import { createCartService } from "./cart.server";
import { hasClient, logOut, sessionMaxAge } from "~/lib/accounts/client-session.server";
import { createMerchantLoader } from "~/lib/store/merchant.server";
import { carriesSessionCookie, merchantSessionStorage, type MerchantSession } from "~/lib/platform/session.server";

// Carrying a cart to another store of the same franchise (decision 030). Sessions are one cookie per
// merchant, so the franchise's list reads the stores' own cookies in the same browser; the target's
// session then takes the source's visitor id and the cart's guid (the cart is that visitor's).

type Context = Pick<AppLoadContext, "api" | "env">;

// `send` answers the envelope's `data`; the store list's flags sit beside it, so the whole body is wrapped.
const storeListBody = storesResponseSchema.transform((body) => ({ data: body }));

const hasStoreCookie = (request: Request, slug: string) => carriesSessionCookie(request.headers.get("Cookie"), slug);

/** A cookie that is absent, malformed or signed with another secret is none. */
async function storeSession(context: Context, request: Request, slug: string) {
  const storage = merchantSessionStorage(slug, context.env.SESSION_SECRET);
  const present = hasStoreCookie(request, slug);
  const session = await (present ? storage.getSession(request.headers.get("Cookie")) : storage.getSession());
  return { storage, session, present };
}

/** With that store's own token (renewed for the same visitor id when it expired). */
function storeCart(context: Context, slug: string, session: MerchantSession) {
  const merchant = createMerchantLoader(context.api, slug, false, session);
  return {
    cart: createCartService(context.api, slug, merchant.accessToken, session),
    accessToken: merchant.accessToken,
  };
}

/** Reads only; a store whose cart cannot be read counts as none. */
export async function storesWithCart(
  context: Context,
  request: Request,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  const found = await Promise.all(
    slugs.map(async (slug) => {
      if (!hasStoreCookie(request, slug)) return null;
      const { session } = await storeSession(context, request, slug);
      if (!session.get("cartGuid")) return null;
      const read = await storeCart(context, slug, session)
        .cart.current()
        .catch(() => null);
      return read?.state === "open" && read.cart.count > 0 ? ([slug, read.cart.count] as const) : null;
    }),
  );
  return new Map(found.filter((entry) => entry !== null));
}

export type CarryResult =
  | { state: "moved"; cookies: string[] }
  | { state: "refused"; notKept: CartLineNotKept[] }
  | { state: "nothing"; cookies: string[] }
  | { state: "failed" };

/**
 * Both stores of the franchise, checked by the API. A logged-in client of the target is logged out
 * there: their token names another visitor id.
 */
export async function carryCart(
  context: Context,
  request: Request,
  source: string,
  target: string,
): Promise<CarryResult> {
  const from = await storeSession(context, request, source);
  const guid = from.session.get("cartGuid");
  if (!from.present || !guid) return { state: "nothing", cookies: [] };
  const { accessToken, cart } = storeCart(context, source, from.session);
  const token = await accessToken().catch(() => null);
  if (!token) return { state: "failed" };
  const visitorId = from.session.get("visitorId");
  const voucher = await voucherToCarry(from.session, cart);
  const moved = await context.api.send(
    "PUT",
    `/${source}/carts/${encodeURIComponent(guid)}/change`,
    token,
    changeCartResponseSchema,
    {
      slugable_type: "STORE",
      slugable_name: target,
    },
  );
  const commitSource = () => from.storage.commitSession(from.session, { maxAge: sessionMaxAge(from.session) });
  if (!moved.ok) {
    const refusal = cartChangeRefusalSchema.safeParse(moved.error);
    if (refusal.success) return { state: "refused", notKept: refusal.data.not_kept };
    // Another tab ordered or emptied it: nothing to carry.
    if (moved.error.code === "CART_NOT_FOUND" || moved.error.code === "CART_FINALIZED") {
      from.session.unset("cartGuid");
      return { state: "nothing", cookies: [await commitSource()] };
    }
    return { state: "failed" };
  }
  if (!visitorId) return { state: "failed" };
  const to = await storeSession(context, request, target);
  if (hasClient(to.session)) logOut(to.session);
  to.session.set("visitorId", visitorId);
  to.session.set("cartGuid", moved.data.guid);
  to.session.set("deliveryMethod", moved.data.delivery.type);
  if (voucher && !to.session.get("couponLinkId")) to.session.set("couponLinkId", voucher);
  from.session.unset("couponLinkId");
  // Its token names the target's former visitor id: the next page issues one for this one.
  to.session.unset("accessToken");
  to.session.set("accessTokenExpiresAt", 0);
  to.session.flash("notice", "franchise.carry.done");
  from.session.unset("cartGuid");
  return { state: "moved", cookies: [await commitSource(), await to.storage.commitSession(to.session)] };
}

/**
 * The franchise coupon (the spec's isCouponFranquia): a voucher code still pending at the source,
 * else the first code the cart holds. The API moves no coupon (each store prices its own), so it
 * waits at the target as a voucher link's does. Null when there is none or the cart cannot be read.
 */
async function voucherToCarry(
  session: MerchantSession,
  cart: ReturnType<typeof storeCart>["cart"],
): Promise<string | null> {
  const pending = session.get("couponLinkId");
  if (pending) return pending;
  const read = await cart.current().catch(() => null);
  return read?.state === "open" ? (read.cart.coupons[0]?.code ?? null) : null;
}

/** Empty when the list cannot be read. */
export async function storeNames(context: Context, franchise: string, token: string): Promise<Map<string, string>> {
  const query = new URLSearchParams({ page: "1", size: String(FRANCHISE_STORE_LIST_SIZE) });
  const list = await context.api.send("GET", `/merchants/${franchise}/stores?${query}`, token, storeListBody);
  return new Map(list.ok ? list.data.data.map((store) => [store.slug, store.name]) : []);
}
