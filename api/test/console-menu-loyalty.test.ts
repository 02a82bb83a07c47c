import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MENU_ERRORS, MENU_POINTS_PRICE_MAX, productsToRedeemResponseSchema } from "../../contract";
import { insertClient, sessionToken } from "./client-fixtures";
import {
  EDITOR,
  LANCHES,
  X_BURGER,
  expectRecorded,
  newItem,
  ownerToken,
  readEditor,
  seedMenuShops,
  write,
} from "./console-menu-fixtures";
import { expectError, getWithToken, send } from "./helpers";
import { LOYALTY_SETTINGS, SHOP, json, shop } from "./orders-fixtures";

/*
 * The dishes the loyalty programme redeems, in the menu editor: a category's `redeemable` and a
 * dish's `points_price`, each recorded from and to with the version raised, refused on a dish of a
 * category that is not redeemable, and seen at once by the customer's list of products to redeem.
 */

const RESGATE = 91100003; // the shop's redeemable category
const BRINDE = 91100031; // its dish, without a points price

beforeAll(async () => {
  await seedMenuShops();
  await env.DB.prepare("UPDATE merchants SET loyalty_settings = ?1 WHERE id = ?2")
    .bind(JSON.stringify(LOYALTY_SETTINGS), shop.id)
    .run();
});

const itemOf = async (token: string, id: number) =>
  (await readEditor(token)).categories.flatMap((category) => category.items).find((item) => item.id === id)!;

const categoryOf = async (token: string, id: number) =>
  (await readEditor(token)).categories.find((category) => category.id === id)!;

/** The dish sent back as the editor reads it, with `overrides`. */
const dishRequest = async (token: string, id: number, overrides: Record<string, unknown>) => {
  const dish = await itemOf(token, id);
  return {
    category_id: dish.category_id,
    name: dish.name,
    description: dish.description,
    price: dish.price,
    original_price: dish.original_price,
    tags: dish.tags,
    enabled: dish.enabled,
    serves: dish.serves,
    ...overrides,
  };
};

async function toRedeem() {
  const client = await insertClient(shop.id, { email: `resgate-${crypto.randomUUID()}@cardapio.test` });
  const token = await sessionToken(SHOP, shop.id, client);
  return json(
    await getWithToken(`/${SHOP}/loyalty/clients/${client}/products_to_redeem`, token),
    200,
    (body) => productsToRedeemResponseSchema.parse(body).data.products,
  );
}

describe("points prices", () => {
  it("sets a dish's points price, recorded, and the customer's list of products to redeem shows it", async () => {
    const owner = await ownerToken();
    expect((await toRedeem()).map((product) => product.item_id)).not.toContain(BRINDE);
    const body = await dishRequest(owner, BRINDE, { points_price: 250 });
    const { change } = await expectRecorded(owner, () => write(owner, "PUT", `/items/${BRINDE}`, body));
    expect(change.changes).toEqual([{ field: "points_price", from: null, to: 250 }]);
    expect((await itemOf(owner, BRINDE)).points_price).toBe(250);
    expect(await toRedeem()).toContainEqual(expect.objectContaining({ item_id: BRINDE, points: 250 }));

    // Absent keeps it (the requests of before the field).
    await write(owner, "PUT", `/items/${BRINDE}`, await dishRequest(owner, BRINDE, { name: "Brinde da casa" }));
    expect((await itemOf(owner, BRINDE)).points_price).toBe(250);

    const cleared = await dishRequest(owner, BRINDE, { points_price: null, name: "Brinde" });
    const { change: clearing } = await expectRecorded(owner, () => write(owner, "PUT", `/items/${BRINDE}`, cleared));
    expect(clearing.changes).toContainEqual({ field: "points_price", from: 250, to: null });
    expect((await toRedeem()).map((product) => product.item_id)).not.toContain(BRINDE);
  });

  it("refuses a points price on a dish of a category that is not redeemable, beside the field", async () => {
    const owner = await ownerToken();
    const before = await itemOf(owner, X_BURGER);
    const body = await dishRequest(owner, X_BURGER, { points_price: 100 });
    const refused = await expectError(
      await send("PUT", `${EDITOR}/items/${X_BURGER}`, owner, body),
      422,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual([{ field: "points_price", message: MENU_ERRORS.pointsPriceNotRedeemable }]);
    const created = await expectError(
      await send("POST", `${EDITOR}/items`, owner, newItem({ category_id: LANCHES, points_price: 100 })),
      422,
      "VALIDATION_ERROR",
    );
    expect(created.errors).toEqual([{ field: "points_price", message: MENU_ERRORS.pointsPriceNotRedeemable }]);
    expect(await itemOf(owner, X_BURGER)).toEqual(before);
  });

  it("bounds a points price to 1..MENU_POINTS_PRICE_MAX whole points", async () => {
    const owner = await ownerToken();
    for (const points of [0, -5, 1.5, MENU_POINTS_PRICE_MAX + 1]) {
      const body = await dishRequest(owner, BRINDE, { points_price: points });
      const refused = await expectError(
        await send("PUT", `${EDITOR}/items/${BRINDE}`, owner, body),
        400,
        "VALIDATION_ERROR",
      );
      expect(refused.errors).toEqual([{ field: "points_price", message: MENU_ERRORS.pointsPriceInvalid }]);
    }
    const top = await dishRequest(owner, BRINDE, { points_price: MENU_POINTS_PRICE_MAX });
    await write(owner, "PUT", `/items/${BRINDE}`, top);
    expect((await itemOf(owner, BRINDE)).points_price).toBe(MENU_POINTS_PRICE_MAX);
    await write(owner, "PUT", `/items/${BRINDE}`, await dishRequest(owner, BRINDE, { points_price: null }));
  });

  it("gives a new dish of a redeemable category its points price", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "POST", "/items", newItem({ category_id: RESGATE, name: "Café", points_price: 40 }), 201),
    );
    expect(change.changes).toContainEqual({ field: "points_price", from: null, to: 40 });
    expect(await toRedeem()).toContainEqual(expect.objectContaining({ item_id: written.id, points: 40 }));
    await write(owner, "DELETE", `/items/${written.id}`);
  });
});

describe("redeemable categories", () => {
  it("makes a category redeemable and back, recorded, its priced dishes listed to redeem only while it is", async () => {
    const owner = await ownerToken();
    const lanches = await categoryOf(owner, LANCHES);
    expect(lanches.redeemable).toBe(false);
    const request = { name: lanches.name, description: lanches.description, enabled: lanches.enabled };
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/categories/${LANCHES}`, { ...request, redeemable: true }),
    );
    expect(change.changes).toEqual([{ field: "redeemable", from: false, to: true }]);
    expect((await categoryOf(owner, LANCHES)).redeemable).toBe(true);

    // Now its dishes take a points price.
    await write(owner, "PUT", `/items/${X_BURGER}`, await dishRequest(owner, X_BURGER, { points_price: 900 }));
    expect(await toRedeem()).toContainEqual(expect.objectContaining({ item_id: X_BURGER, points: 900 }));

    // Absent keeps it.
    await write(owner, "PUT", `/categories/${LANCHES}`, { ...request, description: "Os lanches" });
    expect((await categoryOf(owner, LANCHES)).redeemable).toBe(true);

    const { change: back } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/categories/${LANCHES}`, { ...request, redeemable: false }),
    );
    expect(back.changes).toContainEqual({ field: "redeemable", from: true, to: false });
    expect((await toRedeem()).map((product) => product.item_id)).not.toContain(X_BURGER);
    await write(owner, "PUT", `/items/${X_BURGER}`, await dishRequest(owner, X_BURGER, { points_price: null }));
  });

  it("creates a redeemable category, recorded", async () => {
    const owner = await ownerToken();
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "POST", "/categories", { name: "Trocas", enabled: true, redeemable: true }, 201),
    );
    expect(change.changes).toContainEqual({ field: "redeemable", from: null, to: true });
    expect((await categoryOf(owner, written.id!)).redeemable).toBe(true);
    await write(owner, "DELETE", `/categories/${written.id}`);
  });
});
