import type * as z from "zod";
import {
  cartResponseSchema,
  cartValidationResponseSchema,
  type ApiError,
  type Cart,
  type CartAddressInput,
  type DeliveryType,
  type ItemPayload,
  type PizzaPayload,
} from "../../../contract";
import { upstreamRefusal, type ApiClient, type ApiResult } from "~/lib/platform/api.server";
import type { MerchantSession } from "~/lib/platform/session.server";

export type CartRead = { state: "open"; cart: Cart } | { state: "none" } | { state: "unavailable" };

export type CartLineKind = "items" | "pizzas";

const cartIsGone = (error: Pick<ApiError, "code">) =>
  error.code === "CART_NOT_FOUND" || error.code === "CART_FINALIZED";

const noCart: ApiResult<never> = {
  ok: false,
  status: 404,
  error: { code: "CART_NOT_FOUND", message: "No cart in this session" },
};
const noToken: ApiResult<never> = {
  ok: false,
  status: 503,
  error: { code: "INTERNAL_ERROR", message: "No access token" },
};

/**
 * The visitor's cart (core spec §4), its guid in the merchant session. Only a cart the API says is
 * gone or finalized is forgotten: a refusal or an API that does not answer leave the guid, so the
 * customer finds the cart again. Reads never write: loaders may run on a prefetch.
 */
export function createCartService(
  api: ApiClient,
  slug: string,
  accessToken: () => Promise<string | null>,
  session: MerchantSession,
) {
  const path = (guid: string, rest = "") => `/${slug}/carts/${encodeURIComponent(guid)}${rest}`;
  const forget = () => session.unset("cartGuid");

  async function send<T extends z.ZodType<{ data: unknown }>>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    target: string,
    schema: T,
    body?: unknown,
  ): Promise<ApiResult<z.infer<T>["data"]>> {
    let token: string | null;
    try {
      token = await accessToken();
    } catch (error) {
      // A visitor without a valid token asks for one first: its refusal (a rate limit) is the page's.
      return upstreamRefusal(error);
    }
    if (!token) return noToken;
    return api.send(method, target, token, schema, body);
  }

  async function change(method: "POST" | "PUT" | "DELETE", rest: string, body?: unknown): Promise<ApiResult<Cart>> {
    const guid = session.get("cartGuid");
    if (!guid) return noCart;
    const result = await send(method, path(guid, rest), cartResponseSchema, body);
    if (!result.ok && cartIsGone(result.error)) forget();
    return result;
  }

  /** The API answers the visitor's open cart when there is one, so two first adds make one cart. */
  async function createWith(lines: { items?: ItemPayload[]; pizzas?: PizzaPayload[] }): Promise<ApiResult<Cart>> {
    const tableId = session.get("tableId");
    const table = tableId && /^[1-9]\d{0,15}$/.test(tableId) ? Number(tableId) : null;
    const created = await send("POST", `/${slug}/carts`, cartResponseSchema, {
      cart: {
        delivery_type: table === null ? (session.get("deliveryMethod") ?? null) : "TABLE",
        table_id: table,
        ...lines,
      },
    });
    if (created.ok) session.set("cartGuid", created.data.guid);
    return created;
  }

  async function add(line: { item: ItemPayload } | { pizza: PizzaPayload }): Promise<ApiResult<Cart>> {
    const asNew = () => createWith("item" in line ? { items: [line.item] } : { pizzas: [line.pizza] });
    if (!session.get("cartGuid")) return asNew();
    const added = await change("POST", "item" in line ? "/items" : "/pizzas", line);
    return !added.ok && cartIsGone(added.error) ? asNew() : added;
  }

  return {
    async current(): Promise<CartRead> {
      const guid = session.get("cartGuid");
      if (!guid) return { state: "none" };
      const result = await send("GET", path(guid), cartResponseSchema);
      if (!result.ok) {
        if (cartIsGone(result.error)) {
          forget();
          return { state: "none" };
        }
        return { state: "unavailable" };
      }
      if (result.data.converted_order) {
        forget();
        return { state: "none" };
      }
      return { state: "open", cart: result.data };
    },
    addItem: (item: ItemPayload) => add({ item }),
    addPizza: (pizza: PizzaPayload) => add({ pizza }),
    /** Added in the database: two quick taps count twice. */
    step: (kind: CartLineKind, id: number, increment: 1 | -1) => change("PUT", `/${kind}/${id}`, { increment }),
    remove: (kind: CartLineKind, id: number) => change("DELETE", `/${kind}/${id}`),
    setNotes: (notes: string | null) => change("PUT", "", { cart: { notes } }),
    setExtras: (extras: { additional_id: number; quantity: number }[]) => change("PUT", "/extras", { extras }),
    /** Put back as the whole set, this one stepped (never below 0). */
    async stepExtra(additionalId: number, increment: 1 | -1): Promise<ApiResult<Cart>> {
      const guid = session.get("cartGuid");
      if (!guid) return noCart;
      const now = await send("GET", path(guid), cartResponseSchema);
      if (!now.ok) {
        if (cartIsGone(now.error)) forget();
        return now;
      }
      const extras = now.data.extras.map(({ additional_id, quantity }) => ({ additional_id, quantity }));
      const current = extras.find((extra) => extra.additional_id === additionalId);
      if (current) current.quantity = Math.max(0, current.quantity + increment);
      else if (increment > 0) extras.push({ additional_id: additionalId, quantity: 1 });
      return change("PUT", "/extras", { extras: extras.filter((extra) => extra.quantity > 0) });
    },
    setScheduling: (scheduledTo: string | null) =>
      change("PUT", "/scheduling", { cart: { scheduled_to: scheduledTo } }),
    setDeliveryMethod: (type: DeliveryType, address?: CartAddressInput | null) =>
      change("PUT", "/delivery_method", {
        cart: { delivery_type: type, ...(address === undefined ? {} : { address }) },
      }),
    async validate() {
      const guid = session.get("cartGuid");
      if (!guid) return noCart;
      return send(
        "GET",
        path(guid, `/validate?${new URLSearchParams({ origin: "WEB" })}`),
        cartValidationResponseSchema,
      );
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
