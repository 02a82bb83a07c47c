// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderIn } from "../../../tests/support/render";
import { CartSummary } from "./CartSummary";

afterEach(cleanup);

describe("the cart's summary", () => {
  it("shows a free-delivery coupon applied before the neighbourhood as free delivery, not as a zero discount", () => {
    renderIn(
      "pt-BR",
      <CartSummary
        summary={{
          subtotal: "R$ 50,00",
          deliveryFee: undefined,
          deliveryFeePending: true,
          adjustments: [
            { name: "Frete grátis", source: "COUPON", amount: "R$ 0,00", discount: true, freeDelivery: true },
          ],
          total: "R$ 50,00",
        }}
      />,
    );
    const line = screen.getByText("Frete grátis").nextElementSibling;
    expect(line?.textContent).toBe("Entrega grátis");
    expect(screen.queryByText(/− R\$ 0,00/)).toBeNull();
  });
});
