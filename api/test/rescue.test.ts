import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cartResponseSchema,
  rescueCartsResponseSchema,
  rescueClaimResponseSchema,
  rescueDataResponseSchema,
  rescueSendResponseSchema,
} from "../../contract";
import { copShop } from "./cart-fixtures";
import { insertClient, sessionToken } from "./client-fixtures";
import { insertStaff, staffToken } from "./console-fixtures";
import { accessTokenFor, call, expectError, seed, send } from "./helpers";
import { AO_PONTO, BATATA, SHOP, X_BURGER, json, shop, visitorToken } from "./orders-fixtures";

/*
 * The rescue campaign (decision 110): the console lists today's abandoned carts of logged-in
 * customers who accept messages and sends each a single-use, expiring link, once a day; the link
 * (the spec's consumer_data_infos) gives the cart to the browser that opens it, at its own store only.
 */

const ORIGIN = "http://localhost:8779";
let owner: string;
let staff: string;

beforeAll(async () => {
  await seed([shop, copShop]);
  await insertStaff(shop.id, "dona@resgate.test", "OWNER", "Dona Lu");
  await insertStaff(shop.id, "rita@resgate.test", "STAFF", "Rita");
  owner = await staffToken(SHOP, "dona@resgate.test");
  staff = await staffToken(SHOP, "rita@resgate.test");
});

interface CustomerOptions {
  email?: boolean;
  whatsapp?: boolean;
  phone?: boolean;
}

/** A logged-in customer of the shop with a cart of a burger and fries; answers the cart and the customer's token. */
async function abandonedCart(name: string, options: CustomerOptions = {}) {
  const email = `${crypto.randomUUID()}@resgate.test`;
  const clientId = await insertClient(shop.id, {
    email,
    name,
    phone: options.phone ? { country_code: "55", ddd: "11", number: "987654321" } : null,
  });
  await env.DB.prepare("UPDATE clients SET notify_email = ?2, notify_whatsapp = ?3 WHERE id = ?1")
    .bind(clientId, (options.email ?? true) ? 1 : 0, options.whatsapp ? 1 : 0)
    .run();
  const token = await sessionToken(SHOP, shop.id, clientId);
  const cart = await json(
    await send("POST", `/${SHOP}/carts`, token, {
      cart: {
        items: [
          { item_id: X_BURGER, quantity: 2, options: [{ option_id: AO_PONTO }] },
          { item_id: BATATA, quantity: 1 },
        ],
      },
    }),
    201,
    (body) => cartResponseSchema.parse(body).data,
  );
  return { guid: cart.guid, total: cart.summary.total, token, email, clientId };
}

const listed = async (token = owner) =>
  json(await send("GET", `/console/${SHOP}/rescue`, token), 200, (body) => rescueCartsResponseSchema.parse(body).data);

const sendRescue = (guid: string, channel: "EMAIL" | "WHATSAPP", token = owner, origin = ORIGIN) =>
  send("POST", `/console/${SHOP}/rescue/${guid}/sends`, token, { channel, link_origin: origin });

/** The link's token, read from the newest mail to `email`. */
async function mailedToken(email: string): Promise<{ token: string; subject: string; body: string }> {
  const mail = await env.DB.prepare(
    "SELECT subject, body FROM mail_outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 1",
  )
    .bind(email)
    .first<{ subject: string; body: string }>();
  expect(mail).not.toBeNull();
  const match = new RegExp(`${ORIGIN}/${SHOP}/rescue\\?guid=([A-Za-z0-9_-]{43})`).exec(mail!.body);
  expect(match, mail!.body).not.toBeNull();
  return { token: match![1]!, subject: mail!.subject, body: mail!.body };
}

async function sentByEmail(name = "Ana Souza") {
  const cart = await abandonedCart(name);
  await json(await sendRescue(cart.guid, "EMAIL"), 200, (body) => rescueSendResponseSchema.parse(body).data);
  return { ...cart, link: (await mailedToken(cart.email)).token };
}

const rescueData = (token: string, guid: string, slug = SHOP) =>
  send("GET", `/${slug}/consumer_data_infos?guid=${guid}`, token);
const claim = (token: string, guid: string, slug = SHOP) =>
  send("POST", `/${slug}/consumer_data_infos`, token, { guid });

describe("today's abandoned carts in the console", () => {
  it("lists only open carts of today, of logged-in customers who accept messages", async () => {
    const ana = await abandonedCart("Ana Maria Souza");
    const bia = await abandonedCart("Bia Lima", { email: false, whatsapp: true, phone: true });
    const quiet = await abandonedCart("Caio Quieto", { email: false, whatsapp: false });
    const noPhone = await abandonedCart("Duda Sem Fone", { email: false, whatsapp: true });
    const yesterday = await abandonedCart("Edu Ontem");
    await env.DB.prepare("UPDATE carts SET updated_at = ?2 WHERE guid = ?1")
      .bind(yesterday.guid, new Date(Date.now() - 2 * 86_400_000).toISOString())
      .run();
    const ordered = await abandonedCart("Fabi Pediu");
    await env.DB.prepare("UPDATE carts SET status = 'FINALIZED' WHERE guid = ?1").bind(ordered.guid).run();
    const anonymous = await json(
      await send("POST", `/${SHOP}/carts`, await visitorToken(), {
        cart: { items: [{ item_id: BATATA, quantity: 1 }] },
      }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );

    const { carts } = await listed();
    const guids = carts.map((cart) => cart.guid);
    expect(guids).toContain(ana.guid);
    expect(guids).toContain(bia.guid);
    for (const left of [quiet, noPhone, yesterday, ordered]) expect(guids).not.toContain(left.guid);
    expect(guids).not.toContain(anonymous.guid);

    const anaCart = carts.find((cart) => cart.guid === ana.guid)!;
    expect(anaCart).toMatchObject({ first_name: "Ana", total: ana.total, email: true, whatsapp: false, sent: null });
    expect(anaCart.items.map((item) => item.quantity)).toEqual([2, 1]);
    expect(carts.find((cart) => cart.guid === bia.guid)).toMatchObject({ email: false, whatsapp: true });
    // Staff see the same list.
    expect((await listed(staff)).carts.map((cart) => cart.guid)).toEqual(guids);
  });

  it("sends the link by e-mail once a day, recording who sent it and how", async () => {
    const cart = await abandonedCart("Gabi Rocha");
    const sent = await json(
      await sendRescue(cart.guid, "EMAIL", staff),
      200,
      (body) => rescueSendResponseSchema.parse(body).data,
    );
    expect(sent).toMatchObject({ channel: "EMAIL", staff_name: "Rita", whatsapp_url: null });
    const mail = await mailedToken(cart.email);
    expect(mail.subject).toContain("Gabi");
    expect(mail.subject).toContain(shop.name);

    await expectError(await sendRescue(cart.guid, "EMAIL"), 409, "RESCUE_ALREADY_SENT");
    await expectError(await sendRescue(cart.guid, "WHATSAPP"), 409, "RESCUE_ALREADY_SENT");
    const row = (await listed()).carts.find((entry) => entry.guid === cart.guid)!;
    expect(row.sent).toMatchObject({ channel: "EMAIL", staff_name: "Rita" });
    const stored = await env.DB.prepare("SELECT token_hash FROM rescue_links WHERE cart_guid = ?1")
      .bind(cart.guid)
      .all<{ token_hash: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.token_hash).not.toContain(mail.token);
  });

  it("sends two taps at once only once", async () => {
    const cart = await abandonedCart("Hugo Duplo");
    const answers = await Promise.all([sendRescue(cart.guid, "EMAIL"), sendRescue(cart.guid, "EMAIL")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email = ?1")
      .bind(cart.email)
      .first<{ n: number }>();
    expect(mails!.n).toBe(1);
  });

  it("answers a wa.me link with the message for a customer who accepts WhatsApp and has a phone", async () => {
    const cart = await abandonedCart("Iara Zap", { email: false, whatsapp: true, phone: true });
    await expectError(await sendRescue(cart.guid, "EMAIL"), 422, "RESCUE_NOT_ACCEPTED");
    const sent = await json(
      await sendRescue(cart.guid, "WHATSAPP"),
      200,
      (body) => rescueSendResponseSchema.parse(body).data,
    );
    const url = new URL(sent.whatsapp_url!);
    expect(url.origin + url.pathname).toBe("https://wa.me/5511987654321");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("Iara");
    expect(text).toMatch(new RegExp(`${ORIGIN}/${SHOP}/rescue\\?guid=[A-Za-z0-9_-]{43}`));

    const noWhatsapp = await abandonedCart("João Mail");
    await expectError(await sendRescue(noWhatsapp.guid, "WHATSAPP"), 422, "RESCUE_NOT_ACCEPTED");
  });

  it("refuses a cart of another store, one not abandoned today, and a link to a foreign origin", async () => {
    await env.DB.prepare(
      "INSERT INTO carts (guid, merchant_id, visitor_id, status, created_at, updated_at) VALUES ('cart-pesos-1', ?1, 'v-pesos', 'OPEN', ?2, ?2)",
    )
      .bind(copShop.id, new Date().toISOString())
      .run();
    await expectError(await sendRescue("cart-pesos-1", "EMAIL"), 404, "CART_NOT_FOUND");
    const quiet = await abandonedCart("Lia Quieta", { email: false });
    await expectError(await sendRescue(quiet.guid, "EMAIL"), 404, "CART_NOT_FOUND");
    const cart = await abandonedCart("Mia Origem");
    for (const origin of ["javascript:alert(1)", "http://evil.example", "https://evil.example/path"])
      await expectError(await sendRescue(cart.guid, "EMAIL", owner, origin), 400, "VALIDATION_ERROR");
  });
});

describe("the rescue link (consumer_data_infos)", () => {
  it("is read without being spent, then gives the cart to the browser that opens it, once", async () => {
    const cart = await sentByEmail("Nina Volta");
    const browser = await visitorToken();
    const data = await json(
      await rescueData(browser, cart.link),
      200,
      (body) => rescueDataResponseSchema.parse(body).data,
    );
    expect(data).toMatchObject({ state: "VALID", first_name: "Nina" });
    // Reading twice spends nothing.
    expect(
      (await json(await rescueData(browser, cart.link), 200, (body) => rescueDataResponseSchema.parse(body).data))
        .state,
    ).toBe("VALID");

    const claimed = await json(
      await claim(browser, cart.link),
      200,
      (body) => rescueClaimResponseSchema.parse(body).data,
    );
    expect(claimed.cart_guid).toBe(cart.guid);
    const moved = await json(
      await send("GET", `/${SHOP}/carts/${cart.guid}`, browser),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(moved.count).toBe(3);
    expect(moved.client).toBeNull();

    await expectError(await claim(await visitorToken(), cart.link), 409, "RESCUE_LINK_USED");
    expect(
      await json(await rescueData(browser, cart.link), 200, (body) => rescueDataResponseSchema.parse(body).data),
    ).toMatchObject({ state: "USED", first_name: null });
  });

  it("keeps a logged-in customer's login and attaches the cart to them", async () => {
    const cart = await sentByEmail("Olga Logada");
    const claimed = await json(
      await claim(cart.token, cart.link),
      200,
      (body) => rescueClaimResponseSchema.parse(body).data,
    );
    const read = await json(
      await send("GET", `/${SHOP}/carts/${claimed.cart_guid}`, cart.token),
      200,
      (body) => cartResponseSchema.parse(body).data,
    );
    expect(read.client).toEqual({ id: cart.clientId });
  });

  it("names a re-priced line after a price change", async () => {
    const cart = await sentByEmail("Paula Preço");
    await env.DB.prepare("UPDATE items SET price = price + 300 WHERE merchant_id = ?1 AND id = ?2")
      .bind(shop.id, BATATA)
      .run();
    try {
      const browser = await visitorToken();
      await json(await claim(browser, cart.link), 200, (body) => rescueClaimResponseSchema.parse(body).data);
      const read = await json(
        await send("GET", `/${SHOP}/carts/${cart.guid}`, browser),
        200,
        (body) => cartResponseSchema.parse(body).data,
      );
      expect(read.repriced.length).toBeGreaterThan(0);
    } finally {
      await env.DB.prepare("UPDATE items SET price = price - 300 WHERE merchant_id = ?1 AND id = ?2")
        .bind(shop.id, BATATA)
        .run();
    }
  });

  it("expires", async () => {
    const cart = await sentByEmail("Quézia Tarde");
    await env.DB.prepare("UPDATE rescue_links SET expires_at = ?2 WHERE cart_guid = ?1")
      .bind(cart.guid, Math.floor(Date.now() / 1000) - 1)
      .run();
    const browser = await visitorToken();
    expect(
      (await json(await rescueData(browser, cart.link), 200, (body) => rescueDataResponseSchema.parse(body).data))
        .state,
    ).toBe("EXPIRED");
    await expectError(await claim(browser, cart.link), 409, "RESCUE_LINK_EXPIRED");
  });

  it("says a cart already ordered", async () => {
    const cart = await sentByEmail("Rui Pediu");
    await env.DB.prepare("UPDATE carts SET status = 'FINALIZED' WHERE guid = ?1").bind(cart.guid).run();
    const browser = await visitorToken();
    expect(
      (await json(await rescueData(browser, cart.link), 200, (body) => rescueDataResponseSchema.parse(body).data))
        .state,
    ).toBe("ORDERED");
    await expectError(await claim(browser, cart.link), 409, "RESCUE_CART_ORDERED");
  });

  it("is unknown at another store, unknown when made up, and refused without an access token", async () => {
    const cart = await sentByEmail("Sara Outra");
    const elsewhere = await accessTokenFor(copShop.slug, `visitor-${crypto.randomUUID()}`);
    await expectError(await rescueData(elsewhere, cart.link, copShop.slug), 404, "RESCUE_LINK_NOT_FOUND");
    await expectError(await claim(elsewhere, cart.link, copShop.slug), 404, "RESCUE_LINK_NOT_FOUND");
    await expectError(await rescueData(await visitorToken(), "A".repeat(43)), 404, "RESCUE_LINK_NOT_FOUND");
    await expectError(await rescueData(await visitorToken(), "short"), 400, "VALIDATION_ERROR");
    expect((await call(`/${SHOP}/consumer_data_infos?guid=${cart.link}`)).status).toBe(401);
    // Still unspent: the right store's browser takes it.
    await json(await claim(await visitorToken(), cart.link), 200, (body) => rescueClaimResponseSchema.parse(body).data);
  });

  it("leaves the link unspent when the browser holds another cart with items at the store", async () => {
    const cart = await sentByEmail("Tina Dois");
    const browser = await visitorToken();
    await json(
      await send("POST", `/${SHOP}/carts`, browser, { cart: { items: [{ item_id: BATATA, quantity: 1 }] } }),
      201,
      (body) => cartResponseSchema.parse(body).data,
    );
    await expectError(await claim(browser, cart.link), 409, "RESCUE_CART_CONFLICT");
    expect(
      (await json(await rescueData(browser, cart.link), 200, (body) => rescueDataResponseSchema.parse(body).data))
        .state,
    ).toBe("VALID");
  });
});
