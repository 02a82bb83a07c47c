// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import type { MerchantLayoutData } from "~/lib/store/merchant-view";
import type { PizzaModal } from "~/lib/menu/pizza-step";
import es from "../../../locales/es/common.json";
import { CartExtras } from "~/components/cart/CartExtras";
import { CartSummary } from "~/components/cart/CartSummary";
import { ConsentNotice } from "~/components/consent/ConsentNotice";
import { FidelityCard } from "~/components/fidelity/FidelityCard";
import { FidelityDialog } from "~/components/fidelity/FidelityDialog";
import { StoreHeader } from "~/components/StoreHeader";
import { ClosedStoreDialog } from "./ClosedStoreDialog";
import { ExtrasList } from "./ExtrasList";
import { MenuSectionList } from "./MenuSectionList";
import { PizzaDialog } from "./PizzaDialog";
import { StoreStatus } from "./StoreStatus";

afterEach(cleanup);

const pizza: PizzaModal = {
  id: 1,
  name: "Pizza salgada",
  description: "",
  image: null,
  available: true,
  rule: "PROPORTIONAL",
  sizes: [{ id: 11, name: "Grande", slices: 8, maxFlavors: 2 }],
  flavors: [{ id: 20, name: "Calabresa", description: "Calabresa fatiada e cebola", prices: { 11: 6290 } }],
  complements: [
    { id: 30, name: "Massa tradicional", kind: "CRUST", prices: { 11: 0 } },
    { id: 31, name: "Borda de catupiry", kind: "EDGE", prices: { 11: 1200 } },
    { id: 32, name: "Bacon extra", kind: "TOPPING", prices: { 11: 900 } },
  ],
};

function renderAt(search: string, page: ReactNode, contentLanguage = "pt-BR") {
  const layout = {
    merchant: {
      slug: "bella-napoli",
      base: "/bella-napoli",
      home: "/bella-napoli",
      name: "Bella Napoli",
      description: "A melhor pizza do bairro",
      language: "es",
      contentLanguage,
      currency: "BRL",
      country: "BRA",
    },
  } as unknown as MerchantLayoutData;
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => layout,
      Component: Outlet,
      children: [{ index: true, Component: () => <>{page}</> }],
    },
  ]);
  const t = createTranslator("es", es as Translations);
  render(
    <I18nContext.Provider value={{ language: "es", t }}>
      <Stub initialEntries={[`/bella-napoli${search}`]} />
    </I18nContext.Provider>,
  );
}

const langOf = (text: string | RegExp) => screen.getByText(text).closest("[lang]")?.getAttribute("lang") ?? null;

const extras = [
  {
    id: 5,
    name: "Talheres",
    description: "Para levar",
    min: 0,
    max: 2,
    additionals: [{ id: 50, name: "Garfo e faca", price: null }],
  },
];
const cartExtras = [
  {
    id: 5,
    name: "Molhos",
    max: 2,
    additionals: [{ id: 51, name: "Molho de alho", price: null, quantity: 0, canAdd: true }],
  },
];
const sections = [
  {
    id: 1,
    name: "Bebidas",
    description: null,
    cards: [
      {
        id: 7,
        kind: "item" as const,
        name: "Suco",
        description: "",
        image: null,
        price: "R$ 9,90",
        originalPrice: null,
        priceFrom: false,
        available: true,
        tags: ["Vegano"],
        serves: null,
      },
    ],
  },
];

describe("the merchant's own words in another interface language", () => {
  it("carry lang on the store's description, the tags and the extras of the menu and the cart", async () => {
    renderAt(
      "",
      <>
        <StoreStatus status={null} modes={null} />
        <MenuSectionList sections={sections} term="" page="/bella-napoli" />
        <ExtrasList extras={extras} />
        <CartExtras extras={cartExtras} reply={null} />
      </>,
    );
    await screen.findByText("A melhor pizza do bairro");
    for (const text of [
      "A melhor pizza do bairro",
      "Vegano",
      "Talheres",
      "Para levar",
      "Garfo e faca",
      "Molhos",
      "Molho de alho",
    ]) {
      expect([text, langOf(text)]).toEqual([text, "pt-BR"]);
    }
    // The interface's own words around them stay in the page's language (no lang of their own).
    expect(screen.getByRole("heading", { name: "Extras para el pedido" }).closest("[lang]")).toBeNull();
  });

  it("carry lang on every option of the pizza builder, step by step", async () => {
    renderAt(
      "?modal=menuPizza&modalId=1&step=1",
      <PizzaDialog pizza={pizza} closeHref="/bella-napoli" serverError={null} />,
    );
    await screen.findByText("Grande");
    for (const text of ["Pizza salgada", "Grande", "Massa tradicional", "Borda de catupiry"])
      expect([text, langOf(text)]).toEqual([text, "pt-BR"]);
    cleanup();
    renderAt(
      "?modal=menuPizza&modalId=1&step=2&size=11",
      <PizzaDialog pizza={pizza} closeHref="/bella-napoli" serverError={null} />,
    );
    await screen.findByText("Calabresa fatiada e cebola");
    expect(langOf("Calabresa fatiada e cebola")).toBe("pt-BR");
    cleanup();
    renderAt(
      "?modal=menuPizza&modalId=1&step=3&size=11&flavor=20",
      <PizzaDialog pizza={pizza} closeHref="/bella-napoli" serverError={null} />,
    );
    await screen.findByText("Bacon extra");
    expect(langOf("Bacon extra")).toBe("pt-BR");
    cleanup();
    renderAt(
      "?modal=menuPizza&modalId=1&step=4&size=11&flavor=20&complement=31&complement=32",
      <PizzaDialog pizza={pizza} closeHref="/bella-napoli" serverError={null} />,
    );
    await waitFor(() => expect(screen.getByText("Bacon extra")).toBeTruthy());
    for (const text of ["Grande", "Calabresa", "Borda de catupiry", "Bacon extra"])
      expect([text, langOf(text)]).toEqual([text, "pt-BR"]);
  });

  it("carry lang on the store's name wherever it is said, and on the fidelity programme's name and reward", async () => {
    renderAt("", <StoreHeader />);
    await screen.findByText("Bella Napoli");
    expect(langOf("Bella Napoli")).toBe("pt-BR");
    cleanup();
    renderAt("", <StoreStatus status={null} modes={null} />);
    expect((await screen.findByRole("heading", { level: 1, name: "Bella Napoli" })).getAttribute("lang")).toBe("pt-BR");
    cleanup();
    renderAt("", <ConsentNotice pageHref="/bella-napoli/analytics-consent" returnTo="/bella-napoli" />);
    await screen.findByText("Bella Napoli");
    expect(langOf("Bella Napoli")).toBe("pt-BR");
    expect(screen.getByText(/quisiera usar cookies/).closest("[lang]")).toBeNull();
    cleanup();
    const welcome = {
      kind: "welcome" as const,
      name: "Bella Napoli",
      description: "A melhor pizza do bairro",
      logo: null,
    };
    renderAt("", <ClosedStoreDialog notice={welcome} closeHref="/bella-napoli" />);
    const title = await screen.findByRole("heading", { name: "Te damos la bienvenida al menú de Bella Napoli" });
    expect(title.closest("[lang]")).toBeNull();
    expect(langOf("Bella Napoli")).toBe("pt-BR");
    expect(langOf("A melhor pizza do bairro")).toBe("pt-BR");
    cleanup();
    const fidelity = { name: "Clube da Pizza", reward: "Uma pizza grande grátis" };
    renderAt(
      "",
      <FidelityCard fidelity={{ ...fidelity, modality: "ORDERS", progress: 4, goal: 5, rewardAvailable: false }} />,
    );
    await screen.findByText("Clube da Pizza");
    expect(langOf("Clube da Pizza")).toBe("pt-BR");
    expect(langOf("Uma pizza grande grátis")).toBe("pt-BR");
    expect(screen.getByRole("region", { name: "Programa de fidelidad: Clube da Pizza" }).closest("[lang]")).toBeNull();
    cleanup();
    const summary = {
      subtotal: "R$ 50,00",
      deliveryFee: undefined,
      deliveryFeePending: false,
      adjustments: [{ name: "Clube da Pizza", source: "FIDELITY" as const, amount: "R$ 10,00", discount: true }],
      total: "R$ 40,00",
    };
    renderAt("", <CartSummary summary={summary} />);
    await screen.findByText("Clube da Pizza");
    expect(langOf("Clube da Pizza")).toBe("pt-BR");
    const reward = screen
      .getAllByRole("term")
      .find((term) => term.textContent === "Recompensa del programa de fidelidad (Clube da Pizza)");
    expect(reward?.closest("[lang]")).toBeNull();
    cleanup();
    renderAt("", <FidelityDialog fidelity={{ ...fidelity, programId: 1 }} closeHref="/bella-napoli" />);
    await screen.findByText("Clube da Pizza");
    expect(langOf("Clube da Pizza")).toBe("pt-BR");
    expect(langOf("Uma pizza grande grátis")).toBe("pt-BR");
  });

  it("have no lang of their own when the interface speaks the merchant's language", async () => {
    renderAt("", <StoreStatus status={null} modes={null} />, "es");
    await screen.findByText("A melhor pizza do bairro");
    expect(langOf("A melhor pizza do bairro")).toBeNull();
  });
});
