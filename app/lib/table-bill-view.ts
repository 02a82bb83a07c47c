import { formatInTimeZone } from "date-fns-tz";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { Consumption, Currency, TableStatus } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { frozenLinesView, type OrderLineView } from "./order-view";

/*
 * The table's bill (`/{slug}/table/bill`): shaped on the server from the API's
 * consumption. Every amount is the API's (formatted here, never computed): each line's total, each
 * guest's subtotal, the table's subtotal, the service charge and the total. Texts are locale keys
 * under "tableBill" that the components translate.
 */

/** Seconds between refreshes while the table is not CLOSED: the no-JS page's meta refresh and the JS polling. */
export const BILL_REFRESH_SECONDS = 20;
export const BILL_POLL_SECONDS = 10;

/** A line of a sent round: the order page's line view (frozenLinesView). */
export type BillLineView = OrderLineView;

export interface BillRoundView {
  id: number;
  /** "20:05" in the merchant's time zone; null when the API has no time. */
  sentAt: string | null;
  lines: BillLineView[];
  subtotal: string;
}

export interface BillGuestView {
  id: number;
  name: string;
  /** The caller's own table client ("você"): listed first. */
  mine: boolean;
  rounds: BillRoundView[];
  subtotal: string;
}

export interface BillView {
  status: TableStatus;
  /** tableBill.status.{status} */
  statusKey: string;
  guests: BillGuestView[];
  subtotal: string;
  /** The API's SERVICE_CHARGE increase; percent as text ("10", "12,5") when the store's rate is known. */
  serviceCharge: { amount: string; percent: string | null } | null;
  /** Other INCREASE/DISCOUNT adjustments the API priced, by name. */
  adjustments: { name: string; amount: string; discount: boolean }[];
  total: string;
  /** Nothing sent to the kitchen yet by anyone at the table. */
  empty: boolean;
  /** Seconds between refreshes; null once CLOSED. */
  refreshSeconds: number | null;
  /** The bill may be asked for (OPEN only). */
  canClose: boolean;
}

/** Basis points as a percent in the customer's locale: 1000 → "10", 1250 → "12,5" (pt-BR). */
export function percentText(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100);
}

export function presentBill(
  consumption: Consumption,
  options: {
    currency: Currency;
    locale: string;
    timeZone: string;
    /** The caller's table client id (session), to mark and list them first. */
    myClientId: number | null;
    /** table_order_settings.service_tax_value when enabled (basis points), else null. */
    serviceTaxBasisPoints: number | null;
    sizeLabel: (size: string) => string;
  },
): BillView {
  const { currency, locale, timeZone } = options;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const guests = consumption.guests.map(({ table_client: client, rounds, subtotal }) => ({
    id: client.id,
    name: client.name,
    mine: client.id === options.myClientId,
    subtotal: money(subtotal),
    rounds: rounds
      .filter((round) => round.status === "SENT")
      .map((round) => ({
        id: round.id,
        sentAt: round.sent_at ? formatInTimeZone(new Date(round.sent_at), timeZone, "HH:mm") : null,
        subtotal: money(round.subtotal),
        lines: frozenLinesView(round, { money, sizeLabel: options.sizeLabel }),
      })),
  }));
  // The caller first; the others in the order they joined (the API's order).
  guests.sort((a, b) => Number(b.mine) - Number(a.mine));
  const service = consumption.adjustments.filter((adjustment) => adjustment.source === "SERVICE_CHARGE");
  const serviceAmount = service.reduce((sum, adjustment) => sum + adjustment.amount, 0);
  const status = consumption.status;
  return {
    status,
    statusKey: `tableBill.status.${status}`,
    guests,
    subtotal: money(consumption.summary.subtotal),
    serviceCharge:
      service.length > 0
        ? { amount: money(serviceAmount), percent: options.serviceTaxBasisPoints ? percentText(options.serviceTaxBasisPoints, locale) : null }
        : null,
    adjustments: consumption.adjustments
      .filter((adjustment) => adjustment.source !== "SERVICE_CHARGE")
      .map((adjustment) => ({ name: adjustment.name.trim(), amount: money(adjustment.amount), discount: adjustment.type === "DISCOUNT" })),
    total: money(consumption.summary.total),
    empty: guests.every((guest) => guest.rounds.length === 0),
    refreshSeconds: status === "CLOSED" ? null : BILL_REFRESH_SECONDS,
    canClose: status === "OPEN",
  };
}
