// @vitest-environment happy-dom
import { useRevalidator } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleLoyalty, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import LoyaltyRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.settings_.loyalty";

afterEach(cleanup);

const loyalty: ConsoleLoyalty = {
  currency: "BRL",
  timezone: "America/Sao_Paulo",
  settings: {
    enabled: true,
    name: "Clube Napoli",
    points_per_unit: 1,
    unit_amount: 100,
    effectivation_days: 0,
    expiration_days: 90,
    expiring_window_days: 30,
  },
  campaigns: [],
  fidelity: null,
  categories: [
    { id: 11, name: "Pizzas" },
    { id: 12, name: "Bebidas" },
  ],
  redeemable_items: 3,
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

const API = `/console/${CONSOLE_SLUG}/settings`;

/** The page as the console's frame has it: read again whenever a pushed event arrives (here, on a tap). */
function LoyaltyReadAgain() {
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" onClick={() => revalidator.revalidate()} aria-busy={revalidator.state === "loading"}>
        Pushed event
      </button>
      <LoyaltyRoute />
    </>
  );
}

function renderPage(send: Send, role: StaffRole = "OWNER", withPushedEvents = false) {
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/loyalty",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: withPushedEvents ? LoyaltyReadAgain : LoyaltyRoute,
        ErrorBoundary,
      },
    ],
    consoleContext(vi.fn(send)),
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/settings/loyalty`]} />
    </I18nContext.Provider>,
  );
}

const answers: Send = async (method) => (method === "GET" ? ok(loyalty) : ok({ id: 1, version: 4 }));

const section = async (title: string) =>
  within((await screen.findByRole("heading", { name: title })).closest("section")!);

describe("the loyalty page", () => {
  it("creates a campaign: double points in the categories ticked and a payment discount typed as 5%", async () => {
    const send = vi.fn<Send>(answers);
    renderPage(send);
    const form = await section("Nova campanha");
    fireEvent.change(form.getByLabelText("Nome da campanha"), { target: { value: "Pizza em dobro" } });
    fireEvent.change(form.getByLabelText("Primeiro dia"), { target: { value: "2026-12-01" } });
    fireEvent.click(form.getByLabelText("Pizzas"));
    fireEvent.change(form.getByLabelText("Desconto ao pagar com"), { target: { value: "PIX" } });
    fireEvent.change(form.getByLabelText("Desconto por pagamento (%)"), { target: { value: "5%" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar campanha" })));
    expect(await screen.findByText("Campanha criada.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("POST", `${API}/loyalty/campaigns`, "token-OWNER", expect.anything(), {
      name: "Pizza em dobro",
      description: "",
      starts_on: "2026-12-01",
      ends_on: null,
      double_points_categories: [11],
      campaign_payment: { payment_method: "PIX", discount_percent: 5 },
      // The form's own key: sent twice, it creates once.
      request_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("sends a new campaign's key again after a refusal and a pushed event, so it is still the same create", async () => {
    let answer: unknown = refusal("INTERNAL_ERROR", 503);
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(loyalty) : answer));
    renderPage(send, "OWNER", true);
    const form = await section("Nova campanha");
    fireEvent.change(form.getByLabelText("Nome da campanha"), { target: { value: "Pizza em dobro" } });
    fireEvent.change(form.getByLabelText("Primeiro dia"), { target: { value: "2026-12-01" } });
    fireEvent.click(form.getByLabelText("Pizzas"));
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Criar campanha" })));
    await screen.findByText(/^O sistema não respondeu/);
    const pushed = screen.getByRole("button", { name: "Pushed event" });
    await act(async () => fireEvent.click(pushed));
    await waitFor(() => expect(pushed.getAttribute("aria-busy")).toBe("false"));
    answer = ok({ id: 1, version: 4 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Criar campanha" })));
    expect(await screen.findByText("Campanha criada.")).toBeTruthy();
    const keys = send.mock.calls
      .filter(([method]) => method === "POST")
      .map(([, , , , body]) => (body as { request_key?: string }).request_key);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), keys[0]]);
  });

  it("saves the fidelity programme with its reward typed as money, and refuses a goal it cannot read on its field", async () => {
    const send = vi.fn<Send>(answers);
    renderPage(send);
    let form = await section("Programa de fidelidade");
    fireEvent.click(form.getByLabelText("O programa de fidelidade está ligado"));
    fireEvent.change(form.getByLabelText("Nome do programa"), { target: { value: "Cartão fidelidade" } });
    fireEvent.change(form.getByLabelText("Meta"), { target: { value: "dez" } });
    fireEvent.change(form.getByLabelText("Prêmio"), { target: { value: "R$ 20,00 de desconto" } });
    fireEvent.change(form.getByLabelText("Valor (para prêmio fixo)"), { target: { value: "R$ 20,00" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar programa de fidelidade" })));
    await screen.findAllByText("Digite um número inteiro de 1 a 1000.");
    form = await section("Programa de fidelidade");
    expect(form.getByLabelText("Meta").getAttribute("aria-invalid")).toBe("true");
    expect((form.getByLabelText("Nome do programa") as HTMLInputElement).value).toBe("Cartão fidelidade");
    expect(send.mock.calls.filter(([method]) => method !== "GET")).toEqual([]);

    fireEvent.change(form.getByLabelText("Meta"), { target: { value: "10" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar programa de fidelidade" })));
    expect(await screen.findByText("Programa de fidelidade salvo.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("PUT", `${API}/fidelity`, "token-OWNER", expect.anything(), {
      enabled: true,
      name: "Cartão fidelidade",
      description: "",
      modality: "ORDERS",
      goal: 10,
      reward: { description: "R$ 20,00 de desconto", discount_type: "FIXED", value: 2000 },
    });
  });

  it("shows staff the programme in words, no form, and links the redeemable dishes to the menu editor", async () => {
    renderPage(vi.fn<Send>(answers), "STAFF");
    expect(await screen.findByText("Clube Napoli: 1 ponto a cada R$ 1,00 gastos.")).toBeTruthy();
    expect(
      screen.getByText("Só o dono da loja altera cupons, fidelidade e pontos. Aqui você pode consultá-los."),
    ).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(
      screen.getByRole("link", { name: "Escolha-os nas páginas dos itens do cardápio" }).getAttribute("href"),
    ).toBe(`/_console/${CONSOLE_SLUG}/menu`);
  });
});
