// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import type { PizzaModal } from "~/lib/menu/pizza-step";
import ptBR from "../../../locales/pt-BR/common.json";
import { PizzaDialog } from "./PizzaDialog";
import { storeLayout } from "../../../tests/support/render";

afterEach(cleanup);

const pizza: PizzaModal = {
  id: 1,
  name: "Pizza salgada",
  description: "",
  image: null,
  available: true,
  rule: "PROPORTIONAL",
  sizes: [{ id: 11, name: "Grande", slices: 8, maxFlavors: 3 }],
  flavors: [
    { id: 20, name: "Calabresa", description: "", prices: { 11: 6290 } },
    { id: 21, name: "Quatro Queijos", description: "", prices: { 11: 7490 } },
  ],
  complements: [
    { id: 30, name: "Massa tradicional", kind: "CRUST", prices: { 11: 0 } },
    { id: 31, name: "Borda de catupiry", kind: "EDGE", prices: { 11: 1200 } },
    { id: 32, name: "Bacon extra", kind: "TOPPING", prices: { 11: 900 } },
  ],
};

const layout = storeLayout("bella-napoli");

function renderBuilder(search: string) {
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => layout,
      Component: Outlet,
      children: [
        { index: true, Component: () => <PizzaDialog pizza={pizza} closeHref="/bella-napoli" serverError={null} /> },
      ],
    },
  ]);
  const t = createTranslator("pt-BR", ptBR as Translations);
  render(
    <I18nContext.Provider value={{ language: "pt-BR", t }}>
      <Stub initialEntries={[`/bella-napoli?modal=menuPizza&modalId=1&${search}`]} />
    </I18nContext.Provider>,
  );
}

const brl = (text: string) => text.replace(/\u00a0/g, " ");
const progress = () => brl(screen.getByText(/^Passo \d de 4/).textContent ?? "");
/** Until its effects have run its steps are plain posts, which this stub has no action for. */
async function ready() {
  await waitFor(() => expect(screen.queryByRole("button", { name: "Continuar" })).not.toBeNull());
  await act(async () => {});
}

describe("PizzaDialog", () => {
  it("marks the current step and prices 'a partir de' the cheapest flavor until one is chosen", async () => {
    renderBuilder("step=2&size=11&complement=31");
    await ready();
    const steps = screen.getByRole("list", { name: "Etapas da pizza" });
    expect(within(steps).getByText("Sabores").getAttribute("aria-current")).toBe("step");
    expect(within(steps).getByText("Resumo").getAttribute("aria-current")).toBeNull();
    // The cheapest flavor (62,90) with the edge chosen at step 1 (12,00).
    expect(progress()).toBe("Passo 2 de 4 · a partir de R$ 74,90");
    fireEvent.click(screen.getByRole("checkbox", { name: /Quatro Queijos/ }));
    await waitFor(() => expect(progress()).toBe("Passo 2 de 4 · R$ 86,90"));
  });

  it("ties a refused step to its fieldset and moves the focus to its first choice", async () => {
    renderBuilder("step=2&size=11");
    await ready();
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Continuar" }).closest("form")!));
    const message = await screen.findByText("Escolha pelo menos 1 sabor.");
    const group = screen.getByRole("group", { name: /Escolha até 3 sabores/ });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: /Calabresa/ })));
  });

  it("refuses step 1 without a size in words on the sizes, not with the browser's bubble", async () => {
    renderBuilder("");
    await ready();
    const form = screen.getByRole("button", { name: "Continuar" }).closest("form")!;
    expect(form.noValidate).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Continuar" }));
    const message = await screen.findByText("Escolha um tamanho para continuar.");
    const sizes = screen.getByRole("group", { name: /Tamanho/ });
    expect(sizes.getAttribute("aria-invalid")).toBe("true");
    expect(sizes.getAttribute("aria-describedby")).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("radio", { name: /Grande/ })));
  });

  it("draws the server's refusal of step 1 (no JavaScript) on the sizes, in the page's language", () => {
    const Stub = createRemixStub([
      {
        id: "routes/($slug)",
        path: "/:slug",
        loader: () => layout,
        Component: Outlet,
        children: [
          {
            index: true,
            Component: () => (
              <PizzaDialog
                pizza={pizza}
                closeHref="/bella-napoli"
                serverError={{ error: "pizza.errors.size", field: "size" }}
              />
            ),
          },
        ],
      },
    ]);
    const t = createTranslator("pt-BR", ptBR as Translations);
    render(
      <I18nContext.Provider value={{ language: "pt-BR", t }}>
        <Stub initialEntries={["/bella-napoli?modal=menuPizza&modalId=1"]} />
      </I18nContext.Provider>,
    );
    return waitFor(() => {
      const message = screen.getByText("Escolha um tamanho para continuar.");
      expect(screen.getByRole("group", { name: /Tamanho/ }).getAttribute("aria-describedby")).toBe(message.id);
    });
  });

  it("prices a topping as soon as it is ticked", async () => {
    renderBuilder("step=3&size=11&flavor=20");
    await ready();
    expect(progress()).toBe("Passo 3 de 4 · R$ 62,90");
    fireEvent.click(screen.getByRole("checkbox", { name: /Bacon extra/ }));
    await waitFor(() => expect(progress()).toBe("Passo 3 de 4 · R$ 71,90"));
  });

  it("sums up by crust, edge, flavors with their amount, and toppings, with −/+ for the quantity", async () => {
    renderBuilder("step=4&size=11&flavor=20&flavor=21&complement=30&complement=31&complement=32");
    const more = await screen.findByRole("button", { name: "Aumentar quantidade" });
    const summary = screen.getByText("Tamanho").closest("dl")!;
    expect(
      within(summary)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Tamanho", "Massa", "Borda", "Sabores", "Adicionais"]);
    expect(
      within(summary)
        .getAllByRole("definition")
        .map((definition) => brl(definition.textContent ?? "")),
    ).toEqual([
      "Grande",
      "Massa tradicional",
      "Borda de catupiry+ R$ 12,00",
      "1/2 CalabresaR$ 31,451/2 Quatro QueijosR$ 37,45",
      "Bacon extra+ R$ 9,00",
    ]);
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(screen.getByRole("button", { name: "Diminuir quantidade" }));
    expect(screen.getByRole("spinbutton", { name: "Quantidade" })).toHaveProperty("value", "2");
    // (6290 + 7490) / 2 + 1200 + 900 = 8990, twice
    expect(brl(screen.getByRole("button", { name: /^Adicionar/ }).textContent ?? "")).toBe("Adicionar · R$ 179,80");
  });

  it("moves on to the next step's heading, and a search keeps what is ticked", async () => {
    renderBuilder("step=2&size=11");
    await ready();
    fireEvent.click(screen.getByRole("checkbox", { name: /Calabresa/ }));
    await waitFor(() => expect(progress()).toBe("Passo 2 de 4 · R$ 62,90"));
    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar sabor" }), { target: { value: "queijos" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Buscar" })));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /Calabresa/ })).toHaveProperty("checked", true));
    expect(screen.getByRole("checkbox", { name: /Quatro Queijos/ })).toHaveProperty("checked", false);
    expect(progress()).toBe("Passo 2 de 4 · R$ 62,90");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continuar" })));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 3, name: "Adicionais" })),
    );
    expect(progress()).toBe("Passo 3 de 4 · R$ 62,90");
  });
});
