import { parseWithZod } from "@conform-to/zod/v4";
import { data as respond, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { CartAddressInput, Order, OrderPaymentRequest } from "../../../contract";
import { displayLocale, formatMoney } from "../../../contract/formats/money";
import { CheckoutPage } from "~/components/checkout/CheckoutPage";
import { fillFromLookup, fieldsOfValues } from "~/lib/address-form";
import { leaveAnalyticsBehind, purchaseParams, trackConversion } from "~/lib/analytics.server";
import { unreachable } from "~/lib/api.server";
import { refusalStatus } from "~/lib/cart-messages";
import {
  API_FIELDS,
  checkoutErrorKey,
  checkoutServices,
  loadCheckout,
  missingForMinimum,
  putCartAddress,
  putCartNotes,
  putCartTakeout,
  replayOrder,
} from "~/lib/checkout.server";
import { brandField, cartAddressOf, isOnline, offeredMethods, type CheckoutActionData } from "~/lib/checkout-view";
import { currentClient } from "~/lib/client-session.server";
import { checkoutCouponIntent, splitCouponIntent } from "~/lib/coupons.server";
import { readOrder, startCardCharge } from "~/lib/payments.server";
import { phoneFromNational } from "~/lib/profile-view";
import type { Currency, Language } from "../../../contract";
import { paymentCampaigns } from "~/lib/loyalty.server";
import { checkoutSchema, picksOf, withIntent } from "./schema.server";
import { SCHEDULING_FIELD } from "~/components/scheduling/messages";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

/**
 * After a refusal the page shows the cart as it is now (lines taken out, another tab's changes) while
 * the form keeps what was sent (its values come from the answer); not after a postal code lookup,
 * which changes nothing, nor after an API failure, whose page would fail too.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "lookup" || (actionStatus !== undefined && actionStatus >= 500) ? false : defaultShouldRevalidate;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await leaveAnalyticsBehind(context, request);
  // Loyalty (issue 16): the discount each payment campaign gives this cart, priced by the API. Its
  // two reads (the campaigns, then each one's price) need only the client and the session's cart,
  // so they run beside the checkout's own: two rounds of upstream calls less. Both read the cart
  // the session names; the guard only keeps a price from ever being shown beside another cart.
  const [{ language: _language, currency: _currency, ...page }, priced] = await Promise.all([loadCheckout(context, request), paymentCampaigns(context)]);
  const locale = displayLocale(_language as Language, page.country);
  const money = (minor: number) => formatMoney(minor, _currency as Currency, locale);
  const campaigns = priced.cartGuid === page.cartGuid ? Object.entries(priced.campaigns) : [];
  return { ...page, paymentCampaigns: Object.fromEntries(campaigns.map(([method, { name, discount }]) => [method, { name, amount: money(discount) }])) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { slug, session, base, href } = checkoutServices(context);
  const form = splitCouponIntent(withIntent(await request.formData().catch(() => new FormData())));
  const token = await context.accessToken().catch(unreachable);
  if (!token) throw respond(null, { status: 404 });
  const { api } = context;

  // Back after ordering and sent again: the session forgot that cart; its order is where to go.
  const sentGuid = form.get("cart_guid");
  const lastOrderId = Number(session.get("lastOrderId"));
  if (typeof sentGuid === "string" && sentGuid !== session.get("cartGuid") && Number.isSafeInteger(lastOrderId) && lastOrderId > 0) {
    const order = await readOrder(api, slug, token, lastOrderId);
    if (order.ok && order.data.cart_guid === sentGuid) {
      session.flash("notice", "checkout.notices.alreadyPlaced");
      return redirect(href(`/orders/${lastOrderId}`));
    }
  }

  /** Where a placed order sends the customer: its page, or the provider's for a card still to pay. */
  const onward = async (order: Order, language?: string) => {
    session.set("lastOrderId", String(order.id));
    if (session.get("cartGuid") === order.cart_guid) session.unset("cartGuid");
    if (order.payment.method === "CARD" && order.payment.card_guid && (order.status === "WAITING_PAYMENT" || order.status === "PAYMENT_REJECTED")) {
      const charge = await startCardCharge(api, { merchant: base, token, cartGuid: order.cart_guid, orderId: order.id, cardGuid: order.payment.card_guid, language });
      if (charge.ok) return redirect(charge.paymentUrl);
      console.error(`[checkout] card charge of order ${order.id} refused: ${charge.status} ${charge.error.code}`);
      return redirect(href(`/orders/${order.id}`));
    }
    return redirect(href(`/orders/${order.id}?sent=1`));
  };

  // The same form sent twice before the first answer came (a double click without JavaScript): the
  // browser dropped the first answer, and with it the cookie that forgot the cart. That cart is no
  // longer open, so no order can be made of it: the key asks the API which order it became.
  const sentKey = form.get("idempotency_key");
  if (typeof sentGuid === "string" && sentGuid === session.get("cartGuid") && typeof sentKey === "string") {
    const replay = await replayOrder(context, slug, token, sentGuid, sentKey);
    if (replay) {
      if (replay.ok) return onward(replay.data);
      if (replay.error.code === "ORDER_ALREADY_EXISTS" && replay.error.order_id) {
        session.set("lastOrderId", String(replay.error.order_id));
        session.unset("cartGuid");
        session.flash("notice", "checkout.notices.alreadyPlaced");
        return redirect(href(`/orders/${replay.error.order_id}`));
      }
    }
  }

  const page = await loadCheckout(context, request);
  const rules = {
    country: page.country,
    currency: page.currency as Currency,
    delivery: page.mode === "DELIVERY",
    requireTaxId: page.requireTaxId,
    allowNotes: page.allowNotes,
    referencePoint: page.referencePoint,
    total: page.totalMinor,
    offered: offeredMethods(page),
  };
  const picks = picksOf(form);
  const submission = parseWithZod(form, { schema: checkoutSchema(rules, picks) });
  const answer = (state: Partial<CheckoutActionData> & Pick<CheckoutActionData, "reply">, status: number) =>
    respond({ notServed: false, existingOrderHref: null, found: null, missing: null, removed: null, ...state } satisfies CheckoutActionData, { status });
  if (submission.status !== "success") return answer({ reply: submission.reply() }, 400);

  /** The API's refusal on `field` when it concerns one, else on the form; the customer's input comes back. */
  const refused = (result: { status: number; error: { code: string } }, field?: string, extra: Partial<CheckoutActionData> = {}) => {
    const message = [checkoutErrorKey(result.error, result.status)];
    const reply = submission.reply(field ? { fieldErrors: { [field]: message } } : { formErrors: message });
    return answer({ reply, ...extra }, refusalStatus(result.status));
  };
  const locale = displayLocale(page.language as Parameters<typeof displayLocale>[0], page.country);
  const value = submission.value;

  if (value.intent === "takeout") {
    const result = await putCartTakeout(context, slug, token, page.cartGuid);
    if (!result.ok) return refused(result);
    session.set("deliveryMethod", "TAKEOUT");
    return answer({ reply: submission.reply() }, 200);
  }

  // Enter in a field with nothing of its own to do: the page again, everything kept, nothing sent.
  if (value.intent === "review") return answer({ reply: submission.reply(), review: true }, 200);

  if (value.intent === "coupon_apply" || value.intent === "coupon_remove") {
    const outcome = await checkoutCouponIntent(context, slug, token, page.cartGuid, value);
    if (!outcome.ok) return answer({ reply: submission.reply({ fieldErrors: { voucher_code: [outcome.error] } }) }, outcome.status);
    const reply = submission.reply();
    // The code applied leaves the field; everything else typed stays.
    if (reply.initialValue && value.intent === "coupon_apply") reply.initialValue = { ...reply.initialValue, voucher_code: "" };
    return answer({ reply, coupon: { done: outcome.done } }, 200);
  }

  if (value.intent === "lookup") {
    const lookup = await api.lookupPostalCode(slug, token, value.zip_code, page.country);
    if (lookup.ok) {
      return answer({ reply: submission.reply(), found: fillFromLookup(page.country, fieldsOfValues(submission.reply().initialValue ?? undefined), lookup.data) }, 200);
    }
    const notFound = `addresses.lookup.notFound.${page.country === "BRA" ? "cep" : "zip"}`;
    return answer({ reply: submission.reply({ fieldErrors: { zip_code: [lookup.status === 404 ? notFound : checkoutErrorKey(lookup.error, lookup.status)] } }) }, 422);
  }

  // A form of another cart (an older tab): the page shows the cart there is now, with a new key.
  if (value.cart_guid !== page.cartGuid) {
    const reply = submission.reply({ formErrors: ["checkout.errors.cartChanged"] });
    if (reply.initialValue) reply.initialValue = { ...reply.initialValue, idempotency_key: page.idempotencyKey };
    return answer({ reply }, 409);
  }

  // The order: the address and notes go on the cart first (the order takes the cart's), then POST /orders.
  const fields = value as Record<string, unknown>;
  const guid = page.cartGuid;
  const addressField = typeof fields.address_choice === "string" && fields.address_choice !== "new" ? "address_choice" : "neighborhood";
  /** A cart already PENDING or FINALIZED (a resubmit) refuses changes: the order call says what became of it. */
  const settled = (code: string) => code === "CART_FINALIZED" || code === "PENDING_CART";
  if (rules.delivery) {
    let address: CartAddressInput;
    if (addressField === "address_choice") {
      const client = currentClient(context);
      const saved = client ? await api.listAddresses(slug, token, client.id) : null;
      const chosen = saved?.ok ? saved.data.find((candidate) => String(candidate.id) === fields.address_choice) : undefined;
      if (!chosen) {
        return answer({ reply: submission.reply({ fieldErrors: { address_choice: ["checkout.errors.addressRequired"] } }) }, 422);
      }
      address = cartAddressOf(chosen);
    } else {
      address = {
        zip_code: fields.zip_code as string,
        street: fields.street as string,
        number: fields.number as string,
        complement: fields.complement as string | null,
        neighborhood: fields.neighborhood as string,
        city: fields.city as string,
        state: fields.state as string,
        reference_point: fields.reference_point as string | null,
        latitude: fields.latitude as number | null,
        longitude: fields.longitude as number | null,
      };
      // Coordinates found for another postal code than the one sent are not this address's.
      if (String(fields.coords_zip ?? "").replace(/\D/g, "") !== address.zip_code) {
        address.latitude = null;
        address.longitude = null;
      }
    }
    const put = await putCartAddress(context, slug, token, guid, address);
    if (!put.ok && put.error.code === "DELIVERY_NOT_AVAILABLE") return refused(put, addressField, { notServed: page.takeoutEnabled });
    if (!put.ok && !settled(put.error.code)) return refused(put, put.error.code === "REQUIRED_ADDRESS" ? addressField : undefined);
  }
  if (rules.allowNotes && (value.notes ?? "") !== page.notes) {
    const put = await putCartNotes(context, slug, token, guid, value.notes ?? null);
    if (!put.ok && !settled(put.error.code)) return refused(put, "notes");
  }

  const method = fields.payment as string;
  const payment: OrderPaymentRequest =
    method === "PIX"
      ? { kind: "ONLINE", method: "PIX" }
      : method === "CARD"
        ? { kind: "ONLINE", method: "CARD", card_guid: fields.card_guid as string }
        : method === "CASH"
          ? { kind: "OFFLINE", method: "CASH", change_for: picks.noChange ? null : (fields.change_for as number) }
          : method === "PIX_ON_DELIVERY"
            ? { kind: "OFFLINE", method: "PIX_ON_DELIVERY" }
            : { kind: "OFFLINE", method: method as "CREDIT_CARD", brand: fields[brandField(method)] as "VISA" };
  const placed = await api.placeOrder(slug, token, {
    cart_guid: guid,
    idempotency_key: value.idempotency_key,
    order: { payment, tax_id: (fields.tax_id as string | null) ?? null },
    client: { name: value.name, phone: phoneFromNational(page.country, value.phone) },
  });

  if (placed.ok) {
    // The pixel's Purchase, sent by the server after the response (decision 032).
    trackConversion(context, request, "Purchase", () => purchaseParams(placed.data));
    return onward(placed.data, page.language);
  }

  const { error } = placed;
  switch (error.code) {
    case "ORDER_ALREADY_EXISTS": {
      if (error.order_id) {
        session.set("lastOrderId", String(error.order_id));
        if (session.get("cartGuid") === guid) session.unset("cartGuid");
        session.flash("notice", "checkout.notices.alreadyPlaced");
        return redirect(href(`/orders/${error.order_id}`));
      }
      return refused(placed);
    }
    case "CART_FINALIZED":
    case "CART_NOT_FOUND":
    case "INVALID_CART":
      if (session.get("cartGuid") === guid) session.unset("cartGuid");
      session.flash("notice", checkoutErrorKey(error, placed.status));
      return redirect(href("/"));
    case "REQUIRED_ADDRESS":
      return refused(placed, rules.delivery ? addressField : undefined);
    case "DELIVERY_NOT_AVAILABLE":
      return refused(placed, rules.delivery ? addressField : undefined, { notServed: page.takeoutEnabled });
    case "PAYMENT_METHOD_UNAVAILABLE":
    case "ONLINE_PAYMENT_FAILED":
      return refused(placed, "payment");
    // Issue 17 (decision 029): on the "when" field, whose link leads to choosing a time.
    case "SCHEDULE_REQUIRED":
    case "RETROACTIVE_SCHEDULE":
    case "SCHEDULE_UNAVAILABLE":
    case "SCHEDULING_DISABLED":
      return refused(placed, SCHEDULING_FIELD);
    // Issue 16: a coupon on the cart no longer usable by this client (checked again when ordering).
    case "FIRST_ORDER":
    case "ALREADY_USED":
      return answer({ reply: submission.reply({ fieldErrors: { voucher_code: [`coupons.errors.${error.code}`] } }) }, 422);
    case "INVALID_MINIMUM_ORDER": {
      const missing = await missingForMinimum(context, slug, token, guid);
      return refused(placed, undefined, { missing: missing === null ? null : formatMoney(missing, page.currency as Parameters<typeof formatMoney>[1], locale) });
    }
    case "UNAVAILABLE":
      return refused(placed, undefined, { removed: (error.errors ?? []).map((entry) => entry.message).join(", ") || null });
    case "VALIDATION_ERROR": {
      const fieldErrors: Record<string, string[]> = {};
      for (const entry of error.errors ?? []) {
        const field = API_FIELDS[entry.field];
        if (!field) continue;
        fieldErrors[field] = [/^(validation|checkout\.errors)\./.test(entry.message) ? entry.message : "checkout.errors.VALIDATION_ERROR"];
      }
      if (Object.keys(fieldErrors).length > 0) return answer({ reply: submission.reply({ fieldErrors }) }, 422);
      const reply = submission.reply({ formErrors: ["checkout.errors.generic"] });
      // A key the API saw with another cart (a form of an earlier cart): the next try carries a new one.
      if (reply.initialValue && (error.errors ?? []).some((entry) => entry.field === "idempotency_key")) {
        reply.initialValue = { ...reply.initialValue, idempotency_key: page.idempotencyKey };
      }
      return answer({ reply }, 422);
    }
    default:
      // Online payment offered to a visitor is refused before this; anything else: 'Algo deu errado'.
      return refused(placed, isOnline(method) && error.code === "UNAUTHORIZED" ? "payment" : undefined);
  }
}

export default function CheckoutRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CheckoutPage page={page} result={result ?? null} />;
}
