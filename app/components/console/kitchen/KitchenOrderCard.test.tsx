// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { KitchenOrderView } from "~/lib/console/kitchen.server";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { KitchenOrderCard } from "./KitchenOrderCard";

afterEach(cleanup);

const order = (extra: Partial<KitchenOrderView> = {}): KitchenOrderView => ({
  id: 11,
  href: "/_console/bella-napoli/orders/11",
  ticketHref: "/_console/bella-napoli/orders/11/ticket",
  typeKey: "orders.delivery.DELIVERY",
  customer: "Ana",
  placedAt: "20:10",
  promised: "20:50",
  late: false,
  waitingMinutes: 12,
  state: "QUEUED",
  lines: [
    {
      key: "pizza-1",
      name: "Pizza grande",
      quantity: 1,
      details: ["Grande", "½ Mussarela, ½ Calabresa"],
      notes: "metade sem cebola",
      total: "R$ 60,00",
    },
  ],
  notes: "Tocar o interfone",
  ...extra,
});

function renderCard(view: KitchenOrderView, language: "pt-BR" | "es" = "pt-BR") {
  const Stub = createRemixStub([
    { path: "/kitchen", Component: () => <KitchenOrderCard order={view} action="/kitchen" /> },
  ]);
  const t = createTranslator(language, resources[language].common as unknown as Translations);
  render(
    <I18nContext.Provider value={{ language, t }}>
      <Stub initialEntries={["/kitchen"]} />
    </I18nContext.Provider>,
  );
}

describe("KitchenOrderCard", () => {
  it("shows a queued order with both moves as plain forms, flavours and notes in bold", async () => {
    renderCard(order());
    const card = await screen.findByRole("article", { name: "Pedido nº 11 · Entrega no endereço" });
    expect(within(card).getByTestId("kitchen-state").textContent).toBe("Na fila · Ana");
    const start = within(card).getByRole("button", { name: "Iniciar preparo" });
    expect(start.closest("form")?.getAttribute("method")).toBe("post");
    expect(start.getAttribute("value")).toBe("preparing");
    expect(within(card).getByRole("button", { name: "Pronto" }).getAttribute("value")).toBe("ready");
    const bold = [...card.querySelectorAll("strong")].map((node) => node.textContent);
    expect(bold).toEqual(
      expect.arrayContaining(["½ Mussarela, ½ Calabresa", "Obs.: metade sem cebola", "Obs.: Tocar o interfone"]),
    );
  });

  it("offers only Pronto once in preparation, and says late in words, in Spanish", async () => {
    renderCard(order({ state: "PREPARING", late: true }), "es");
    const card = await screen.findByRole("article");
    expect(within(card).getByTestId("kitchen-state").textContent).toBe("En preparación · Ana");
    expect(within(card).queryByRole("button", { name: "Empezar a preparar" })).toBeNull();
    expect(within(card).getByRole("button", { name: "Listo" })).toBeTruthy();
    expect(card.className).toContain("c-kitchen-ticket--late");
  });
});
