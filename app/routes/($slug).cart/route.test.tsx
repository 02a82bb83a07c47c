// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Outlet } from "@remix-run/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CartPageView } from "~/lib/cart-view";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n";
import type { MerchantLayoutData } from "~/lib/merchant-view";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import CartRoute, { action } from "./route";

afterEach(cleanup);

const page: CartPageView = {
  state: "open",
  title: "Seu carrinho",
  notice: null,
  cart: {
    lines: [
      { kind: "items", id: 7, name: "Batata frita", image: null, details: [], notes: null, quantity: 2, unitPrice: "R$ 20,00", total: "R$ 40,00" },
    ],
    count: 2,
    notes: "",
    deliveryType: "DELIVERY",
    area: null,
    summary: { subtotal: "R$ 40,00", deliveryFee: null, adjustments: [], total: "R$ 40,00" },
  },
  extras: [{ id: 3, name: "Talheres", max: 5, additionals: [{ id: 31, name: "Garfo e faca", price: null, quantity: 0 }] }],
  modes: [{ type: "DELIVERY", time: "30 - 40 min" }, { type: "TAKEOUT", time: "15 - 20 min" }],
  mode: "DELIVERY",
  proposedMode: null,
  allowNotes: true,
  minimum: null,
  areas: [],
  closed: false,
  scheduleOnly: false,
};

const layout: MerchantLayoutData = {
  merchant: {
    slug: "bella-napoli",
    customDomain: false,
    base: "/bella-napoli",
    home: "/bella-napoli",
    name: "Bella Napoli",
    description: "",
    logo: null,
    accountType: "STORE",
    language: "pt-BR",
    currency: "BRL",
    country: "BRA",
    brandColor: null,
    footer: null,
  },
};

/**
 * The real action on a real form post. A refused form never reaches the API, so the cart
 * service of the context is never called: the test fails loudly if it is.
 */
const context = {
  merchantSlug: "bella-napoli",
  session: { get: () => undefined, set: () => undefined, flash: () => undefined, unset: () => undefined },
  cart: new Proxy({}, { get: (_, name) => () => { throw new Error(`the API was called (${String(name)}) for a refused form`); } }),
} as unknown as AppLoadContext;

function renderCart(language: "pt-BR" | "es" = "pt-BR", view: CartPageView = page) {
  const Stub = createRemixStub(
    [
      {
        id: "routes/($slug)",
        path: "/:slug",
        loader: () => layout,
        Component: Outlet,
        children: [{ path: "cart", loader: () => view, action: (args) => action({ ...args, context }), Component: CartRoute }],
      },
    ],
    context,
  );
  const t = createTranslator(language, (language === "es" ? es : ptBR) as Translations);
  render(
    <I18nContext.Provider value={{ language, t }}>
      <Stub initialEntries={["/bella-napoli/cart"]} />
    </I18nContext.Provider>,
  );
}

/** Submits the button's form as it is, past the browser's own constraint checks. */
function submitWith(button: string) {
  const form = screen.getByRole("button", { name: button }).closest("form");
  if (!form) throw new Error(`no form around ${button}`);
  fireEvent.submit(form);
}

describe("cart page refusals", () => {
  it("refuses notes over 500 characters on the field, keeping every character typed", async () => {
    renderCart();
    const notes = await screen.findByLabelText("Observações do pedido");
    const typed = "Portão azul. ".repeat(50);
    fireEvent.change(notes, { target: { value: typed } });
    // A browser holds the text to maxlength and a step of 1; a script or an old browser may not.
    submitWith("Salvar observação");

    const error = await screen.findByText("Use no máximo 500 caracteres.");
    const field = screen.getByLabelText("Observações do pedido");
    expect(field).toHaveProperty("value", typed);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(error.id);
  });

  it("refuses an extra quantity that is not a whole number, on that extra", async () => {
    renderCart();
    const extra = await screen.findByLabelText("Garfo e faca");
    fireEvent.change(extra, { target: { value: "1.5" } });
    submitWith("Salvar extras");

    const error = await screen.findByText("Informe um número inteiro, de 0 a 99.");
    await waitFor(() => expect(screen.getByLabelText("Garfo e faca").getAttribute("aria-describedby")).toBe(error.id));
    expect(screen.getByLabelText("Garfo e faca")).toHaveProperty("value", "1.5");
  });

  it("says so in Spanish for a Spanish-speaking customer", async () => {
    renderCart("es");
    const extra = await screen.findByLabelText("Garfo e faca");
    fireEvent.change(extra, { target: { value: "" } });
    submitWith("Guardar extras");
    expect(await screen.findByText("Escribe un número entero, de 0 a 99.")).toBeTruthy();
  });

  it("shows the API's unreachable message and a way to try again when the cart could not be read", async () => {
    renderCart("pt-BR", { state: "unavailable", title: "Seu carrinho", notice: null });
    const main = await screen.findByRole("main");
    expect(within(main).getByRole("alert").textContent).toBe(ptBR.cart.errors.unreachable);
    expect(within(main).getByRole("link", { name: "Tentar de novo" }).getAttribute("href")).toBe("/bella-napoli/cart");
    expect(within(main).queryByText("Seu carrinho está vazio.")).toBeNull();
  });
});
