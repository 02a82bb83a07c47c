import { type Mailer, type MailMessage, MailNotSent } from "./mailer";

/*
 * Resend's e-mail API (docs/decisions/063): POST {base}/emails with `Authorization: Bearer <key>`
 * and JSON `{ from, to, subject, html, text, reply_to, tags }`; errors are `{ statusCode, name,
 * message }`. The `Idempotency-Key` header makes a retry of one message answer the first result
 * instead of sending again (kept 24 h), so a timeout can be retried without a second e-mail.
 */

export const RESEND_API_URL = "https://api.resend.com";

/** Attempts of one message, and the time all of them may take: under the storefront's 5 s wait. */
export const MAX_ATTEMPTS = 3;
export const SEND_DEADLINE_MS = 4_000;
/** One attempt waits at most this long for an answer. */
const ATTEMPT_TIMEOUT_MS = 2_000;
/** Waits before the second and third attempts when the provider names none. */
const BACKOFF_MS = [250, 750];
/** A Retry-After longer than this is not waited for: the customer can ask again instead. */
const MAX_WAIT_MS = 1_500;
/** An attempt with less time than this left is not started. */
const MIN_ATTEMPT_MS = 500;

/** Quotas that reset in hours, not seconds: a retry now would be refused again. */
const QUOTA_ERRORS = new Set(["daily_quota_exceeded", "monthly_quota_exceeded"]);

export interface ResendOptions {
  apiKey: string;
  /** The API's origin; a local capture of it in the tests. */
  baseUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Whether a refusal may go through if sent again: rate limits, the provider's own failures, a key still in flight. */
export function isRetryable(status: number, providerCode: string | null): boolean {
  if (status === 429) return !QUOTA_ERRORS.has(providerCode ?? "");
  if (status === 409) return providerCode === "concurrent_idempotent_requests";
  return status >= 500;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The provider's error name and message, from its documented `{ statusCode, name, message }`. */
async function providerError(response: Response): Promise<{ name: string | null; message: string }> {
  const body: unknown = await response.json().catch(() => null);
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return {
    name: typeof fields.name === "string" ? fields.name : null,
    message: typeof fields.message === "string" ? fields.message : `HTTP ${response.status}`,
  };
}

function requestBody(message: MailMessage) {
  return {
    from: message.from,
    to: [message.to],
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    ...(message.tags
      ? {
          tags: Object.entries(message.tags).map(([name, value]) => ({
            name,
            value: value.replace(/[^A-Za-z0-9_-]/g, "_"),
          })),
        }
      : {}),
  };
}

/** The Resend adapter: up to MAX_ATTEMPTS within SEND_DEADLINE_MS, one idempotency key for all of them. */
export function resendMailer(options: ResendOptions): Mailer {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? sleepFor;
  const url = new URL("/emails", options.baseUrl ?? RESEND_API_URL).href;

  return {
    async send(message) {
      const started = Date.now();
      const init = {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          "content-type": "application/json",
          "idempotency-key": message.idempotencyKey,
          "user-agent": "comanda-api",
        },
        body: JSON.stringify(requestBody(message)),
      };
      for (let attempt = 1; ; attempt++) {
        const left = SEND_DEADLINE_MS - (Date.now() - started);
        let failure: MailNotSent;
        let wait: number;
        try {
          const response = await send(url, {
            ...init,
            signal: AbortSignal.timeout(Math.min(ATTEMPT_TIMEOUT_MS, left)),
          });
          if (response.ok) {
            await response.body?.cancel();
            return;
          }
          const error = await providerError(response);
          failure = new MailNotSent(
            `${response.status} ${error.name ?? ""}: ${error.message}`,
            response.status,
            error.name,
            attempt,
          );
          if (!isRetryable(response.status, error.name)) throw failure;
          wait = retryAfterMs(response.headers.get("retry-after")) ?? BACKOFF_MS[attempt - 1] ?? MAX_WAIT_MS;
        } catch (error) {
          if (error instanceof MailNotSent) throw error;
          failure = new MailNotSent(`no answer: ${String(error)}`, null, null, attempt);
          wait = BACKOFF_MS[attempt - 1] ?? MAX_WAIT_MS;
        }
        const elapsed = Date.now() - started;
        if (attempt >= MAX_ATTEMPTS || wait > MAX_WAIT_MS || elapsed + wait + MIN_ATTEMPT_MS > SEND_DEADLINE_MS)
          throw failure;
        await sleep(wait);
      }
    },
  };
}
