import { beforeAll, describe, expect, it } from "vitest";
import {
  type Cart,
  cartResponseSchema,
  type Item,
  MAX_CART_LINES,
  type Menu,
  menuResponseSchema,
} from "../../contract";
import { demoMerchants } from "../seed/data";
import { accessTokenFor, getWithToken, seed, send } from "./helpers";

// Every dish of every demo store, with the obvious choices (the first `min` enabled options of
// each required group), in a cart created with them all at once through the API (the storefront's
// first add creates the cart that way; one request a store keeps this file to a few seconds, where
// one request a dish, each answered with the whole cart, took about 4 s a store). Each line must
// cost what the menu shows: the dish's price plus its options'. The dialog that makes these choices
// is app/components/menu/ItemDialog.every-dish.test.tsx.

const stores = demoMerchants.filter((merchant) => merchant.type === "STORE");

beforeAll(() => seed(demoMerchants));

const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);

/** The dishes a customer can add: enabled and available, in an enabled category that is not for points. */
const orderable = (menu: Menu): Item[] =>
  menu.categories
    .filter((category) => category.enabled && !category.redeemable)
    .flatMap((category) => byOrder(category.items))
    .filter((item) => item.enabled && item.available);

const obviousChoices = (item: Item) =>
  byOrder(item.option_groups).flatMap((group) =>
    byOrder(group.options.filter((option) => option.enabled)).slice(0, group.min),
  );

async function cartOf(response: Response, status: number): Promise<Cart> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return cartResponseSchema.parse(body).data;
}

describe("every demo dish", () => {
  it.each(stores.map((merchant) => merchant.slug))("%s: costs in the cart what its menu shows", async (slug) => {
    const token = await accessTokenFor(slug, `visitor-${crypto.randomUUID()}`);
    const menuResponse = await getWithToken(`/${slug}/menu`, token);
    expect(menuResponse.status).toBe(200);
    const dishes = orderable(menuResponseSchema.parse(await menuResponse.json()).data);
    expect(dishes.length).toBeGreaterThan(0);

    const added = dishes.map((item) => ({ item, options: obviousChoices(item) }));
    const items = added.map(({ item, options }) => ({
      item_id: item.id,
      quantity: 1,
      notes: null,
      options: options.map((option) => ({ option_id: option.id, quantity: 1 })),
    }));
    // A cart holds MAX_CART_LINES lines: the market's hundreds of dishes go in several, a visitor each.
    const lines: Cart["items"] = [];
    for (let start = 0; start < items.length; start += MAX_CART_LINES) {
      const visitor = start === 0 ? token : await accessTokenFor(slug, `visitor-${crypto.randomUUID()}`);
      const chunk = items.slice(start, start + MAX_CART_LINES);
      lines.push(
        ...(
          await cartOf(
            await send("POST", `/${slug}/carts`, visitor, {
              cart: { delivery_type: null, table_id: null, items: chunk },
            }),
            201,
          )
        ).items,
      );
    }

    // One line a dish, each with its choices, at the menu's price.
    expect(lines).toHaveLength(dishes.length);
    for (const { item, options } of added) {
      const line = lines.find((candidate) => candidate.item_id === item.id)!;
      const unitPrice = item.price + options.reduce((sum, option) => sum + option.price, 0);
      expect(
        {
          name: line.name,
          quantity: line.quantity,
          options: line.options.map((option) => [option.option_id, option.price]).sort(),
          unit_price: line.unit_price,
          total: line.total,
        },
        item.name,
      ).toEqual({
        name: item.name,
        quantity: 1,
        options: options.map((option) => [option.id, option.price]).sort(),
        unit_price: unitPrice,
        total: unitPrice,
      });
    }
  });
});
