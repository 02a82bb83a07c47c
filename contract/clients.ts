import * as z from "zod";
import { envelope, pagingSchema } from "./envelope";
import { CARD_NICKNAME_MAX } from "./limits";
import { countryCodeSchema } from "./merchant";

/*
 * Customer accounts (customer spec §2-§9): login and registration, profile, addresses, saved cards.
 * Every path is under the merchant slug (`/{slug}/clients/…`) and carries the caller's access token.
 * A client exists for one merchant only: the same e-mail at two merchants is two clients.
 *
 * Login answers a new access token naming the client (`client_id`) and a session (`sid`) on top of the
 * caller's visitor id, so the visitor's cart stays theirs. Logout revokes that session: the token is
 * refused from then on (401), even if a copy of it survives somewhere. Every `/clients/{id}/…` call
 * whose token does not name that client on that slug answers 404 with no data.
 */

// ---------------------------------------------------------------------------------------------
// Shapes

/** A phone as the spec splits it (§5): country dialling code, area code, the rest. Digits only. */
export const clientPhoneSchema = z.object({
  country_code: z.string().regex(/^\d{1,3}$/),
  ddd: z.string().regex(/^\d{2,3}$/),
  number: z.string().regex(/^\d{6,9}$/),
});
export type ClientPhone = z.infer<typeof clientPhoneSchema>;

export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A client as the API gives it to that client (never to anyone else). */
export const clientSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  /** Tax id as digits (CPF in Brazil), null when not given. */
  cpf: z.string().nullable(),
  phone: clientPhoneSchema.nullable(),
  /** ISO date (yyyy-mm-dd), null when not given. */
  birthdate: z.string().nullable(),
  /** The birthdate can be set or changed once (spec §3); false after that. */
  birthdate_editable: z.boolean(),
  notifications: notificationPreferencesSchema,
  /** The merchant asked for this client to be logged out (spec §4): the storefront logs out and goes to /{slug}. */
  should_disconnect: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

/** What a login or a registration gives back: the client and the token that acts for them. */
export const clientSessionSchema = z.object({
  client: clientSchema,
  access_token: z.string(),
  /** Seconds until the token expires (CLIENT_TOKEN_TTL_SECONDS). */
  expires_in: z.number().int().positive(),
});
export type ClientSession = z.infer<typeof clientSessionSchema>;

/** A client token lives 30 days (one of the lifetimes of spec §9: 2592000 s). */
export const CLIENT_TOKEN_TTL_SECONDS = 2_592_000;
/** A 6-digit e-mail token lives 10 minutes. */
export const EMAIL_TOKEN_TTL_SECONDS = 600;

// ---------------------------------------------------------------------------------------------
// Login and registration (§7 "Authentication and registration")

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const password = z.string().min(6).max(200);
const sixDigits = z.string().regex(/^\d{6}$/);

/** POST /{slug}/clients/login. 401 INVALID_CREDENTIALS (no such e-mail), 401 INVALID_PASSWORD, 429 RATE_LIMITED. */
export const loginRequestSchema = z.object({ email, password });
export const loginResponseSchema = envelope(clientSessionSchema);

/** POST /{slug}/clients/logout (no body): revokes the caller's client session. 204-like `{ data: { logged_out: true } }`. */
export const logoutResponseSchema = envelope(z.object({ logged_out: z.literal(true) }));

/**
 * POST /{slug}/clients/registration_tokens/token_email: a 6-digit token mailed to `email` (the
 * API's mail outbox locally). `purpose` "login" (default) serves login by code and registration;
 * "update_email" is asked by a logged-in client for a new address. Always `{ sent: true }` (no hint
 * whether the e-mail is registered); 429 RATE_LIMITED when asked too often.
 */
export const tokenEmailRequestSchema = z.object({ email, purpose: z.enum(["login", "update_email"]).default("login") });
export const tokenEmailResponseSchema = envelope(z.object({ sent: z.literal(true) }));

/**
 * POST /{slug}/clients/registration_tokens/authenticate_email: checks the token (spec §4: status 200
 * and `valid`). A registered e-mail is logged in at once (`session`); a new one gets `session: null`
 * and registers with the same token through register_client. 422 TOKEN_INVALID (wrong or expired),
 * 429 RATE_LIMITED with Retry-After after too many wrong tokens (the API's login limits).
 */
export const authenticateEmailRequestSchema = z.object({ email, token: sixDigits });
export const authenticateEmailResponseSchema = envelope(z.object({ valid: z.literal(true), registered: z.boolean(), session: clientSessionSchema.nullable() }));

/** The fields of a new client (the e-mail is the one the token was sent to). */
export const newClientSchema = z.object({
  name: z.string().trim().min(2).max(50),
  email,
  /** Optional: login by e-mail token works without one. */
  password: password.optional(),
  phone: clientPhoneSchema.optional(),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
});
/**
 * POST /{slug}/clients/registration_tokens/register_client: creates the client and logs them in.
 * 422 TOKEN_INVALID, 409 EMAIL_TAKEN ('e-mail already used'), 409 CPF_TAKEN.
 */
export const registerClientRequestSchema = z.object({ token: sixDigits, client: newClientSchema });
export const registerClientResponseSchema = envelope(clientSessionSchema);

/** GET /{slug}/clients/have_registration?email=&cpf=: which of the two already has a client here. */
export const haveRegistrationQuerySchema = z.object({
  email: email.optional(),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
});
export const haveRegistrationResponseSchema = envelope(z.object({ email: z.boolean(), cpf: z.boolean() }));

/** GET /{slug}/clients/simple_registrations/validate?ddd=&number=&country_code=: is the phone a client's here. */
export const simpleRegistrationQuerySchema = z.object({
  ddd: z.string().regex(/^\d{2,3}$/),
  number: z.string().regex(/^\d{6,9}$/),
  country_code: z.string().regex(/^\d{1,3}$/),
});
export const simpleRegistrationResponseSchema = envelope(z.object({ registered: z.boolean() }));

/**
 * Phone codes (customer spec §2, §5): the e-mail codes' rules for a phone. POST
 * …/registration_tokens/token_phone sends a 6-digit code by SMS (or WhatsApp) to a phone of the
 * merchant's country: `{ sent: true }`, 400 VALIDATION_ERROR on `phone` for another country's
 * number, 429 RATE_LIMITED as token_email, 503 MESSAGE_NOT_SENT when the provider did not take it.
 * …/authenticate_phone logs in the client that has the phone (`registered`), or answers
 * `session: null` and keeps the code for …/register_phone, which creates a client with a name and
 * that phone and no e-mail (`email` is "" until one is confirmed). 422 TOKEN_INVALID for a wrong,
 * expired or used code; 409 PHONE_TAKEN when registering a phone a client already has.
 */
export const phoneChannelSchema = z.enum(["sms", "whatsapp"]);
export type PhoneChannel = z.infer<typeof phoneChannelSchema>;
export const tokenPhoneRequestSchema = z.object({ phone: clientPhoneSchema, channel: phoneChannelSchema.default("sms") });
export const tokenPhoneResponseSchema = envelope(z.object({ sent: z.literal(true) }));
export const authenticatePhoneRequestSchema = z.object({ phone: clientPhoneSchema, token: sixDigits });
export const authenticatePhoneResponseSchema = authenticateEmailResponseSchema;
export const registerPhoneRequestSchema = z.object({
  token: sixDigits,
  client: z.object({ name: z.string().trim().min(2).max(50), phone: clientPhoneSchema }),
});
export const registerPhoneResponseSchema = envelope(clientSessionSchema);

/**
 * GET /{slug}/clients/single_sign_on_link?origin=&method=: a one-use auth link for the caller's own
 * client (15 minutes), `{ auth_token }`. POST /{slug}/clients/login_with_auth_token { auth_token }
 * logs in with it (422 TOKEN_INVALID when used, expired or of another merchant).
 */
export const singleSignOnLinkResponseSchema = envelope(z.object({ auth_token: z.string() }));
export const loginWithAuthTokenRequestSchema = z.object({ auth_token: z.string().min(1).max(200) });
export const loginWithAuthTokenResponseSchema = envelope(clientSessionSchema);

/**
 * Social login providers of the merchant (spec §3): all disabled by default. GET /{slug}/social_login_settings.
 * `apple.client_id` is ours (the spec shows only `enabled`): the merchant's Apple Services ID.
 */
export const socialLoginSettingsSchema = z.object({
  apple: z.object({ enabled: z.boolean(), client_id: z.string().nullable().default(null) }),
  facebook: z.object({ enabled: z.boolean(), client_id: z.string().nullable(), enabled_android: z.boolean(), enabled_ios: z.boolean() }),
  google: z.object({
    enabled: z.boolean(),
    client_id: z.string().nullable(),
    client_id_android: z.string().nullable(),
    enabled_android: z.boolean(),
    client_id_ios: z.string().nullable(),
    enabled_ios: z.boolean(),
  }),
});
export type SocialLoginSettings = z.infer<typeof socialLoginSettingsSchema>;
export const socialLoginSettingsResponseSchema = envelope(socialLoginSettingsSchema);

// ---------------------------------------------------------------------------------------------
// Profile (§7 "Profile")

/** GET /{slug}/clients/{id}. */
export const clientResponseSchema = envelope(clientSchema);

/**
 * PUT /{slug}/clients/{id}: any of these; a birthdate when `birthdate_editable` is false is 422
 * BIRTHDATE_LOCKED. Answers the updated client.
 */
export const updateClientRequestSchema = z.object({
  client: z
    .object({
      name: z.string().trim().min(2).max(50),
      phone: clientPhoneSchema.nullable(),
      birthdate: z.iso.date(),
      notifications: notificationPreferencesSchema,
    })
    .partial(),
});

/** PUT /{slug}/clients/{id}/update_email: the token mailed to the new address (purpose update_email). 422 TOKEN_INVALID, 409 EMAIL_TAKEN. */
export const updateEmailRequestSchema = z.object({ email, token: sixDigits });

/** PUT /{slug}/clients/{id}/edit_name { name }: answers the updated client (clientResponseSchema). */
export const editNameRequestSchema = z.object({ name: z.string().trim().min(2).max(50) });

/** GET /{slug}/clients/{id}/editable_data. */
export const editableDataResponseSchema = envelope(z.object({ name: z.boolean(), email: z.boolean(), phone: z.boolean(), birthdate: z.boolean() }));

/** DELETE /{slug}/clients/{id}?reason=&platform=3: the account is erased (personal data wiped, sessions revoked). */
export const deleteClientQuerySchema = z.object({ reason: z.string().trim().min(1).max(500), platform: z.literal("3") });
export const deleteClientResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

// ---------------------------------------------------------------------------------------------
// Addresses (§7 "Addresses")

/** Labels of a saved address (Casa, Trabalho, Outro). */
export const addressLabelSchema = z.enum(["HOME", "WORK", "OTHER"]);
export type AddressLabel = z.infer<typeof addressLabelSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** An address as sent (wrapped in `{ address }`, spec §3). zip_code as digits of the country's length. */
export const addressInputSchema = z.object({
  name: addressLabelSchema,
  zip_code: z.string().regex(/^\d{5,8}$/),
  street: text(120),
  number: text(20),
  complement: optionalText(80),
  neighborhood: text(80),
  city: text(80),
  state: text(40),
  country: countryCodeSchema,
  reference_point: optionalText(120),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const clientAddressSchema = addressInputSchema.extend({
  id: z.number().int().positive(),
  complement: z.string().nullable(),
  reference_point: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ClientAddress = z.infer<typeof clientAddressSchema>;

/** POST /{slug}/clients/{id}/addresses and PUT …/addresses/{addressId}. At most 100 addresses a client (422 VALIDATION_ERROR). */
export const addressRequestSchema = z.object({ address: addressInputSchema });
export const addressResponseSchema = envelope(clientAddressSchema);
/** GET /{slug}/clients/{id}/addresses?size=100&page=1. */
export const addressListResponseSchema = z.object({ data: z.array(clientAddressSchema), paging: pagingSchema });
export const deleteAddressResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

/**
 * GET /{slug}/locations/cep/{cep}?country=BRA|COL|MEX: a postal code of the bundled demo dataset,
 * 404 NOT_FOUND otherwise ('address not found'). Fields the dataset does not know are null.
 */
export const postalCodeLookupSchema = z.object({
  zip_code: z.string(),
  street: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: countryCodeSchema,
  latitude: z.number(),
  longitude: z.number(),
});
export type PostalCodeLookup = z.infer<typeof postalCodeLookupSchema>;
export const postalCodeLookupResponseSchema = envelope(postalCodeLookupSchema);

// ---------------------------------------------------------------------------------------------
// Saved cards (§7 "Cards and online payment"); no card number ever reaches the API or the storefront

export const cardBrandCodeSchema = z.enum(["MASTER", "VISA", "ELO", "SODEXO", "ALELO", "VR", "AMEX", "TICKET"]);

export const savedCardSchema = z.object({
  guid: z.string(),
  brand: cardBrandCodeSchema,
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  last_four_digits: z.string().regex(/^\d{4}$/),
  nickname: z.string().nullable(),
  /** The card last used for an order (spec §4: shown first). */
  last_used: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /{slug}/clients/{id}/cards: last used first, then newest first. */
export const savedCardListResponseSchema = envelope(z.array(savedCardSchema));
/** GET /{slug}/clients/{id}/cards/last_used_card: null when none. */
export const lastUsedCardResponseSchema = envelope(savedCardSchema.nullable());
/**
 * POST /{slug}/clients/{id}/cards { card: { token, nickname } }: `token` is the payment provider's
 * (sandbox: from its hosted page), single use. 422 TOKEN_INVALID (unknown, used or of another
 * merchant), 422 CARD_BRAND_NOT_ACCEPTED (not among card_registration's accepted_brands). The same
 * card saved again is the one already saved: 200 with `already_saved` (201 for a new card).
 */
export const saveCardRequestSchema = z.object({
  card: z.object({ token: z.string().min(1).max(200), nickname: z.string().trim().max(CARD_NICKNAME_MAX).nullable().optional() }),
});
export const saveCardResponseSchema = envelope(savedCardSchema.extend({ already_saved: z.boolean() }));
/** DELETE /{slug}/clients/{id}/cards/{guid}. */
export const deleteCardResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

/** GET /{slug}/online_payment_settings/card_registration: the payment config (spec §3). */
export const cardRegistrationSettingsSchema = z.object({
  accepted_brands: z.array(cardBrandCodeSchema),
  /** How cards are registered: the provider's hosted page (the sandbox locally). */
  method: z.literal("HOSTED_PAGE"),
  /**
   * Where the browser is sent to enter a card: `{hosted_page_url}?app_id=&return_url=&cancel_url=&locale=`.
   * The sandbox's is a path on the storefront's own origin ("/_provider/cards"), which the storefront
   * passes through to the API's sandbox provider untouched; a real provider's is its https URL.
   * The provider sends the browser back to return_url (a path) with `card_token` in the query.
   */
  hosted_page_url: z.string(),
  app_id: z.string(),
});
export type CardRegistrationSettings = z.infer<typeof cardRegistrationSettingsSchema>;
export const cardRegistrationSettingsResponseSchema = envelope(cardRegistrationSettingsSchema);

/** Error codes of this file (besides the common ones of envelope.ts). */
export const clientErrorCodes = [
  "INVALID_CREDENTIALS",
  "INVALID_PASSWORD",
  "TOKEN_INVALID",
  "EMAIL_TAKEN",
  "CPF_TAKEN",
  "PHONE_TAKEN",
  "BIRTHDATE_LOCKED",
  "CARD_BRAND_NOT_ACCEPTED",
] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];
