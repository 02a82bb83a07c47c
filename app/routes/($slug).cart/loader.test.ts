import { describe, expect, it, vi } from "vitest";
import type { Cart, TableStatus } from "../../../contract";
import { held } from "../../../tests/support/held";
import { apiCart, ok, storeContext } from "../../../tests/support/route-context";
import { loader } from "./route";

// The minimum order is an order's rule: a table's round shows no minimum-order warning.

// R$ 40,00 asked, R$ 25,00 missing: what the API says of any cart below the store's minimum.
const belowMinimum = {
  minimum: 4000,
  counted: 1500,
  missing: 2500,
  reached: false,
  delivery_fee_counts: false,
  extra_fee_counts: false,
};
const cart = (type: "DELIVERY" | "TABLE"): Cart =>
  apiCart(
    {
      delivery: { ...apiCart().delivery, type },
      table_id: type === "TABLE" ? 100901 : null,
      minimum_order: belowMinimum,
    },
    { name: "Bruschetta", total: 1500 },
  );

const MODES = {
  delivery_configuration: { enabled: true, time_to_receive: { minimum: 30, maximum: 40 } },
  takeout_configuration: { enabled: true, time_to_receive: { minimum: 15, maximum: 20 } },
  table_configuration: { enabled: true },
};

function contextWith(type: "DELIVERY" | "TABLE", tableStatus: TableStatus = "OPEN") {
  return storeContext({
    stored: type === "TABLE" ? { tableId: "100901", tableClientId: "7", deliveryMethod: "TABLE" } : {},
    api: {
      read: async (name: string) => (name === "operation_modes" ? MODES : null),
      getTable: async () => ok({ id: 100901, status: tableStatus }),
    },
    store: {
      cart: {
        current: async () => ({ state: "open", cart: cart(type) }),
      },
    },
  });
}

const load = async (type: "DELIVERY" | "TABLE", tableStatus: TableStatus = "OPEN") =>
  (await loader({
    request: new Request("https://shop.test/bella-napoli/cart"),
    context: contextWith(type, tableStatus),
    params: {},
  })) as {
    minimum: unknown;
    table: unknown;
    totals: { html: string };
    repriced: { html: string } | null;
  };

describe("cart loader", () => {
  it("warns of the minimum order on a cart that will be an order", async () => {
    const page = await load("DELIVERY");
    expect(page.minimum).toEqual({
      minimum: expect.stringMatching(/^R\$\s40,00$/),
      missing: expect.stringMatching(/^R\$\s25,00$/),
      withFees: false,
    });
    // Under the summary, in the page's server HTML.
    expect(page.totals.html).toMatch(/O pedido mínimo é R\$\s40,00\. Faltam R\$\s25,00 para continuar\./);
  });

  it("never warns of a minimum on a table's round, which is sent to the kitchen as it is", async () => {
    const page = await load("TABLE");
    expect(page.table).toEqual({ cartGuid: "cart-1", takesRounds: true });
    expect(page.minimum).toBeNull();
    expect(page.totals.html).not.toContain("pedido mínimo");
  });

  it("knows a table whose bill was asked takes no more rounds", async () => {
    for (const status of ["WAITING_PAYMENT", "PAID", "CLOSED"] as const) {
      expect((await load("TABLE", status)).table).toEqual({ cartGuid: "cart-1", takesRounds: false });
    }
  });
});

describe("cart loader's round of upstream calls", () => {
  it("asks for the page's reads while the store's configuration is still on its way", async () => {
    const merchant = held<unknown>();
    const context = contextWith("DELIVERY");
    const loadMerchant = context.store.loadMerchant;
    const read = vi.fn(async (name: string) => (name === "operation_modes" ? MODES : null));
    Object.assign(context, { api: { read } });
    Object.assign(context.store, { loadMerchant: () => merchant.promise });
    const page = loader({ request: new Request("https://shop.test/bella-napoli/cart"), context, params: {} });
    await vi.waitFor(() => {
      for (const name of ["operation_modes", "operation_status_now", "menu", "order_settings", "delivery_areas"])
        expect(read).toHaveBeenCalledWith(name, "bella-napoli", "token");
    });
    merchant.release(await loadMerchant());
    expect(((await page) as { state: string }).state).toBe("open");
  });

  it("names each line the store re-priced since it was added, with the price shown then and the price now", async () => {
    expect((await load("DELIVERY")).repriced).toBeNull();
    const repriced = cart("DELIVERY");
    repriced.repriced = [{ kind: "item", id: repriced.items[0]!.id, name: "Bruschetta", from: 3000, to: 3490 }];
    const context = contextWith("DELIVERY");
    context.store.cart!.current = async () => ({ state: "open", cart: repriced });
    const page = (await loader({
      request: new Request("https://shop.test/bella-napoli/cart"),
      context,
      params: {},
    })) as Awaited<ReturnType<typeof load>>;
    expect(page.repriced!.html).toMatch(/O preço de Bruschetta mudou de R\$\s30,00 para R\$\s34,90\./);
  });
});
