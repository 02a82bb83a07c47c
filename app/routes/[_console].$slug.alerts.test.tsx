// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { useRevalidator } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { formatInTimeZone } from "date-fns-tz";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleOrderSummary, ConsoleWaiting } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import ConsoleLayout, { loader as layoutLoader } from "./[_console].$slug";
import InboxPage, { action as inboxAction, loader as inboxLoader } from "./[_console].$slug.orders._index";

/* The alert bar every console page shows, and the inbox's cards: what staff see and hear, in their language. */

afterEach(cleanup);

type Language = "pt-BR" | "es";
const inLanguage = (language: Language) => ({ language, t: createTranslator(language, resources[language].common) });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function contextOf(console: Record<string, unknown>): AppLoadContext {
  return { ...consoleContext(vi.fn(), console), page: { refusal: null } } as unknown as AppLoadContext;
}

function DayPage() {
  const revalidator = useRevalidator();
  return (
    <>
      <h1>Dia</h1>
      <button type="button" onClick={() => revalidator.revalidate()}>
        again
      </button>
    </>
  );
}

describe("the alert bar on a page other than the inbox", () => {
  it("shows the count and the oldest wait, and says each id it has not seen: a PIX paid while a newer order waits included", async () => {
    const answers: ConsoleWaiting[] = [
      { waiting: 1, waiting_ids: [41], oldest_waiting_at: minutesAgo(5.2), auto_accepted_ids: [] },
      // The PIX of order 39 was paid: the newest waiting id is still 41.
      { waiting: 2, waiting_ids: [39, 41], oldest_waiting_at: minutesAgo(9.5), auto_accepted_ids: [] },
      { waiting: 3, waiting_ids: [39, 41, 42], oldest_waiting_at: minutesAgo(9.6), auto_accepted_ids: [] },
    ];
    const waiting = vi.fn(async () => ok(answers[Math.min(waiting.mock.calls.length - 1, answers.length - 1)]!));
    const cookie = await consoleCookie("STAFF");
    const Stub = createRemixStub(
      [
        {
          path: "/_console/:slug",
          loader: async (args) => layoutLoader(withConsoleCookie(args, cookie)),
          Component: ConsoleLayout,
          children: [{ path: "day", Component: DayPage }],
        },
      ],
      contextOf({ waiting }),
    );
    render(
      <I18nContext.Provider value={inLanguage("pt-BR")}>
        <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/day`]} />
      </I18nContext.Provider>,
    );
    await screen.findByRole("heading", { name: "Dia" });
    const bar = screen.getByTestId("console-alerts");
    expect(bar.textContent).toContain("1 pedido aguardando resposta · o mais antigo espera há 5 minutos");
    const announcer = document.getElementById("console-announcer")!;
    // On the page before it speaks, and silent about what was there when the page opened.
    expect(announcer.getAttribute("aria-live")).toBe("polite");
    expect(announcer.textContent).toBe("");
    expect(within(bar).getByRole("link", { name: "1 pedido aguardando resposta" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/orders?filter=new`,
    );

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "again" })));
    await waitFor(() => expect(announcer.textContent).toBe("Novo pedido nº 39 aguardando resposta."));
    expect(bar.textContent).toContain("2 pedidos aguardando resposta · o mais antigo espera há 9 minutos");

    // Only the id not seen before is news.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "again" })));
    await waitFor(() => expect(announcer.textContent).toBe("Novo pedido nº 42 aguardando resposta."));
    expect(document.title).toMatch(/^\(3\) /);
  });
});

const summary = (overrides: Partial<ConsoleOrderSummary>): ConsoleOrderSummary => ({
  id: 12,
  status: "WAITING_CONFIRMATION",
  delivery_type: "DELIVERY",
  customer_name: "Ana Souza",
  total: 5890,
  payment_method: "CASH",
  payment_status: "PENDING",
  scheduled_to: null,
  created_at: minutesAgo(12.5),
  units: 3,
  promised_at: minutesAgo(2),
  kitchen_state: null,
  ...overrides,
});

function renderInbox(language: Language, orders: () => unknown, act_ = vi.fn()) {
  const cookie = consoleCookie("STAFF");
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/orders",
        children: [
          {
            index: true,
            loader: async (args) => inboxLoader(withConsoleCookie(args, await cookie)),
            action: async (args) => inboxAction(withConsoleCookie(args, await cookie)),
            Component: InboxPage,
          },
        ],
      },
    ],
    contextOf({ orders: vi.fn(async () => ok(orders())), act: act_ }),
  );
  render(
    <I18nContext.Provider value={inLanguage(language)}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/orders`]} />
    </I18nContext.Provider>,
  );
}

const list = (orders: ConsoleOrderSummary[]) => ({
  orders,
  waiting: orders.filter((order) => order.status === "WAITING_CONFIRMATION").length,
  waiting_ids: orders.filter((order) => order.status === "WAITING_CONFIRMATION").map((order) => order.id),
  oldest_waiting_at: null,
  newest_waiting_id: null,
});

describe("the inbox's cards", () => {
  const late = summary({});
  const onTime = summary({ id: 13, status: "CONFIRMED", created_at: minutesAgo(3), promised_at: minutesAgo(-40) });
  const clock = (at: string) => formatInTimeZone(new Date(at), "America/Sao_Paulo", "HH:mm");

  it("say how long each has waited and the promised time, and 'late' in words past it (pt-BR)", async () => {
    renderInbox("pt-BR", () => list([onTime, late]));
    const card12 = (await screen.findByRole("link", { name: "Pedido nº 12" })).closest("li")!;
    expect(card12.textContent).toContain("há 12 min");
    expect(card12.textContent).toContain(`Atrasado · Prometido para ${clock(late.promised_at!)}`);
    expect(within(card12).getByRole("button", { name: "Aceitar" })).toBeTruthy();
    expect(within(card12).getByText("Recusar")).toBeTruthy();
    const card13 = screen.getByRole("link", { name: "Pedido nº 13" }).closest("li")!;
    expect(card13.textContent).toContain("há 3 min");
    expect(card13.textContent).toContain(`Prometido para ${clock(onTime.promised_at!)}`);
    expect(card13.textContent).not.toContain("Atrasado");
    expect(within(card13).getByRole("button", { name: "Saiu para entrega" })).toBeTruthy();
  });

  it("say where the kitchen has a confirmed order: a ready delivery waits for its courier (pt-BR and es)", async () => {
    const preparing = summary({ id: 14, status: "CONFIRMED", kitchen_state: "PREPARING" });
    const ready = summary({ id: 15, status: "CONFIRMED", kitchen_state: "READY", delivery_type: "DELIVERY" });
    renderInbox("pt-BR", () => list([preparing, ready, onTime]));
    const card = async (id: number) => (await screen.findByRole("link", { name: `Pedido nº ${id}` })).closest("li")!;
    expect((await card(14)).textContent).toContain("Em preparo na cozinha");
    expect((await card(15)).textContent).toContain("Pronto: aguardando entregador");
    expect((await card(13)).textContent).not.toMatch(/cozinha|aguardando entregador/);
    cleanup();
    renderInbox("es", () => list([ready]));
    const spanish = (await screen.findByRole("link", { name: "Pedido n.º 15" })).closest("li")!;
    expect(spanish.textContent).toContain("Listo: esperando al repartidor");
  });

  it("say the same in Spanish", async () => {
    renderInbox("es", () => list([onTime, late]));
    const card12 = (await screen.findByRole("link", { name: "Pedido n.º 12" })).closest("li")!;
    expect(card12.textContent).toContain("hace 12 min");
    expect(card12.textContent).toContain(`Atrasado · Prometido para las ${clock(late.promised_at!)}`);
    expect(within(card12).getByRole("button", { name: "Aceptar" })).toBeTruthy();
    const card13 = screen.getByRole("link", { name: "Pedido n.º 13" }).closest("li")!;
    expect(card13.textContent).not.toContain("Atrasado");
  });

  it("accept in one tap, once for two taps, and the focus lands on what was done", async () => {
    let accepted = false;
    const move = vi.fn(async () => {
      accepted = true;
      return ok({});
    });
    renderInbox("pt-BR", () => list([accepted ? summary({ status: "CONFIRMED" }) : late]), move);
    const card = (await screen.findByRole("link", { name: "Pedido nº 12" })).closest("li")!;
    const accept = within(card).getByRole("button", { name: "Aceitar" });
    await act(async () => {
      fireEvent.click(accept);
      fireEvent.click(accept);
    });
    const result = await screen.findByText("Pedido nº 12 aceito.");
    expect(move).toHaveBeenCalledTimes(1);
    expect(move).toHaveBeenCalledWith(CONSOLE_SLUG, "token-STAFF", 12, { action: "ACCEPT" });
    await waitFor(() => expect(document.activeElement).toBe(result.closest("[role=status]")));
    const fresh = screen.getByRole("link", { name: "Pedido nº 12" }).closest("li")!;
    expect(within(fresh).getByRole("button", { name: "Saiu para entrega" })).toBeTruthy();
  });

  it("asks a refusal's reason, says what is missing beside it and keeps the note", async () => {
    const move = vi.fn();
    renderInbox("pt-BR", () => list([late]), move);
    const card = (await screen.findByRole("link", { name: "Pedido nº 12" })).closest("li")!;
    fireEvent.change(within(card).getByLabelText("Recado ao cliente (opcional)"), { target: { value: "Sem massa" } });
    await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Recusar o pedido nº 12" })));
    const reason = await within(card).findByLabelText("Motivo (o cliente verá)");
    await waitFor(() => expect(reason.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(move).not.toHaveBeenCalled();
    expect((within(card).getByLabelText("Recado ao cliente (opcional)") as HTMLTextAreaElement).value).toBe(
      "Sem massa",
    );
  });
});
