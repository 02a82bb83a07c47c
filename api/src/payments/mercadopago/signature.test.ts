import { describe, expect, it } from "vitest";
import { parseSignatureHeader, signatureManifest, signNotification, verifySignature } from "./signature";

const SECRET = "webhook-secret-of-the-store";
const NOW = new Date("2026-12-07T15:00:00Z");
const TS = String(NOW.getTime() / 1000);
const REQUEST_ID = "bb56a2f1-6aae-46ac-982e-9dcd3581d08e";

/** The documented manifest signed independently of the code under test. */
async function documented(secret: string, manifest: string, ts = TS) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(manifest)));
  return `ts=${ts},v1=${Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

describe("Mercado Pago's webhook signature", () => {
  it("accepts the documented manifest signed with the merchant's secret", async () => {
    const signature = await documented(SECRET, `id:123456;request-id:${REQUEST_ID};ts:${TS};`);
    expect(await verifySignature(SECRET, { signature, requestId: REQUEST_ID, dataId: "123456" }, NOW)).toEqual({
      valid: true,
      dataId: "123456",
    });
  });

  it("lowercases an alphanumeric data.id and leaves out the parts not sent", () => {
    expect(signatureManifest("ORD01ABC", REQUEST_ID, TS)).toBe(`id:ord01abc;request-id:${REQUEST_ID};ts:${TS};`);
    expect(signatureManifest(null, null, TS)).toBe(`ts:${TS};`);
    expect(signatureManifest("123", null, TS)).toBe(`id:123;ts:${TS};`);
  });

  it("refuses a signature made with another secret", async () => {
    const signature = await documented("another-secret", `id:123456;request-id:${REQUEST_ID};ts:${TS};`);
    expect(await verifySignature(SECRET, { signature, requestId: REQUEST_ID, dataId: "123456" }, NOW)).toEqual({
      valid: false,
      reason: "mismatch",
    });
  });

  it("refuses a notification whose data.id was changed", async () => {
    const signature = await signNotification(SECRET, "123456", REQUEST_ID, NOW);
    expect(await verifySignature(SECRET, { signature, requestId: REQUEST_ID, dataId: "123457" }, NOW)).toMatchObject({
      valid: false,
      reason: "mismatch",
    });
    expect(await verifySignature(SECRET, { signature, requestId: "other", dataId: "123456" }, NOW)).toMatchObject({
      valid: false,
    });
  });

  it("refuses a stale or future ts, accepts one inside the window, in seconds or milliseconds", async () => {
    const signedAt = new Date(NOW.getTime() - 6 * 60 * 1000);
    const stale = await signNotification(SECRET, "1", REQUEST_ID, signedAt);
    expect(await verifySignature(SECRET, { signature: stale, requestId: REQUEST_ID, dataId: "1" }, NOW)).toEqual({
      valid: false,
      reason: "stale",
    });
    const ahead = await signNotification(SECRET, "1", REQUEST_ID, new Date(NOW.getTime() + 6 * 60 * 1000));
    expect(await verifySignature(SECRET, { signature: ahead, requestId: REQUEST_ID, dataId: "1" }, NOW)).toMatchObject({
      reason: "stale",
    });
    const recent = await signNotification(SECRET, "1", REQUEST_ID, new Date(NOW.getTime() - 4 * 60 * 1000));
    expect(await verifySignature(SECRET, { signature: recent, requestId: REQUEST_ID, dataId: "1" }, NOW)).toMatchObject(
      {
        valid: true,
      },
    );
    const millis = String(NOW.getTime());
    const inMillis = await documented(SECRET, `id:1;ts:${millis};`, millis);
    expect(await verifySignature(SECRET, { signature: inMillis, requestId: null, dataId: "1" }, NOW)).toMatchObject({
      valid: true,
    });
  });

  it("refuses a notification without its signature header", async () => {
    expect(await verifySignature(SECRET, { signature: null, requestId: REQUEST_ID, dataId: "1" }, NOW)).toEqual({
      valid: false,
      reason: "missing",
    });
    expect(await verifySignature(SECRET, { signature: "", requestId: REQUEST_ID, dataId: "1" }, NOW)).toMatchObject({
      reason: "missing",
    });
  });

  it("refuses a request id or data.id left out of what was signed", async () => {
    const signature = await signNotification(SECRET, "1", REQUEST_ID, NOW);
    expect(await verifySignature(SECRET, { signature, requestId: null, dataId: "1" }, NOW)).toMatchObject({
      reason: "mismatch",
    });
    expect(await verifySignature(SECRET, { signature, requestId: REQUEST_ID, dataId: null }, NOW)).toMatchObject({
      reason: "mismatch",
    });
  });

  it("refuses a malformed header", async () => {
    const v1 = "a".repeat(64);
    for (const header of [
      "v1=" + v1,
      `ts=${TS}`,
      `ts=abc,v1=${v1}`,
      `ts=${TS},v1=xyz`,
      `ts=${TS};v1=${v1}`,
      "garbage",
    ]) {
      expect(parseSignatureHeader(header)).toBeNull();
      expect(await verifySignature(SECRET, { signature: header, requestId: null, dataId: "1" }, NOW)).toEqual({
        valid: false,
        reason: "malformed",
      });
    }
    expect(parseSignatureHeader(` ts=${TS} , v1=${v1.toUpperCase()}`)).toEqual({ ts: TS, v1 });
  });
});
