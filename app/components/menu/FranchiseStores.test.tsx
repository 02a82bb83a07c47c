// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StoreCard } from "~/lib/franchise";
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
    expect(screen.getByRole("status").textContent).toBe("Nenhuma loja fica perto do CEP 88501-000. Estas são as mais próximas, com a distância de cada uma.");
    expect(screen.getByRole("listitem").textContent).toContain("2.731,4 km");
    expect(screen.queryByText(/Nenhuma loja disponível/)).toBeNull();
  });
});
