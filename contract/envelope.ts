import * as z from "zod";
import { cartLineNotKeptSchema } from "./cart-change";

export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const errorCodes = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION_ERROR",
  "INTERNAL_ERROR",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  // 404: unknown, or not the caller's (the two are not told apart).
  "CART_NOT_FOUND",
  "LINE_NOT_FOUND",
  "CART_FULL",
  "PENDING_CART",
  "UNAVAILABLE",
  "INVALID_QUANTITY",
  "CART_FINALIZED",
  "MERCHANT_CLOSED",
  "MERCHANT_PAUSED",
  "INVALID_MINIMUM_ORDER",
  "INVALID_CART",
  "DELIVERY_NOT_AVAILABLE",
  "DELIVERY_TYPE_INVALID",
  "REQUIRED_ADDRESS",
  "ORDER_ALREADY_EXISTS",
  "ONLINE_PAYMENT_PENDING",
  "ONLINE_PAYMENT_FAILED",
  /** 503: the merchant's payment provider did not answer; nothing was placed, the same request may be sent again. */
  "PAYMENT_PROVIDER_UNAVAILABLE",
  /** The spec's "refund failed": 503 the provider did not answer (nothing moved, send it again), 422 it refused. */
  "REVERSAL_FAILED",
  /** 422: a refund over what is left to give back of the order's payment. */
  "REFUND_TOO_LARGE",
  /** 422: the payment provider refused the credentials a store's owner pasted; nothing was saved. */
  "PAYMENT_CREDENTIALS_REFUSED",
  /** 503: the custom domains' provider (Cloudflare for SaaS) did not answer; nothing was changed. */
  "DOMAIN_PROVIDER_UNAVAILABLE",
  "CART_LINES_NOT_AT_STORE",
  "CART_CHANGED",
  "QUANTITY_REACHED",
  "MINIMUM_ORDER",
  "ALREADY_EXISTS",
  "REQUIRED_CLIENT",
  "ALREADY_USED",
  "PROMOTIONAL_ITEM",
  "FIRST_ORDER",
  "FIDELITY_PROGRAM",
  "INSUFFICIENT_POINTS",
  "INVALID_CREDENTIALS",
  "INVALID_PASSWORD",
  "TOKEN_INVALID",
  "EMAIL_TAKEN",
  "CPF_TAKEN",
  "PHONE_TAKEN",
  "BIRTHDATE_LOCKED",
  "CARD_BRAND_NOT_ACCEPTED",
  "SOCIAL_TOKEN_INVALID",
  "SOCIAL_PROVIDER_DISABLED",
  "SOCIAL_EMAIL_MISSING",
  "SOCIAL_EMAIL_UNVERIFIED",
  "SOCIAL_TOKEN_UNSUPPORTED",
  "MAIL_NOT_SENT",
  "MESSAGE_NOT_SENT",
  "PAYMENT_METHOD_UNAVAILABLE",
  "TOTAL_CHANGED",
  "SIMILAR_ORDER",
  /** 409 on the merchant's side, 422 on the customer's. */
  "INVALID_TRANSITION",
  "ALREADY_RATED",
  "NOT_DELIVERED",
  "TABLE_CLOSED",
  "SCHEDULING_DISABLED",
  "RETROACTIVE_SCHEDULE",
  "SCHEDULE_UNAVAILABLE",
  "SCHEDULE_REQUIRED",
  "EVENT_NOT_ENABLED",
  /** A rescue link (decision 110): 404 unknown or another store's; 409 spent, expired, its cart ordered, or sent already today. */
  "RESCUE_LINK_NOT_FOUND",
  "RESCUE_LINK_USED",
  "RESCUE_LINK_EXPIRED",
  "RESCUE_CART_ORDERED",
  "RESCUE_ALREADY_SENT",
  "RESCUE_NOT_ACCEPTED",
  /** 409: the caller already has another cart with items at the store. */
  "RESCUE_CART_CONFLICT",
  /** 409: the store's owner has set a password; there is no invitation to send again. */
  "OWNER_ACCEPTED",
  /** 409: the store has no owner to invite. */
  "NO_OWNER",
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /**
   * ORDER_ALREADY_EXISTS: the order the cart already became; SIMILAR_ORDER: the earlier order with the same
   * lines.
   */
  order_id: z.number().int().optional(),
  not_kept: z.array(cartLineNotKeptSchema).optional(),
  /** TOTAL_CHANGED: the order's total now, minor units. */
  total: z.number().int().nonnegative().optional(),
  minutes_ago: z.number().int().positive().optional(),
  /** RATE_LIMITED: seconds, as in the Retry-After header. */
  retry_after: z.number().int().positive().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const pagingSchema = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().int().min(0),
});
