// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { decodePixCode } from "../../../contract";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { orderStatusView, presentOrder } from "~/lib/orders/order-view";
import { OrderDetails, staticPart } from "~/partial/index.server";
import { ratingView } from "~/lib/orders/rating-view";
import { qrSvg } from "~/lib/platform/qr.server";
import ptBR from "../../../locales/pt-BR/common.json";
import { PIX_CODE, pixOrder } from "./order.fixtures";
import { RefreshWithoutScript } from "~/components/AutoRefresh";
import { DataSaverContext } from "~/lib/page/data-saver";
import { OrderPage, type OrderActionData, type OrderPageData } from "./OrderPage";
import { OrderStatusFrame } from "./OrderStatusFrame";
import { declaredTexts, rawKeys } from "../../../tests/support/render";
import { handle as layoutHandle } from "~/routes/($slug)";
import { handle as orderHandle } from "~/routes/($slug).orders.$id/route";

afterEach(cleanup);

const options = {
  currency: "BRL" as const,
  locale: "pt-BR",
  timeZone: "America/Sao_Paulo",
  sizeLabel: (size: string) => size,
  now: new Date("2026-11-24T17:20:00.000Z"),
};

function pageOf(order = pixOrder(), overrides: Partial<OrderPageData> = {}): OrderPageData {
  const view = presentOrder(order, options);
  const store = {
    name: "Bella Napoli",
    pickup: ["Rua A, 1", "Centro, São Paulo - SP"],
    phone: { display: "(11) 3333-4444", href: "tel:+551133334444" },
    whatsapp: "https://wa.me/5511999990000?text=42",
  };
  // The details as the loader renders them; as in a `.data` answer, their HTML travels in the part.
  const context = { page: { dataRequest: true, dataSaver: false, documentHtml: {} } } as unknown as AppLoadContext;
  return {
    title: `Pedido nº ${order.id}`,
    order: orderStatusView(view),
    qr: view.pix ? qrSvg(view.pix.code) : null,
    sent: false,
    notice: null,
    details: staticPart(context, { language: "pt-BR", merchant: null }, <OrderDetails order={view} store={store} />),
    bankPayment: null,
    hrefs: {
      self: "/loja/orders/42",
      menu: "/loja",
      repay: "/loja/payments/repayment?order=42",
      orders: "/loja/orders",
    },
    rating: ratingView(order),
    autoRefreshStopped: false,
    ...overrides,
  };
}

function stub(
  page: OrderPageData,
  answer: OrderActionData | null = null,
  dataSaver = false,
  texts = ptBR as Translations,
) {
  const t = createTranslator("pt-BR", texts);
  return createRemixStub([
    {
      path: "/",
      Component: () => (
        <DataSaverContext.Provider value={dataSaver}>
          <I18nContext.Provider value={{ language: "pt-BR", t }}>
            <OrderPage page={page} answer={answer} />
          </I18nContext.Provider>
        </DataSaverContext.Provider>
      ),
    },
  ]);
}

describe("OrderPage", () => {
  it("shows a pending PIX: the QR code named for screen readers, the code to copy, the deadline, and refreshes without JavaScript", () => {
    const page = pageOf(pixOrder(), { sent: true });
    const Stub = stub(page);
    render(<Stub />);
    expect(screen.getByRole("heading", { name: "Pedido enviado com sucesso!" })).toBeTruthy();
    const qr = screen.getByRole("img", { name: /QR code do PIX de R\$\s?89,90/ });
    expect(qr.querySelector("svg")).not.toBeNull();
    const code = screen.getByLabelText("PIX copia e cola") as HTMLTextAreaElement;
    expect(code.value).toBe(PIX_CODE);
    expect(code.readOnly).toBe(true);
    expect(decodePixCode(code.value)?.amount).toBe(8990);
    expect(screen.getByText(/Pague até 14:35/).textContent).toContain("faltam 15 minutos");
    expect(screen.getByRole("heading", { level: 2, name: "Aguardando pagamento" })).toBeTruthy();
    expect(screen.getByText(/^Pagamento · 14:05$/, { selector: "li" }).getAttribute("aria-current")).toBe("step");
    expect(screen.getByRole("button", { name: "Cancelar pedido" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Atualizar" }).getAttribute("href")).toBe("/loja/orders/42");
    expect(page.order.refreshSeconds).toBe(10);
  });

  it("shows each refund of a canceled paid order, server-rendered: how much and when, never the store's reason", () => {
    const refunded = { ...pixOrder().payment, status: "REFUNDED" as const };
    const order = pixOrder({
      status: "CANCELED",
      status_code: 2,
      payment: refunded,
      can_cancel: false,
      cancellation: { reason: "ITEM_UNAVAILABLE", note: null },
      refunds: [
        { amount: 1000, created_at: "2026-11-24T17:10:00.000Z" },
        { amount: 7990, created_at: "2026-11-24T17:30:00.000Z" },
      ],
    });
    render(createElement(stub(pageOf(order))));
    const refunds = screen.getByRole("region", { name: "Estornos" });
    expect(within(refunds).getByText("R$ 10,00 estornado em 24/11/2026 14:10")).toBeTruthy();
    expect(within(refunds).getByText("R$ 79,90 estornado em 24/11/2026 14:30")).toBeTruthy();
    cleanup();
    render(createElement(stub(pageOf(pixOrder()))));
    expect(screen.queryByRole("region", { name: "Estornos" })).toBeNull();
  });

  it("says a takeout is eaten at the store, and says nothing of it for one taken away", () => {
    const takeout = pixOrder();
    const eatIn = { ...takeout, delivery: { ...takeout.delivery, consume_in_store: true } };
    render(createElement(stub(pageOf(eatIn))));
    expect(
      within(screen.getByRole("region", { name: "Retirada na loja" })).getByText("Para comer no local"),
    ).toBeTruthy();
    cleanup();
    render(createElement(stub(pageOf(takeout))));
    expect(screen.queryByText("Para comer no local")).toBeNull();
  });

  it("writes the refresh for the server's page only while the order is not over", () => {
    expect(renderToString(<RefreshWithoutScript seconds={10} />)).toBe(
      '<noscript><meta http-equiv="refresh" content="10"/></noscript>',
    );
    expect(renderToString(<RefreshWithoutScript seconds={null} />)).toBe("");
  });

  it("has no refresh once the order is over, nor a PIX, cancel or the refresh link", () => {
    const paid = { ...pixOrder().payment, status: "PAID" as const };
    const page = pageOf(pixOrder({ status: "DELIVERED", status_code: 2, payment: paid, can_cancel: false }));
    const Stub = stub(page);
    render(<Stub />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancelar pedido" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Atualizar" })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Entregue" })).toBeTruthy();
    expect(screen.getByText("Pagamento aprovado")).toBeTruthy();
    expect(page.order.refreshSeconds).toBeNull();
    // Delivered is a completed step like the others: the same check mark, and still the status now.
    const progress = within(screen.getByRole("region", { name: "Andamento do pedido" }));
    const steps = progress.getAllByRole("listitem");
    expect(steps.map((step) => step.textContent?.startsWith("✓ "))).toEqual(steps.map(() => true));
    expect(steps.at(-1)?.textContent).toBe("✓ Entregue");
    expect(steps.at(-1)?.getAttribute("aria-current")).toBe("step");
  });

  it("refreshes every 30 s at the merchant, shows a delivery's code and the WhatsApp follow-up", () => {
    const order = pixOrder({
      status: "CONFIRMED",
      status_code: 1,
      can_cancel: false,
      delivery: {
        type: "DELIVERY",
        consume_in_store: false,
        address: {
          street: "Rua B",
          number: "2",
          complement: null,
          neighborhood: "Centro",
          city: "São Paulo",
          state: "SP",
          zip_code: null,
          reference_point: null,
          latitude: null,
          longitude: null,
        },
        area_name: null,
        time_to_receive: null,
        delivery_code: "4821",
      },
      payment: {
        kind: "OFFLINE",
        method: "CASH",
        status: "NOT_REQUIRED",
        change_for: 10000,
        brand: null,
        card_guid: null,
        card_last_four: null,
        pix: null,
        failure: null,
      },
    });
    const Stub = stub(pageOf(order));
    render(<Stub />);
    expect(screen.getByText("4821").getAttribute("aria-describedby")).toBe("delivery-code-hint");
    expect(screen.getByText("Diga este código ao entregador quando ele chegar.")).toBeTruthy();
    expect(screen.getByText(/Dinheiro · Troco para R\$\s?100,00/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Acompanhar pelo WhatsApp" }).getAttribute("href")).toBe(
      "https://wa.me/5511999990000?text=42",
    );
    expect(screen.getByText("Saiu para entrega", { selector: "li" }).getAttribute("aria-current")).toBeNull();
    expect(renderToString(<RefreshWithoutScript seconds={pageOf(order).order.refreshSeconds} />)).toBe(
      '<noscript><meta http-equiv="refresh" content="30"/></noscript>',
    );
  });

  it("asks before canceling, with a way to keep the order, and shows a refusal as an alert", () => {
    render(
      <>
        {(() => {
          const Stub = stub(pageOf(), { formError: null, confirmCancel: true });
          return <Stub />;
        })()}
      </>,
    );
    expect(screen.getByText("Tem certeza de que quer cancelar o pedido nº 42?")).toBeTruthy();
    const confirm = screen.getByRole("button", { name: "Sim, cancelar o pedido" });
    expect(confirm.getAttribute("value")).toBe("cancel-confirm");
    expect(screen.getByRole("link", { name: "Não, manter o pedido" }).getAttribute("href")).toBe("/loja/orders/42");
    cleanup();
    const Refused = stub(pageOf(), { formError: "orders.errors.INVALID_TRANSITION", confirmCancel: false });
    render(<Refused />);
    expect(screen.getByRole("alert").textContent).toBe("Este pedido não pode mais ser cancelado.");
  });

  it("asks the age before ordering again an order with dishes for adults, naming them, with a way back to the order (decision 031)", () => {
    const Stub = stub(pageOf(), {
      formError: null,
      confirmCancel: false,
      adultDishes: ["Cerveja long neck 355 ml", "Taça de vinho tinto"],
    });
    render(<Stub />);
    const question = screen.getByText(
      "Este pedido tem produtos vendidos apenas para maiores de 18 anos: Cerveja long neck 355 ml, Taça de vinho tinto. Você tem 18 anos ou mais?",
    );
    const yes = screen.getByRole("button", { name: "Sim, tenho 18 anos ou mais" });
    expect(yes.getAttribute("value")).toBe("reorder-over18");
    expect(yes.getAttribute("aria-describedby")).toBe(question.id);
    expect(yes.closest("form")?.getAttribute("method")).toBe("post");
    expect(screen.getByRole("link", { name: "Não, voltar ao pedido" }).getAttribute("href")).toBe("/loja/orders/42");
    // While it asks, the question is the one way to order again.
    expect(screen.queryByRole("button", { name: "Pedir de novo" })).toBeNull();
    cleanup();
    const Plain = stub(pageOf());
    render(<Plain />);
    expect(screen.getByRole("button", { name: "Pedir de novo" })).toBeTruthy();
    expect(screen.queryByText(/maiores de 18 anos/)).toBeNull();
  });
});

describe("OrderPage's texts in the browser", () => {
  it("renders each state with only the parts its routes load, never a raw key", () => {
    // The rating is an island: its code renders with its own part beside the page's.
    const texts = declaredTexts("pt-BR", layoutHandle, orderHandle, { texts: ["orders.rating"] });
    const cancelled = { ...pixOrder(), status: "CANCELED" as const };
    const delivered = pixOrder({ status: "DELIVERED", status_code: 2, can_cancel: false, can_rate: true });
    const rated = pixOrder({
      status: "DELIVERED",
      status_code: 2,
      can_cancel: false,
      rating: { stars: 4, comment: null, created_at: "2026-11-27T12:00:00.000Z" },
    });
    const states: Array<[OrderPageData, OrderActionData | null]> = [
      [pageOf(), null],
      [pageOf(), { formError: null, confirmCancel: true }],
      [pageOf(), { formError: "orders.errors.INVALID_TRANSITION", confirmCancel: false }],
      [pageOf(), { formError: null, confirmCancel: false, adultDishes: ["Cerveja long neck 355 ml"] }],
      [pageOf(cancelled), null],
      [pageOf(delivered), null],
      [
        pageOf(delivered),
        {
          formError: null,
          confirmCancel: false,
          rating: {
            orderId: 42,
            errors: { stars: "orders.rating.errors.stars" },
            formError: null,
            values: { stars: null, comment: "" },
          },
        },
      ],
      [pageOf(rated), null],
    ];
    for (const [page, answer] of states) {
      const Stub = stub(page, answer, false, texts);
      render(<Stub />);
      expect(document.body.textContent).not.toBe("");
      expect(rawKeys(document.body.innerHTML)).toEqual([]);
      cleanup();
    }
    // What the check would see: the same page without its route's parts shows keys.
    const Bare = stub(pageOf(), null, false, declaredTexts("pt-BR", layoutHandle));
    render(<Bare />);
    expect(rawKeys(document.body.innerHTML).length).toBeGreaterThan(0);
  });
});

describe("OrderPage's automatic refresh", () => {
  const t = createTranslator("pt-BR", ptBR as Translations);
  const frameHtml = (order: OrderPageData["order"]) =>
    renderToString(
      <I18nContext.Provider value={{ language: "pt-BR", t }}>
        <OrderStatusFrame self="/loja/orders/42" order={order} seconds={order.refreshSeconds ?? 0} />
      </I18nContext.Provider>,
    );

  it("without JavaScript only a titled status frame refreshes, never the page under the PIX code; says how often", () => {
    const page = pageOf();
    expect(frameHtml(page.order)).toBe(
      '<noscript><iframe src="/loja/orders/42/status?status=WAITING_PAYMENT&amp;payment=PENDING" title="Situação do pedido, verificada a cada 10 segundos" data-testid="status-frame" style="display:block;width:100%;height:6rem;border:0"></iframe></noscript>',
    );
    const Stub = stub(page);
    render(<Stub />);
    // The frame's <noscript> (the browser drops its content when scripts run); no refresh <meta> for the page.
    expect(document.querySelectorAll("noscript")).toHaveLength(1);
    expect(document.querySelector('meta[http-equiv="refresh"]')).toBeNull();
    expect(screen.getByText("A situação do pedido se atualiza a cada 10 segundos.")).toBeTruthy();
    const stop = screen.getByRole("button", { name: "Parar atualização automática" });
    expect(stop.getAttribute("value")).toBe("off");
    const form = stop.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/auto-refresh");
    expect((form?.querySelector('input[name="returnTo"]') as HTMLInputElement).value).toBe("/loja/orders/42");
    expect(screen.getByRole("link", { name: "Atualizar" }).getAttribute("href")).toBe("/loja/orders/42");
    // The toggle's live region is in the page, empty, before it has anything to say.
    expect(within(screen.getByTestId("auto-refresh")).getByRole("status").textContent).toBe("");
  });

  it("in the data-saver mode the frame is there for a browser with JavaScript on, which gets no script", () => {
    // The test's DOM would fetch the frame's page from nowhere.
    (
      window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
    ).happyDOM.settings.disableIframePageLoading = true;
    const Stub = stub(pageOf(), null, true);
    render(<Stub />);
    const frame = screen.getByTitle("Situação do pedido, verificada a cada 10 segundos");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("/loja/orders/42/status?status=WAITING_PAYMENT&payment=PENDING");
    expect(document.querySelector("noscript")).toBeNull();
  });

  it("stopped by the customer: no frame, no refresh, a way to resume, and 'Atualizar' under their control", () => {
    for (const dataSaver of [false, true]) {
      const Stub = stub(pageOf(pixOrder(), { autoRefreshStopped: true }), null, dataSaver);
      render(<Stub />);
      expect(document.querySelector("noscript")).toBeNull();
      expect(document.querySelector("iframe")).toBeNull();
      expect(document.querySelector('meta[http-equiv="refresh"]')).toBeNull();
      expect(
        screen.getByText("A atualização automática está parada. Use “Atualizar” para ver as novidades."),
      ).toBeTruthy();
      expect(screen.getByRole("button", { name: "Retomar atualização automática" }).getAttribute("value")).toBe("on");
      expect(screen.queryByRole("button", { name: "Parar atualização automática" })).toBeNull();
      expect(screen.getByRole("link", { name: "Atualizar" }).getAttribute("href")).toBe("/loja/orders/42");
      // The PIX code is still there to copy.
      expect((screen.getByLabelText("PIX copia e cola") as HTMLTextAreaElement).value).toBe(PIX_CODE);
      cleanup();
    }
  });

  it("states 30 s at the merchant; nothing to stop once the order is over", () => {
    const confirmed = pageOf(pixOrder({ status: "CONFIRMED", payment: { ...pixOrder().payment, status: "PAID" } }));
    expect(frameHtml(confirmed.order)).toContain('title="Situação do pedido, verificada a cada 30 segundos"');
    const Stub = stub(confirmed);
    render(<Stub />);
    expect(screen.getByText("A situação do pedido se atualiza a cada 30 segundos.")).toBeTruthy();
    cleanup();
    const paid = { ...pixOrder().payment, status: "PAID" as const };
    const Over = stub(pageOf(pixOrder({ status: "DELIVERED", status_code: 2, payment: paid, can_cancel: false })));
    render(<Over />);
    expect(screen.queryByTestId("auto-refresh")).toBeNull();
    expect(document.querySelector("noscript")).toBeNull();
  });
});
