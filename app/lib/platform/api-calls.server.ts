import type * as z from "zod";

export interface Coordinates {
  latitude: number;
  longitude: number;
}
import {
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
} from "../../../contract";
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
  distanceResponseSchema,
  geocodingResponseSchema,
  type GeocodedAddress,
  type GeocodingQuery,
  savedCardListResponseSchema,
  type AddressInput,
  type CardRegistrationSettings,
  type ClientAddress,
  type CountryCode,
  type PostalCodeLookup,
  type SavedCard,
  type updateClientRequestSchema,
} from "../../../contract";
import {
  orderResponseSchema,
  paymentMethodsResponseSchema,
  pseFormResponseSchema,
  type PseForm,
  type Order,
  type PaymentMethods,
  type PlaceOrderRequest,
} from "../../../contract";
import { cartQuotesResponseSchema, type CartQuotes } from "../../../contract";
import type { loginRequestSchema, registerClientRequestSchema } from "../../../contract";
import {
  cancelOrderResponseSchema,
  orderListResponseSchema,
  orderStatusResponseSchema,
  reorderResponseSchema,
} from "../../../contract";
import type { RateOrderRequest } from "../../../contract";
import { socialLoginResponseSchema, type SocialLoginSession, type SocialProvider } from "../../../contract";
import type {
  authenticateAppleRequestSchema,
  authenticateFacebookRequestSchema,
  authenticateGoogleRequestSchema,
} from "../../../contract";

export type SocialLoginRequest =
  | z.input<typeof authenticateGoogleRequestSchema>
  | z.input<typeof authenticateFacebookRequestSchema>
  | z.input<typeof authenticateAppleRequestSchema>;
import { chargeResponseSchema, type chargeRequestSchema } from "../../../contract";
import { consumptionResponseSchema, type Consumption } from "../../../contract";
import {
  envelope,
  solicitationResponseSchema,
  tableAssignmentResponseSchema,
  tableCartResponseSchema,
  tableResponseSchema,
  type Solicitation,
  type Table,
  type TableAssignment,
  type TableClientRequest,
} from "../../../contract";
import { null as zodNull } from "zod";
import {
  authenticatePhoneResponseSchema,
  registerPhoneResponseSchema,
  simpleRegistrationResponseSchema,
  tokenPhoneResponseSchema,
  type ClientPhone,
  type PhoneChannel,
} from "../../../contract";
import { clientFidelityResponseSchema, type ClientFidelity } from "../../../contract";
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
} from "../../../contract";
import type { ApiResult } from "./api.server";

// The API's calls, grouped as the contract is, over one `send` (api.server.ts). A call only names
// its method, path, body and answer schema.

export type Send = <T extends z.ZodType<{ data: unknown }>>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  token: string | null,
  schema: T,
  body?: unknown,
) => Promise<ApiResult<z.infer<T>["data"]>>;

type LoginRequest = z.input<typeof loginRequestSchema>;
const nullResponseSchema = envelope(zodNull());
type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;
type EditableData = z.infer<typeof editableDataResponseSchema>["data"];
type RegisterClientRequest = z.input<typeof registerClientRequestSchema>;
type AuthenticateEmailData = z.infer<typeof authenticateEmailResponseSchema>["data"];
/** The list's body is not `{ data }` alone, so it is wrapped for send. */
export type OrderList = z.infer<typeof orderListResponseSchema>;
const orderListEnvelopeSchema = orderListResponseSchema.transform((body) => ({ data: body }));

export function accountCalls(send: Send) {
  return {
    /** 401 INVALID_CREDENTIALS / INVALID_PASSWORD, 429 RATE_LIMITED. */
    login(slug: string, token: string, body: LoginRequest): Promise<ApiResult<ClientSession>> {
      return send("POST", `/${slug}/clients/login`, token, loginResponseSchema, body);
    },
    /** The API revokes that session. */
    logout(slug: string, token: string): Promise<ApiResult<{ logged_out: true }>> {
      return send("POST", `/${slug}/clients/logout`, token, logoutResponseSchema);
    },
    tokenEmail(
      slug: string,
      token: string,
      body: { email: string; purpose?: "login" | "update_email" },
    ): Promise<ApiResult<{ sent: true }>> {
      return send("POST", `/${slug}/clients/registration_tokens/token_email`, token, tokenEmailResponseSchema, body);
    },
    /** A registered e-mail gets a session at once. */
    authenticateEmail(
      slug: string,
      token: string,
      body: { email: string; token: string },
    ): Promise<ApiResult<AuthenticateEmailData>> {
      return send(
        "POST",
        `/${slug}/clients/registration_tokens/authenticate_email`,
        token,
        authenticateEmailResponseSchema,
        body,
      );
    },
    /** 422 TOKEN_INVALID, 409 EMAIL_TAKEN / CPF_TAKEN. */
    registerClient(slug: string, token: string, body: RegisterClientRequest): Promise<ApiResult<ClientSession>> {
      return send(
        "POST",
        `/${slug}/clients/registration_tokens/register_client`,
        token,
        registerClientResponseSchema,
        body,
      );
    },
    tokenPhone(
      slug: string,
      token: string,
      body: { phone: ClientPhone; channel?: PhoneChannel },
    ): Promise<ApiResult<{ sent: true }>> {
      return send("POST", `/${slug}/clients/registration_tokens/token_phone`, token, tokenPhoneResponseSchema, body);
    },
    authenticatePhone(
      slug: string,
      token: string,
      body: { phone: ClientPhone; token: string },
    ): Promise<ApiResult<AuthenticateEmailData>> {
      return send(
        "POST",
        `/${slug}/clients/registration_tokens/authenticate_phone`,
        token,
        authenticatePhoneResponseSchema,
        body,
      );
    },
    /** 422 TOKEN_INVALID, 409 PHONE_TAKEN. */
    registerPhone(
      slug: string,
      token: string,
      body: { token: string; client: { name: string; phone: ClientPhone } },
    ): Promise<ApiResult<ClientSession>> {
      return send(
        "POST",
        `/${slug}/clients/registration_tokens/register_phone`,
        token,
        registerPhoneResponseSchema,
        body,
      );
    },
    simpleRegistration(slug: string, token: string, phone: ClientPhone): Promise<ApiResult<{ registered: boolean }>> {
      return send(
        "GET",
        `/${slug}/clients/simple_registrations/validate?${new URLSearchParams(phone)}`,
        token,
        simpleRegistrationResponseSchema,
      );
    },
    haveRegistration(
      slug: string,
      token: string,
      query: { email?: string; cpf?: string },
    ): Promise<ApiResult<{ email: boolean; cpf: boolean }>> {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return send("GET", `/${slug}/clients/have_registration?${search}`, token, haveRegistrationResponseSchema);
    },
    /** 422 TOKEN_INVALID when used, expired or foreign. */
    loginWithAuthToken(slug: string, token: string, authToken: string): Promise<ApiResult<ClientSession>> {
      return send("POST", `/${slug}/clients/login_with_auth_token`, token, loginWithAuthTokenResponseSchema, {
        auth_token: authToken,
      });
    },
    /** 401 SOCIAL_TOKEN_INVALID, 409 SOCIAL_EMAIL_UNVERIFIED, 422 SOCIAL_EMAIL_MISSING / SOCIAL_PROVIDER_DISABLED. */
    authenticateSocial(
      slug: string,
      token: string,
      provider: SocialProvider,
      body: SocialLoginRequest,
    ): Promise<ApiResult<SocialLoginSession>> {
      return send(
        "POST",
        `/${slug}/clients/social_logins/authenticate_${provider}`,
        token,
        socialLoginResponseSchema,
        body,
      );
    },
    /** 401 when the token is revoked or expired, 404 when it is not this client's. */
    getClient(slug: string, token: string, clientId: string | number): Promise<ApiResult<Client>> {
      return send("GET", `/${slug}/clients/${encodeURIComponent(String(clientId))}`, token, clientResponseSchema);
    },
    attachClientToCart(slug: string, token: string, guid: string, clientId: number): Promise<ApiResult<Cart>> {
      return send("POST", `/${slug}/carts/${encodeURIComponent(guid)}/client`, token, cartResponseSchema, {
        cart: { client: { id: clientId } },
      });
    },
    /** 422 BIRTHDATE_LOCKED. */
    updateClient(
      slug: string,
      token: string,
      clientId: number,
      client: UpdateClientRequest["client"],
    ): Promise<ApiResult<Client>> {
      return send("PUT", `/${slug}/clients/${clientId}`, token, clientResponseSchema, { client });
    },
    /** 422 TOKEN_INVALID, 409 EMAIL_TAKEN. */
    updateEmail(
      slug: string,
      token: string,
      clientId: number,
      body: { email: string; token: string },
    ): Promise<ApiResult<Client>> {
      return send("PUT", `/${slug}/clients/${clientId}/update_email`, token, clientResponseSchema, body);
    },
    editableData(slug: string, token: string, clientId: number): Promise<ApiResult<EditableData>> {
      return send("GET", `/${slug}/clients/${clientId}/editable_data`, token, editableDataResponseSchema);
    },
    deleteClient(slug: string, token: string, clientId: number, reason: string): Promise<ApiResult<{ deleted: true }>> {
      const query = new URLSearchParams({ reason, platform: "3" });
      return send("DELETE", `/${slug}/clients/${clientId}?${query}`, token, deleteClientResponseSchema);
    },
    listAddresses(slug: string, token: string, clientId: number): Promise<ApiResult<ClientAddress[]>> {
      return send("GET", `/${slug}/clients/${clientId}/addresses?size=100&page=1`, token, addressListResponseSchema);
    },
    createAddress(
      slug: string,
      token: string,
      clientId: number,
      address: AddressInput,
    ): Promise<ApiResult<ClientAddress>> {
      return send("POST", `/${slug}/clients/${clientId}/addresses`, token, addressResponseSchema, { address });
    },
    /** 404 for an address that is not this client's. */
    updateAddress(
      slug: string,
      token: string,
      clientId: number,
      addressId: number,
      address: AddressInput,
    ): Promise<ApiResult<ClientAddress>> {
      return send("PUT", `/${slug}/clients/${clientId}/addresses/${addressId}`, token, addressResponseSchema, {
        address,
      });
    },
    deleteAddress(
      slug: string,
      token: string,
      clientId: number,
      addressId: number,
    ): Promise<ApiResult<{ deleted: true }>> {
      return send("DELETE", `/${slug}/clients/${clientId}/addresses/${addressId}`, token, deleteAddressResponseSchema);
    },
    /** 404 NOT_FOUND for a code the dataset does not know. */
    lookupPostalCode(
      slug: string,
      token: string,
      zipCode: string,
      country: CountryCode,
    ): Promise<ApiResult<PostalCodeLookup>> {
      return send(
        "GET",
        `/${slug}/locations/cep/${encodeURIComponent(zipCode)}?country=${country}`,
        token,
        postalCodeLookupResponseSchema,
      );
    },
    reverseGeocode(
      slug: string,
      token: string,
      latitude: number,
      longitude: number,
    ): Promise<ApiResult<GeocodedAddress>> {
      const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
      return send("GET", `/${slug}/locations/reverse_geocoding?${query}`, token, geocodingResponseSchema);
    },
    geocode(slug: string, token: string, address: GeocodingQuery): Promise<ApiResult<GeocodedAddress>> {
      const query = new URLSearchParams(
        Object.entries(address).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return send("GET", `/${slug}/locations/geocoding?${query}`, token, geocodingResponseSchema);
    },
    /** Kilometres from `from` (the store when absent) to a point. */
    distance(
      slug: string,
      token: string,
      to: Coordinates,
      from?: Coordinates,
    ): Promise<ApiResult<{ distance_km: number }>> {
      const query = new URLSearchParams({ latitude: String(to.latitude), longitude: String(to.longitude) });
      if (from) {
        query.set("from_latitude", String(from.latitude));
        query.set("from_longitude", String(from.longitude));
      }
      return send("GET", `/${slug}/locations/distance?${query}`, token, distanceResponseSchema);
    },
    /** Last used first. */
    listCards(slug: string, token: string, clientId: number): Promise<ApiResult<SavedCard[]>> {
      return send("GET", `/${slug}/clients/${clientId}/cards`, token, savedCardListResponseSchema);
    },
    /** 422 TOKEN_INVALID, 422 CARD_BRAND_NOT_ACCEPTED. */
    saveCard(
      slug: string,
      token: string,
      clientId: number,
      card: { token: string; nickname: string | null },
    ): Promise<ApiResult<SavedCard & { already_saved: boolean }>> {
      return send("POST", `/${slug}/clients/${clientId}/cards`, token, saveCardResponseSchema, { card });
    },
    deleteCard(slug: string, token: string, clientId: number, guid: string): Promise<ApiResult<{ deleted: true }>> {
      return send(
        "DELETE",
        `/${slug}/clients/${clientId}/cards/${encodeURIComponent(guid)}`,
        token,
        deleteCardResponseSchema,
      );
    },
    cardRegistrationSettings(slug: string, token: string): Promise<ApiResult<CardRegistrationSettings>> {
      return send(
        "GET",
        `/${slug}/online_payment_settings/card_registration`,
        token,
        cardRegistrationSettingsResponseSchema,
      );
    },
  };
}

export function orderCalls(send: Send) {
  return {
    paymentMethods(
      slug: string,
      token: string,
      query: { clientId?: number; modality: "delivery" | "store" },
    ): Promise<ApiResult<PaymentMethods>> {
      const search = new URLSearchParams({
        modality: query.modality,
        ...(query.clientId ? { client_id: String(query.clientId) } : {}),
      });
      return send("GET", `/${slug}/payment_methods?${search}`, token, paymentMethodsResponseSchema);
    },
    /** PSE's banks at the store's provider (422 where the store takes no PSE). */
    pseForm(slug: string, token: string): Promise<ApiResult<PseForm>> {
      return send("GET", `/${slug}/online_payment_settings/pse_form`, token, pseFormResponseSchema);
    },
    /** The caller's cart priced as the order would be, at each saved address and with each campaign's payment. */
    quoteCart(slug: string, token: string, guid: string): Promise<ApiResult<CartQuotes>> {
      return send("GET", `/${slug}/carts/${encodeURIComponent(guid)}/quotes`, token, cartQuotesResponseSchema);
    },
    placeOrder(slug: string, token: string, body: PlaceOrderRequest): Promise<ApiResult<Order>> {
      return send("POST", `/${slug}/orders`, token, orderResponseSchema, body);
    },
    /** 404 NOT_FOUND for an order that is not the caller's (visitor or client). */
    getOrder(slug: string, token: string, orderId: number): Promise<ApiResult<Order>> {
      return send("GET", `/${slug}/orders/${orderId}`, token, orderResponseSchema);
    },
    /** The status alone, cheap enough for the store's "track your order" link. */
    getOrderStatus(
      slug: string,
      token: string,
      orderId: number,
    ): Promise<ApiResult<z.infer<typeof orderStatusResponseSchema>["data"]>> {
      return send("GET", `/${slug}/orders/${orderId}/status`, token, orderStatusResponseSchema);
    },
    listOrders(
      slug: string,
      token: string,
      clientId: number,
      page: number,
      size: number,
    ): Promise<ApiResult<OrderList>> {
      const query = new URLSearchParams({ page: String(page), size: String(size) });
      return send("GET", `/${slug}/clients/${clientId}/orders?${query}`, token, orderListEnvelopeSchema);
    },
    /** 422 INVALID_TRANSITION when it can no longer be canceled. */
    cancelOrder(slug: string, token: string, orderId: number): Promise<ApiResult<Order>> {
      return send("POST", `/${slug}/orders/${orderId}/cancel`, token, cancelOrderResponseSchema);
    },
    /** A new cart with what is still available; 422 INVALID_CART when nothing is. */
    reorder(
      slug: string,
      token: string,
      orderId: number,
    ): Promise<ApiResult<{ cart_guid: string; skipped: string[] }>> {
      return send("POST", `/${slug}/orders/${orderId}/reorder`, token, reorderResponseSchema);
    },
    /** 409 ALREADY_RATED, 422 NOT_DELIVERED or VALIDATION_ERROR. */
    rateOrder(slug: string, token: string, orderId: number, body: RateOrderRequest): Promise<ApiResult<Order>> {
      return send("POST", `/${slug}/orders/${orderId}/rating`, token, orderResponseSchema, body);
    },
    /** The hosted payment page's path; 404, 422 INVALID_TRANSITION / ONLINE_PAYMENT_FAILED. */
    chargeCard(
      slug: string,
      token: string,
      cartGuid: string,
      body: z.input<typeof chargeRequestSchema>,
    ): Promise<ApiResult<z.infer<typeof chargeResponseSchema>["data"]>> {
      return send(
        "POST",
        `/${slug}/carts/${encodeURIComponent(cartGuid)}/pharos_payments/charge`,
        token,
        chargeResponseSchema,
        body,
      );
    },
  };
}

export function tableCalls(send: Send) {
  return {
    /** 404: unknown, or the store takes no table orders. */
    tableByCode(slug: string, token: string, code: string): Promise<ApiResult<Table>> {
      return send("GET", `/${slug}/tables/code/${encodeURIComponent(code)}`, token, tableResponseSchema);
    },
    /** 404 for anyone not at its current sitting. */
    getTable(slug: string, token: string, tableId: number): Promise<ApiResult<Table>> {
      return send("GET", `/${slug}/tables/${tableId}`, token, tableResponseSchema);
    },
    /** Joins the table (or answers the caller's table client); 409 TABLE_CLOSED. */
    joinTable(
      slug: string,
      token: string,
      tableId: number,
      body: TableClientRequest,
    ): Promise<ApiResult<TableAssignment>> {
      return send("POST", `/${slug}/tables/${tableId}/client`, token, tableAssignmentResponseSchema, body);
    },
    leaveTable(slug: string, token: string, tableId: number): Promise<ApiResult<null>> {
      return send("DELETE", `/${slug}/tables/${tableId}/client`, token, nullResponseSchema);
    },
    tableCart(slug: string, token: string, tableId: number): Promise<ApiResult<{ guid: string | null }>> {
      return send("GET", `/${slug}/tables/${tableId}/cart`, token, tableCartResponseSchema);
    },
    /** The same round when asked again. */
    openRound(slug: string, token: string, tableId: number, cartGuid: string): Promise<ApiResult<Solicitation>> {
      return send("POST", `/${slug}/tables/${tableId}/solicitations`, token, solicitationResponseSchema, {
        cart_guid: cartGuid,
      });
    },
    /** A round already sent answers as it is. */
    sendRound(slug: string, token: string, tableId: number, solicitationId: number): Promise<ApiResult<Solicitation>> {
      return send(
        "POST",
        `/${slug}/tables/${tableId}/solicitations/${solicitationId}/send`,
        token,
        solicitationResponseSchema,
      );
    },
    tableConsumption(slug: string, token: string, tableId: number): Promise<ApiResult<Consumption>> {
      return send("GET", `/${slug}/tables/${tableId}/consumption`, token, consumptionResponseSchema);
    },
    /** The guests ask for the bill; 409 INVALID_TRANSITION once PAID or CLOSED. */
    askForBill(slug: string, token: string, tableId: number): Promise<ApiResult<Table>> {
      return send("POST", `/${slug}/tables/${tableId}/close`, token, tableResponseSchema);
    },
  };
}

/** A client's progress and points, never cached. */
export function loyaltyCalls(send: Send) {
  return {
    clientFidelity(
      slug: string,
      token: string,
      clientId: number,
    ): Promise<ApiResult<{ fidelity_programs: ClientFidelity[] }>> {
      return send("GET", `/${slug}/clients/${clientId}/fidelity_programs`, token, clientFidelityResponseSchema);
    },
    fidelitySeen(
      slug: string,
      token: string,
      clientId: number,
      programId: number,
    ): Promise<ApiResult<{ fidelity_programs: ClientFidelity[] }>> {
      return send(
        "POST",
        `/${slug}/clients/${clientId}/fidelity_programs/${programId}/seen`,
        token,
        clientFidelityResponseSchema,
      );
    },
    /** 404 when the store has no programme on. */
    loyaltySettings(slug: string, token: string): Promise<ApiResult<LoyaltySettings>> {
      return send("GET", `/${slug}/loyalty/loyalty_program/settings`, token, loyaltySettingsResponseSchema);
    },
    loyaltyPoints(
      slug: string,
      token: string,
      clientId: number,
    ): Promise<ApiResult<{ points: number; pending_points: number }>> {
      return send("GET", `/${slug}/loyalty/clients/${clientId}/points`, token, pointsResponseSchema);
    },
    loyaltyPointsToExpire(
      slug: string,
      token: string,
      clientId: number,
    ): Promise<ApiResult<z.infer<typeof pointsToExpireResponseSchema>["data"]>> {
      return send("GET", `/${slug}/loyalty/clients/${clientId}/points_to_expire`, token, pointsToExpireResponseSchema);
    },
    loyaltyExtract(slug: string, token: string, clientId: number): Promise<ApiResult<{ entries: LoyaltyEntry[] }>> {
      return send("GET", `/${slug}/loyalty/clients/${clientId}/extract`, token, extractResponseSchema);
    },
    loyaltyCampaigns(
      slug: string,
      token: string,
      clientId: number,
    ): Promise<ApiResult<{ campaigns: LoyaltyCampaign[] }>> {
      return send("GET", `/${slug}/loyalty/clients/${clientId}/campaigns`, token, loyaltyCampaignsResponseSchema);
    },
    loyaltyProductsToRedeem(
      slug: string,
      token: string,
      clientId: number,
    ): Promise<ApiResult<{ products: ProductToRedeem[] }>> {
      return send(
        "GET",
        `/${slug}/loyalty/clients/${clientId}/products_to_redeem`,
        token,
        productsToRedeemResponseSchema,
      );
    },
    validateCampaigns(
      slug: string,
      token: string,
      clientId: number,
      body: { cart_guid: string; payment_method: string | null },
    ): Promise<ApiResult<z.infer<typeof validateCampaignsResponseSchema>["data"]>> {
      return send(
        "POST",
        `/${slug}/loyalty/clients/${clientId}/validate_campaigns`,
        token,
        validateCampaignsResponseSchema,
        { ...body, card_guid: null },
      );
    },
  };
}
