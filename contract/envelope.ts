import * as z from "zod";
import { cartLineNotKeptSchema } from "./cart-change";

/** Every successful API answer carries its payload under `data` (spec core §7). */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Error codes the API answers with (core spec §8, customer spec §8). */
export const errorCodes = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION_ERROR",
  "INTERNAL_ERROR",
  // refusals of hostile or runaway traffic (decision 012)
  /** 413: the request body is over MAX_REQUEST_BODY_BYTES. */
  "PAYLOAD_TOO_LARGE",
  /** 415: a POST, PUT or PATCH with a body that is not `content-type: application/json`. */
  "UNSUPPORTED_MEDIA_TYPE",
  /** 429: too many calls from this client for this merchant; `Retry-After` says when to retry (seconds). */
  "RATE_LIMITED",
  // cart and order codes
  /** 404: the cart guid is unknown, or not the caller's (the two are not told apart). */
  "CART_NOT_FOUND",
  /** 404: the cart exists and is the caller's, but holds no line with that id (already removed). */
  "LINE_NOT_FOUND",
  /** 422: a new line would take the cart past MAX_CART_LINES lines (items and pizzas together). */
  "CART_FULL",
  "PENDING_CART",
  "UNAVAILABLE",
  "INVALID_QUANTITY",
  "CART_FINALIZED",
  "MERCHANT_CLOSED",
  /** 422: the store's staff paused new orders for a few minutes; `errors` holds `paused_until` (ISO) and `pause_reason`. */
  "MERCHANT_PAUSED",
  "INVALID_MINIMUM_ORDER",
  "INVALID_CART",
  "DELIVERY_NOT_AVAILABLE",
  "DELIVERY_TYPE_INVALID",
  "REQUIRED_ADDRESS",
  "ORDER_ALREADY_EXISTS",
  "ONLINE_PAYMENT_PENDING",
  "ONLINE_PAYMENT_FAILED",
  // carrying a cart to another store of the franchise (contract/cart.ts cartChangeRefusalSchema, decision 030)
  /** 422: lines of the cart are not sold (or not available) at the target store; `not_kept` names them and nothing moved. */
  "CART_LINES_NOT_AT_STORE",
  /** 409: the cart changed while it was being moved, or the visitor already has a cart with items at the target; nothing moved. */
  "CART_CHANGED",
  // coupon codes
  "QUANTITY_REACHED",
  "MINIMUM_ORDER",
  "ALREADY_EXISTS",
  "REQUIRED_CLIENT",
  "ALREADY_USED",
  "PROMOTIONAL_ITEM",
  "FIRST_ORDER",
  "FIDELITY_PROGRAM",
  // loyalty (contract/loyalty.ts)
  /** 422: the client's points balance does not cover the cart's redeemed products. */
  "INSUFFICIENT_POINTS",
  // customer accounts (contract/clients.ts clientErrorCodes)
  /** 401: no client with that e-mail at this merchant. */
  "INVALID_CREDENTIALS",
  /** 401: the e-mail is a client's but the password is wrong (or the client has none). */
  "INVALID_PASSWORD",
  /** 422: an e-mail token or auth token that is wrong, expired, used or of another merchant. */
  "TOKEN_INVALID",
  /** 409: another client of this merchant has that e-mail. */
  "EMAIL_TAKEN",
  /** 409: another client of this merchant has that CPF. */
  "CPF_TAKEN",
  /** 409: a client of this merchant has that phone (a phone registration; that client logs in with a phone code instead). */
  "PHONE_TAKEN",
  /** 422: the birthdate was already set or changed once. */
  "BIRTHDATE_LOCKED",
  /** 422: the card's brand is not among the merchant's accepted brands. */
  "CARD_BRAND_NOT_ACCEPTED",
  // social login (contract/social-login.ts socialLoginErrorCodes)
  /** 401: the provider's token is not valid for this merchant (signature, issuer, audience, expiry, subject). */
  "SOCIAL_TOKEN_INVALID",
  /** 422: the merchant has not enabled that provider. */
  "SOCIAL_PROVIDER_DISABLED",
  /** 422: the provider gave no e-mail. */
  "SOCIAL_EMAIL_MISSING",
  /** 409: a client has that e-mail and the provider does not vouch it is verified. */
  "SOCIAL_EMAIL_UNVERIFIED",
  /** 422: a kind of provider token the API does not take (a classic Facebook access token). */
  "SOCIAL_TOKEN_UNSUPPORTED",
  /** 503: the e-mail with a code could not be handed to the mail provider (after its retries); asking again may work. */
  "MAIL_NOT_SENT",
  /** 503: the SMS or WhatsApp message with a code could not be handed to the provider; asking again may work. */
  "MESSAGE_NOT_SENT",
  // checkout and orders (contract/orders.ts orderErrorCodes)
  /** 422: the payment method is not offered, needs a logged-in client, or the total is above the online limit. */
  "PAYMENT_METHOD_UNAVAILABLE",
  /** 409: the order's total is not the `expected_total` the customer was shown; `total` is what it is now, and nothing was placed. */
  "TOTAL_CHANGED",
  /** 409: the same lines as an order this visitor placed a moment ago (`order_id`, `minutes_ago`); nothing was placed. */
  "SIMILAR_ORDER",
  /** 409 (admin) or 422 (customer): the order cannot make that move from its status. */
  "INVALID_TRANSITION",
  /** 409: the order was rated already (once per order). */
  "ALREADY_RATED",
  /** 422: only a delivered order can be rated. */
  "NOT_DELIVERED",
  // table ordering (contract/tables.ts)
  /** 409: the table takes no new rounds (the bill was asked for, paid or closed) or is disabled. */
  "TABLE_CLOSED",
  // scheduling (contract/scheduling.ts SCHEDULING_ERROR_CODES, decision 029)
  /** 422: the store does not schedule orders (or not for this mode). */
  "SCHEDULING_DISABLED",
  /** 422: the time asked for is not in the future. */
  "RETROACTIVE_SCHEDULE",
  /** 422: the time is not an offered slot (any more: inside the lead time, or the store's hours changed). */
  "SCHEDULE_UNAVAILABLE",
  /** 422: the store only takes scheduled orders and the cart has no time. */
  "SCHEDULE_REQUIRED",
  // analytics (contract/analytics.ts, decision 032)
  /** 422: no pixel of the merchant with the conversions API takes this event (its flag is off). */
  "EVENT_NOT_ENABLED",
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Body of every non-2xx answer: a stable code, a developer-facing message, optional field errors. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** ORDER_ALREADY_EXISTS: the order the cart already became; SIMILAR_ORDER: the earlier order with the same lines. */
  order_id: z.number().int().optional(),
  /** CART_LINES_NOT_AT_STORE: what the target store cannot take (contract/cart.ts cartLineNotKeptSchema). */
  not_kept: z.array(cartLineNotKeptSchema).optional(),
  /** TOTAL_CHANGED: the order's total now (minor units), for the customer to confirm. */
  total: z.number().int().nonnegative().optional(),
  /** SIMILAR_ORDER: how many minutes ago the earlier order was placed. */
  minutes_ago: z.number().int().positive().optional(),
  /** RATE_LIMITED: seconds until a retry can get through, as in the Retry-After header. */
  retry_after: z.number().int().positive().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const pagingSchema = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().int().min(0),
});
