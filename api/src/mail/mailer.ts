/*
 * One small interface between the API and whoever delivers its e-mails: the provider's HTTP API on
 * a deploy, the D1 outbox locally (mailer-for.ts picks one). Nothing outside api/src/mail knows
 * which provider it is.
 */

/** One e-mail to one address, with both parts. */
export interface MailMessage {
  to: string;
  /** A mailbox: `"Bella Napoli" <codigos@example.com>` (see `mailbox`). */
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Provider tags for its logs (letters, digits, `_` and `-` only). */
  tags?: Record<string, string>;
  /** The same on every attempt of this message, so a provider that honours it sends it once. */
  idempotencyKey: string;
}

export interface Mailer {
  /** Resolves once the message is handed over; rejects with `MailNotSent` when it finally was not. */
  send(message: MailMessage): Promise<void>;
}

/** A message the provider did not take, after the retries it was worth. */
export class MailNotSent extends Error {
  constructor(
    message: string,
    /** The provider's last HTTP status, null when it never answered (network, timeout). */
    readonly status: number | null,
    /** The provider's error name (`rate_limit_exceeded`), when it gave one. */
    readonly providerCode: string | null,
    readonly attempts: number,
  ) {
    super(message);
    this.name = "MailNotSent";
  }
}

/** `"Display Name" <address>`: the name quoted, so a comma or a quote in it cannot add a recipient. */
export function mailbox(displayName: string, address: string): string {
  const name = displayName
    .replace(/[\p{Cc}]/gu, " ")
    .replace(/["\\]/g, "\\$&")
    .trim();
  return name ? `"${name}" <${address}>` : address;
}
