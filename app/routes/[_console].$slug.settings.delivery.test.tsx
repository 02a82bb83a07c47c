// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliverySettings, PaymentMethodsSettings, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import {
  CONSOLE_SLUG,
  consoleContext,
  consoleCookie,
  consoleRequest,
  withConsoleCookie,
} from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import DeliveryRoute, {
  action as deliveryAction,
  ErrorBoundary as DeliveryError,
  loader as deliveryLoader,
} from "./[_console].$slug.settings.delivery";
import PaymentMethodsRoute, {
  action as paymentsAction,
  ErrorBoundary as PaymentsError,
  loader as paymentsLoader,
} from "./[_console].$slug.settings.payment-methods";

afterEach(cleanup);

const delivery: DeliverySettings = {
  currency: "BRL",
  version: 4,
  pricing: "NEIGHBORHOOD",
  fee: 790,
  areas: [
    { name: "Bela Vista", fee: 500, located: true },
    { name: "Liberdade", fee: 600, located: true },
  ],
  bands: [],
  not_served: ["Cambuci"],
  minimum_order: 3000,
  free_delivery_from: null,
  modes: { delivery: true, takeout: true, table: true },
};

const payments: PaymentMethodsSettings = {
  version: 4,
  offline: ["CASH", "CREDIT_CARD"],
  machine_brands: ["VISA"],
  online: ["PIX", "CARD"],
};

type Send = (method: string, path: string, token: string, schema: unknown, body?: unknown) => Promise<unknown>;

const API = `/console/${CONSOLE_SLUG}/settings`;

function renderPage(page: "delivery" | "payment-methods", send: Send, role: StaffRole = "OWNER") {
  const context = consoleContext(vi.fn(send));
  const [loader, action, Component, ErrorBoundary] =
    page === "delivery"
      ? [deliveryLoader, deliveryAction, DeliveryRoute, DeliveryError]
      : [paymentsLoader, paymentsAction, PaymentMethodsRoute, PaymentsError];
  const Stub = createRemixStub(
    [
      {
        path: `/_console/:slug/settings/${page}`,
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component,
        ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language: "pt-BR" as const, t: createTranslator("pt-BR", resources["pt-BR"].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/settings/${page}`]} />
    </I18nContext.Provider>,
  );
}

const theForm = async () => within((await screen.findByRole("button", { name: /^Salvar/ })).closest("form")!);
const writes = (send: ReturnType<typeof vi.fn<Send>>) => send.mock.calls.filter(([method]) => method !== "GET");

describe("the delivery settings page", () => {
  it("sends the section whole: a neighbourhood added with its fee typed as people type money, a free-delivery threshold set", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(delivery) : ok({ id: null, version: 5 })));
    renderPage("delivery", send);
    const form = await theForm();
    fireEvent.change(form.getByLabelText("Nome do bairro 3"), { target: { value: "Pinheiros" } });
    fireEvent.change(form.getByLabelText("Taxa do bairro 3"), { target: { value: "R$ 11,90" } });
    fireEvent.change(form.getByLabelText("Pedido mínimo"), { target: { value: "35" } });
    fireEvent.change(form.getByLabelText("Entrega grátis a partir de"), { target: { value: "1.000,00" } });
    fireEvent.click(form.getByLabelText("Retirada na loja"));
    fireEvent.click(form.getByLabelText("Remover o bairro 2"));
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar entrega" })));
    expect(await screen.findByText("Entrega salva. Os clientes já veem a mudança.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("PUT", `${API}/delivery`, "token-OWNER", expect.anything(), {
      pricing: "NEIGHBORHOOD",
      fee: 790,
      areas: [
        { name: "Bela Vista", fee: 500 },
        { name: "Pinheiros", fee: 1190 },
      ],
      bands: [],
      not_served: ["Cambuci"],
      minimum_order: 3500,
      free_delivery_from: 100000,
      modes: { delivery: true, takeout: false, table: true },
    });
  });

  it("refuses a fee it cannot read on its row, keeping everything typed, without asking the API", async () => {
    const send = vi.fn<Send>(async () => ok(delivery));
    renderPage("delivery", send);
    const form = await theForm();
    fireEvent.change(form.getByLabelText("Nome do bairro 3"), { target: { value: "Pinheiros" } });
    fireEvent.change(form.getByLabelText("Taxa do bairro 3"), { target: { value: "onze reais" } });
    fireEvent.click(form.getByLabelText("Remover o bairro 2"));
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar entrega" })));
    await screen.findAllByText("Informe um valor válido, como 7,90.");
    const again = await theForm();
    const fee = again.getByLabelText("Taxa do bairro 3");
    expect(fee.getAttribute("aria-invalid")).toBe("true");
    expect((fee as HTMLInputElement).value).toBe("onze reais");
    expect((again.getByLabelText("Nome do bairro 3") as HTMLInputElement).value).toBe("Pinheiros");
    expect((again.getByLabelText("Remover o bairro 2") as HTMLInputElement).checked).toBe(true);
    expect(within(fee.closest(".c-field")!).getByText("Informe um valor válido, como 7,90.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Taxa do bairro 3: Informe um valor válido, como 7,90." })).toBeTruthy();
    expect(writes(send)).toEqual([]);
  });

  it("refuses distance bands that do not grow on the band's own field", async () => {
    const send = vi.fn<Send>(async () => ok({ ...delivery, pricing: "DISTANCE", bands: [{ up_to_km: 3, fee: 700 }] }));
    renderPage("delivery", send);
    const form = await theForm();
    expect((form.getByLabelText("Até quantos km, faixa 1") as HTMLInputElement).value).toBe("3");
    fireEvent.change(form.getByLabelText("Até quantos km, faixa 2"), { target: { value: "2,5" } });
    fireEvent.change(form.getByLabelText("Taxa da faixa 2"), { target: { value: "9" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar entrega" })));
    await screen.findAllByText("Cada faixa precisa ir mais longe que a anterior.");
    const km = (await theForm()).getByLabelText("Até quantos km, faixa 2");
    expect(km.getAttribute("aria-invalid")).toBe("true");
    expect(within(km.closest(".c-field")!).getByText("Cada faixa precisa ir mais longe que a anterior.")).toBeTruthy();
    expect(writes(send)).toEqual([]);
  });

  it("puts the API's refusal of a neighbourhood's name beside that row", async () => {
    const send = vi.fn<Send>(async (method) =>
      method === "GET"
        ? ok(delivery)
        : refusal("VALIDATION_ERROR", 400, {
            errors: [{ field: "areas.1.name", message: "console.settings.delivery.errors.nameRepeated" }],
          }),
    );
    renderPage("delivery", send);
    const form = await theForm();
    fireEvent.change(form.getByLabelText("Nome do bairro 2"), { target: { value: "bela vista" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar entrega" })));
    await screen.findAllByText("Esse bairro já está na lista.");
    const name = (await theForm()).getByLabelText("Nome do bairro 2");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(within(name.closest(".c-field")!).getByText("Esse bairro já está na lista.")).toBeTruthy();
  });

  it("says the API did not answer a save, keeping everything typed", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(delivery) : refusal("UNAVAILABLE", 503)));
    renderPage("delivery", send);
    const form = await theForm();
    fireEvent.change(form.getByLabelText("Pedido mínimo"), { target: { value: "45,50" } });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar entrega" })));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Não deu para salvar agora. Tente de novo em instantes.",
    );
    expect(((await theForm()).getByLabelText("Pedido mínimo") as HTMLInputElement).value).toBe("45,50");
  });

  it("says so, with a way back, when the API does not answer the page's read", async () => {
    renderPage("delivery", async () => refusal("UNAVAILABLE", 503));
    expect(await screen.findByRole("link", { name: "Voltar às configurações" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Salvar entrega" })).toBeNull();
  });

  it("adds one more neighbourhood with the form's own button, keeping what was typed", async () => {
    renderPage("delivery", async () => ok(delivery));
    const form = await theForm();
    fireEvent.change(form.getByLabelText("Nome do bairro 3"), { target: { value: "Pinheiros" } });
    fireEvent.click(form.getByLabelText("Remover o bairro 2"));
    expect(form.queryByLabelText("Nome do bairro 4")).toBeNull();
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Mais um bairro" })));
    const again = await theForm();
    expect(await again.findByLabelText("Nome do bairro 4")).toBeTruthy();
    expect((again.getByLabelText("Nome do bairro 3") as HTMLInputElement).value).toBe("Pinheiros");
    expect((again.getByLabelText("Remover o bairro 2") as HTMLInputElement).checked).toBe(true);
  });

  it("shows staff the store's delivery and no form", async () => {
    renderPage("delivery", async () => ok(delivery), "STAFF");
    expect(await screen.findByText("Só o dono da loja muda a entrega e os modos de pedido.")).toBeTruthy();
    expect(screen.getByText(/Bela Vista: R\$\s?5,00/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("refuses a staff member's post without asking the API", async () => {
    const send = vi.fn();
    const cookie = await consoleCookie("STAFF");
    const request = consoleRequest("/settings/delivery", cookie, { intent: "save", pricing: "EVERYWHERE" });
    const answer = deliveryAction(
      withConsoleCookie({ request, context: consoleContext(send), params: { slug: CONSOLE_SLUG } }, cookie),
    );
    await expect(answer).rejects.toSatisfy((thrown: { status?: number; init?: { status?: number } }) =>
      [thrown.status, thrown.init?.status].includes(403),
    );
    expect(send).not.toHaveBeenCalled();
  });
});

describe("the payment methods page", () => {
  it("sends the methods and brands ticked, and links to the online payments' page", async () => {
    const send = vi.fn<Send>(async (method) => (method === "GET" ? ok(payments) : ok({ id: null, version: 5 })));
    renderPage("payment-methods", send);
    expect(await screen.findByText("Hoje a loja aceita online: PIX, cartão.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mudar o pagamento online" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/payments`,
    );
    const form = await theForm();
    fireEvent.click(form.getByLabelText("PIX ao entregador"));
    fireEvent.click(form.getByLabelText("Cartão de crédito na maquininha"));
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar formas de pagamento" })));
    expect(await screen.findByText("Formas de pagamento salvas. Os clientes já veem a mudança.")).toBeTruthy();
    expect(send).toHaveBeenCalledWith("PUT", `${API}/payment_methods`, "token-OWNER", expect.anything(), {
      offline: ["CASH", "PIX_ON_DELIVERY"],
      machine_brands: ["VISA"],
    });
  });

  it("refuses a card machine without a brand beside the brands, without asking the API", async () => {
    const send = vi.fn<Send>(async () => ok(payments));
    renderPage("payment-methods", send);
    const form = await theForm();
    fireEvent.click(form.getByLabelText("VISA"));
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Salvar formas de pagamento" })));
    expect(await screen.findAllByText("Marque ao menos uma bandeira da maquininha.")).not.toHaveLength(0);
    expect(((await theForm()).getByLabelText("Cartão de crédito na maquininha") as HTMLInputElement).checked).toBe(
      true,
    );
    expect(writes(send)).toEqual([]);
  });

  it("shows staff what the store takes and no form", async () => {
    renderPage("payment-methods", async () => ok(payments), "STAFF");
    expect(await screen.findByText("Só o dono da loja muda as formas de pagamento.")).toBeTruthy();
    expect(screen.getByText("Dinheiro, Cartão de crédito na maquininha")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
