import { formatInTimeZone } from "date-fns-tz";
import type { TFunction } from "i18next";
import {
  ORDER_SEARCH_LIMIT,
  ORDER_SEARCH_MAX,
  storeDateSchema,
  type DayTotals,
  type EarlierOrder,
} from "../../../contract";
import { formatMoney } from "../../../contract/formats/money";
import type { StaffPage } from "./console-session.server";

/* The store's day as the console shows it: the totals, the CSV of its orders, a customer's earlier orders. */

type Store = StaffPage["store"];

/** The order search's bounds: the longest text asked and the most orders answered. */
export const ORDER_SEARCH = { max: ORDER_SEARCH_MAX, limit: ORDER_SEARCH_LIMIT } as const;

/** The day asked for in the URL, or null (today at the store) for none or one that is no date. */
export function dateParam(url: URL): string | null {
  const date = url.searchParams.get("date");
  return date && storeDateSchema.safeParse(date).success ? date : null;
}

/** Whether the URL asked for a date that is none (the page says so and shows today). */
export const badDateParam = (url: URL) => {
  const date = url.searchParams.get("date");
  return date !== null && date !== "" && dateParam(url) === null;
};

export function presentDayTotals(totals: DayTotals, store: Store) {
  const money = (amount: number) => formatMoney(amount, store.currency, store.locale);
  return {
    date: totals.date,
    placed: totals.placed,
    sales: { count: totals.sales.count, amount: money(totals.sales.amount) },
    byMethod: totals.by_method.map((line) => ({
      method: line.method,
      methodKey: `orders.payment.methods.${line.method}`,
      count: line.count,
      amount: money(line.amount),
    })),
    cash: {
      sales: money(totals.cash.sales),
      change: money(totals.cash.change),
    },
    refunds: { count: totals.refunds.count, amount: money(totals.refunds.amount) },
    cancellations: { count: totals.cancellations.count, amount: money(totals.cancellations.amount) },
    averageTicket: money(totals.average_ticket),
    truncated: totals.truncated,
  };
}

/** Minor units (cents) as a plain decimal a spreadsheet reads in any language (12345 -> 123.45). */
function decimal(amount: number): string {
  const units = Math.abs(amount);
  return `${amount < 0 ? "-" : ""}${Math.floor(units / 100)}.${String(units % 100).padStart(2, "0")}`;
}

/** Quoted when it must be; a leading = + - @ is neutralised so a spreadsheet never runs a customer's name. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line per order of the day: number, time, customer, method, total, status, refunded. */
export function dayOrdersCsv(totals: DayTotals, store: Store, t: TFunction): string {
  const header = ["number", "time", "customer", "method", "total", "status", "refunded"].map((column) =>
    t(`console.day.csv.${column}`),
  );
  const lines = totals.orders.map((order) => [
    String(order.id),
    formatInTimeZone(new Date(order.created_at), store.timeZone, "yyyy-MM-dd HH:mm"),
    order.customer_name,
    t(`orders.payment.methods.${order.payment_method}`),
    decimal(order.total),
    t(`orders.status.${order.status}`),
    decimal(order.refunded),
  ]);
  // CRLF (RFC 4180) and a BOM, so a spreadsheet reads the accents as UTF-8.
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

export function presentEarlierOrders(orders: EarlierOrder[], store: Store, href: (id: number) => string) {
  return orders.map((order) => ({
    id: order.id,
    href: href(order.id),
    date: formatInTimeZone(new Date(order.created_at), store.timeZone, "dd/MM/yyyy HH:mm"),
    total: formatMoney(order.total, store.currency, store.locale),
    statusKey: `orders.status.${order.status}`,
  }));
}
