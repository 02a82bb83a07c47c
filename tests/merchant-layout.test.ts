import { describe, expect, it, vi } from "vitest";
import { storeContext } from "./support/route-context";
import { loader } from "../app/routes/($slug)";

/* The merchant's layout runs on every page of a store: it never makes a page wait for the visitor's token. */

describe("the merchant's layout", () => {
  it("answers a new visitor's first page without asking for their token", async () => {
    const accessToken = vi.fn(async () => "token");
    const tropicalization = { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" };
    const loadMerchant = async () => ({
      slug: "bella-napoli",
      tropicalization,
      generalInformations: null,
      analyticsSettings: null,
      customDomain: false,
    });
    const context = storeContext({
      store: { accessToken, loadMerchant },
      page: { dataRequest: true, dataSaver: false },
    });
    const data = await loader({
      request: new Request("https://comanda.test/bella-napoli"),
      context,
      params: { slug: "bella-napoli" },
    });
    expect(data).toMatchObject({ merchant: { slug: "bella-napoli" }, client: null, table: null });
    expect(accessToken).not.toHaveBeenCalled();
  });
});
