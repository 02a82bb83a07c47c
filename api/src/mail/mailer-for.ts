import { createDb } from "../db/client";
import type { Bindings } from "../env";
import type { Mailer } from "./mailer";
import { outboxMailer } from "./outbox";
import { RESEND_API_URL, resendMailer } from "./resend";

/** The sender of local mails, which never leave D1. */
const LOCAL_FROM = "codigos@comanda.localhost";
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

type MailEnv = Pick<Bindings, "DB" | "MAIL_API_KEY" | "MAIL_API_URL" | "MAIL_FROM">;

/** The provider's origin: https, or http on a loopback host (a local capture of its API). */
function providerUrl(value: string | undefined): string {
  if (value === undefined || value === "") return RESEND_API_URL;
  const url = new URL(value);
  if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) return url.origin;
  throw new Error("MAIL_API_URL must be https (http only on a loopback host)");
}

/** Who delivers this Worker's mails: the provider when its key is set, else the D1 outbox. */
export function mailerFor(env: MailEnv, merchantId: number): Mailer {
  if (!env.MAIL_API_KEY) return outboxMailer(createDb(env.DB), merchantId);
  return resendMailer({ apiKey: env.MAIL_API_KEY, baseUrl: providerUrl(env.MAIL_API_URL) });
}

/** The address mails come from: MAIL_FROM, which a provider's key makes required (a domain verified there). */
export function senderAddress(env: MailEnv): string {
  if (!env.MAIL_API_KEY) return env.MAIL_FROM ?? LOCAL_FROM;
  if (!env.MAIL_FROM || !ADDRESS.test(env.MAIL_FROM))
    throw new Error("MAIL_FROM must be a bare address of the sending domain when MAIL_API_KEY is set");
  return env.MAIL_FROM;
}
