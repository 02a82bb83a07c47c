import { describe, expect, it } from "vitest";
import { acceptedOrderIn } from "./auto-print";

describe("the order an accept answered for", () => {
  it("is read from the inbox's answer and from the order page's, and only after an accept", () => {
    expect(acceptedOrderIn("/_console/bella-napoli/orders", "?filter=new&done=ACCEPT&order=42")).toBe(42);
    expect(acceptedOrderIn("/_console/bella-napoli/orders/42", "?done=ACCEPT")).toBe(42);
    expect(acceptedOrderIn("/_console/bella-napoli/orders/42", "?done=DISPATCH")).toBeNull();
    expect(acceptedOrderIn("/_console/bella-napoli/orders", "?done=ACCEPT&order=4x")).toBeNull();
    expect(acceptedOrderIn("/_console/bella-napoli/day", "?done=ACCEPT")).toBeNull();
  });
});
