import { beforeAll, describe, expect, it } from "vitest";
import { MENU_ERRORS, menuExtrasResponseSchema, menuResponseSchema, pizzaEditorResponseSchema } from "../../contract";
import { copShop } from "./cart-fixtures";
import { staffToken } from "./console-fixtures";
import {
  EDITOR,
  OTHER_OWNER_EMAIL,
  STAFF_EMAIL,
  X_BURGER,
  changeCount,
  expectRecorded,
  menuVersion,
  ownerToken,
  readEditor,
  seedMenuShops,
  write,
} from "./console-menu-fixtures";
import { accessTokenFor, expectError, getWithToken, send } from "./helpers";
import { SHOP, json } from "./orders-fixtures";

/*
 * The moves the editor lacked (decision 115): a pizza's flavours and complements, a dish's options,
 * the cart's extras and their additionals. Each sends the whole new order, is one of the editor's
 * writes (a version and a trail row) and is what the next customer's menu lists.
 */

const PIZZA = 91100101;
const PIZZAS = 91100004;
const COP_PIZZA = 91200101;

beforeAll(seedMenuShops);

/** The customer's menu, read by a new visitor. */
async function customerMenu() {
  const response = await getWithToken(`/${SHOP}/menu`, await accessTokenFor(SHOP));
  return (await json(response, 200, (body) => menuResponseSchema.parse(body))).data;
}

const readPizza = async (token: string) =>
  (
    await json(await getWithToken(`${EDITOR}/pizzas/${PIZZA}`, token), 200, (body) =>
      pizzaEditorResponseSchema.parse(body),
    )
  ).data;

const readExtras = async (token: string) =>
  (await json(await getWithToken(`${EDITOR}/extras`, token), 200, (body) => menuExtrasResponseSchema.parse(body))).data;

const reversed = <T>(list: T[]) => [...list].reverse();

async function firstGroup(token: string) {
  const item = (await readEditor(token)).categories
    .flatMap((category) => category.items)
    .find((i) => i.id === X_BURGER)!;
  return item.option_groups.find((group) => group.options.length > 1)!;
}

describe("moves served to customers", () => {
  it("reorders a pizza's flavours: the builder lists them so, one version and a reorder row naming the pizza", async () => {
    const owner = await ownerToken();
    const flavors = (await readPizza(owner)).flavors;
    const ids = reversed(flavors.map((flavor) => flavor.id));
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/pizzas/${PIZZA}/flavors_order`, { ids }),
    );
    expect(change).toMatchObject({ action: "reorder", subject: "pizza_flavor", name: (await readPizza(owner)).name });
    expect(change.changes).toEqual([
      { field: "order", from: flavors.map((f) => f.name), to: reversed(flavors.map((f) => f.name)) },
    ]);
    const pizza = (await customerMenu()).categories.find((category) => category.id === PIZZAS)!.pizzas[0]!;
    expect(pizza.flavors.map((flavor) => flavor.id)).toEqual(ids);
  });

  it("reorders a pizza's crusts and edges: the builder lists each kind in the new order", async () => {
    const owner = await ownerToken();
    const complements = (await readPizza(owner)).complements;
    expect(complements.length).toBeGreaterThan(1);
    const ids = reversed(complements.map((complement) => complement.id));
    const { change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/pizzas/${PIZZA}/complements_order`, { ids }),
    );
    expect(change).toMatchObject({ action: "reorder", subject: "pizza_complement" });
    const pizza = (await customerMenu()).categories.find((category) => category.id === PIZZAS)!.pizzas[0]!;
    expect(pizza.complements.map((complement) => complement.id)).toEqual(
      ids.filter((id) => pizza.complements.some((complement) => complement.id === id)),
    );
  });

  it("reorders a group's options: the dish lists them so, the trail names the group and its options from and to", async () => {
    const owner = await ownerToken();
    const group = await firstGroup(owner);
    const ids = reversed(group.options.map((option) => option.id));
    const { written, change } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/option_groups/${group.id}/options_order`, { ids }),
    );
    expect(written.id).toBe(group.id);
    expect(change).toMatchObject({
      action: "reorder",
      subject: "option_group",
      subject_id: group.id,
      name: group.name,
    });
    expect(change.changes).toEqual([
      { field: "options", from: group.options.map((o) => o.name), to: reversed(group.options.map((o) => o.name)) },
    ]);
    const dish = (await customerMenu()).categories
      .flatMap((category) => category.items)
      .find((i) => i.id === X_BURGER)!;
    const served = dish.option_groups.find((candidate) => candidate.id === group.id)!;
    expect(served.options.map((option) => option.id)).toEqual(
      ids.filter((id) => served.options.some((o) => o.id === id)),
    );
  });

  it("reorders the cart's extras and a group's additionals: the menu's extras come in the new order", async () => {
    const owner = await ownerToken();
    const { extras } = await readExtras(owner);
    const groupIds = reversed(extras.map((extra) => extra.id));
    const { change } = await expectRecorded(owner, () => write(owner, "PUT", "/extras_order", { ids: groupIds }));
    expect(change).toMatchObject({ action: "reorder", subject: "extra", subject_id: null });
    const molhos = extras.find((extra) => extra.additionals.length > 1)!;
    const ids = reversed(molhos.additionals.map((additional) => additional.id));
    const { change: inner } = await expectRecorded(owner, () =>
      write(owner, "PUT", `/extras/${molhos.id}/additionals_order`, { ids }),
    );
    expect(inner).toMatchObject({ action: "reorder", subject: "extra", subject_id: molhos.id, name: molhos.name });
    const served = (await customerMenu()).extras;
    expect(served.map((extra) => extra.id)).toEqual(groupIds.filter((id) => served.some((extra) => extra.id === id)));
    const servedMolhos = served.find((extra) => extra.id === molhos.id)!;
    expect(servedMolhos.additionals.map((additional) => additional.id)).toEqual(
      ids.filter((id) => servedMolhos.additionals.some((additional) => additional.id === id)),
    );
  });
});

describe("who may move", () => {
  it("refuses every move to staff and another store's owner (403), writing nothing", async () => {
    const owner = await ownerToken();
    const staff = await staffToken(SHOP, STAFF_EMAIL);
    const otherOwner = await staffToken(copShop.slug, OTHER_OWNER_EMAIL);
    const pizza = await readPizza(owner);
    const group = await firstGroup(owner);
    const { extras } = await readExtras(owner);
    const moves: [string, number[]][] = [
      [`/pizzas/${PIZZA}/flavors_order`, pizza.flavors.map((flavor) => flavor.id)],
      [`/pizzas/${PIZZA}/complements_order`, pizza.complements.map((complement) => complement.id)],
      [`/option_groups/${group.id}/options_order`, group.options.map((option) => option.id)],
      ["/extras_order", extras.map((extra) => extra.id)],
      [`/extras/${extras[0]!.id}/additionals_order`, extras[0]!.additionals.map((additional) => additional.id)],
    ];
    const version = await menuVersion();
    const count = await changeCount();
    for (const [path, ids] of moves) {
      await expectError(await send("PUT", `${EDITOR}${path}`, staff, { ids }), 403, "FORBIDDEN");
      await expectError(await send("PUT", `${EDITOR}${path}`, otherOwner, { ids }), 403, "FORBIDDEN");
    }
    expect(await menuVersion()).toBe(version);
    expect(await changeCount()).toBe(count);
  });

  it("answers 404 for another store's pizza from its own owner, and refuses an order that is not every id once", async () => {
    const owner = await ownerToken();
    const version = await menuVersion();
    await expectError(
      await send("PUT", `${EDITOR}/pizzas/${COP_PIZZA}/flavors_order`, owner, { ids: [1] }),
      404,
      "NOT_FOUND",
    );
    const flavors = (await readPizza(owner)).flavors.map((flavor) => flavor.id);
    const refused = await expectError(
      await send("PUT", `${EDITOR}/pizzas/${PIZZA}/flavors_order`, owner, { ids: flavors.slice(1) }),
      422,
      "VALIDATION_ERROR",
    );
    expect(refused.errors).toEqual([{ field: "ids", message: MENU_ERRORS.orderInvalid }]);
    const group = await firstGroup(owner);
    await expectError(
      await send("PUT", `${EDITOR}/option_groups/${group.id}/options_order`, owner, {
        ids: [...group.options.map((option) => option.id), flavors[0]!],
      }),
      422,
      "VALIDATION_ERROR",
    );
    expect(await menuVersion()).toBe(version);
  });
});
