import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { pixel } from "../../../contract/analytics.fixtures";
import { analyticsConsentCookie } from "~/lib/platform/analytics-consent.server";
import { createAnalyticsEventQueue } from "~/lib/platform/analytics.server";
import { apiCart, ok, storeContext } from "../../../tests/support/route-context";
import { action } from "./route";

// The line a removal takes away is read before it goes, only for a visitor whose yes makes the event count.

const openCart = apiCart({
  items: [{ ...apiCart().items[0]!, id: 7, item_id: 10, quantity: 2, unit_price: 2000 }],
  pizzas: [],
});

function cartContext(flags: Record<string, boolean>) {
  const current = vi.fn(async () => ({ state: "open", cart: openCart }));
  const remove = vi.fn(async () => ok(apiCart({ items: [], pizzas: [] })));
  const validate = vi.fn(async () => ok({ valid: true }));
  const analyticsEvents = createAnalyticsEventQueue();
  const context = storeContext({
    env: {},
    api: { send: vi.fn(async () => ok(null)) },
    analyticsEvents,
    store: {
      cart: { current, remove, validate },
      loadMerchant: async () => ({
        slug: "bella-napoli",
        accessToken: async () => "token",
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalSettings: null,
        generalInformations: null,
        analyticsSettings: { facebook: [pixel("100000000000001", false, flags)], ga4: [] },
      }),
    },
  }) as AppLoadContext;
  return { context, current, remove, analyticsEvents };
}

async function post(context: AppLoadContext, fields: Record<string, string>, answer: "granted" | "denied" = "granted") {
  const consent = (await analyticsConsentCookie("bella-napoli").serialize(answer)).split(";")[0]!;
  const request = new Request("https://shop.test/bella-napoli/cart", {
    method: "POST",
    headers: { Cookie: consent, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return action({ request, context, params: { slug: "bella-napoli" } });
}

describe("the cart's events name their dishes", () => {
  it("RemoveFromCart: the dish of the line removed, read before it went", async () => {
    const { context, current, remove, analyticsEvents } = cartContext({ remove_from_cart: true });
    await post(context, { intent: "remove", kind: "items", id: "7" });
    expect(current.mock.invocationCallOrder[0]).toBeLessThan(remove.mock.invocationCallOrder[0]!);
    const [event] = await analyticsEvents.take();
    expect(event).toMatchObject({
      n: "RemoveFromCart",
      p: { content_ids: ["item-10"], contents: [{ id: "item-10", quantity: 2 }], value: 40 },
    });
  });

  it("reads nothing more for a visitor who said no, or when no pixel takes the event", async () => {
    for (const [flags, answer] of [
      [{ remove_from_cart: true }, "denied"],
      [{ remove_from_cart: false }, "granted"],
    ] as const) {
      const { context, current, remove, analyticsEvents } = cartContext(flags);
      await post(context, { intent: "remove", kind: "items", id: "7" }, answer);
      expect(remove).toHaveBeenCalled();
      expect(current).not.toHaveBeenCalled();
      expect(await analyticsEvents.take()).toEqual([]);
    }
  });

  it("InitiateCheckout: the dishes of the cart going to the checkout", async () => {
    const { context, analyticsEvents } = cartContext({ initiate_checkout: true });
    await post(context, { intent: "checkout" }).catch((thrown: unknown) => thrown);
    const [event] = await analyticsEvents.take();
    expect(event).toMatchObject({ n: "InitiateCheckout", p: { content_ids: ["item-10"], num_items: 2 } });
  });
});
