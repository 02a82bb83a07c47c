import * as z from "zod";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";

/*
 * The rescue campaign (decision 110): the store's staff send today's abandoned carts of logged-in
 * customers who accept messages a link back to their cart, by e-mail or as a WhatsApp message. The
 * link carries a random token kept only as its hash: single use, RESCUE_LINK_TTL_SECONDS.
 */

/** Two days: a message sent in the evening is still good the next evening. */
export const RESCUE_LINK_TTL_SECONDS = 48 * 60 * 60;
/** At most this many carts are listed, the most recently left first. */
export const RESCUE_CARTS_LIMIT = 50;

export const rescueChannels = ["EMAIL", "WHATSAPP"] as const;
export const rescueChannelSchema = z.enum(rescueChannels);
export type RescueChannel = z.infer<typeof rescueChannelSchema>;

export const rescueSendSchema = z.object({
  channel: rescueChannelSchema,
  sent_at: z.string(),
  staff_name: z.string(),
});
export type RescueSend = z.infer<typeof rescueSendSchema>;

export const rescueCartSchema = z.object({
  guid: z.string(),
  /** The customer's first name only. */
  first_name: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  total: moneySchema,
  /** When the cart last changed (ISO). */
  left_at: z.string(),
  /** The customer accepts e-mails. */
  email: z.boolean(),
  /** The customer accepts WhatsApp messages and has a phone. */
  whatsapp: z.boolean(),
  /** Today's send, if any: a cart is sent once a day. */
  sent: rescueSendSchema.nullable(),
});
export type RescueCart = z.infer<typeof rescueCartSchema>;

export const rescueCartsResponseSchema = envelope(
  z.object({ date: z.string(), timezone: z.string(), carts: z.array(rescueCartSchema) }),
);
export type RescueCarts = z.infer<typeof rescueCartsResponseSchema>["data"];

/** The storefront's origin the link opens at: https, or http on a local host. */
export const rescueLinkOriginSchema = z
  .string()
  .max(200)
  .refine((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.origin !== value.replace(/\/$/, "")) return false;
    if (url.protocol === "https:") return true;
    return (
      url.protocol === "http:" &&
      (url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname.endsWith(".localhost"))
    );
  }, "An https origin (http only on a local host)");

export const rescueSendRequestSchema = z.object({
  channel: rescueChannelSchema,
  link_origin: rescueLinkOriginSchema,
});
export type RescueSendRequest = z.infer<typeof rescueSendRequestSchema>;

export const rescueSendResponseSchema = envelope(
  rescueSendSchema.extend({
    /** WHATSAPP: the wa.me link the staff member opens; null for an e-mail. */
    whatsapp_url: z.string().nullable(),
  }),
);
export type RescueSendResult = z.infer<typeof rescueSendResponseSchema>["data"];

/** The spec's `guid` query of `consumer_data_infos`: the link's token. */
export const rescueTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const rescueDataQuerySchema = z.object({ guid: rescueTokenSchema });

export const rescueLinkStates = ["VALID", "USED", "EXPIRED", "ORDERED"] as const;
export const rescueLinkStateSchema = z.enum(rescueLinkStates);
export type RescueLinkState = z.infer<typeof rescueLinkStateSchema>;

/** The spec's "rescue data": what a link is worth now, without spending it. */
export const rescueDataResponseSchema = envelope(
  z.object({
    state: rescueLinkStateSchema,
    /** Only while VALID. */
    first_name: z.string().nullable(),
    expires_at: z.string(),
  }),
);
export type RescueData = z.infer<typeof rescueDataResponseSchema>["data"];

export const rescueClaimRequestSchema = z.object({ guid: rescueTokenSchema });

/** The cart is now the caller's. */
export const rescueClaimResponseSchema = envelope(z.object({ cart_guid: z.string() }));
