import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { CheckoutTotals, staticPart } from "~/partial/index.server";
import type { CheckoutPrice } from "~/lib/checkout/checkout-prices";
import type { FreeDeliveryView } from "~/lib/cart/cart-view";

// The checkout's summary, drawn on the server: the store's free delivery under it, as the cart says it.

const price: CheckoutPrice = {
  address: "cart",
  method: null,
  summary: {
    subtotal: "R$ 47,90",
    deliveryFee: "R$ 9,00",
    deliveryFeePending: false,
    adjustments: [],
    total: "R$ 56,90",
  },
  total: "R$ 56,90",
  totalMinor: 5690,
};

function totalsHtml(freeDelivery: FreeDeliveryView | null) {
  const context = { page: { dataRequest: true, dataSaver: false, documentHtml: {} } } as unknown as AppLoadContext;
  return staticPart(
    context,
    { language: "pt-BR", merchant: null },
    <CheckoutTotals lines={[]} prices={[price]} freeDelivery={freeDelivery} />,
  ).html;
}

describe("the checkout's free-delivery notice", () => {
  it("says what the cart still misses", () => {
    const html = totalsHtml({ from: "R$ 60,00", missing: "R$ 12,10" });
    expect(html).toContain("Entrega grátis a partir de R$ 60,00.");
    expect(html).toContain("Faltam R$ 12,10 para a entrega grátis.");
  });

  it("says the order has it, and nothing where the store has none", () => {
    expect(totalsHtml({ from: "R$ 60,00", missing: null })).toContain("Seu pedido já tem entrega grátis.");
    expect(totalsHtml(null)).not.toContain("entrega grátis");
  });
});
