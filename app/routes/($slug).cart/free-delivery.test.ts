import { describe, expect, it } from "vitest";
import type { Cart } from "../../../contract";
import { apiCart, storeContext } from "../../../tests/support/route-context";
import { loader } from "./route";

// The store's free delivery, said under the cart's summary in the page's server HTML.

const cart = (delivery: Partial<Cart["delivery"]>): Cart =>
  apiCart({ delivery: { ...apiCart().delivery, ...delivery } }, { name: "Bruschetta", total: 4790 });

/** At Bella Napoli (pt-BR, R$), or at a Mexican store speaking Spanish. */
async function totalsOf(open: Cart, language: "pt-BR" | "es" = "pt-BR") {
  const mexican = {
    loadMerchant: async () => ({
      tropicalization: { language: "es", country_code: "MEX", currency: "MXN", timezone: "America/Mexico_City" },
      generalSettings: null,
      generalInformations: null,
    }),
  };
  const page = (await loader({
    request: new Request("https://shop.test/bella-napoli/cart"),
    context: storeContext({
      api: { read: async () => null },
      store: { cart: { current: async () => ({ state: "open", cart: open }) }, ...(language === "es" ? mexican : {}) },
    }),
    params: {},
  })) as { totals: { html: string } };
  return page.totals.html;
}

describe("the cart's free-delivery notice", () => {
  it("says the threshold and what the cart still misses, in minor units formatted", async () => {
    const html = await totalsOf(cart({ type: "DELIVERY", free_delivery: { from: 6000, missing: 1210 } }));
    expect(html).toMatch(/Entrega grátis a partir de R\$\s60,00\./);
    expect(html).toMatch(/Faltam R\$\s12,10 para a entrega grátis\./);
  });

  it("says the cart has it once reached", async () => {
    const html = await totalsOf(cart({ type: "DELIVERY", free_delivery: { from: 6000, missing: 0 } }));
    expect(html).toMatch(/Entrega grátis a partir de R\$\s60,00\./);
    expect(html).toContain("Seu pedido já tem entrega grátis.");
    expect(html).not.toContain("Faltam");
  });

  it("is said in the customer's language", async () => {
    const html = await totalsOf(cart({ type: "DELIVERY", free_delivery: { from: 6000, missing: 1210 } }), "es");
    expect(html).toContain("Envío gratis desde");
    expect(html).toContain("para el envío gratis.");
  });

  it("says nothing where the store has none, or the cart is not a delivery", async () => {
    expect(await totalsOf(cart({ type: "DELIVERY" }))).not.toContain("grátis a partir");
    expect(await totalsOf(cart({ type: "TAKEOUT", free_delivery: { from: 6000, missing: 1210 } }))).not.toContain(
      "grátis a partir",
    );
  });
});
