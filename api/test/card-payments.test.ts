import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { chargeResponseSchema, orderSchema } from "../../contract";
import { SANDBOX_CONFIRMATION_CODE } from "../src/routes/provider";
import { decideCharge, loadChargeView } from "../src/db/card-charges";
import { bellaNapoli } from "../seed/data/pizzaria-bella-napoli";
import { insertClient, sessionToken } from "./client-fixtures";
import { accessTokenFor, call, expectError, send, seed } from "./helpers";

/*
 * Card payments: the charge endpoint's refusals, the hosted payment page's decisions
 * (approve, decline, confirmation code right and wrong, cancel), a double submit, a superseded and
 * an expired charge. Orders are written straight into D1 as POST /orders leaves them (WAITING_PAYMENT,
 * payment PENDING, cart PENDING): these tests are about what comes after.
 */

const SLUG = bellaNapoli.slug;
const MERCHANT = bellaNapoli.id;

interface Customer {
  id: number;
  token: string;
  cards: Record<"APPROVE" | "DECLINE" | "CHALLENGE", string>;
}

let ana: Customer;
let bruno: Customer;

async function customer(email: string): Promise<Customer> {
  const id = await insertClient(MERCHANT, { email, name: "Cliente Cartão" });
  const token = await sessionToken(SLUG, MERCHANT, id);
  const cards = {} as Customer["cards"];
  for (const [behaviour, lastFour] of [
    ["APPROVE", "1111"],
    ["DECLINE", "0002"],
    ["CHALLENGE", "3220"],
  ] as const) {
    const guid = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO client_cards (guid, merchant_id, client_id, brand, exp_month, exp_year, last_four_digits, behaviour, created_at)
       VALUES (?1, ?2, ?3, 'VISA', 12, 2031, ?4, ?5, ?6)`,
    )
      .bind(guid, MERCHANT, id, lastFour, behaviour, Math.floor(Date.now() / 1000))
      .run();
    cards[behaviour] = guid;
  }
  return { id, token, cards };
}

let orderSeq = 0;

/** A cart of `who` made into an order awaiting its card payment (as POST /orders leaves it). */
async function placeOrder(
  who: Customer,
  options: { cardGuid?: string | null; method?: "CARD" | "PIX" | "CASH"; status?: string; total?: number } = {},
): Promise<{ orderId: number; cartGuid: string }> {
  const cartGuid = crypto.randomUUID();
  const now = new Date().toISOString();
  const method = options.method ?? "CARD";
  await env.DB.prepare(
    `INSERT INTO carts (guid, merchant_id, visitor_id, client_id, delivery_type, status, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, 'TAKEOUT', 'PENDING', ?5, ?5)`,
  )
    .bind(cartGuid, MERCHANT, `visitor-${crypto.randomUUID()}`, who.id, now)
    .run();
  const status = options.status ?? "WAITING_PAYMENT";
  const row = await env.DB.prepare(
    `INSERT INTO orders (merchant_id, cart_guid, visitor_id, client_id, idempotency_key, status, history, delivery_type, customer_name, customer_phone,
       snapshot, subtotal, delivery_fee, discount, increase, total, payment_kind, payment_method, payment_status, brand, card_guid, card_last_four,
       created_at, updated_at)
     VALUES (?1, ?2, 'v', ?3, ?4, ?5, json_array(json_object('status', ?5, 'at', ?6)), 'TAKEOUT', 'Cliente Cartão',
       '{"country_code":"55","ddd":"11","number":"987654321"}', '{"items":[],"pizzas":[],"extras":[],"adjustments":[]}', ?7, 0, 0, 0, ?7,
       ?8, ?9, ?10, 'VISA', ?11, '1111', ?6, ?6) RETURNING id`,
  )
    .bind(
      MERCHANT,
      cartGuid,
      who.id,
      `key-${++orderSeq}-${crypto.randomUUID()}`,
      status,
      now,
      options.total ?? 5490,
      method === "CASH" ? "OFFLINE" : "ONLINE",
      method,
      method === "CASH" ? "NOT_REQUIRED" : "PENDING",
      method === "CARD" ? (options.cardGuid === undefined ? who.cards.APPROVE : options.cardGuid) : null,
    )
    .first<{ id: number }>();
  return { orderId: row!.id, cartGuid };
}

const paths = (orderId: number) => ({
  return_url: `/${SLUG}/gateway?status=success&order=${orderId}`,
  cancel_url: `/${SLUG}/gateway?status=error&order=${orderId}`,
});

const charge = (token: string, cartGuid: string, body: unknown) =>
  send("POST", `/${SLUG}/carts/${cartGuid}/pharos_payments/charge`, token, body);

/** A charge as the browser its link was opened in holds it: the holder cookie, and the proof its page's forms carry. */
interface Opened {
  id: string;
  cookie: string;
  proof: string;
}

/** Makes a charge, without opening its link: its id and the link (with the one-time handoff). */
async function chargeLink(
  who: Customer,
  placed: { orderId: number; cartGuid: string },
  cardGuid: string,
): Promise<{ id: string; url: string }> {
  const response = await charge(who.token, placed.cartGuid, { card_guid: cardGuid, ...paths(placed.orderId) });
  expect(response.status, await response.clone().text()).toBe(201);
  const { data } = chargeResponseSchema.parse(await response.json());
  expect(data.payment_url).toMatch(new RegExp(`^/_provider/payments/${data.charge_id}\\?handoff=[A-Za-z0-9_-]{43}$`));
  return { id: data.charge_id, url: data.payment_url };
}

/** Opens a payment link as the storefront's pass-through does (the API's path): the cookie it sets, and the page's proof. */
async function open(link: { id: string; url: string }): Promise<Opened> {
  const opened = await call(link.url.replace("/_provider/", "/provider/"), { redirect: "manual" });
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe(`/_provider/payments/${link.id}`);
  const cookie = opened.headers.get("set-cookie")!.split(";")[0]!;
  const shown = await call(`/provider/payments/${link.id}`, { headers: { cookie } });
  expect(shown.status).toBe(200);
  const proof = /name="proof" value="([^"]+)"/.exec(await shown.text())?.[1];
  expect(proof).toBeDefined();
  return { id: link.id, cookie, proof: proof! };
}

async function chargeOk(
  who: Customer,
  placed: { orderId: number; cartGuid: string },
  cardGuid: string,
): Promise<Opened> {
  return open(await chargeLink(who, placed, cardGuid));
}

const idOf = (charge: string | Opened) => (typeof charge === "string" ? charge : charge.id);
const holderHeaders = (charge: string | Opened): Record<string, string> =>
  typeof charge === "string" ? {} : { cookie: charge.cookie };

const page = (charge: string | Opened, headers: Record<string, string> = {}) =>
  call(`/provider/payments/${idOf(charge)}`, { headers: { ...holderHeaders(charge), ...headers } });

/** A post of the page's form (with its proof and the holder's cookie when `charge` is an opened one). */
const submit = (charge: string | Opened, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(`/provider/payments/${idOf(charge)}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...holderHeaders(charge), ...headers },
    body: new URLSearchParams({ ...(typeof charge === "string" ? {} : { proof: charge.proof }), ...fields }).toString(),
  });

async function orderRow(orderId: number) {
  return env.DB.prepare(
    "SELECT status, payment_status, payment_failure, history, cart_guid, card_guid FROM orders WHERE id = ?1",
  )
    .bind(orderId)
    .first<{
      status: string;
      payment_status: string;
      payment_failure: string | null;
      history: string;
      cart_guid: string;
      card_guid: string;
    }>();
}
const chargeRow = (charge: string | Opened) =>
  env.DB.prepare("SELECT status, failure, amount FROM card_charges WHERE id = ?1")
    .bind(idOf(charge))
    .first<{ status: string; failure: string | null; amount: number }>();
const cartStatus = async (guid: string) =>
  (await env.DB.prepare("SELECT status FROM carts WHERE guid = ?1").bind(guid).first<{ status: string }>())!.status;
const lastUsed = async (guid: string) =>
  (await env.DB.prepare("SELECT last_used_at FROM client_cards WHERE guid = ?1")
    .bind(guid)
    .first<{ last_used_at: number | null }>())!.last_used_at;

beforeAll(async () => {
  await seed([bellaNapoli]);
  ana = await customer("ana.cartao@example.com");
  bruno = await customer("bruno.cartao@example.com");
});

describe("POST /{slug}/carts/{guid}/pharos_payments/charge refuses", () => {
  it("another client's cart, a visitor, a cart without an order: 404", async () => {
    const placed = await placeOrder(ana);
    await expectError(
      await charge(bruno.token, placed.cartGuid, { card_guid: ana.cards.APPROVE, ...paths(placed.orderId) }),
      404,
      "CART_NOT_FOUND",
    );
    const visitor = await accessTokenFor(SLUG);
    await expectError(
      await charge(visitor, placed.cartGuid, { card_guid: ana.cards.APPROVE, ...paths(placed.orderId) }),
      404,
      "CART_NOT_FOUND",
    );
    await expectError(
      await charge(ana.token, crypto.randomUUID(), { card_guid: ana.cards.APPROVE, ...paths(placed.orderId) }),
      404,
      "CART_NOT_FOUND",
    );
    // Ana's own cart whose order is not hers (written by another client on her cart): unknown too.
    const bruno2 = await placeOrder(bruno);
    await env.DB.prepare("UPDATE carts SET client_id = ?1 WHERE guid = ?2").bind(ana.id, bruno2.cartGuid).run();
    await expectError(
      await charge(ana.token, bruno2.cartGuid, { card_guid: bruno.cards.APPROVE, ...paths(bruno2.orderId) }),
      404,
      "NOT_FOUND",
    );
  });

  it("an order not paid by card, or not payable: 422 INVALID_TRANSITION", async () => {
    const pix = await placeOrder(ana, { method: "PIX" });
    await expectError(
      await charge(ana.token, pix.cartGuid, { card_guid: ana.cards.APPROVE, ...paths(pix.orderId) }),
      422,
      "INVALID_TRANSITION",
    );
    const cash = await placeOrder(ana, { method: "CASH", status: "WAITING_CONFIRMATION" });
    await expectError(
      await charge(ana.token, cash.cartGuid, { card_guid: ana.cards.APPROVE, ...paths(cash.orderId) }),
      422,
      "INVALID_TRANSITION",
    );
    const canceled = await placeOrder(ana, { status: "CANCELED" });
    await expectError(
      await charge(ana.token, canceled.cartGuid, { card_guid: ana.cards.APPROVE, ...paths(canceled.orderId) }),
      422,
      "INVALID_TRANSITION",
    );
  });

  it("a card that is not the order's, or no longer usable: 422 ONLINE_PAYMENT_FAILED", async () => {
    const placed = await placeOrder(ana);
    await expectError(
      await charge(ana.token, placed.cartGuid, { card_guid: ana.cards.DECLINE, ...paths(placed.orderId) }),
      422,
      "ONLINE_PAYMENT_FAILED",
    );
    await expectError(
      await charge(ana.token, placed.cartGuid, { card_guid: bruno.cards.APPROVE, ...paths(placed.orderId) }),
      422,
      "ONLINE_PAYMENT_FAILED",
    );
    const deleted = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO client_cards (guid, merchant_id, client_id, brand, exp_month, exp_year, last_four_digits, behaviour, created_at, deleted_at)
       VALUES (?1, ?2, ?3, 'VISA', 12, 2031, '4242', 'APPROVE', 1, 2)`,
    )
      .bind(deleted, MERCHANT, ana.id)
      .run();
    const withDeleted = await placeOrder(ana, { cardGuid: deleted });
    await expectError(
      await charge(ana.token, withDeleted.cartGuid, { card_guid: deleted, ...paths(withDeleted.orderId) }),
      422,
      "ONLINE_PAYMENT_FAILED",
    );
  });

  it("return and cancel URLs that are not single-slash paths: 400", async () => {
    const placed = await placeOrder(ana);
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "gateway"]) {
      const response = await charge(ana.token, placed.cartGuid, {
        card_guid: ana.cards.APPROVE,
        return_url: url,
        cancel_url: `/${SLUG}/gateway`,
      });
      await expectError(response, 400, "VALIDATION_ERROR");
    }
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM card_charges WHERE order_id = ?1")
        .bind(placed.orderId)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 });
  });
});

describe("the hosted payment page", () => {
  it("shows the store, the amount and the card; an approving card pays the order once", async () => {
    const placed = await placeOrder(ana, { total: 5490 });
    const id = await chargeOk(ana, placed, ana.cards.APPROVE);
    expect(await chargeRow(id)).toEqual({ status: "PENDING", failure: null, amount: 5490 });

    const shown = await page(id, { "accept-language": "es-CO,es;q=0.9" });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const body = await shown.text();
    expect(body).toContain('lang="es"');
    expect(body).toContain(bellaNapoli.name);
    expect(body).toMatch(/R\$\s?54,90/);
    expect(body).toContain("Visa •••• 1111");
    expect(body).not.toContain('name="code"');
    expect((await page(id)).status).toBe(200);
    expect(
      await (await call(`/provider/payments/${id.id}?locale=en`, { headers: { cookie: id.cookie } })).text(),
    ).toContain("Pay R$");

    const first = await submit(id, { action: "pay" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(paths(placed.orderId).return_url);
    // The double submit goes to the same place and applies nothing more.
    const second = await submit(id, { action: "pay" });
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(paths(placed.orderId).return_url);

    const order = (await orderRow(placed.orderId))!;
    expect(order).toMatchObject({ status: "WAITING_CONFIRMATION", payment_status: "PAID", payment_failure: null });
    const history = JSON.parse(order.history) as { status: string }[];
    expect(history.map((entry) => entry.status)).toEqual(["WAITING_PAYMENT", "WAITING_CONFIRMATION"]);
    expect(await chargeRow(id)).toMatchObject({ status: "APPROVED" });
    expect(await cartStatus(placed.cartGuid)).toBe("FINALIZED");
    expect(await lastUsed(ana.cards.APPROVE)).not.toBeNull();

    // The page of a paid charge says so; the order cannot be charged again.
    const after = await page(id);
    expect(after.status).toBe(409);
    expect(await after.text()).toContain(paths(placed.orderId).return_url.replaceAll("&", "&amp;"));
    await expectError(
      await charge(ana.token, placed.cartGuid, { card_guid: ana.cards.APPROVE, ...paths(placed.orderId) }),
      422,
      "INVALID_TRANSITION",
    );

    // The order as the API answers it (when GET /orders/{id} is there) agrees.
    const read = await send("GET", `/${SLUG}/orders/${placed.orderId}`, ana.token);
    if (read.status === 200) {
      const { data } = (await read.json()) as { data: unknown };
      expect(orderSchema.parse(data)).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
    }
  });

  it("a declining card rejects the payment; the order can be charged again and paid with another card", async () => {
    const placed = await placeOrder(ana, { cardGuid: ana.cards.DECLINE });
    const id = await chargeOk(ana, placed, ana.cards.DECLINE);
    const declined = await submit(id, { action: "pay" });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(paths(placed.orderId).cancel_url);
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment_status: "FAILED",
      payment_failure: "NOT_APPROVED",
    });
    expect(await chargeRow(id)).toMatchObject({ status: "DECLINED", failure: "NOT_APPROVED" });
    expect(await cartStatus(placed.cartGuid)).toBe("PENDING");
    // Once more: nothing changes, the customer is sent back to the same place.
    const again = await submit(id, { action: "pay" });
    expect(again.headers.get("location")).toBe(paths(placed.orderId).cancel_url);
    expect(JSON.parse((await orderRow(placed.orderId))!.history)).toHaveLength(2);

    // Paid again with the approving card (what the repayment endpoint does to the order's card).
    await env.DB.prepare("UPDATE orders SET card_guid = ?1 WHERE id = ?2")
      .bind(ana.cards.APPROVE, placed.orderId)
      .run();
    const retry = await chargeOk(ana, placed, ana.cards.APPROVE);
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment_status: "PENDING",
      payment_failure: null,
    });
    expect((await submit(retry, { action: "pay" })).headers.get("location")).toBe(paths(placed.orderId).return_url);
    const order = (await orderRow(placed.orderId))!;
    expect(order).toMatchObject({ status: "WAITING_CONFIRMATION", payment_status: "PAID" });
    expect((JSON.parse(order.history) as { status: string }[]).map((entry) => entry.status)).toEqual([
      "WAITING_PAYMENT",
      "PAYMENT_REJECTED",
      "WAITING_CONFIRMATION",
    ]);
    expect(await cartStatus(placed.cartGuid)).toBe("FINALIZED");
  });

  it("a CHALLENGE card asks for the code after Pay, with no error yet: empty is then refused on the field, the right code approves", async () => {
    const placed = await placeOrder(ana, { cardGuid: ana.cards.CHALLENGE });
    const id = await chargeOk(ana, placed, ana.cards.CHALLENGE);
    const first = await page(id);
    expect(first.status).toBe(200);
    expect(await first.text()).not.toContain('name="code"');

    // Pay: the bank's step, asking for the code, 200 and nothing refused yet.
    const asked = await submit(id, { action: "pay", locale: "pt-BR" });
    expect(asked.status).toBe(200);
    const body = await asked.text();
    expect(body).toContain('name="code"');
    expect(body).toContain("123456");
    expect(body).toContain('autocomplete="one-time-code"');
    expect(body).toContain('name="step" value="challenge"');
    expect(body).not.toContain('aria-invalid="true"');
    expect(body).not.toContain("Digite o código de confirmação.");
    expect(await orderRow(placed.orderId)).toMatchObject({ status: "WAITING_PAYMENT", payment_status: "PENDING" });

    const empty = await submit(id, { action: "pay", step: "challenge", code: "  ", locale: "pt-BR" });
    expect(empty.status).toBe(422);
    const refused = await empty.text();
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain("Digite o código de confirmação.");
    expect(await orderRow(placed.orderId)).toMatchObject({ status: "WAITING_PAYMENT", payment_status: "PENDING" });

    const ok = await submit(id, { action: "pay", step: "challenge", code: SANDBOX_CONFIRMATION_CODE });
    expect(ok.headers.get("location")).toBe(paths(placed.orderId).return_url);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: "WAITING_CONFIRMATION", payment_status: "PAID" });
  });

  it("a wrong confirmation code declines with INVALID_PIN", async () => {
    const placed = await placeOrder(ana, { cardGuid: ana.cards.CHALLENGE });
    const id = await chargeOk(ana, placed, ana.cards.CHALLENGE);
    const wrong = await submit(id, { action: "pay", code: "000000" });
    expect(wrong.headers.get("location")).toBe(paths(placed.orderId).cancel_url);
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment_status: "FAILED",
      payment_failure: "INVALID_PIN",
    });
    // The right code afterwards does not turn the decided charge around.
    const late = await submit(id, { action: "pay", code: SANDBOX_CONFIRMATION_CODE });
    expect(late.headers.get("location")).toBe(paths(placed.orderId).cancel_url);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: "PAYMENT_REJECTED" });
  });

  it("cancel gives up the payment: CANCELED_BY_CUSTOMER, order PAYMENT_REJECTED", async () => {
    const placed = await placeOrder(ana);
    const id = await chargeOk(ana, placed, ana.cards.APPROVE);
    const canceled = await submit(id, { action: "cancel" });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe(paths(placed.orderId).cancel_url);
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment_status: "FAILED",
      payment_failure: "CANCELED_BY_CUSTOMER",
    });
    expect(await chargeRow(id)).toMatchObject({ status: "CANCELED", failure: "CANCELED_BY_CUSTOMER" });
  });

  it("two submits at once apply once", async () => {
    const placed = await placeOrder(bruno, { cardGuid: bruno.cards.DECLINE });
    const id = await chargeOk(bruno, placed, bruno.cards.DECLINE);
    const answers = await Promise.all([
      submit(id, { action: "pay" }),
      submit(id, { action: "pay" }),
      submit(id, { action: "cancel" }),
    ]);
    for (const answer of answers) expect(answer.status).toBe(303);
    const order = (await orderRow(placed.orderId))!;
    expect(order.status).toBe("PAYMENT_REJECTED");
    expect(JSON.parse(order.history)).toHaveLength(2);
  });

  it("a decision made from a stale read (requests that crossed) applies once", async () => {
    const placed = await placeOrder(bruno, { cardGuid: bruno.cards.DECLINE });
    const id = await chargeOk(bruno, placed, bruno.cards.DECLINE);
    // Both requests read the charge while it was PENDING, then decide.
    const stale = (await loadChargeView(env.DB, id.id))!.charge;
    const at = (ms: number) => [Math.floor(ms / 1000), new Date(ms).toISOString()] as const;
    expect(await decideCharge(env.DB, stale, { outcome: "DECLINED", failure: "NOT_APPROVED" }, ...at(Date.now()))).toBe(
      true,
    );
    expect(
      await decideCharge(env.DB, stale, { outcome: "DECLINED", failure: "NOT_APPROVED" }, ...at(Date.now() + 5)),
    ).toBe(false);
    expect(await decideCharge(env.DB, stale, { outcome: "CANCELED" }, ...at(Date.now() + 10))).toBe(false);
    expect(await decideCharge(env.DB, stale, { outcome: "APPROVED" }, ...at(Date.now() + 15))).toBe(false);
    const order = (await orderRow(placed.orderId))!;
    expect(order).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment_status: "FAILED",
      payment_failure: "NOT_APPROVED",
    });
    expect(JSON.parse(order.history)).toHaveLength(2);
    expect(await cartStatus(placed.cartGuid)).toBe("PENDING");

    // A stale approval of a charge whose order was canceled meanwhile changes nothing either.
    const other = await placeOrder(bruno);
    const otherId = await chargeOk(bruno, other, bruno.cards.APPROVE);
    const otherStale = (await loadChargeView(env.DB, otherId.id))!.charge;
    await env.DB.prepare("UPDATE orders SET status = 'CANCELED', payment_status = 'FAILED' WHERE id = ?1")
      .bind(other.orderId)
      .run();
    expect(await decideCharge(env.DB, otherStale, { outcome: "APPROVED" }, ...at(Date.now()))).toBe(false);
    expect(await chargeRow(otherId)).toMatchObject({ status: "PENDING" });
    expect(await orderRow(other.orderId)).toMatchObject({ status: "CANCELED" });
    expect(await cartStatus(other.cartGuid)).toBe("PENDING");
  });

  it("a second charge supersedes the pending one; an expired charge pays nothing", async () => {
    const placed = await placeOrder(bruno);
    const old = await chargeOk(bruno, placed, bruno.cards.APPROVE);
    const fresh = await chargeOk(bruno, placed, bruno.cards.APPROVE);
    expect(await chargeRow(old)).toMatchObject({ status: "CANCELED" });
    // The old page says it is over and pays nothing, even when submitted.
    expect((await page(old)).status).toBe(409);
    expect((await submit(old, { action: "pay" })).headers.get("location")).toBe(paths(placed.orderId).cancel_url);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: "WAITING_PAYMENT", payment_status: "PENDING" });

    await env.DB.prepare("UPDATE card_charges SET expires_at = ?1 WHERE id = ?2")
      .bind(Math.floor(Date.now() / 1000) - 1, fresh.id)
      .run();
    const expired = await page(fresh, { "accept-language": "pt-BR" });
    expect(expired.status).toBe(409);
    expect(await expired.text()).toContain("Este pagamento expirou");
    const late = await submit(fresh, { action: "pay" });
    expect(late.status).toBe(409);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: "WAITING_PAYMENT", payment_status: "PENDING" });
    expect(await chargeRow(fresh)).toMatchObject({ status: "PENDING" });
  });

  it("an unknown or malformed charge id: 404 page", async () => {
    for (const id of ["ch_AAAAAAAAAAAAAAAAAAAAAAAA", "nope", "..%2Fcards"]) {
      const response = await page(id);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    }
    expect((await submit("ch_AAAAAAAAAAAAAAAAAAAAAAAA", { action: "pay" })).status).toBe(404);
  });
});

describe("only the browser the charge's client was sent to pays or cancels", () => {
  const pending = async (charge: string | Opened, orderId: number) => {
    expect(await chargeRow(charge)).toMatchObject({ status: "PENDING" });
    expect(await orderRow(orderId)).toMatchObject({ status: "WAITING_PAYMENT", payment_status: "PENDING" });
  };

  it("the link's handoff is spent by its first open: a cookie of that browser only, the address without it", async () => {
    const placed = await placeOrder(ana);
    const link = await chargeLink(ana, placed, ana.cards.APPROVE);
    const first = await call(`${link.url.replace("/_provider/", "/provider/")}&locale=es`, { redirect: "manual" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/_provider/payments/${link.id}?locale=es`);
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      new RegExp(
        `^sandbox_payment=[A-Za-z0-9_-]{43}; Max-Age=\\d+; Path=/_provider/payments/${link.id}; HttpOnly; SameSite=Strict$`,
      ),
    );

    // The same link again (copied, forwarded, read from a log), in a browser without that cookie: nothing of the charge.
    const again = await call(link.url.replace("/_provider/", "/provider/"), {
      redirect: "manual",
      headers: { "accept-language": "pt-BR" },
    });
    expect(again.status).toBe(403);
    const refused = await again.text();
    expect(refused).toContain("Este pagamento foi aberto em outro lugar");
    expect(refused).not.toContain("1111");
    expect(refused).not.toContain("<form");
    expect(again.headers.get("set-cookie")).toBeNull();
    expect((await page(link.id)).status).toBe(403);
    // The holder's own back button to the spent link lands on the page.
    const back = await call(link.url.replace("/_provider/", "/provider/"), {
      redirect: "manual",
      headers: { cookie: cookie.split(";")[0]! },
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/_provider/payments/${link.id}`);
    await pending(link.id, placed.orderId);
  });

  it("a post without the holder's cookie, without the form's proof, or with another customer's: refused, the charge stays pending", async () => {
    const placed = await placeOrder(ana);
    const mine = await chargeOk(ana, placed, ana.cards.APPROVE);
    const theirs = await chargeOk(bruno, await placeOrder(bruno), bruno.cards.APPROVE);
    const usedBefore = await lastUsed(ana.cards.APPROVE);
    for (const action of ["pay", "cancel"]) {
      // Whoever holds the link only.
      expect((await submit(mine.id, { action })).status).toBe(403);
      // The page's proof copied, without the browser's secret.
      expect((await submit(mine.id, { action, proof: mine.proof })).status).toBe(403);
      // The browser's secret without the page's proof (a form made elsewhere).
      expect((await submit(mine.id, { action }, { cookie: mine.cookie })).status).toBe(403);
      // Another customer's own cookie and proof, for their charge, posted to this one.
      expect((await submit({ ...theirs, id: mine.id }, { action })).status).toBe(403);
      expect((await submit({ ...mine, proof: theirs.proof }, { action })).status).toBe(403);
    }
    await pending(mine, placed.orderId);
    expect(await lastUsed(ana.cards.APPROVE)).toBe(usedBefore);
  });

  it("a post from another site is refused even with the holder's cookie and proof; the page's own post pays", async () => {
    const placed = await placeOrder(ana);
    const mine = await chargeOk(ana, placed, ana.cards.APPROVE);
    const served = { "x-forwarded-host": "loja.example", "x-forwarded-proto": "https" };
    expect((await submit(mine, { action: "pay" }, { ...served, origin: "https://evil.example" })).status).toBe(403);
    expect((await submit(mine, { action: "cancel" }, { ...served, origin: "http://loja.example" })).status).toBe(403);
    expect((await submit(mine, { action: "pay" }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await submit(mine, { action: "pay" }, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await submit(mine, { action: "pay" }, { origin: "https://loja.example" })).status).toBe(403);
    await pending(mine, placed.orderId);

    const paid = await submit(
      mine,
      { action: "pay" },
      { ...served, origin: "https://loja.example", "sec-fetch-site": "same-origin" },
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(paths(placed.orderId).return_url);
    expect(await orderRow(placed.orderId)).toMatchObject({ status: "WAITING_CONFIRMATION", payment_status: "PAID" });
  });

  it("a saved card pays only its own client's order", async () => {
    const placed = await placeOrder(ana);
    const mine = await chargeOk(ana, placed, ana.cards.APPROVE);
    // The order and its charge made to name another client's card (as a forged write would).
    await env.DB.prepare("UPDATE orders SET card_guid = ?1 WHERE id = ?2")
      .bind(bruno.cards.APPROVE, placed.orderId)
      .run();
    await env.DB.prepare("UPDATE card_charges SET card_guid = ?1 WHERE id = ?2")
      .bind(bruno.cards.APPROVE, mine.id)
      .run();
    const usedBefore = await lastUsed(bruno.cards.APPROVE);
    const stale = (await loadChargeView(env.DB, mine.id))!.charge;
    expect(
      await decideCharge(
        env.DB,
        stale,
        { outcome: "APPROVED" },
        Math.floor(Date.now() / 1000),
        new Date().toISOString(),
      ),
    ).toBe(false);
    await pending(mine, placed.orderId);
    expect(await lastUsed(bruno.cards.APPROVE)).toBe(usedBefore);
    // Its page does not show the card, and paying declines it.
    expect(await (await page(mine)).text()).not.toContain("1111");
    expect((await submit(mine, { action: "pay" })).headers.get("location")).toBe(paths(placed.orderId).cancel_url);
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: "PAYMENT_REJECTED",
      payment_failure: "INVALID_CARD",
    });
  });
});

describe("the CHALLENGE test card", () => {
  it("registers with behaviour CHALLENGE and is listed on the card form", async () => {
    const form = await call(
      `/provider/cards?app_id=sandbox_${SLUG}&return_url=/${SLUG}/profile/cards/new&cancel_url=/${SLUG}/profile/cards`,
    );
    expect(await form.text()).toContain("4000 0000 0000 3220");
    const response = await call("/provider/cards", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        app_id: `sandbox_${SLUG}`,
        return_url: `/${SLUG}/profile/cards/new`,
        cancel_url: `/${SLUG}/profile/cards`,
        card_number: "4000 0000 0000 3220",
        holder_name: "TITULAR TESTE",
        expiry: "08/2032",
        cvv: "123",
        holder_document: "12345678909",
      }).toString(),
    });
    expect(response.status).toBe(303);
    const row = await env.DB.prepare(
      "SELECT behaviour, last_four_digits FROM provider_tokens ORDER BY created_at DESC LIMIT 1",
    ).first();
    expect(row).toEqual({ behaviour: "CHALLENGE", last_four_digits: "3220" });
  });
});
