import * as z from "zod";
import { envelope, pagingSchema } from "./envelope";
import { CARD_NICKNAME_MAX } from "./limits";
import { countryCodeSchema } from "./merchant";

// A client exists for one merchant only. Every `/clients/{id}/…` call whose token does not name that client
// answers 404 with no data.

/** Digits only, split as the spec does: country dialling code, area code, the rest. */
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

export const clientSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  phone: clientPhoneSchema.nullable(),
  /** ISO date (yyyy-mm-dd). */
  birthdate: z.string().nullable(),
  /** Set or changed once; false after that. */
  birthdate_editable: z.boolean(),
  notifications: notificationPreferencesSchema,
  should_disconnect: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSessionSchema = z.object({
  client: clientSchema,
  access_token: z.string(),
  expires_in: z.number().int().positive(),
});
export type ClientSession = z.infer<typeof clientSessionSchema>;

/** 30 days, in seconds. */
export const CLIENT_TOKEN_TTL_SECONDS = 2_592_000;
export const EMAIL_TOKEN_TTL_SECONDS = 600;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const password = z.string().min(6).max(200);
const sixDigits = z.string().regex(/^\d{6}$/);

export const loginRequestSchema = z.object({ email, password });
export const loginResponseSchema = envelope(clientSessionSchema);

export const logoutResponseSchema = envelope(z.object({ logged_out: z.literal(true) }));

/** Always `{ sent: true }`: no hint whether the e-mail is registered. */
export const tokenEmailRequestSchema = z.object({ email, purpose: z.enum(["login", "update_email"]).default("login") });
export const tokenEmailResponseSchema = envelope(z.object({ sent: z.literal(true) }));

export const authenticateEmailRequestSchema = z.object({ email, token: sixDigits });
export const authenticateEmailResponseSchema = envelope(
  z.object({ valid: z.literal(true), registered: z.boolean(), session: clientSessionSchema.nullable() }),
);

export const newClientSchema = z.object({
  name: z.string().trim().min(2).max(50),
  email,
  /** Login by e-mail code works without one. */
  password: password.optional(),
  phone: clientPhoneSchema.optional(),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
});
export const registerClientRequestSchema = z.object({ token: sixDigits, client: newClientSchema });
export const registerClientResponseSchema = envelope(clientSessionSchema);

export const haveRegistrationQuerySchema = z.object({
  email: email.optional(),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
});
export const haveRegistrationResponseSchema = envelope(z.object({ email: z.boolean(), cpf: z.boolean() }));

export const simpleRegistrationQuerySchema = z.object({
  ddd: z.string().regex(/^\d{2,3}$/),
  number: z.string().regex(/^\d{6,9}$/),
  country_code: z.string().regex(/^\d{1,3}$/),
});
export const simpleRegistrationResponseSchema = envelope(z.object({ registered: z.boolean() }));

export const phoneChannelSchema = z.enum(["sms", "whatsapp"]);
export type PhoneChannel = z.infer<typeof phoneChannelSchema>;
export const tokenPhoneRequestSchema = z.object({
  phone: clientPhoneSchema,
  channel: phoneChannelSchema.default("sms"),
});
export const tokenPhoneResponseSchema = envelope(z.object({ sent: z.literal(true) }));
export const authenticatePhoneRequestSchema = z.object({ phone: clientPhoneSchema, token: sixDigits });
export const authenticatePhoneResponseSchema = authenticateEmailResponseSchema;
export const registerPhoneRequestSchema = z.object({
  token: sixDigits,
  client: z.object({ name: z.string().trim().min(2).max(50), phone: clientPhoneSchema }),
});
export const registerPhoneResponseSchema = envelope(clientSessionSchema);

export const singleSignOnLinkResponseSchema = envelope(z.object({ auth_token: z.string() }));
export const loginWithAuthTokenRequestSchema = z.object({ auth_token: z.string().min(1).max(200) });
export const loginWithAuthTokenResponseSchema = envelope(clientSessionSchema);

/** `apple.client_id` is ours (the spec shows only `enabled`). */
export const socialLoginSettingsSchema = z.object({
  apple: z.object({ enabled: z.boolean(), client_id: z.string().nullable().default(null) }),
  facebook: z.object({
    enabled: z.boolean(),
    client_id: z.string().nullable(),
    enabled_android: z.boolean(),
    enabled_ios: z.boolean(),
  }),
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

export const clientResponseSchema = envelope(clientSchema);

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

export const updateEmailRequestSchema = z.object({ email, token: sixDigits });

export const editNameRequestSchema = z.object({ name: z.string().trim().min(2).max(50) });

export const editableDataResponseSchema = envelope(
  z.object({ name: z.boolean(), email: z.boolean(), phone: z.boolean(), birthdate: z.boolean() }),
);

export const deleteClientQuerySchema = z.object({
  reason: z.string().trim().min(1).max(500),
  platform: z.literal("3"),
});
export const deleteClientResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

export const addressLabelSchema = z.enum(["HOME", "WORK", "OTHER"]);
export type AddressLabel = z.infer<typeof addressLabelSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

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

/** At most 100 addresses a client (422 VALIDATION_ERROR). */
export const addressRequestSchema = z.object({ address: addressInputSchema });
export const addressResponseSchema = envelope(clientAddressSchema);
export const addressListResponseSchema = z.object({ data: z.array(clientAddressSchema), paging: pagingSchema });
export const deleteAddressResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

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

// No card number ever reaches the API or the storefront.

export const cardBrandCodeSchema = z.enum(["MASTER", "VISA", "ELO", "SODEXO", "ALELO", "VR", "AMEX", "TICKET"]);

export const savedCardSchema = z.object({
  guid: z.string(),
  brand: cardBrandCodeSchema,
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  last_four_digits: z.string().regex(/^\d{4}$/),
  nickname: z.string().nullable(),
  last_used: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListResponseSchema = envelope(z.array(savedCardSchema));
export const lastUsedCardResponseSchema = envelope(savedCardSchema.nullable());
/** The same card saved again is the one already saved: 200 with `already_saved` (201 for a new card). */
export const saveCardRequestSchema = z.object({
  card: z.object({
    token: z.string().min(1).max(200),
    nickname: z.string().trim().max(CARD_NICKNAME_MAX).nullable().optional(),
  }),
});
export const saveCardResponseSchema = envelope(savedCardSchema.extend({ already_saved: z.boolean() }));
export const deleteCardResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

export const cardRegistrationSettingsSchema = z.object({
  accepted_brands: z.array(cardBrandCodeSchema),
  method: z.literal("HOSTED_PAGE"),
  /**
   * The sandbox's is a path on the storefront's own origin ("/_provider/cards"), passed through to the API; a
   * real provider's is its https URL.
   */
  hosted_page_url: z.string(),
  app_id: z.string(),
});
export type CardRegistrationSettings = z.infer<typeof cardRegistrationSettingsSchema>;
export const cardRegistrationSettingsResponseSchema = envelope(cardRegistrationSettingsSchema);

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
