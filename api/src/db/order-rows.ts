import type {
  CancelReason,
  CartAdjustment,
  CartExtra,
  CartItem,
  CartPizza,
  Order,
  OrderStatus,
  PaymentStatus,
} from "../../../contract";

/* Apart from db/orders.ts so that the ledger (db/loyalty.ts), which order moves write to, can read it. */

export const ORDER_COLUMNS = [
  "merchant_id",
  "cart_guid",
  "visitor_id",
  "client_id",
  "idempotency_key",
  "status",
  "history",
  "delivery_type",
  "address",
  "area_name",
  "time_to_receive",
  "delivery_code",
  "scheduled_to",
  "customer_name",
  "customer_phone",
  "tax_id",
  "notes",
  "consume_in_store",
  "snapshot",
  "subtotal",
  "delivery_fee",
  "discount",
  "increase",
  "total",
  "payment_kind",
  "payment_method",
  "payment_status",
  "change_for",
  "brand",
  "card_guid",
  "card_last_four",
  "pix_txid",
  "pix_code",
  "pix_expires_at",
  "payment_url",
  "payment_reference",
  "payment_expires_at",
  "payment_failure",
  "created_at",
  "updated_at",
] as const;

export interface OrderRow {
  id: number;
  merchant_id: number;
  cart_guid: string;
  visitor_id: string;
  client_id: number | null;
  idempotency_key: string;
  status: OrderStatus;
  history: string;
  delivery_type: "DELIVERY" | "TAKEOUT" | "TABLE";
  address: string | null;
  area_name: string | null;
  time_to_receive: string | null;
  delivery_code: string | null;
  scheduled_to: string | null;
  customer_name: string;
  customer_phone: string;
  tax_id: string | null;
  notes: string | null;
  /** 0 or 1 (D1 answers booleans as integers). */
  consume_in_store: number;
  snapshot: string;
  subtotal: number;
  delivery_fee: number;
  discount: number;
  increase: number;
  total: number;
  payment_kind: "ONLINE" | "OFFLINE";
  payment_method: Order["payment"]["method"];
  payment_status: PaymentStatus;
  change_for: number | null;
  brand: string | null;
  card_guid: string | null;
  card_last_four: string | null;
  pix_txid: string | null;
  pix_code: string | null;
  pix_expires_at: string | null;
  payment_url: string | null;
  payment_reference: string | null;
  payment_expires_at: string | null;
  payment_failure: string | null;
  created_at: string;
  updated_at: string;
  /** Why the store refused or canceled it (selected by ORDER_SELECT; set by a move, never at insert). */
  cancel_reason?: CancelReason | null;
  cancel_note?: string | null;
  /** The rating's columns, joined by ORDER_SELECT; null (or absent) until rated. */
  rating_stars?: number | null;
  rating_comment?: string | null;
  rated_at?: string | null;
  /** Where a confirmed order is in the kitchen (selected by ORDER_SELECT; null while queued). */
  kitchen_state?: "PREPARING" | "READY" | null;
  kitchen_started_at?: string | null;
  kitchen_ready_at?: string | null;
  /** Its refunds as JSON `[{ amount, created_at, reason, by }]`, oldest first (selected by ORDER_SELECT). */
  refunds?: string | null;
}

// `by`: the staff member's name, null for the system's (a cancel of the admin key).
const REFUNDS_JSON = `(SELECT json_group_array(json_object('amount', r.amount,
    'created_at', strftime('%Y-%m-%dT%H:%M:%SZ', r.created_at, 'unixepoch'), 'reason', r.reason,
    'by', (SELECT s.name FROM staff_members s WHERE CAST(s.id AS TEXT) = r.refunded_by)) ORDER BY r.id)
  FROM payment_refunds r WHERE r.order_id = orders.id) AS refunds`;

/** An order with its rating and refunds, for reads that add a `WHERE` on `orders.` columns. */
export const ORDER_SELECT = `SELECT orders.id, ${ORDER_COLUMNS.map((column) => `orders.${column}`).join(", ")}, orders.cancel_reason, orders.cancel_note,
  orders.kitchen_state, orders.kitchen_started_at, orders.kitchen_ready_at,
  order_ratings.stars AS rating_stars, order_ratings.comment AS rating_comment, order_ratings.created_at AS rated_at,
  ${REFUNDS_JSON}
  FROM orders LEFT JOIN order_ratings ON order_ratings.order_id = orders.id`;

/** What an order keeps of its cart's lines as priced when it was placed (orders.snapshot, JSON). */
export interface OrderSnapshot {
  items: CartItem[];
  pizzas: CartPizza[];
  extras: CartExtra[];
  adjustments: CartAdjustment[];
}
