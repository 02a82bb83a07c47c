import type { CardBrand, DeliveryAreas, OfflinePaymentCode, OperationModeSwitches } from "../../../contract";
import { parseDocument, type DocumentOf } from "./documents";
import { loadPaymentSettings } from "./orders";

export interface DeliveryDocuments {
  version: number;
  currency: DocumentOf<"tropicalization">["currency"];
  deliveryAreas: DocumentOf<"delivery_areas">;
  orderSettings: DocumentOf<"order_settings">;
  operationModes: DocumentOf<"operation_modes">;
}

/** The documents the delivery section reads and writes, and the settings version they were read at. */
export async function loadDeliveryDocuments(d1: D1Database, merchantId: number): Promise<DeliveryDocuments> {
  const row = await d1
    .prepare(
      `SELECT settings_version, tropicalization, delivery_areas, order_settings, operation_modes
       FROM merchants WHERE id = ?1`,
    )
    .bind(merchantId)
    .first<{
      settings_version: number;
      tropicalization: string;
      delivery_areas: string | null;
      order_settings: string;
      operation_modes: string;
    }>();
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading its delivery settings`);
  return {
    version: row.settings_version,
    currency: parseDocument("tropicalization", row.tropicalization, merchantId).currency,
    deliveryAreas: parseDocument("delivery_areas", row.delivery_areas, merchantId),
    orderSettings: parseDocument("order_settings", row.order_settings, merchantId),
    operationModes: parseDocument("operation_modes", row.operation_modes, merchantId),
  };
}

export interface DeliveryWrite {
  deliveryAreas: DeliveryAreas | null;
  fee: number;
  minimumOrder: number;
  freeDeliveryFrom: number | null;
  modes: OperationModeSwitches;
}

/**
 * The delivery section's statement: only its own fields of the shared documents are set (json_set),
 * so a change another section made to the same document in the meantime is kept.
 */
export function deliveryStatements(d1: D1Database, merchantId: number, write: DeliveryWrite): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `UPDATE merchants SET
           delivery_areas = ?2,
           order_settings = json_set(order_settings,
             '$.delivery_fee.value', ?3, '$.minimum_order_value', ?4, '$.free_delivery_from', ?5),
           operation_modes = json_set(operation_modes,
             '$.delivery_configuration.enabled', json(?6),
             '$.takeout_configuration.enabled', json(?7),
             '$.table_configuration.enabled', json(?8))
         WHERE id = ?1`,
      )
      .bind(
        merchantId,
        write.deliveryAreas === null ? null : JSON.stringify(write.deliveryAreas),
        write.fee,
        write.minimumOrder,
        write.freeDeliveryFrom,
        String(write.modes.delivery),
        String(write.modes.takeout),
        String(write.modes.table),
      ),
  ];
}

export interface PaymentOnDelivery {
  version: number;
  /** order_settings.offline_payment_methods, as stored ("PIX" is PIX to the courier). */
  offline: DocumentOf<"order_settings">["offline_payment_methods"];
  machineBrands: CardBrand[];
}

export async function loadPaymentOnDelivery(d1: D1Database, merchantId: number): Promise<PaymentOnDelivery> {
  const [row, settings] = await Promise.all([
    d1
      .prepare("SELECT settings_version, order_settings FROM merchants WHERE id = ?1")
      .bind(merchantId)
      .first<{ settings_version: number; order_settings: string }>(),
    loadPaymentSettings(d1, merchantId),
  ]);
  if (!row) throw new Error(`Merchant ${merchantId} vanished while reading its payment methods`);
  return {
    version: row.settings_version,
    offline: parseDocument("order_settings", row.order_settings, merchantId).offline_payment_methods,
    machineBrands: settings?.machine_brands ?? [],
  };
}

/** A store without online payments gets the document with everything online off, to hold its machine's brands. */
const NO_ONLINE_PAYMENT = JSON.stringify({
  pix: null,
  card: { enabled: false },
  pse: { enabled: false },
  online_payment_limit: null,
  machine_brands: [],
});

export function paymentOnDeliveryStatements(
  d1: D1Database,
  merchantId: number,
  offline: readonly OfflinePaymentCode[],
  machineBrands: readonly CardBrand[],
): D1PreparedStatement[] {
  const stored = offline.map((code) => (code === "PIX_ON_DELIVERY" ? "PIX" : code));
  return [
    d1
      .prepare(
        `UPDATE merchants SET
           order_settings = json_set(order_settings, '$.offline_payment_methods', json(?2)),
           payment_settings = json_set(COALESCE(payment_settings, ?3), '$.machine_brands', json(?4))
         WHERE id = ?1`,
      )
      .bind(merchantId, JSON.stringify(stored), NO_ONLINE_PAYMENT, JSON.stringify(machineBrands)),
  ];
}
