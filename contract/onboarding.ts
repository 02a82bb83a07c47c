import * as z from "zod";
import {
  staffEmailSchema,
  staffMemberSchema,
  staffNameSchema,
  staffPasswordSchema,
  staffRoleInputSchema,
} from "./console-staff";
import { staffLoginResponseSchema } from "./console";
import { settingsRequestKeySchema } from "./console-settings";
import { envelope } from "./envelope";
import { countryCodeSchema, currencySchema, languageSchema, type CountryCode, type Currency } from "./merchant";

// Onboarding (decision 108): the platform creates a store and invites its owner; a mailed link sets
// a staff member's password once (an invitation, or a reset asked from the console's login); the
// console's home lists what a new store still lacks. Messages are locale keys under
// console.onboarding.errors, shared by the forms and the API's field errors.

export const ONBOARDING_ERRORS = {
  slugRequired: "console.onboarding.errors.slugRequired",
  slugInvalid: "console.onboarding.errors.slugInvalid",
  slugReserved: "console.onboarding.errors.slugReserved",
  slugTaken: "console.onboarding.errors.slugTaken",
  storeNameRequired: "console.onboarding.errors.storeNameRequired",
  storeNameTooLong: "console.onboarding.errors.storeNameTooLong",
  countryInvalid: "console.onboarding.errors.countryInvalid",
  currencyInvalid: "console.onboarding.errors.currencyInvalid",
  timezoneInvalid: "console.onboarding.errors.timezoneInvalid",
  languageInvalid: "console.onboarding.errors.languageInvalid",
  franchiseInvalid: "console.onboarding.errors.franchiseInvalid",
  linkInvalid: "console.onboarding.errors.linkInvalid",
  keyRequired: "console.onboarding.errors.keyRequired",
  keyWrong: "console.onboarding.errors.keyWrong",
  unavailable: "console.onboarding.errors.unavailable",
  linkUsed: "console.onboarding.errors.linkUsed",
  tooMany: "console.onboarding.errors.tooMany",
} as const;
const E = ONBOARDING_ERRORS;

export const staffLinkPurposes = ["INVITATION", "PASSWORD_RESET"] as const;
export type StaffLinkPurpose = (typeof staffLinkPurposes)[number];

/** An invitation waits a week for its reader; a reset link an hour (it answers a request made just now). */
export const STAFF_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** Where a store of each country starts: its currency, language and the time zones offered. */
export const COUNTRY_DEFAULTS: Record<CountryCode, { currency: Currency; language: "pt-BR" | "es"; zones: string[] }> =
  {
    BRA: {
      currency: "BRL",
      language: "pt-BR",
      zones: [
        "America/Sao_Paulo",
        "America/Bahia",
        "America/Fortaleza",
        "America/Recife",
        "America/Maceio",
        "America/Belem",
        "America/Araguaina",
        "America/Santarem",
        "America/Manaus",
        "America/Cuiaba",
        "America/Campo_Grande",
        "America/Porto_Velho",
        "America/Boa_Vista",
        "America/Rio_Branco",
        "America/Noronha",
      ],
    },
    COL: { currency: "COP", language: "es", zones: ["America/Bogota"] },
    MEX: {
      currency: "MXN",
      language: "es",
      zones: [
        "America/Mexico_City",
        "America/Monterrey",
        "America/Merida",
        "America/Cancun",
        "America/Chihuahua",
        "America/Hermosillo",
        "America/Mazatlan",
        "America/Tijuana",
      ],
    },
  };

export const STORE_SLUG_MIN = 3;
export const STORE_SLUG_MAX = 60;
export const STORE_NAME_MAX = 80;

/** Lower-case words joined by single hyphens: safe in a URL path and a cookie path. */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const storeSlugSchema = z
  .string({ error: E.slugRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: E.slugRequired, abort: true })
  .min(STORE_SLUG_MIN, { error: E.slugInvalid, abort: true })
  .max(STORE_SLUG_MAX, { error: E.slugInvalid, abort: true })
  .regex(slugPattern, { error: E.slugInvalid });

/** The storefront's public origin a mailed link opens: https, or http on a local host. */
export const linkOriginSchema = z
  .string({ error: E.linkInvalid })
  .max(200, { error: E.linkInvalid })
  .refine((value) => {
    try {
      const url = new URL(value);
      const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname.endsWith(".localhost");
      return url.origin === value && (url.protocol === "https:" || (url.protocol === "http:" && local));
    } catch {
      return false;
    }
  }, E.linkInvalid);

/** A new store's fields as the platform's form has them (the request adds the link's origin). */
export const newStoreFieldsSchema = z.object({
  slug: storeSlugSchema,
  name: z
    .string({ error: E.storeNameRequired })
    .trim()
    .min(1, { error: E.storeNameRequired, abort: true })
    .max(STORE_NAME_MAX, { error: E.storeNameTooLong }),
  country_code: z.enum(countryCodeSchema.options, { error: E.countryInvalid }),
  currency: z.enum(currencySchema.options, { error: E.currencyInvalid }),
  timezone: z.string({ error: E.timezoneInvalid }).max(64, { error: E.timezoneInvalid }),
  language: z.enum(languageSchema.options, { error: E.languageInvalid }),
  /** The franchise this store belongs to, by its slug; null: a store on its own. */
  slug_franchise: z
    .string({ error: E.franchiseInvalid })
    .trim()
    .toLowerCase()
    .max(STORE_SLUG_MAX, { error: E.franchiseInvalid })
    .regex(slugPattern, { error: E.franchiseInvalid })
    .nullish()
    .transform((value) => value ?? null),
  owner_name: staffNameSchema,
  owner_email: staffEmailSchema,
});

/** The currency and the time zone are the store's country's. */
export function checkCountry(
  store: { country_code: CountryCode; currency: Currency; timezone: string },
  context: z.RefinementCtx,
): void {
  const country = COUNTRY_DEFAULTS[store.country_code];
  if (!country) return;
  if (store.currency !== country.currency)
    context.addIssue({ code: "custom", path: ["currency"], message: E.currencyInvalid });
  if (!country.zones.includes(store.timezone))
    context.addIssue({ code: "custom", path: ["timezone"], message: E.timezoneInvalid });
}

export const platformMerchantCreateRequestSchema = newStoreFieldsSchema
  .extend({ link_origin: linkOriginSchema })
  .superRefine(checkCountry);
export type PlatformMerchantCreateRequest = z.input<typeof platformMerchantCreateRequestSchema>;

/**
 * Where the owner's invitation stands (decision 112): ACCEPTED once a password is set (its last
 * login, if any); PENDING while the newest invitation link can still be used; EXPIRED when it
 * cannot (or none was ever made). Instants are ISO strings.
 */
export const ownerInvitationSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("ACCEPTED"), last_login_at: z.string().nullable() }),
  z.object({ state: z.literal("PENDING"), sent_at: z.string(), expires_at: z.string() }),
  z.object({ state: z.literal("EXPIRED"), sent_at: z.string().nullable(), expires_at: z.string().nullable() }),
]);
export type OwnerInvitation = z.infer<typeof ownerInvitationSchema>;

export const platformMerchantSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(["FRANCHISE", "STORE"]),
  slug_franchise: z.string().nullable(),
  country_code: countryCodeSchema,
  currency: currencySchema,
  timezone: z.string(),
  language: languageSchema,
  /** The first owner by id; null when the store has none. */
  owner: z.object({ name: z.string(), email: z.string(), invitation: ownerInvitationSchema }).nullable(),
});
export type PlatformMerchant = z.infer<typeof platformMerchantSchema>;

export const platformMerchantResponseSchema = envelope(platformMerchantSchema.extend({ invitation_sent: z.boolean() }));
export const platformMerchantListResponseSchema = envelope(z.object({ merchants: z.array(platformMerchantSchema) }));

/** The platform's refusals of an owner's invitation sent again: locale keys under console.platform.errors. */
export const OWNER_INVITATION_ERRORS = {
  ownerAccepted: "console.platform.errors.ownerAccepted",
  noOwner: "console.platform.errors.noOwner",
  emailTaken: "console.platform.errors.emailTaken",
  tooSoon: "console.platform.errors.tooSoon",
  mailNotSent: "console.platform.errors.mailNotSent",
  gone: "console.platform.errors.gone",
} as const;

/** Seconds between two invitations the platform sends a store's owner: a double tap sends one. */
export const OWNER_INVITATION_RESEND_SECONDS = 60;

/**
 * The platform sends a store's owner a new invitation (the earlier link ends), optionally to a
 * corrected address; refused once the owner has set a password.
 */
export const ownerInvitationResendRequestSchema = z.object({
  email: staffEmailSchema.nullish().transform((value) => value ?? null),
  link_origin: linkOriginSchema,
});
export type OwnerInvitationResendRequest = z.input<typeof ownerInvitationResendRequestSchema>;
export const ownerInvitationResendResponseSchema = envelope(
  z.object({ email: z.string(), sent_at: z.string(), expires_at: z.string() }),
);

/** The owner invites a member: no password is typed; the member sets theirs from the mail. */
export const staffInvitationRequestSchema = z.object({
  name: staffNameSchema,
  email: staffEmailSchema,
  role: staffRoleInputSchema,
  link_origin: linkOriginSchema,
  /** The invitation form's own key (decision 111): sent twice, it invites once. */
  request_key: settingsRequestKeySchema.optional(),
});
export type StaffInvitationRequest = z.input<typeof staffInvitationRequestSchema>;
/** The member invited; `invitation_sent` false when the mail could not be handed over (send it again). */
export const staffInvitationResponseSchema = envelope(staffMemberSchema.extend({ invitation_sent: z.boolean() }));

/** "I forgot my password" at the console's login: answered the same whether the e-mail is a member's or not. */
export const passwordResetRequestSchema = z.object({ email: staffEmailSchema, link_origin: linkOriginSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const STAFF_LINK_TOKEN_MAX = 100;

/** A mailed link's token and the password it sets; answered with a login, as the console's login is. */
export const staffLinkAcceptRequestSchema = z.object({
  token: z.string().min(1).max(STAFF_LINK_TOKEN_MAX),
  password: staffPasswordSchema,
});
export type StaffLinkAcceptRequest = z.input<typeof staffLinkAcceptRequestSchema>;
export const staffLinkAcceptResponseSchema = staffLoginResponseSchema;

/** What a store needs before it can open, each true when done. */
export const checklistItems = ["hours", "menu", "delivery", "payments", "brand"] as const;
export type ChecklistItem = (typeof checklistItems)[number];
export const checklistSchema = z.object({
  items: z.object({
    hours: z.boolean(),
    menu: z.boolean(),
    delivery: z.boolean(),
    payments: z.boolean(),
    brand: z.boolean(),
  }),
  complete: z.boolean(),
});
export type Checklist = z.infer<typeof checklistSchema>;
export const checklistResponseSchema = envelope(checklistSchema);
