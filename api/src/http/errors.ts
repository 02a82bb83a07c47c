import type { ApiError, ErrorCode } from "../../../contract";
import type { Rejection } from "../domain/cart-pricing";

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** A failure the client may act on: rendered as `{ code, message, errors? }` with its status by the app's onError. */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: ApiError["errors"],
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ApiError {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }

  headers(): Record<string, string> | undefined {
    return undefined;
  }
}

/** A limit on attempts past: 429 RATE_LIMITED with how long to wait, in the body and in Retry-After. */
export class RateLimitedError extends HttpError {
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    const seconds = Math.max(1, retryAfter);
    super(429, "RATE_LIMITED", `Too many attempts; retry in ${seconds} seconds`);
    this.name = "RateLimitedError";
    this.retryAfter = seconds;
  }

  override toBody(): ApiError {
    return { ...super.toBody(), retry_after: this.retryAfter };
  }

  override headers(): Record<string, string> {
    return { "Retry-After": String(this.retryAfter) };
  }
}

export const unauthorized = (message = "Missing or invalid credentials") => new HttpError(401, "UNAUTHORIZED", message);

export const forbidden = (message = "This token does not give access to this merchant") =>
  new HttpError(403, "FORBIDDEN", message);

export const notFound = (message = "Not found") => new HttpError(404, "NOT_FOUND", message);

/** An unknown cart guid, or a cart of another visitor or merchant: the two answer alike. */
export const cartNotFound = (guid: string) => new HttpError(404, "CART_NOT_FOUND", `Cart ${guid} not found`);

/** A cart of the caller's that holds no such line (never had it, or it was removed already). */
export const lineNotFound = (kind: "Item" | "Pizza", lineId: number, guid: string) =>
  new HttpError(404, "LINE_NOT_FOUND", `${kind} line ${lineId} is not in cart ${guid}`);

export const validationError = (message: string, errors?: ApiError["errors"]) =>
  new HttpError(400, "VALIDATION_ERROR", message, errors);

export const rejected = (rejection: Rejection) =>
  new HttpError(rejection.status, rejection.code, rejection.message, rejection.errors);

export function accepted<T>(checked: { ok: true; value: T } | { ok: false; rejection: Rejection }): T {
  if (!checked.ok) throw rejected(checked.rejection);
  return checked.value;
}
