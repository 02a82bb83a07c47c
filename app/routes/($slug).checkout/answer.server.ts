import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Submission } from "@conform-to/react";
import { problemsIn, type SummaryField } from "~/components/ErrorSummary";
import { refusalStatus } from "~/lib/cart/cart-messages";
import { checkoutErrorKey } from "~/lib/checkout/checkout.server";
import type { CheckoutActionData, CheckoutPageView } from "~/lib/checkout/checkout-view";
import { couponMessage } from "~/lib/cart/coupon-messages";
import type { Translate } from "~/lib/i18n/i18n";
import type { Store } from "~/lib/store/store.server";
import type { CheckoutForm, CheckoutPicks, CheckoutRules } from "./schema.server";

// A change made to the cart redirects (post/redirect/get) so that a reload neither asks nor posts again.

type Parsed = Extract<Submission<CheckoutForm>, { status: "success" }>;

export interface CheckoutCall {
  context: AppLoadContext;
  request: Request;
  store: Store;
  page: CheckoutPageView;
  rules: CheckoutRules;
  picks: CheckoutPicks;
  submission: Parsed;
  /** Minor units. */
  shownTotal: number | undefined;
}

type AnswerState = Partial<CheckoutActionData> & Pick<CheckoutActionData, "reply">;

export type CheckoutAnswer = Response | ReturnType<typeof answer>;

export function answer(state: AnswerState, status: number) {
  return respond(
    {
      notServed: false,
      existingOrderHref: null,
      found: null,
      missing: null,
      removed: null,
      ...state,
    } satisfies CheckoutActionData,
    { status },
  );
}

const BACK_TO_CART = new Set(["checkout.errors.INVALID_MINIMUM_ORDER", "checkout.errors.UNAVAILABLE"]);

/** Refusals leave written in the customer's language, so the page loads neither their texts nor the code that picks them. */
export function written(data: CheckoutActionData, t: Translate, fields: readonly SummaryField[]): CheckoutActionData {
  const error = data.reply.error;
  if (!error) return data;
  const values = (name: string) => fields.find((field) => field.name === name)?.values;
  const say = (key: string) => {
    const message = couponMessage(key);
    return t(message.key, message.values);
  };
  const keys: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error)) if (messages?.[0]) keys[name] = messages[0];
  const formError = keys[""];
  const writtenErrors: Record<string, string[] | null> = {};
  for (const [name, messages] of Object.entries(error)) {
    if (!messages) writtenErrors[name] = null;
    else if (name === "voucher_code") writtenErrors[name] = messages;
    else if (name === "") writtenErrors[name] = messages.map((key) => formMessage(key, data, t));
    else writtenErrors[name] = messages.map((key) => t(key, values(name)));
  }
  return {
    ...data,
    reply: { ...data.reply, error: writtenErrors },
    problems: problemsIn(
      keys,
      fields.map((field) => (field.name === "voucher_code" ? { ...field, say } : field)),
      t,
    ),
    backToCart: formError !== undefined && BACK_TO_CART.has(formError),
  };
}

function formMessage(key: string, data: CheckoutActionData, t: Translate): string {
  if (key === "checkout.errors.SIMILAR_ORDER") return t(key, { count: data.similarMinutes ?? 1 });
  if (key === "checkout.errors.UNAVAILABLE" && data.couponsRemoved && data.removed)
    return t("checkout.errors.couponsRemoved", { codes: data.removed });
  const message = t(key, { missing: data.missing ?? "", items: data.removed ?? "", total: data.newTotal ?? "" });
  if (key === "checkout.errors.INVALID_MINIMUM_ORDER" && data.missing)
    return `${message} ${t("checkout.errors.missing", { missing: data.missing })}`;
  if (key === "checkout.errors.UNAVAILABLE" && data.removed)
    return `${message} ${t("checkout.errors.removed", { items: data.removed })}`;
  return message;
}

export function refused(
  call: CheckoutCall,
  result: { status: number; error: { code: string } },
  field?: string,
  extra: Partial<CheckoutActionData> = {},
) {
  const message = [checkoutErrorKey(result.error, result.status)];
  const reply = call.submission.reply(field ? { fieldErrors: { [field]: message } } : { formErrors: message });
  return answer({ reply, ...extra }, refusalStatus(result.status));
}

/** Rides in the session cookie once; a form that would not fit in 4,096 bytes is answered in place instead. */
interface Kept {
  values: Record<string, string>;
  done: string[];
  quick?: QuickRefusal;
  anchor?: string;
}

export interface QuickRefusal {
  field: "register_code" | "register_email" | "";
  key: string;
  count?: number;
}

/** A code is typed once. */
const NOT_KEPT = new Set(["register_code"]);

function fitsInCookie(session: Store["session"], kept: string): boolean {
  const bytes = new TextEncoder().encode(JSON.stringify({ ...(session.data ?? {}), checkoutAnswer: kept })).length;
  return Math.ceil(bytes / 3) * 4 * 1.1 + 300 < 4096;
}

/** Back to the page by GET with what was typed, or with `then.to` to another page, the form kept for the way back. */
export function changed(
  call: CheckoutCall,
  done: string[],
  overrides: Record<string, string> = {},
  then: { to?: string; refusal?: QuickRefusal; anchor?: string; focusesField?: boolean } = {},
) {
  const reply = call.submission.reply();
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...reply.initialValue, ...overrides }))
    if (typeof value === "string" && !NOT_KEPT.has(name)) values[name] = value;
  const kept = JSON.stringify({
    values,
    done,
    ...(then.refusal ? { quick: then.refusal } : {}),
    ...(then.anchor ? { anchor: then.anchor } : {}),
  } satisfies Kept);
  if (!fitsInCookie(call.store.session, kept))
    return answer({ reply: { ...reply, initialValue: values }, coupon: done.length > 0 ? { done } : null }, 200);
  call.store.session.flash("checkoutAnswer", kept);
  // A fragment in the address would stop the browser's autofocus (its steps skip a document with a target).
  const fragment = then.anchor && !then.focusesField ? `#${then.anchor}` : "";
  return redirect(`${call.store.href(then.to ?? "/checkout")}${fragment}`, 303);
}

export function takeChanged(session: Store["session"]): {
  answer: CheckoutActionData | null;
  quick: QuickRefusal | null;
  anchor: string | null;
} {
  const kept = session.get("checkoutAnswer");
  if (!kept) return { answer: null, quick: null, anchor: null };
  try {
    const { values, done, quick, anchor } = JSON.parse(kept) as Kept;
    return {
      quick: quick ?? null,
      anchor: anchor ?? null,
      answer: {
        reply: { status: "success", initialValue: values },
        coupon: done.length > 0 ? { done } : null,
        notServed: false,
        existingOrderHref: null,
        found: null,
        missing: null,
        removed: null,
      },
    };
  } catch {
    return { answer: null, quick: null, anchor: null };
  }
}
