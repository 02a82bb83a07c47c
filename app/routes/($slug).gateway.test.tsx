// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { held } from "../../tests/support/held";
import { renderIn } from "../../tests/support/render";
import GatewayRoute, { loader } from "./($slug).gateway";

// The gateway's page: an error naming no order needs no login and no order read.

afterEach(cleanup);

function contextOf(customDomain = false) {
  const getOrder = vi.fn();
  const context = {
    api: { send: getOrder, getOrder },
    store: {
      slug: "bella-napoli",
      customDomain,
      session: { get: () => undefined, set: vi.fn(), unset: vi.fn(), flash: vi.fn(), has: () => false },
      accessToken: async () => "visitor-token",
      loadMerchant: async () => ({
        slug: "bella-napoli",
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        analyticsSettings: null,
      }),
    },
    page: { dataRequest: false },
  } as unknown as AppLoadContext;
  return { context, getOrder };
}

describe("/{slug}/gateway?status=error without an order", () => {
  it("says the payment did not go through and leads back to the checkout, without asking for an order or a login", async () => {
    const { context, getOrder } = contextOf();
    const Stub = createRemixStub([
      { path: "/bella-napoli/gateway", Component: GatewayRoute, loader: (args) => loader({ ...args, context }) },
    ]);
    renderIn("pt-BR", <Stub initialEntries={["/bella-napoli/gateway?status=error"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Pagamento não concluído" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Erro inesperado no pagamento");
    expect(screen.getByRole("link", { name: "Voltar ao checkout" }).getAttribute("href")).toBe(
      "/bella-napoli/checkout",
    );
    expect(screen.queryByRole("link", { name: "Ver pedido" })).toBeNull();
    expect(screen.queryByText(/Pedido nº/)).toBeNull();
    expect(getOrder).not.toHaveBeenCalled();
  });

  it("on the store's own domain the checkout is at /checkout; an empty order counts as none", async () => {
    const { context } = contextOf(true);
    const data = await loader({
      request: new Request("https://pizza.example/gateway?status=error&order="),
      context,
      params: {},
    });
    expect(data).toMatchObject({
      kind: "failed",
      orderId: null,
      orderHref: null,
      repayHref: "/checkout",
      failureKey: "payment.failures.unexpected",
    });
  });

  it("without an order, any other status is still the not-found page", async () => {
    const { context } = contextOf();
    const thrown = await loader({
      request: new Request("https://shop.test/bella-napoli/gateway?status=success"),
      context,
      params: {},
    }).catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status).toBe(404);
  });
});

describe("/{slug}/gateway with an order", () => {
  const request = new Request("https://shop.test/bella-napoli/gateway?status=error&order=42");

  it("reads the client's order while the store's configuration is still on its way", async () => {
    const { context, getOrder } = contextOf();
    const stored: Record<string, string> = { clientId: "7", clientName: "Ana" };
    Object.assign(context.store.session!, { get: (key: string) => stored[key] });
    getOrder.mockResolvedValue({ ok: false, status: 404, error: { code: "NOT_FOUND", message: "NOT_FOUND" } });
    const merchant = held<unknown>();
    const loadMerchant = context.store.loadMerchant;
    Object.assign(context.store, { loadMerchant: () => merchant.promise });
    const page = loader({ request, context, params: {} }).catch((error: unknown) => error);
    await vi.waitFor(() =>
      expect(getOrder).toHaveBeenCalledWith("GET", "/bella-napoli/orders/42", "visitor-token", expect.anything()),
    );
    merchant.release(await loadMerchant());
    const thrown = (await page) as { init?: { status?: number } };
    expect(thrown.init?.status).toBe(404);
  });

  it("sends a visitor to login and back to this very page, query included, without reading the order", async () => {
    const { context, getOrder } = contextOf();
    const thrown = (await loader({ request, context, params: {} }).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe(
      `/bella-napoli/login?${new URLSearchParams({ redirectTo: "/gateway?status=error&order=42" })}`,
    );
    expect(getOrder).not.toHaveBeenCalled();
  });
});
