import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_SECRET_HEADER } from "../../contract";
import type { ReceivedEnvelope } from "../src/provider/error-tracker-inbox";
import { fixtureMerchants } from "./fixtures";
import { CLIENT_SECRET, accessTokenFor, call, getWithToken, seed } from "./helpers";

beforeAll(() => seed(fixtureMerchants));

/** The envelopes the sandbox tracker received since `since`, as a test reads them. */
async function envelopesSince(since: string): Promise<ReceivedEnvelope[]> {
  const response = await call(`/dev/error_envelopes?since=${encodeURIComponent(since)}`, {
    headers: { [CLIENT_SECRET_HEADER]: CLIENT_SECRET },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ReceivedEnvelope[] }).data;
}

const eventsOf = (envelopes: ReceivedEnvelope[]) =>
  envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === "event").map((item) => item.payload as Record<string, unknown>),
  );

describe("error reporting", () => {
  it("sends an unexpected failure to the tracker with the endpoint, method, status and class, and nothing of the caller", async () => {
    const since = new Date().toISOString();
    await env.DB.prepare("UPDATE merchants SET coupon_settings = ? WHERE slug = ?")
      .bind('{"enabled":"yes"}', "test-pizzaria")
      .run();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const token = await accessTokenFor("test-pizzaria");
      const response = await getWithToken("/test-pizzaria/coupon_settings?email=maria%40example.com", token);
      expect(response.status).toBe(500);
      await expect.poll(async () => eventsOf(await envelopesSince(since)).length, { timeout: 10_000 }).toBe(1);
      const envelopes = await envelopesSince(since);
      const [event] = eventsOf(envelopes);
      expect(event!.tags).toMatchObject({
        endpoint: "/:slug/coupon_settings",
        method: "GET",
        status: 500,
        class: "Error",
      });
      const text = JSON.stringify(envelopes);
      expect(text).not.toContain(token);
      expect(text).not.toContain("maria");
      expect(text).not.toMatch(/authorization|x-comanda-client-ip/i);
    } finally {
      logged.mockRestore();
    }
  });

  it("the sandbox tracker is Sentry's envelope endpoint: it wants the DSN's key, and reads only with the client secret", async () => {
    const envelope = `{"event_id":"0123456789abcdef0123456789abcdef"}\n{"type":"event"}\n{"message":"hello"}\n`;
    const post = (query: string) =>
      call(`/provider/error-tracker/api/1/envelope/${query}`, {
        method: "POST",
        headers: { "content-type": "application/x-sentry-envelope" },
        body: envelope,
      });
    expect((await post("")).status).toBe(401);
    const accepted = await post("?sentry_key=testpublickey&sentry_version=7");
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ id: "0123456789abcdef0123456789abcdef" });
    expect((await call("/dev/error_envelopes")).status).toBe(404);
  });
});
