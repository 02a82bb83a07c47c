import { data as respond, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiError, Order } from "../../../contract";
import type { ApiResult } from "~/lib/platform/api.server";
import { clientGone } from "~/lib/accounts/client-session.server";
import { merchantHref } from "~/lib/store/links";
import { ADULTS_ONLY_TAG } from "~/lib/menu/menu-view";
import type { Store } from "~/lib/store/store.server";
import { visitorToken } from "~/lib/store/store.server";

export function orderIdParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,11}$/.test(raw)) throw respond(null, { status: 404 });
  return Number(raw);
}

/** A 404 is the not-found page, never the order's data; a gone session goes to login. */
export function mustReadOrder<T>(context: AppLoadContext, request: Request, result: ApiResult<T>): T {
  if (result.ok) return result.data;
  const gone = clientGone(context, request, result as ApiResult<{ should_disconnect?: boolean }>);
  if (gone) throw gone;
  if (result.status === 404) throw respond(null, { status: 404 });
  throw respond(null, { status: result.status >= 500 ? 503 : result.status === 429 ? 429 : 502 });
}

const KNOWN = new Set(["INVALID_TRANSITION", "INVALID_CART"]);

export function orderErrorKey(error: Pick<ApiError, "code">, status: number): string {
  if (status >= 500) return "orders.errors.unreachable";
  return KNOWN.has(error.code) ? `orders.errors.${error.code}` : "orders.errors.generic";
}

export const refusalStatus = (status: number) => (status >= 500 ? 503 : status === 429 ? 429 : 422);

/** A text that is no key comes back as it is from the cart page's translation. */
export function reorderNotice(skipped: string[], t: (key: string, values?: Record<string, string>) => string): string {
  return skipped.length === 0 ? "orders.reorder.done" : t("orders.reorder.skipped", { names: skipped.join(", ") });
}

/** What asks the visitor's age before it reaches a cart (decision 031). Null when the menu cannot be read. */
export async function adultsOnlyItemIds(context: AppLoadContext, page: Store): Promise<Set<number> | null> {
  const menu = await context.api.read("menu", page.slug, page.token).catch(() => null);
  if (!menu) return null;
  return new Set(
    menu.categories
      .flatMap((category) => category.items)
      .filter((item) => item.tags.includes(ADULTS_ONLY_TAG))
      .map((item) => item.id),
  );
}

export async function adultDishesOf(context: AppLoadContext, page: Store, order: Order): Promise<string[] | null> {
  const adultsOnly = await adultsOnlyItemIds(context, page);
  if (!adultsOnly) return null;
  return [...new Set(order.items.filter((line) => adultsOnly.has(line.item_id)).map((line) => line.name))];
}

/** The last order placed from this browser while it is not over; no call at all without one. */
export async function trackedOrderHref(context: AppLoadContext): Promise<string | null> {
  const { session, slug } = context.store;
  const id = session?.get("lastOrderId");
  if (!session || !slug || !id || !/^[1-9]\d{0,11}$/.test(id)) return null;
  const token = await visitorToken(context).catch(() => null);
  if (!token) return null;
  const result = await context.api.getOrderStatus(slug, token, Number(id));
  if (!result.ok) {
    if (result.status === 404) session.unset("lastOrderId");
    return null;
  }
  if (result.data.status_code === 2) {
    session.unset("lastOrderId");
    return null;
  }
  return merchantHref({ slug, customDomain: context.store.customDomain }, `/orders/${id}`);
}
