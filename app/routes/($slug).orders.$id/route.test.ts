import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { pixOrder } from "~/components/orders/order.fixtures";
import type { OrderActionData } from "~/components/orders/OrderPage";
import { action, loader } from "./route";

const refusal = (code: string, status = 422) => ({ ok: false as const, status, error: { code, message: code } });
const ok = <T>(data: T) => ({ ok: true as const, data });

function contextWith(
  api: Record<string, (...args: unknown[]) => Promise<unknown>>,
  stored: Record<string, string> = {},
) {
  const values: Record<string, string | undefined> = { ...stored };
  const session = {
    get: (key: string) => values[key],
    set: vi.fn((key: string, value: string) => (values[key] = value)),
    unset: vi.fn((key: string) => delete values[key]),
    flash: vi.fn(),
  };
  const context = {
    api: new Proxy(api, {
      get: (target, name) =>
        target[String(name)] ??
        (() => {
          throw new Error(`unexpected API call ${String(name)}`);
        }),
    }),
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session,
      accessToken: async () => "visitor-token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalInformations: null,
      }),
    },
    page: { dataRequest: true, dataSaver: false, documentHtml: {} },
  } as unknown as AppLoadContext;
  return { context, session, values };
}

const get = (path: string) => new Request(`https://shop.test/bella-napoli${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`https://shop.test/bella-napoli${path}`, { method: "POST", body: new URLSearchParams(fields) });

async function thrown(promise: Promise<unknown>): Promise<{ status: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status };
    const data = error as { init?: { status?: number } };
    return { status: data.init?.status ?? 0 };
  }
  throw new Error("did not throw");
}

describe("order page loader", () => {
  it("is the not-found page for an id that is no number and for an order that is not the caller's", async () => {
    const getOrder = vi.fn(async () => refusal("NOT_FOUND", 404));
    const { context } = contextWith({ getOrder });
    expect(await thrown(loader({ request: get("/orders/abc"), context, params: { id: "abc" } }))).toEqual({
      status: 404,
    });
    expect(getOrder).not.toHaveBeenCalled();
    expect(await thrown(loader({ request: get("/orders/9"), context, params: { id: "9" } }))).toEqual({ status: 404 });
    expect(getOrder).toHaveBeenCalledWith("bella-napoli", "visitor-token", 9);
  });

  it("says the API failed with a 503, never a crash", async () => {
    const { context } = contextWith({ getOrder: async () => refusal("INTERNAL_ERROR", 503) });
    expect(await thrown(loader({ request: get("/orders/42"), context, params: { id: "42" } }))).toEqual({
      status: 503,
    });
  });

  it("forgets the last order once it is over (status_code 2), not before; shows the QR while a PIX waits", async () => {
    const pending = contextWith({ getOrder: async () => ok(pixOrder()) }, { lastOrderId: "42" });
    const page = await loader({ request: get("/orders/42?sent=1"), context: pending.context, params: { id: "42" } });
    expect(pending.session.unset).not.toHaveBeenCalled();
    expect(page.sent).toBe(true);
    expect(page.qr).toMatch(/^<svg /);
    expect(page.order.refreshSeconds).toBe(10);
    expect(page.hrefs.repay).toBe("/bella-napoli/payments/repayment?order=42");

    const over = contextWith(
      {
        getOrder: async () =>
          ok(pixOrder({ status: "DELIVERED", status_code: 2, payment: { ...pixOrder().payment, status: "PAID" } })),
      },
      { lastOrderId: "42" },
    );
    const done = await loader({ request: get("/orders/42"), context: over.context, params: { id: "42" } });
    expect(over.session.unset).toHaveBeenCalledWith("lastOrderId");
    expect(done.qr).toBeNull();
    expect(done.order.refreshSeconds).toBeNull();
  });
});

/** The store's menu now, as far as "order again" reads it: the order's Coca-Cola (item 10), tagged as told. */
const menuTagging = (tags: string[]) => async (name: unknown) =>
  name === "menu"
    ? {
        categories: [
          {
            items: [
              { id: 10, name: "Coca-Cola 350 ml", tags },
              { id: 11, name: "Suco", tags: [] },
            ],
          },
        ],
      }
    : null;
const reorderReads = { getOrder: async () => ok(pixOrder()), read: menuTagging([]) };

describe("order page actions", () => {
  it("order again: the new cart becomes the session's, the cart page names the lines left out", async () => {
    const reorder = vi.fn(async () => ok({ cart_guid: "new-cart", skipped: ["Pizza Doce"] }));
    const { context, session, values } = contextWith({ ...reorderReads, reorder }, { cartGuid: "old" });
    const answer = (await action({
      request: post("/orders/42", { intent: "reorder" }),
      context,
      params: { id: "42" },
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/bella-napoli/cart");
    expect(values.cartGuid).toBe("new-cart");
    // Ordering again is the yes to the same order: the checkout does not ask about a similar one.
    expect(values.repeatConfirmedFor).toBe("new-cart");
    expect(session.flash).toHaveBeenCalledWith("notice", expect.stringContaining("Pizza Doce"));
  });

  it("order again of an order with nothing available says so on the page", async () => {
    const { context, values } = contextWith(
      { ...reorderReads, reorder: async () => refusal("INVALID_CART") },
      { cartGuid: "old" },
    );
    const answer = (await action({
      request: post("/orders/42", { intent: "reorder" }),
      context,
      params: { id: "42" },
    })) as {
      data: { formError: string };
      init: { status: number };
    };
    expect(answer.init.status).toBe(422);
    expect(answer.data.formError).toBe("orders.errors.INVALID_CART");
    expect(values.cartGuid).toBe("old");
  });

  it("cancel asks first and cancels only on the confirmation; a refusal is said on the page", async () => {
    const cancelOrder = vi.fn(async () => ok(pixOrder({ status: "CANCELED", status_code: 2 })));
    const { context, session } = contextWith({ cancelOrder });
    const asked = await action({ request: post("/orders/42", { intent: "cancel" }), context, params: { id: "42" } });
    expect(asked).toEqual({ formError: null, confirmCancel: true });
    expect(cancelOrder).not.toHaveBeenCalled();
    const done = (await action({
      request: post("/orders/42", { intent: "cancel-confirm" }),
      context,
      params: { id: "42" },
    })) as Response;
    expect(cancelOrder).toHaveBeenCalledWith("bella-napoli", "visitor-token", 42);
    expect(done.headers.get("Location")).toBe("/bella-napoli/orders/42");
    expect(session.flash).toHaveBeenCalledWith("notice", "orders.cancel.done");

    const late = contextWith({ cancelOrder: async () => refusal("INVALID_TRANSITION") });
    const refused = (await action({
      request: post("/orders/42", { intent: "cancel-confirm" }),
      context: late.context,
      params: { id: "42" },
    })) as {
      data: { formError: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.formError).toBe("orders.errors.INVALID_TRANSITION");
  });

  it("someone else's order is a 404 for its forms too", async () => {
    const { context } = contextWith({
      cancelOrder: async () => refusal("NOT_FOUND", 404),
      getOrder: async () => refusal("NOT_FOUND", 404),
      reorder: async () => refusal("NOT_FOUND", 404),
    });
    expect(
      await thrown(
        action({ request: post("/orders/42", { intent: "cancel-confirm" }), context, params: { id: "42" } }),
      ),
    ).toEqual({ status: 404 });
    expect(
      await thrown(action({ request: post("/orders/42", { intent: "reorder" }), context, params: { id: "42" } })),
    ).toEqual({ status: 404 });
    const answered = contextWith({ reorder: async () => refusal("NOT_FOUND", 404) }, {
      isOver18: true,
    } as unknown as Record<string, string>);
    expect(
      await thrown(
        action({ request: post("/orders/42", { intent: "reorder" }), context: answered.context, params: { id: "42" } }),
      ),
    ).toEqual({
      status: 404,
    });
  });

  it("order again of an order with a dish for adults asks the age first: nothing is ordered again before the answer (decision 031)", async () => {
    const reorder = vi.fn(async () => ok({ cart_guid: "new-cart", skipped: [] }));
    const { context, values } = contextWith(
      { getOrder: async () => ok(pixOrder()), read: menuTagging(["+18"]), reorder },
      { cartGuid: "old" },
    );
    const asked = (await action({
      request: post("/orders/42", { intent: "reorder" }),
      context,
      params: { id: "42" },
    })) as {
      data: OrderActionData;
      init: { status: number };
    };
    expect(asked.init.status).toBe(403);
    expect(asked.data).toEqual({ formError: null, confirmCancel: false, adultDishes: ["Coca-Cola 350 ml"] });
    expect(reorder).not.toHaveBeenCalled();
    expect(values.cartGuid).toBe("old");
    expect(values.isOver18).toBeUndefined();

    // "Sim": remembered for the store, and the order goes to a new cart.
    const yes = (await action({
      request: post("/orders/42", { intent: "reorder-over18" }),
      context,
      params: { id: "42" },
    })) as Response;
    expect(yes.headers.get("Location")).toBe("/bella-napoli/cart");
    expect(values.isOver18).toBe(true);
    expect(values.cartGuid).toBe("new-cart");
    expect(reorder).toHaveBeenCalledTimes(1);

    // Answered before (the dish on the menu, another order): no question and no extra read.
    const getOrder = vi.fn();
    const answered = contextWith({ getOrder, reorder }, { isOver18: true } as unknown as Record<string, string>);
    const straight = (await action({
      request: post("/orders/42", { intent: "reorder" }),
      context: answered.context,
      params: { id: "42" },
    })) as Response;
    expect(straight.headers.get("Location")).toBe("/bella-napoli/cart");
    expect(getOrder).not.toHaveBeenCalled();
  });

  it("order again says the store could not be reached when the menu cannot be read, and orders nothing", async () => {
    const reorder = vi.fn();
    const { context } = contextWith({ getOrder: async () => ok(pixOrder()), read: async () => null, reorder });
    const answer = (await action({
      request: post("/orders/42", { intent: "reorder" }),
      context,
      params: { id: "42" },
    })) as {
      data: OrderActionData;
      init: { status: number };
    };
    expect(answer.init.status).toBe(503);
    expect(answer.data.formError).toBe("orders.errors.unreachable");
    expect(reorder).not.toHaveBeenCalled();
  });
});
