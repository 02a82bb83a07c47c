import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_CART_LINES, MAX_REQUEST_BODY_BYTES, cartResponseSchema } from "../../contract";
import { cartShop } from "./cart-fixtures";
import { accessTokenFor, call, expectError, seed, send } from "./helpers";

const SHOP = "test-carrinho";
const BATATA = 91100012;

// Lines told apart by their notes: each one is a line of its own.
const batata = (note: string) => ({ item_id: BATATA, quantity: 1, notes: note });
const batatas = (count: number, prefix = "n") =>
  Array.from({ length: count }, (_, index) => batata(`${prefix}${index}`));

let token: string;

beforeAll(() => seed([cartShop]));
beforeEach(async () => {
  token = await accessTokenFor(SHOP, `visitor-${crypto.randomUUID()}`);
});

describe("the cart's line cap", () => {
  it(`takes ${MAX_CART_LINES} lines, refuses a new one with 422 CART_FULL and still adds to a line it holds`, async () => {
    const created = await send("POST", `/${SHOP}/carts`, token, { cart: { items: batatas(MAX_CART_LINES) } });
    expect(created.status).toBe(201);
    const cart = cartResponseSchema.parse(await created.json()).data;
    expect(cart.items).toHaveLength(MAX_CART_LINES);

    const refused = await expectError(
      await send("POST", `/${SHOP}/carts/${cart.guid}/items`, token, { item: batata("one more") }),
      422,
      "CART_FULL",
    );
    expect(refused.message).toContain(String(MAX_CART_LINES));
    await expectError(
      await send("POST", `/${SHOP}/carts`, token, { cart: { items: [batata("via create")] } }),
      422,
      "CART_FULL",
    );

    const more = await send("POST", `/${SHOP}/carts/${cart.guid}/items`, token, { item: batata("n0") });
    expect(more.status).toBe(200);
    const after = cartResponseSchema.parse(await more.json()).data;
    expect(after.items).toHaveLength(MAX_CART_LINES);
    expect(after.items.find((line) => line.notes === "n0")?.quantity).toBe(2);
  });

  it("counts the lines a create adds to the visitor's open cart", async () => {
    const first = await send("POST", `/${SHOP}/carts`, token, { cart: { items: batatas(60, "a") } });
    expect(first.status).toBe(201);
    await expectError(
      await send("POST", `/${SHOP}/carts`, token, { cart: { items: batatas(41, "b") } }),
      422,
      "CART_FULL",
    );
    const second = await send("POST", `/${SHOP}/carts`, token, { cart: { items: batatas(40, "b") } });
    expect(second.status).toBe(200);
    expect(cartResponseSchema.parse(await second.json()).data.items).toHaveLength(100);
  });

  it(`refuses a create request with more than ${MAX_CART_LINES} items or pizzas with 400`, async () => {
    const error = await expectError(
      await send("POST", `/${SHOP}/carts`, token, { cart: { items: batatas(MAX_CART_LINES + 1) } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.errors?.[0]?.field).toBe("cart.items");
  });
});

describe("request bodies", () => {
  const bearer = () => ({ Authorization: `Bearer ${token}` });

  it(`over ${MAX_REQUEST_BODY_BYTES} bytes answer 413 PAYLOAD_TOO_LARGE, with or without a declared length`, async () => {
    const big = JSON.stringify({ cart: { notes: "x".repeat(MAX_REQUEST_BODY_BYTES) } });
    const declared = await call(`/${SHOP}/carts`, {
      method: "POST",
      headers: { ...bearer(), "content-type": "application/json" },
      body: big,
    });
    await expectError(declared, 413, "PAYLOAD_TOO_LARGE");

    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await call(`/${SHOP}/carts`, {
      method: "POST",
      headers: { ...bearer(), "content-type": "application/json" },
      body: streamed,
    });
    await expectError(chunked, 413, "PAYLOAD_TOO_LARGE");
  });

  it("that are not JSON answer 415 UNSUPPORTED_MEDIA_TYPE", async () => {
    const body = JSON.stringify({ cart: { items: [batata("x")] } });
    await expectError(
      await call(`/${SHOP}/carts`, { method: "POST", headers: bearer(), body }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    await expectError(
      await call(`/${SHOP}/carts`, { method: "POST", headers: { ...bearer(), "content-type": "text/plain" }, body }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    await expectError(
      await call("/authenticates/client_secret_key", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "slug=x",
      }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
  });

  it("with a JSON content type and parameters are read", async () => {
    const response = await call(`/${SHOP}/carts`, {
      method: "POST",
      headers: { ...bearer(), "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ cart: { items: [batata("x")] } }),
    });
    expect(response.status).toBe(201);
  });
});
