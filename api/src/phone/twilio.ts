import type { PhoneChannel } from "../../../contract/clients";
import { type CodeMessage, type CodeSender, MessageNotSent } from "./code-sender";

/*
 * Twilio's Messages API (docs/decisions/075): POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json,
 * HTTP Basic auth (the Account SID, or an API key SID, and its secret), form-encoded `To`, `From`
 * or `MessagingServiceSid`, and `Body` (SMS) or `ContentSid` + `ContentVariables` (a WhatsApp
 * template approved by Meta, `whatsapp:` addresses). Success is 201 with the message's `sid`;
 * errors are `{ code, message, more_info, status }`. The API has no idempotency key, so only a
 * refusal that certainly sent nothing (429, code 20429) is tried again: a timeout or a 5xx may have
 * sent the code, and the customer asks again instead (counted by the same limits).
 */

export const TWILIO_API_URL = "https://api.twilio.com";

/** One attempt waits at most this long; two attempts stay under the storefront's 5 s wait. */
const ATTEMPT_TIMEOUT_MS = 2_000;
/** A Retry-After longer than this is not waited for. */
const MAX_WAIT_MS = 1_500;
const DEFAULT_WAIT_MS = 500;

export interface TwilioOptions {
  accountSid: string;
  /** The Auth Token, or an API key's secret when `apiKeySid` is given. */
  authToken: string;
  apiKeySid?: string;
  /** An E.164 number, or a Messaging Service SID ("MG…"). */
  from: string;
  /** The approved WhatsApp template whose variable {{1}} is the code; without it, SMS only. */
  whatsappContentSid?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function providerError(response: Response): Promise<{ code: number | null; message: string }> {
  const body: unknown = await response.json().catch(() => null);
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return {
    code: typeof fields.code === "number" ? fields.code : null,
    message: typeof fields.message === "string" ? fields.message : `HTTP ${response.status}`,
  };
}

export function twilioForm(
  options: Pick<TwilioOptions, "from" | "whatsappContentSid">,
  message: CodeMessage,
): URLSearchParams {
  const form = new URLSearchParams();
  const service = options.from.startsWith("MG");
  if (message.channel === "whatsapp") {
    form.set("To", `whatsapp:${message.to}`);
    form.set(service ? "MessagingServiceSid" : "From", service ? options.from : `whatsapp:${options.from}`);
    form.set("ContentSid", options.whatsappContentSid ?? "");
    form.set("ContentVariables", JSON.stringify({ 1: message.code }));
  } else {
    form.set("To", message.to);
    form.set(service ? "MessagingServiceSid" : "From", options.from);
    form.set("Body", message.text);
  }
  return form;
}

/** The Twilio adapter: one attempt, and a second only after a 429. */
export function twilioCodeSender(options: TwilioOptions): CodeSender {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? sleepFor;
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.baseUrl ?? TWILIO_API_URL,
  ).href;
  const authorization = `Basic ${btoa(`${options.apiKeySid ?? options.accountSid}:${options.authToken}`)}`;
  const channels: PhoneChannel[] = options.whatsappContentSid ? ["sms", "whatsapp"] : ["sms"];

  return {
    channels,
    async send(message) {
      const init = {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded", "user-agent": "comanda-api" },
        body: twilioForm(options, message).toString(),
      };
      for (let attempt = 1; ; attempt++) {
        let response: Response;
        try {
          response = await send(url, { ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
        } catch (error) {
          throw new MessageNotSent(`no answer: ${String(error)}`, null, null, attempt);
        }
        if (response.ok) {
          await response.body?.cancel();
          return;
        }
        const error = await providerError(response);
        const failure = new MessageNotSent(
          `${response.status} ${error.code ?? ""}: ${error.message}`,
          response.status,
          error.code,
          attempt,
        );
        const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN) * 1000;
        const wait = Number.isFinite(retryAfter) ? retryAfter : DEFAULT_WAIT_MS;
        if (response.status !== 429 || attempt >= 2 || wait > MAX_WAIT_MS) throw failure;
        await sleep(wait);
      }
    },
  };
}
