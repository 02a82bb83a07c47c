import type { Db } from "../db/client";
import { writeOutboxMail } from "../db/clients";
import type { CodeSender } from "./code-sender";

/**
 * The local sender: the message goes to D1's outbox beside the e-mails, addressed to the phone in
 * E.164 and read the same way (GET /dev/mail_outbox?phone=, never on a deploy).
 */
export function outboxCodeSender(db: Db, merchantId: number): CodeSender {
  return {
    channels: ["sms", "whatsapp"],
    send: (message) =>
      writeOutboxMail(db, {
        merchantId,
        to: message.to,
        subject: message.channel === "sms" ? "SMS" : "WhatsApp",
        body: message.text,
      }),
  };
}
