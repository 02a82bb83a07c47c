import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Cart, ClientSession, PaymentMethods } from "../../contract";

/*
 * What route tests give a loader or an action in place of the API: its answers (`ok`, `refusal`),
 * an open cart of one line, and a store's context whose every part a test may replace. An API
 * call a test did not expect fails loudly rather than answering something made up.
 */

export const ok = <T>(data: T) => ({ ok: true as const, data });
export const refusal = (code: string, status = 422, extra: Record<string, unknown> = {}) => ({
  ok: false as const,
  status,
  error: { code, message: code, ...extra },
});

/** A phone in the API's shape: a Brazilian mobile. */
export const PHONE = { country_code: "55", ddd: "11", number: "987654321" };

/** The API's answer to a login or registration by phone: the client (no e-mail yet) and their token. */
export const phoneClientSession = ({ id = 8, name = "Bia Fonseca" } = {}): ClientSession => ({
  client: {
    id,
    name,
    email: "",
    cpf: null,
    phone: PHONE,
    birthdate: null,
    birthdate_editable: true,
    notifications: { email: true, sms: false, whatsapp: false },
    should_disconnect: false,
  },
  access_token: "client-token",
  expires_in: 2_592_000,
});

/** An open cart with one line of R$ 50,00 (or `total` cents), as the API answers it. */
export function apiCart(overrides: Partial<Cart> = {}, { name = "Pizza Margherita", total = 5000 } = {}): Cart {
  return {
    guid: "cart-1",
    status: "OPEN",
    scheduled_to: null,
    delivery: {
      type: "TAKEOUT",
      address: null,
      area_name: null,
      fee_pending: false,
      time_to_receive: { minimum: 20, maximum: 30 },
    },
    table_id: null,
    notes: null,
    items: [
      { id: 1, item_id: 10, name, image: null, quantity: 1, notes: null, options: [], unit_price: total, total },
    ] as unknown as Cart["items"],
    pizzas: [],
    extras: [],
    coupons: [],
    adjustments: [],
    client: null,
    fidelity_program: null,
    points_total: 0,
    repriced: [],
    converted_order: false,
    count: 1,
    summary: { subtotal: total, delivery_fee: 0, discount: 0, increase: 0, total },
    minimum_order: {
      minimum: 0,
      counted: total,
      missing: 0,
      reached: true,
      delivery_fee_counts: false,
      extra_fee_counts: false,
    },
    ...overrides,
  };
}

export const cashOnly: PaymentMethods = {
  online_payments: [],
  online_payment_limit: null,
  online_requires_login: false,
  offline_payments: [{ code: "CASH", brands: [] }],
};

type Answers = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Fails the test on an API call it gave no answer for. */
export function strictApi(answers: Answers): Answers {
  return new Proxy(answers, {
    get: (target, name) =>
      target[String(name)] ??
      (() => {
        throw new Error(`unexpected API call ${String(name)}`);
      }),
  });
}

/**
 * Bella Napoli's context (pt-BR, Brazil) with a session of `stored` values and `openCart` as the
 * customer's cart. `generalSettings`, every part of the `store` and the `page` and the rest (`api`,
 * `env`, …) can be replaced.
 */
export function storeContext({
  stored = {},
  openCart = apiCart(),
  generalSettings = null,
  store = {},
  page = {},
  ...parts
}: {
  stored?: Record<string, string | undefined>;
  openCart?: Cart;
  generalSettings?: Record<string, unknown> | null;
  store?: Record<string, unknown>;
  page?: Record<string, unknown>;
  [part: string]: unknown;
} = {}) {
  const session = {
    get: (key: string) => stored[key],
    set: (key: string, value: string) => void (stored[key] = value),
    unset: (key: string) => void delete stored[key],
    flash: () => undefined,
  };
  return {
    store: {
      slug: "bella-napoli",
      customDomain: false,
      session,
      cart: { current: async () => ({ state: "open", cart: openCart }) },
      accessToken: async () => "token",
      loadMerchant: async () => ({
        tropicalization: { language: "pt-BR", country_code: "BRA", currency: "BRL", timezone: "America/Sao_Paulo" },
        generalSettings,
        generalInformations: null,
      }),
      ...store,
    },
    // A client-side load: static parts carry their HTML in the data.
    page: { dataRequest: true, dataSaver: false, documentHtml: {}, ...page },
    ...parts,
  } as unknown as AppLoadContext;
}
