import * as z from "zod";
import { envelope } from "./envelope";
import type { AnalyticsSettings } from "./settings";

/*
 * Server-side conversion events of the merchant's Facebook pixel (customer spec §7
 * `POST /{slug}/facebook_pixel`, decision 032). The storefront sends them; the API records each
 * once per event id (it would forward them to Facebook's conversions API).
 */

/** Facebook's standard events, each with its flag in analytics_settings.facebook[]. */
export const FACEBOOK_PIXEL_EVENTS = {
  AddPaymentInfo: "add_payment_info",
  AddToCart: "add_to_cart",
  InitiateCheckout: "initiate_checkout",
  Lead: "lead",
  Purchase: "purchase",
  RemoveFromCart: "remove_from_cart",
  ViewContent: "view_content",
} as const satisfies Record<string, keyof AnalyticsSettings["facebook"][number]>;
export type FacebookPixelEventName = keyof typeof FACEBOOK_PIXEL_EVENTS;
export const facebookPixelEventNameSchema = z.enum(Object.keys(FACEBOOK_PIXEL_EVENTS) as [FacebookPixelEventName, ...FacebookPixelEventName[]]);

/** An event id: the time in milliseconds, a dot, random letters and digits (customer spec §5: time plus random). */
export const EVENT_ID_PATTERN = /^\d{10,16}\.[0-9a-z]{6,32}$/;

/** A new event id, e.g. `1764165600000.k3j9x0qa2m`. */
export function newEventId(now: number = Date.now(), random: Uint8Array = crypto.getRandomValues(new Uint8Array(10))): string {
  const letters = Array.from(random, (byte) => "0123456789abcdefghijklmnopqrstuvwxyz"[byte % 36]).join("");
  return `${Math.trunc(now)}.${letters}`;
}

const contentIdSchema = z.string().min(1).max(64);

/**
 * What the event is about (Facebook's custom_data). `value` is money in minor units like
 * everywhere on our wire (decision 003): the forwarder writes it in units of the currency.
 */
export const facebookEventParamsSchema = z.strictObject({
  value: z.number().int().min(0).max(1_000_000_000).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  content_type: z.enum(["product", "product_group"]).optional(),
  content_ids: z.array(contentIdSchema).max(100).optional(),
  contents: z
    .array(z.strictObject({ id: contentIdSchema, quantity: z.number().int().min(1).max(999) }))
    .max(100)
    .optional(),
  num_items: z.number().int().min(0).max(10_000).optional(),
  order_id: z.string().min(1).max(64).optional(),
});
export type FacebookEventParams = z.infer<typeof facebookEventParamsSchema>;

/** The `_fbp` / `_fbc` cookies of Facebook's pixel: `fb.{subdomain index}.{time}.{random or click id}`. */
export const FB_COOKIE_PATTERN = /^fb\.\d\.\d{10,16}\.[\w-]+$/;
const fbCookieSchema = z.string().max(500).regex(FB_COOKIE_PATTERN);

/** A SHA-256 digest in lowercase hex: how Meta's conversions API takes e-mails, phones and ids. */
const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What Meta matches a server event to a person with (its `user_data`), only with the visitor's
 * consent (decision 039): the e-mail, phone and visitor id hashed by the storefront (never stored
 * by the API: it forwards them and keeps the event without them), and the browser's IP and agent.
 */
export const conversionUserDataSchema = z.strictObject({
  em: sha256HexSchema.optional(),
  ph: sha256HexSchema.optional(),
  external_id: sha256HexSchema.optional(),
  client_ip_address: z.string().max(64).optional(),
  client_user_agent: z.string().max(512).optional(),
});
export type ConversionUserData = z.infer<typeof conversionUserDataSchema>;

/** `POST /{slug}/facebook_pixel` (customer spec §7): 204 when recorded (or already recorded under this id). */
export const facebookPixelEventRequestSchema = z.strictObject({
  event_id: z.string().regex(EVENT_ID_PATTERN),
  event_name: facebookPixelEventNameSchema,
  event_params: facebookEventParamsSchema.default({}),
  fbp: fbCookieSchema.nullable().default(null),
  fbc: fbCookieSchema.nullable().default(null),
  user_data: conversionUserDataSchema.default({}),
  /** The page the event happened on, without its query (Meta's event_source_url). */
  event_source_url: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .optional(),
});
export type FacebookPixelEventRequest = z.input<typeof facebookPixelEventRequestSchema>;

/** Pixel ids that take this event in the browser: the event's flag on, whether or not the conversions API is. */
export function browserPixels(settings: AnalyticsSettings | null, event: FacebookPixelEventName): string[] {
  const flag = FACEBOOK_PIXEL_EVENTS[event];
  return [...new Set((settings?.facebook ?? []).filter((pixel) => pixel[flag] === true).map((pixel) => pixel.facebook_pixel_id))];
}

/** GA4's recommended event of each of the pixel's standard events. */
export const GA4_EVENTS = {
  AddPaymentInfo: "add_payment_info",
  AddToCart: "add_to_cart",
  InitiateCheckout: "begin_checkout",
  Lead: "generate_lead",
  Purchase: "purchase",
  RemoveFromCart: "remove_from_cart",
  ViewContent: "view_item",
} as const satisfies Record<FacebookPixelEventName, string>;

/** Pixel ids that take this event on the server: conversions API enabled and the event's flag on. */
export function conversionPixels(settings: AnalyticsSettings | null, event: FacebookPixelEventName): string[] {
  const flag = FACEBOOK_PIXEL_EVENTS[event];
  const ids = (settings?.facebook ?? [])
    .filter((pixel) => pixel.facebook_api_conversion_enabled && pixel[flag] === true)
    .map((pixel) => pixel.facebook_pixel_id);
  return [...new Set(ids)];
}

/** One recorded conversion event, as `GET /admin/conversion_events` lists it. */
export const conversionEventSchema = z.object({
  slug: z.string(),
  event_id: z.string(),
  event_name: facebookPixelEventNameSchema,
  event_params: facebookEventParamsSchema,
  fbp: z.string().nullable(),
  fbc: z.string().nullable(),
  /** The pixels it is for (those with the conversions API and the event's flag on when it came). */
  pixel_ids: z.array(z.string()),
  created_at: z.string(),
});
export type ConversionEvent = z.infer<typeof conversionEventSchema>;
export const conversionEventListResponseSchema = envelope(z.array(conversionEventSchema));
