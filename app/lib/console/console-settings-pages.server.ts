import { data } from "@remix-run/cloudflare";
import {
  ANALYTICS_IDS_MAX,
  type ContactRequest,
  contactRequestSchema,
  type InformationPage,
  informationPageRequestSchema,
  informationPages,
  informationPageSchema,
  type IntegrationsRequest,
  integrationsRequestSchema,
  PIXEL_EVENTS,
  SOCIAL_LOGIN_PROVIDERS,
  SOCIAL_NETWORKS,
} from "../../../contract/console-settings-pages";
import { cleanRichText } from "../../../contract/formats/rich-text";
import { socialCallbackPath } from "../../../contract/social-login";
import { pageTextHtml } from "~/lib/store/rich-text.server";
import type { ApiResult } from "~/lib/platform/api.server";
import type { StaffPage } from "./console-session.server";

/*
 * The forms of the settings pages for information pages, contact and integrations (decision 106):
 * plain posts read into the API's request, whose schema checks them (the console asks nothing the
 * API would not), refusals shown beside the field named as the form names it.
 */

/** What a refused or previewed form shows again: its fields as typed, never a secret. */
export interface SettingsFormAnswer {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  /** The text as customers would read it (pageTextHtml), for the pages' preview. */
  preview?: string;
}

const PREFIX = "console.settings.pages.";

/** Every field of a post as text, for a form shown again. */
export const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.keys()].map((name) => [name, form.getAll(name).map(String).join("\n").slice(0, 25_000)]));

export { informationPages, PIXEL_EVENTS, SOCIAL_LOGIN_PROVIDERS, SOCIAL_NETWORKS };

/** The slots of each analytics id the integrations form shows. */
export const ANALYTICS_SLOTS = Array.from({ length: ANALYTICS_IDS_MAX }, (_, index) => index);

/** Each provider's redirect URI on the app's host, as the owner registers it (decision 062). */
export const redirectUris = (origin: string, slug: string) =>
  Object.fromEntries(
    SOCIAL_LOGIN_PROVIDERS.map((provider) => [provider, `${origin}/${slug}${socialCallbackPath(provider)}`]),
  ) as Record<(typeof SOCIAL_LOGIN_PROVIDERS)[number], string>;

/** The integrations' refusals by field (the form's names), before the API is asked; null when none. */
export function checkIntegrations(
  request: IntegrationsRequest,
  fieldOf: (path: string) => string,
): Record<string, string> | null {
  const checked = integrationsRequestSchema.safeParse(request);
  if (checked.success) return null;
  return fieldErrors(
    checked.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
    fieldOf,
  );
}

/**
 * A page's form: which page (null for a forged one), what was typed, and either its refusal, the
 * preview asked for (what would be saved, drawn as customers read it) or the text to save.
 */
export function pageFromForm(
  form: FormData,
):
  | null
  | ({ page: InformationPage; typed: string } & (
      | { kind: "refused"; errors: Record<string, string> }
      | { kind: "preview"; html: string }
      | { kind: "save"; text: string | null }
    )) {
  const page = informationPageSchema.safeParse(form.get("page"));
  if (!page.success) return null;
  const typed = String(form.get("text") ?? "");
  const checked = informationPageRequestSchema.safeParse({ text: typed });
  if (!checked.success)
    return {
      page: page.data,
      typed,
      kind: "refused",
      errors: fieldErrors(checked.error.issues.map((issue) => ({ field: "text", message: issue.message }))),
    };
  if (form.get("intent") === "preview")
    return { page: page.data, typed, kind: "preview", html: pageTextHtml(cleanRichText(typed)) };
  return { page: page.data, typed, kind: "save", text: checked.data.text };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const checked = (form: FormData, name: string) => form.get(name) !== null;

export const CONTACT_ADDRESS_FIELDS = [
  "street",
  "number",
  "complement",
  "neighborhood",
  "city",
  "state",
  "zip_code",
  "reference_point",
] as const;

/** The contact form's names are the API's field paths ("address.street", "social.instagram"). */
export function contactFromForm(form: FormData): ContactRequest {
  return {
    visible: checked(form, "visible"),
    phone: text(form, "phone"),
    email: text(form, "email"),
    whatsapp: text(form, "whatsapp"),
    whatsapp_visible: checked(form, "whatsapp_visible"),
    website: text(form, "website"),
    link_faq: text(form, "link_faq"),
    address: {
      visible: checked(form, "address.visible"),
      ...(Object.fromEntries(CONTACT_ADDRESS_FIELDS.map((field) => [field, text(form, `address.${field}`)])) as Record<
        (typeof CONTACT_ADDRESS_FIELDS)[number],
        string
      >),
    },
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, text(form, `social.${network}`)]),
    ) as ContactRequest["social"],
  };
}

/** The contact's refusals by field, before the API is asked; null when the API may judge it (its phones). */
export function checkContact(contact: ContactRequest): Record<string, string> | null {
  const checked = contactRequestSchema.safeParse(contact);
  if (checked.success) return null;
  return fieldErrors(checked.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })));
}

/**
 * The integrations form: ANALYTICS_IDS_MAX slots of each id, blank slots left out; answers the
 * request and, for each id the API will number, the slot it was typed in ("ga4.1" may be slot 2).
 */
export function integrationsFromForm(form: FormData): {
  request: IntegrationsRequest;
  fieldOf: (path: string) => string;
} {
  const slots = Array.from({ length: ANALYTICS_IDS_MAX }, (_, index) => index);
  const ga4Slots = slots.filter((slot) => text(form, `ga4.${slot}`).trim() !== "");
  const pixelSlots = slots.filter((slot) => text(form, `facebook.${slot}.facebook_pixel_id`).trim() !== "");
  const events = (slot: number) => new Set(form.getAll(`facebook.${slot}.events`).map(String));
  const request: IntegrationsRequest = {
    ga4: ga4Slots.map((slot) => text(form, `ga4.${slot}`)),
    facebook: pixelSlots.map((slot) => ({
      facebook_pixel_id: text(form, `facebook.${slot}.facebook_pixel_id`),
      facebook_api_conversion_enabled: checked(form, `facebook.${slot}.facebook_api_conversion_enabled`),
      ...(Object.fromEntries(PIXEL_EVENTS.map((event) => [event, events(slot).has(event)])) as Record<
        (typeof PIXEL_EVENTS)[number],
        boolean
      >),
    })),
    social_login: Object.fromEntries(
      SOCIAL_LOGIN_PROVIDERS.map((provider) => [
        provider,
        {
          enabled: checked(form, `social_login.${provider}.enabled`),
          client_id: text(form, `social_login.${provider}.client_id`),
        },
      ]),
    ) as IntegrationsRequest["social_login"],
  };
  const fieldOf = (path: string) =>
    path
      .replace(/^ga4(?:\.(\d+))?$/, (_, index?: string) => `ga4.${ga4Slots[Number(index ?? 0)] ?? 0}`)
      .replace(
        /^facebook(?:\.(\d+)(\.\w+)?)?$/,
        (_, index?: string, rest?: string) =>
          `facebook.${pixelSlots[Number(index ?? 0)] ?? 0}${rest ?? ".facebook_pixel_id"}`,
      );
  return { request, fieldOf };
}

/** The first message of each field, from a schema's issues or the API's field errors. */
export function fieldErrors(
  issues: readonly { field: string; message: string }[],
  fieldOf: (field: string) => string = (field) => field,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues)
    if (issue.message.startsWith(PREFIX)) errors[fieldOf(issue.field)] ??= issue.message;
    else errors[fieldOf(issue.field)] ??= "console.settings.pages.errors.invalid";
  return errors;
}

/**
 * A write the API refused, as the form shows it: its field errors beside their fields, else one
 * message; a login that ended goes back to the login page, the API down says so with the form kept.
 */
export async function refusedSettings(
  page: StaffPage,
  result: Extract<ApiResult<unknown>, { ok: false }>,
  answer: Omit<SettingsFormAnswer, "errors" | "message">,
  fieldOf?: (field: string) => string,
) {
  if (result.status === 401) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const errors = result.status < 500 ? fieldErrors(result.error.errors ?? [], fieldOf) : {};
  const message = Object.keys(errors).length > 0 ? null : "console.settings.pages.refused.unavailable";
  return data<SettingsFormAnswer>(
    { ...answer, errors, message },
    { status: result.status >= 500 ? 503 : result.status },
  );
}
