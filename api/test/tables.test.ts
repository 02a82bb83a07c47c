import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Consumption,
  type Table,
  adminTableRoundListResponseSchema,
  cartResponseSchema,
  consumptionResponseSchema,
  solicitationResponseSchema,
  tableAssignmentResponseSchema,
  tableCartResponseSchema,
  tableResponseSchema,
} from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { cartShop } from "./cart-fixtures";
import { merchant } from "./fixtures";
import { accessTokenFor, call, expectError, seed, send } from "./helpers";

/*
 * Table ordering: joining a table, the owner of a sitting, each guest's own cart, rounds
 * sent once, the bill with the service charge in exact minor units, asking for the bill and the
 * merchant's moves, leaving, and every way to reach a table that is not the caller's (404).
 */

const tableModes = { ...cartShop.operation_modes, table_configuration: { enabled: true } };

/** The cart shop with table ordering, 10 % service charge, and tables of every modality. */
const shop: SeedMerchant = {
  ...cartShop,
  id: 93100000,
  slug: "test-mesas",
  name: "Bar das Mesas",
  operation_modes: tableModes,
  table_order_settings: {
    modality: 1,
    qr_code_type: "TABLE",
    service_tax_enabled: true,
    service_tax_value: 1000,
    client_name_and_phone: false,
  },
  tables: [
    { id: 93100901, code: "MESA-1", number: 1, name: "Mesa 1", enabled: true },
    { id: 93100902, code: "MESA-2", number: 2, name: "Mesa 2", enabled: true },
    { id: 93100903, code: "MESA-3", number: 3, name: "Mesa 3", enabled: true, modality: 2 },
    { id: 93100904, code: "MESA-4", number: 4, name: "Mesa 4", enabled: true, modality: 3 },
    { id: 93100905, code: "MESA-5", number: 5, name: "Mesa 5", enabled: true },
    { id: 93100906, code: "MESA-6", number: 6, name: "Mesa 6", enabled: true },
    { id: 93100907, code: "MESA-7", number: 7, name: "Mesa 7", enabled: true },
    { id: 93100908, code: "MESA-8", number: 8, name: "Mesa 8", enabled: true },
    { id: 93100909, code: "MESA-9", number: 9, name: "Mesa 9", enabled: false },
  ],
};
const SHOP = shop.slug;

/** Another merchant with table ordering: its tables are not the shop's. */
const other: SeedMerchant = {
  ...merchant({ id: 93200000, slug: "test-mesas-outra", name: "Outro Bar" }),
  operation_modes: {
    ...merchant({ id: 0, slug: "x", name: "x" }).operation_modes,
    table_configuration: { enabled: true },
  },
  table_order_settings: {
    modality: 1,
    qr_code_type: null,
    service_tax_enabled: false,
    service_tax_value: 0,
    client_name_and_phone: false,
  },
  tables: [{ id: 93200901, code: "MESA-1", number: 1, name: "Mesa 1", enabled: true }],
};

/** Tables in the database, but the merchant takes no table orders (modality null). */
const noTables: SeedMerchant = {
  ...merchant({ id: 93300000, slug: "test-sem-mesas", name: "Sem Mesas" }),
  tables: [{ id: 93300901, code: "MESA-1", number: 1, name: "Mesa 1", enabled: true }],
};

const BATATA = 91100012; // R$ 12,00
const X_BURGER = 91100011; // R$ 25,00, "Ao ponto" free, "Bacon" R$ 4,00
const AO_PONTO = 91100602;
const BACON = 91100611;

const guestToken = (slug = SHOP) => accessTokenFor(slug, `guest-${crypto.randomUUID()}`);

async function ok<T>(response: Response, status: number, parse: (body: unknown) => T): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return parse(body);
}

const join = async (token: string, tableId: number, name = "Ana", status = 201) =>
  ok(
    await send("POST", `/${SHOP}/tables/${tableId}/client`, token, { client_name: name, guests: 2 }),
    status,
    (body) => tableAssignmentResponseSchema.parse(body).data,
  );

const readTable = async (token: string, tableId: number): Promise<Table> =>
  ok(await send("GET", `/${SHOP}/tables/${tableId}`, token), 200, (body) => tableResponseSchema.parse(body).data);

const bill = async (token: string, tableId: number): Promise<Consumption> =>
  ok(
    await send("GET", `/${SHOP}/tables/${tableId}/consumption`, token),
    200,
    (body) => consumptionResponseSchema.parse(body).data,
  );

/** A TABLE cart of `tableId` with these items. */
async function tableCart(token: string, tableId: number, items: unknown[]): Promise<string> {
  const response = await send("POST", `/${SHOP}/carts`, token, {
    cart: { table_id: tableId, delivery_type: "TABLE", items },
  });
  return ok(response, 201, (body) => cartResponseSchema.parse(body).data.guid);
}

const openRound = (token: string, tableId: number, cartGuid: string) =>
  send("POST", `/${SHOP}/tables/${tableId}/solicitations`, token, { cart_guid: cartGuid });
const sendRound = (token: string, tableId: number, sid: number) =>
  send("POST", `/${SHOP}/tables/${tableId}/solicitations/${sid}/send`, token);

/** Cart, round and send: the round's id. */
async function sendItems(token: string, tableId: number, items: unknown[]): Promise<number> {
  const guid = await tableCart(token, tableId, items);
  const round = await ok(
    await openRound(token, tableId, guid),
    201,
    (body) => solicitationResponseSchema.parse(body).data,
  );
  const sent = await ok(
    await sendRound(token, tableId, round.id),
    200,
    (body) => solicitationResponseSchema.parse(body).data,
  );
  expect(sent.status).toBe("SENT");
  return round.id;
}

const adminMove = (tableId: number, status: string) =>
  call(`/admin/tables/${tableId}/status`, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.ADMIN_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ status }),
  });

beforeAll(async () => {
  await seed([shop, other, noTables]);
});

describe("reading a table by its code", () => {
  it("answers the table, its modality and whether this device is at it", async () => {
    const token = await guestToken();
    const table = await ok(
      await send("GET", `/${SHOP}/tables/code/MESA-2`, token),
      200,
      (body) => tableResponseSchema.parse(body).data,
    );
    expect(table).toMatchObject({
      id: 93100902,
      number: 2,
      enabled: true,
      status: "OPEN",
      modality: 1,
      table_clients: [],
      table_client_id: null,
    });
    const modalities = await Promise.all(
      ["MESA-3", "MESA-4"].map(async (code) =>
        ok(
          await send("GET", `/${SHOP}/tables/code/${code}`, token),
          200,
          (body) => tableResponseSchema.parse(body).data.modality,
        ),
      ),
    );
    expect(modalities).toEqual([2, 3]);
    const disabled = await ok(
      await send("GET", `/${SHOP}/tables/code/MESA-9`, token),
      200,
      (body) => tableResponseSchema.parse(body).data,
    );
    expect(disabled.enabled).toBe(false);
  });

  it("is 404 for an unknown code, another merchant's table, and a merchant without table ordering", async () => {
    await expectError(await send("GET", `/${SHOP}/tables/code/MESA-99`, await guestToken()), 404, "NOT_FOUND");
    await expectError(
      await send("GET", `/test-sem-mesas/tables/code/MESA-1`, await guestToken("test-sem-mesas")),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await send("POST", `/test-sem-mesas/tables/93300901/client`, await guestToken("test-sem-mesas"), {
        client_name: "Ana",
      }),
      404,
      "NOT_FOUND",
    );
    // The other merchant's code MESA-1 is its own table, never the shop's.
    const theirs = await ok(
      await send("GET", `/test-mesas-outra/tables/code/MESA-1`, await guestToken("test-mesas-outra")),
      200,
      (body) => tableResponseSchema.parse(body).data,
    );
    expect(theirs.id).toBe(93200901);
  });
});

describe("joining a table", () => {
  it("makes the first guest the owner, the next ones not, and answers a returning guest's own client", async () => {
    const [ana, bruno] = await Promise.all([guestToken(), guestToken()]);
    const first = await join(ana, 93100903, "Ana");
    expect(first.table_client).toMatchObject({ name: "Ana", guests: 2, owner: true });
    expect(first.table.modality).toBe(2);
    const second = await join(bruno, 93100903, "Bruno");
    expect(second.table_client.owner).toBe(false);
    // Modality 2: the refetched table says who the owner is, for every guest.
    const seenByBruno = await readTable(bruno, 93100903);
    expect(seenByBruno.table_clients.map((client) => [client.name, client.owner])).toEqual([
      ["Ana", true],
      ["Bruno", false],
    ]);
    expect(seenByBruno.table_client_id).toBe(second.table_client.id);
    const again = await join(ana, 93100903, "Outro nome", 200);
    expect(again.table_client).toEqual(first.table_client);
    // By the code, a guest sees the table-mates; a stranger sees the table but not who sits at it.
    const byCode = async (token: string) =>
      ok(await send("GET", `/${SHOP}/tables/code/MESA-3`, token), 200, (body) => tableResponseSchema.parse(body).data);
    expect((await byCode(bruno)).table_clients.map((client) => client.name)).toEqual(["Ana", "Bruno"]);
    const seenByStranger = await byCode(await guestToken());
    expect([seenByStranger.table_clients, seenByStranger.table_client_id, seenByStranger.modality]).toEqual([
      [],
      null,
      2,
    ]);
  });

  it("gives a sitting one owner when guests join at the same moment", async () => {
    const tokens = await Promise.all(Array.from({ length: 4 }, () => guestToken()));
    const joined = await Promise.all(tokens.map((token, index) => join(token, 93100904, `Convidado ${index}`)));
    expect(joined.filter((assignment) => assignment.table_client.owner)).toHaveLength(1);
    expect((await readTable(tokens[0]!, 93100904)).table_clients).toHaveLength(4);
  });

  it("refuses a short name, and a disabled table is as unknown as a missing one", async () => {
    const token = await guestToken();
    const error = await expectError(
      await send("POST", `/${SHOP}/tables/93100901/client`, token, { client_name: " A ", guests: 1 }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.errors?.map((field) => field.field)).toContain("client_name");
    await expectError(
      await send("POST", `/${SHOP}/tables/93100909/client`, token, { client_name: "Ana" }),
      404,
      "NOT_FOUND",
    );
    await expectError(await send("GET", `/${SHOP}/tables/93100901`, token), 404, "NOT_FOUND");
  });
});

describe("rounds and the bill", () => {
  it("keeps each guest's cart their own, sends each round once, and bills both with the service charge", async () => {
    const [ana, bruno] = await Promise.all([guestToken(), guestToken()]);
    await join(ana, 93100901, "Ana");
    await join(bruno, 93100901, "Bruno");

    const cartOf = async (token: string) =>
      ok(
        await send("GET", `/${SHOP}/tables/93100901/cart`, token),
        200,
        (body) => tableCartResponseSchema.parse(body).data.guid,
      );
    expect(await cartOf(ana)).toBeNull();
    const anaCart = await tableCart(ana, 93100901, [{ item_id: BATATA, quantity: 2 }]);
    expect([await cartOf(ana), await cartOf(bruno)]).toEqual([anaCart, null]);
    // Bruno can neither read Ana's unsent cart nor send it as his round.
    await expectError(await send("GET", `/${SHOP}/carts/${anaCart}`, bruno), 404, "CART_NOT_FOUND");
    await expectError(await openRound(bruno, 93100901, anaCart), 404, "CART_NOT_FOUND");

    const round = await ok(
      await openRound(ana, 93100901, anaCart),
      201,
      (body) => solicitationResponseSchema.parse(body).data,
    );
    expect(round).toMatchObject({ status: "PENDING", cart_guid: anaCart, subtotal: 0 });
    const reopened = await ok(
      await openRound(ana, 93100901, anaCart),
      200,
      (body) => solicitationResponseSchema.parse(body).data,
    );
    expect(reopened.id).toBe(round.id);
    // Bruno cannot send Ana's round either.
    await expectError(await sendRound(bruno, 93100901, round.id), 404, "NOT_FOUND");

    // A double tap: both answers are the one sent round.
    const sends = await Promise.all([sendRound(ana, 93100901, round.id), sendRound(ana, 93100901, round.id)]);
    const sent = await Promise.all(
      sends.map((response) => ok(response, 200, (body) => solicitationResponseSchema.parse(body).data)),
    );
    expect(sent.map((answer) => [answer.id, answer.status, answer.subtotal])).toEqual([
      [round.id, "SENT", 2400],
      [round.id, "SENT", 2400],
    ]);
    expect(sent[0]!.items.map((line) => [line.name, line.quantity, line.total])).toEqual([["Batata frita", 2, 2400]]);
    // The cart went with the round: the next line starts a new cart.
    const anaCartNow = await ok(
      await send("GET", `/${SHOP}/carts/${anaCart}`, ana),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(anaCartNow.status).toBe("FINALIZED");
    expect(await cartOf(ana)).toBeNull();
    await expectError(
      await send("POST", `/${SHOP}/carts/${anaCart}/items`, ana, { item: { item_id: BATATA, quantity: 1 } }),
      422,
      "CART_FINALIZED",
    );

    await sendItems(bruno, 93100901, [
      { item_id: X_BURGER, quantity: 1, options: [{ option_id: AO_PONTO }, { option_id: BACON }] },
    ]);
    // Ana's second round, and an unsent cart of Bruno's that must not reach the bill.
    await sendItems(ana, 93100901, [{ item_id: BATATA, quantity: 1 }]);
    await tableCart(bruno, 93100901, [{ item_id: BATATA, quantity: 5 }]);

    const seenByAna = await bill(ana, 93100901);
    expect(await bill(bruno, 93100901)).toEqual(seenByAna);
    expect(seenByAna.guests.map((guest) => [guest.table_client.name, guest.rounds.length, guest.subtotal])).toEqual([
      ["Ana", 2, 3600],
      ["Bruno", 1, 2900],
    ]);
    // 10 % of R$ 65,00.
    expect(seenByAna.adjustments).toEqual([
      { type: "INCREASE", source: "SERVICE_CHARGE", name: "Taxa de serviço", amount: 650 },
    ]);
    expect(seenByAna.summary).toEqual({ subtotal: 6500, increase: 650, total: 7150 });

    // The kitchen got the three rounds, newest first, with their lines.
    const kitchen = await call(`/admin/table_rounds?slug=${SHOP}&limit=100`, {
      headers: { Authorization: `Bearer ${env.ADMIN_KEY}` },
    });
    const rounds = await ok(kitchen, 200, (body) =>
      adminTableRoundListResponseSchema.parse(body).data.filter((round) => round.table_id === 93100901),
    );
    expect(
      rounds.map((round) => [
        round.table_number,
        round.table_client_name,
        round.subtotal,
        round.items.map((line) => line.name),
      ]),
    ).toEqual([
      [1, "Ana", 1200, ["Batata frita"]],
      [1, "Bruno", 2900, ["X-Burger"]],
      [1, "Ana", 2400, ["Batata frita"]],
    ]);
  });

  it("turns the cart a visitor filled before scanning into their cart at the table", async () => {
    const carla = await guestToken();
    const browsing = await ok(
      await send("POST", `/${SHOP}/carts`, carla, { cart: { items: [{ item_id: BATATA, quantity: 1 }] } }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect([browsing.delivery.type, browsing.table_id]).toEqual(["DELIVERY", null]);
    await join(carla, 93100906, "Carla");
    const atTable = await ok(
      await send("GET", `/${SHOP}/carts/${browsing.guid}`, carla),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect([atTable.delivery.type, atTable.table_id, atTable.items.length]).toEqual(["TABLE", 93100906, 1]);
    const round = await ok(
      await openRound(carla, 93100906, browsing.guid),
      201,
      (body) => solicitationResponseSchema.parse(body).data,
    );
    expect(
      (await ok(await sendRound(carla, 93100906, round.id), 200, (body) => solicitationResponseSchema.parse(body).data))
        .subtotal,
    ).toBe(1200);
  });

  it("takes only an open TABLE cart of this table with lines", async () => {
    const ana = await guestToken();
    await join(ana, 93100905, "Ana");
    const otherTable = await tableCart(ana, 93100902, [{ item_id: BATATA, quantity: 1 }]);
    await expectError(await openRound(ana, 93100905, otherTable), 422, "INVALID_CART");
    await send("DELETE", `/${SHOP}/carts/${otherTable}`, ana);
    const delivery = await ok(
      await send("POST", `/${SHOP}/carts`, ana, {
        cart: { delivery_type: "DELIVERY", items: [{ item_id: BATATA, quantity: 1 }] },
      }),
      201,
      (body) => cartResponseSchema.parse(body).data.guid,
    );
    await expectError(await openRound(ana, 93100905, delivery), 422, "INVALID_CART");
    await send("DELETE", `/${SHOP}/carts/${delivery}`, ana);
    const emptied = await tableCart(ana, 93100905, [{ item_id: BATATA, quantity: 1 }]);
    const line = (
      await ok(await send("GET", `/${SHOP}/carts/${emptied}`, ana), 200, (body) => cartResponseSchema.parse(body).data)
    ).items[0]!;
    await send("DELETE", `/${SHOP}/carts/${emptied}/items/${line.id}`, ana);
    await expectError(await openRound(ana, 93100905, emptied), 422, "INVALID_CART");
  });
});

describe("another table, another merchant", () => {
  it("answers 404 to a guest of table 1 for everything of table 2, and to another merchant's guest", async () => {
    const [ana, bruno] = await Promise.all([guestToken(), guestToken()]);
    await join(ana, 93100906, "Ana");
    await join(bruno, 93100907, "Bruno");
    const brunoRound = await sendItems(bruno, 93100907, [{ item_id: BATATA, quantity: 1 }]);
    const anaCart = await tableCart(ana, 93100906, [{ item_id: BATATA, quantity: 1 }]);

    await expectError(await send("GET", `/${SHOP}/tables/93100907`, ana), 404, "NOT_FOUND");
    await expectError(await send("GET", `/${SHOP}/tables/93100907/consumption`, ana), 404, "NOT_FOUND");
    await expectError(await send("GET", `/${SHOP}/tables/93100907/solicitations/${brunoRound}`, ana), 404, "NOT_FOUND");
    await expectError(await sendRound(ana, 93100907, brunoRound), 404, "NOT_FOUND");
    await expectError(await openRound(ana, 93100907, anaCart), 404, "NOT_FOUND");
    await expectError(await send("POST", `/${SHOP}/tables/93100907/close`, ana), 404, "NOT_FOUND");
    await expectError(await send("DELETE", `/${SHOP}/tables/93100907/client`, ana), 404, "NOT_FOUND");
    // Bruno's round through Ana's own table is not hers either.
    await expectError(await sendRound(ana, 93100906, brunoRound), 404, "NOT_FOUND");

    const stranger = await guestToken("test-mesas-outra");
    await expectError(await send("GET", `/test-mesas-outra/tables/93100907`, stranger), 404, "NOT_FOUND");
    await expectError(
      await send("POST", `/test-mesas-outra/tables/93100907/client`, stranger, { client_name: "Carla" }),
      404,
      "NOT_FOUND",
    );
    await expectError(await send("GET", `/test-mesas-outra/tables/code/MESA-7`, stranger), 404, "NOT_FOUND");
    expect((await bill(bruno, 93100907)).summary.subtotal).toBe(1200);
  });
});

describe("asking for the bill, paying, closing, leaving", () => {
  it("moves OPEN → WAITING_PAYMENT → PAID → CLOSED, refuses rounds and guests meanwhile, and reopens for the next party", async () => {
    const [ana, bruno, late] = await Promise.all([guestToken(), guestToken(), guestToken()]);
    await join(ana, 93100902, "Ana");
    await join(bruno, 93100902, "Bruno");
    await sendItems(ana, 93100902, [{ item_id: BATATA, quantity: 1 }]);
    const anaNextCart = await tableCart(ana, 93100902, [{ item_id: BATATA, quantity: 1 }]);
    const pendingCart = await tableCart(bruno, 93100902, [{ item_id: BATATA, quantity: 1 }]);
    const pending = await ok(
      await openRound(bruno, 93100902, pendingCart),
      201,
      (body) => solicitationResponseSchema.parse(body).data,
    );

    await expectError(await adminMove(93100902, "PAID"), 409, "INVALID_TRANSITION");
    const withoutKey = await call(`/admin/tables/93100902/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "CLOSED" }),
    });
    await expectError(withoutKey, 401, "UNAUTHORIZED");
    const asked = await ok(
      await send("POST", `/${SHOP}/tables/93100902/close`, ana),
      200,
      (body) => tableResponseSchema.parse(body).data,
    );
    expect(asked.status).toBe("WAITING_PAYMENT");
    // Bruno taps too: the same table, nothing more.
    expect(
      (
        await ok(
          await send("POST", `/${SHOP}/tables/93100902/close`, bruno),
          200,
          (body) => tableResponseSchema.parse(body).data,
        )
      ).status,
    ).toBe("WAITING_PAYMENT");

    await expectError(await sendRound(bruno, 93100902, pending.id), 409, "TABLE_CLOSED");
    await expectError(await openRound(bruno, 93100902, pendingCart), 409, "TABLE_CLOSED");
    await expectError(
      await send("POST", `/${SHOP}/tables/93100902/client`, late, { client_name: "Tarde" }),
      409,
      "TABLE_CLOSED",
    );
    // Nothing added can be sent any more: a table's cart takes no new line, nor a new cart opens.
    await expectError(
      await send("POST", `/${SHOP}/carts/${anaNextCart}/items`, ana, { item: { item_id: BATATA, quantity: 1 } }),
      409,
      "TABLE_CLOSED",
    );
    const newCart = { cart: { table_id: 93100902, delivery_type: "TABLE", items: [{ item_id: BATATA, quantity: 1 }] } };
    await expectError(await send("POST", `/${SHOP}/carts`, ana, newCart), 409, "TABLE_CLOSED");
    expect((await bill(bruno, 93100902)).summary).toEqual({ subtotal: 1200, increase: 120, total: 1320 });

    await expectError(await adminMove(93100902, "OPEN"), 409, "INVALID_TRANSITION");
    const paid = await ok(await adminMove(93100902, "PAID"), 200, (body) => tableResponseSchema.parse(body).data);
    expect([paid.status, paid.modality, paid.table_clients.length]).toEqual(["PAID", 1, 2]);
    await expectError(await send("POST", `/${SHOP}/tables/93100902/close`, ana), 409, "INVALID_TRANSITION");
    expect(
      (await ok(await adminMove(93100902, "CLOSED"), 200, (body) => tableResponseSchema.parse(body).data)).status,
    ).toBe("CLOSED");
    await expectError(await adminMove(93100902, "PAID"), 409, "INVALID_TRANSITION");
    // The party sees the bill closed.
    expect((await readTable(bruno, 93100902)).status).toBe("CLOSED");
    expect((await bill(ana, 93100902)).status).toBe("CLOSED");

    // The next party reopens the table: a new owner, an empty bill, and the last party is gone.
    const next = await join(late, 93100902, "Tarde");
    expect(next.table.status).toBe("OPEN");
    expect(next.table.table_clients.map((client) => [client.name, client.owner])).toEqual([["Tarde", true]]);
    expect((await bill(late, 93100902)).guests).toEqual([]);
    await expectError(await send("GET", `/${SHOP}/tables/93100902`, ana), 404, "NOT_FOUND");
  });

  it("leaving drops the guest's pending round and unsent cart, and keeps what they sent on the bill", async () => {
    const [ana, bruno] = await Promise.all([guestToken(), guestToken()]);
    const anaClient = (await join(ana, 93100908, "Ana")).table_client;
    await join(bruno, 93100908, "Bruno");
    await sendItems(ana, 93100908, [{ item_id: BATATA, quantity: 1 }]);
    const unsent = await tableCart(ana, 93100908, [{ item_id: BATATA, quantity: 3 }]);
    const pending = await ok(
      await openRound(ana, 93100908, unsent),
      201,
      (body) => solicitationResponseSchema.parse(body).data,
    );

    const left = await send("DELETE", `/${SHOP}/tables/93100908/client`, ana);
    expect(left.status).toBe(204);
    await expectError(await send("GET", `/${SHOP}/carts/${unsent}`, ana), 404, "CART_NOT_FOUND");
    await expectError(await send("GET", `/${SHOP}/tables/93100908`, ana), 404, "NOT_FOUND");
    await expectError(await sendRound(ana, 93100908, pending.id), 404, "NOT_FOUND");
    const { results } = await env.DB.prepare("SELECT id FROM table_solicitations WHERE id = ?").bind(pending.id).all();
    expect(results).toEqual([]);

    const seen = await bill(bruno, 93100908);
    // Bruno sent nothing: he is at the table, not on the bill.
    expect(
      seen.guests.map((guest) => [guest.table_client.name, guest.table_client.id === anaClient.id, guest.subtotal]),
    ).toEqual([["Ana", true, 1200]]);
    expect(seen.summary.subtotal).toBe(1200);
    expect((await readTable(bruno, 93100908)).table_clients.map((client) => client.name)).toEqual(["Bruno"]);
  });
});
