import { Hono } from "hono";
import * as z from "zod";
import en from "../../../../locales/en/common.json";
import es from "../../../../locales/es/common.json";
import ptBR from "../../../../locales/pt-BR/common.json";
import { PSE_ENTITY_TYPES, PSE_IDENTIFICATION_TYPES } from "../../../../contract";
import { createDb } from "../../db/client";
import { findSandboxPaymentById, type SandboxPaymentRow } from "../../db/mercadopago-sandbox";
import type { AppEnv } from "../../env";
import { type ProviderLocale, documentOf, escapeHtml, isProviderLocale, providerHtml, providerNonce } from "../page";

/*
 * The stand-in's PSE and OXXO (decision 087): the bodies of POST /v1/payments it takes for them,
 * what it answers beyond a PIX's, GET /v1/payment_methods, and the pages a payer sees: "the bank"
 * of a PSE payment (approve, reject or leave it pending, then back to the charge's callback_url)
 * and the printable OXXO voucher. The pages are reached through the storefront's /_provider/ path,
 * on the origin of the charge's callback_url, as the real ones are on the bank's and Mercado Pago's.
 */

/** A few of PSE's Colombian banks, as GET /v1/payment_methods lists them. */
export const STAND_IN_PSE_BANKS = [
  { id: "1007", description: "Bancolombia" },
  { id: "1051", description: "Davivienda" },
  { id: "1001", description: "Banco de Bogotá" },
  { id: "1040", description: "Banco Agrario" },
] as const;

const PAYMENT_METHODS = [
  { id: "pix", name: "PIX", payment_type_id: "bank_transfer", status: "active" },
  {
    id: "pse",
    name: "PSE",
    payment_type_id: "bank_transfer",
    status: "active",
    financial_institutions: STAND_IN_PSE_BANKS,
  },
  { id: "oxxo", name: "OXXO", payment_type_id: "ticket", status: "active" },
  { id: "visa", name: "Visa", payment_type_id: "credit_card", status: "active" },
  { id: "master", name: "Mastercard", payment_type_id: "credit_card", status: "active" },
];

export const standInPaymentMethods = () => PAYMENT_METHODS;

const pseBody = z.object({
  payer: z.object({
    email: z.string().email(),
    entity_type: z.enum(PSE_ENTITY_TYPES),
    identification: z.object({ type: z.enum(PSE_IDENTIFICATION_TYPES), number: z.string().min(1).max(30) }),
  }),
  transaction_details: z.object({ financial_institution: z.string() }),
  additional_info: z.object({ ip_address: z.string().min(1) }),
  callback_url: z.string().url(),
});
const oxxoBody = z.object({ callback_url: z.string().url().optional() });

/** What a PSE or OXXO payment keeps beside a PIX's columns (mercadopago_sandbox_payments.details). */
export interface StandInDetails {
  /** The one-time part of the payer's page address, so only who got it can approve. */
  pageKey: string;
  /** The origin the payer's pages are served on (the storefront's). */
  pageOrigin: string;
  callbackUrl: string | null;
  financialInstitution?: string;
  reference?: string;
}

export type StandInMethod =
  | {
      ok: true;
      method: "pse" | "oxxo";
      currency: string;
      status: string;
      statusDetail: string;
      details: StandInDetails;
    }
  | { ok: false; message: string; code: number };

const randomKey = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");

/** The PSE or OXXO part of a POST /v1/payments body, checked as Mercado Pago checks it. */
export function standInMethodOf(method: string, raw: unknown, requestOrigin: string): StandInMethod {
  if (method === "pse") {
    const body = pseBody.safeParse(raw);
    if (!body.success) return { ok: false, message: "Invalid PSE payer, bank or callback_url", code: 4033 };
    const bank = body.data.transaction_details.financial_institution;
    if (!STAND_IN_PSE_BANKS.some((known) => known.id === bank))
      return { ok: false, message: "financial_institution not found", code: 4050 };
    return {
      ok: true,
      method,
      currency: "COP",
      status: "pending",
      statusDetail: "pending_waiting_transfer",
      details: {
        pageKey: randomKey(),
        pageOrigin: new URL(body.data.callback_url).origin,
        callbackUrl: body.data.callback_url,
        financialInstitution: bank,
      },
    };
  }
  if (method === "oxxo") {
    const body = oxxoBody.safeParse(raw);
    if (!body.success) return { ok: false, message: "Invalid callback_url", code: 1000 };
    const callbackUrl = body.data.callback_url ?? null;
    return {
      ok: true,
      method,
      currency: "MXN",
      status: "pending",
      statusDetail: "pending_waiting_payment",
      details: {
        pageKey: randomKey(),
        pageOrigin: callbackUrl ? new URL(callbackUrl).origin : requestOrigin,
        callbackUrl,
        // OXXO's references are digits the cashier types; made unique by the random part.
        reference: Array.from(crypto.getRandomValues(new Uint8Array(14)), (byte) => byte % 10).join(""),
      },
    };
  }
  return { ok: false, message: "payment_method_id not supported by the sandbox", code: 4020 };
}

export const detailsOf = (row: Pick<SandboxPaymentRow, "details">): StandInDetails | null =>
  row.details ? (JSON.parse(row.details) as StandInDetails) : null;

const pagePath = (row: SandboxPaymentRow, details: StandInDetails) =>
  `${details.pageOrigin}/_provider/mercadopago/pages/${row.paymentMethodId}/${row.id}?key=${encodeURIComponent(details.pageKey)}`;

/** What GET /v1/payments/{id} adds for a PSE or OXXO payment. */
export function standInPaymentFields(row: SandboxPaymentRow) {
  const details = detailsOf(row);
  if (!details) return {};
  const url = pagePath(row, details);
  if (row.paymentMethodId === "pse")
    return {
      payment_type_id: "bank_transfer",
      point_of_interaction: { type: "PSE" },
      transaction_details: { financial_institution: details.financialInstitution, external_resource_url: url },
      callback_url: details.callbackUrl,
    };
  return {
    payment_type_id: "ticket",
    point_of_interaction: { type: "OXXO" },
    transaction_details: { payment_method_reference_id: details.reference, external_resource_url: url },
    barcode: { content: details.reference },
  };
}

type PageKey = keyof typeof es.provider.mercadopago;
const DICTIONARIES = { "pt-BR": ptBR, es, en } as const;
const text = (locale: ProviderLocale, key: PageKey, values: Record<string, string> = {}) =>
  DICTIONARIES[locale].provider.mercadopago[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

const money = (row: SandboxPaymentRow, locale: ProviderLocale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: row.currency }).format(row.amount / 100);

async function pagePayment(env: AppEnv["Bindings"], method: string, id: string, key: string | undefined) {
  if (!/^\d{1,15}$/.test(id) || !key) return null;
  const row = await findSandboxPaymentById(createDb(env.DB), Number(id));
  const details = row ? detailsOf(row) : null;
  if (!row || !details || row.paymentMethodId !== method || details.pageKey !== key) return null;
  return { row, details };
}

/** Approves or rejects a pending payment and notifies its store, as the provider would (sandbox.ts). */
export type SettleStandIn = (
  env: AppEnv["Bindings"],
  inProcess: (request: Request) => Promise<Response>,
  id: number,
  approve: boolean,
  statusDetail: string | null,
) => Promise<SandboxPaymentRow | null>;

const decisionBody = z.object({ decision: z.enum(["approve", "reject", "pending"]) });

/** The payer's pages: the bank's (PSE) and the voucher (OXXO). */
export function standInPages(settle: SettleStandIn) {
  return new Hono<AppEnv>()
    .get("/pse/:id", async (c) => {
      const locale = isProviderLocale(c.req.query("locale")) ? (c.req.query("locale") as ProviderLocale) : "es";
      const nonce = providerNonce();
      const found = await pagePayment(c.env, "pse", c.req.param("id"), c.req.query("key"));
      if (!found)
        return providerHtml(
          c,
          404,
          nonce,
          documentOf({ locale, nonce }, text(locale, "notFound"), `<h1>${escapeHtml(text(locale, "notFound"))}</h1>`),
        );
      const { row, details } = found;
      const bank = STAND_IN_PSE_BANKS.find((known) => known.id === details.financialInstitution)?.description ?? "";
      const action = escapeHtml(`?key=${encodeURIComponent(details.pageKey)}&locale=${locale}`);
      const button = (decision: string, key: PageKey, extra = "") =>
        `<button name="decision" value="${decision}"${extra}>${escapeHtml(text(locale, key))}</button>`;
      const body = `<h1>${escapeHtml(text(locale, "bankTitle", { bank }))}</h1>
<div class="sandbox"><p>${escapeHtml(text(locale, "bankNotice"))}</p></div>
<dl class="details"><div><dt>${escapeHtml(text(locale, "amount"))}</dt><dd>${escapeHtml(money(row, locale))}</dd></div></dl>
${
  row.status === "pending"
    ? `<form method="post" action="${action}">${button("approve", "approve")}${button("reject", "reject", ' class="secondary"')}${button("pending", "leavePending", ' class="secondary"')}</form>`
    : `<p class="notice">${escapeHtml(text(locale, "alreadySettled"))}</p>${details.callbackUrl ? `<a class="cancel" href="${escapeHtml(details.callbackUrl)}">${escapeHtml(text(locale, "back"))}</a>` : ""}`
}`;
      return providerHtml(c, 200, nonce, documentOf({ locale, nonce }, text(locale, "bankTitle", { bank }), body));
    })
    .post("/:method{pse|oxxo}/:id", async (c) => {
      const method = c.req.param("method");
      const found = await pagePayment(c.env, method, c.req.param("id"), c.req.query("key"));
      const form = decisionBody.safeParse(Object.fromEntries(await c.req.formData().catch(() => new FormData())));
      // A voucher is only ever paid at the till, never refused there.
      if (!found || !form.success || (method === "oxxo" && form.data.decision === "reject"))
        return c.text("Not found", 404);
      const { row, details } = found;
      if (form.data.decision !== "pending" && row.status === "pending")
        await settle(c.env, c.get("inProcess"), row.id, form.data.decision === "approve", "rejected_by_bank");
      return c.redirect(details.callbackUrl ?? "/", 303);
    })
    .get("/oxxo/:id", async (c) => {
      const locale = isProviderLocale(c.req.query("locale")) ? (c.req.query("locale") as ProviderLocale) : "es";
      const nonce = providerNonce();
      const found = await pagePayment(c.env, "oxxo", c.req.param("id"), c.req.query("key"));
      if (!found)
        return providerHtml(
          c,
          404,
          nonce,
          documentOf({ locale, nonce }, text(locale, "notFound"), `<h1>${escapeHtml(text(locale, "notFound"))}</h1>`),
        );
      const { row, details } = found;
      const body = `<h1>${escapeHtml(text(locale, "voucherTitle"))}</h1>
<div class="sandbox"><p>${escapeHtml(text(locale, "voucherNotice"))}</p></div>
<dl class="details">
<div><dt>${escapeHtml(text(locale, "reference"))}</dt><dd>${escapeHtml(details.reference ?? "")}</dd></div>
<div><dt>${escapeHtml(text(locale, "amount"))}</dt><dd>${escapeHtml(money(row, locale))}</dd></div>
<div><dt>${escapeHtml(text(locale, "deadline"))}</dt><dd>${escapeHtml(row.dateOfExpiration ?? "")}</dd></div>
</dl>
${
  row.status === "pending"
    ? `<form method="post" action="${escapeHtml(`?key=${encodeURIComponent(details.pageKey)}&locale=${locale}`)}"><button name="decision" value="approve">${escapeHtml(text(locale, "payAtTill"))}</button></form>`
    : `<p class="notice">${escapeHtml(text(locale, "alreadySettled"))}</p>`
}`;
      return providerHtml(c, 200, nonce, documentOf({ locale, nonce }, text(locale, "voucherTitle"), body));
    });
}
