// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StoreCard } from "~/lib/store/franchise";
import { FranchiseStores } from "./FranchiseStores";
import { renderInStore } from "../../../tests/support/render";

afterEach(cleanup);

const recife: StoreCard = {
  slug: "sabor-da-casa-recife",
  name: "Sabor da Casa Recife",
  city: "Recife",
  address: "Rua da Aurora, 100 - Boa Vista",
  delivery: true,
  takeout: true,
  opened: true,
  distance: "2.731,4 km",
};

describe("the franchise's stores after a postal code with no store near it", () => {
  it("says none is near that code and lists the city's stores with their distance, never 'no store available'", async () => {
    renderInStore(
      <FranchiseStores
        stores={[recife]}
        carry={null}
        hasAnyLargeDistance
        located
        noneNear
        cep="88501-000"
        cepProblem={null}
        cities={[{ id: 7, name: "Recife" }]}
        cityId={7}
      />,
      { slug: "sabor-da-casa" },
    );
    expect(await screen.findByRole("heading", { name: "Lojas em Recife" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "Nenhuma loja fica perto do CEP 88501-000. Estas são as mais próximas, com a distância de cada uma.",
    );
    expect(screen.getByRole("listitem").textContent).toContain("2.731,4 km");
    expect(screen.queryByText(/Nenhuma loja disponível/)).toBeNull();
  });
});

describe("the franchise's voucher link", () => {
  it("says the coupon goes to the store chosen: every store opens with it, a search keeps it, and a carried cart takes it along", async () => {
    const curitiba: StoreCard = {
      ...recife,
      slug: "sabor-da-casa-curitiba",
      name: "Sabor da Casa Curitiba",
      city: "Curitiba",
      distance: null,
    };
    renderInStore(
      <FranchiseStores
        stores={[recife, curitiba]}
        carry={{
          source: "sabor-da-casa-curitiba",
          sourceName: "Sabor da Casa Curitiba",
          count: 1,
          withCart: ["sabor-da-casa-curitiba"],
        }}
        hasAnyLargeDistance={false}
        located={false}
        cep=""
        cepProblem={null}
        cities={[]}
        cityId={null}
        voucher="REDE10"
      />,
      { slug: "sabor-da-casa" },
    );
    expect((await screen.findByText(/^Cupom REDE10:/)).textContent).toBe(
      "Cupom REDE10: escolha uma loja e ele será aplicado ao seu pedido nela.",
    );
    expect(screen.getByRole("link", { name: "Sabor da Casa Curitiba" }).getAttribute("href")).toBe(
      "/sabor-da-casa-curitiba?voucher=REDE10",
    );
    expect(document.querySelector<HTMLInputElement>('form[role="search"] input[name="voucher"]')?.value).toBe("REDE10");
    expect(document.querySelector<HTMLInputElement>('#carry-sabor-da-casa-recife input[name="voucher"]')?.value).toBe(
      "REDE10",
    );
  });
});
