import type { Db } from "../db/client";
import { writeOutboxMail } from "../db/clients";
import type { Mailer } from "./mailer";

/**
 * The local mailer: the message's plain-text part goes to D1's `mail_outbox`, read only through
 * GET /dev/mail_outbox with MAIL_OUTBOX_READABLE=1 (never on a deploy); the cron drops it after a day.
 */
export function outboxMailer(db: Db, merchantId: number): Mailer {
  return {
    send: (message) =>
      writeOutboxMail(db, { merchantId, to: message.to, subject: message.subject, body: message.text }),
  };
}
