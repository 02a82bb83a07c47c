import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { formatMoney } from "../../../contract/formats/money";
import { fillFromLookup, fieldsOfValues } from "~/lib/accounts/address-form";
import { leaveAnalyticsBehind } from "~/lib/platform/analytics.server";
import { checkoutErrorKey, loadCheckout, putCartTakeout } from "~/lib/checkout/checkout.server";
import { offeredMethods } from "~/lib/checkout/checkout-view";
import { shownTotalOf } from "~/lib/checkout/checkout-prices";
import { checkoutCouponIntent, splitCouponIntent } from "~/lib/cart/coupons.server";
import { paymentCampaigns } from "~/lib/loyalty/loyalty.server";
import { merchantView } from "~/lib/store/merchant-view.server";
import { requireStore, type Store } from "~/lib/store/store.server";
import {
  CheckoutTotals,
  ClosedCheckoutNotice,
  ClosedCheckoutPage,
  EatInChoice,
  LocateSubmit,
  QuickRegistration,
  RepricedNotice,
  staticPart,
  SubmitLabel,
} from "~/partial/index.server";
import {
  answer,
  changed,
  refused,
  takeChanged,
  written,
  type CheckoutAnswer,
  type CheckoutCall,
} from "./answer.server";
import { placedBefore, placeOrderIntent } from "./order.server";
import { checkoutSchema, picksOf, withIntent, type CheckoutForm } from "./schema.server";
import {
  quickRegistrationView,
  registerByEmail,
  registerByPhone,
  registerCancel,
  registerResend,
  registerVerify,
} from "./registration.server";
import { checkoutSummaryFields } from "./summary-fields.server";

// Kept out of route.tsx so the route module imports only what the browser runs (decision 027).

export async function loader({ request, context }: LoaderFunctionArgs) {
  await leaveAnalyticsBehind(context, request);
  // The guard keeps a campaign price from ever being shown beside another cart.
  const [store, page, priced] = await Promise.all([
    requireStore(context, request),
    loadCheckout(context, request),
    paymentCampaigns(context),
  ]);
  const money = (minor: number) => formatMoney(minor, store.currency, store.locale);
  const campaigns = priced.cartGuid === page.cartGuid ? Object.entries(priced.campaigns) : [];
  const kept = takeChanged(store.session);
  const view = { language: store.language, merchant: merchantView(store.merchant, store.language) };
  const { closed } = page;
  return {
    ...page,
    // Server HTML, and the quick registration inside the form: the page's code does not grow.
    totals: staticPart(
      context,
      view,
      <>
        {page.loggedIn ? null : (
          <QuickRegistration
            view={quickRegistrationView(store, page.loginHref, kept, kept.answer?.reply.initialValue)}
          />
        )}
        <CheckoutTotals lines={page.lines} prices={page.prices} freeDelivery={page.freeDelivery ?? null} />
      </>,
    ),
    submitLabel: staticPart(context, view, <SubmitLabel prices={page.prices} />),
    // Server HTML: the checkout's code is at its budget.
    eatIn: page.consumeInStore === null ? null : staticPart(context, view, <EatInChoice eatIn={page.consumeInStore} />),
    closedNotice: closed
      ? staticPart(
          context,
          view,
          closed.canSchedule ? (
            <ClosedCheckoutNotice closed={closed} />
          ) : (
            <ClosedCheckoutPage page={page} closed={closed} />
          ),
        )
      : null,
    locate: page.mode === "DELIVERY" ? staticPart(context, view, <LocateSubmit />) : null,
    repricedNotice: page.repriced?.length ? staticPart(context, view, <RepricedNotice lines={page.repriced} />) : null,
    paymentCampaigns: Object.fromEntries(
      campaigns.map(([method, { name, discount }]) => [method, { name, amount: money(discount) }]),
    ),
    changed: kept.answer,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = splitCouponIntent(withIntent(await request.formData().catch(() => new FormData())));
  const store = await requireStore(context, request);
  const answered = await answerTo(context, request, store, form);
  if (answered instanceof Response) return answered;
  return respond(
    written(answered.data, store.t, checkoutSummaryFields(store.t, store.country, store.currency)),
    answered.init ?? undefined,
  );
}

async function answerTo(
  context: AppLoadContext,
  request: Request,
  store: Store,
  form: FormData,
): Promise<CheckoutAnswer> {
  const before = await placedBefore(context, store, form);
  if (before) return before;

  const page = await loadCheckout(context, request);
  const rules = {
    country: store.country,
    currency: store.currency,
    delivery: page.mode === "DELIVERY",
    requireTaxId: page.requireTaxId,
    allowNotes: page.allowNotes,
    referencePoint: page.referencePoint,
    total: page.totalMinor,
    offered: offeredMethods(page),
    pseBanks: (page.pseBanks ?? []).map((bank) => bank.id),
  };
  const picks = picksOf(form);
  const submission = parseWithZod(form, { schema: checkoutSchema(rules, picks) });
  if (submission.status !== "success") return answer({ reply: submission.reply() }, 400);
  const shownTotal = shownTotalOf(form);
  return intents[submission.value.intent](
    { context, request, store, page, rules, picks, submission, shownTotal },
    submission.value as never,
  );
}

type Intent = CheckoutForm["intent"];
type Handler<I extends Intent> = (
  call: CheckoutCall,
  value: Extract<CheckoutForm, { intent: I }>,
) => Promise<CheckoutAnswer>;

const intents: { [I in Intent]: Handler<I> } = {
  order: async (call, value) => {
    // A form of another cart (an older tab): the page shows the cart there is now, with a new key.
    if (value.cart_guid !== call.page.cartGuid) {
      const reply = call.submission.reply({ formErrors: ["checkout.errors.cartChanged"] });
      if (reply.initialValue) reply.initialValue = { ...reply.initialValue, idempotency_key: call.page.idempotencyKey };
      return answer({ reply }, 409);
    }
    return placeOrderIntent(call, value);
  },

  takeout: async (call) => {
    const result = await putCartTakeout(call.context, call.store.slug, call.store.token, call.page.cartGuid);
    if (!result.ok) return refused(call, result);
    call.store.session.set("deliveryMethod", "TAKEOUT");
    return changed(call, []);
  },

  locate: async (call) => changed(call, [], {}, { to: "/location?return=checkout" }),

  // Enter in a field with nothing of its own to do: nothing sent.
  review: async (call) => answer({ reply: call.submission.reply(), review: true }, 200),

  register_phone: registerByPhone,
  register_email: registerByEmail,
  register_verify: registerVerify,
  register_resend: (call) => registerResend(call),
  register_cancel: async (call) => registerCancel(call),

  coupon_apply: (call, value) => couponIntent(call, value),
  coupon_remove: (call, value) => couponIntent(call, value),

  lookup: async (call, value) => {
    const { context, store, submission } = call;
    const lookup = await context.api.lookupPostalCode(store.slug, store.token, value.zip_code, store.country);
    if (lookup.ok)
      return answer(
        {
          reply: submission.reply(),
          found: fillFromLookup(
            store.country,
            fieldsOfValues(submission.reply().initialValue ?? undefined),
            lookup.data,
          ),
        },
        200,
      );
    const notFound = `addresses.lookup.notFound.${store.country === "BRA" ? "cep" : "zip"}`;
    return answer(
      {
        reply: submission.reply({
          fieldErrors: { zip_code: [lookup.status === 404 ? notFound : checkoutErrorKey(lookup.error, lookup.status)] },
        }),
      },
      422,
    );
  },
};

async function couponIntent(
  call: CheckoutCall,
  value: Extract<CheckoutForm, { intent: "coupon_apply" | "coupon_remove" }>,
) {
  const outcome = await checkoutCouponIntent(
    call.context,
    call.store.slug,
    call.store.token,
    call.page.cartGuid,
    value,
  );
  if (!outcome.ok)
    return answer({ reply: call.submission.reply({ fieldErrors: { voucher_code: [outcome.error] } }) }, outcome.status);
  return changed(call, outcome.done, value.intent === "coupon_apply" ? { voucher_code: "" } : {});
}
