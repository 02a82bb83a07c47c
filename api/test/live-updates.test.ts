import { beforeAll, describe, expect, it } from "vitest";
import { copShop } from "./cart-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { call, seed, send } from "./helpers";
import { ADMIN, PIX, SHOP, orderOf, place, readyCart, shop, visitorToken } from "./orders-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";

/*
 * Live updates (decision 090): every order event reaches the console screens of its store through
 * the store's live object, and a customer's order page gets its own order's events only. A screen
 * back after a drop is told whether it missed anything.
 */

const OTHER = copShop.slug;

interface LiveMessage {
  type: "hello" | "event";
  seq: number;
  missed?: boolean;
  kind?: string;
  order_id?: number | null;
  status?: string | null;
}

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "equipe@carrinho.test", "STAFF", "Rita");
  await insertStaff(copShop.id, "equipe@pesos.test", "STAFF", "Juan");
});

async function until(done: () => boolean) {
  for (let waited = 0; !done() && waited < 5000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** A socket of `path`, its messages kept in order. */
async function connect(path: string, token: string, since?: number) {
  const response = await call(`${path}${since === undefined ? "" : `?since=${since}`}`, {
    headers: { Authorization: `Bearer ${token}`, Upgrade: "websocket" },
  });
  if (response.status !== 101) return { status: response.status, socket: null } as const;
  const socket = response.webSocket!;
  const messages: LiveMessage[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(JSON.parse(event.data as string) as LiveMessage);
  });
  socket.accept();
  const events = () => messages.filter((message) => message.type === "event");
  const hellos = () => messages.filter((message) => message.type === "hello");
  return {
    status: 101,
    socket,
    messages,
    events,
    /** Waits until `count` events arrived (the objects are told after the answer, in waitUntil). */
    async eventCount(count: number) {
      await until(() => events().length >= count);
      return events();
    },
    /** Waits for the `count`th hello (one on connecting, one per cursor sent) and answers it. */
    async hello(count = 1) {
      await until(() => hellos().length >= count);
      return hellos()[count - 1]!;
    },
  } as const;
}

const consoleSocket = async (slug: string, token: string, since?: number) => {
  const live = await connect(`/console/${slug}/live`, token, since);
  expect(live.status).toBe(101);
  const open = live as Extract<typeof live, { status: 101 }>;
  await open.hello();
  return open;
};

const act = (token: string, id: number, body: unknown) =>
  send("POST", `/console/${SHOP}/orders/${id}/actions`, token, body);

async function pixCustomer() {
  const client = await insertClient(shop.id, { email: `live-${crypto.randomUUID()}@carrinho.test` });
  return sessionToken(SHOP, shop.id, client);
}

describe("the console's socket", () => {
  it("gets a placed order, a staff move, a PIX paid and a cancel of its store; another store's socket gets none", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const here = await consoleSocket(SHOP, staff);
    const there = await consoleSocket(OTHER, await staffToken(OTHER, "equipe@pesos.test"));
    expect(await here.hello()).toMatchObject({ type: "hello", missed: false });

    const customer = await visitorToken();
    const placed = await orderOf(await place(customer, (await readyCart(customer)).guid));
    expect(await here.eventCount(1)).toMatchObject([
      { kind: "placed", order_id: placed.id, status: "WAITING_CONFIRMATION" },
    ]);
    expect((await act(staff, placed.id, { action: "ACCEPT" })).status).toBe(200);
    await here.eventCount(2);
    const payer = await pixCustomer();
    const pix = await orderOf(await place(payer, (await readyCart(payer)).guid, PIX));
    await here.eventCount(3);
    expect((await call(`/admin/orders/${pix.id}/pix/pay`, { method: "POST", headers: ADMIN })).status).toBe(200);
    await here.eventCount(4);
    const cancel = { action: "CANCEL", reason: "ITEM_UNAVAILABLE", note: null };
    expect((await act(staff, placed.id, cancel)).status).toBe(200);

    const events = await here.eventCount(5);
    expect(events.map(({ kind, order_id, status }) => ({ kind, order_id, status }))).toEqual([
      { kind: "placed", order_id: placed.id, status: "WAITING_CONFIRMATION" },
      { kind: "moved", order_id: placed.id, status: "CONFIRMED" },
      { kind: "placed", order_id: pix.id, status: "WAITING_PAYMENT" },
      { kind: "paid", order_id: pix.id, status: "WAITING_CONFIRMATION" },
      { kind: "cancelled", order_id: placed.id, status: "CANCELED" },
    ]);
    // Numbered one after the other, and nothing about the customer.
    const seqs = events.map((event) => event.seq);
    expect(seqs).toEqual(seqs.map((_, index) => seqs[0]! + index));
    expect(Object.keys(events[0]!).sort()).toEqual(["kind", "order_id", "seq", "status", "type"]);
    expect(there.events()).toEqual([]);
    here.socket.close(1000);
    there.socket.close(1000);
  });

  it("is refused without a staff login of the store", async () => {
    const other = await staffToken(OTHER, "equipe@pesos.test");
    expect((await connect(`/console/${SHOP}/live`, other)).status).toBe(403);
    expect((await connect(`/console/${SHOP}/live`, await visitorToken())).status).toBe(401);
  });

  it("tells a screen back with an old cursor that it missed events, and one up to date that it did not", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const first = await consoleSocket(SHOP, staff);
    const cursor = (await first.hello()).seq;
    first.socket.close(1000);
    const watcher = await consoleSocket(SHOP, staff, cursor);
    expect(await watcher.hello()).toMatchObject({ seq: cursor, missed: false });

    // An order placed while the first screen was away.
    const customer = await visitorToken();
    const placed = await orderOf(await place(customer, (await readyCart(customer)).guid));
    const [event] = await watcher.eventCount(1);
    expect(event).toMatchObject({ order_id: placed.id, seq: cursor + 1 });

    const back = await consoleSocket(SHOP, staff, cursor);
    expect(await back.hello()).toMatchObject({ seq: cursor + 1, missed: true });
    const upToDate = await consoleSocket(SHOP, staff, cursor + 1);
    expect(await upToDate.hello()).toMatchObject({ missed: false });

    // The same answer to a cursor sent on an open socket.
    watcher.socket.send(JSON.stringify({ type: "resume", since: cursor }));
    expect(await watcher.hello(2)).toMatchObject({ seq: cursor + 1, missed: true });
    for (const screen of [watcher, back, upToDate]) screen.socket.close(1000);
  });
});

describe("a customer's socket", () => {
  it("gets its own order's events only, and cannot follow another customer's order", async () => {
    const staff = await staffToken(SHOP, "equipe@carrinho.test");
    const customer = await visitorToken();
    const mine = await orderOf(await place(customer, (await readyCart(customer)).guid));
    const someone = await visitorToken();
    const theirs = await orderOf(await place(someone, (await readyCart(someone)).guid));

    const live = await connect(`/${SHOP}/orders/${mine.id}/live`, customer);
    expect(live.status).toBe(101);
    const page = live as Extract<typeof live, { status: 101 }>;
    await page.hello();
    const consoleScreen = await consoleSocket(SHOP, staff);
    expect((await act(staff, theirs.id, { action: "ACCEPT" })).status).toBe(200);
    expect((await act(staff, mine.id, { action: "ACCEPT" })).status).toBe(200);
    await consoleScreen.eventCount(2);
    expect(await page.eventCount(1)).toMatchObject([{ kind: "moved", order_id: mine.id, status: "CONFIRMED" }]);
    expect(page.events()).toHaveLength(1);

    expect((await connect(`/${SHOP}/orders/${theirs.id}/live`, customer)).status).toBe(404);
    page.socket.close(1000);
    consoleScreen.socket.close(1000);
  });
});
