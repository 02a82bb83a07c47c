import parsePhoneNumber, { type CountryCode as PhoneCountry } from "libphonenumber-js/min";
import * as z from "zod";
import { envelope } from "./envelope";
import { isWebUrl } from "./formats/links";
import type { CountryCode } from "./merchant";

// The owner's settings of the store's information pages, contact and integrations (decision 106):
// sections "pages", "contact" and "integrations" of decision 102's trail. Messages are locale keys
// under console.settings.pages.errors, shared by the console's forms and the API's field errors.

export const SETTINGS_PAGES_ERRORS = {
  tooLong: "console.settings.pages.errors.tooLong",
  phoneInvalid: "console.settings.pages.errors.phoneInvalid",
  emailInvalid: "console.settings.pages.errors.emailInvalid",
  linkInvalid: "console.settings.pages.errors.linkInvalid",
  ga4Invalid: "console.settings.pages.errors.ga4Invalid",
  pixelInvalid: "console.settings.pages.errors.pixelInvalid",
  repeated: "console.settings.pages.errors.repeated",
  clientIdInvalid: "console.settings.pages.errors.clientIdInvalid",
  secretPasted: "console.settings.pages.errors.secretPasted",
} as const;
const E = SETTINGS_PAGES_ERRORS;

/**
 * The texts the owner writes, one page each, in general_informations.terms_and_policies;
 * `about_us` is ours: the about page's text below the store's description.
 */
/** The longest text of one information page, in characters. */
export const RICH_TEXT_MAX = 20_000;

export const informationPages = [
  "about_us",
  "terms_of_use",
  "cancellation_policy",
  "repentance_policy",
  "privacy_policy",
  "superapp_description",
] as const;
export const informationPageSchema = z.enum(informationPages);
export type InformationPage = (typeof informationPages)[number];

export const informationPagesResponseSchema = envelope(
  z.object({ pages: z.record(informationPageSchema, z.string().nullable()), version: z.number().int() }),
);
export type InformationPagesRead = z.infer<typeof informationPagesResponseSchema>["data"];

/** Blank is no page (its link and URL gone, decision 028). */
export const informationPageRequestSchema = z.strictObject({
  text: z
    .string()
    .max(RICH_TEXT_MAX, { error: E.tooLong })
    .nullable()
    .transform((text) => (text?.trim() ? text : null)),
});

// Contact.

export const CONTACT_TEXT_MAX = 120;
export const SOCIAL_NETWORKS = ["instagram", "facebook", "tiktok", "twitter", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const REGION: Record<CountryCode, PhoneCountry> = { BRA: "BR", COL: "CO", MEX: "MX" };

/**
 * A phone as the owner types it ("(11) 3142-0857", "+55 11 3142 0857"), read in the store's
 * country unless it carries its own code; null when libphonenumber says it is no number.
 */
export function storePhone(typed: string, country: CountryCode): { ddi: string; national: string } | null {
  const phone = parsePhoneNumber(typed, REGION[country]);
  if (!phone?.isValid()) return null;
  return { ddi: phone.countryCallingCode, national: phone.nationalNumber };
}

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: E.tooLong })
    .nullable()
    .transform((text) => (text ? text : null));

const optionalLink = optional(2048).refine((link) => link === null || isWebUrl(link), { error: E.linkInvalid });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phones are checked by the API against the store's country (storePhone). */
export const contactRequestSchema = z.strictObject({
  visible: z.boolean(),
  phone: optional(40),
  email: optional(CONTACT_TEXT_MAX).refine((email) => email === null || EMAIL.test(email), { error: E.emailInvalid }),
  whatsapp: optional(40),
  whatsapp_visible: z.boolean(),
  website: optionalLink,
  link_faq: optionalLink,
  address: z.strictObject({
    visible: z.boolean(),
    street: optional(CONTACT_TEXT_MAX),
    number: optional(20),
    complement: optional(CONTACT_TEXT_MAX),
    neighborhood: optional(CONTACT_TEXT_MAX),
    city: optional(CONTACT_TEXT_MAX),
    state: optional(40),
    zip_code: optional(20),
    reference_point: optional(CONTACT_TEXT_MAX),
  }),
  social: z.strictObject(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalLink])) as Record<
      SocialNetwork,
      typeof optionalLink
    >,
  ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSettings = z.output<typeof contactRequestSchema>;

/** What the form shows: phones as `+` and digits, every text null when none. */
export const contactResponseSchema = envelope(
  z.object({
    visible: z.boolean(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    whatsapp: z.string().nullable(),
    whatsapp_visible: z.boolean(),
    website: z.string().nullable(),
    link_faq: z.string().nullable(),
    address: z.object({
      visible: z.boolean(),
      street: z.string().nullable(),
      number: z.string().nullable(),
      complement: z.string().nullable(),
      neighborhood: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip_code: z.string().nullable(),
      reference_point: z.string().nullable(),
    }),
    social: z.record(z.enum(SOCIAL_NETWORKS), z.string().nullable()),
    version: z.number().int(),
  }),
);
export type ContactRead = z.infer<typeof contactResponseSchema>["data"];

// Integrations: the analytics ids and the social login providers' public client ids.

/** At most two of each, as the storefront loads them (decision 032). */
export const ANALYTICS_IDS_MAX = 2;
export const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
export const PIXEL_ID = /^\d{10,20}$/;
export const PIXEL_EVENTS = [
  "add_payment_info",
  "add_to_cart",
  "initiate_checkout",
  "lead",
  "purchase",
  "remove_from_cart",
  "view_content",
] as const;

/**
 * Client ids are public; what sits beside them in a provider's console is not. A Google client
 * secret (GOCSPX-…), a private key or a token pasted here is refused with its reason, never kept.
 */
const SECRET_SHAPES = [/^GOCSPX-/i, /-----BEGIN/, /^(?:EAA|ya29\.)/, /^[a-f0-9]{32}$/i];
export const looksSecret = (value: string) => SECRET_SHAPES.some((shape) => shape.test(value.trim()));

export const CLIENT_ID_FORMATS = {
  google: /^[0-9]{6,30}-[a-z0-9]{10,64}\.apps\.googleusercontent\.com$/,
  facebook: /^[0-9]{5,20}$/,
  /** A Services ID is a reverse domain name: com.example.web. */
  apple: /^[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6}$/,
} as const;
export type SocialLoginProvider = keyof typeof CLIENT_ID_FORMATS;
export const SOCIAL_LOGIN_PROVIDERS = ["google", "facebook", "apple"] as const satisfies SocialLoginProvider[];

const clientId = (provider: SocialLoginProvider) =>
  z
    .string()
    .trim()
    .max(200, { error: E.clientIdInvalid })
    .nullable()
    .transform((id) => (id ? id : null))
    .superRefine((id, context) => {
      if (id === null || CLIENT_ID_FORMATS[provider].test(id)) return;
      context.addIssue({ code: "custom", message: looksSecret(id) ? E.secretPasted : E.clientIdInvalid });
    });

const uniqueIds = (ids: string[]) => new Set(ids).size === ids.length;

const pixelFlags = {
  facebook_api_conversion_enabled: z.boolean(),
  ...(Object.fromEntries(PIXEL_EVENTS.map((event) => [event, z.boolean()])) as Record<
    (typeof PIXEL_EVENTS)[number],
    z.ZodBoolean
  >),
};

export const pixelSettingsSchema = z.strictObject({
  facebook_pixel_id: z.string().trim().regex(PIXEL_ID, { error: E.pixelInvalid }),
  ...pixelFlags,
});

export const integrationsRequestSchema = z.strictObject({
  ga4: z
    .array(
      z
        .string()
        .trim()
        .transform((id) => id.toUpperCase())
        .pipe(z.string().regex(GA4_ID, { error: E.ga4Invalid })),
    )
    .max(ANALYTICS_IDS_MAX)
    .refine(uniqueIds, { error: E.repeated }),
  facebook: z
    .array(pixelSettingsSchema)
    .max(ANALYTICS_IDS_MAX)
    .refine((pixels) => uniqueIds(pixels.map((pixel) => pixel.facebook_pixel_id)), { error: E.repeated }),
  social_login: z.strictObject(
    Object.fromEntries(
      SOCIAL_LOGIN_PROVIDERS.map((provider) => [
        provider,
        z.strictObject({ enabled: z.boolean(), client_id: clientId(provider) }),
      ]),
    ) as Record<SocialLoginProvider, z.ZodObject<{ enabled: z.ZodBoolean; client_id: ReturnType<typeof clientId> }>>,
  ),
});
export type IntegrationsRequest = z.input<typeof integrationsRequestSchema>;
export type IntegrationsSettings = z.output<typeof integrationsRequestSchema>;

export const integrationsResponseSchema = envelope(
  z.object({
    ga4: z.array(z.string()),
    facebook: z.array(z.object({ facebook_pixel_id: z.string(), ...pixelFlags })),
    social_login: z.record(
      z.enum(SOCIAL_LOGIN_PROVIDERS),
      z.object({ enabled: z.boolean(), client_id: z.string().nullable() }),
    ),
    version: z.number().int(),
  }),
);
export type IntegrationsRead = z.infer<typeof integrationsResponseSchema>["data"];
