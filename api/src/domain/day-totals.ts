import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { DayOrder, DayPaymentMethod, DayTotals, OrderStatus } from "../../../contract";

/** Placed but never a sale: canceled, or an online payment that never came. */
const NOT_SOLD: readonly OrderStatus[] = ["CANCELED", "WAITING_PAYMENT", "EXPIRED_PAYMENT", "PAYMENT_REJECTED"];

/** The order the methods are listed in: money at the door first, then online. */
export const DAY_METHODS: readonly DayPaymentMethod[] = [
  "CASH",
  "CREDIT_CARD",
  "DEBIT_CARD",
  "MEAL_VOUCHER",
  "PIX_ON_DELIVERY",
  "PIX",
  "CARD",
  "PSE",
  "OXXO",
];

/** The store's calendar day `date` (yyyy-MM-dd), or today there, as UTC instants [from, to). */
export function storeDayRange(timezone: string, date: string | undefined, now: Date) {
  const day = date ?? formatInTimeZone(now, timezone, "yyyy-MM-dd");
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    date: day,
    from: fromZonedTime(`${day}T00:00:00`, timezone).toISOString(),
    to: fromZonedTime(`${next.toISOString().slice(0, 10)}T00:00:00`, timezone).toISOString(),
  };
}

/** What the day's orders add up to; every number is a sum over `orders`. */
export function dayTotalsOf(
  orders: (DayOrder & { change_for: number | null })[],
): Omit<DayTotals, "date" | "timezone" | "orders" | "truncated"> {
  const sold = orders.filter((order) => !NOT_SOLD.includes(order.status));
  const canceled = orders.filter((order) => order.status === "CANCELED");
  const refunded = orders.filter((order) => order.refunded > 0);
  const sum = (list: { total: number }[]) => list.reduce((total, order) => total + order.total, 0);
  const cash = sold.filter((order) => order.payment_method === "CASH");
  const salesAmount = sum(sold);
  return {
    placed: orders.length,
    sales: { count: sold.length, amount: salesAmount },
    by_method: DAY_METHODS.flatMap((method) => {
      const paid = sold.filter((order) => order.payment_method === method);
      return paid.length > 0 ? [{ method, count: paid.length, amount: sum(paid) }] : [];
    }),
    cash: {
      sales: sum(cash),
      change: cash.reduce(
        (change, order) => change + (order.change_for !== null ? Math.max(0, order.change_for - order.total) : 0),
        0,
      ),
    },
    refunds: { count: refunded.length, amount: refunded.reduce((total, order) => total + order.refunded, 0) },
    cancellations: { count: canceled.length, amount: sum(canceled) },
    average_ticket: sold.length > 0 ? Math.round(salesAmount / sold.length) : 0,
  };
}
