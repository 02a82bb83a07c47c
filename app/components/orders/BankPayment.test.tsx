// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it } from "vitest";
import type { Language, Order } from "../../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { orderStatusView, presentOrder } from "~/lib/orders/order-view";
import { ratingView } from "~/lib/orders/rating-view";
import { BankPayment, OrderDetails, staticPart } from "~/partial/index.server";
import { handle as layoutHandle } from "~/routes/($slug)";
import { handle as orderHandle } from "~/routes/($slug).orders.$id/route";
import { declaredTexts, rawKeys } from "../../../tests/support/render";
import { pixOrder } from "./order.fixtures";
import { OrderPage, type OrderPageData } from "./OrderPage";

/* The order page of a PSE or OXXO order, in each language, with only the texts its route loads. */

afterEach(cleanup);

const BANK_URL = "https://loja.test/_provider/mercadopago/pages/pse/7?key=abc";
const VOUCHER_URL = "https://loja.test/_provider/mercadopago/pages/oxxo/8?key=def";

const pse = (payment: Partial<Order["payment"]>, overrides: Partial<Order> = {}): Order => {
  const base = pixOrder(overrides);
  return { ...base, payment: { ...base.payment, method: "PSE", pix: null, bank_url: BANK_URL, ...payment } };
};
const oxxo = (): Order => {
  const base = pixOrder();
  return {
    ...base,
    payment: {
      ...base.payment,
      method: "OXXO",
      pix: null,
      ticket: { reference: "98765432101234", expires_at: "2026-11-27T17:05:00.000Z", url: VOUCHER_URL },
    },
  };
};

function renderPage(order: Order, language: Language) {
  const view = presentOrder(order, {
    currency: "BRL",
    locale: language,
    timeZone: "America/Sao_Paulo",
    sizeLabel: (size) => size,
    now: new Date("2026-11-24T17:20:00.000Z"),
  });
  const context = { page: { dataRequest: true, dataSaver: false, documentHtml: {} } } as unknown as AppLoadContext;
  const page: OrderPageData = {
    title: `#${order.id}`,
    order: orderStatusView(view),
    qr: null,
    sent: false,
    notice: null,
    details: staticPart(
      context,
      { language, merchant: null },
      <OrderDetails order={view} store={{ name: "Loja", pickup: null, phone: null, whatsapp: null }} />,
    ),
    // As the loader draws it: on the server, in the page's language, with every text (none shipped).
    bankPayment:
      view.bank || view.ticket
        ? staticPart(context, { language, merchant: null }, <BankPayment bank={view.bank} ticket={view.ticket} />)
        : null,
    hrefs: {
      self: "/loja/orders/42",
      menu: "/loja",
      repay: "/loja/payments/repayment?order=42",
      orders: "/loja/orders",
    },
    rating: ratingView(order),
    autoRefreshStopped: false,
  };
  const t = createTranslator(language, declaredTexts(language, layoutHandle, orderHandle));
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <I18nContext.Provider value={{ language, t }}>
          <OrderPage page={page} answer={null} />
        </I18nContext.Provider>
      ),
    },
  ]);
  render(<Stub />);
  return page;
}

const WAITING_BANK = {
  "pt-BR": "Aguardando a confirmação do banco",
  es: "Esperando la confirmación del banco",
  en: "Waiting for the bank's confirmation",
};
const TO_BANK = { "pt-BR": "Ir para a página do banco", es: "Ir a la página del banco", en: "Go to the bank's page" };
const NOT_APPROVED = { "pt-BR": "Pagamento não aprovado", es: "Pago no aprobado", en: "Payment not approved" };
const OXXO_TITLE = { "pt-BR": "Pague em uma loja OXXO", es: "Paga en una tienda OXXO", en: "Pay at an OXXO store" };

describe.each(["pt-BR", "es", "en"] as const)("a PSE or OXXO order's page in %s", (language) => {
  it("waits for the bank, offers its page again and refreshes often", () => {
    const page = renderPage(pse({ status: "PENDING" }), language);
    expect(screen.getByRole("heading", { level: 2, name: WAITING_BANK[language] })).toBeTruthy();
    expect(screen.getByRole("link", { name: TO_BANK[language] }).getAttribute("href")).toBe(BANK_URL);
    expect(page.order.refreshSeconds).toBe(10);
    expect(rawKeys(document.body.innerHTML)).toEqual([]);
  });

  it("once approved, says nothing of the bank", () => {
    renderPage(pse({ status: "PAID", bank_url: null }, { status: "WAITING_CONFIRMATION", status_code: 0 }), language);
    expect(screen.queryByTestId("bank-pending")).toBeNull();
  });

  it("rejected: the spec's failure and a way to pay again", () => {
    renderPage(
      pse(
        { status: "FAILED", failure: "NOT_APPROVED", bank_url: null },
        { status: "PAYMENT_REJECTED", can_repay: true },
      ),
      language,
    );
    expect(screen.getByTestId("payment-status").textContent).toContain(NOT_APPROVED[language]);
    expect(screen.queryByTestId("bank-pending")).toBeNull();
    expect(document.querySelector('a[href="/loja/payments/repayment?order=42"]')).not.toBeNull();
  });

  it("shows an OXXO voucher's reference, amount, deadline and page, server-rendered", () => {
    renderPage(oxxo(), language);
    expect(screen.getByRole("heading", { level: 2, name: OXXO_TITLE[language] })).toBeTruthy();
    expect(screen.getByTestId("oxxo-reference").textContent).toBe("98765432101234");
    expect(screen.getByTestId("oxxo-ticket").textContent).toMatch(/89[,.]90/);
    expect(screen.getByTestId("oxxo-ticket").textContent).toMatch(/27/);
    expect(document.querySelector(`a[href="${VOUCHER_URL}"]`)).not.toBeNull();
    expect(rawKeys(document.body.innerHTML)).toEqual([]);
  });
});
