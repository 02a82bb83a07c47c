// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Outlet } from "@remix-run/react";
import type { ActionFunction, AppLoadContext } from "@remix-run/cloudflare";
import type { CartPageView } from "~/lib/cart/cart-view";
import { CartTotals, staticPart } from "~/partial/index.server";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import type { MerchantLayoutData } from "~/lib/store/merchant-view";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import CartRoute, { action } from "./route";

afterEach(cleanup);

const summary = {
  subtotal: "R$ 40,00",
  deliveryFee: undefined,
  deliveryFeePending: true,
  adjustments: [],
  total: "R$ 40,00",
};

const page: CartPageView = {
  state: "open",
  title: "Seu carrinho",
  notice: null,
  cart: {
    lines: [
      {
        kind: "items",
        id: 7,
        name: "Batata frita",
        image: null,
        details: [],
        notes: null,
        quantity: 2,
        unitPrice: "R$ 20,00",
        total: "R$ 40,00",
      },
    ],
    repriced: [],
    count: 2,
    notes: "",
    deliveryType: "DELIVERY",
    area: null,
    summary,
  },
  extras: [
    {
      id: 3,
      name: "Talheres",
      max: 5,
      additionals: [{ id: 31, name: "Garfo e faca", price: null, quantity: 0, canAdd: true }],
    },
  ],
  modes: [
    { type: "DELIVERY", time: "30 - 40 min" },
    { type: "TAKEOUT", time: "15 - 20 min" },
  ],
  mode: "DELIVERY",
  proposedMode: null,
  allowNotes: true,
  minimum: null,
  areas: [],
  closed: false,
  scheduleOnly: false,
  // As the loader renders it; as in a `.data` answer, its HTML travels in the part.
  totals: staticPart(
    { page: { dataRequest: true, dataSaver: false, documentHtml: {} } } as unknown as AppLoadContext,
    { language: "pt-BR", merchant: null },
    <CartTotals summary={summary} minimum={null} when={null} scheduleOnly={false} paused={null} />,
  ),
};

const layout: MerchantLayoutData = {
  merchant: {
    slug: "bella-napoli",
    base: "/bella-napoli",
    home: "/bella-napoli",
    name: "Bella Napoli",
    description: "",
    logo: null,
    accountType: "STORE",
    language: "pt-BR",
    contentLanguage: "pt-BR",
    currency: "BRL",
    country: "BRA",
    brandColor: null,
    customDomain: false,
  },
};

/** A form refused by its schema never reaches the API: the context's cart fails loudly unless given an answer. */
const contextWith = (answers: Record<string, () => Promise<unknown>> = {}) =>
  ({
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session: { get: () => undefined, set: () => undefined, flash: () => undefined, unset: () => undefined },
      accessToken: async () => "token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
      }),
      cart: new Proxy(answers, {
        get: (target, name) =>
          target[String(name)] ??
          (() => {
            throw new Error(`the API was called (${String(name)}) for a refused form`);
          }),
      }),
    },
  }) as unknown as AppLoadContext;
const refusal =
  (code: string, status = 422) =>
  async () => ({ ok: false, status, error: { code, message: code } });

function renderCart(
  language: "pt-BR" | "es" = "pt-BR",
  view: CartPageView | (() => CartPageView) = page,
  context = contextWith(),
  routeAction: ActionFunction = (args) => action({ ...args, context }),
  openedWith?: unknown,
) {
  const Stub = createRemixStub(
    [
      {
        id: "routes/($slug)",
        path: "/:slug",
        loader: () => layout,
        Component: Outlet,
        children: [
          {
            id: "cart",
            path: "cart",
            loader: () => (typeof view === "function" ? view() : view),
            action: routeAction,
            Component: CartRoute,
          },
        ],
      },
    ],
    context,
  );
  const t = createTranslator(language, (language === "es" ? es : ptBR) as Translations);
  render(
    <I18nContext.Provider value={{ language, t }}>
      <Stub
        initialEntries={["/bella-napoli/cart"]}
        hydrationData={
          openedWith === undefined
            ? undefined
            : {
                loaderData: { "routes/($slug)": layout, cart: typeof view === "function" ? view() : view },
                actionData: { cart: openedWith },
              }
        }
      />
    </I18nContext.Provider>,
  );
}

/** Submits the button's form as it is, past the browser's own constraint checks. */
function submitWith(button: string) {
  const form = screen.getByRole("button", { name: button }).closest("form");
  if (!form) throw new Error(`no form around ${button}`);
  fireEvent.submit(form);
}

describe("the cart page's outline", () => {
  it("goes down its heading levels one at a time: the page, its parts, each line's name", async () => {
    renderCart();
    await screen.findByRole("heading", { level: 3, name: "Batata frita" });
    const levels = screen
      .getAllByRole("heading")
      .map((heading) => [Number(heading.tagName.slice(1)), heading.textContent]);
    expect(levels[0]).toEqual([1, "Seu carrinho"]);
    levels
      .slice(1)
      .forEach(([level], index) =>
        expect(level, JSON.stringify(levels)).toBeLessThanOrEqual(Number(levels[index]![0]) + 1),
      );
    const lines = screen.getByRole("heading", { level: 2, name: "Itens do carrinho" });
    expect(
      lines.compareDocumentPosition(screen.getByRole("heading", { level: 3, name: "Batata frita" })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

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
    // With JavaScript the refusal stays beside the field: nothing is inserted above the customer.
    expect(document.getElementById("cart-problems")).toBeNull();
  });

  it("without JavaScript, opens the refused page on a summary whose link leads to the field", async () => {
    const typed = "Portão azul. ".repeat(50);
    const post = new Request("https://shop.test/bella-napoli/cart", {
      method: "POST",
      body: new URLSearchParams({ intent: "notes", notes: typed }),
    });
    const answer = (await action({
      request: post,
      context: contextWith(),
      params: { slug: "bella-napoli" },
    })) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    renderCart("pt-BR", page, contextWith(), undefined, answer.data);

    const summary = await screen.findByRole("heading", { name: "Corrija 1 campo para continuar" });
    const link = within(summary.parentElement!).getByRole("link", {
      name: "Observações do pedido: Use no máximo 500 caracteres.",
    });
    expect(link.getAttribute("href")).toBe("#cart-notes");
    expect(summary.parentElement!.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByLabelText("Observações do pedido")).toHaveProperty("value", typed);
  });

  it("ties a neighbourhood refusal to its field (aria-invalid, aria-describedby)", async () => {
    renderCart();
    const field = await screen.findByLabelText("Bairro para entrega");
    fireEvent.change(field, { target: { value: "   " } });
    submitWith("Calcular entrega");

    const error = await screen.findByText(ptBR.cart.area.needed);
    await waitFor(() =>
      expect(screen.getByLabelText("Bairro para entrega").getAttribute("aria-describedby")).toBe(error.id),
    );
    expect(screen.getByLabelText("Bairro para entrega").getAttribute("aria-invalid")).toBe("true");
  });

  it("marks the neighbourhood invalid, described by the alert, when the store does not deliver there", async () => {
    renderCart("pt-BR", page, contextWith({ setDeliveryMethod: refusal("DELIVERY_NOT_AVAILABLE") }));
    const field = await screen.findByLabelText("Bairro para entrega");
    fireEvent.change(field, { target: { value: "Cambuci" } });
    submitWith("Calcular entrega");

    const alert = await screen.findByText("Não entregamos em “Cambuci”.");
    await waitFor(() => expect(screen.getByLabelText("Bairro para entrega").getAttribute("aria-invalid")).toBe("true"));
    const describedBy = screen.getByLabelText("Bairro para entrega").getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy!)?.contains(alert)).toBe(true);
  });

  it("says in Spanish that the neighbourhood is missing, for a Spanish-speaking customer", async () => {
    renderCart("es");
    const field = await screen.findByLabelText(es.cart.area.label);
    fireEvent.change(field, { target: { value: "" } });
    submitWith("Calcular envío");
    expect(await screen.findByText("Indica tu barrio o colonia para calcular el envío.")).toBeTruthy();
  });

  it("shows an extra's refusal on its row", async () => {
    renderCart("pt-BR", page, contextWith({ stepExtra: refusal("VALIDATION_ERROR", 400) }));
    const form = (await screen.findByRole("button", { name: "Aumentar Garfo e faca" })).closest("form")!;
    // happy-dom sends no submitter's name and value: the form carries what "+" sends.
    form.insertAdjacentHTML("beforeend", '<input type="hidden" name="increment" value="1">');
    fireEvent.submit(form);
    const error = await screen.findByText(ptBR.cart.errors.VALIDATION_ERROR);
    await waitFor(() =>
      expect(screen.getByRole("form", { name: "Quantidade de Garfo e faca" }).getAttribute("aria-describedby")).toBe(
        error.id,
      ),
    );
  });

  it("says a refused checkout next to its button and moves focus there", async () => {
    const view: CartPageView =
      page.state === "open"
        ? { ...page, minimum: { minimum: "R$ 30,00", missing: "R$ 10,00", withFees: false } }
        : page;
    renderCart("pt-BR", view, contextWith({ validate: refusal("INVALID_MINIMUM_ORDER") }));
    await screen.findByRole("button", { name: "Continuar · R$ 40,00" });
    submitWith("Continuar · R$ 40,00");

    const feedback = await screen.findByText(/Pedido mínimo não atingido/);
    const alert = feedback.closest("[role=alert]") as HTMLElement;
    expect(alert.textContent).toContain("Faltam R$ 10,00 para continuar.");
    // In the checkout form, beside the button the customer pressed.
    expect(alert.closest("form")?.contains(screen.getByRole("button", { name: /^Continuar/ }))).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("asks for the neighbourhood next to the button when the fee is not known, with a way to it", async () => {
    renderCart("pt-BR", page, contextWith({ validate: refusal("REQUIRED_ADDRESS") }));
    await screen.findByRole("button", { name: "Continuar · R$ 40,00" });
    submitWith("Continuar · R$ 40,00");
    const reason = await screen.findByText(ptBR.cart.errors.REQUIRED_ADDRESS, { exact: false });
    const alert = reason.closest("[role=alert]") as HTMLElement;
    expect(within(alert).getByRole("link", { name: ptBR.cart.area.goTo }).getAttribute("href")).toBe("#neighborhood");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByLabelText("Bairro para entrega").getAttribute("aria-invalid")).toBe("true");
  });

  it("goes on to the checkout when the cart can become an order (issue 14)", async () => {
    const context = contextWith({ validate: async () => ({ ok: true, data: { valid: true } }) });
    const request = new Request("https://shop.test/bella-napoli/cart", {
      method: "POST",
      body: new URLSearchParams({ intent: "checkout" }),
    });
    const answer = await action({ request, context, params: {} });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/bella-napoli/checkout");
  });

  it("asks for the neighbourhood in the summary instead of a fee the customer would not pay", async () => {
    renderCart();
    const summary = await screen.findByRole("region", { name: "Resumo do pedido" });
    expect(within(summary).getByRole("link", { name: ptBR.cart.summary.feePending }).getAttribute("href")).toBe(
      "#neighborhood",
    );
    expect(within(summary).getByText(ptBR.cart.summary.totalBeforeDelivery)).toBeTruthy();
  });

  it("shows the API's unreachable message and a way to try again when the cart could not be read", async () => {
    renderCart("pt-BR", { state: "unavailable", title: "Seu carrinho", notice: null });
    const main = await screen.findByRole("main");
    expect(within(main).getByRole("alert").textContent).toBe(ptBR.cart.errors.unreachable);
    expect(within(main).getByRole("link", { name: "Tentar de novo" }).getAttribute("href")).toBe("/bella-napoli/cart");
    expect(within(main).queryByText("Seu carrinho está vazio.")).toBeNull();
  });
});

describe("cart forms sent in quick succession", () => {
  /** The cart page over an action that records what reaches it and answers only when let go. */
  function renderRecorded() {
    const events: string[] = [];
    const pending: (() => void)[] = [];
    renderCart("pt-BR", page, contextWith(), async ({ request }) => {
      const form = await request.formData();
      const sent = [form.get("intent"), form.get("neighborhood") ?? form.get("increment")].filter(Boolean).join(" ");
      events.push(`start ${sent}`);
      await new Promise<void>((resolve) => pending.push(resolve));
      events.push(`end ${sent}`);
      return null;
    });
    const answer = async () => {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      pending.shift()!();
    };
    return { events, answer };
  }

  it("sends 'Continuar' after the neighbourhood's answer, not beside it (it would check out without it)", async () => {
    const { events, answer } = renderRecorded();
    fireEvent.change(await screen.findByLabelText("Bairro para entrega"), { target: { value: "Bela Vista" } });
    submitWith("Calcular entrega");
    await waitFor(() => expect(events).toEqual(["start area Bela Vista"]));
    submitWith("Continuar · R$ 40,00");
    await answer();
    await answer();
    await waitFor(() =>
      expect(events).toEqual(["start area Bela Vista", "end area Bela Vista", "start checkout", "end checkout"]),
    );
  });

  it("counts three quick taps on '+' as three, one after the other", async () => {
    const { events, answer } = renderRecorded();
    await screen.findByRole("button", { name: "Aumentar Batata frita" });
    for (let tap = 0; tap < 3; tap += 1) fireEvent.click(screen.getByRole("button", { name: "Aumentar Batata frita" }));
    for (let tap = 0; tap < 3; tap += 1) await answer();
    const tap = "step 1";
    await waitFor(() => expect(events).toEqual([1, 2, 3].flatMap(() => [`start ${tap}`, `end ${tap}`])));
  });
});

describe("a table's cart", () => {
  const atTable = (takesRounds: boolean) =>
    ({ ...page, mode: "TABLE" as const, table: { cartGuid: "cart-1", takesRounds } }) as CartPageView;

  it("sends the cart to the kitchen while the table takes rounds", async () => {
    renderCart("pt-BR", atTable(true));
    expect(await screen.findByRole("button", { name: /^Enviar para a cozinha · R\$/ })).toBeTruthy();
  });

  it("says the bill was asked, instead of a send that can only be refused, with the way to the bill", async () => {
    renderCart("pt-BR", atTable(false));
    expect(
      await screen.findByText(/^A conta desta mesa já foi pedida: este carrinho não pode mais ir para a cozinha\./),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Enviar para a cozinha/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Ver a conta" }).getAttribute("href")).toBe("/bella-napoli/table/bill");
  });
});
