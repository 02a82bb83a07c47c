import * as z from "zod";
import {
  cartResponseSchema,
  cartValidationResponseSchema,
  deliveryAreasResponseSchema,
  minimumOrderResponseSchema,
  type Cart,
  type CartAddress,
  type DeliveryType,
  type ItemPayload,
  type PizzaPayload,
} from "../../contract";
import type { ApiClient, ApiResult } from "./api.server";
import type { MerchantSession } from "./session.server";

const noData = z.object({ data: z.unknown() });

/**
 * The visitor's cart as the storefront handles it (core spec §4 cart lifecycle): its guid lives
 * in the merchant session; the cart is created on the first add; a finalized cart makes way for
 * a new one and the add is retried once; a cart the API no longer gives us, or one already
 * converted into an order, is forgotten.
 */
export function createCartService(api: ApiClient, slug: string, token: string, session: MerchantSession) {
  const path = (guid: string, rest = "") => `/${slug}/carts/${encodeURIComponent(guid)}${rest}`;
  const forget = () => session.unset("cartGuid");

  async function create(body: { items?: ItemPayload[]; pizzas?: PizzaPayload[] }): Promise<ApiResult<Cart>> {
    const created = await api.send("POST", `/${slug}/carts`, token, cartResponseSchema, {
      cart: { delivery_type: session.get("deliveryMethod") ?? null, table_id: null, ...body },
    });
    if (created.ok) session.set("cartGuid", created.data.guid);
    return created;
  }

  /** A change to the stored cart; a cart gone (404) or finalized is forgotten. */
  async function change(
    method: "POST" | "PUT" | "DELETE",
    rest: string,
    body?: unknown,
  ): Promise<ApiResult<Cart>> {
    const guid = session.get("cartGuid");
    if (!guid) return { ok: false, status: 404, error: { code: "NOT_FOUND", message: "No cart" } };
    const result = await api.send(method, path(guid, rest), token, cartResponseSchema, body);
    if (!result.ok && (result.status === 404 || result.error.code === "CART_FINALIZED")) forget();
    return result;
  }

  /** Adds to the cart, creating it first; a finalized or vanished cart is replaced once. */
  async function add(line: { item: ItemPayload } | { pizza: PizzaPayload }): Promise<ApiResult<Cart>> {
    const asNew = () => create("item" in line ? { items: [line.item] } : { pizzas: [line.pizza] });
    if (!session.get("cartGuid")) return asNew();
    const added = await change("POST", "item" in line ? "/items" : "/pizzas", line);
    if (!added.ok && (added.status === 404 || added.error.code === "CART_FINALIZED")) return asNew();
    return added;
  }

  return {
    /** The current cart, or null when there is none (a converted one is cleared locally). */
    async current(): Promise<Cart | null> {
      const guid = session.get("cartGuid");
      if (!guid) return null;
      const result = await api.send("GET", path(guid), token, cartResponseSchema);
      if (!result.ok) {
        if (result.status === 404) forget();
        return null;
      }
      if (result.data.converted_order) {
        forget();
        return null;
      }
      return result.data;
    },
    addItem: (item: ItemPayload) => add({ item }),
    addPizza: (pizza: PizzaPayload) => add({ pizza }),
    setQuantity: (kind: "items" | "pizzas", id: number, quantity: number) =>
      change("PUT", `/${kind}/${id}`, { quantity }),
    remove: (kind: "items" | "pizzas", id: number) => change("DELETE", `/${kind}/${id}`),
    setNotes: (notes: string | null) => change("PUT", "", { cart: { notes } }),
    setExtras: (extras: { additional_id: number; quantity: number }[]) => change("PUT", "/extras", { extras }),
    setDeliveryMethod: (type: DeliveryType, address?: CartAddress | null) =>
      change("PUT", "/delivery_method", { cart: { delivery_type: type, ...(address === undefined ? {} : { address }) } }),
    async empty(): Promise<void> {
      const guid = session.get("cartGuid");
      if (!guid) return;
      await api.send("DELETE", path(guid), token, noData);
      forget();
    },
    async minimumOrder() {
      const guid = session.get("cartGuid");
      if (!guid) return null;
      const result = await api.send("GET", path(guid, "/minimum_order"), token, minimumOrderResponseSchema);
      return result.ok ? result.data : null;
    },
    async validate(deliveryType: DeliveryType) {
      const guid = session.get("cartGuid");
      if (!guid) return { ok: false, status: 422, error: { code: "INVALID_CART", message: "No cart" } } as const;
      const query = new URLSearchParams({ origin: "WEB", method: deliveryType });
      return api.send("GET", path(guid, `/validate?${query}`), token, cartValidationResponseSchema);
    },
    async deliveryAreas() {
      const result = await api.send("GET", `/${slug}/delivery_areas`, token, deliveryAreasResponseSchema);
      return result.ok ? result.data : null;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
