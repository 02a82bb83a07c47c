import { beforeAll, describe, expect, it } from "vitest";
import {
  type ConsoleRound,
  type ConsoleTable,
  cartResponseSchema,
  consoleRoundListResponseSchema,
  consoleRoundResponseSchema,
  consoleTableListResponseSchema,
  consoleTableResponseSchema,
  solicitationResponseSchema,
  tableAssignmentResponseSchema,
  tableResponseSchema,
} from "../../contract";
import type { SeedMerchant } from "../seed/types";
import { cartShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { merchant } from "./fixtures";
import { accessTokenFor, call, expectError, getWithToken, seed, send } from "./helpers";

/*
 * The store's tables in the console: the list with each party, a table's guests, rounds and bill,
 * the kitchen's rounds to serve, "served" (twice is harmless), the bill's moves (409 when the
 * status does not allow them), another store's ids as unknown ones, and who may call at all.
 */

/** The cart shop with table ordering and a 10 % service charge. */
const shop: SeedMerchant = {
  ...cartShop,
  id: 93700000,
  slug: "test-console-mesas",
  name: "Bar do Painel",
  operation_modes: { ...cartShop.operation_modes, table_configuration: { enabled: true } },
  table_order_settings: {
    modality: 1,
    qr_code_type: "TABLE",
    service_tax_enabled: true,
    service_tax_value: 1000,
    client_name_and_phone: false,
  },
  tables: [
    { id: 93700902, code: "PAINEL-2", number: 2, name: "Mesa 2", enabled: true },
    { id: 93700901, code: "PAINEL-1", number: 1, name: "Mesa 1", enabled: true },
    { id: 93700903, code: "PAINEL-3", number: 3, name: "Mesa 3", enabled: true },
    { id: 93700904, code: "PAINEL-4", number: 4, name: "Mesa 4", enabled: true },
    { id: 93700905, code: "PAINEL-5", number: 5, name: "Varanda", enabled: false },
  ],
};
const SHOP = shop.slug;

const other: SeedMerchant = {
  ...merchant({ id: 93800000, slug: "test-console-outro", name: "Outro Painel" }),
  tables: [{ id: 93800901, code: "OUTRO-1", number: 1, name: "Mesa 1", enabled: true }],
};
const OTHER = other.slug;

const BATATA = 91100012; // R$ 12,00
const X_BURGER = 91100011; // R$ 25,00, "Ao ponto" free, "Bacon" R$ 4,00
const AO_PONTO = 91100602;
const BACON = 91100611;

async function ok<T>(response: Response, status: number, parse: (body: unknown) => T): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return parse(body);
}

const guestToken = () => accessTokenFor(SHOP, `guest-${crypto.randomUUID()}`);

/** A new guest at the table: their token. */
async function seat(tableId: number, name: string, guests = 2): Promise<string> {
  const token = await guestToken();
  await ok(await send("POST", `/${SHOP}/tables/${tableId}/client`, token, { client_name: name, guests }), 201, (body) =>
    tableAssignmentResponseSchema.parse(body),
  );
  return token;
}

/** The guest sends these items as a round: its id. */
async function sendRound(token: string, tableId: number, items: unknown[]): Promise<number> {
  const cart = await send("POST", `/${SHOP}/carts`, token, {
    cart: { table_id: tableId, delivery_type: "TABLE", items },
  });
  const guid = await ok(cart, 201, (body) => cartResponseSchema.parse(body).data.guid);
  const opened = await send("POST", `/${SHOP}/tables/${tableId}/solicitations`, token, { cart_guid: guid });
  const round = await ok(opened, 201, (body) => solicitationResponseSchema.parse(body).data);
  await ok(await send("POST", `/${SHOP}/tables/${tableId}/solicitations/${round.id}/send`, token), 200, (body) =>
    solicitationResponseSchema.parse(body),
  );
  return round.id;
}

const tables = async (staff: string) =>
  ok(
    await getWithToken(`/console/${SHOP}/tables`, staff),
    200,
    (body) => consoleTableListResponseSchema.parse(body).data.tables,
  );
const table = async (staff: string, id: number): Promise<ConsoleTable> =>
  ok(
    await getWithToken(`/console/${SHOP}/tables/${id}`, staff),
    200,
    (body) => consoleTableResponseSchema.parse(body).data,
  );
const kitchen = async (staff: string, query = ""): Promise<ConsoleRound[]> =>
  ok(
    await getWithToken(`/console/${SHOP}/rounds${query}`, staff),
    200,
    (body) => consoleRoundListResponseSchema.parse(body).data.rounds,
  );
const serve = (staff: string, id: number, slug = SHOP) => send("POST", `/console/${slug}/rounds/${id}/served`, staff);
const move = (staff: string, id: number, status: string, slug = SHOP) =>
  send("POST", `/console/${slug}/tables/${id}/status`, staff, { status });

let staff: string;

beforeAll(async () => {
  await seed([shop, other]);
  await insertStaff(shop.id, "equipe@painel.test", "STAFF", "Rita");
  await insertStaff(other.id, "equipe@outro.test", "STAFF", "Juan");
  staff = await staffToken(SHOP, "equipe@painel.test");
});

describe("the tables", () => {
  it("lists every table by number with its party, the rounds to serve and the bill so far", async () => {
    const ana = await seat(93700901, "Ana", 3);
    await seat(93700901, "Bruno", 1);
    await sendRound(ana, 93700901, [{ item_id: BATATA, quantity: 2 }]);
    const list = await tables(staff);
    expect(list.map((line) => [line.number, line.name, line.enabled])).toEqual([
      [1, "Mesa 1", true],
      [2, "Mesa 2", true],
      [3, "Mesa 3", true],
      [4, "Mesa 4", true],
      [5, "Varanda", false],
    ]);
    // R$ 24,00 and the 10 % service charge.
    expect(list[0]).toMatchObject({
      id: 93700901,
      status: "OPEN",
      table_clients: 2,
      people: 4,
      rounds_waiting: 1,
      total: 2640,
    });
    expect(list[1]).toMatchObject({ table_clients: 0, people: 0, rounds_waiting: 0, total: 0 });
  });

  it("shows a table's guests, its rounds as they arrived with options and notes, the bill, and the moves allowed", async () => {
    const carla = await seat(93700902, "Carla");
    const davi = await seat(93700902, "Davi");
    const first = await sendRound(carla, 93700902, [
      { item_id: X_BURGER, quantity: 1, notes: "sem cebola", options: [{ option_id: AO_PONTO }, { option_id: BACON }] },
    ]);
    const second = await sendRound(davi, 93700902, [{ item_id: BATATA, quantity: 1 }]);
    const detail = await table(staff, 93700902);
    expect(detail.guests.map((guest) => [guest.name, guest.owner])).toEqual([
      ["Carla", true],
      ["Davi", false],
    ]);
    expect(detail.rounds.map((round) => [round.id, round.table_client_name, round.served_at])).toEqual([
      [first, "Carla", null],
      [second, "Davi", null],
    ]);
    expect(detail.rounds[0]!.items[0]).toMatchObject({ name: "X-Burger", notes: "sem cebola", total: 2900 });
    expect(detail.rounds[0]!.items[0]!.options.map((option) => option.name)).toEqual(["Ao ponto", "Bacon"]);
    // The bill is the guests' bill: R$ 29,00 + R$ 12,00, 10 %.
    expect(detail.bill.summary).toEqual({ subtotal: 4100, increase: 410, total: 4510 });
    expect(detail.bill.guests.map((guest) => [guest.table_client.name, guest.subtotal])).toEqual([
      ["Carla", 2900],
      ["Davi", 1200],
    ]);
    expect(detail).toMatchObject({
      total: 4510,
      rounds_waiting: 2,
      service_tax_value: 1000,
      moves: ["WAITING_PAYMENT", "CLOSED"],
    });
  });

  it("is 404 for an unknown table and another store's, for every call", async () => {
    await expectError(await getWithToken(`/console/${SHOP}/tables/93800901`, staff), 404, "NOT_FOUND");
    await expectError(await getWithToken(`/console/${SHOP}/tables/99999999`, staff), 404, "NOT_FOUND");
    await expectError(await move(staff, 93800901, "CLOSED"), 404, "NOT_FOUND");
    // The other store's staff reach none of ours under their own slug.
    const theirs = await staffToken(OTHER, "equipe@outro.test");
    await expectError(await getWithToken(`/console/${OTHER}/tables/93700901`, theirs), 404, "NOT_FOUND");
    await expectError(await move(theirs, 93700901, "CLOSED", OTHER), 404, "NOT_FOUND");
    expect((await table(staff, 93700901)).status).toBe("OPEN");
  });
});

describe("the kitchen", () => {
  it("lists the rounds to serve of every table, oldest first; served, a round leaves it, and serving again keeps who and when", async () => {
    const eva = await seat(93700903, "Eva");
    const before = (await kitchen(staff)).map((round) => round.id);
    const round = await sendRound(eva, 93700903, [{ item_id: BATATA, quantity: 3 }]);
    const waiting = await kitchen(staff);
    expect(waiting.map((line) => line.id)).toEqual([...before, round]);
    const sentAt = waiting.map((line) => line.sent_at);
    expect([...sentAt].sort()).toEqual(sentAt);
    expect(waiting.at(-1)).toMatchObject({
      table_number: 3,
      table_name: "Mesa 3",
      table_client_name: "Eva",
      subtotal: 3600,
      served_at: null,
      served_by: null,
    });

    const served = await ok(await serve(staff, round), 200, (body) => consoleRoundResponseSchema.parse(body).data);
    expect(served.served_by).toBe("Rita");
    expect(served.served_at).not.toBeNull();
    expect((await kitchen(staff)).map((line) => line.id)).not.toContain(round);
    // A second tap (another tablet, a double submit) changes nothing.
    await insertStaff(shop.id, "outra@painel.test", "STAFF", "Sofia");
    const again = await ok(
      await serve(await staffToken(SHOP, "outra@painel.test"), round),
      200,
      (body) => consoleRoundResponseSchema.parse(body).data,
    );
    expect(again).toEqual(served);
    expect((await kitchen(staff, "?served=1"))[0]).toMatchObject({ id: round, served_by: "Rita" });
    expect((await table(staff, 93700903)).rounds_waiting).toBe(0);
  });

  it("leaves out the rounds of a closed table; another store's round is 404 and stays unserved", async () => {
    const fabio = await seat(93700904, "Fábio");
    const round = await sendRound(fabio, 93700904, [{ item_id: BATATA, quantity: 1 }]);
    const theirs = await staffToken(OTHER, "equipe@outro.test");
    await expectError(await serve(theirs, round, OTHER), 404, "NOT_FOUND");
    await expectError(await serve(staff, 99999999), 404, "NOT_FOUND");
    expect((await kitchen(staff)).map((line) => line.id)).toContain(round);
    await ok(await move(staff, 93700904, "CLOSED"), 200, (body) => consoleTableResponseSchema.parse(body));
    expect((await kitchen(staff)).map((line) => line.id)).not.toContain(round);
    // Closed, its rounds are no longer served: the round stays as it was.
    await expectError(await serve(staff, round), 409, "TABLE_CLOSED");
    expect((await table(staff, 93700904)).rounds.find((line) => line.id === round)).toMatchObject({
      served_at: null,
      served_by: null,
    });
    // Its page keeps the last party's bill; the list shows the table free.
    expect((await table(staff, 93700904)).bill.summary.subtotal).toBe(1200);
    expect((await tables(staff)).find((line) => line.id === 93700904)).toMatchObject({
      status: "CLOSED",
      table_clients: 0,
      total: 0,
    });
  });
});

describe("the bill's moves", () => {
  it("walks a table whose bill was asked for to paid and closed; the guests see each status; a move the status does not allow is 409", async () => {
    const gil = await seat(93700901, "Gil");
    await expectError(await move(staff, 93700901, "PAID"), 409, "INVALID_TRANSITION");
    await ok(await send("POST", `/${SHOP}/tables/93700901/close`, gil), 200, (body) => tableResponseSchema.parse(body));
    const paid = await ok(
      await move(staff, 93700901, "PAID"),
      200,
      (body) => consoleTableResponseSchema.parse(body).data,
    );
    expect(paid).toMatchObject({ status: "PAID", moves: ["CLOSED"] });
    const guestView = await ok(
      await send("GET", `/${SHOP}/tables/93700901`, gil),
      200,
      (body) => tableResponseSchema.parse(body).data,
    );
    expect(guestView.status).toBe("PAID");
    await expectError(await move(staff, 93700901, "WAITING_PAYMENT"), 409, "INVALID_TRANSITION");
    await expectError(await move(staff, 93700901, "OPEN"), 409, "INVALID_TRANSITION");
    expect((await table(staff, 93700901)).status).toBe("PAID");
    const closed = await ok(
      await move(staff, 93700901, "CLOSED"),
      200,
      (body) => consoleTableResponseSchema.parse(body).data,
    );
    expect(closed).toMatchObject({ status: "CLOSED", moves: [] });
    await expectError(await move(staff, 93700901, "CLOSED"), 409, "INVALID_TRANSITION");
    await expectError(await move(staff, 93700901, "SOMEWHERE"), 400, "VALIDATION_ERROR");
  });
});

describe("who may call", () => {
  it("refuses every table call without a login, with a customer's or a guest's token, and with another store's staff", async () => {
    const customer = await sessionToken(SHOP, shop.id, await insertClient(shop.id, { email: "cliente@painel.test" }));
    const otherStaff = await staffToken(OTHER, "equipe@outro.test");
    const calls: [string, string, unknown?][] = [
      ["GET", `/console/${SHOP}/tables`],
      ["GET", `/console/${SHOP}/tables/93700902`],
      ["POST", `/console/${SHOP}/tables/93700902/status`, { status: "CLOSED" }],
      ["GET", `/console/${SHOP}/rounds?served=0`],
      ["POST", `/console/${SHOP}/rounds/1/served`],
    ];
    for (const [method, path, body] of calls) {
      const headers: Record<string, string> = body ? { "content-type": "application/json" } : {};
      await expectError(
        await call(path, { method, headers, body: body ? JSON.stringify(body) : null }),
        401,
        "UNAUTHORIZED",
      );
      await expectError(await send(method, path, customer, body), 401, "UNAUTHORIZED");
      await expectError(await send(method, path, await guestToken(), body), 401, "UNAUTHORIZED");
      await expectError(await send(method, path, otherStaff, body), 403, "FORBIDDEN");
    }
    // Nothing moved.
    expect((await table(staff, 93700902)).status).toBe("OPEN");
  });
});
