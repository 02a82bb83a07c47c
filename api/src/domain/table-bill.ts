import type { CartAdjustment, Consumption, TableOrderSettings, TableStatus } from "../../../contract";
import { type SolicitationRow, type TableClientRow, toSolicitation, toTableClient } from "../db/tables";

/** Basis points of a whole (10000 = 100 %). */
const BASIS_POINTS = 10_000;

/** Basis points rounded half up to the minor unit; `name` is the demo merchants' Portuguese default. */
export function serviceCharge(
  subtotal: number,
  settings: Pick<TableOrderSettings, "service_tax_enabled" | "service_tax_value">,
): CartAdjustment[] {
  if (!settings.service_tax_enabled || settings.service_tax_value <= 0) return [];
  const amount = Math.floor((subtotal * settings.service_tax_value + BASIS_POINTS / 2) / BASIS_POINTS);
  return amount > 0 ? [{ type: "INCREASE", source: "SERVICE_CHARGE", name: "Taxa de serviço", amount }] : [];
}

/** A guest who left keeps what they sent; a guest who sent nothing is not listed. */
export function tableBill(
  table: { id: number; status: TableStatus },
  guests: readonly TableClientRow[],
  rounds: readonly SolicitationRow[],
  settings: Pick<TableOrderSettings, "service_tax_enabled" | "service_tax_value">,
): Consumption {
  const listed = guests
    .map((guest) => {
      const own = rounds.filter((round) => round.table_client_id === guest.id);
      return { guest, own };
    })
    .filter(({ own }) => own.length > 0)
    .map(({ guest, own }) => ({
      table_client: toTableClient(guest),
      rounds: own.map(toSolicitation),
      subtotal: own.reduce((sum, round) => sum + round.subtotal, 0),
    }));
  const subtotal = listed.reduce((sum, guest) => sum + guest.subtotal, 0);
  const adjustments = serviceCharge(subtotal, settings);
  const increase = adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
  return {
    table_id: table.id,
    status: table.status,
    guests: listed,
    adjustments,
    summary: { subtotal, increase, total: subtotal + increase },
  };
}
