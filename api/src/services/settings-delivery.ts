import type * as z from "zod";
import { formatMoney } from "../../../contract/formats/money";
import {
  type Currency,
  normalizeAreaName,
  type DeliveryAreas,
  type DeliverySettings,
  type OfflinePaymentCode,
  type PaymentMethodsSettings,
  type deliverySettingsRequestSchema,
  type paymentMethodsSettingsRequestSchema,
} from "../../../contract";
import {
  type DeliveryDocuments,
  deliveryStatements,
  loadDeliveryDocuments,
  loadPaymentOnDelivery,
  paymentOnDeliveryStatements,
} from "../db/settings-delivery";
import { paymentMethodsFor } from "./payment-methods";
import { diff, writeSettings, type SettingsActor } from "./settings";

/*
 * The settings' sections "delivery" and "payment_methods" (decision 104): each read whole and sent
 * whole by the owner, written through writeSettings (its change, its trail row and the settings
 * version in one batch), so the next customer reads the new values.
 */

type DeliveryRequest = z.output<typeof deliverySettingsRequestSchema>;
type PaymentMethodsRequest = z.output<typeof paymentMethodsSettingsRequestSchema>;

export async function readDeliverySettings(d1: D1Database, merchantId: number): Promise<DeliverySettings> {
  return settingsOf(await loadDeliveryDocuments(d1, merchantId));
}

function settingsOf(documents: DeliveryDocuments): DeliverySettings {
  const areas = documents.deliveryAreas;
  const order = documents.orderSettings;
  const modes = documents.operationModes;
  return {
    currency: documents.currency,
    version: documents.version,
    pricing: areas?.mode ?? "EVERYWHERE",
    fee: order.delivery_fee.value,
    areas: (areas?.areas ?? []).map((area) => ({
      name: area.name,
      fee: area.fee,
      located: area.latitude !== undefined,
    })),
    bands: areas?.bands ?? [],
    not_served: areas?.not_served ?? [],
    minimum_order: order.minimum_order_value,
    free_delivery_from: order.free_delivery_from ?? null,
    modes: {
      delivery: modes.delivery_configuration.enabled,
      takeout: modes.takeout_configuration.enabled,
      table: modes.table_configuration.enabled,
    },
  };
}

/**
 * The document the request describes. An area keeps the point it had under the same name (case and
 * accents ignored), so the nearest-area match and the distance of a pickable area go on working; a
 * new one is found by its name.
 */
function deliveryAreasOf(request: DeliveryRequest, before: DeliveryAreas | null): DeliveryAreas | null {
  if (request.pricing === "EVERYWHERE") return null;
  const points = new Map((before?.areas ?? []).map((area) => [normalizeAreaName(area.name), area]));
  return {
    mode: request.pricing,
    areas: request.areas.map(({ name, fee }) => {
      const known = points.get(normalizeAreaName(name));
      return known?.latitude !== undefined && known.longitude !== undefined
        ? { name, latitude: known.latitude, longitude: known.longitude, fee }
        : { name, fee };
    }),
    bands: request.bands,
    ...(before?.time_to_receive ? { time_to_receive: before.time_to_receive } : {}),
    ...(request.not_served.length > 0 ? { not_served: request.not_served } : {}),
  };
}

// The trail shows lists as they are: each row written with its fee in the store's currency.
const areaList = (areas: readonly { name: string; fee: number }[], currency: Currency) =>
  areas.map((area) => `${area.name}: ${formatMoney(area.fee, currency)}`);
const bandList = (bands: readonly { up_to_km: number; fee: number }[], currency: Currency) =>
  bands.map((band) => `${band.up_to_km} km: ${formatMoney(band.fee, currency)}`);

export async function changeDeliverySettings(
  d1: D1Database,
  actor: SettingsActor,
  request: DeliveryRequest,
): Promise<{ id: number | null; version: number }> {
  const documents = await loadDeliveryDocuments(d1, actor.merchantId);
  const before = settingsOf(documents);
  const deliveryAreas = deliveryAreasOf(request, documents.deliveryAreas);
  const statements = deliveryStatements(d1, actor.merchantId, {
    deliveryAreas,
    fee: request.fee,
    minimumOrder: request.minimum_order,
    freeDeliveryFrom: request.free_delivery_from,
    modes: request.modes,
  });
  const changes = diff([
    ["pricing", before.pricing, request.pricing],
    ["fee", before.fee, request.fee],
    ["areas", areaList(before.areas, before.currency), areaList(deliveryAreas?.areas ?? [], before.currency)],
    ["bands", bandList(before.bands, before.currency), bandList(deliveryAreas?.bands ?? [], before.currency)],
    ["not_served", before.not_served, deliveryAreas?.not_served ?? []],
    ["minimum_order", before.minimum_order, request.minimum_order],
    // Named as the trail's page recognises money (a "threshold").
    ["free_delivery_threshold", before.free_delivery_from, request.free_delivery_from],
    ["delivery", before.modes.delivery, request.modes.delivery],
    ["takeout", before.modes.takeout, request.modes.takeout],
    ["table", before.modes.table, request.modes.table],
  ]);
  // The same section sent again (a second tap, a form sent twice) changes nothing and writes nothing.
  if (changes.length === 0) return { id: null, version: documents.version };
  return writeSettings(d1, actor, statements, [{ section: "delivery", action: "update", name: "delivery", changes }]);
}

const OFFLINE_ORDER: readonly OfflinePaymentCode[] = [
  "CASH",
  "CREDIT_CARD",
  "DEBIT_CARD",
  "MEAL_VOUCHER",
  "PIX_ON_DELIVERY",
];

export async function readPaymentMethodsSettings(d1: D1Database, merchantId: number): Promise<PaymentMethodsSettings> {
  const [stored, offered] = await Promise.all([
    loadPaymentOnDelivery(d1, merchantId),
    paymentMethodsFor(d1, merchantId, true),
  ]);
  const offline = new Set<OfflinePaymentCode>(
    stored.offline.map((code) => (code === "PIX" ? "PIX_ON_DELIVERY" : code)),
  );
  return {
    version: stored.version,
    offline: OFFLINE_ORDER.filter((code) => offline.has(code)),
    machine_brands: stored.machineBrands,
    online: offered.online_payments.filter((method) => method.enabled).map((method) => method.code),
  };
}

export async function changePaymentMethodsSettings(
  d1: D1Database,
  actor: SettingsActor,
  request: PaymentMethodsRequest,
): Promise<{ id: number | null; version: number }> {
  const before = await readPaymentMethodsSettings(d1, actor.merchantId);
  const offline = OFFLINE_ORDER.filter((code) => request.offline.includes(code));
  const brands = [...new Set(request.machine_brands)];
  const changes = diff([
    ["offline", before.offline, offline],
    ["machine_brands", before.machine_brands, brands],
  ]);
  if (changes.length === 0) return { id: null, version: before.version };
  return writeSettings(d1, actor, paymentOnDeliveryStatements(d1, actor.merchantId, offline, brands), [
    { section: "payment_methods", action: "update", name: "payment_on_delivery", changes },
  ]);
}
