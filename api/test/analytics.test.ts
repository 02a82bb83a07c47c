import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_SECRET_HEADER,
  type ConversionEvent,
  conversionEventListResponseSchema,
  newEventId,
} from "../../contract";
import type { ReceivedGraphEvents } from "../src/routes/provider-graph";
import { CONVERSION_EVENT_SECONDS, deleteOldConversionEvents } from "../src/cleanup";
import { demoMerchants } from "../seed/data";
import type { SeedMerchant } from "../seed/types";
import { merchant } from "./fixtures";
import { CLIENT_SECRET, accessTokenFor, call, expectError, seed, send } from "./helpers";
import { pixel } from "../../contract/analytics.fixtures";

/*
 * Server-side conversion events of a merchant's Facebook pixel (decision 032):
 * POST /{slug}/facebook_pixel records each event once per event id (204), only for a merchant whose
 * pixel has the conversions API on and the event's flag on; GET /admin/conversion_events lists them.
 */

/** Two pixels with conversions that take AddToCart (one of them Purchase too), one browser-only pixel. */
const pixelShop: SeedMerchant = {
  ...merchant({ id: 93600000, slug: "test-pixel", name: "Loja do Pixel" }),
  analytics_settings: {
    facebook: [
      pixel("200000000000001", true, { add_to_cart: true }),
      pixel("200000000000002", true, { add_to_cart: true, purchase: false, lead: true }),
      pixel("200000000000003", false, { purchase: true, add_to_cart: true }),
    ],
    ga4: [{ google_analytics_id: "G-TESTPIXEL1" }],
  },
};
/** A pixel in the browser only (no conversions API). */
const browserOnly: SeedMerchant = {
  ...merchant({ id: 93700000, slug: "test-pixel-browser", name: "Pixel no navegador" }),
  analytics_settings: { facebook: [pixel("300000000000001", false, { add_to_cart: true, purchase: true })], ga4: [] },
};

const PORTO_ALEGRE = "sabor-da-casa-porto-alegre";
const FBP = "fb.1.1764165600000.1116446470";
const FBC = "fb.1.1764165600000.IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk";

beforeAll(() => seed([...demoMerchants, pixelShop, browserOnly]));

const postEvent = (slug: string, token: string, body: unknown) => send("POST", `/${slug}/facebook_pixel`, token, body);

async function eventsOf(slug: string): Promise<ConversionEvent[]> {
  const response = await call(`/admin/conversion_events?slug=${slug}`, {
    headers: { Authorization: `Bearer ${env.ADMIN_KEY}` },
  });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return conversionEventListResponseSchema.parse(body).data;
}

describe("POST /{slug}/facebook_pixel", () => {
  it("records the demo store's AddToCart with its cookies and answers 204 with no body", async () => {
    const token = await accessTokenFor(PORTO_ALEGRE);
    const eventId = newEventId();
    const event = {
      event_id: eventId,
      event_name: "AddToCart",
      event_params: {
        value: 3290,
        currency: "BRL",
        content_type: "product",
        content_ids: ["70100001"],
        contents: [{ id: "70100001", quantity: 1 }],
      },
      fbp: FBP,
      fbc: FBC,
    };
    const response = await postEvent(PORTO_ALEGRE, token, event);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const [recorded] = await eventsOf(PORTO_ALEGRE);
    expect(recorded).toMatchObject({ ...event, slug: PORTO_ALEGRE, pixel_ids: ["100000000000001"] });
    expect(Date.parse(recorded!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("counts a retry of the same event id once, and a new id as another event", async () => {
    const token = await accessTokenFor(pixelShop.slug);
    const first = { event_id: newEventId(), event_name: "AddToCart", event_params: { value: 1000, currency: "BRL" } };
    expect((await postEvent(pixelShop.slug, token, first)).status).toBe(204);
    // The retry, even with other params, is the same event: the first stays.
    expect((await postEvent(pixelShop.slug, token, { ...first, event_params: { value: 2000 } })).status).toBe(204);
    expect((await postEvent(pixelShop.slug, token, { ...first, event_id: newEventId() })).status).toBe(204);
    const events = (await eventsOf(pixelShop.slug)).filter(
      (event) => event.event_params.value === 1000 || event.event_params.value === 2000,
    );
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.event_params.value === 1000)).toBe(true);
    // Only the pixels with the conversions API and the event's flag on; no cookies: null.
    expect(events[0]).toMatchObject({ pixel_ids: ["200000000000001", "200000000000002"], fbp: null, fbc: null });
  });

  it("answers 422 EVENT_NOT_ENABLED for an event no pixel with conversions takes, and records nothing", async () => {
    const token = await accessTokenFor(pixelShop.slug);
    const before = await eventsOf(pixelShop.slug);
    // Purchase is on only in the browser-only pixel.
    await expectError(
      await postEvent(pixelShop.slug, token, {
        event_id: newEventId(),
        event_name: "Purchase",
        event_params: { value: 5000, currency: "BRL", order_id: "1" },
      }),
      422,
      "EVENT_NOT_ENABLED",
    );
    expect((await postEvent(pixelShop.slug, token, { event_id: newEventId(), event_name: "Lead" })).status).toBe(204);
    expect((await eventsOf(pixelShop.slug)).map((event) => event.event_name)).toEqual([
      "Lead",
      ...before.map((event) => event.event_name),
    ]);
  });

  it("answers 404 to a merchant without a pixel with the conversions API", async () => {
    for (const slug of [browserOnly.slug, "bella-napoli"]) {
      const token = await accessTokenFor(slug);
      await expectError(
        await postEvent(slug, token, { event_id: newEventId(), event_name: "AddToCart" }),
        404,
        "NOT_FOUND",
      );
      expect(await eventsOf(slug)).toEqual([]);
    }
  });

  it("needs a token of that merchant: none is 401, another merchant's slug is 403", async () => {
    const event = { event_id: newEventId(), event_name: "AddToCart" };
    const none = await call(`/${PORTO_ALEGRE}/facebook_pixel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    await expectError(none, 401, "UNAUTHORIZED");
    // A token of bella-napoli cannot record events of Porto Alegre, nor one of Porto Alegre those of the pixel shop.
    await expectError(await postEvent(PORTO_ALEGRE, await accessTokenFor("bella-napoli"), event), 403, "FORBIDDEN");
    await expectError(await postEvent(pixelShop.slug, await accessTokenFor(PORTO_ALEGRE), event), 403, "FORBIDDEN");
    expect((await eventsOf(PORTO_ALEGRE)).some((recorded) => recorded.event_id === event.event_id)).toBe(false);
  });

  it("refuses a bad body with 400 VALIDATION_ERROR naming the field", async () => {
    const token = await accessTokenFor(PORTO_ALEGRE);
    const good = { event_id: newEventId(), event_name: "AddToCart" };
    const cases: Array<[unknown, string]> = [
      [{ event_name: "AddToCart" }, "event_id"],
      [{ ...good, event_id: "abc" }, "event_id"],
      [{ ...good, event_id: "1764165600000.<script>" }, "event_id"],
      [{ ...good, event_name: "PageView" }, "event_name"],
      [{ ...good, event_params: { value: -1 } }, "event_params.value"],
      [{ ...good, event_params: { value: 10.5 } }, "event_params.value"],
      [{ ...good, event_params: { currency: "real" } }, "event_params.currency"],
      [{ ...good, event_params: { email: "cliente@example.com" } }, "event_params"],
      [{ ...good, fbp: "not a cookie" }, "fbp"],
      [{ ...good, fbc: "x".repeat(600) }, "fbc"],
      [{ ...good, user_agent: "Mozilla" }, "body"],
      [[good], "body"],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await postEvent(PORTO_ALEGRE, token, body), 400, "VALIDATION_ERROR");
      expect(
        error.errors?.map((entry) => entry.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    const notJson = await call(`/${PORTO_ALEGRE}/facebook_pixel`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "content-type": "text/plain" },
      body: "x",
    });
    await expectError(notJson, 415, "UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("GET /admin/conversion_events", () => {
  it("needs the admin key and a slug", async () => {
    await expectError(await call(`/admin/conversion_events?slug=${PORTO_ALEGRE}`), 401, "UNAUTHORIZED");
    await expectError(
      await call(`/admin/conversion_events?slug=${PORTO_ALEGRE}`, { headers: { Authorization: "Bearer wrong" } }),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await call("/admin/conversion_events", { headers: { Authorization: `Bearer ${env.ADMIN_KEY}` } }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("deleteOldConversionEvents (the hourly cron)", () => {
  it("deletes events past Facebook's window and keeps the recent ones", async () => {
    const token = await accessTokenFor(PORTO_ALEGRE);
    expect((await postEvent(PORTO_ALEGRE, token, { event_id: newEventId(), event_name: "Purchase" })).status).toBe(204);
    const count = (await eventsOf(PORTO_ALEGRE)).length;
    expect(count).toBeGreaterThan(0);
    expect(await deleteOldConversionEvents(env, new Date())).toBe(0);
    const all = count + (await eventsOf(pixelShop.slug)).length;
    expect(await deleteOldConversionEvents(env, new Date(Date.now() + (CONVERSION_EVENT_SECONDS + 60) * 1000))).toBe(
      all,
    );
    expect(await eventsOf(PORTO_ALEGRE)).toEqual([]);
    expect(await eventsOf(pixelShop.slug)).toEqual([]);
  });
});

describe("Meta's conversions API", () => {
  /** What the sandbox Graph API received since `since`. */
  async function graphEventsSince(since: string): Promise<ReceivedGraphEvents[]> {
    const response = await call(`/dev/graph_events?since=${encodeURIComponent(since)}`, {
      headers: { [CLIENT_SECRET_HEADER]: CLIENT_SECRET },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: ReceivedGraphEvents[] }).data;
  }

  it("gets each recorded event once, for its pixel, with the browser's event id, hashed user data and the value in units", async () => {
    const since = new Date().toISOString();
    const token = await accessTokenFor(PORTO_ALEGRE);
    const hash = "a".repeat(64);
    const event = {
      event_id: newEventId(),
      event_name: "Purchase",
      event_params: { value: 3290, currency: "BRL", order_id: "17", content_ids: ["item-1"] },
      fbp: FBP,
      fbc: null,
      user_data: {
        ph: hash,
        external_id: "b".repeat(64),
        client_ip_address: "203.0.113.9",
        client_user_agent: "Mozilla/5.0",
      },
      event_source_url: "https://comanda.test/sabor-da-casa-porto-alegre/checkout",
    };
    expect((await postEvent(PORTO_ALEGRE, token, event)).status).toBe(204);
    expect((await postEvent(PORTO_ALEGRE, token, event)).status).toBe(204);
    await expect.poll(async () => (await graphEventsSince(since)).length, { timeout: 10_000 }).toBe(1);
    const [received] = await graphEventsSince(since);
    expect(received!.pixelId).toBe("100000000000001");
    expect(received!.data).toEqual([
      {
        event_name: "Purchase",
        event_time: expect.any(Number),
        event_id: event.event_id,
        action_source: "website",
        event_source_url: event.event_source_url,
        user_data: {
          ph: [hash],
          external_id: ["b".repeat(64)],
          client_ip_address: "203.0.113.9",
          client_user_agent: "Mozilla/5.0",
          fbp: FBP,
        },
        custom_data: { order_id: "17", content_ids: ["item-1"], currency: "BRL", value: 32.9 },
      },
    ]);
    // The event is kept without the user data.
    const [recorded] = (await eventsOf(PORTO_ALEGRE)).filter((candidate) => candidate.event_id === event.event_id);
    expect(JSON.stringify(recorded)).not.toContain(hash);
  });

  it("refuses user data that is not hashed", async () => {
    const token = await accessTokenFor(PORTO_ALEGRE);
    const response = await postEvent(PORTO_ALEGRE, token, {
      event_id: newEventId(),
      event_name: "Lead",
      user_data: { em: "maria@example.com" },
    });
    expect(response.status).toBe(400);
  });
});
