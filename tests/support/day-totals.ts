import type { DayTotals } from "../../contract";

/** A day of three orders at Bella Napoli (São Paulo): cash with change, a PIX refunded in part, a cancel. */
export const dayTotals: DayTotals = {
  date: "2026-11-20",
  timezone: "America/Sao_Paulo",
  placed: 3,
  sales: { count: 2, amount: 10_500 },
  by_method: [
    { method: "CASH", count: 1, amount: 4_500 },
    { method: "PIX", count: 1, amount: 6_000 },
  ],
  cash: { sales: 4_500, change: 500 },
  refunds: { count: 1, amount: 1_000 },
  cancellations: { count: 1, amount: 3_990 },
  average_ticket: 5_250,
  orders: [
    {
      id: 41,
      created_at: "2026-11-20T22:05:00.000Z",
      customer_name: "Ana Souza",
      payment_method: "CASH",
      total: 4_500,
      status: "DELIVERED",
      refunded: 0,
    },
    {
      id: 42,
      created_at: "2026-11-21T02:55:00.000Z",
      customer_name: '=HYPERLINK("x"), "Bia"',
      payment_method: "PIX",
      total: 6_000,
      status: "CONFIRMED",
      refunded: 1_000,
    },
    {
      id: 43,
      created_at: "2026-11-20T23:10:00.000Z",
      customer_name: "Caio Lima",
      payment_method: "CASH",
      total: 3_990,
      status: "CANCELED",
      refunded: 0,
    },
  ],
  truncated: false,
};
