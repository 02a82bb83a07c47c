// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Consumption } from "../../../../contract";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import { presentBill } from "~/lib/tables/table-bill-view";
import ptBR from "../../../../locales/pt-BR/common.json";
import { BillPage, type BillActionData, type BillPageData } from "./BillPage";

afterEach(cleanup);

const round = (id: number, clientId: number, name: string, total: number) => ({
  id,
  table_id: 1,
  table_client_id: clientId,
  cart_guid: `cart-${id}`,
  status: "SENT" as const,
  items: [
    { id: id * 10, item_id: 5, name, image: null, quantity: 1, unit_price: total, total, notes: null, options: [] },
  ],
  pizzas: [],
  extras: [],
  subtotal: total,
  sent_at: "2026-11-25T23:05:00.000Z",
});

function pageOf(status: Consumption["status"], autoRefreshStopped = false): BillPageData {
  const consumption = {
    table_id: 1,
    status,
    guests: [
      {
        table_client: { id: 7, name: "Ana", guests: 1, owner: true },
        rounds: [round(1, 7, "Suco", 1800)],
        subtotal: 1800,
      },
      {
        table_client: { id: 8, name: "Bruno", guests: 2, owner: false },
        rounds: [round(2, 8, "Tiramisù", 2700)],
        subtotal: 2700,
      },
    ],
    adjustments: [{ type: "INCREASE", source: "SERVICE_CHARGE", name: "Taxa de serviço", amount: 450 }],
    summary: { subtotal: 4500, increase: 450, total: 4950 },
  } as unknown as Consumption;
  const bill = presentBill(consumption, {
    currency: "BRL",
    locale: "pt-BR",
    timeZone: "America/Sao_Paulo",
    myClientId: 8,
    serviceTaxBasisPoints: 1000,
    sizeLabel: (s) => s,
  });
  return {
    title: "Conta da mesa",
    bill,
    store: { name: "Bella Napoli" },
    notice: null,
    hrefs: { self: "/loja/table/bill", menu: "/loja" },
    autoRefreshStopped,
  };
}

function stub(page: BillPageData, answer: BillActionData | null = null) {
  const t = createTranslator("pt-BR", ptBR as Translations);
  return createRemixStub([
    {
      path: "/",
      Component: () => (
        <I18nContext.Provider value={{ language: "pt-BR", t }}>
          <BillPage page={page} answer={answer} />
        </I18nContext.Provider>
      ),
    },
  ]);
}

const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

describe("BillPage", () => {
  it("shows the open bill: the caller first, the service charge with its rate, the total, 'Pedir a conta' and a refresh without JavaScript", () => {
    const Stub = stub(pageOf("OPEN"));
    render(<Stub />);
    expect(screen.getByRole("heading", { level: 2, name: "Mesa aberta" })).toBeTruthy();
    const guests = screen.getAllByTestId("bill-guest");
    expect(within(guests[0]!).getByRole("heading", { level: 2 }).textContent).toBe("Bruno (você)");
    expect(within(guests[1]!).getByRole("heading", { level: 2 }).textContent).toBe("Ana");
    expect(plain(screen.getByTestId("bill-service").textContent)).toBe("Taxa de serviço (10%)R$ 4,50");
    expect(plain(screen.getByTestId("bill-total").textContent)).toBe("TotalR$ 49,50");
    expect(screen.getByRole("button", { name: "Pedir a conta" }).getAttribute("value")).toBe("close");
    expect(screen.getByRole("link", { name: "Atualizar" }).getAttribute("href")).toBe("/loja/table/bill");
    // The refresh <meta> of RefreshWithoutScript (its markup is tested with the order page; the e2e test reads it).
    expect(document.querySelector("noscript")).not.toBeNull();
  });

  it("asks before asking for the bill, with a way to keep the table open", () => {
    const Stub = stub(pageOf("OPEN"), { formError: null, confirmClose: true });
    render(<Stub />);
    expect(screen.getByText(/^Pedir a conta agora\?/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sim, pedir a conta" }).getAttribute("value")).toBe("close-confirm");
    expect(screen.getByRole("link", { name: "Ainda não" }).getAttribute("href")).toBe("/loja/table/bill");
    expect(screen.queryByRole("button", { name: "Pedir a conta" })).toBeNull();
  });

  it("shows a refused request as an alert in words", () => {
    const Stub = stub(pageOf("OPEN"), { formError: "tableBill.errors.unreachable", confirmClose: false });
    render(<Stub />);
    expect(screen.getByRole("alert").textContent).toContain("Não conseguimos falar com a loja");
  });

  it("once asked, says so and offers no second request", () => {
    const Stub = stub(pageOf("WAITING_PAYMENT"));
    render(<Stub />);
    expect(screen.getByRole("heading", { level: 2, name: "Conta pedida: aguardando pagamento" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pedir a conta" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pedir mais" })).toBeNull();
  });

  it("closed: thanks the guest, links back to the menu, and stops refreshing", () => {
    const Stub = stub(pageOf("CLOSED"));
    render(<Stub />);
    expect(screen.getByRole("heading", { level: 2, name: "Conta fechada" })).toBeTruthy();
    // Under the status, where the guest looks first: not after the whole bill.
    const status = screen.getByRole("region", { name: "Conta fechada" });
    expect(within(status).getByText("Obrigado pela visita ao Bella Napoli! Volte sempre.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Atualizar" })).toBeNull();
    expect(document.querySelector("noscript")).toBeNull();
  });

  it("says how often it refreshes (with scripts, how often they ask) and offers to stop it, a plain form post", () => {
    const Stub = stub(pageOf("OPEN"));
    render(<Stub />);
    expect(screen.getByText("Esta página se atualiza a cada 10 segundos.")).toBeTruthy();
    const stop = screen.getByRole("button", { name: "Parar atualização automática" });
    expect(stop.getAttribute("value")).toBe("off");
    expect(stop.closest("form")?.getAttribute("method")).toBe("post");
    expect((stop.closest("form")?.querySelector('input[name="returnTo"]') as HTMLInputElement).value).toBe(
      "/loja/table/bill",
    );
    expect(within(screen.getByTestId("auto-refresh")).getByRole("status").textContent).toBe("");
  });

  it("stopped by the guest: no refresh <meta>, a way to resume, and 'Atualizar'", () => {
    const Stub = stub(pageOf("WAITING_PAYMENT", true));
    render(<Stub />);
    expect(document.querySelector("noscript")).toBeNull();
    expect(
      screen.getByText("A atualização automática está parada. Use “Atualizar” para ver as novidades."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retomar atualização automática" }).getAttribute("value")).toBe("on");
    expect(screen.getByRole("link", { name: "Atualizar" }).getAttribute("href")).toBe("/loja/table/bill");
  });
});
