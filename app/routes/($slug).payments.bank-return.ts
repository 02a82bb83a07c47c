import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readOrder } from "~/lib/checkout/payments.server";
import { requireStore } from "~/lib/store/store.server";

/**
 * Where PSE's bank sends the customer back (the payment's callback_url, made before the order had
 * an id): the order this browser placed from that cart, whose page says what the bank decided.
 * Anything else (another browser, a forgotten session) goes to the orders list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await requireStore(context, request);
  const cart = new URL(request.url).searchParams.get("cart");
  const lastOrderId = Number(store.session.get("lastOrderId"));
  if (cart && Number.isSafeInteger(lastOrderId) && lastOrderId > 0) {
    const order = await readOrder(context.api, store.slug, store.token, lastOrderId);
    if (order.ok && order.data.cart_guid === cart) throw redirect(store.href(`/orders/${lastOrderId}?sent=1`), 303);
  }
  throw redirect(store.href("/orders"), 303);
}
