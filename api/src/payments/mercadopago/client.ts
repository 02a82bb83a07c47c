import * as z from "zod";
import { MAX_ATTEMPTS, retryingSender, type RetryOptions } from "../../upstream/send-with-retries";
import {
  type NotificationHeaders,
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefused,
  type ProviderRefund,
  ProviderUnavailable,
} from "../provider";
import { verifySignature } from "./signature";
import { failureOf, paymentStatusOf } from "./status";

/*
 * Mercado Pago's REST API (decision 084), with the merchant's own access token:
 * - POST /v1/payments (PIX: payment_method_id "pix"; answers point_of_interaction.transaction_data
 *   with qr_code and qr_code_base64): https://www.mercadopago.com.br/developers/en/reference/online-payments/checkout-api-payments/create-payment/post
 *   and https://www.mercadopago.com.br/developers/en/docs/checkout-api/integration-configuration/integrate-with-pix
 * - GET /v1/payments/{id}: https://www.mercadopago.com.br/developers/en/reference/online-payments/checkout-api-payments/get-payment/get
 * - GET /v1/payments/search?external_reference=…&sort=date_created&criteria=desc (answers paging and
 *   results, payments as GET /v1/payments/{id}): https://www.mercadopago.com.br/developers/en/reference/online-payments/checkout-api-payments/search-payments/get
 * - POST /v1/payments/{id}/refunds (no amount: the whole payment): https://www.mercadopago.com.br/developers/en/reference/chargebacks/_payments_id_refunds/post
 * - POST /checkout/preferences (Checkout Pro; answers init_point): https://www.mercadopago.com.br/developers/en/reference/online-payments/checkout-pro-preferences/preferences/create-preference/post
 *   and https://www.mercadopago.com.br/developers/en/docs/checkout-pro/checkout-customization/preferences
 * - PSE (payment_method_id "pse", transaction_details.financial_institution, payer.entity_type and
 *   identification, additional_info.ip_address, callback_url; answers transaction_details.external_resource_url,
 *   the bank's page): https://www.mercadopago.com.co/developers/en/docs/checkout-api/integration-configuration/other-payment-methods
 * - OXXO (payment_method_id "oxxo", a ticket; answers transaction_details.payment_method_reference_id,
 *   barcode.content and the voucher's external_resource_url): https://www.mercadopago.com.mx/developers/en/docs/checkout-api/payment-methods/other-payment-methods
 * - GET /v1/payment_methods (PSE's financial_institutions): https://www.mercadopago.com.br/developers/en/reference/payment_methods/_payment_methods/get
 * - GET /users/me (whose account the token opens; 401 for a token it does not take), as Mercado
 *   Pago's SDKs read it (their User resource) and https://developers.mercadolivre.com.br/consulta-de-usuarios shows
 * Every create carries X-Idempotency-Key, so a retry answers the first result instead of charging
 * again. Amounts are decimals of the currency there, minor units here. Errors are
 * `{ message, error, status, cause: [{ code, description }] }`.
 */

export const MERCADOPAGO_API_URL = "https://api.mercadopago.com";

export { MAX_ATTEMPTS };

export interface MercadoPagoOptions extends RetryOptions {
  accessToken: string;
  webhookSecret: string | null;
  baseUrl?: string;
}

// Two decimal places for BRL, COP and MXN (decision 003).
const toDecimal = (minor: number) => Number((minor / 100).toFixed(2));
const toMinor = (decimal: number) => Math.round(decimal * 100);

const refundSchema = z.object({ id: z.union([z.number(), z.string()]), amount: z.number() });
const paymentSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullish(),
  date_of_expiration: z.string().nullish(),
  point_of_interaction: z
    .object({
      transaction_data: z.object({ qr_code: z.string().nullish(), qr_code_base64: z.string().nullish() }).nullish(),
    })
    .nullish(),
  refunds: z.array(refundSchema).nullish(),
  transaction_details: z
    .object({
      external_resource_url: z.string().nullish(),
      payment_method_reference_id: z.string().nullish(),
    })
    .nullish(),
  barcode: z.object({ content: z.string().nullish() }).nullish(),
});
/** GET /v1/payments/search: one page of payments (the newest 30 by default). */
const searchSchema = z.object({ results: z.array(paymentSchema) });
const paymentMethodsSchema = z.array(
  z.object({
    id: z.string(),
    financial_institutions: z.array(z.object({ id: z.string(), description: z.string() })).nullish(),
  }),
);
const userSchema = z.object({ id: z.union([z.number(), z.string()]) });
const preferenceSchema = z.object({ id: z.string(), init_point: z.string() });
const errorSchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  cause: z.array(z.object({ code: z.union([z.number(), z.string()]).optional() })).optional(),
});

/** The Mercado Pago adapter of one merchant's account. Neither the token nor the secret is ever in an error. */
export function mercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const sendWithRetries = retryingSender(options);
  const base = (options.baseUrl ?? MERCADOPAGO_API_URL).replace(/\/$/, "");
  const redact = (text: string) => text.replaceAll(options.accessToken, "[redacted]");

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    const what = `Mercado Pago ${method} ${path}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.accessToken}`,
      accept: "application/json",
      "user-agent": "comanda-api",
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey !== undefined) headers["x-idempotency-key"] = idempotencyKey;
    const sent = await sendWithRetries(
      () =>
        new Request(`${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
    );
    if ("failure" in sent) {
      throw new ProviderUnavailable(redact(`${what}: ${sent.failure} after ${MAX_ATTEMPTS} attempts`), MAX_ATTEMPTS);
    }
    const { response } = sent;
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = errorSchema.safeParse(json);
      const code = error.success ? (error.data.cause?.[0]?.code ?? error.data.error ?? null) : null;
      const message = error.success ? (error.data.message ?? error.data.error ?? "") : "";
      throw new ProviderRefused(
        redact(`${what} refused: ${response.status} ${message}`.trim()),
        response.status,
        code === null ? null : String(code),
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailable(`${what}: unreadable answer`, sent.attempt);
    return parsed.data;
  }

  const toRefund = (refund: z.infer<typeof refundSchema>): ProviderRefund => ({
    id: String(refund.id),
    amount: toMinor(refund.amount),
  });

  function toPayment(payment: z.infer<typeof paymentSchema>): ProviderPayment {
    return {
      paymentId: String(payment.id),
      status: paymentStatusOf(payment.status),
      providerStatus: payment.status,
      statusDetail: payment.status_detail ?? null,
      failure: failureOf(payment.status, payment.status_detail ?? null),
      amount: toMinor(payment.transaction_amount),
      currency: payment.currency_id,
      externalReference: payment.external_reference ?? null,
      refunds: (payment.refunds ?? []).map(toRefund),
    };
  }

  return {
    name: "mercadopago",

    async readAccount() {
      const user = await call("GET", "/users/me", userSchema);
      return { id: String(user.id) };
    },

    async createPixCharge(request) {
      const payment = await call(
        "POST",
        "/v1/payments",
        paymentSchema,
        {
          transaction_amount: toDecimal(request.amount),
          description: request.description,
          payment_method_id: "pix",
          payer: { email: request.payerEmail },
          date_of_expiration: request.expiresAt.toISOString(),
          external_reference: request.externalReference,
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
        },
        request.idempotencyKey,
      );
      const data = payment.point_of_interaction?.transaction_data;
      if (!data?.qr_code || !data.qr_code_base64)
        throw new ProviderUnavailable("Mercado Pago answered a PIX without its code", 1);
      return {
        paymentId: String(payment.id),
        status: paymentStatusOf(payment.status),
        qrCodeBase64: data.qr_code_base64,
        copyPasteCode: data.qr_code,
        expiresAt: payment.date_of_expiration ?? null,
      };
    },

    async createHostedCheckout(request) {
      const preference = await call(
        "POST",
        "/checkout/preferences",
        preferenceSchema,
        {
          items: request.items.map((item) => ({
            title: item.title,
            quantity: item.quantity,
            unit_price: toDecimal(item.unitPrice),
            currency_id: request.currency,
          })),
          ...(request.payerEmail ? { payer: { email: request.payerEmail } } : {}),
          back_urls: request.backUrls,
          auto_return: "approved",
          external_reference: request.externalReference,
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
          ...(request.expiresAt ? { expires: true, expiration_date_to: request.expiresAt.toISOString() } : {}),
        },
        request.idempotencyKey,
      );
      return { id: preference.id, redirectUrl: preference.init_point };
    },

    async listPseBanks() {
      const methods = await call("GET", "/v1/payment_methods", paymentMethodsSchema);
      const pse = methods.find((method) => method.id === "pse");
      return (pse?.financial_institutions ?? []).map((bank) => ({ id: bank.id, name: bank.description }));
    },

    async createPsePayment(request) {
      const payment = await call(
        "POST",
        "/v1/payments",
        paymentSchema,
        {
          transaction_amount: toDecimal(request.amount),
          description: request.description,
          payment_method_id: "pse",
          payer: {
            email: request.payerEmail,
            entity_type: request.entityType,
            identification: request.identification,
          },
          transaction_details: { financial_institution: request.financialInstitution },
          additional_info: { ip_address: request.ipAddress },
          callback_url: request.callbackUrl,
          external_reference: request.externalReference,
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
        },
        request.idempotencyKey,
      );
      const bankUrl = payment.transaction_details?.external_resource_url;
      if (!bankUrl) throw new ProviderUnavailable("Mercado Pago answered a PSE payment without the bank's page", 1);
      return { paymentId: String(payment.id), status: paymentStatusOf(payment.status), bankUrl };
    },

    async createTicketPayment(request) {
      const payment = await call(
        "POST",
        "/v1/payments",
        paymentSchema,
        {
          transaction_amount: toDecimal(request.amount),
          description: request.description,
          payment_method_id: "oxxo",
          payer: { email: request.payerEmail },
          date_of_expiration: request.expiresAt.toISOString(),
          external_reference: request.externalReference,
          ...(request.callbackUrl ? { callback_url: request.callbackUrl } : {}),
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
        },
        request.idempotencyKey,
      );
      const reference = payment.transaction_details?.payment_method_reference_id ?? payment.barcode?.content;
      if (!reference) throw new ProviderUnavailable("Mercado Pago answered a voucher without its reference", 1);
      return {
        paymentId: String(payment.id),
        status: paymentStatusOf(payment.status),
        reference,
        voucherUrl: payment.transaction_details?.external_resource_url ?? null,
        expiresAt: payment.date_of_expiration ?? null,
      };
    },

    async getPayment(paymentId) {
      return toPayment(await call("GET", `/v1/payments/${encodeURIComponent(paymentId)}`, paymentSchema));
    },

    async searchPayments(externalReference) {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: "date_created",
        criteria: "desc",
      });
      const found = await call("GET", `/v1/payments/search?${query.toString()}`, searchSchema);
      return found.results.map(toPayment);
    },

    async refund(request) {
      const refund = await call(
        "POST",
        `/v1/payments/${encodeURIComponent(request.paymentId)}/refunds`,
        refundSchema,
        request.amount === undefined ? {} : { amount: toDecimal(request.amount) },
        request.idempotencyKey,
      );
      return toRefund(refund);
    },

    async verifyNotification(headers: NotificationHeaders, now?: Date) {
      if (!options.webhookSecret) return { valid: false, reason: "missing" };
      return verifySignature(options.webhookSecret, headers, now);
    },
  };
}
