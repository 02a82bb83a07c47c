import { createDb } from "../db/client";
import type { Bindings } from "../env";
import type { CodeSender } from "./code-sender";
import { outboxCodeSender } from "./outbox";
import { TWILIO_API_URL, twilioCodeSender } from "./twilio";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

type SmsEnv = Pick<
  Bindings,
  | "DB"
  | "SMS_ACCOUNT_SID"
  | "SMS_AUTH_TOKEN"
  | "SMS_API_KEY_SID"
  | "SMS_FROM"
  | "SMS_WHATSAPP_CONTENT_SID"
  | "SMS_API_URL"
>;

/** The provider's origin: https, or http on a loopback host (a local stand-in of its API). */
function providerUrl(value: string | undefined): string {
  if (value === undefined || value === "") return TWILIO_API_URL;
  const url = new URL(value);
  if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) return url.origin;
  throw new Error("SMS_API_URL must be https (http only on a loopback host)");
}

/** Who delivers this Worker's phone codes: Twilio when its credentials are set, else the D1 outbox. */
export function codeSenderFor(env: SmsEnv, merchantId: number): CodeSender {
  if (!env.SMS_ACCOUNT_SID || !env.SMS_AUTH_TOKEN) return outboxCodeSender(createDb(env.DB), merchantId);
  if (!env.SMS_FROM)
    throw new Error("SMS_FROM (a number in E.164 or a Messaging Service SID) is required with SMS_ACCOUNT_SID");
  return twilioCodeSender({
    accountSid: env.SMS_ACCOUNT_SID,
    authToken: env.SMS_AUTH_TOKEN,
    apiKeySid: env.SMS_API_KEY_SID || undefined,
    from: env.SMS_FROM,
    whatsappContentSid: env.SMS_WHATSAPP_CONTENT_SID || undefined,
    baseUrl: providerUrl(env.SMS_API_URL),
  });
}
