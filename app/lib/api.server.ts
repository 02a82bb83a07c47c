import type * as z from "zod";
import {
  authenticateResponseSchema,
  CLIENT_SECRET_HEADER,
  clientSecretKeyResponseSchema,
  configurationReads,
  apiErrorSchema,
  hostLookupResponseSchema,
  type ApiError,
  type ConfigurationData,
  type ConfigurationRead,
  authenticateEmailResponseSchema,
  cartResponseSchema,
  clientResponseSchema,
  haveRegistrationResponseSchema,
  loginResponseSchema,
  loginWithAuthTokenResponseSchema,
  logoutResponseSchema,
  registerClientResponseSchema,
  tokenEmailResponseSchema,
  type Cart,
  type Client,
  type ClientSession,
} from "../../contract";
import {
  addressListResponseSchema,
  addressResponseSchema,
  cardRegistrationSettingsResponseSchema,
  deleteAddressResponseSchema,
  deleteCardResponseSchema,
  deleteClientResponseSchema,
  editableDataResponseSchema,
  postalCodeLookupResponseSchema,
  saveCardResponseSchema,
  savedCardListResponseSchema,
  type AddressInput,
  type CardRegistrationSettings,
  type ClientAddress,
  type CountryCode,
  type PostalCodeLookup,
  type SavedCard,
  type updateClientRequestSchema,
} from "../../contract";
import { orderResponseSchema, paymentMethodsResponseSchema, type Order, type PaymentMethods, type PlaceOrderRequest } from "../../contract";
import type { loginRequestSchema, registerClientRequestSchema } from "../../contract";
import { cancelOrderResponseSchema, orderListResponseSchema, orderStatusResponseSchema, reorderResponseSchema } from "../../contract";
import type { RateOrderRequest } from "../../contract";
import { chargeResponseSchema, type chargeRequestSchema } from "../../contract";
import { consumptionResponseSchema, type Consumption } from "../../contract";
import { envelope, solicitationResponseSchema, tableAssignmentResponseSchema, tableCartResponseSchema, tableResponseSchema, type Solicitation, type Table, type TableAssignment, type TableClientRequest } from "../../contract";
import { null as zodNull } from "zod";
import { clientFidelityResponseSchema, type ClientFidelity } from "../../contract";
import {
  extractResponseSchema,
  loyaltyCampaignsResponseSchema,
  loyaltySettingsResponseSchema,
  pointsResponseSchema,
  pointsToExpireResponseSchema,
  productsToRedeemResponseSchema,
  validateCampaignsResponseSchema,
  type LoyaltyCampaign,
  type LoyaltyEntry,
  type LoyaltySettings,
  type ProductToRedeem,
} from "../../contract";
import { bucketedQuery, configCacheKey, type ConfigCache } from "./config-cache.server";
import { callLabel, noServerTiming, type ServerTiming } from "./server-timing.server";

type LoginRequest = z.input<typeof loginRequestSchema>;
/** An answer with no body (204), as `send` hands it over. */
const nullResponseSchema = envelope(zodNull());
type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;
type EditableData = z.infer<typeof editableDataResponseSchema>["data"];
type RegisterClientRequest = z.input<typeof registerClientRequestSchema>;
type AuthenticateEmailData = z.infer<typeof authenticateEmailResponseSchema>["data"];
/** A page of the client's orders with its paging (the list's body is not `{ data }` alone, so it is wrapped for send). */
export type OrderList = z.infer<typeof orderListResponseSchema>;
const orderListEnvelopeSchema = orderListResponseSchema.transform((body) => ({ data: body }));

/** The ordering API could not be reached or answered something the contract does not allow. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/** How long a customer is asked to wait once the API's rate limit answered 429 (the API's own window is 60 s). */
export const RATE_LIMIT_RETRY_SECONDS = 60;

/**
 * For a loader's `.catch`: the API did not answer, so the page is a 503 with a way back (the
 * error boundary), never a crash with a stack trace. Any other error goes on as it was.
 */
export function unreachable(error: unknown): never {
  if (error instanceof UpstreamError) {
    console.error(`[storefront] ${error.message}`);
    // The API's rate limit (token bootstraps from one IP): the page says to wait, not that the store is down.
    if (error.status === 429) throw new Response(null, { status: 429, headers: { "Retry-After": String(RATE_LIMIT_RETRY_SECONDS) } });
    throw new Response(null, { status: 503 });
  }
  throw error;
}

/** What a refusal whose body is not the API's `{ code, message }` (a proxy's or the platform's page) stands for. */
const REFUSAL_CODE_OF_STATUS: Record<number, string> = { 413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE", 429: "RATE_LIMITED" };

/**
 * For an action's `.catch` around a call outside `send` (the token bootstrap): the failure as the
 * refusal `send` would answer, so the page can say it in the customer's language (a rate limit is
 * RATE_LIMITED with 429, the rest INTERNAL_ERROR with its 5xx). Any other error goes on as it was.
 */
export function upstreamRefusal(error: unknown): Extract<ApiResult<never>, { ok: false }> {
  if (!(error instanceof UpstreamError)) throw error;
  console.error(`[storefront] ${error.message}`);
  const code = REFUSAL_CODE_OF_STATUS[error.status] ?? "INTERNAL_ERROR";
  return { ok: false, status: error.status, error: { code, message: error.message } };
}

export interface AccessToken {
  token: string;
  expiresAt: number;
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Answer of a call whose refusal the customer must see: the data, or the API's status and error. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

/** Builds the transport: the service binding when there is one, else HTTPS to API_ORIGIN. */
export function apiFetcher(options: { binding?: Fetcher; origin?: string }): Fetch {
  const { binding, origin } = options;
  if (binding) return (path, init) => binding.fetch(new Request(`https://api.internal${path}`, init));
  if (origin) return (path, init) => fetch(new URL(path, origin), init);
  throw new Error("No API transport configured");
}

/**
 * The transport with a deadline: a call that has not answered after `timeoutMs` fails like an
 * unreachable API, so a slow API costs the customer a few seconds and an error page with a way
 * back, never a page that hangs. The race also covers a transport that ignores the signal.
 */
export function withTimeout(fetchApi: Fetch, timeoutMs: number): Fetch {
  return (path, init) => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    return Promise.race([fetchApi(path, { ...init, signal: controller.signal }), deadline]).finally(() => clearTimeout(timer));
  };
}

/** Client of the ordering API, one per request. Answers are parsed with the shared contract. */
/**
 * The visitor's IP as the storefront saw it (Cloudflare's CF-Connecting-IP), forwarded to the
 * API, which keys its rate limits by it. The API is reachable only through the service binding,
 * so only the storefront can set it.
 */
export const CLIENT_IP_HEADER = "x-comanda-client-ip";

export interface ApiClientOptions {
  /** Where every call and cache hit of this request is recorded (the Server-Timing header). */
  timing?: ServerTiming;
  /** Shared cache of merchant configuration reads (docs/decisions/017); none: every read goes upstream. */
  configCache?: ConfigCache | null;
}

export function createApiClient(fetchApi: Fetch, clientSecret: string, clientIp: string | null = null, options: ApiClientOptions = {}) {
  const timing = options.timing ?? noServerTiming;
  const configCache = options.configCache ?? null;
  /** Tokens an authorised call of this request saw refused (401), kept only for this request. */
  const rejectedTokens = new Set<string>();

  /** One call to the API, timed under `label` (a fixed name, never the path: it may hold a guid). */
  async function call(path: string, init: RequestInit, label = callLabel(init.method ?? "GET", path)): Promise<Response> {
    const span = timing.start(label);
    try {
      return await fetchApi(path, {
        ...init,
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          ...(clientIp ? { [CLIENT_IP_HEADER]: clientIp } : {}),
          ...init.headers,
        },
      });
    } catch (error) {
      throw new UpstreamError(`API unreachable on ${path}: ${String(error)}`, 503);
    } finally {
      span.end("api");
    }
  }

  async function parse<T extends z.ZodType>(response: Response, schema: T, path: string): Promise<z.infer<T>> {
    const body: unknown = await response.json().catch(() => undefined);
    const result = schema.safeParse(body);
    if (!result.success) throw new UpstreamError(`API answer of ${path} breaks the contract: ${result.error.message}`);
    return result.data;
  }

  const parseJson = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  const secretHeaders = { [CLIENT_SECRET_HEADER]: clientSecret };

  /**
   * An authorised GET of `{ data }`. Like the spec's server-side fetches, a failure is logged and
   * yields null, so that each read of a page can fail on its own.
   */
  async function getData<T extends z.ZodType<{ data: unknown }>>(
    path: string,
    schema: T,
    token: string,
    label?: string,
    /** Given the body of a 200 answer that passed the contract (to cache it). */
    onValid?: (body: string) => void,
  ): Promise<z.infer<T>["data"] | null> {
    try {
      const response = await call(path, { method: "GET", headers: { authorization: `Bearer ${token}` } }, label);
      if (response.status === 401) rejectedTokens.add(token);
      if (response.status !== 200) {
        console.error(`[api] GET ${path} answered ${response.status}`);
        return null;
      }
      const text = await response.text();
      const result = schema.safeParse(parseJson(text));
      if (!result.success) throw new UpstreamError(`API answer of ${path} breaks the contract: ${result.error.message}`);
      onValid?.(text);
      return result.data.data;
    } catch (error) {
      console.error(`[api] GET ${path} failed: ${(error as Error).message}`);
      return null;
    }
  }

  return {
    /**
     * Whether the API refused this token in this request (401). Configuration served from the cache
     * never checks the token, so this is how a stored token the API stopped accepting (secret
     * rotated) is noticed: server.ts then marks it expired and the next request renews it.
     */
    tokenRejected: (token: string) => rejectedTokens.has(token),

    /** Token bootstrap of core spec §4; null when the API does not know the slug. */
    async authenticate(slug: string, visitorId: string): Promise<AccessToken | null> {
      const keyResponse = await call(
        "/authenticates/client_secret_key",
        { method: "POST", headers: secretHeaders, body: JSON.stringify({ slug }) },
        "token key",
      );
      if (keyResponse.status === 404) return null;
      if (!keyResponse.ok) throw new UpstreamError(`Failed to authenticate (${keyResponse.status})`, keyResponse.status === 429 ? 429 : 502);
      const { data: key } = await parse(keyResponse, clientSecretKeyResponseSchema, "client_secret_key");

      const tokenResponse = await call(
        "/authenticates/authenticates",
        { method: "POST", headers: secretHeaders, body: JSON.stringify({ client_secret_key: key.client_secret_key, visitor_id: visitorId }) },
        "token",
      );
      if (!tokenResponse.ok) throw new UpstreamError(`Failed to authenticate (${tokenResponse.status})`, tokenResponse.status === 429 ? 429 : 502);
      const { data } = await parse(tokenResponse, authenticateResponseSchema, "authenticates");
      return { token: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
    },

    /**
     * An authorised call whose answer the customer acts on (the cart calls). A refusal comes back
     * with its status and `{ code, message }`; an unreachable API or a 5xx comes back as
     * INTERNAL_ERROR with status 503 / 5xx, so the page can say so in the customer's language.
     */
    async send<T extends z.ZodType<{ data: unknown }>>(
      method: "GET" | "POST" | "PUT" | "DELETE",
      path: string,
      token: string,
      schema: T,
      body?: unknown,
    ): Promise<ApiResult<z.infer<T>["data"]>> {
      const unexpected = (status: number, message: string): ApiResult<never> => {
        console.error(`[api] ${method} ${path}: ${message}`);
        return { ok: false, status, error: { code: "INTERNAL_ERROR", message } };
      };
      let response: Response;
      try {
        response = await call(path, {
          method,
          headers: { authorization: `Bearer ${token}` },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch (error) {
        return unexpected(503, (error as Error).message);
      }
      if (response.status === 401) rejectedTokens.add(token);
      const payload: unknown = response.status === 204 ? { data: null } : await response.json().catch(() => undefined);
      if (!response.ok) {
        const error = apiErrorSchema.safeParse(payload);
        if (response.status >= 500) return unexpected(response.status, `answered ${response.status}`);
        if (!error.success) {
          const code = REFUSAL_CODE_OF_STATUS[response.status];
          if (!code) return unexpected(response.status, `answered ${response.status}`);
          return { ok: false, status: response.status, error: { code, message: `answered ${response.status}` } };
        }
        return { ok: false, status: response.status, error: error.data };
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return unexpected(502, `answer breaks the contract: ${parsed.error.message}`);
      return { ok: true, data: (parsed.data as { data: unknown }).data };
    },

    // --- Customer accounts: login, registration, logout, session (contract/clients.ts) ---
    /** POST /clients/login: 401 INVALID_CREDENTIALS / INVALID_PASSWORD, 429 RATE_LIMITED. */
    login(slug: string, token: string, body: LoginRequest): Promise<ApiResult<ClientSession>> {
      return this.send("POST", `/${slug}/clients/login`, token, loginResponseSchema, body);
    },
    /** POST /clients/logout with the client's token: the API revokes that session. */
    logout(slug: string, token: string): Promise<ApiResult<{ logged_out: true }>> {
      return this.send("POST", `/${slug}/clients/logout`, token, logoutResponseSchema);
    },
    /** POST /clients/registration_tokens/token_email: a 6-digit token mailed to the address. */
    tokenEmail(slug: string, token: string, body: { email: string; purpose?: "login" | "update_email" }): Promise<ApiResult<{ sent: true }>> {
      return this.send("POST", `/${slug}/clients/registration_tokens/token_email`, token, tokenEmailResponseSchema, body);
    },
    /** POST /clients/registration_tokens/authenticate_email: a registered e-mail gets a session at once. */
    authenticateEmail(slug: string, token: string, body: { email: string; token: string }): Promise<ApiResult<AuthenticateEmailData>> {
      return this.send("POST", `/${slug}/clients/registration_tokens/authenticate_email`, token, authenticateEmailResponseSchema, body);
    },
    /** POST /clients/registration_tokens/register_client: 422 TOKEN_INVALID, 409 EMAIL_TAKEN / CPF_TAKEN. */
    registerClient(slug: string, token: string, body: RegisterClientRequest): Promise<ApiResult<ClientSession>> {
      return this.send("POST", `/${slug}/clients/registration_tokens/register_client`, token, registerClientResponseSchema, body);
    },
    /** GET /clients/have_registration?email=&cpf=. */
    haveRegistration(slug: string, token: string, query: { email?: string; cpf?: string }): Promise<ApiResult<{ email: boolean; cpf: boolean }>> {
      const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return this.send("GET", `/${slug}/clients/have_registration?${search}`, token, haveRegistrationResponseSchema);
    },
    /** POST /clients/login_with_auth_token: 422 TOKEN_INVALID when used, expired or foreign. */
    loginWithAuthToken(slug: string, token: string, authToken: string): Promise<ApiResult<ClientSession>> {
      return this.send("POST", `/${slug}/clients/login_with_auth_token`, token, loginWithAuthTokenResponseSchema, { auth_token: authToken });
    },
    /** GET /clients/{id}: 401 when the token is revoked or expired, 404 when it is not this client's. */
    getClient(slug: string, token: string, clientId: string | number): Promise<ApiResult<Client>> {
      return this.send("GET", `/${slug}/clients/${encodeURIComponent(String(clientId))}`, token, clientResponseSchema);
    },
    /** POST /carts/{guid}/client: the visitor's cart becomes the client's. */
    attachClientToCart(slug: string, token: string, guid: string, clientId: number): Promise<ApiResult<Cart>> {
      return this.send("POST", `/${slug}/carts/${encodeURIComponent(guid)}/client`, token, cartResponseSchema, {
        cart: { client: { id: clientId } },
      });
    },
    // --- end of customer accounts (login) ---

    // --- Customer accounts: profile, addresses, postal codes, saved cards (contract/clients.ts) ---
    /** PUT /clients/{id}: any of name, phone, birthdate, notifications; 422 BIRTHDATE_LOCKED. */
    updateClient(slug: string, token: string, clientId: number, client: UpdateClientRequest["client"]): Promise<ApiResult<Client>> {
      return this.send("PUT", `/${slug}/clients/${clientId}`, token, clientResponseSchema, { client });
    },
    /** PUT /clients/{id}/update_email with the token mailed to the new address: 422 TOKEN_INVALID, 409 EMAIL_TAKEN. */
    updateEmail(slug: string, token: string, clientId: number, body: { email: string; token: string }): Promise<ApiResult<Client>> {
      return this.send("PUT", `/${slug}/clients/${clientId}/update_email`, token, clientResponseSchema, body);
    },
    /** GET /clients/{id}/editable_data: which profile fields the client may still change. */
    editableData(slug: string, token: string, clientId: number): Promise<ApiResult<EditableData>> {
      return this.send("GET", `/${slug}/clients/${clientId}/editable_data`, token, editableDataResponseSchema);
    },
    /** DELETE /clients/{id}?reason=&platform=3: the account is erased and its sessions revoked. */
    deleteClient(slug: string, token: string, clientId: number, reason: string): Promise<ApiResult<{ deleted: true }>> {
      const query = new URLSearchParams({ reason, platform: "3" });
      return this.send("DELETE", `/${slug}/clients/${clientId}?${query}`, token, deleteClientResponseSchema);
    },
    /** GET /clients/{id}/addresses?size=100&page=1. */
    listAddresses(slug: string, token: string, clientId: number): Promise<ApiResult<ClientAddress[]>> {
      return this.send("GET", `/${slug}/clients/${clientId}/addresses?size=100&page=1`, token, addressListResponseSchema);
    },
    /** POST /clients/{id}/addresses. */
    createAddress(slug: string, token: string, clientId: number, address: AddressInput): Promise<ApiResult<ClientAddress>> {
      return this.send("POST", `/${slug}/clients/${clientId}/addresses`, token, addressResponseSchema, { address });
    },
    /** PUT /clients/{id}/addresses/{addressId}: 404 for an address that is not this client's. */
    updateAddress(slug: string, token: string, clientId: number, addressId: number, address: AddressInput): Promise<ApiResult<ClientAddress>> {
      return this.send("PUT", `/${slug}/clients/${clientId}/addresses/${addressId}`, token, addressResponseSchema, { address });
    },
    /** DELETE /clients/{id}/addresses/{addressId}. */
    deleteAddress(slug: string, token: string, clientId: number, addressId: number): Promise<ApiResult<{ deleted: true }>> {
      return this.send("DELETE", `/${slug}/clients/${clientId}/addresses/${addressId}`, token, deleteAddressResponseSchema);
    },
    /** GET /locations/cep/{cep}?country=: 404 NOT_FOUND for a code the dataset does not know. */
    lookupPostalCode(slug: string, token: string, zipCode: string, country: CountryCode): Promise<ApiResult<PostalCodeLookup>> {
      return this.send("GET", `/${slug}/locations/cep/${encodeURIComponent(zipCode)}?country=${country}`, token, postalCodeLookupResponseSchema);
    },
    /** GET /clients/{id}/cards: last used first. */
    listCards(slug: string, token: string, clientId: number): Promise<ApiResult<SavedCard[]>> {
      return this.send("GET", `/${slug}/clients/${clientId}/cards`, token, savedCardListResponseSchema);
    },
    /** POST /clients/{id}/cards with the provider's token: 422 TOKEN_INVALID, 422 CARD_BRAND_NOT_ACCEPTED. */
    saveCard(slug: string, token: string, clientId: number, card: { token: string; nickname: string | null }): Promise<ApiResult<SavedCard>> {
      return this.send("POST", `/${slug}/clients/${clientId}/cards`, token, saveCardResponseSchema, { card });
    },
    /** DELETE /clients/{id}/cards/{guid}. */
    deleteCard(slug: string, token: string, clientId: number, guid: string): Promise<ApiResult<{ deleted: true }>> {
      return this.send("DELETE", `/${slug}/clients/${clientId}/cards/${encodeURIComponent(guid)}`, token, deleteCardResponseSchema);
    },
    /** GET /online_payment_settings/card_registration: the hosted page and the accepted brands. */
    cardRegistrationSettings(slug: string, token: string): Promise<ApiResult<CardRegistrationSettings>> {
      return this.send("GET", `/${slug}/online_payment_settings/card_registration`, token, cardRegistrationSettingsResponseSchema);
    },
    // --- end of customer accounts (profile, addresses, cards) ---

    // --- Checkout (contract/orders.ts) ---
    /** GET /payment_methods?client_id=&modality=delivery|store: what the checkout offers. */
    paymentMethods(slug: string, token: string, query: { clientId?: number; modality: "delivery" | "store" }): Promise<ApiResult<PaymentMethods>> {
      const search = new URLSearchParams({ modality: query.modality, ...(query.clientId ? { client_id: String(query.clientId) } : {}) });
      return this.send("GET", `/${slug}/payment_methods?${search}`, token, paymentMethodsResponseSchema);
    },
    /** POST /orders: 201 a new order, 200 the same order for a key already used with this cart; 422 with a code otherwise. */
    placeOrder(slug: string, token: string, body: PlaceOrderRequest): Promise<ApiResult<Order>> {
      return this.send("POST", `/${slug}/orders`, token, orderResponseSchema, body);
    },
    // --- end of checkout ---

    // --- After ordering: tracking, orders list, cancel, order again (contract/orders.ts) ---
    /** GET /orders/{id}: 404 NOT_FOUND for an order that is not the caller's (visitor or client). */
    getOrder(slug: string, token: string, orderId: number): Promise<ApiResult<Order>> {
      return this.send("GET", `/${slug}/orders/${orderId}`, token, orderResponseSchema);
    },
    /** GET /orders/{id}/status: the status alone, cheap enough for the store's "track your order" link. */
    getOrderStatus(slug: string, token: string, orderId: number): Promise<ApiResult<z.infer<typeof orderStatusResponseSchema>["data"]>> {
      return this.send("GET", `/${slug}/orders/${orderId}/status`, token, orderStatusResponseSchema);
    },
    /** GET /clients/{id}/orders?page=&size=: newest first, with its paging. */
    listOrders(slug: string, token: string, clientId: number, page: number, size: number): Promise<ApiResult<OrderList>> {
      const query = new URLSearchParams({ page: String(page), size: String(size) });
      return this.send("GET", `/${slug}/clients/${clientId}/orders?${query}`, token, orderListEnvelopeSchema);
    },
    /** POST /orders/{id}/cancel: 422 INVALID_TRANSITION when it can no longer be canceled. */
    cancelOrder(slug: string, token: string, orderId: number): Promise<ApiResult<Order>> {
      return this.send("POST", `/${slug}/orders/${orderId}/cancel`, token, cancelOrderResponseSchema);
    },
    /** POST /orders/{id}/reorder: a new cart with what is still available; 422 INVALID_CART when nothing is. */
    reorder(slug: string, token: string, orderId: number): Promise<ApiResult<{ cart_guid: string; skipped: string[] }>> {
      return this.send("POST", `/${slug}/orders/${orderId}/reorder`, token, reorderResponseSchema);
    },
    /** POST /orders/{id}/rating: the order with its rating (201); 409 ALREADY_RATED, 422 NOT_DELIVERED or VALIDATION_ERROR. */
    rateOrder(slug: string, token: string, orderId: number, body: RateOrderRequest): Promise<ApiResult<Order>> {
      return this.send("POST", `/${slug}/orders/${orderId}/rating`, token, orderResponseSchema, body);
    },
    // --- end of after ordering ---

    // --- Card payments (contract/orders.ts) ---
    /** POST /carts/{guid}/pharos_payments/charge: the hosted payment page's path; 404, 422 INVALID_TRANSITION / ONLINE_PAYMENT_FAILED. */
    chargeCard(slug: string, token: string, cartGuid: string, body: z.input<typeof chargeRequestSchema>): Promise<ApiResult<z.infer<typeof chargeResponseSchema>["data"]>> {
      return this.send("POST", `/${slug}/carts/${encodeURIComponent(cartGuid)}/pharos_payments/charge`, token, chargeResponseSchema, body);
    },
    // --- end of card payments ---

    // --- The table's bill (contract/tables.ts) ---
    /** GET /tables/{id}/consumption: every sent round of the sitting, per guest and in total; 404 to anyone not at the table. */
    tableConsumption(slug: string, token: string, tableId: number): Promise<ApiResult<Consumption>> {
      return this.send("GET", `/${slug}/tables/${tableId}/consumption`, token, consumptionResponseSchema);
    },
    /** POST /tables/{id}/close: the guests ask for the bill (OPEN → WAITING_PAYMENT); 409 INVALID_TRANSITION once PAID or CLOSED. */
    askForBill(slug: string, token: string, tableId: number): Promise<ApiResult<Table>> {
      return this.send("POST", `/${slug}/tables/${tableId}/close`, token, tableResponseSchema);
    },
    // --- end of the table's bill ---

    // --- Table ordering (contract/tables.ts) ---
    /** GET /tables/code/{code}: the table a QR code names (404: unknown, or the store takes no table orders). */
    tableByCode(slug: string, token: string, code: string): Promise<ApiResult<Table>> {
      return this.send("GET", `/${slug}/tables/code/${encodeURIComponent(code)}`, token, tableResponseSchema);
    },
    /** GET /tables/{id}: the table as its guest sees it (404 for anyone not at its current sitting). */
    getTable(slug: string, token: string, tableId: number): Promise<ApiResult<Table>> {
      return this.send("GET", `/${slug}/tables/${tableId}`, token, tableResponseSchema);
    },
    /** POST /tables/{id}/client: joins the table (or answers the caller's table client); 409 TABLE_CLOSED. */
    joinTable(slug: string, token: string, tableId: number, body: TableClientRequest): Promise<ApiResult<TableAssignment>> {
      return this.send("POST", `/${slug}/tables/${tableId}/client`, token, tableAssignmentResponseSchema, body);
    },
    /** DELETE /tables/{id}/client: leaves the table (204). */
    leaveTable(slug: string, token: string, tableId: number): Promise<ApiResult<null>> {
      return this.send("DELETE", `/${slug}/tables/${tableId}/client`, token, nullResponseSchema);
    },
    /** GET /tables/{id}/cart: the guid of the caller's open TABLE cart of this table, or null. */
    tableCart(slug: string, token: string, tableId: number): Promise<ApiResult<{ guid: string | null }>> {
      return this.send("GET", `/${slug}/tables/${tableId}/cart`, token, tableCartResponseSchema);
    },
    /** POST /tables/{id}/solicitations: the round of this cart (the same one when asked again). */
    openRound(slug: string, token: string, tableId: number, cartGuid: string): Promise<ApiResult<Solicitation>> {
      return this.send("POST", `/${slug}/tables/${tableId}/solicitations`, token, solicitationResponseSchema, { cart_guid: cartGuid });
    },
    /** POST /tables/{id}/solicitations/{sid}/send: to the kitchen (a round already sent answers as it is). */
    sendRound(slug: string, token: string, tableId: number, solicitationId: number): Promise<ApiResult<Solicitation>> {
      return this.send("POST", `/${slug}/tables/${tableId}/solicitations/${solicitationId}/send`, token, solicitationResponseSchema);
    },
    // --- end of table ordering ---

    // --- Fidelity programme (contract/loyalty.ts; never cached: a client's progress) ---
    /** GET /clients/{id}/fidelity_programs: the client's progress in each enabled programme (401 visitor, 404 another client). */
    clientFidelity(slug: string, token: string, clientId: number): Promise<ApiResult<{ fidelity_programs: ClientFidelity[] }>> {
      return this.send("GET", `/${slug}/clients/${clientId}/fidelity_programs`, token, clientFidelityResponseSchema);
    },
    /** POST /clients/{id}/fidelity_programs/{programId}/seen: the congratulations were shown. */
    fidelitySeen(slug: string, token: string, clientId: number, programId: number): Promise<ApiResult<{ fidelity_programs: ClientFidelity[] }>> {
      return this.send("POST", `/${slug}/clients/${clientId}/fidelity_programs/${programId}/seen`, token, clientFidelityResponseSchema);
    },
    // --- end of fidelity programme ---

    // --- Loyalty points (contract/loyalty.ts; a client's points are never cached) ---
    /** GET /loyalty/loyalty_program/settings: 404 when the store has no programme on. */
    loyaltySettings(slug: string, token: string): Promise<ApiResult<LoyaltySettings>> {
      return this.send("GET", `/${slug}/loyalty/loyalty_program/settings`, token, loyaltySettingsResponseSchema);
    },
    /** GET /loyalty/clients/{id}/points: balance and pending (401 visitor, 404 another client or no programme). */
    loyaltyPoints(slug: string, token: string, clientId: number): Promise<ApiResult<{ points: number; pending_points: number }>> {
      return this.send("GET", `/${slug}/loyalty/clients/${clientId}/points`, token, pointsResponseSchema);
    },
    /** GET /loyalty/clients/{id}/points_to_expire. */
    loyaltyPointsToExpire(slug: string, token: string, clientId: number): Promise<ApiResult<z.infer<typeof pointsToExpireResponseSchema>["data"]>> {
      return this.send("GET", `/${slug}/loyalty/clients/${clientId}/points_to_expire`, token, pointsToExpireResponseSchema);
    },
    /** GET /loyalty/clients/{id}/extract: effective entries, newest first. */
    loyaltyExtract(slug: string, token: string, clientId: number): Promise<ApiResult<{ entries: LoyaltyEntry[] }>> {
      return this.send("GET", `/${slug}/loyalty/clients/${clientId}/extract`, token, extractResponseSchema);
    },
    /** GET /loyalty/clients/{id}/campaigns: the running campaigns. */
    loyaltyCampaigns(slug: string, token: string, clientId: number): Promise<ApiResult<{ campaigns: LoyaltyCampaign[] }>> {
      return this.send("GET", `/${slug}/loyalty/clients/${clientId}/campaigns`, token, loyaltyCampaignsResponseSchema);
    },
    /** GET /loyalty/clients/{id}/products_to_redeem: redeemable items with `affordable`. */
    loyaltyProductsToRedeem(slug: string, token: string, clientId: number): Promise<ApiResult<{ products: ProductToRedeem[] }>> {
      return this.send("GET", `/${slug}/loyalty/clients/${clientId}/products_to_redeem`, token, productsToRedeemResponseSchema);
    },
    /** POST /loyalty/clients/{id}/validate_campaigns: the campaign discount the payment choice gives on the cart. */
    validateCampaigns(
      slug: string,
      token: string,
      clientId: number,
      body: { cart_guid: string; payment_method: string | null },
    ): Promise<ApiResult<z.infer<typeof validateCampaignsResponseSchema>["data"]>> {
      return this.send("POST", `/${slug}/loyalty/clients/${clientId}/validate_campaigns`, token, validateCampaignsResponseSchema, { ...body, card_guid: null });
    },
    // --- end of loyalty points ---

    /** The merchant a custom domain serves, or null. */
    async lookupHost(host: string): Promise<string | null> {
      const response = await call(`/hosts/${encodeURIComponent(host)}`, { method: "GET", headers: secretHeaders }, "host");
      if (response.status === 404) return null;
      if (!response.ok) throw new UpstreamError(`Host lookup failed (${response.status})`, 502);
      const { data } = await parse(response, hostLookupResponseSchema, "hosts");
      return data.slug;
    },

    /**
     * One store configuration read (core spec §7). Like the spec's server-side fetches, a failure
     * is logged and yields null so that each read can fail on its own. A read of merchant
     * configuration is answered from the shared cache for CONFIG_CACHE_SECONDS; only a 200 that
     * passed the contract is kept, and the token never enters the key (docs/decisions/017).
     */
    async read<K extends ConfigurationRead>(
      name: K,
      slug: string,
      token: string,
      rawQuery?: Record<string, string>,
    ): Promise<ConfigurationData<K> | null> {
      const read = configurationReads[name];
      const query = bucketedQuery(rawQuery);
      const search = query ? `?${new URLSearchParams(query)}` : "";
      const path = `${read.path(slug)}${search}`;
      const key = configCache ? configCacheKey(slug, name, query) : null;
      if (configCache && key) {
        const span = timing.start(name);
        const cached = await configCache.match(key);
        const parsed = cached === null ? null : read.response.safeParse(parseJson(cached));
        if (parsed?.success) {
          span.end("hit");
          return (parsed.data as { data: ConfigurationData<K> }).data;
        }
        // A miss is not shown: the call below has its own entry.
        span.end("miss");
        return getData(path, read.response, token, name, (body) => configCache.put(key, body)) as Promise<ConfigurationData<K> | null>;
      }
      return getData(path, read.response, token, name) as Promise<ConfigurationData<K> | null>;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
