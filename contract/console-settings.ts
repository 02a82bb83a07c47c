import * as z from "zod";
import { menuRequestKeySchema } from "./console-menu";
import { envelope } from "./envelope";

// The store's settings in the console (decision 102): each section's owner-only writes raise
// `merchants.settings_version` and record a row of one trail. A section's own requests, bounds and
// error keys live in its own contract file beside this one.

/** The settings pages; a section is the trail's first column and names its page. */
export const settingsSections = [
  "hours",
  "delivery",
  "payment_methods",
  "brand",
  "banners",
  "pages",
  "contact",
  "coupons",
  "loyalty",
  "fidelity",
  "integrations",
  "domain",
  "store",
] as const;
export type SettingsSection = (typeof settingsSections)[number];

/**
 * A settings create form's own key (decision 111), the menu's kind (decision 095): drawn with the
 * form and kept across a refusal, so the same form sent twice creates once.
 */
export const settingsRequestKeySchema = menuRequestKeySchema;

export const settingsChangeActions = ["create", "update", "delete", "reorder"] as const;

export const settingsChangeSchema = z.object({
  id: z.number().int(),
  /** ISO-8601 instant. */
  at: z.string(),
  staff_name: z.string(),
  section: z.enum(settingsSections),
  action: z.enum(settingsChangeActions),
  /** What was changed inside the section, as the owner named it (a weekday, a coupon's code). */
  name: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

/** The latest changes first; `before` pages back by id. */
export const settingsChangesResponseSchema = envelope(
  z.object({ changes: z.array(settingsChangeSchema), next_before: z.number().int().nullable() }),
);

/** Every settings write answers the store's new settings version (and the id it created, if any). */
export const settingsWriteResponseSchema = envelope(
  z.object({ id: z.number().int().nullable(), version: z.number().int() }),
);
export type SettingsWrite = z.infer<typeof settingsWriteResponseSchema>["data"];

/** `POST /admin/merchant_copies` (admin key): a demo store copied under a new slug, for end-to-end tests. */
export const adminMerchantCopyRequestSchema = z.object({
  from: z.string().regex(/^[a-z0-9-]{1,60}$/),
  /** The copy's slug; a random `copia-{from}-xxxxxx` when absent. */
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
});
export type AdminMerchantCopyRequest = z.infer<typeof adminMerchantCopyRequestSchema>;

export const adminMerchantCopyResponseSchema = envelope(
  z.object({
    slug: z.string(),
    merchant_id: z.number().int(),
    owner: z.object({ name: z.string(), email: z.string(), password: z.string() }),
  }),
);

/**
 * The header on every configuration read's answer: the store's settings version read before its
 * documents (with the merchant, decision 102), so an entry is never labelled newer than it is.
 */
export const SETTINGS_VERSION_HEADER = "x-comanda-settings-version";
