import * as z from "zod";
import { consoleOrderSummarySchema } from "./console";
import { envelope } from "./envelope";
import { moneySchema } from "./menu";
import { orderStatusSchema } from "./orders";

// The store's day as the console reads it: the totals of one calendar day in the store's time zone,
// the orders they add up, a search of the store's orders, a customer's earlier orders, auto-accept.

/** A calendar day, in the store's time zone. */
export const storeDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export const dayTotalsQuerySchema = z.object({ date: storeDateSchema.optional() });

const paymentMethodSchema = consoleOrderSummarySchema.shape.payment_method;
export type DayPaymentMethod = z.infer<typeof paymentMethodSchema>;

/** One order of the day as the CSV lists it. */
export const dayOrderSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  customer_name: z.string(),
  payment_method: paymentMethodSchema,
  total: moneySchema,
  status: orderStatusSchema,
  /** Given back of its payment, minor units. */
  refunded: moneySchema,
});
export type DayOrder = z.infer<typeof dayOrderSchema>;

const countAndAmount = z.object({ count: z.number().int(), amount: moneySchema });

export const dayTotalsSchema = z.object({
  date: storeDateSchema,
  timezone: z.string(),
  /** Every order placed that day, whatever became of it. */
  placed: z.number().int(),
  /** Orders that count as sold: neither canceled nor left unpaid; by payment method. */
  sales: countAndAmount,
  by_method: z.array(countAndAmount.extend({ method: paymentMethodSchema })),
  /** Cash sales, and the change the store handed back on them (paid with minus total). */
  cash: z.object({ sales: moneySchema, change: moneySchema }),
  refunds: countAndAmount,
  cancellations: countAndAmount,
  /** Sales amount over sales count, rounded; 0 on a day without sales. */
  average_ticket: moneySchema,
  orders: z.array(dayOrderSchema),
  /** True when the day had more orders than one answer lists (the totals still count them all). */
  truncated: z.boolean(),
});
export type DayTotals = z.infer<typeof dayTotalsSchema>;
export const dayTotalsResponseSchema = envelope(dayTotalsSchema);

/** A search shorter than this or longer than SEARCH_MAX is refused; at most SEARCH_LIMIT orders answer. */
export const ORDER_SEARCH_MIN = 1;
export const ORDER_SEARCH_MAX = 60;
export const ORDER_SEARCH_LIMIT = 20;

export const orderSearchQuerySchema = z.object({
  q: z.string().trim().min(ORDER_SEARCH_MIN).max(ORDER_SEARCH_MAX),
});
export const orderSearchResponseSchema = envelope(z.object({ orders: z.array(consoleOrderSummarySchema) }));

/** How many earlier orders of the same customer the order page shows. */
export const EARLIER_ORDERS_LIMIT = 5;

export const earlierOrderSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  total: moneySchema,
  status: orderStatusSchema,
});
export type EarlierOrder = z.infer<typeof earlierOrderSchema>;
export const earlierOrdersResponseSchema = envelope(z.object({ orders: z.array(earlierOrderSchema) }));

export const autoAcceptRequestSchema = z.object({ auto_accept: z.boolean() });
export const autoAcceptResponseSchema = envelope(z.object({ auto_accept: z.boolean() }));
