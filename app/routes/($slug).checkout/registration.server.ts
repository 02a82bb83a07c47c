import type { ClientSession } from "../../../contract";
import { emailSchema } from "../../../contract/validation";
import { formatPhone } from "../../../contract/formats";
import { QUICK_REGISTRATION_ID, type QuickRegistrationView } from "~/components/checkout/QuickRegistration";
import type { ApiResult } from "~/lib/platform/api.server";
import { phoneParts, waitMessage } from "~/lib/accounts/auth.server";
import { attachCart, logIn } from "~/lib/accounts/client-session.server";
import {
  confirmPhoneCode,
  pendingCodeOf,
  phoneOf,
  sendPhoneCode,
  type PendingCode,
} from "~/lib/accounts/phone-code.server";
import { answer, changed, type CheckoutAnswer, type CheckoutCall, type QuickRefusal } from "./answer.server";
import type { Store } from "~/lib/store/store.server";
import type { CheckoutForm } from "./schema.server";

// Every step is a button of the checkout's form, so what was typed is posted with it (decision 075).

type Value<I extends CheckoutForm["intent"]> = Extract<CheckoutForm, { intent: I }>;
type Refusal = Extract<ApiResult<unknown>, { ok: false }>;

const QUICK = "checkout.quickRegistration.errors";

// No fragment: see `changed`.
const backToPart = (call: CheckoutCall, refusal?: QuickRefusal) =>
  changed(
    call,
    [],
    {},
    {
      anchor: QUICK_REGISTRATION_ID,
      focusesField: pendingCodeOf(call.store.session) !== null,
      ...(refusal ? { refusal } : {}),
    },
  );

const onContactField = (call: CheckoutCall, field: "phone" | "name", key: string, status = 400) =>
  answer({ reply: call.submission.reply({ fieldErrors: { [field]: [key] } }) }, status);

function refusedStep(call: CheckoutCall, result: Refusal, field: QuickRefusal["field"]): CheckoutAnswer {
  const code = result.error.code;
  if (result.status === 429 || code === "RATE_LIMITED") {
    const wait = waitMessage(result.error.retry_after);
    return backToPart(call, { field, key: wait.message, count: wait.count });
  }
  if (code === "PHONE_TAKEN") return onContactField(call, "phone", `${QUICK}.PHONE_TAKEN`, 409);
  if (
    code === "VALIDATION_ERROR" &&
    result.error.errors?.some((error) => error.field.startsWith("phone") || error.field === "client.phone")
  )
    return onContactField(call, "phone", "validation.phoneInvalid");
  if (code === "TOKEN_INVALID") return backToPart(call, { field: "register_code", key: `${QUICK}.TOKEN_INVALID` });
  if (code === "MESSAGE_NOT_SENT") return backToPart(call, { field: "", key: `${QUICK}.MESSAGE_NOT_SENT` });
  if (code === "MAIL_NOT_SENT") return backToPart(call, { field: "register_email", key: "auth.errors.MAIL_NOT_SENT" });
  if (code === "EMAIL_TAKEN") return backToPart(call, { field: "register_email", key: "auth.errors.EMAIL_TAKEN" });
  return backToPart(call, { field, key: result.status >= 500 ? "auth.errors.unavailable" : "auth.errors.generic" });
}

export function quickRegistrationView(
  store: Store,
  loginHref: string,
  answered: { quick: QuickRefusal | null; anchor: string | null },
  typed: Record<string, unknown> | null | undefined,
): QuickRegistrationView {
  const refusal = answered.quick;
  const pending = pendingCodeOf(store.session);
  const typedEmail = typeof typed?.register_email === "string" ? typed.register_email : "";
  return {
    pending: pending
      ? {
          via: pending.via,
          to: pending.via === "phone" ? formatPhone(store.country, pending.phone) : (pending.email ?? ""),
          registered: pending.registered,
        }
      : null,
    email: pending?.email ?? typedEmail,
    error: refusal ? { field: refusal.field, message: store.t(refusal.key, { count: refusal.count ?? 0 }) } : null,
    focus: answered.anchor === QUICK_REGISTRATION_ID,
    loginHref,
  };
}

const keepPending = (call: CheckoutCall, pending: PendingCode) =>
  call.store.session.set("pendingCode", JSON.stringify(pending));

export async function registerByPhone(call: CheckoutCall, value: Value<"register_phone">): Promise<CheckoutAnswer> {
  const sent = await sendPhoneCode({ ...call.store, context: call.context }, value.phone);
  if (!sent.ok) return refusedStep(call, sent, "");
  return backToPart(call);
}

/** A phone that is a client's logs in by SMS instead. */
export async function registerByEmail(call: CheckoutCall, value: Value<"register_email">): Promise<CheckoutAnswer> {
  const { context, store } = call;
  const email = emailSchema.safeParse(value.register_email ?? "");
  if (!email.success)
    return backToPart(call, {
      field: "register_email",
      key: email.error.issues[0]?.message ?? "validation.emailInvalid",
    });
  const address = email.data.toLowerCase();
  const [phoneKnown, emailKnown] = await Promise.all([
    context.api.simpleRegistration(store.slug, store.token, phoneOf(store.country, value.phone)),
    context.api.haveRegistration(store.slug, store.token, { email: address }),
  ]);
  if (phoneKnown.ok && phoneKnown.data.registered) return onContactField(call, "phone", `${QUICK}.PHONE_TAKEN`, 409);
  const sent = await context.api.tokenEmail(store.slug, store.token, { email: address, purpose: "login" });
  if (!sent.ok) return refusedStep(call, sent, "register_email");
  keepPending(call, {
    via: "email",
    email: address,
    phone: value.phone,
    registered: emailKnown.ok && emailKnown.data.email,
  });
  return backToPart(call);
}

export async function registerVerify(call: CheckoutCall, value: Value<"register_verify">): Promise<CheckoutAnswer> {
  const { context, store } = call;
  const pending = pendingCodeOf(store.session);
  if (!pending) return backToPart(call);
  const code = (value.register_code ?? "").trim();
  if (!/^\d{6}$/.test(code)) return backToPart(call, { field: "register_code", key: `${QUICK}.codeRequired` });
  const result =
    pending.via === "phone"
      ? await confirmPhoneCode({ ...store, context }, pending, code, value.name)
      : await confirmEmailCode(call, pending, code, value);
  if (!result.ok) return refusedStep(call, result, "register_code");
  if (result.data.client.should_disconnect) {
    store.session.unset("pendingCode");
    return backToPart(call, { field: "", key: "auth.errors.generic" });
  }
  store.session.unset("pendingCode");
  logIn(store.session, result.data);
  await attachCart(context, result.data);
  store.session.flash("notice", pending.registered ? "auth.welcome" : "auth.registered");
  return changed(call, []);
}

async function confirmEmailCode(
  call: CheckoutCall,
  pending: PendingCode,
  code: string,
  value: Value<"register_verify">,
): Promise<ApiResult<ClientSession>> {
  const { context, store } = call;
  const email = pending.email ?? "";
  const checked = await context.api.authenticateEmail(store.slug, store.token, { email, token: code });
  if (!checked.ok) return checked;
  if (checked.data.session) return { ok: true, data: checked.data.session };
  return context.api.registerClient(store.slug, store.token, {
    token: code,
    client: { name: value.name, email, phone: phoneParts(store.country, pending.phone) },
  });
}

export async function registerResend(call: CheckoutCall): Promise<CheckoutAnswer> {
  const { context, store } = call;
  const pending = pendingCodeOf(store.session);
  if (!pending) return backToPart(call);
  if (pending.via === "phone") {
    const sent = await sendPhoneCode({ ...store, context }, pending.phone);
    return sent.ok ? backToPart(call) : refusedStep(call, sent, "");
  }
  const sent = await context.api.tokenEmail(store.slug, store.token, { email: pending.email ?? "", purpose: "login" });
  return sent.ok ? backToPart(call) : refusedStep(call, sent, "");
}

export function registerCancel(call: CheckoutCall): CheckoutAnswer {
  call.store.session.unset("pendingCode");
  return backToPart(call);
}
