// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { held } from "../../../tests/support/held";
import { renderIn, storeLayout } from "../../../tests/support/render";
import SchedulingRoute, { loader } from "./route";

// While the store is closed only times are offered: "as soon as possible" would be refused at the checkout.

afterEach(cleanup);

const ok = <T,>(data: T) => ({ ok: true as const, data });
const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
const DAYS = [{ date: "2026-11-26", slots: [slot("2026-11-26T23:00:00.000Z"), slot("2026-11-26T23:30:00.000Z")] }];
// Days ahead of any clock the test runs at: "abre <weekday> às …".
const NEXT_OPENING = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
type StatusNow = { open: boolean; schedule_only: boolean; next_opening_at: string | null; closes_at: string | null };
const CLOSED: StatusNow = { open: false, schedule_only: false, next_opening_at: NEXT_OPENING, closes_at: null };
const OPEN: StatusNow = { open: true, schedule_only: false, next_opening_at: null, closes_at: null };

function contextWith(
  statusNow: StatusNow | null,
  settings = { scheduling_enabled: true, schedule_only: false },
  days = DAYS,
) {
  return {
    api: {
      read: async (name: string) => {
        if (name !== "operation_status_now") throw new Error(`unexpected read ${name}`);
        return statusNow;
      },
      send: async (_method: string, path: string) =>
        path.includes("/scheduling_times/settings") ? ok(settings) : ok({ timezone: "America/Sao_Paulo", days }),
    },
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session: { get: () => undefined, set: () => undefined, flash: () => undefined, unset: () => undefined },
      accessToken: async () => "token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
      }),
      cart: {
        current: async () => ({
          state: "open",
          cart: {
            count: 2,
            scheduled_to: null,
            delivery: { type: "DELIVERY", time_to_receive: { minimum: 30, maximum: 40 } },
          },
        }),
      },
    },
  } as unknown as AppLoadContext;
}

const layout = storeLayout("bella-napoli");

function renderScheduling(context: AppLoadContext) {
  const Stub = createRemixStub(
    [
      {
        id: "routes/($slug)",
        path: "/:slug",
        loader: () => layout,
        Component: Outlet,
        children: [{ path: "scheduling", loader, Component: SchedulingRoute }],
      },
    ],
    context,
  );
  renderIn("pt-BR", <Stub initialEntries={["/bella-napoli/scheduling?from=checkout"]} />);
}

describe("scheduling page", () => {
  it("while the store is closed offers only the times, none checked, and says when it opens", async () => {
    renderScheduling(contextWith(CLOSED));
    expect(await screen.findByRole("radio", { name: "20 h 00 min" })).toHaveProperty("checked", false);
    expect(screen.getByRole("radio", { name: "20 h 30 min" })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /O quanto antes/ })).toBeNull();
    expect(screen.getByText("A loja está fechada agora: escolha um horário para quando ela abrir.")).toBeTruthy();
    expect(screen.getByText(/^Fechado · abre .+ às \d\d:\d\d$/)).toBeTruthy();
  });

  it("closed with no time ahead, says it is closed and that there is no time, without asking to choose one", async () => {
    renderScheduling(contextWith({ ...CLOSED, next_opening_at: null }, undefined, []));
    expect(await screen.findByText("Fechado no momento")).toBeTruthy();
    expect(screen.getByText("Não há horários disponíveis nos próximos dias.")).toBeTruthy();
    expect(screen.queryByText(/escolha um horário para quando ela abrir/)).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("while the store is open offers 'as soon as possible' first, checked for a cart with no time, and no closed notice", async () => {
    renderScheduling(contextWith(OPEN));
    expect(await screen.findByRole("radio", { name: "O quanto antes (30 - 40 min)" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "20 h 00 min" })).toBeTruthy();
    expect(screen.queryByText(/A loja está fechada agora/)).toBeNull();
    // A status the API could not give is no reason to take "as soon as possible" away.
    cleanup();
    renderScheduling(contextWith(null));
    expect(await screen.findByRole("radio", { name: "O quanto antes (30 - 40 min)" })).toBeTruthy();
  });

  it("a schedule-only store offers no 'as soon as possible' when open either, and says why", async () => {
    renderScheduling(contextWith({ ...OPEN, schedule_only: true }, { scheduling_enabled: true, schedule_only: true }));
    expect(await screen.findByRole("radio", { name: "20 h 00 min" })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /O quanto antes/ })).toBeNull();
    expect(screen.getByText("Esta loja só aceita pedidos agendados: escolha um horário.")).toBeTruthy();
    expect(screen.queryByText(/A loja está fechada agora/)).toBeNull();
  });
});

describe("scheduling loader's round of upstream calls", () => {
  it("asks for the scheduling settings and the store's status while the store's configuration is still on its way", async () => {
    const context = contextWith(OPEN);
    const merchant = held<unknown>();
    const loadMerchant = context.store.loadMerchant;
    const read = vi.spyOn(context.api, "read");
    const send = vi.spyOn(context.api, "send");
    Object.assign(context.store, { loadMerchant: () => merchant.promise });
    const page = loader({ request: new Request("https://shop.test/bella-napoli/scheduling"), context, params: {} });
    await vi.waitFor(() => {
      expect(send).toHaveBeenCalledWith("GET", "/bella-napoli/scheduling_times/settings", "token", expect.anything());
      expect(read).toHaveBeenCalledWith("operation_status_now", "bella-napoli", "token");
    });
    merchant.release(await loadMerchant());
    expect(((await page) as { state: string }).state).toBe("open");
  });
});
