import * as z from "zod";
import { envelope } from "./envelope";
import { imageUrlSchema, optionalLink, webUrlSchema } from "./formats/links";

export const accountTypeSchema = z.enum(["FRANCHISE", "STORE"]);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const slugTypeSchema = z.object({
  type: accountTypeSchema,
  slug_franchise: z.string().nullable(),
});
export type SlugType = z.infer<typeof slugTypeSchema>;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const colorShadesSchema = z.object({ pure: hex, light: hex, medium: hex, dark: hex });
export type ColorShades = z.infer<typeof colorShadesSchema>;

export const stylizationsSchema = z.object({
  brand_colors: colorShadesSchema.nullable(),
  highlight_colors: colorShadesSchema.nullable(),
  logo: z
    .object({ large: imageUrlSchema, medium: imageUrlSchema, original: imageUrlSchema, small: imageUrlSchema })
    .nullable(),
});
export type Stylizations = z.infer<typeof stylizationsSchema>;

export const countryCodeSchema = z.enum(["BRA", "COL", "MEX"]);
export type CountryCode = z.infer<typeof countryCodeSchema>;
export const languageSchema = z.enum(["pt-BR", "es", "en"]);
export type Language = z.infer<typeof languageSchema>;
export const currencySchema = z.enum(["BRL", "COP", "MXN"]);
export type Currency = z.infer<typeof currencySchema>;

export const tropicalizationSchema = z.object({
  country_code: countryCodeSchema,
  language: languageSchema,
  currency: currencySchema,
  /** IANA zone the opening hours are written in. */
  timezone: z.string(),
});
export type Tropicalization = z.infer<typeof tropicalizationSchema>;

export const pizzaPriceRuleSchema = z.enum(["PROPORTIONAL", "AVERAGE", "HIGHEST"]);
export type PizzaPriceRule = z.infer<typeof pizzaPriceRuleSchema>;

export const generalSettingsSchema = z.object({
  multi_stores: z.boolean(),
  fidelity_program: z.boolean(),
  slug_franchise: z.string().nullable(),
  scheduling_enabled: z.boolean(),
  schedule_only: z.boolean(),
  has_any_active_pdv_integration: z.boolean(),
  address_configuration: z.object({
    enabled_reference_point: z.boolean(),
    required_reference_point: z.boolean(),
  }),
  show_welcome_modal: z.boolean(),
  consume_in_store_available: z.boolean(),
  allow_enter_quantity: z.boolean(),
  redirect_to_nearest_store: z.boolean(),
  pix_settings: z.object({ pix_type: z.string(), pix_value: z.string(), type: z.string() }).nullable(),
  modules: z.object({
    consumer_app: z.object({
      integration: z.object({ points: z.boolean(), status: z.boolean() }),
      personalization: z.object({ benefits_club_logo: optionalLink(imageUrlSchema) }),
    }),
    reshop: z.object({ integration: z.object({ status: z.boolean() }) }),
  }),
  marketplace: z
    .object({
      account_type: z.enum(["FRANCHISE", "STORE"]),
      active: z.boolean(),
      delivery: z.boolean(),
      description: z.string(),
      endpoint: z.string(),
      link_type: z.string(),
      name: z.string(),
      logo: optionalLink(imageUrlSchema),
      takeout: z.boolean(),
      type: z.enum(["UNIQUE", "INDIVIDUAL"]),
    })
    .nullable(),
  google_tag_manager_id: z.string().nullable(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const smartBannerSchema = z.object({
  link_apple_store: optionalLink(webUrlSchema),
  link_play_store: optionalLink(webUrlSchema),
  show_link_store: z.boolean(),
});
export type SmartBanner = z.infer<typeof smartBannerSchema>;

/** Not an http(s) URL: read as no profile (see optionalLink). */
const socialMedia = z.object({ name: z.string(), link: webUrlSchema }).nullable().catch(null);

export const generalInformationsSchema = z.object({
  address: z.object({
    visible: z.boolean(),
    street: z.string(),
    number: z.string(),
    neighborhood: z.string(),
    complement: z.string().nullable(),
    city: z.string(),
    zip_code: z.string(),
    state: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    reference_point: z.string().nullable(),
  }),
  contact: z.object({
    email: z.string().nullable(),
    website: optionalLink(webUrlSchema),
    visible: z.boolean(),
    link_faq: optionalLink(webUrlSchema),
    phone: z.string().nullable(),
    phone_ddi: z.string().nullable(),
    /** Full international number, digits only. */
    whatsapp: z.string().nullable(),
    whatsapp_visible: z.boolean(),
  }),
  merchant: z.object({
    cnpj: z.string().nullable(),
    corporate_name: z.string(),
    name: z.string(),
    average_rating: z.number().nullable(),
    description: z.string(),
    policy_cnpj: z.string().nullable(),
    last_mile: z.boolean(),
  }),
  social_medias: z.object({
    facebook: socialMedia,
    instagram: socialMedia,
    twitter: socialMedia,
    youtube: socialMedia,
    /** Ours (the spec lists the four above); absent in documents written before it. */
    tiktok: socialMedia.optional(),
  }),
  terms_and_policies: z.object({
    terms_of_use: z.string().nullable(),
    cancellation_policy: z.string().nullable(),
    repentance_policy: z.string().nullable(),
    privacy_policy: z.string().nullable(),
    superapp_description: z.string().nullable(),
    /** Ours: the about page's Markdown below the store's description (decision 106); absent before it. */
    about_us: z.string().nullish(),
  }),
});
export type GeneralInformations = z.infer<typeof generalInformationsSchema>;

export const hostLookupSchema = z.object({ host: z.string(), slug: z.string() });

export const slugTypeResponseSchema = envelope(slugTypeSchema);
export const stylizationsResponseSchema = envelope(stylizationsSchema);
export const tropicalizationResponseSchema = envelope(tropicalizationSchema);
export const generalSettingsResponseSchema = envelope(generalSettingsSchema);
export const smartBannerResponseSchema = envelope(smartBannerSchema);
export const generalInformationsResponseSchema = envelope(generalInformationsSchema);
export const hostLookupResponseSchema = envelope(hostLookupSchema);
