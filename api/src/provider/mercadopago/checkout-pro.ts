import { Hono, type Context } from "hono";
import * as z from "zod";
import { type Currency, formatMoney } from "../../../../contract";
import en from "../../../../locales/en/common.json";
import es from "../../../../locales/es/common.json";
import ptBR from "../../../../locales/pt-BR/common.json";
import { createDb } from "../../db/client";
import {
  findSandboxPaymentById,
  findSandboxPreference,
  insertSandboxPayment,
  moveSandboxPayment,
  type SandboxPaymentRow,
  type SandboxPreferenceRow,
  sandboxPaymentsOfPreference,
} from "../../db/mercadopago-sandbox";
import type { AppEnv } from "../../env";
import {
  type Field,
  type FormState,
  type ProviderLocale,
  documentOf,
  escapeHtml,
  isProviderLocale,
  providerHtml,
  providerNonce,
  providerText,
  validationText,
} from "../page";
import { inProcessNotificationUrl, sendMercadoPagoWebhook, webhookSecretOfCollector } from "./sandbox";

/*
 * The stand-in's Checkout Pro page: where a preference's init_point sends the customer's browser
 * (through the storefront's `/_provider/` pass-through, so its forms and redirects stay on the
 * store's origin). The card is typed here, never at the store; paying creates the payment at the
 * stand-in, notifies the preference's notification_url, signed, and sends the browser to the
 * back_url of the outcome with Mercado Pago's query. No script; works the same without JavaScript.
 * https://www.mercadopago.com.br/developers/en/docs/checkout-pro/checkout-customization/user-interface/redirection
 */

const DICTIONARIES = { "pt-BR": ptBR, es, en } as const;
type CheckoutKey = keyof typeof ptBR.provider.checkoutPro;

function text(locale: ProviderLocale, key: CheckoutKey, values: Record<string, string> = {}): string {
  const template: string = DICTIONARIES[locale].provider.checkoutPro[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/** Mercado Pago's test cards, as its sandbox documents them: the outcome is the card's. */
const TEST_CARDS = [
  { number: "4111 1111 1111 1111", brand: "visa", outcome: "approve" },
  { number: "4000 0000 0000 0002", brand: "visa", outcome: "decline" },
  { number: "4000 0000 0000 3220", brand: "visa", outcome: "challenge" },
] as const;
type Outcome = (typeof TEST_CARDS)[number]["outcome"];

const outcomeOf = (digits: string): Outcome =>
  TEST_CARDS.find((card) => card.number.replaceAll(" ", "") === digits)?.outcome ?? "approve";

const preferenceSchema = z.object({
  items: z.array(z.object({ quantity: z.number(), unit_price: z.number(), currency_id: z.string().optional() })),
  back_urls: z.object({ success: z.string(), failure: z.string(), pending: z.string() }).partial(),
  notification_url: z.string().optional(),
  expiration_date_to: z.string().optional(),
});
type Preference = z.infer<typeof preferenceSchema>;

const CURRENCIES = new Set<string>(["BRL", "COP", "MXN"]);

function readPreference(row: SandboxPreferenceRow) {
  const body = preferenceSchema.safeParse(JSON.parse(row.body));
  if (!body.success) return null;
  const amount = body.data.items.reduce((sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity, 0);
  const currency = body.data.items[0]?.currency_id ?? "BRL";
  return { ...body.data, amount, currency: (CURRENCIES.has(currency) ? currency : "BRL") as Currency };
}

const localeOf = (value: string | undefined): ProviderLocale => (isProviderLocale(value) ? value : "pt-BR");

const cardForm = z.object({
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{13,19}$/, { error: "validation.cardNumberInvalid" })),
  holder_name: z.string().trim().min(2, { error: "validation.required" }).max(80),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, { error: "validation.expiryInvalid" }),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: "validation.cvvInvalid" }),
});
const FORM_FIELDS = ["card_number", "holder_name", "expiry", "cvv"] as const satisfies readonly Field[];

function stillPayable(preference: Preference, now: Date): boolean {
  return preference.expiration_date_to === undefined || new Date(preference.expiration_date_to) > now;
}

function messagePage(locale: ProviderLocale, nonce: string, title: CheckoutKey, body: CheckoutKey): string {
  return documentOf(
    { locale, nonce },
    text(locale, title),
    `<h1>${escapeHtml(text(locale, title))}</h1>\n<p>${escapeHtml(text(locale, body))}</p>`,
  );
}

function formPage(
  locale: ProviderLocale,
  nonce: string,
  preferenceId: string,
  shown: { amount: string; failure: string | null },
  state: FormState = { values: {}, errors: {} },
): string {
  const firstError = FORM_FIELDS.find((field) => state.errors[field] !== undefined);
  const field = (name: (typeof FORM_FIELDS)[number], label: Parameters<typeof providerText>[1], attributes: string) => {
    const id = `field-${name}`;
    const error = state.errors[name];
    const value = name === "holder_name" || name === "expiry" ? (state.values[name] ?? "") : "";
    return `<div class="field">
<label for="${id}">${escapeHtml(providerText(locale, label))}</label>
<input id="${id}" name="${name}" ${attributes} required value="${escapeHtml(value)}"${
      error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""
    }${name === firstError ? " autofocus" : ""}>
${error ? `<span class="error" id="${id}-error">${escapeHtml(validationText(locale, error))}</span>` : ""}
</div>`;
  };
  const cards = TEST_CARDS.map((card) => {
    const key =
      card.outcome === "approve"
        ? "testCardApproved"
        : card.outcome === "decline"
          ? "testCardDeclined"
          : "testCardChallenge";
    return `<li><code>${escapeHtml(card.number)}</code> ${escapeHtml(text(locale, key))}</li>`;
  }).join("");
  const summary = firstError
    ? `<div class="summary" role="alert"><p>${escapeHtml(providerText(locale, "errorSummary"))}</p></div>`
    : "";
  const body = `<h1>${escapeHtml(text(locale, "pageTitle"))}</h1>
<section class="sandbox"><p>${escapeHtml(text(locale, "sandboxNotice"))}</p><ul>${cards}</ul></section>
<dl class="details"><dt>${escapeHtml(text(locale, "amount"))}</dt><dd>${escapeHtml(shown.amount)}</dd></dl>
${summary}
<form method="post" action="redirect?${escapeHtml(new URLSearchParams({ pref_id: preferenceId, locale }).toString())}" novalidate>
${field("card_number", "number", 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field("holder_name", "holderName", 'type="text" autocomplete="cc-name" maxlength="80"')}
<div class="row">
${field("expiry", "expiry", 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AA"')}
${field("cvv", "cvv", 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
<button type="submit">${escapeHtml(text(locale, "pay", { amount: shown.amount }))}</button>
</form>
${shown.failure ? `<a class="cancel" href="${escapeHtml(shown.failure)}">${escapeHtml(text(locale, "back"))}</a>` : ""}`;
  return documentOf({ locale, nonce }, text(locale, "pageTitle"), body);
}

function challengePage(locale: ProviderLocale, nonce: string, payment: SandboxPaymentRow, amount: string): string {
  const action = `challenge?${new URLSearchParams({ payment_id: String(payment.id), locale })}`;
  const body = `<h1>${escapeHtml(text(locale, "challengeTitle"))}</h1>
<p>${escapeHtml(text(locale, "challengeText", { amount }))}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="answer" value="approve">${escapeHtml(text(locale, "challengeApprove"))}</button>
<button type="submit" name="answer" value="fail" class="secondary">${escapeHtml(text(locale, "challengeFail"))}</button>
</form>`;
  return documentOf({ locale, nonce }, text(locale, "challengeTitle"), body);
}

/** The preference's back_url of a payment's outcome, with the query Mercado Pago adds to it. */
function backUrl(preference: Preference, preferenceId: string, payment: SandboxPaymentRow): string | null {
  const which = payment.status === "approved" ? "success" : payment.status === "rejected" ? "failure" : "pending";
  const target = preference.back_urls[which];
  if (!target) return null;
  const url = new URL(target);
  for (const [name, value] of Object.entries({
    collection_id: String(payment.id),
    collection_status: payment.status,
    payment_id: String(payment.id),
    status: payment.status,
    external_reference: payment.externalReference ?? "null",
    payment_type: "credit_card",
    preference_id: preferenceId,
    site_id: "MLB",
    processing_mode: "aggregator",
  }))
    url.searchParams.append(name, value);
  return url.toString();
}

async function notify(c: Context<AppEnv>, payment: SandboxPaymentRow): Promise<void> {
  const target = payment.notificationUrl ? inProcessNotificationUrl(payment.notificationUrl) : null;
  if (!target) return;
  const status = await sendMercadoPagoWebhook({
    notificationUrl: target,
    paymentId: String(payment.id),
    webhookSecret: await webhookSecretOfCollector(payment.collector),
    send: c.get("inProcess"),
  });
  if (status !== 200) console.warn(`Stand-in notification of payment ${payment.id} answered ${status}`);
}

function leave(c: Context<AppEnv>, preference: Preference, preferenceId: string, payment: SandboxPaymentRow) {
  const target = backUrl(preference, preferenceId, payment);
  const nonce = providerNonce();
  const locale = localeOf(c.req.query("locale"));
  if (!target) return providerHtml(c, 200, nonce, messagePage(locale, nonce, "paidTitle", "paid"));
  return c.redirect(target, 302);
}

export const checkoutProPage = new Hono<AppEnv>()
  .get("/v1/redirect", async (c) => {
    const locale = localeOf(c.req.query("locale"));
    const nonce = providerNonce();
    const row = await findSandboxPreference(createDb(c.env.DB), c.req.query("pref_id") ?? "");
    const preference = row ? readPreference(row) : null;
    if (!row || !preference || !stillPayable(preference, new Date()))
      return providerHtml(c, 404, nonce, messagePage(locale, nonce, "notFoundTitle", "notFound"));
    const payments = await sandboxPaymentsOfPreference(createDb(c.env.DB), row.collector, row.id);
    if (payments.some((payment) => payment.status === "approved"))
      return providerHtml(c, 409, nonce, messagePage(locale, nonce, "paidTitle", "paid"));
    const amount = formatMoney(preference.amount, preference.currency);
    return providerHtml(
      c,
      200,
      nonce,
      formPage(locale, nonce, row.id, { amount, failure: preference.back_urls.failure ?? null }),
    );
  })

  .post("/v1/redirect", async (c) => {
    const locale = localeOf(c.req.query("locale"));
    const nonce = providerNonce();
    const db = createDb(c.env.DB);
    const row = await findSandboxPreference(db, c.req.query("pref_id") ?? "");
    const preference = row ? readPreference(row) : null;
    const now = new Date();
    if (!row || !preference || !stillPayable(preference, now))
      return providerHtml(c, 404, nonce, messagePage(locale, nonce, "notFoundTitle", "notFound"));
    const payments = await sandboxPaymentsOfPreference(db, row.collector, row.id);
    if (payments.some((payment) => payment.status === "approved"))
      return providerHtml(c, 409, nonce, messagePage(locale, nonce, "paidTitle", "paid"));
    const form = await c.req.parseBody();
    const fields = Object.fromEntries(FORM_FIELDS.map((name) => [name, String(form[name] ?? "")]));
    const parsed = cardForm.safeParse(fields);
    const amount = formatMoney(preference.amount, preference.currency);
    if (!parsed.success) {
      const errors: FormState["errors"] = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as Field;
        errors[name] ??= issue.message;
      }
      const state = { values: { holder_name: fields.holder_name, expiry: fields.expiry }, errors };
      const page = formPage(locale, nonce, row.id, { amount, failure: preference.back_urls.failure ?? null }, state);
      return providerHtml(c, 422, nonce, page);
    }
    const outcome = outcomeOf(parsed.data.card_number);
    const at = now.toISOString();
    const { payment } = await insertSandboxPayment(db, {
      collector: row.collector,
      idempotencyKey: `checkout:${row.id}:${crypto.randomUUID()}`,
      paymentMethodId: "visa",
      status: outcome === "approve" ? "approved" : outcome === "decline" ? "rejected" : "in_process",
      statusDetail:
        outcome === "approve" ? "accredited" : outcome === "decline" ? "cc_rejected_other_reason" : "pending_challenge",
      amount: preference.amount,
      currency: preference.currency,
      description: null,
      payerEmail: null,
      externalReference: row.externalReference,
      notificationUrl: preference.notification_url ?? null,
      qrCode: null,
      dateOfExpiration: null,
      dateCreated: at,
      dateLastUpdated: at,
    });
    await notify(c, payment);
    if (outcome === "challenge") return providerHtml(c, 200, nonce, challengePage(locale, nonce, payment, amount));
    return leave(c, preference, row.id, payment);
  })

  .post("/v1/challenge", async (c) => {
    const locale = localeOf(c.req.query("locale"));
    const nonce = providerNonce();
    const db = createDb(c.env.DB);
    const id = c.req.query("payment_id") ?? "";
    const payment = /^\d{1,15}$/.test(id) ? await findSandboxPaymentById(db, Number(id)) : null;
    const preferenceId = payment?.idempotencyKey.split(":")[1] ?? "";
    const row = payment ? await findSandboxPreference(db, preferenceId) : null;
    const preference = row ? readPreference(row) : null;
    if (!payment || !row || !preference)
      return providerHtml(c, 404, nonce, messagePage(locale, nonce, "notFoundTitle", "notFound"));
    const approve = (await c.req.parseBody()).answer === "approve";
    const moved = await moveSandboxPayment(
      db,
      payment.id,
      ["in_process"],
      approve ? "approved" : "rejected",
      approve ? "accredited" : "cc_rejected_3ds_challenge",
      new Date().toISOString(),
    );
    if (moved) await notify(c, moved);
    return leave(c, preference, row.id, moved ?? payment);
  });
