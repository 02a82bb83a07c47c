import type { PhoneChannel } from "../../../contract/clients";

/*
 * One small interface between the API and whoever delivers its phone codes: Twilio's Messages API
 * on a deploy, the D1 outbox locally (sender-for.ts picks one), as the e-mail codes' Mailer.
 */

export interface CodeMessage {
  /** E.164: "+5511987654321". */
  to: string;
  channel: PhoneChannel;
  /** The whole text (SMS); a WhatsApp template gets `code` as its variable instead. */
  text: string;
  code: string;
}

export interface CodeSender {
  /** The channels this sender can reach (WhatsApp needs an approved template at the provider). */
  readonly channels: readonly PhoneChannel[];
  /** Resolves once the message is handed over; rejects with `MessageNotSent` when it finally was not. */
  send(message: CodeMessage): Promise<void>;
}

export class MessageNotSent extends Error {
  constructor(
    message: string,
    /** The provider's last HTTP status, null when it never answered. */
    readonly status: number | null,
    /** The provider's error code (Twilio's numeric `code`, e.g. 21211), when it gave one. */
    readonly providerCode: number | null,
    readonly attempts: number,
  ) {
    super(message);
    this.name = "MessageNotSent";
  }
}
