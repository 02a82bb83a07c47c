import { buildPixCode, type Order } from "../../../contract";

/** A takeout order paid by PIX, waiting for its payment (orderSchema-shaped), for the tests of the pages after ordering. */
export const PIX_CODE = buildPixCode({
  key: "pix@bellanapoli.demo",
  merchantName: "Pizzaria Bella Napoli",
  merchantCity: "Sao Paulo",
  amount: 8990,
  txid: "CMD42ABC",
  message: null,
});

export function pixOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    cart_guid: "cart-42",
    status: "WAITING_PAYMENT",
    status_code: 0,
    created_at: "2026-11-24T17:05:00.000Z",
    updated_at: "2026-11-24T17:05:00.000Z",
    history: [{ status: "WAITING_PAYMENT", at: "2026-11-24T17:05:00.000Z" }],
    delivery: { type: "TAKEOUT", address: null, area_name: null, time_to_receive: { minimum: 20, maximum: 30 }, delivery_code: null },
    scheduled_to: null,
    customer: { name: "Ana Souza", phone: { country_code: "55", ddd: "11", number: "912345678" } },
    client_id: 7,
    tax_id: null,
    notes: null,
    items: [
      {
        id: 1,
        item_id: 10,
        name: "Coca-Cola 350 ml",
        image: null,
        quantity: 2,
        options: [],
        notes: null,
        redeemed: false,
        points: null,
        unit_price: 700,
        total: 1400,
      },
    ],
    pizzas: [
      {
        id: 2,
        pizza_id: 20,
        name: "Pizza",
        image: null,
        size: { id: 1, name: "Grande" },
        flavors: [
          { flavor_id: 1, name: "Calabresa", quantity: 1, price: 7000 },
          { flavor_id: 2, name: "Margherita", quantity: 1, price: 7590 },
        ],
        complements: [],
        price_rule: "HIGHEST",
        quantity: 1,
        notes: "sem cebola",
        unit_price: 7590,
        total: 7590,
      },
    ],
    extras: [],
    adjustments: [],
    summary: { subtotal: 8990, delivery_fee: 0, discount: 0, increase: 0, total: 8990 },
    payment: {
      kind: "ONLINE",
      method: "PIX",
      status: "PENDING",
      change_for: null,
      brand: null,
      card_guid: null,
      card_last_four: null,
      pix: { code: PIX_CODE, txid: "CMD42ABC", expires_at: "2026-11-24T17:35:00.000Z", amount: 8990 },
      failure: null,
    },
    can_cancel: true,
    can_repay: false,
    cancellation: null,
    rating: null,
    can_rate: false,
    ...overrides,
  };
}
