import { Hono } from "hono";
import * as z from "zod";

/*
 * A local stand-in for Resend's e-mail API as its documentation describes it (POST /emails,
 * https://resend.com/docs/api-reference/emails/send-email and /errors): it checks the Bearer key,
 * the JSON shape and the Idempotency-Key, answers the documented errors with their statuses and
 * `{ statusCode, name, message }`, keeps one e-mail per idempotency key (the same body answers the
 * first id, another body 409), and records every request it got. Faults the next requests must
 * meet are queued with `failNext`.
 */

export const CAPTURE_ORIGIN = "https://mail-capture.test";

const tag = z.object({
  name: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/),
  value: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/),
});
const emailBody = z
  .object({
    from: z.string().min(3),
    to: z.union([z.string(), z.array(z.string()).min(1).max(50)]),
    subject: z.string().min(1),
    html: z.string().optional(),
    text: z.string().optional(),
    reply_to: z.union([z.string(), z.array(z.string())]).optional(),
    tags: z.array(tag).optional(),
  })
  .strict();

export type CapturedEmail = z.infer<typeof emailBody> & { id: string; idempotencyKey: string | null };

export interface CapturedRequest {
  at: number;
  authorization: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
  body: unknown;
  status: number;
}

/** A documented refusal (or the absence of any answer: `network`) the capture gives instead of its own answer. */
/** `message`: the provider's words instead of its documented ones (a provider may quote the address). */
export type Fault = { status: number; name: string; retryAfter?: number; message?: string } | "network";

const MESSAGES: Record<string, string> = {
  missing_api_key: "Missing API key in the authorization header.",
  invalid_api_key: "API key is invalid.",
  validation_error: "We found an error with one or more fields in the request.",
  missing_required_field: "The request body is missing one or more required fields.",
  invalid_idempotency_key: "The key must be between 1-256 chars.",
  invalid_idempotent_request: "Same idempotency key used with a different request payload.",
  concurrent_idempotent_requests: "Same idempotency key used while original request is still in progress.",
  invalid_from_address: "Invalid `from` field.",
  rate_limit_exceeded: "Too many requests. You can only make 2 requests per second.",
  daily_quota_exceeded: "You have reached your daily email sending quota.",
  application_error: "An unexpected error occurred.",
  internal_server_error: "An unexpected error occurred.",
};

export function mailCapture(apiKey: string) {
  const requests: CapturedRequest[] = [];
  const delivered: CapturedEmail[] = [];
  const byKey = new Map<string, { body: string; id: string }>();
  const faults: Fault[] = [];

  const app = new Hono();
  app.post("/emails", async (c) => {
    const record: CapturedRequest = {
      at: Date.now(),
      authorization: c.req.header("authorization") ?? null,
      contentType: c.req.header("content-type") ?? null,
      idempotencyKey: c.req.header("idempotency-key") ?? null,
      body: null,
      status: 0,
    };
    requests.push(record);
    const refuse = (
      status: number,
      name: string,
      headers: Record<string, string> = {},
      message = MESSAGES[name] ?? name,
    ) => {
      record.status = status;
      return c.json({ statusCode: status, name, message }, status as 400, headers);
    };

    if (!record.authorization?.startsWith("Bearer ")) return refuse(401, "missing_api_key");
    if (record.authorization !== `Bearer ${apiKey}`) return refuse(403, "invalid_api_key");
    const raw = await c.req.text();
    record.body = JSON.parse(raw) as unknown;
    if (!record.contentType?.startsWith("application/json")) return refuse(400, "validation_error");
    const key = record.idempotencyKey;
    if (key !== null && (key.length < 1 || key.length > 256)) return refuse(400, "invalid_idempotency_key");

    const fault = faults.shift();
    if (fault !== undefined && fault !== "network") {
      return refuse(
        fault.status,
        fault.name,
        fault.retryAfter === undefined ? {} : { "retry-after": String(fault.retryAfter) },
        fault.message,
      );
    }

    const parsed = emailBody.safeParse(record.body);
    if (!parsed.success) {
      const missing = parsed.error.issues.some((issue) => issue.code === "invalid_type" && issue.input === undefined);
      return missing ? refuse(422, "missing_required_field") : refuse(400, "validation_error");
    }
    if (!parsed.data.html && !parsed.data.text) return refuse(422, "missing_required_field");
    if (key !== null) {
      const earlier = byKey.get(key);
      if (earlier && earlier.body !== raw) return refuse(409, "invalid_idempotent_request");
      if (earlier) {
        record.status = 200;
        return c.json({ id: earlier.id });
      }
    }
    const id = crypto.randomUUID();
    if (key !== null) byKey.set(key, { body: raw, id });
    delivered.push({ ...parsed.data, id, idempotencyKey: key });
    record.status = 200;
    return c.json({ id });
  });

  /** The capture as the adapter's `fetch`; a queued `network` fault rejects as a dropped connection would. */
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (faults[0] === "network") {
      faults.shift();
      requests.push({
        at: Date.now(),
        authorization: request.headers.get("authorization"),
        contentType: request.headers.get("content-type"),
        idempotencyKey: request.headers.get("idempotency-key"),
        body: null,
        status: 0,
      });
      throw new TypeError("Network connection lost.");
    }
    return app.fetch(request);
  };

  return {
    fetch: fetcher,
    requests,
    delivered,
    /** The next requests meet these faults, in order (after the key and body checks a real provider makes first). */
    failNext: (...next: Fault[]) => faults.push(...next),
  };
}
