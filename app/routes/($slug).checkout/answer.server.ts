import { data as respond, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Submission } from "@conform-to/react";
import { problemsIn, type SummaryField } from "~/components/ErrorSummary";
import { refusalStatus } from "~/lib/cart-messages";
import { checkoutErrorKey } from "~/lib/checkout.server";
import type { CheckoutActionData, CheckoutPageView } from "~/lib/checkout-view";
import { couponMessage } from "~/lib/coupon-messages";
import type { Translate } from "~/lib/i18n";
import type { Store } from "~/lib/store.server";
import type { CheckoutForm, CheckoutPicks, CheckoutRules } from "./schema.server";

/*
 * What every intent of the checkout's form is handed, and the ways it answers: the page again with
 * what was typed (a refusal, a lookup), or, for a change made to the cart (a coupon, pickup), a
 * redirect to the page (post/redirect/get) so that a reload neither asks nor posts anything again.
 */

type Parsed = Extract<Submission<CheckoutForm>, { status: "success" }>;

export interface CheckoutCall {
  context: AppLoadContext;
  request: Request;
  store: Store;
  page: CheckoutPageView;
  rules: CheckoutRules;
  picks: CheckoutPicks;
  submission: Parsed;
  /** The total the form showed for the address and payment it sends (minor units), when it says. */
  shownTotal: number | undefined;
}

type AnswerState = Partial<CheckoutActionData> & Pick<CheckoutActionData, "reply">;

/** What an intent answers: the page again (`answer`), or a redirect. */
export type CheckoutAnswer = Response | ReturnType<typeof answer>;

/** The page again, answering the post: everything typed comes back in `reply`. */
export function answer(state: AnswerState, status: number) {
  return respond({ notServed: false, existingOrderHref: null, found: null, missing: null, removed: null, ...state } satisfies CheckoutActionData, { status });
}

/** The form's refusals that send the customer back to the cart (its lines must change). */
const BACK_TO_CART = new Set(["checkout.errors.INVALID_MINIMUM_ORDER", "checkout.errors.UNAVAILABLE"]);

/**
 * An answer as the page shows it: every refusal written in the customer's language, as the
 * notices are, so the page loads neither the refusals' texts nor the code that picks them
 * (decision 064). The summary's lines come written beside the reply; the coupon field's own
 * refusal stays a key, which its island reads with its own texts (a login link for some).
 */
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

/** The form's own refusal, with what is missing or was taken out of the cart when the API says. */
function formMessage(key: string, data: CheckoutActionData, t: Translate): string {
  if (key === "checkout.errors.SIMILAR_ORDER") return t(key, { count: data.similarMinutes ?? 1 });
  const message = t(key, { missing: data.missing ?? "", items: data.removed ?? "", total: data.newTotal ?? "" });
  if (key === "checkout.errors.INVALID_MINIMUM_ORDER" && data.missing) return `${message} ${t("checkout.errors.missing", { missing: data.missing })}`;
  if (key === "checkout.errors.UNAVAILABLE" && data.removed) return `${message} ${t("checkout.errors.removed", { items: data.removed })}`;
  return message;
}

/** The API's refusal on `field` when it concerns one, else on the form; the customer's input comes back. */
export function refused(call: CheckoutCall, result: { status: number; error: { code: string } }, field?: string, extra: Partial<CheckoutActionData> = {}) {
  const message = [checkoutErrorKey(result.error, result.status)];
  const reply = call.submission.reply(field ? { fieldErrors: { [field]: message } } : { formErrors: message });
  return answer({ reply, ...extra }, refusalStatus(result.status));
}

/**
 * What a change keeps for the page it redirects to: the values typed and the statuses to say. It
 * rides in the session cookie once (a flash), and a cookie holds 4,096 bytes: a form that would
 * not fit beside what the session already holds is answered in place instead, as a refusal is.
 */
interface Kept {
  values: Record<string, string>;
  done: string[];
  /** The quick registration's refusal, for its part of the page (a locale key and its count). */
  quick?: QuickRefusal;
  /** The part of the page the answer sends the customer to (the quick registration's id). */
  anchor?: string;
}

/** A refusal of the quick registration on its code or e-mail field ("" for the part as a whole). */
export interface QuickRefusal {
  field: "register_code" | "register_email" | "";
  key: string;
  count?: number;
}

/** Fields of the quick registration never kept for the next page: a code is typed once. */
const NOT_KEPT = new Set(["register_code"]);

/** Whether the session's cookie stays under the browsers' limit with `kept` in it (base64, its signature, attributes). */
function fitsInCookie(session: Store["session"], kept: string): boolean {
  const bytes = new TextEncoder().encode(JSON.stringify({ ...(session.data ?? {}), checkoutAnswer: kept })).length;
  return Math.ceil(bytes / 3) * 4 * 1.1 + 300 < 4096;
}

/**
 * A change made to the cart (or to who is ordering): back to the page by GET, with what was typed
 * and what was done, at `then.anchor` when given (the part that answers); or, with `then.to`, off
 * to another page (the location page), the form kept for the way back.
 */
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
  if (!fitsInCookie(call.store.session, kept)) return answer({ reply: { ...reply, initialValue: values }, coupon: done.length > 0 ? { done } : null }, 200);
  call.store.session.flash("checkoutAnswer", kept);
  // A field the answer focuses scrolls into view itself; a fragment in the address would stop the
  // browser's autofocus (HTML's autofocus steps skip a document with a target element).
  const fragment = then.anchor && !then.focusesField ? `#${then.anchor}` : "";
  return redirect(`${call.store.href(then.to ?? "/checkout")}${fragment}`, 303);
}

/** The answer a change left for this page, once, and the quick registration's refusal; nulls when there is none (or it cannot be read). */
export function takeChanged(session: Store["session"]): { answer: CheckoutActionData | null; quick: QuickRefusal | null; anchor: string | null } {
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
