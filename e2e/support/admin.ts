import { readFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import {
  adminOrderMoneyResponseSchema,
  type AdminOrderMoney,
  type ConversionEvent,
  conversionEventListResponseSchema,
  type Order,
  type OrderStatus,
  orderResponseSchema,
  type Table,
  type TableStatus,
  tableResponseSchema,
} from "../../contract";

/*
 * The merchant side of orders in end-to-end tests, which no page of the storefront offers: the
 * storefront's /_admin/* pass-through to the API's /admin/*, with the ADMIN_KEY of api/.dev.vars
 * (read from the repository root, where Playwright runs). Relative paths: they go to the test's baseURL.
 */

let adminKey: string | null = null;

function key(): string {
  adminKey ??= /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim() ?? null;
  if (!adminKey) throw new Error("api/.dev.vars has no ADMIN_KEY (scripts/lib.mjs ensureDevVars writes it)");
  return adminKey;
}

async function adminCall(request: APIRequestContext, path: string, body?: unknown): Promise<Order> {
  const response = await request.post(`/_admin${path}`, {
    headers: {
      Authorization: `Bearer ${key()}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status(), `POST /_admin${path}: ${text}`).toBe(200);
  return orderResponseSchema.parse(JSON.parse(text)).data;
}

/** Moves the order to its next status (WAITING_CONFIRMATION → CONFIRMED → OUT_FOR_DELIVERY or READY_FOR_PICKUP → DELIVERED). */
export const advanceOrder = (request: APIRequestContext, id: number) => adminCall(request, `/orders/${id}/advance`);

/** A merchant move (contract MERCHANT_ORDER_MOVES), e.g. CANCELED. */
export const setOrderStatus = (request: APIRequestContext, id: number, status: OrderStatus) =>
  adminCall(request, `/orders/${id}/status`, { status });

/** The sandbox bank pays the order's PIX: payment PAID, order WAITING_CONFIRMATION. */
export const payPix = (request: APIRequestContext, id: number) => adminCall(request, `/orders/${id}/pix/pay`);

/** A merchant move of a table's bill (contract MERCHANT_TABLE_MOVES): WAITING_PAYMENT → PAID → CLOSED. */
export async function setTableStatus(request: APIRequestContext, id: number, status: TableStatus): Promise<Table> {
  const response = await request.post(`/_admin/tables/${id}/status`, {
    headers: { Authorization: `Bearer ${key()}`, "content-type": "application/json" },
    data: JSON.stringify({ status }),
  });
  const text = await response.text();
  expect(response.status(), `POST /_admin/tables/${id}/status: ${text}`).toBe(200);
  return tableResponseSchema.parse(JSON.parse(text)).data;
}

/** The conversion events the API recorded for the store's pixel (decision 032), newest first. */
export async function conversionEvents(request: APIRequestContext, slug: string): Promise<ConversionEvent[]> {
  const response = await request.get(`/_admin/conversion_events?slug=${encodeURIComponent(slug)}&limit=100`, {
    headers: { Authorization: `Bearer ${key()}` },
  });
  const text = await response.text();
  expect(response.status(), `GET /_admin/conversion_events: ${text}`).toBe(200);
  return conversionEventListResponseSchema.parse(JSON.parse(text)).data;
}

/** What the order cart `guid` became charges, each way (total, PIX code, card charges); null when the cart became no order. */
export async function orderMoneyOfCart(
  request: APIRequestContext,
  origin: string,
  guid: string,
): Promise<AdminOrderMoney | null> {
  const response = await request.get(`${origin}/_admin/carts/${encodeURIComponent(guid)}/money`, {
    headers: { Authorization: `Bearer ${key()}` },
  });
  const text = await response.text();
  if (response.status() === 404) return null;
  expect(response.status(), `GET /_admin/carts/${guid}/money: ${text}`).toBe(200);
  return adminOrderMoneyResponseSchema.parse(JSON.parse(text)).data;
}

/**
 * The owner changes a dish's price, and one of its options' (`/admin/menu/prices`: the menu editor's own use
 * cases, as the store's owner; the menu's version goes up, so the next page reads the menu again).
 */
export async function setMenuPrices(
  request: APIRequestContext,
  change: { slug: string; item_id: number; price: number; option?: { id: number; price: number } },
): Promise<void> {
  const response = await request.post("/_admin/menu/prices", {
    headers: { Authorization: `Bearer ${key()}`, "content-type": "application/json" },
    data: JSON.stringify(change),
  });
  expect(response.status(), `POST /_admin/menu/prices: ${await response.text()}`).toBe(200);
}
