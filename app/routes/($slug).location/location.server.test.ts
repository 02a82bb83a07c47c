import { describe, expect, it, vi } from "vitest";
import type { Cart } from "../../../contract";
import { apiCart, ok, refusal, storeContext, strictApi } from "../../../tests/support/route-context";
import { action as checkoutAction } from "~/routes/($slug).checkout/route";
import { action, loader } from "./location.server";

const delivery = (address: Cart["delivery"]["address"] = null): Cart =>
  apiCart({ delivery: { ...apiCart().delivery, type: "DELIVERY", address } });

function contextWith(
  api: Record<string, (...args: unknown[]) => Promise<unknown>>,
  values: Record<string, string | undefined>,
) {
  const flashed: Record<string, string> = {};
  const session = {
    get: (key: string) => {
      const value = flashed[key] ?? values[key];
      delete flashed[key];
      return value;
    },
    set: vi.fn((key: string, value: string) => (values[key] = value)),
    unset: vi.fn((key: string) => delete values[key]),
    flash: vi.fn((key: string, value: string) => (flashed[key] = value)),
  };
  const context = storeContext({ openCart: delivery(), api: strictApi(api), env: {}, store: { session } });
  return { context, session, flashed };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`https://shop.test/bella-napoli${path}`, { method: "POST", body: new URLSearchParams(fields) });

const ADDRESS = {
  intent: "save",
  label: "HOME",
  zip_code: "01310-100",
  street: "Avenida Paulista",
  number: "1578",
  complement: "",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  latitude: "-23.5614",
  longitude: "-46.6559",
  located: "1",
};

const paulista = {
  zip_code: "01310100",
  street: "Avenida Paulista",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  latitude: -23.5614,
  longitude: -46.6559,
};

describe("use my location at checkout", () => {
  it("keeps what was typed and opens the location page", async () => {
    const { context, flashed } = contextWith(
      {
        read: async () => null,
        paymentMethods: async () =>
          ok({
            online_payments: [],
            online_payment_limit: null,
            online_requires_login: false,
            offline_payments: [{ code: "CASH", brands: [] }],
          }),
        getClient: async () => ok({ id: 7, name: "Ana Souza", phone: null, should_disconnect: false }),
        listAddresses: async () => ok([]),
        listCards: async () => ok([]),
        quoteCart: async () =>
          ok({
            cart: { summary: delivery().summary, adjustments: [], fee_pending: true, by_payment: {} },
            addresses: [],
          }),
      },
      { cartGuid: "cart-1", clientId: "7", clientName: "Ana" },
    );
    const response = await checkoutAction({
      request: post("/checkout", {
        intent: "locate",
        name: "Ana Souza",
        phone: "(11) 98765-4321",
        notes: "Sem cebola",
        street: "Rua Errada",
      }),
      context,
      params: {},
    });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/bella-napoli/location?return=checkout");
    expect(JSON.parse(flashed.checkoutAnswer!).values).toMatchObject({
      name: "Ana Souza",
      notes: "Sem cebola",
      street: "Rua Errada",
    });
  });

  it("puts the address chosen on the cart and in the client's profile, and back at checkout the form has it beside what was typed", async () => {
    const send = vi.fn(async () =>
      ok(delivery({ ...paulista, number: "1578", complement: null, reference_point: null })),
    );
    const createAddress = vi.fn(async () => ok({ id: 31 }));
    const { context, flashed } = contextWith(
      {
        send,
        lookupPostalCode: async () => ok({ ...paulista, street: "Avenida Paulista" }),
        geocode: async () => ok({ ...paulista, number: "1578", country: "BRA", precision: "ADDRESS" }),
        distance: async () => ok({ distance_km: 0 }),
        listAddresses: async () => ok([]),
        createAddress,
      },
      { cartGuid: "cart-1", clientId: "7", clientName: "Ana" },
    );
    flashed.checkoutAnswer = JSON.stringify({
      values: { name: "Ana Souza", notes: "Sem cebola", address_choice: "12", street: "Rua Errada" },
      done: [],
    });
    const response = await action({ request: post("/location?return=checkout", ADDRESS), context, params: {} });

    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/bella-napoli/checkout");
    expect(send).toHaveBeenCalledWith("PUT", "/bella-napoli/carts/cart-1/delivery_method", "token", expect.anything(), {
      cart: {
        delivery_type: "DELIVERY",
        address: expect.objectContaining({
          street: "Avenida Paulista",
          number: "1578",
          latitude: -23.5614,
          longitude: -46.6559,
        }),
      },
    });
    expect(createAddress).toHaveBeenCalledWith(
      "bella-napoli",
      "token",
      7,
      expect.objectContaining({ street: "Avenida Paulista", name: "HOME" }),
    );
    expect(JSON.parse(flashed.checkoutAnswer!).values).toMatchObject({
      name: "Ana Souza",
      notes: "Sem cebola",
      address_choice: "31",
      street: "Avenida Paulista",
      number: "1578",
      latitude: "-23.5614",
    });
  });

  it("takes a visitor back to the cart with the address on it, and says where the store does not deliver without leaving", async () => {
    const send = vi.fn(async () => ok(delivery()));
    const api = {
      send,
      lookupPostalCode: async () => ok({ ...paulista }),
      geocode: async () => ok({ ...paulista, number: "1578", country: "BRA", precision: "ADDRESS" }),
      distance: async () => ok({ distance_km: 0 }),
    };
    const visitor = contextWith(api, { cartGuid: "cart-1" });
    const response = await action({
      request: post("/location?return=cart", ADDRESS),
      context: visitor.context,
      params: {},
    });
    expect((response as Response).headers.get("Location")).toBe("/bella-napoli/cart");

    const refused = contextWith(
      { ...api, send: async () => refusal("DELIVERY_NOT_AVAILABLE") },
      { cartGuid: "cart-1" },
    );
    const answer = await action({
      request: post("/location?return=cart", ADDRESS),
      context: refused.context,
      params: {},
    });
    expect(answer).not.toBeInstanceOf(Response);
    const { data, init } = answer as unknown as {
      data: { formError: string; fields: { street: string }; pickup: { html: string } | null };
      init: { status: number };
    };
    expect(init.status).toBe(422);
    expect(data.formError).toBe("checkout.delivery.notServed");
    expect(data.fields.street).toBe("Avenida Paulista");
    // The way on: pickup, a POST of its own to this page.
    expect(String(data.pickup?.html)).toMatch(/<form method="post"[^>]*>.*name="intent" value="pickup"/s);
  });
});

describe("the address tabs of a franchise's store", () => {
  const franchiseStore = (
    api: Record<string, (...args: unknown[]) => Promise<unknown>>,
    values: Record<string, string | undefined> = { cartGuid: "cart-1" },
  ) => {
    const { context, session } = contextWith(api, values);
    const bootstrap = {
      slug: "bella-napoli",
      slugType: { type: "STORE", slug: "bella-napoli", slug_franchise: "rede-napoli" },
      tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
      generalSettings: { multi_stores: true },
      generalInformations: null,
      stylizations: null,
      customDomain: false,
    };
    const openCart = delivery({ ...paulista, number: "1578", complement: null, reference_point: null });
    Object.assign(context.store, {
      loadMerchant: async () => bootstrap,
      cart: { current: async () => ({ state: "open", cart: openCart }) },
    });
    return { context, session };
  };
  const listed = (slug: string, distance: number) => ({
    id: distance,
    slug,
    name: slug,
    visible: true,
    address: {
      street: "Rua A",
      number: "1",
      neighborhood: "Centro",
      city: "São Paulo",
      state: "SP",
      zip_code: "01000000",
    },
    distance,
    city: { id: 1, name: "São Paulo" },
    geolocation: { latitude: -23.56, longitude: -46.65 },
    opened: true,
    delivery_configuration: { enabled: true },
    takeout_configuration: { enabled: true },
  });

  it("lists the franchise's stores nearest to the order's address: pick up at this one, or carry the cart to another", async () => {
    const send = vi.fn(async () =>
      ok({
        data: [listed("bella-napoli", 0.8), listed("napoli-moema", 4.1)],
        paging: { page: 1, size: 1000, total: 2 },
        filteredStores: 2,
        hasAnyLargeDistance: false,
      }),
    );
    const { context } = franchiseStore({ send });
    const page = await loader({
      request: new Request("https://shop.test/bella-napoli/location?return=checkout&tab=stores"),
      context,
      params: {},
    });
    expect(send).toHaveBeenCalledWith(
      "GET",
      expect.stringContaining("/merchants/bella-napoli/stores?"),
      "token",
      expect.anything(),
    );
    expect(send).toHaveBeenCalledWith(
      "GET",
      expect.stringContaining("geolocation=-23.5614%2C-46.6559"),
      "token",
      expect.anything(),
    );
    const head = String(page.head.html);
    expect(head).toContain('aria-current="page"');
    expect(head).toContain("/bella-napoli/location?return=checkout&amp;tab=stores");
    const stores = String(page.stores?.html);
    expect(stores.indexOf("bella-napoli · Esta loja")).toBeLessThan(stores.indexOf("napoli-moema"));
    expect(stores).toContain('value="pickup"');
    expect(stores).toContain('action="/rede-napoli/stores"');
    expect(stores).toContain("A 4,1 km");
  });

  it("has no tabs for a store outside a franchise, and picking up here sets the cart to takeout and goes back", async () => {
    const single = contextWith({}, { cartGuid: "cart-1" });
    const page = await loader({
      request: new Request("https://shop.test/bella-napoli/location?tab=stores"),
      context: single.context,
      params: {},
    });
    expect(String(page.head.html)).not.toContain("<nav");
    expect(page.stores).toBeNull();

    const send = vi.fn(async () => ok(apiCart()));
    const { context, session } = franchiseStore({ send });
    const response = await action({
      request: post("/location?return=cart&tab=stores", { intent: "pickup" }),
      context,
      params: {},
    });
    expect((response as Response).headers.get("Location")).toBe("/bella-napoli/cart");
    expect(send).toHaveBeenCalledWith("PUT", "/bella-napoli/carts/cart-1/delivery_method", "token", expect.anything(), {
      cart: { delivery_type: "TAKEOUT" },
    });
    expect(session.set).toHaveBeenCalledWith("deliveryMethod", "TAKEOUT");
  });
});
