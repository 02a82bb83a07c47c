import { formatInTimeZone } from "date-fns-tz";
import type {
  Currency,
  DeliveryType,
  GeneralInformations,
  Order,
  OrderStatus,
  OrderSummary,
  PaymentStatus,
} from "../../../contract";
import { formatMoney } from "../../../contract/formats/money";
import { formatDateTime } from "../../../contract/formats/dates";
import type { CartSummaryView } from "~/lib/cart/cart-view";
import { formatScheduledLabel } from "~/lib/scheduling/scheduling-format";

// The pages after ordering, shaped on the server: times in the merchant's time zone, texts as
// locale keys under "orders".

export const statusKey = (status: OrderStatus) => `orders.status.${status}`;

/** A confirmed order in words: where the kitchen has it once it started (a pickup's ready is READY_FOR_PICKUP). */
export const orderStatusKey = (order: Pick<Order, "status" | "kitchen">) =>
  order.status === "CONFIRMED" && order.kitchen && order.kitchen.state !== "QUEUED"
    ? `orders.kitchen.${order.kitchen.state}`
    : statusKey(order.status);
export const paymentStatusKey = (status: PaymentStatus) => `orders.paymentStatus.${status}`;

/** Paid online: the payment first. */
export function stepsFor(deliveryType: DeliveryType, paidOnline: boolean): OrderStatus[] {
  const handOver: OrderStatus = deliveryType === "DELIVERY" ? "OUT_FOR_DELIVERY" : "READY_FOR_PICKUP";
  return [
    ...(paidOnline ? (["WAITING_PAYMENT"] as const) : []),
    "WAITING_CONFIRMATION",
    "CONFIRMED",
    handOver,
    "DELIVERED",
  ];
}

export interface OrderStep {
  status: OrderStatus;
  key: string;
  /** "done" also for the last step once reached: a delivered order is complete, not under way. */
  state: "done" | "current" | "todo";
  current: boolean;
  /** In the merchant's time zone; null when not reached (yet). */
  time: string | null;
}

/** An order that left the natural flow (canceled, payment expired or refused) has none: its status in words says what happened. */
export function orderSteps(
  order: Pick<Order, "status" | "history" | "payment" | "delivery">,
  timeZone: string,
): OrderStep[] | null {
  const steps = stepsFor(order.delivery.type, order.payment.kind === "ONLINE");
  const current = steps.indexOf(order.status);
  if (current < 0) return null;
  return steps.map((status, index) => {
    const reached = [...order.history].reverse().find((entry) => entry.status === status);
    return {
      status,
      key: `orders.steps.${status}`,
      state:
        index < current || (index === current && index === steps.length - 1)
          ? "done"
          : index === current
            ? "current"
            : "todo",
      current: index === current,
      time: reached && index <= current ? formatInTimeZone(new Date(reached.at), timeZone, "HH:mm") : null,
    };
  });
}

export const pixPending = (order: Pick<Order, "payment">) =>
  order.payment.method === "PIX" && order.payment.status === "PENDING" && order.payment.pix !== null;

/** A PSE payment the bank has not answered yet. */
export const bankPending = (order: Pick<Order, "payment">) =>
  order.payment.method === "PSE" && order.payment.status === "PENDING";

/** Often while a PIX or a bank's answer waits, less once at the merchant; none once over. */
export const PIX_REFRESH_SECONDS = 10;
export const ORDER_REFRESH_SECONDS = 30;
export function refreshSeconds(order: Pick<Order, "status_code" | "payment">): number | null {
  if (order.status_code === 2) return null;
  return pixPending(order) || bankPending(order) ? PIX_REFRESH_SECONDS : ORDER_REFRESH_SECONDS;
}

/** Null unless the store shows its WhatsApp. */
export function whatsappHref(info: GeneralInformations | null, orderId: number, message: string): string | null {
  const contact = info?.contact;
  if (!contact?.whatsapp_visible || !contact.whatsapp) return null;
  const digits = contact.whatsapp.replace(/\D/g, "");
  if (!digits) return null;
  return `https://wa.me/${digits}?${new URLSearchParams({ text: message.replace("{{id}}", String(orderId)) })}`;
}

export interface OrderLineView {
  key: string;
  name: string;
  quantity: number;
  details: string[];
  notes: string | null;
  total: string;
  /** A loyalty redemption: the points it cost, shown instead of its price. */
  points?: number | null;
  /** A pizza's flavours one by one, each with its share as text ("1/2"; null when whole), for the kitchen. */
  flavors?: { share: string | null; name: string }[];
  /** A pizza's details other than its flavours (size, complements), for the kitchen. */
  options?: string[];
}

export interface OrderPaymentView {
  kind: "ONLINE" | "OFFLINE";
  methodKey: string;
  brandKey: string | null;
  lastFour: string | null;
  /** Null: no change. */
  changeFor: string | null;
  statusKey: string;
  status: PaymentStatus;
  failureKey: string | null;
}

export interface PixView {
  code: string;
  amount: string;
  deadline: string;
  /** Whole minutes left, 0 once past. */
  minutesLeft: number;
}

/** An OXXO voucher still to pay. */
export interface TicketView {
  reference: string;
  amount: string;
  deadline: string;
  url: string | null;
}

export interface OrderView {
  id: number;
  status: OrderStatus;
  statusCode: 0 | 1 | 2;
  statusKey: string;
  placedAt: string;
  steps: OrderStep[] | null;
  deliveryType: DeliveryType;
  consumeInStore: boolean;
  deliveryCode: string | null;
  address: string[] | null;
  scheduledTo: string | null;
  customer: string;
  notes: string | null;
  lines: OrderLineView[];
  summary: CartSummaryView;
  payment: OrderPaymentView;
  pix: PixView | null;
  /** PSE waiting for the bank: its page, to go back to (null when the provider gave none). */
  bank?: { url: string | null } | null;
  ticket?: TicketView | null;
  refreshSeconds: number | null;
  canCancel: boolean;
  canRepay: boolean;
  cancellation: { reasonKey: string; note: string | null } | null;
  /** Money given back, oldest first. */
  refunds: { amount: string; time: string }[];
}

/** A provider's page is linked only when it is a web address. */
const safeUrl = (url: string | null | undefined) => (url && /^https?:\/\//.test(url) ? url : null);

/** Only the order page's details show these (server HTML there, decision 027): not in its data. */
const DETAIL_FIELDS = [
  "lines",
  "summary",
  "address",
  "notes",
  "customer",
  "scheduledTo",
  "deliveryType",
  "bank",
  "ticket",
] as const;

export type OrderStatusView = Omit<OrderView, (typeof DETAIL_FIELDS)[number]>;

export function orderStatusView(view: OrderView): OrderStatusView {
  const status: Partial<OrderView> = { ...view };
  for (const field of DETAIL_FIELDS) delete status[field];
  return status as OrderStatusView;
}

function share(parts: number, total: number): string {
  if (parts === total) return "";
  const fractions: Record<string, string> = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾" };
  return `${fractions[`${parts}/${total}`] ?? `${parts}/${total}`} `;
}

/** The priced lines of an order or a table round as frozen. */
export function frozenLinesView(
  frozen: Pick<Order, "items" | "pizzas" | "extras">,
  { money, sizeLabel }: { money: (minor: number) => string; sizeLabel: (size: string) => string },
): OrderLineView[] {
  const priced = (name: string, price: number) => `${name}${price > 0 ? ` (+ ${money(price)})` : ""}`;
  return [
    ...frozen.items.map((item) => ({
      key: `item-${item.id}`,
      name: item.name,
      quantity: item.quantity,
      details: item.options.map(
        (option) => `${option.quantity > 1 ? `${option.quantity}× ` : ""}${priced(option.name, option.price)}`,
      ),
      notes: item.notes,
      total: money(item.total),
      ...(item.redeemed ? { points: (item.points ?? 0) * item.quantity } : {}),
    })),
    ...frozen.pizzas.map((pizza) => {
      const parts = pizza.flavors.reduce((sum, flavor) => sum + flavor.quantity, 0);
      return {
        key: `pizza-${pizza.id}`,
        name: pizza.name,
        quantity: pizza.quantity,
        details: [
          sizeLabel(pizza.size.name),
          pizza.flavors.map((flavor) => `${share(flavor.quantity, parts)}${flavor.name}`).join(", "),
          ...pizza.complements.map((complement) => priced(complement.name, complement.price)),
        ],
        flavors: pizza.flavors.map((flavor) => ({
          share: flavor.quantity === parts ? null : `${flavor.quantity}/${parts}`,
          name: flavor.name,
        })),
        options: [
          sizeLabel(pizza.size.name),
          ...pizza.complements.map((complement) => priced(complement.name, complement.price)),
        ],
        notes: pizza.notes,
        total: money(pizza.total),
      };
    }),
    ...frozen.extras.map((extra) => ({
      key: `extra-${extra.additional_id}`,
      name: extra.name,
      quantity: extra.quantity,
      details: [],
      notes: null,
      total: money(extra.total),
    })),
  ];
}

export const dateTime = (iso: string, timeZone: string, locale: string) => formatDateTime(iso, timeZone, locale);

export function presentOrder(
  order: Order,
  options: { currency: Currency; locale: string; timeZone: string; sizeLabel: (size: string) => string; now?: Date },
): OrderView {
  const { currency, locale, timeZone } = options;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const lines = frozenLinesView(order, { money, sizeLabel: options.sizeLabel });
  const isDelivery = order.delivery.type === "DELIVERY";
  const address = order.delivery.address;
  const { payment } = order;
  const pix = pixPending(order) && payment.pix ? payment.pix : null;
  const now = options.now ?? new Date();
  return {
    id: order.id,
    status: order.status,
    statusCode: order.status_code,
    statusKey: orderStatusKey(order),
    placedAt: dateTime(order.created_at, timeZone, locale),
    steps: orderSteps(order, timeZone),
    deliveryType: order.delivery.type,
    consumeInStore: order.delivery.type === "TAKEOUT" && order.delivery.consume_in_store,
    // Told to the courier on arrival: of no use once the order is over.
    deliveryCode: isDelivery && order.status_code !== 2 ? order.delivery.delivery_code : null,
    address:
      isDelivery && address
        ? [
            [[address.street, address.number].filter(Boolean).join(", "), address.complement]
              .filter(Boolean)
              .join(" - "),
            [address.neighborhood, [address.city, address.state].filter(Boolean).join(" - ")]
              .filter(Boolean)
              .join(", "),
            ...(address.reference_point ? [address.reference_point] : []),
          ]
        : null,
    // Customer spec §9, like the cart and the checkout.
    scheduledTo: order.scheduled_to ? formatScheduledLabel(order.scheduled_to, timeZone, locale) || null : null,
    customer: order.customer.name,
    notes: order.notes,
    lines,
    summary: {
      subtotal: money(order.summary.subtotal),
      deliveryFee: isDelivery ? (order.summary.delivery_fee > 0 ? money(order.summary.delivery_fee) : null) : undefined,
      deliveryFeePending: false,
      adjustments: order.adjustments.map((adjustment) => ({
        name: adjustment.name.trim(),
        source: adjustment.source,
        amount: money(adjustment.amount),
        discount: adjustment.type === "DISCOUNT",
      })),
      total: money(order.summary.total),
    },
    payment: {
      kind: payment.kind,
      methodKey: `orders.payment.methods.${payment.method}`,
      brandKey: payment.brand ? `cards.brands.${payment.brand}` : null,
      lastFour: payment.card_last_four,
      changeFor: payment.change_for !== null ? money(payment.change_for) : null,
      status: payment.status,
      statusKey: paymentStatusKey(payment.status),
      failureKey: payment.failure ? `orders.failure.${payment.failure}` : null,
    },
    pix: pix
      ? {
          code: pix.code,
          amount: money(pix.amount),
          deadline: formatInTimeZone(new Date(pix.expires_at), timeZone, "HH:mm"),
          minutesLeft: Math.max(0, Math.ceil((new Date(pix.expires_at).getTime() - now.getTime()) / 60_000)),
        }
      : null,
    bank: bankPending(order) ? { url: safeUrl(payment.bank_url) } : null,
    ticket:
      payment.method === "OXXO" && payment.status === "PENDING" && payment.ticket
        ? {
            reference: payment.ticket.reference,
            amount: money(order.summary.total),
            deadline: dateTime(payment.ticket.expires_at, timeZone, locale),
            url: safeUrl(payment.ticket.url),
          }
        : null,
    refreshSeconds: refreshSeconds(order),
    canCancel: order.can_cancel,
    canRepay: order.can_repay,
    cancellation: order.cancellation
      ? { reasonKey: `orders.cancellation.${order.cancellation.reason}`, note: order.cancellation.note }
      : null,
    refunds: order.refunds.map((refund) => ({
      amount: money(refund.amount),
      time: dateTime(refund.created_at, timeZone, locale),
    })),
  };
}

export interface OrderSummaryView {
  id: number;
  status: OrderStatus;
  statusKey: string;
  statusCode: 0 | 1 | 2;
  date: string;
  lines: string;
  total: string;
}

export function presentOrderSummary(
  order: OrderSummary,
  options: { currency: Currency; locale: string; timeZone: string },
): OrderSummaryView {
  return {
    id: order.id,
    status: order.status,
    statusKey: statusKey(order.status),
    statusCode: order.status_code,
    date: dateTime(order.created_at, options.timeZone, options.locale),
    lines: order.lines.map((line) => `${line.quantity}x ${line.name}`).join(", "),
    total: formatMoney(order.summary.total, options.currency, options.locale),
  };
}
