import type { NotificationCheck, NotificationHeaders } from "../provider";

/*
 * Mercado Pago's webhook signature: `x-signature: ts=<ts>,v1=<hex>`, the HMAC-SHA256 with the
 * application's secret of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, where an
 * alphanumeric data.id is lowercased and a value that was not sent leaves its part out.
 * https://www.mercadopago.com.br/developers/en/docs/your-integrations/notifications/webhooks
 */

/** A notification older (or further ahead) than this is refused, so a captured one cannot be replayed. */
export const REPLAY_WINDOW_MS = 5 * 60 * 1000;

const encoder = new TextEncoder();

/** The signed text of a notification. */
export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  const id = dataId && /^[A-Za-z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ""}${requestId ? `request-id:${requestId};` : ""}ts:${ts};`;
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(text));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** `ts` and `v1` of an x-signature header, or null when it is not `ts=<digits>,v1=<64 hex>`. */
export function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  const fields = new Map<string, string>();
  for (const part of header.split(",")) {
    const [name, value, ...rest] = part.split("=");
    if (name === undefined || value === undefined || rest.length > 0) return null;
    fields.set(name.trim(), value.trim());
  }
  const ts = fields.get("ts");
  const v1 = fields.get("v1")?.toLowerCase();
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { ts, v1 };
}

/** `ts` in milliseconds: the documentation's examples are seconds, some notifications carry milliseconds. */
const tsMillis = (ts: string) => (ts.length > 11 ? Number(ts) : Number(ts) * 1000);

/** Whether a notification was signed with `secret`, within the replay window of `now`. */
export async function verifySignature(
  secret: string,
  headers: NotificationHeaders,
  now: Date = new Date(),
): Promise<NotificationCheck> {
  if (!headers.signature) return { valid: false, reason: "missing" };
  const parsed = parseSignatureHeader(headers.signature);
  if (!parsed) return { valid: false, reason: "malformed" };
  if (Math.abs(now.getTime() - tsMillis(parsed.ts)) > REPLAY_WINDOW_MS) return { valid: false, reason: "stale" };
  const expected = await hmacHex(secret, signatureManifest(headers.dataId, headers.requestId, parsed.ts));
  if (!equalInConstantTime(expected, parsed.v1)) return { valid: false, reason: "mismatch" };
  return { valid: true, dataId: headers.dataId };
}

/** The x-signature header Mercado Pago would send (the local stand-in signs with it). */
export async function signNotification(
  secret: string,
  dataId: string | null,
  requestId: string | null,
  at: Date,
): Promise<string> {
  const ts = String(Math.floor(at.getTime() / 1000));
  return `ts=${ts},v1=${await hmacHex(secret, signatureManifest(dataId, requestId, ts))}`;
}
