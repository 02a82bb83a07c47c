import { EMAIL_TOKEN_TTL_SECONDS, type ClientPhone, type PhoneChannel } from "../../../contract/clients";
import { DIALLING_PREFIX } from "../../../contract/formats";
import type { CountryCode } from "../../../contract/merchant";
import type { Db } from "../db/client";
import { loadDocument, type MerchantRef } from "../db/merchants";
import type { Bindings } from "../env";
import { HttpError } from "../http/errors";
import { MessageNotSent } from "../phone/code-sender";
import { phoneCodeText } from "../phone/code-text";
import { codeSenderFor } from "../phone/sender-for";
import { phoneErrors } from "./client-accounts";

/** E.164: the key its codes and limits are kept under (e-mails always hold an "@"). */
export const e164Of = (phone: ClientPhone) => `+${phone.country_code}${phone.ddd}${phone.number}`;

/** Codes go only where the store is. */
export function homePhoneErrors(country: CountryCode, phone: ClientPhone, field: string) {
  return phone.country_code === DIALLING_PREFIX[country]
    ? phoneErrors(country, phone, field)
    : [{ field, message: "Not a phone number of the merchant's country" }];
}

export const canSendBy = (env: Bindings, merchantId: number, channel: PhoneChannel) =>
  codeSenderFor(env, merchantId).channels.includes(channel);

/** A message the provider did not take is 503 MESSAGE_NOT_SENT; the code's hash stays and the customer can ask again. */
export async function sendPhoneCode(
  env: Bindings,
  db: Db,
  merchant: MerchantRef,
  message: { to: string; channel: PhoneChannel; token: string },
): Promise<void> {
  const tropicalization = await loadDocument(db, merchant.id, "tropicalization");
  const text = phoneCodeText(tropicalization.language, merchant.name, message.token, EMAIL_TOKEN_TTL_SECONDS / 60);
  try {
    await codeSenderFor(env, merchant.id).send({ to: message.to, channel: message.channel, text, code: message.token });
  } catch (error) {
    if (!(error instanceof MessageNotSent)) throw error;
    // For `wrangler tail`: the provider's status and code only (its message may quote the number).
    console.error(
      `[sms] ${merchant.slug} ${message.channel} code not sent after ${error.attempts} attempt(s): status ${error.status ?? "none"} code ${error.providerCode ?? "none"}`,
    );
    throw new HttpError(503, "MESSAGE_NOT_SENT", "The message with the code could not be sent; ask for a code again");
  }
}
