// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { presentLoyalty, type LoyaltyAnswers } from "~/lib/loyalty/loyalty-view";
import {
  CampaignDetails,
  LoyaltyBalance,
  LoyaltyCampaigns,
  LoyaltyExpiring,
  LoyaltyExtract,
  RedeemList,
} from "./LoyaltyParts";
import { postedFields, renderIn } from "../../../tests/support/render";

afterEach(cleanup);

const NOW = new Date("2026-06-10T15:00:00.000Z");

const answers: LoyaltyAnswers = {
  settings: {
    enabled: true,
    name: "Clube Bella Napoli",
    points_per_unit: 1,
    unit_amount: 100,
    effectivation_days: 0,
    expiration_days: 90,
    expiring_window_days: 30,
  },
  points: { points: 152, pending_points: 80 },
  toExpire: { points: 120, entries: [{ points: 120, expires_at: "2026-06-20T02:30:00.000Z" }] },
  extract: [
    {
      id: 3,
      kind: "REDEEMED",
      points: -100,
      description: "Order 9",
      order_id: 9,
      effectivation_date: "2026-06-09T12:00:00.000Z",
      expires_at: "2026-06-20T02:30:00.000Z",
    },
    {
      id: 2,
      kind: "EARNED",
      points: 32,
      description: "Order 1",
      order_id: 1,
      effectivation_date: "2026-06-03T12:00:00.000Z",
      expires_at: "2026-09-01T12:00:00.000Z",
    },
    {
      id: 1,
      kind: "BONUS",
      points: 200,
      description: "Bônus de boas-vindas",
      order_id: null,
      effectivation_date: "2026-02-01T12:00:00.000Z",
      expires_at: "2026-05-02T12:00:00.000Z",
    },
  ],
  campaigns: [
    {
      id: 1,
      name: "Pontos em dobro nas doces",
      description: "Pizzas doces valem o dobro.",
      start_date: "2025-01-01T00:00:00.000Z",
      end_date: "2026-12-31T23:00:00.000Z",
      campaign_sale_category: [
        { category_id: 5, category_name: "Pizzas doces", value: 2 },
        { category_id: 6, category_name: "Esfihas", value: 1 },
      ],
      campaign_payment: null,
    },
    {
      id: 2,
      name: "5% pagando com PIX",
      description: "Pague com PIX.",
      start_date: "2025-01-01T00:00:00.000Z",
      end_date: null,
      campaign_sale_category: [],
      campaign_payment: { payment_method: "PIX", discount_percent: 5 },
    },
  ],
  products: [
    {
      item_id: 11,
      name: "Refrigerante lata (resgate)",
      description: "Troque por 100 pontos.",
      image: null,
      points: 100,
      affordable: true,
    },
    {
      item_id: 12,
      name: "Pizza broto (resgate)",
      description: "Troque por 500 pontos.",
      image: null,
      points: 500,
      affordable: false,
    },
  ],
};

const view = presentLoyalty(answers, { currency: "BRL", locale: "pt-BR", timeZone: "America/Sao_Paulo", now: NOW });

function renderAt(page: ReactNode, language: "pt-BR" | "es" = "pt-BR") {
  const posted: Record<string, string>[] = [];
  const Stub = createRemixStub([
    {
      path: "/:slug/loyalty",
      Component: () => <>{page}</>,
      action: async ({ request }) => {
        posted.push(await postedFields(request));
        return null;
      },
    },
  ]);
  renderIn(language, <Stub initialEntries={["/bella-napoli/loyalty"]} />);
  return posted;
}

describe("the loyalty page's pieces", () => {
  it("shows the balance, the pending points and how points are earned", async () => {
    renderAt(<LoyaltyBalance view={view} />);
    expect(await screen.findByTestId("loyalty-balance")).toHaveProperty("textContent", "152 pontos");
    expect(screen.getByTestId("loyalty-pending").textContent).toBe("80 pontos");
    expect(screen.getByText("A cada R$ 1,00 em pedidos entregues você ganha 1 ponto.")).toBeTruthy();
  });

  it("dates the points to expire in the store's time zone, and says when none expire", async () => {
    renderAt(
      <>
        <LoyaltyExpiring expiring={view.expiring} windowDays={30} />
        <LoyaltyExpiring expiring={[]} windowDays={30} />
      </>,
    );
    // 02:30 UTC on the 20th is still the 19th in São Paulo.
    expect(await screen.findByText("120 pontos vencem em 19/06/2026")).toBeTruthy();
    expect(screen.getByText("Nenhum ponto vence nos próximos 30 dias.")).toBeTruthy();
  });

  it("lists the extract newest first with each entry's reason, and which points expired", async () => {
    renderAt(<LoyaltyExtract entries={view.extract} />);
    const items = within(await screen.findByTestId("loyalty-extract")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "−100 pontos · Troca no pedido #9",
      "+32 pontos · Ganhos no pedido #1",
      "+200 pontos · Bônus de boas-vindas",
    ]);
    expect(items[1]!.textContent).toContain("vencem em 01/09/2026");
    expect(items[2]!.textContent).toContain("venceram em 02/05/2026");
    expect(items[0]!.textContent).not.toContain("vence");
  });

  it("links each campaign to its details, and the details say what counts double and the payment discount", async () => {
    renderAt(
      <>
        <LoyaltyCampaigns
          campaigns={view.campaigns}
          detailsHref={(id) => `/bella-napoli/loyalty?modal=campaign&modalId=${id}`}
        />
        <CampaignDetails campaign={view.campaigns![0]!} />
        <CampaignDetails campaign={view.campaigns![1]!} />
      </>,
    );
    const link = await screen.findByRole("link", { name: "Ver detalhes da campanha Pontos em dobro nas doces" });
    expect(link.getAttribute("href")).toBe("/bella-napoli/loyalty?modal=campaign&modalId=1");
    expect(screen.getByText("Pizzas doces: pontos em dobro")).toBeTruthy();
    expect(screen.getByText("Esfihas: pontos normais")).toBeTruthy();
    expect(screen.getByText("Válida até 31/12/2026")).toBeTruthy();
    expect(screen.getByText("5% de desconto nos itens pagando com Pix")).toBeTruthy();
    expect(screen.getByText("Sem data para acabar")).toBeTruthy();
  });

  it("says the campaigns could not be read in the spec's words, where the campaigns would be", async () => {
    renderAt(<LoyaltyCampaigns campaigns={null} detailsHref={(id) => `/x?modalId=${id}`} />);
    const section = (await screen.findByRole("heading", { name: "Campanhas" })).closest("section")!;
    expect(within(section).getByRole("alert").textContent).toBe("Falha ao buscar dados da campanha.");
  });

  it("redeems with a plain form; one the balance does not cover is disabled and says how many points are missing", async () => {
    renderAt(
      <RedeemList products={view.products} busy={false} error={null} askAge={null} pageHref="/bella-napoli/loyalty" />,
    );
    const soda = await screen.findByRole("button", { name: "Resgatar Refrigerante lata (resgate) por 100 pontos" });
    expect(soda.hasAttribute("disabled")).toBe(false);
    const form = soda.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: "redeem", item_id: "11" });
    const pizza = screen.getByRole("button", { name: "Resgatar Pizza broto (resgate) por 500 pontos" });
    expect(pizza.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(pizza.getAttribute("aria-describedby")!)?.textContent).toBe("Faltam 348 pontos");
  });

  it("says a refusal on the product it concerns, tied to its button", async () => {
    renderAt(
      <RedeemList
        products={view.products}
        busy={false}
        error={{ itemId: 11, message: "loyalty.errors.INSUFFICIENT_POINTS" }}
        askAge={null}
        pageHref="/bella-napoli/loyalty"
      />,
    );
    const soda = await screen.findByRole("button", { name: /Refrigerante/ });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Você não tem pontos suficientes para esta troca.");
    expect(soda.getAttribute("aria-describedby")).toContain(alert.id);
  });

  it("asks the age in place of a product for adults' button: yes posts redeem-over18 with it, no goes back to the points", async () => {
    renderAt(
      <RedeemList products={view.products} busy={false} error={null} askAge={11} pageHref="/bella-napoli/loyalty" />,
    );
    const yes = await screen.findByRole("button", { name: "Sim, tenho 18 anos ou mais" });
    expect(screen.queryByRole("button", { name: /Resgatar Refrigerante/ })).toBeNull();
    expect(document.getElementById(yes.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Este produto é vendido apenas para maiores de 18 anos. Você tem 18 anos ou mais?",
    );
    expect([yes.getAttribute("name"), yes.getAttribute("value")]).toEqual(["intent", "redeem-over18"]);
    expect(Object.fromEntries(new FormData(yes.closest("form")!))).toEqual({ item_id: "11" });
    expect(screen.getByRole("link", { name: "Não, voltar aos meus pontos" }).getAttribute("href")).toBe(
      "/bella-napoli/loyalty",
    );
    // The other products keep their button.
    expect(screen.getByRole("button", { name: /Resgatar Pizza broto/ })).toBeTruthy();
  });

  it("speaks Spanish", async () => {
    renderAt(<LoyaltyBalance view={view} />, "es");
    expect((await screen.findByTestId("loyalty-balance")).textContent).toBe("152 puntos");
    expect(screen.getByRole("heading", { name: "Tu saldo" })).toBeTruthy();
  });
});
