// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderIn, storeLayout } from "../../../tests/support/render";
import { apiCart, cashOnly, ok, storeContext } from "../../../tests/support/route-context";
import CheckoutRoute, { loader } from "./route";

// A closed store's checkout shows no form that could only be refused; one that schedules keeps it.

afterEach(cleanup);

// Days ahead of any clock the test runs at.
const NEXT_OPENING = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
type StatusNow = { open: boolean; schedule_only: boolean; next_opening_at: string | null; closes_at: string | null };
const CLOSED: StatusNow = { open: false, schedule_only: false, next_opening_at: NEXT_OPENING, closes_at: null };

function contextWith(statusNow: StatusNow | null, { schedules = false, scheduledTo = null as string | null } = {}) {
  return storeContext({
    stored: { cartGuid: "cart-1" },
    openCart: apiCart({ scheduled_to: scheduledTo }),
    generalSettings: { scheduling_enabled: schedules, schedule_only: false },
    api: {
      read: async (name: string) => (name === "operation_status_now" ? statusNow : null),
      paymentMethods: async () => ok(cashOnly),
    },
  });
}

const load = async (context: AppLoadContext) =>
  (await loader({ request: new Request("https://shop.test/bella-napoli/checkout"), context, params: {} })) as {
    closed: unknown;
  };

const layout = storeLayout("bella-napoli");

function renderCheckout(context: AppLoadContext) {
  const Stub = createRemixStub(
    [
      {
        id: "routes/($slug)",
        path: "/:slug",
        loader: () => layout,
        Component: Outlet,
        children: [{ path: "checkout", loader, Component: CheckoutRoute }],
      },
    ],
    context,
  );
  renderIn("pt-BR", <Stub initialEntries={["/bella-napoli/checkout"]} />);
}

describe("checkout of a closed store", () => {
  it("that does not schedule: says it is closed and when it opens, leads back to the menu, and shows no form", async () => {
    renderCheckout(contextWith(CLOSED));
    const notice = await screen.findByRole("region", { name: "A loja está fechada agora" });
    expect(within(notice).getByText(/^Fechado · abre .+ às \d\d:\d\d$/)).toBeTruthy();
    expect(
      within(notice).getByText("Este pedido só pode ser feito quando a loja abrir. Seu carrinho fica guardado até lá."),
    ).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Ver cardápio" }).getAttribute("href")).toBe("/bella-napoli");
    expect(within(notice).queryByRole("link", { name: "Agendar pedido" })).toBeNull();
    expect(screen.getByRole("link", { name: "← Voltar ao carrinho" }).getAttribute("href")).toBe("/bella-napoli/cart");
    expect(screen.queryByRole("button", { name: /Finalizar pedido/ })).toBeNull();
    expect(screen.queryByLabelText("Nome")).toBeNull();
  });

  it("that schedules: the notice comes first and leads to choosing a time, and the form is there for after", async () => {
    renderCheckout(contextWith(CLOSED, { schedules: true }));
    const notice = await screen.findByRole("region", { name: "A loja está fechada agora" });
    expect(within(notice).getByText("Para fazer o pedido agora, agende-o para quando a loja abrir.")).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Agendar pedido" }).getAttribute("href")).toBe(
      "/bella-napoli/scheduling?from=checkout",
    );
    const submit = screen.getByRole("button", { name: /Finalizar pedido/ });
    // The notice is read before the form.
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is not closed to a cart with a time, to an open store, nor when the status is unknown; closed until further notice offers no time", async () => {
    expect(
      (await load(contextWith(CLOSED, { schedules: true, scheduledTo: "2026-11-28T15:00:00.000Z" }))).closed,
    ).toBeNull();
    expect(
      (await load(contextWith({ open: true, schedule_only: false, next_opening_at: null, closes_at: null }))).closed,
    ).toBeNull();
    expect((await load(contextWith(null))).closed).toBeNull();
    // A schedule-only store has its own refusal ('Agende um horário'), on the "when" field.
    expect((await load(contextWith({ ...CLOSED, schedule_only: true }, { schedules: true }))).closed).toBeNull();
    expect((await load(contextWith({ ...CLOSED, next_opening_at: null }, { schedules: true }))).closed).toEqual({
      opens: "Fechado no momento",
      canSchedule: false,
      scheduleHref: "/bella-napoli/scheduling?from=checkout",
      menuHref: "/bella-napoli",
    });
  });
});
