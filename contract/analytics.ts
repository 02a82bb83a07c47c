import * as z from "zod";
import { envelope } from "./envelope";
import type { AnalyticsSettings } from "./settings";

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
export const facebookPixelEventNameSchema = z.enum(
  Object.keys(FACEBOOK_PIXEL_EVENTS) as [FacebookPixelEventName, ...FacebookPixelEventName[]],
);

/** The time in milliseconds, a dot, random letters and digits. */
export const EVENT_ID_PATTERN = /^\d{10,16}\.[0-9a-z]{6,32}$/;

export function newEventId(
  now: number = Date.now(),
  random: Uint8Array = crypto.getRandomValues(new Uint8Array(10)),
): string {
  const letters = Array.from(random, (byte) => "0123456789abcdefghijklmnopqrstuvwxyz"[byte % 36]).join("");
  return `${Math.trunc(now)}.${letters}`;
}

const contentIdSchema = z.string().min(1).max(64);

/** `value` is minor units, as everywhere on our wire; the forwarder writes it in units of the currency. */
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

/** Facebook's `_fbp` / `_fbc` cookies: `fb.{subdomain index}.{time}.{random or click id}`. */
export const FB_COOKIE_PATTERN = /^fb\.\d\.\d{10,16}\.[\w-]+$/;
const fbCookieSchema = z.string().max(500).regex(FB_COOKIE_PATTERN);

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * Hashed by the storefront and sent only with the visitor's consent (decision 039); the API forwards them and
 * never stores them.
 */
export const conversionUserDataSchema = z.strictObject({
  em: sha256HexSchema.optional(),
  ph: sha256HexSchema.optional(),
  external_id: sha256HexSchema.optional(),
  client_ip_address: z.string().max(64).optional(),
  client_user_agent: z.string().max(512).optional(),
});
export type ConversionUserData = z.infer<typeof conversionUserDataSchema>;

export const facebookPixelEventRequestSchema = z.strictObject({
  event_id: z.string().regex(EVENT_ID_PATTERN),
  event_name: facebookPixelEventNameSchema,
  event_params: facebookEventParamsSchema.default({}),
  fbp: fbCookieSchema.nullable().default(null),
  fbc: fbCookieSchema.nullable().default(null),
  user_data: conversionUserDataSchema.default({}),
  event_source_url: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .optional(),
});
export type FacebookPixelEventRequest = z.input<typeof facebookPixelEventRequestSchema>;

/** Pixels that take this event in the browser: its flag on, whether or not the conversions API is. */
export function browserPixels(settings: AnalyticsSettings | null, event: FacebookPixelEventName): string[] {
  const flag = FACEBOOK_PIXEL_EVENTS[event];
  return [
    ...new Set(
      (settings?.facebook ?? []).filter((pixel) => pixel[flag] === true).map((pixel) => pixel.facebook_pixel_id),
    ),
  ];
}

export const GA4_EVENTS = {
  AddPaymentInfo: "add_payment_info",
  AddToCart: "add_to_cart",
  InitiateCheckout: "begin_checkout",
  Lead: "generate_lead",
  Purchase: "purchase",
  RemoveFromCart: "remove_from_cart",
  ViewContent: "view_item",
} as const satisfies Record<FacebookPixelEventName, string>;

/** Pixels that take this event on the server: the conversions API on and the event's flag on. */
export function conversionPixels(settings: AnalyticsSettings | null, event: FacebookPixelEventName): string[] {
  const flag = FACEBOOK_PIXEL_EVENTS[event];
  const ids = (settings?.facebook ?? [])
    .filter((pixel) => pixel.facebook_api_conversion_enabled && pixel[flag] === true)
    .map((pixel) => pixel.facebook_pixel_id);
  return [...new Set(ids)];
}

export const conversionEventSchema = z.object({
  slug: z.string(),
  event_id: z.string(),
  event_name: facebookPixelEventNameSchema,
  event_params: facebookEventParamsSchema,
  fbp: z.string().nullable(),
  fbc: z.string().nullable(),
  pixel_ids: z.array(z.string()),
  created_at: z.string(),
});
export type ConversionEvent = z.infer<typeof conversionEventSchema>;
export const conversionEventListResponseSchema = envelope(z.array(conversionEventSchema));
