import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Cart, apiErrorSchema, cartQuotesResponseSchema, cartResponseSchema, decodePixCode } from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { insertClient, sessionToken } from "./client-fixtures";
import { expectError, getWithToken, seed, send } from "./helpers";
import {
  BATATA,
  PHONE,
  PIX,
  SHOP,
  X_BURGER,
  cartStatus,
  cash,
  json,
  newKey,
  orderOf,
  shop as orderShop,
  LOYALTY_SETTINGS,
  PIX_CAMPAIGN,
} from "./orders-fixtures";

/*
 * What a customer is shown before placing an order is what the order costs: the cart quoted for
 * each saved address and each payment with a campaign (GET …/quotes), priced as POST /orders
 * prices it; and POST /orders places nothing when the total is not the one the customer was shown.
 */

const shop: SeedMerchant = {
  ...orderShop,
  loyalty_settings: LOYALTY_SETTINGS,
  loyalty_campaigns: [PIX_CAMPAIGN],
};

// Two burgers and fries: R$ 62,00, and R$ 2,00 of packaging; 5 % off with PIX: R$ 3,10. Bela Vista's fee R$ 7,00, Consolação's R$ 5,00.
const SUBTOTAL = 6200;
const BASE = SUBTOTAL + 200;
const PIX_OFF = 310;
const BELA_VISTA = {
  neighborhood: "Bela Vista",
  street: "Rua Treze de Maio",
  number: "10",
  city: "São Paulo",
  zip_code: "01327000",
};
const CONSOLACAO = {
  neighborhood: "Consolação",
  street: "Rua Augusta",
  number: "500",
  city: "São Paulo",
  zip_code: "01304000",
};
const MOOCA = { neighborhood: "Mooca", street: "Rua da Mooca", number: "1", city: "São Paulo", zip_code: "03104000" };

beforeAll(async () => {
  await seed([shop]);
});

let emails = 0;
async function clientWithAddresses() {
  const id = await insertClient(shop.id, { email: `total-${++emails}@carrinho.test`, phone: PHONE });
  const token = await sessionToken(SHOP, shop.id, id);
  const saved: number[] = [];
  for (const address of [BELA_VISTA, CONSOLACAO, MOOCA]) {
    const created = await json(
      await send("POST", `/${SHOP}/clients/${id}/addresses`, token, {
        address: { ...address, state: "SP", country: "BRA", name: "HOME" },
      }),
      201,
      (body) => body as { data: { id: number } },
    );
    saved.push(created.data.id);
  }
  return { id, token, saved };
}

/** A delivery cart with no address yet (the cart page's neighbourhood left empty). */
async function cartWithoutAddress(token: string): Promise<Cart> {
  const created = await json(
    await send("POST", `/${SHOP}/carts`, token, {
      cart: {
        items: [
          { item_id: X_BURGER, quantity: 2, options: [{ option_id: 91100602 }] },
          { item_id: BATATA, quantity: 1 },
        ],
      },
    }),
    201,
    (body) => cartResponseSchema.parse(body).data,
  );
  await send("PUT", `/${SHOP}/carts/${created.guid}/delivery_method`, token, { cart: { delivery_type: "DELIVERY" } });
  return created;
}

const quotesOf = async (token: string, guid: string) =>
  json(
    await getWithToken(`/${SHOP}/carts/${guid}/quotes`, token),
    200,
    (body) => cartQuotesResponseSchema.parse(body).data,
  );

const placeShown = (token: string, guid: string, payment: unknown, expected: number | undefined) =>
  send("POST", `/${SHOP}/orders`, token, {
    cart_guid: guid,
    idempotency_key: newKey(),
    order: { payment, tax_id: null, ...(expected === undefined ? {} : { expected_total: expected }) },
    client: { name: "Ana Souza", phone: PHONE },
  });

describe("GET /{slug}/carts/{guid}/quotes", () => {
  it("prices the cart at each saved address and with the payment campaign, and writes nothing", async () => {
    const { token, saved } = await clientWithAddresses();
    const cart = await cartWithoutAddress(token);
    const quotes = await quotesOf(token, cart.guid);

    expect(quotes.cart.fee_pending).toBe(true);
    expect(quotes.cart.summary.total).toBe(BASE);
    expect(quotes.cart.by_payment.PIX?.summary.total).toBe(BASE - PIX_OFF);
    expect(quotes.cart.by_payment.CASH).toBeUndefined();

    const [belaVista, consolacao, mooca] = quotes.addresses;
    expect(quotes.addresses.map((quote) => [quote.address_id, quote.served])).toEqual([
      [saved[0], true],
      [saved[1], true],
      [saved[2], false],
    ]);
    expect(belaVista!.summary).toMatchObject({ subtotal: SUBTOTAL, delivery_fee: 700, total: BASE + 700 });
    expect(belaVista!.fee_pending).toBe(false);
    expect(belaVista!.by_payment.PIX?.summary.total).toBe(BASE + 700 - PIX_OFF);
    expect(belaVista!.by_payment.PIX?.adjustments.at(-1)).toEqual({
      type: "DISCOUNT",
      source: "LOYALTY",
      name: "5% no PIX",
      amount: PIX_OFF,
    });
    expect(consolacao!.summary.total).toBe(BASE + 500);
    expect(mooca!.summary.delivery_fee).toBe(0);

    // Nothing was written: the cart still has no address.
    const read = await json(
      await getWithToken(`/${SHOP}/carts/${cart.guid}`, token),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(read.delivery.address).toBeNull();
  });

  it("quotes only the caller's cart", async () => {
    const { token } = await clientWithAddresses();
    const cart = await cartWithoutAddress(token);
    const other = await clientWithAddresses();
    await expectError(await getWithToken(`/${SHOP}/carts/${cart.guid}/quotes`, other.token), 404, "CART_NOT_FOUND");
  });
});

describe("POST /{slug}/orders with the total the customer was shown", () => {
  it("places the order at the quoted total, and its PIX code asks for exactly that amount", async () => {
    const { token } = await clientWithAddresses();
    const cart = await cartWithoutAddress(token);
    const shown = (await quotesOf(token, cart.guid)).addresses[0]!.by_payment.PIX!.summary.total;
    // The checkout puts the chosen saved address on the cart, then places the order.
    await send("PUT", `/${SHOP}/carts/${cart.guid}/delivery_method`, token, {
      cart: { delivery_type: "DELIVERY", address: BELA_VISTA },
    });
    const order = await orderOf(await placeShown(token, cart.guid, PIX, shown));
    expect(order.summary.total).toBe(shown);
    expect(decodePixCode(order.payment.pix!.code)!.amount).toBe(shown);
  });

  it("places nothing when the total is another: 409 TOTAL_CHANGED with the total now, the cart still open", async () => {
    const { token } = await clientWithAddresses();
    const cart = await cartWithoutAddress(token);
    // Shown without the fee (no address yet), then the address is put on the cart.
    await send("PUT", `/${SHOP}/carts/${cart.guid}/delivery_method`, token, {
      cart: { delivery_type: "DELIVERY", address: BELA_VISTA },
    });
    const refused = await placeShown(token, cart.guid, cash(), BASE);
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json())).toMatchObject({ code: "TOTAL_CHANGED", total: BASE + 700 });
    expect(await cartStatus(cart.guid)).toBe("OPEN");
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE cart_guid = ?")
      .bind(cart.guid)
      .first<{ n: number }>();
    expect(orders!.n).toBe(0);

    // Shown the new total, the customer confirms: placed at it.
    const order = await orderOf(await placeShown(token, cart.guid, cash(), BASE + 700));
    expect(order.summary.total).toBe(BASE + 700);
  });

  it("counts the payment's campaign: the total shown for cash is not the PIX total", async () => {
    const { token } = await clientWithAddresses();
    const cart = await cartWithoutAddress(token);
    await send("PUT", `/${SHOP}/carts/${cart.guid}/delivery_method`, token, {
      cart: { delivery_type: "DELIVERY", address: CONSOLACAO },
    });
    const refused = await placeShown(token, cart.guid, PIX, BASE + 500);
    expect(apiErrorSchema.parse(await refused.json())).toMatchObject({
      code: "TOTAL_CHANGED",
      total: BASE + 500 - PIX_OFF,
    });
  });
});
