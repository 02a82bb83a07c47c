import { EMAIL_TOKEN_TTL_SECONDS } from "../../../contract";
import { createDb, type Db } from "../db/client";
import { type EmailTokenPurpose, readOutbox } from "../db/clients";
import { loadDocument, type MerchantRef } from "../db/merchants";
import type { Bindings } from "../env";
import { HttpError } from "../http/errors";
import { mailbox, MailNotSent } from "../mail/mailer";
import { mailerFor, senderAddress } from "../mail/mailer-for";
import { mailBrand, renderTokenMail } from "../mail/token-mail";

/** A message the mailer could not hand over is 503 MAIL_NOT_SENT; the code's hash stays and the customer can ask again. */
export async function sendTokenMail(
  env: Bindings,
  db: Db,
  merchant: MerchantRef,
  mail: { email: string; purpose: EmailTokenPurpose; token: string },
): Promise<void> {
  const [tropicalization, stylizations] = await Promise.all([
    loadDocument(db, merchant.id, "tropicalization"),
    loadDocument(db, merchant.id, "stylizations"),
  ]);
  const brand = mailBrand(merchant.name, stylizations, env.MAIL_ASSETS_ORIGIN);
  const content = renderTokenMail(
    tropicalization.language,
    mail.purpose,
    brand,
    mail.token,
    EMAIL_TOKEN_TTL_SECONDS / 60,
  );
  try {
    await mailerFor(env, merchant.id).send({
      ...content,
      to: mail.email,
      from: mailbox(merchant.name, senderAddress(env)),
      tags: { purpose: mail.purpose, merchant: merchant.slug },
      idempotencyKey: `token-email/${crypto.randomUUID()}`,
    });
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    // For `wrangler tail`: the provider's status and code only (its message may quote the address).
    console.error(
      `[mail] ${merchant.slug} ${mail.purpose} code not sent after ${error.attempts} attempt(s): status ${error.status ?? "none"} code ${error.providerCode ?? "none"}`,
    );
    throw new HttpError(503, "MAIL_NOT_SENT", "The e-mail with the code could not be sent; ask for a code again");
  }
}

export const readMailOutbox = (d1: D1Database, to: string) => readOutbox(createDb(d1), to);
