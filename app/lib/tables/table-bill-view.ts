import { formatInTimeZone } from "date-fns-tz";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import type { Consumption, Currency, TableStatus } from "../../../contract";
import { formatMoney } from "../../../contract/formats/money";
import { frozenLinesView, type OrderLineView } from "~/lib/orders/order-view";

// Every amount is the API's, formatted here, never computed.

/** The no-JS page's meta refresh and the JS polling. */
export const BILL_REFRESH_SECONDS = 20;
export const BILL_POLL_SECONDS = 10;

export type BillLineView = OrderLineView;

export interface BillRoundView {
  id: number;
  sentAt: string | null;
  lines: BillLineView[];
  subtotal: string;
}

export interface BillGuestView {
  id: number;
  name: string;
  mine: boolean;
  rounds: BillRoundView[];
  subtotal: string;
}

export interface BillView {
  status: TableStatus;
  statusKey: string;
  guests: BillGuestView[];
  subtotal: string;
  /** Percent as text when the store's rate is known. */
  serviceCharge: { amount: string; percent: string | null } | null;
  adjustments: { name: string; amount: string; discount: boolean }[];
  total: string;
  empty: boolean;
  refreshSeconds: number | null;
  canClose: boolean;
}

export function percentText(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100);
}

export function presentBill(
  consumption: Consumption,
  options: {
    currency: Currency;
    locale: string;
    timeZone: string;
    myClientId: number | null;
    /** Basis points when enabled, else null. */
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
        ? {
            amount: money(serviceAmount),
            percent: options.serviceTaxBasisPoints ? percentText(options.serviceTaxBasisPoints, locale) : null,
          }
        : null,
    adjustments: consumption.adjustments
      .filter((adjustment) => adjustment.source !== "SERVICE_CHARGE")
      .map((adjustment) => ({
        name: adjustment.name.trim(),
        amount: money(adjustment.amount),
        discount: adjustment.type === "DISCOUNT",
      })),
    total: money(consumption.summary.total),
    empty: guests.every((guest) => guest.rounds.length === 0),
    refreshSeconds: status === "CLOSED" ? null : BILL_REFRESH_SECONDS,
    canClose: status === "OPEN",
  };
}
