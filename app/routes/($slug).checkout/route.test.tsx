// @vitest-environment happy-dom
import { parseWithZod } from "@conform-to/zod/v4";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { Outlet } from "@remix-run/react";
import { data as respond, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { EMPTY_ADDRESS } from "~/lib/accounts/address-form";
import { offeredMethods, type CheckoutActionData, type CheckoutPageView } from "~/lib/checkout/checkout-view";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import type { MerchantLayoutData } from "~/lib/store/merchant-view";
import type { Currency } from "../../../contract/merchant";
import ptBR from "../../../locales/pt-BR/common.json";
import es from "../../../locales/es/common.json";
import { CheckoutTotals, staticPart, SubmitLabel } from "~/partial/index.server";
import { checkoutSummaryFields } from "./summary-fields.server";
import { written } from "./answer.server";
import CheckoutRoute from "./route";
import { checkoutSchema, orderPaymentOf, picksOf, withIntent } from "./schema.server";
import { declaredTexts, rawKeys } from "../../../tests/support/render";
import { handle as layoutHandle } from "~/routes/($slug)";
import { handle as checkoutHandle } from "./route";

afterEach(cleanup);

const visitor: CheckoutPageView = {
  title: "Finalizar pedido",
  notice: null,
  cartGuid: "cart-guid-1",
  idempotencyKey: "0d7c3c5e-8d0b-4a8e-9a56-3b1f2b7a9c11",
  mode: "DELIVERY",
  loggedIn: false,
  loginHref: "/bella-napoli/login?redirectTo=%2Fcheckout",
  cartHref: "/bella-napoli/cart",
  addCardHref: "/bella-napoli/profile/cards?redirectTo=%2Fcheckout",
  contact: { name: "", phone: "" },
  country: "BRA",
  referencePoint: { enabled_reference_point: false, required_reference_point: false },
  savedAddresses: [],
  addressChoice: "new",
  address: { ...EMPTY_ADDRESS, neighborhood: "Bela Vista" },
  takeoutEnabled: true,
  consumeInStore: null,
  storeAddress: null,
  time: "40 - 60 min",
  online: [
    { code: "PIX", unavailable: "login" },
    { code: "CARD", unavailable: "login" },
  ],
  cards: [],
  offline: [
    { code: "CASH", brands: [] },
    { code: "CREDIT_CARD", brands: ["VISA", "MASTER"] },
  ],
  requireTaxId: false,
  allowNotes: true,
  notes: "",
  lines: [
    {
      kind: "items",
      id: 7,
      name: "Pizza Margherita",
      image: null,
      details: [],
      notes: null,
      quantity: 1,
      unitPrice: "R$ 50,00",
      total: "R$ 50,00",
    },
  ],
  summary: {
    subtotal: "R$ 50,00",
    deliveryFee: "R$ 5,00",
    deliveryFeePending: false,
    adjustments: [],
    total: "R$ 55,00",
  },
  total: "R$ 55,00",
  totalMinor: 5500,
  prices: [
    {
      address: "new",
      method: null,
      summary: {
        subtotal: "R$ 50,00",
        deliveryFee: "R$ 5,00",
        deliveryFeePending: false,
        adjustments: [],
        total: "R$ 55,00",
      },
      total: "R$ 55,00",
      totalMinor: 5500,
    },
  ],
  priceCss: "",
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

const checkoutRules = (page: CheckoutPageView) => ({
  country: page.country,
  currency: "BRL" as Currency,
  delivery: page.mode === "DELIVERY",
  requireTaxId: page.requireTaxId,
  allowNotes: page.allowNotes,
  referencePoint: page.referencePoint,
  total: page.totalMinor,
});

async function schemaAction(
  page: CheckoutPageView,
  language: "pt-BR" | "es",
  currency: Currency,
  { request }: ActionFunctionArgs,
) {
  const form = withIntent(await request.formData());
  const rules = {
    country: page.country,
    currency,
    delivery: page.mode === "DELIVERY",
    requireTaxId: page.requireTaxId,
    allowNotes: page.allowNotes,
    referencePoint: page.referencePoint,
    total: page.totalMinor,
    offered: offeredMethods(page),
  };
  const submission = parseWithZod(form, { schema: checkoutSchema(rules, picksOf(form)) });
  const answer: CheckoutActionData = {
    reply: submission.reply(),
    notServed: false,
    existingOrderHref: null,
    found: null,
    missing: null,
    removed: null,
  };
  const t = createTranslator(language, (language === "es" ? es : ptBR) as Translations);
  if (submission.status !== "success")
    return respond(written(answer, t, checkoutSummaryFields(t, page.country, currency)), { status: 400 });
  throw new Error("a valid form reached the API");
}

function withParts(page: CheckoutPageView, language: "pt-BR" | "es") {
  const context = { page: { dataRequest: true, dataSaver: false, documentHtml: {} } } as unknown as AppLoadContext;
  return {
    ...page,
    totals: staticPart(
      context,
      { language, merchant: null },
      <CheckoutTotals lines={page.lines} prices={page.prices} />,
    ),
    submitLabel: staticPart(context, { language, merchant: null }, <SubmitLabel prices={page.prices} />),
    closedNotice: null,
    eatIn: null,
  };
}

function renderCheckout(
  language: "pt-BR" | "es" = "pt-BR",
  page: CheckoutPageView = visitor,
  currency: Currency = "BRL",
  texts = (language === "es" ? es : ptBR) as Translations,
  action: (args: ActionFunctionArgs) => Promise<unknown> = (args) => schemaAction(page, language, currency, args),
) {
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => ({ merchant: { ...layout.merchant, currency } }),
      Component: Outlet,
      children: [
        {
          path: "checkout",
          loader: () => withParts(page, language),
          action,
          Component: CheckoutRoute,
        },
      ],
    },
  ]);
  const t = createTranslator(language, texts);
  render(
    <I18nContext.Provider value={{ language, t }}>
      <Stub initialEntries={["/bella-napoli/checkout"]} />
    </I18nContext.Provider>,
  );
}

/** happy-dom submits with no submitter, and a form without one places no order: its name and value are added. */
function submit() {
  const form = document.getElementById("checkout-form");
  if (!(form instanceof HTMLFormElement)) throw new Error("no checkout form");
  const intent = Object.assign(document.createElement("input"), { type: "hidden", name: "intent", value: "order" });
  form.appendChild(intent);
  fireEvent.submit(form);
  intent.remove();
}

describe("checkout page", () => {
  it("shows a visitor's online options disabled with 'Opção de pagamento indisponível' and a login link", async () => {
    renderCheckout();
    const pix = await screen.findByRole("radio", { name: "Pix" });
    expect(pix).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: "Cartão" })).toHaveProperty("disabled", true);
    const hint = document.getElementById(pix.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("Opção de pagamento indisponível");
    expect(within(hint!).getByRole("link", { name: "Entre na sua conta para pagar online" }).getAttribute("href")).toBe(
      visitor.loginHref,
    );
    expect(screen.getByRole("radio", { name: "Dinheiro" })).toHaveProperty("disabled", false);
    // The key made by the loader is in the form, so a double click or a resubmit carries it.
    expect(document.querySelector<HTMLInputElement>('input[name="idempotency_key"]')?.value).toBe(
      visitor.idempotencyKey,
    );
    expect(screen.getByRole("button", { name: "Finalizar pedido · R$ 55,00" })).toBeTruthy();
  });

  it("refuses a change below the total on its field and keeps everything typed", async () => {
    renderCheckout();
    fireEvent.change(await screen.findByLabelText("Nome"), { target: { value: "Ana Souza" } });
    fireEvent.change(screen.getByLabelText("Telefone"), { target: { value: "(11) 98765-4321" } });
    fireEvent.change(screen.getByLabelText("Rua"), { target: { value: "Rua Treze de Maio" } });
    fireEvent.change(screen.getByLabelText(/^Complemento/), { target: { value: "apto 42" } });
    fireEvent.click(screen.getByRole("radio", { name: "Dinheiro" }));
    fireEvent.change(screen.getByLabelText("Troco para"), { target: { value: "10,00" } });
    submit();

    const error = await screen.findByText(ptBR.checkout.errors.changeTooSmall);
    const change = screen.getByLabelText("Troco para");
    expect(change.getAttribute("aria-invalid")).toBe("true");
    expect(change.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(change).toHaveProperty("value", "10,00");
    expect(screen.getByLabelText("Nome")).toHaveProperty("value", "Ana Souza");
    expect(screen.getByLabelText(/^Complemento/)).toHaveProperty("value", "apto 42");
    expect(screen.getByRole("radio", { name: "Dinheiro" })).toHaveProperty("checked", true);
    // The address fields left empty are refused on their own field too.
    expect(screen.getByLabelText("Número").getAttribute("aria-invalid")).toBe("true");
    // The key is the one sent: a retry after a refusal is the same intent.
    expect(document.querySelector<HTMLInputElement>('input[name="idempotency_key"]')?.value).toBe(
      visitor.idempotencyKey,
    );
  });

  it("a refused order puts a summary first in the page, focused, with one link per problem that takes the customer to its field", async () => {
    renderCheckout();
    fireEvent.change(await screen.findByLabelText("Nome"), { target: { value: "Ana Souza" } });
    fireEvent.change(screen.getByLabelText("CPF/CNPJ na nota (opcional)"), { target: { value: "111.111.111-11" } });
    submit();

    const summary = await screen.findByRole("heading", { name: /^Corrija \d+ campos para continuar$/ });
    const box = summary.parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(
      box.compareDocumentPosition(document.getElementById("checkout-form")!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const links = within(box).getAllByRole("link");
    expect(summary.textContent).toBe(`Corrija ${links.length} campos para continuar`);
    const texts = links.map((link) => link.textContent);
    // Each problem says which field: "Preencha este campo" alone would not.
    expect(texts).toEqual([
      `Telefone: ${ptBR.validation.required}`,
      ...["CEP", "Rua", "Número", "Cidade", "Estado"].map((label) => `${label}: ${ptBR.validation.required}`),
      `Pagamento: ${ptBR.checkout.errors.paymentRequired}`,
      `CPF/CNPJ na nota: ${ptBR.validation.cpfOrCnpjInvalid}`,
    ]);
    for (const link of links)
      expect(document.getElementById(link.getAttribute("href")!.slice(1)), link.textContent!).not.toBeNull();

    fireEvent.click(links.find((link) => link.textContent?.startsWith("Telefone:"))!);
    expect(document.activeElement).toBe(screen.getByLabelText("Telefone"));
    // A group: its first choice takes the focus.
    fireEvent.click(links.find((link) => link.textContent?.startsWith("Pagamento:"))!);
    expect(document.activeElement?.getAttribute("name")).toBe("payment");
  });

  it("a fee still to be priced links to the checkout's own neighbourhood field", async () => {
    const pending = { ...visitor.summary, deliveryFeePending: true };
    renderCheckout("pt-BR", { ...visitor, summary: pending, prices: [{ ...visitor.prices[0]!, summary: pending }] });
    const link = await screen.findByRole("link", { name: "Informe seu bairro" });
    expect(document.getElementById(link.getAttribute("href")!.slice(1))).toBe(screen.getByLabelText("Bairro"));
  });

  it("asks for the method, a card-machine brand and a valid CPF on their fields", async () => {
    renderCheckout();
    fireEvent.change(await screen.findByLabelText("CPF/CNPJ na nota (opcional)"), {
      target: { value: "111.111.111-11" },
    });
    submit();
    expect(await screen.findByText(ptBR.checkout.errors.paymentRequired)).toBeTruthy();
    const taxId = screen.getByLabelText("CPF/CNPJ na nota (opcional)");
    expect(taxId.getAttribute("aria-describedby")).toBe("checkout-tax_id-error");
    expect(document.getElementById("checkout-tax_id-error")?.textContent).toBe(ptBR.validation.cpfOrCnpjInvalid);
    expect(taxId).toHaveProperty("value", "111.111.111-11");

    fireEvent.click(screen.getByRole("radio", { name: "Cartão de crédito na maquininha" }));
    submit();
    await waitFor(() =>
      expect(document.getElementById("checkout-brand_CREDIT_CARD-error")?.textContent).toBe(
        ptBR.checkout.errors.brandRequired,
      ),
    );
  });

  it("offers a client's saved addresses and cards, preselected, with a way to add a card", async () => {
    renderCheckout("pt-BR", {
      ...visitor,
      loggedIn: true,
      contact: { name: "Ana Souza", phone: "(11) 98765-4321" },
      savedAddresses: [
        { id: 11, label: "Casa", line: "Rua Treze de Maio, 120, Bela Vista" },
        { id: 12, label: "Trabalho", line: "Avenida Paulista, 900, Bela Vista" },
      ],
      addressChoice: "12",
      online: [
        { code: "PIX", unavailable: null },
        { code: "CARD", unavailable: null },
      ],
      cards: [
        {
          guid: "card-b",
          brandKey: "cards.brands.VISA",
          lastFour: "1111",
          expiry: "12/2030",
          nickname: null,
          lastUsed: true,
        },
        {
          guid: "card-a",
          brandKey: "cards.brands.MASTER",
          lastFour: "4444",
          expiry: "01/2031",
          nickname: "Empresa",
          lastUsed: false,
        },
      ],
    });
    expect(await screen.findByLabelText("Nome")).toHaveProperty("value", "Ana Souza");
    const addresses = screen.getByRole("group", { name: "Seus endereços" });
    expect(within(addresses).getByRole("radio", { name: /Trabalho/ })).toHaveProperty("checked", true);
    expect(within(addresses).getByRole("radio", { name: "Novo endereço" })).toHaveProperty("checked", false);
    expect(screen.getByRole("radio", { name: "Pix" })).toHaveProperty("disabled", false);
    const cards = screen.getByRole("group", { name: "Qual cartão?" });
    const radios = within(cards).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["card-b", "card-a"]);
    expect(radios[0]).toHaveProperty("checked", true);
    // Named as on the repayment page: the nickname, the expiry, the card used last.
    expect(within(cards).getByRole("radio", { name: "Visa •••• 1111 · validade 12/2030 · Usado por último" })).toBe(
      radios[0],
    );
    expect(within(cards).getByRole("radio", { name: "Mastercard •••• 4444 · Empresa · validade 01/2031" })).toBe(
      radios[1],
    );
    expect(within(cards).getByRole("link", { name: "Adicionar cartão" }).getAttribute("href")).toBe(
      visitor.addCardHref,
    );
  });

  it("speaks Spanish", async () => {
    renderCheckout("es", { ...visitor, country: "COL", total: "$ 55.000", mode: "TAKEOUT" });
    expect(await screen.findByRole("group", { name: "Tus datos" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Efectivo" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Efectivo" }));
    submit();
    expect(await screen.findByText(es.checkout.errors.changeRequired)).toBeTruthy();
    expect(screen.getAllByText(new RegExp(es.checkout.payment.unavailable)).length).toBeGreaterThan(0);
  });
});

describe("checkout at a store whose card is paid on Mercado Pago's page", () => {
  const hosted: CheckoutPageView = {
    ...visitor,
    loggedIn: true,
    mode: "TAKEOUT",
    contact: { name: "Ana Souza", phone: "(11) 98765-4321" },
    online: [{ code: "CARD", unavailable: null, hosted: true }],
    cards: [],
  };

  /** What the order would be placed with, read as the action reads it. */
  async function placedPayment(language: "pt-BR" | "es", page: CheckoutPageView) {
    let sent: unknown = null;
    renderCheckout(language, page, "BRL", undefined, async ({ request }) => {
      const form = withIntent(await request.formData());
      const rules = { ...checkoutRules(page), offered: offeredMethods(page) };
      const submission = parseWithZod(form, { schema: checkoutSchema(rules, picksOf(form)) });
      if (submission.status === "success") sent = orderPaymentOf(submission.value as never, picksOf(form));
      return respond({
        reply: submission.reply(),
        notServed: false,
        existingOrderHref: null,
        found: null,
        missing: null,
        removed: null,
      });
    });
    return () => sent;
  }

  it("offers the card on Mercado Pago, saying saved cards are not charged there, with no saved card to pick nor one to add (pt-BR)", async () => {
    const sent = await placedPayment("pt-BR", hosted);
    const card = await screen.findByRole("radio", { name: "Pagar com cartão no Mercado Pago" });
    expect(card).toHaveProperty("disabled", false);
    expect(document.getElementById(card.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      ptBR.checkout.payment.hostedCardNote,
    );
    expect(screen.queryByRole("group", { name: "Qual cartão?" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Adicionar cartão" })).toBeNull();
    expect(screen.queryByText(ptBR.checkout.payment.noCards)).toBeNull();

    fireEvent.click(card);
    submit();
    // Placed with no saved card: the card is typed on Mercado Pago's page.
    await waitFor(() => expect(sent()).toEqual({ kind: "ONLINE", method: "CARD" }));
    expect(screen.queryByText(ptBR.checkout.errors.cardRequired)).toBeNull();
  });

  it("says it in Spanish", async () => {
    await placedPayment("es", { ...hosted, country: "COL" });
    const card = await screen.findByRole("radio", { name: "Pagar con tarjeta en Mercado Pago" });
    expect(document.getElementById(card.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      es.checkout.payment.hostedCardNote,
    );
    expect(screen.queryByRole("group", { name: "¿Qué tarjeta?" })).toBeNull();
  });
});

describe("a postal code looked up without JavaScript", () => {
  /** What a browser without JavaScript shows after "Buscar CEP". */
  function servedAfterLookup(sent: Record<string, string>) {
    const found: CheckoutActionData = {
      reply: { status: "success", initialValue: { intent: "lookup", address_choice: "new", ...sent } },
      notServed: false,
      existingOrderHref: null,
      found: {
        zip_code: "01310-100",
        street: "Avenida Paulista",
        neighborhood: "Bela Vista",
        city: "São Paulo",
        state: "SP",
      },
      missing: null,
      removed: null,
    };
    const Stub = createRemixStub([
      {
        id: "routes/($slug)",
        path: "/:slug",
        Component: Outlet,
        children: [{ id: "checkout", path: "checkout", Component: CheckoutRoute }],
      },
    ]);
    const t = createTranslator("pt-BR", ptBR as Translations);
    // The stub's router is a browser one: React warns that its layout effect does nothing on a server.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToString(
      <I18nContext.Provider value={{ language: "pt-BR", t }}>
        <Stub
          initialEntries={["/bella-napoli/checkout"]}
          hydrationData={{
            loaderData: { "routes/($slug)": layout, checkout: withParts(visitor, "pt-BR") },
            actionData: { checkout: found },
          }}
        />
      </I18nContext.Provider>,
    );
    quiet.mockRestore();
    const container = document.createElement("div");
    container.innerHTML = html;
    return container;
  }

  it("opens on the next field to fill, the address filled, not at the page's top", () => {
    const page = servedAfterLookup({ zip_code: "01310-100", number: "" });
    expect(page.querySelector<HTMLInputElement>("#checkout-street")?.getAttribute("value")).toBe("Avenida Paulista");
    expect([...page.querySelectorAll("[autofocus]")].map((element) => element.id)).toEqual(["checkout-number"]);

    const numbered = servedAfterLookup({ zip_code: "01310-100", number: "900" });
    expect([...numbered.querySelectorAll("[autofocus]")].map((element) => element.id)).toEqual(["checkout-number"]);
    expect(numbered.querySelector<HTMLInputElement>("#checkout-number")?.getAttribute("value")).toBe("900");
  });

  it("draws the postal code and street it shows in hidden fields, so that Enter in a postal code typed over them looks it up", () => {
    const page = servedAfterLookup({ zip_code: "01310-100" });
    expect(page.querySelector<HTMLInputElement>('input[type="hidden"][name="drawn_zip_code"]')?.value).toBe(
      "01310-100",
    );
    expect(page.querySelector<HTMLInputElement>('input[type="hidden"][name="drawn_street"]')?.value).toBe(
      "Avenida Paulista",
    );
  });
});

describe("the change field", () => {
  const cashOnly = { ...visitor, mode: "TAKEOUT" as const, total: "R$ 66,80", totalMinor: 6680 };
  const change = () => screen.getByLabelText<HTMLInputElement>("Troco para");

  it("says what to type, reads 100 as R$ 100,00 on a R$ 66,80 order, and shows it so when the page comes back", async () => {
    renderCheckout("pt-BR", cashOnly);
    fireEvent.click(await screen.findByRole("radio", { name: "Dinheiro" }));
    expect(change().getAttribute("inputmode")).toBe("decimal");
    const hint = document.getElementById(change().getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Ex.: 100 ou 100,50");
    fireEvent.change(change(), { target: { value: "100" } });
    submit();

    // Refused for the empty name only: the change was read as R$ 100,00, above the total.
    await waitFor(() => expect(screen.getByLabelText("Nome").getAttribute("aria-invalid")).toBe("true"));
    expect(change().getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById("checkout-change_for-error")).toBeNull();
    expect(change().value).toBe("100,00");
  });

  it("refuses an amount beyond the limit, naming it, and keeps what was typed", async () => {
    renderCheckout("pt-BR", cashOnly);
    fireEvent.click(await screen.findByRole("radio", { name: "Dinheiro" }));
    fireEvent.change(change(), { target: { value: "1000000000000000" } });
    submit();
    const error = await waitFor(() => {
      const found = document.getElementById("checkout-change_for-error");
      if (!found) throw new Error("no error on the change yet");
      return found;
    });
    expect(error.textContent?.replace(/\u00a0/g, " ")).toBe("O valor máximo é R$ 10.000,00");
    // The summary at the top of the page says the same.
    expect(screen.getByRole("link", { name: /^Troco para:/ }).textContent?.replace(/\u00a0/g, " ")).toBe(
      "Troco para: O valor máximo é R$ 10.000,00",
    );
    expect(change().getAttribute("aria-invalid")).toBe("true");
    expect(change().getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(change().value).toBe("1000000000000000");
  });

  it("shows the amount as it was read when the field is left, in the store's currency", async () => {
    renderCheckout("pt-BR", cashOnly);
    fireEvent.click(await screen.findByRole("radio", { name: "Dinheiro" }));
    fireEvent.change(change(), { target: { value: "1000,5" } });
    fireEvent.blur(change());
    expect(change().value).toBe("1.000,50");
    fireEvent.change(change(), { target: { value: "abc" } });
    fireEvent.blur(change());
    expect(change().value).toBe("abc");
    cleanup();

    renderCheckout(
      "es",
      { ...visitor, country: "COL", mode: "TAKEOUT", total: "$ 55.000", totalMinor: 5_500_000 },
      "COP",
    );
    fireEvent.click(await screen.findByRole("radio", { name: "Efectivo" }));
    const cambio = screen.getByLabelText<HTMLInputElement>("Cambio para");
    expect(document.getElementById(cambio.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Ej.: 50.000");
    fireEvent.change(cambio, { target: { value: "100000" } });
    fireEvent.blur(cambio);
    expect(cambio.value).toBe("100.000");
  });
});

describe("the checkout's texts in the browser", () => {
  it("draws the form and a refused one with only the parts its routes and its islands (coupon, payment, change amount) load, never a raw key", async () => {
    const payment = [
      "cards.brands",
      "cards.lastUsed",
      "cards.name",
      "checkout.payment",
      "checkout.pse",
      "loyalty.checkoutCampaign",
      "payment.repayment.card",
    ];
    const texts = declaredTexts("pt-BR", layoutHandle, checkoutHandle, {
      texts: ["coupons", "moneyInput", ...payment],
    });
    renderCheckout("pt-BR", visitor, "BRL", texts);
    await screen.findByRole("button", { name: /^Finalizar pedido/ });
    expect(rawKeys(document.body.innerHTML)).toEqual([]);
    submit();
    await screen.findByRole("heading", { name: /^Corrija \d+ campos? para continuar$/ });
    expect(rawKeys(document.body.innerHTML)).toEqual([]);
  });
});

describe("checkout buttons pressed in quick succession", () => {
  it("go one after the other, each once the last one's answer is in (sent at once, the first answer would be cancelled)", async () => {
    const events: string[] = [];
    const pending: (() => void)[] = [];
    const withCoupon: CheckoutPageView = {
      ...visitor,
      coupons: [{ id: 5, code: "QUERO5", name: "R$ 5 de desconto", discount: "R$ 5,00", reason: null }],
    };
    renderCheckout("pt-BR", withCoupon, "BRL", ptBR as Translations, async ({ request }) => {
      const sent = String((await request.formData()).get("intent"));
      events.push(`start ${sent}`);
      await new Promise<void>((resolve) => pending.push(resolve));
      events.push(`end ${sent}`);
      return null;
    });
    const answer = async () => {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      pending.shift()!();
    };
    fireEvent.click(await screen.findByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(events).toEqual(["start coupon_apply"]));
    fireEvent.click(screen.getByRole("button", { name: "Remover o cupom QUERO5" }));
    fireEvent.click(screen.getByRole("button", { name: "Aplicar" }));
    for (let press = 0; press < 3; press += 1) await answer();
    await waitFor(() =>
      expect(events).toEqual([
        "start coupon_apply",
        "end coupon_apply",
        "start coupon_remove:5",
        "end coupon_remove:5",
        "start coupon_apply",
        "end coupon_apply",
      ]),
    );
  });
});
