// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Cart, PaymentMethods } from "../../../contract";
import type { MerchantLayoutData } from "~/lib/merchant-view";
import { renderIn } from "../../../tests/support/render";
import CheckoutRoute, { loader } from "./route";

/*
 * The checkout of a store closed now, through the real loader with the API's answers given per
 * test: it says at once that the store is closed and when it opens, with the way back to the menu,
 * and shows no form that could only be refused; a store that schedules leads to choosing a time
 * and keeps the form; a cart with a time, or an open store, is ordered as usual.
 */

afterEach(cleanup);

const ok = <T,>(data: T) => ({ ok: true as const, data });
// Days ahead of any clock the test runs at: "Fechado · abre <weekday> às …".
const NEXT_OPENING = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
type StatusNow = { open: boolean; schedule_only: boolean; next_opening_at: string | null; closes_at: string | null };
const CLOSED: StatusNow = { open: false, schedule_only: false, next_opening_at: NEXT_OPENING, closes_at: null };

const cart = (scheduled_to: string | null = null): Cart => ({
  guid: "cart-1",
  status: "OPEN",
  scheduled_to,
  delivery: { type: "TAKEOUT", address: null, area_name: null, fee_pending: false, time_to_receive: { minimum: 20, maximum: 30 } },
  table_id: null,
  notes: null,
  items: [{ id: 1, item_id: 10, name: "Pizza Margherita", image: null, quantity: 1, notes: null, options: [], unit_price: 5000, total: 5000 }] as unknown as Cart["items"],
  pizzas: [],
  extras: [],
  coupons: [],
  adjustments: [],
  client: null,
  fidelity_program: null,
  points_total: 0,
  converted_order: false,
  count: 1,
  summary: { subtotal: 5000, delivery_fee: 0, discount: 0, increase: 0, total: 5000 },
});

const methods: PaymentMethods = { online_payments: [], online_payment_limit: null, online_requires_login: false, offline_payments: [{ code: "CASH", brands: [] }] };

function contextWith(statusNow: StatusNow | null, { schedules = false, scheduledTo = null as string | null } = {}) {
  return {
    merchantSlug: "bella-napoli",
    customDomain: false,
    session: { get: (key: string) => (key === "cartGuid" ? "cart-1" : undefined), set: () => undefined, unset: () => undefined, flash: () => undefined },
    cart: { current: async () => ({ state: "open", cart: cart(scheduledTo) }) },
    accessToken: async () => "token",
    loadMerchant: async () => ({
      tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
      generalSettings: { scheduling_enabled: schedules, schedule_only: false },
      generalInformations: null,
    }),
    api: {
      read: async (name: string) => (name === "operation_status_now" ? statusNow : null),
      paymentMethods: async () => ok(methods),
    },
  } as unknown as AppLoadContext;
}

const load = async (context: AppLoadContext) =>
  (await loader({ request: new Request("https://shop.test/bella-napoli/checkout"), context, params: {} })) as { closed: unknown };

const layout = {
  merchant: { slug: "bella-napoli", customDomain: false, base: "/bella-napoli", home: "/bella-napoli", language: "pt-BR", contentLanguage: "pt-BR", currency: "BRL", country: "BRA" },
} as unknown as MerchantLayoutData;

function renderCheckout(context: AppLoadContext) {
  const Stub = createRemixStub([{ id: "routes/($slug)", path: "/:slug", loader: () => layout, Component: Outlet, children: [{ path: "checkout", loader, Component: CheckoutRoute }] }], context);
  renderIn("pt-BR", <Stub initialEntries={["/bella-napoli/checkout"]} />);
}

describe("checkout of a closed store", () => {
  it("that does not schedule: says it is closed and when it opens, leads back to the menu, and shows no form", async () => {
    renderCheckout(contextWith(CLOSED));
    const notice = await screen.findByRole("region", { name: "A loja está fechada agora" });
    expect(within(notice).getByText(/^Fechado · abre .+ às \d\d:\d\d$/)).toBeTruthy();
    expect(within(notice).getByText("Este pedido só pode ser feito quando a loja abrir. Seu carrinho fica guardado até lá.")).toBeTruthy();
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
    expect(within(notice).getByRole("link", { name: "Agendar pedido" }).getAttribute("href")).toBe("/bella-napoli/scheduling?from=checkout");
    const submit = screen.getByRole("button", { name: /Finalizar pedido/ });
    // The notice is read before the form.
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is not closed to a cart with a time, to an open store, nor when the status is unknown; closed until further notice offers no time", async () => {
    expect((await load(contextWith(CLOSED, { schedules: true, scheduledTo: "2026-11-28T15:00:00.000Z" }))).closed).toBeNull();
    expect((await load(contextWith({ open: true, schedule_only: false, next_opening_at: null, closes_at: null }))).closed).toBeNull();
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
