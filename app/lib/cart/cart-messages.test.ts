import { describe, expect, it } from "vitest";
import { cartErrorKey, isCartWideRefusal, refusalStatus } from "./cart-messages";

describe("cart refusals", () => {
  it("says the API's code when the customer can act on it, else 'try again'", () => {
    expect(cartErrorKey({ code: "LINE_NOT_FOUND" }, 404)).toBe("cart.errors.LINE_NOT_FOUND");
    expect(cartErrorKey({ code: "RATE_LIMITED" }, 429)).toBe("cart.errors.RATE_LIMITED");
    expect(cartErrorKey({ code: "SOMETHING_NEW" }, 422)).toBe("cart.errors.generic");
    // A table whose bill was asked takes nothing more: said as it is, not "try again".
    expect(cartErrorKey({ code: "TABLE_CLOSED" }, 409)).toBe("cart.errors.TABLE_CLOSED");
  });

  it("says 'could not reach the store' for any 5xx, whatever the code", () => {
    expect(cartErrorKey({ code: "INVALID_QUANTITY" }, 502)).toBe("cart.errors.unreachable");
    expect(cartErrorKey({ code: "INTERNAL_ERROR" }, 503)).toBe("cart.errors.unreachable");
  });

  it("answers 503 for an API failure, 429 for a limit, 422 for a refusal", () => {
    expect([
      refusalStatus(500),
      refusalStatus(503),
      refusalStatus(429),
      refusalStatus(404),
      refusalStatus(400),
    ]).toEqual([503, 503, 429, 422, 422]);
  });

  it("tells the cart-wide refusals from a refusal of one dish", () => {
    expect(isCartWideRefusal({ code: "RATE_LIMITED" }, 429)).toBe(true);
    expect(isCartWideRefusal({ code: "CART_FULL" }, 422)).toBe(true);
    expect(isCartWideRefusal({ code: "TABLE_CLOSED" }, 409)).toBe(true);
    expect(isCartWideRefusal({ code: "INTERNAL_ERROR" }, 503)).toBe(true);
    expect(isCartWideRefusal({ code: "UNAVAILABLE" }, 422)).toBe(false);
  });
});
