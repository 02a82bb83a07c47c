import type { CartAddress, OrderStatus } from "../../contract";
import { orders } from "../src/db/schema";
import { type CartSettings, priceCart } from "../src/domain/cart";
import { indexMenu, priceItemLine } from "../src/domain/cart-pricing";
import { demoAddresses } from "./data/customer-places";
import type { DemoCustomer } from "./data/customers";
import { insert } from "./sql";
import type { SeedMerchant } from "./types";

/*
 * Past orders of the demo customers (issue 14), so "Meus pedidos" is not empty on first visit:
 * for each, one DELIVERED a week ago and one CANCELED by the store three days ago. Ids 1, 2, 3 …
 * in customer order (new orders continue after them: AUTOINCREMENT). Their snapshots are made
 * as real orders' are: the merchant's first two items that need no choice, priced by priceCart.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

function settingsOf(merchant: SeedMerchant): CartSettings {
  return {
    pricing: { rule: merchant.menu_settings.pizza_price_rule, currency: merchant.tropicalization.currency },
    orderSettings: merchant.order_settings,
    operationModes: merchant.operation_modes,
    tableOrderSettings: merchant.table_order_settings,
    deliveryAreas: merchant.delivery_areas,
    storeAddress: merchant.general_informations.address,
    fidelityPrograms: merchant.fidelity_programs ?? null,
  };
}

/** The moves of an order and when, starting at `createdAt`. */
function historyOf(createdAt: number, steps: [OrderStatus, number][]) {
  return steps.map(([status, minutes]) => ({ status, at: new Date(createdAt + minutes * MINUTE).toISOString() }));
}

/** INSERTs of the demo customers' past orders; `now` fixes "a week ago". */
export function demoOrderStatements(
  customers: DemoCustomer[],
  merchants: SeedMerchant[],
  now: Date = new Date(),
  /** Issue 16 (seed/fidelity-sql.ts): the first id, and each customer's orders (default one DELIVERED, one CANCELED). */
  options: { firstId?: number; kinds?: ("DELIVERED" | "CANCELED")[] } = {},
): string[] {
  const statements: string[] = [];
  let nextId = options.firstId ?? 1;
  for (const customer of customers) {
    const merchant = merchants.find((candidate) => candidate.id === customer.merchantId);
    if (!merchant)
      throw new Error(`Seed orders of customer ${customer.id}: merchant ${customer.merchantId} is not in the seed`);
    const index = indexMenu({
      categories: merchant.categories,
      promotions: merchant.promotions,
      extras: merchant.extras,
    });
    const settings = settingsOf(merchant);
    const lines = [...index.items.values()]
      .map(({ item }) => item)
      .filter((item) => priceItemLine(index, { item_id: item.id, quantity: 1, notes: null, options: [] }).ok)
      .slice(0, 2)
      .map((item, position) => ({
        id: position + 1,
        line_key: `seed-${item.id}`,
        item_id: item.id,
        quantity: position === 0 ? 2 : 1,
        notes: null,
        table_solicitation_id: null,
        redeemed: false,
        options: [],
      }));
    if (lines.length === 0) throw new Error(`Seed orders of ${merchant.slug}: no item can be ordered without choices`);
    const home = demoAddresses([customer], [merchant])[0]!;
    const address: CartAddress = {
      neighborhood: home.neighborhood,
      street: home.street ?? null,
      number: home.number ?? null,
      city: home.city ?? null,
      zip_code: home.zip_code ?? null,
      complement: home.complement ?? null,
      state: home.state ?? null,
      reference_point: home.reference_point ?? null,
      latitude: home.latitude ?? null,
      longitude: home.longitude ?? null,
    };

    const orderOf = (kind: "DELIVERED" | "CANCELED") => {
      const id = nextId++;
      const delivering = merchant.operation_modes.delivery_configuration.enabled;
      const header = {
        guid: `seed-order-cart-${id}`,
        status: "FINALIZED" as const,
        clientId: customer.id,
        tableId: null,
        deliveryType: delivering ? ("DELIVERY" as const) : ("TAKEOUT" as const),
        address: delivering ? address : null,
        notes: null,
        scheduledTo: null,
      };
      let priced = priceCart(header, { items: lines, pizzas: [], extras: [] }, index, settings);
      if (priced.cart.delivery.fee_pending)
        priced = priceCart(
          { ...header, deliveryType: "TAKEOUT", address: null },
          { items: lines, pizzas: [], extras: [] },
          index,
          settings,
        );
      // As a real order, at least the store's minimum: more of the first line until it is reached.
      while (priced.minimumOrder.missing > 0 && lines[0]!.quantity < 20) {
        lines[0]!.quantity += 1;
        priced = priceCart(
          priced.cart.delivery.type === "TAKEOUT" ? { ...header, deliveryType: "TAKEOUT", address: null } : header,
          { items: lines, pizzas: [], extras: [] },
          index,
          settings,
        );
      }
      if (priced.minimumOrder.missing > 0)
        throw new Error(`Seed orders of ${merchant.slug}: the minimum order is out of reach`);
      const { cart } = priced;
      const createdAt = kind === "DELIVERED" ? now.getTime() - 7 * DAY : now.getTime() - 3 * DAY;
      const history =
        kind === "DELIVERED"
          ? historyOf(createdAt, [
              ["WAITING_CONFIRMATION", 0],
              ["CONFIRMED", 3],
              [cart.delivery.type === "DELIVERY" ? "OUT_FOR_DELIVERY" : "READY_FOR_PICKUP", 25],
              ["DELIVERED", 50],
            ])
          : historyOf(createdAt, [
              ["WAITING_CONFIRMATION", 0],
              ["CANCELED", 6],
            ]);
      const offline = merchant.order_settings.offline_payment_methods;
      const machine =
        kind === "DELIVERED" &&
        offline.includes("CREDIT_CARD") &&
        (merchant.payment_settings?.machine_brands.length ?? 0) > 0;
      return insert(orders, {
        id,
        merchantId: merchant.id,
        cartGuid: header.guid,
        visitorId: `seed-visitor-${customer.id}`,
        clientId: customer.id,
        idempotencyKey: `seed-order-${String(id).padStart(8, "0")}`,
        status: history.at(-1)!.status,
        history: JSON.stringify(history),
        deliveryType: cart.delivery.type,
        address:
          cart.delivery.type === "DELIVERY" && cart.delivery.address ? JSON.stringify(cart.delivery.address) : null,
        areaName: cart.delivery.area_name,
        timeToReceive: cart.delivery.time_to_receive ? JSON.stringify(cart.delivery.time_to_receive) : null,
        deliveryCode: cart.delivery.type === "DELIVERY" ? String(1000 + ((id * 7919) % 9000)) : null,
        scheduledTo: null,
        customerName: customer.name,
        customerPhone: JSON.stringify(customer.phone),
        taxId: null,
        notes: null,
        snapshot: JSON.stringify({
          items: cart.items,
          pizzas: cart.pizzas,
          extras: cart.extras,
          adjustments: cart.adjustments,
        }),
        subtotal: cart.summary.subtotal,
        deliveryFee: cart.summary.delivery_fee,
        discount: cart.summary.discount,
        increase: cart.summary.increase,
        total: cart.summary.total,
        paymentKind: "OFFLINE",
        paymentMethod: machine ? "CREDIT_CARD" : "CASH",
        paymentStatus: "NOT_REQUIRED",
        changeFor: null,
        brand: machine ? merchant.payment_settings!.machine_brands[0]! : null,
        cardGuid: null,
        cardLastFour: null,
        pixTxid: null,
        pixCode: null,
        pixExpiresAt: null,
        paymentFailure: null,
        createdAt: history[0]!.at,
        updatedAt: history.at(-1)!.at,
      });
    };
    statements.push(...(options.kinds ?? ["DELIVERED", "CANCELED"]).map(orderOf));
  }
  return statements;
}
