import { describe, expect, it } from "vitest";
import { priceSwitchCss, shownTotalOf, type CheckoutPrice } from "./checkout-prices";

const price = (address: string, method: string | null, totalMinor: number): CheckoutPrice => ({
  address,
  method,
  summary: { subtotal: "", deliveryFee: undefined, deliveryFeePending: false, adjustments: [], total: "" },
  total: String(totalMinor),
  totalMinor,
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("shownTotalOf", () => {
  const shown = {
    shown_total: "7100",
    "shown_total.12": "7100",
    "shown_total.12.PIX": "6790",
    "shown_total.new": "6400",
  };

  it("reads the total shown for the address and payment sent, else the address's, else the first price's", () => {
    expect(shownTotalOf(form({ ...shown, address_choice: "12", payment: "PIX" }))).toBe(6790);
    expect(shownTotalOf(form({ ...shown, address_choice: "12", payment: "CASH" }))).toBe(7100);
    expect(shownTotalOf(form({ ...shown, address_choice: "new", payment: "PIX" }))).toBe(6400);
    // Takeout sends no address: the cart's own price.
    expect(shownTotalOf(form({ ...shown, payment: "CASH" }))).toBe(6400);
    // A saved address the page had no price for: the first price's total (the API then says the real one).
    expect(shownTotalOf(form({ ...shown, address_choice: "99" }))).toBe(7100);
  });

  it("reads nothing from a form that says no total, or a total that is no whole number", () => {
    expect(shownTotalOf(form({ payment: "CASH" }))).toBeUndefined();
    expect(shownTotalOf(form({ shown_total: "71,00" }))).toBeUndefined();
  });
});

describe("priceSwitchCss", () => {
  it("shows the price of the address and payment checked, the first address's while none is", () => {
    const css = priceSwitchCss(
      [price("12", null, 7100), price("12", "PIX", 6790), price("new", null, 6400)],
      "checkout-form",
    );
    expect(css.startsWith("@supports selector(:has(*)){#checkout-form [data-price]{display:none}")).toBe(true);
    const shownBy = css.slice(css.indexOf("}") + 1, css.lastIndexOf("{display:contents}")).split(",");
    expect(shownBy).toEqual([
      '#checkout-form:has(input[name="address_choice"][value="12"]:checked):not(:has(input[name="payment"][value="PIX"]:checked)) [data-price="12"]',
      '#checkout-form:not(:has(input[name="address_choice"]:checked)):not(:has(input[name="payment"][value="PIX"]:checked)) [data-price="12"]',
      '#checkout-form:has(input[name="address_choice"][value="12"]:checked):has(input[name="payment"][value="PIX"]:checked) [data-price="12.PIX"]',
      '#checkout-form:not(:has(input[name="address_choice"]:checked)):has(input[name="payment"][value="PIX"]:checked) [data-price="12.PIX"]',
      '#checkout-form:has(input[name="address_choice"][value="new"]:checked) [data-price="new"]',
    ]);
  });

  it("switches on the payment alone where the form has no address to choose", () => {
    const css = priceSwitchCss([price("new", null, 6400), price("new", "PIX", 6090)], "checkout-form");
    expect(css).toContain('#checkout-form:not(:has(input[name="payment"][value="PIX"]:checked)) [data-price="new"]');
    expect(css).toContain('#checkout-form:has(input[name="payment"][value="PIX"]:checked) [data-price="new.PIX"]');
    expect(css).not.toContain("address_choice");
  });

  it("writes nothing with one price, or with a key it would not write into a style", () => {
    expect(priceSwitchCss([price("new", null, 6400)], "checkout-form")).toBe("");
    expect(priceSwitchCss([price("new", null, 6400), price('"]{}', null, 1)], "checkout-form")).toBe("");
  });
});
