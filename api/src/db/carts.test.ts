import { describe, expect, it } from "vitest";
import { isQuantityCheckViolation } from "./carts";

describe("isQuantityCheckViolation", () => {
  const d1 = (message: string) =>
    new Error(`D1_ERROR: ${message}: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_CHECK)`);

  it("recognises a quantity CHECK of a cart table, in the error or in its cause", () => {
    expect(isQuantityCheckViolation(d1("CHECK constraint failed: cart_items_quantity_check"))).toBe(true);
    const wrapped = new Error("Failed query: update cart_pizzas …", {
      cause: d1("CHECK constraint failed: cart_pizzas_quantity_check"),
    });
    expect(isQuantityCheckViolation(wrapped)).toBe(true);
  });

  it("leaves other failures alone, other CHECKs included", () => {
    expect(isQuantityCheckViolation(d1("CHECK constraint failed: carts_status_check"))).toBe(false);
    expect(isQuantityCheckViolation(d1("FOREIGN KEY constraint failed"))).toBe(false);
    expect(isQuantityCheckViolation("CHECK constraint failed: cart_items_quantity_check")).toBe(false);
  });
});
