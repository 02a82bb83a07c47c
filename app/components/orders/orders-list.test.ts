import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/($slug).orders._index";
import { pixOrder } from "./order.fixtures";

function contextWith(listOrders: (...args: unknown[]) => Promise<unknown>, loggedIn = true) {
  const values: Record<string, string | undefined> = loggedIn ? { clientId: "7", clientName: "Ana Souza" } : {};
  const context = {
    api: { listOrders },
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session: { get: (key: string) => values[key], set: vi.fn(), unset: vi.fn(), flash: vi.fn() },
      accessToken: async () => "client-token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalInformations: null,
      }),
    },
  } as unknown as AppLoadContext;
  return context;
}

const summary = (id: number) => ({
  ...pixOrder({ id }),
  delivery_type: "TAKEOUT" as const,
  lines: [{ name: "Pizza", quantity: 1 }],
});
const request = (search = "") => new Request(`https://shop.test/bella-napoli/orders${search}`);

describe("orders list loader", () => {
  it("sends a visitor to login and back", async () => {
    const listOrders = vi.fn();
    const answer = await loader({ request: request(), context: contextWith(listOrders, false), params: {} }).catch(
      (error: unknown) => error,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/bella-napoli/login?redirectTo=%2Forders");
    expect(listOrders).not.toHaveBeenCalled();
  });

  it("highlights the last order on the first page and links to the next page while there are more", async () => {
    const listOrders = vi.fn(async () => ({
      ok: true,
      data: { data: [summary(45), summary(44), summary(43)], paging: { page: 1, size: 20, total: 45 } },
    }));
    const page = await loader({ request: request(), context: contextWith(listOrders), params: {} });
    expect(listOrders).toHaveBeenCalledWith("bella-napoli", "client-token", 7, 1, 20);
    expect(page.last?.id).toBe(45);
    expect(page.history.map((order) => order.id)).toEqual([44, 43]);
    expect(page.moreHref).toBe("/bella-napoli/orders?page=2");
  });

  it("has no highlight after the first page nor 'see more' on the last; a bad page number is the first", async () => {
    const listOrders = vi.fn(async (_slug: unknown, _token: unknown, _id: unknown, number: unknown) => ({
      ok: true,
      data: { data: [summary(5)], paging: { page: number, size: 20, total: 45 } },
    }));
    const third = await loader({ request: request("?page=3"), context: contextWith(listOrders), params: {} });
    expect(third.last).toBeNull();
    expect(third.history.map((order) => order.id)).toEqual([5]);
    expect(third.moreHref).toBeNull();
    await loader({ request: request("?page=-1"), context: contextWith(listOrders), params: {} });
    expect(listOrders).toHaveBeenLastCalledWith("bella-napoli", "client-token", 7, 1, 20);
  });

  it("is empty for a customer with no orders", async () => {
    const page = await loader({
      request: request(),
      context: contextWith(async () => ({ ok: true, data: { data: [], paging: { page: 1, size: 20, total: 0 } } })),
      params: {},
    });
    expect(page.last).toBeNull();
    expect(page.history).toEqual([]);
    expect(page.moreHref).toBeNull();
  });
});
