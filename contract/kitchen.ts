import * as z from "zod";
import { cartExtraSchema, cartItemSchema, cartPizzaSchema, deliveryTypeSchema } from "./cart";
import { envelope } from "./envelope";
import { orderKitchenSchema, orderStatusSchema } from "./orders";

/** One confirmed order on the kitchen display: what to cook, for whom and by when. */
export const kitchenTicketSchema = z.object({
  id: z.number().int(),
  delivery_type: deliveryTypeSchema,
  customer_name: z.string(),
  created_at: z.string(),
  scheduled_to: z.string().nullable(),
  /** As the inbox's cards: the slot of a scheduled order, else placed + the longest preparation time. */
  promised_at: z.string().nullable(),
  notes: z.string().nullable(),
  kitchen: orderKitchenSchema,
  items: z.array(cartItemSchema),
  pizzas: z.array(cartPizzaSchema),
  extras: z.array(cartExtraSchema),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;

/** The confirmed orders not ready yet, by promised time (unknown last), then placing. */
export const kitchenQueueResponseSchema = envelope(z.object({ tickets: z.array(kitchenTicketSchema) }));

export const kitchenMoveRequestSchema = z.object({ state: z.enum(["PREPARING", "READY"]) });
export type KitchenMoveRequest = z.infer<typeof kitchenMoveRequestSchema>;

/** The order after a kitchen move: a pickup's "ready" also makes it READY_FOR_PICKUP. */
export const kitchenMoveResponseSchema = envelope(
  z.object({ id: z.number().int(), status: orderStatusSchema, kitchen: orderKitchenSchema.nullable() }),
);
