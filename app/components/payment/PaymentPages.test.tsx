// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import { GatewayPage, type GatewayPageData } from "./GatewayPage";
import { RepaymentPage, type RepaymentActionData, type RepaymentPageData } from "./RepaymentPage";

afterEach(cleanup);

function renderIn(language: "pt-BR" | "es" | "en", node: () => ReactNode) {
  const t = createTranslator(language, { "pt-BR": ptBR, es, en }[language] as Translations);
  const Stub = createRemixStub([
    { path: "/", Component: () => <I18nContext.Provider value={{ language, t }}>{node()}</I18nContext.Provider> },
  ]);
  return render(<Stub />);
}

const gateway: GatewayPageData = {
  title: "Pagamento não concluído",
  kind: "failed",
  failureKey: "payment.failures.invalidPin",
  orderId: 42,
  total: "R$ 54,90",
  repayHref: "/loja/payments/repayment?order=42",
  orderHref: "/loja/orders/42",
};

const repayment: RepaymentPageData = {
  title: "Pagar o pedido nº 42",
  orderId: 42,
  total: "R$ 54,90",
  repayable: true,
  pix: true,
  cards: [
    { guid: "c1", brandKey: "cards.brands.VISA", lastFour: "1111", expiry: "12/2030", nickname: null, lastUsed: true },
    {
      guid: "c2",
      brandKey: "cards.brands.MASTER",
      lastFour: "4444",
      expiry: "01/2031",
      nickname: "Empresa",
      lastUsed: false,
    },
  ],
  addCardHref: "/loja/profile/cards?redirectTo=%2Fpayments%2Frepayment%3Forder%3D42",
  orderHref: "/loja/orders/42",
  notice: null,
  pse: null,
};

const BANKS = [
  { id: "1007", name: "Bancolombia" },
  { id: "1051", name: "Davivienda" },
];
const pseRepayment: RepaymentPageData = {
  ...repayment,
  title: "Pagar el pedido n.º 42",
  total: "$ 54.900",
  pix: false,
  cards: null,
  hostedCard: true,
  pse: { banks: BANKS },
};

describe("GatewayPage", () => {
  it("names the way back to paying for where it leads, in every language", () => {
    for (const [language, name] of [
      ["es", "Pagar el pedido de nuevo"],
      ["en", "Pay for the order again"],
    ] as const) {
      const { unmount } = renderIn(language, () => <GatewayPage page={gateway} />);
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe("/loja/payments/repayment?order=42");
      unmount();
    }
    const { unmount } = renderIn("es", () => (
      <GatewayPage page={{ ...gateway, orderId: null, total: null, orderHref: null, repayHref: "/loja/checkout" }} />
    ));
    expect(screen.getByRole("link", { name: "Volver a finalizar el pedido" }).getAttribute("href")).toBe(
      "/loja/checkout",
    );
    unmount();
  });

  it("says why the payment failed, focuses its heading, and leads back to paying and to the order", async () => {
    renderIn("pt-BR", () => <GatewayPage page={gateway} />);
    const heading = screen.getByRole("heading", { level: 1, name: "Pagamento não concluído" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("alert").textContent).toContain("Código de confirmação inválido");
    // Named for where it leads: paying this order again, not the checkout.
    expect(screen.getByRole("link", { name: "Pagar o pedido de novo" }).getAttribute("href")).toBe(
      "/loja/payments/repayment?order=42",
    );
    expect(screen.queryByRole("link", { name: "Voltar ao checkout" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ver pedido" }).getAttribute("href")).toBe("/loja/orders/42");
  });

  it("without a way to pay again, only the order; in Spanish", () => {
    renderIn("es", () => (
      <GatewayPage
        page={{ ...gateway, failureKey: "payment.failures.unexpected", repayHref: null, title: "Pago no completado" }}
      />
    ));
    expect(screen.getByRole("alert").textContent).toContain("Error inesperado en el pago");
    expect(screen.queryByRole("link", { name: "Pagar el pedido de nuevo" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ver pedido" })).toBeTruthy();
  });
});

describe("RepaymentPage", () => {
  it("offers the saved cards and PIX as one named group, and a way to add a card", () => {
    renderIn("pt-BR", () => <RepaymentPage page={repayment} answer={null} />);
    const group = screen.getByRole("group", { name: "Forma de pagamento" });
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).toEqual(["CARD:c1", "CARD:c2", "PIX"]);
    expect(radios.every((radio) => radio.name === "payment" && !radio.checked)).toBe(true);
    expect(screen.getByRole("radio", { name: "Visa •••• 1111 · validade 12/2030 · Usado por último" })).toBeTruthy();
    // The customer's nickname for a card is part of its name.
    expect(screen.getByRole("radio", { name: "Mastercard •••• 4444 · Empresa · validade 01/2031" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Adicionar um cartão" }).getAttribute("href")).toContain("redirectTo=");
    expect(screen.getByText("Total a pagar: R$ 54,90")).toBeTruthy();
  });

  it("at a store whose card is typed on Mercado Pago's page: one card choice saying so, no saved card, no way to add one", () => {
    renderIn("es", () => (
      <RepaymentPage page={{ ...repayment, pix: false, cards: null, hostedCard: true }} answer={null} />
    ));
    const group = screen.getByRole("group", { name: "Medio de pago" });
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).toEqual(["CARD"]);
    const card = screen.getByRole("radio", { name: "Tarjeta en Mercado Pago" });
    expect(document.getElementById(card.getAttribute("aria-describedby")!)?.textContent).toBe(
      es.payment.repayment.hostedCardHint,
    );
    expect(screen.queryByRole("link", { name: "Agregar una tarjeta" })).toBeNull();
  });

  it("a refused submit: the message on the group, tied to it, the choice kept; the first choice focused", async () => {
    const answer: RepaymentActionData = {
      errors: { payment: ["payment.repayment.required"] },
      chosen: null,
      formError: null,
    };
    renderIn("pt-BR", () => <RepaymentPage page={repayment} answer={answer} />);
    const group = screen.getByRole("group", { name: "Forma de pagamento" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Escolha uma forma de pagamento",
    );
    await waitFor(() => expect((document.activeElement as HTMLInputElement | null)?.value).toBe("CARD:c1"));

    cleanup();
    renderIn("pt-BR", () => (
      <RepaymentPage
        page={repayment}
        answer={{ errors: null, chosen: "CARD:c2", formError: "payment.repayment.errors.ONLINE_PAYMENT_FAILED" }}
      />
    ));
    expect(screen.getByRole("alert").textContent).toBe("Não foi possível usar esta forma de pagamento. Escolha outra.");
    expect((screen.getByRole("radio", { name: /Mastercard •••• 4444/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("an order not awaiting payment shows that and its link, no form", () => {
    renderIn("pt-BR", () => (
      <RepaymentPage page={{ ...repayment, repayable: false, cards: null, pix: false }} answer={null} />
    ));
    expect(screen.getByText("Este pedido não aguarda pagamento.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pagar" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ver pedido" })).toBeTruthy();
  });

  it("at a store that takes PSE: PSE again with the checkout's fields (bank, person type, document), in Spanish", () => {
    renderIn("es", () => <RepaymentPage page={pseRepayment} answer={null} />);
    const group = screen.getByRole("group", { name: "Medio de pago" });
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[name="payment"]')];
    expect(radios.map((radio) => radio.value)).toEqual(["CARD", "PSE"]);
    expect(screen.getByRole("radio", { name: "PSE (débito bancario)" })).toBeTruthy();
    const bank = screen.getByRole("combobox", { name: "Banco" });
    expect([...bank.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Elige tu banco",
      "Bancolombia",
      "Davivienda",
    ]);
    expect(screen.getByRole("group", { name: "Tipo de persona" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Tipo de documento" })).toHaveProperty("value", "CC");
    expect(screen.getByRole("textbox", { name: "Número de documento" })).toBeTruthy();
    expect(screen.getByText(es.payment.repayment.pseHint)).toBeTruthy();
  });

  it("a refused PSE: each message beside its field, what was typed kept, the first field in error focused; in Portuguese", async () => {
    const answer: RepaymentActionData = {
      errors: { pse_document_number: ["checkout.errors.pseDocumentInvalid"] },
      chosen: "PSE",
      values: { pse_bank: "1051", pse_entity_type: "individual", pse_document_type: "CE", pse_document_number: "12" },
      formError: null,
    };
    renderIn("pt-BR", () => <RepaymentPage page={pseRepayment} answer={answer} />);
    expect((screen.getByRole("radio", { name: "PSE (débito bancário)" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("combobox", { name: "Banco" })).toHaveProperty("value", "1051");
    expect(screen.getByRole("combobox", { name: "Tipo de documento" })).toHaveProperty("value", "CE");
    const number = screen.getByRole("textbox", { name: "Número do documento" }) as HTMLInputElement;
    expect(number.value).toBe("12");
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(number.getAttribute("aria-describedby")!)?.textContent).toBe(
      ptBR.checkout.errors.pseDocumentInvalid,
    );
    await waitFor(() => expect(document.activeElement).toBe(number));
  });
});
