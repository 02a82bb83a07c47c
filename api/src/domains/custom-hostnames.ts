import * as z from "zod";
import { MAX_ATTEMPTS, retryingSender, type RetryOptions } from "../upstream/send-with-retries";

/*
 * Cloudflare for SaaS's custom hostnames (decision 109), with the platform's API token (a Worker
 * secret) on the platform's zone (a var). Every answer is Cloudflare's v4 envelope
 * `{ success, errors: [{ code, message }], messages, result }`.
 * - POST /zones/{zone_id}/custom_hostnames `{ hostname, ssl: { method: "txt", type: "dv" } }`:
 *   https://developers.cloudflare.com/api/resources/custom_hostnames/methods/create/
 * - GET /zones/{zone_id}/custom_hostnames/{id}: https://developers.cloudflare.com/api/resources/custom_hostnames/methods/get/
 * - GET /zones/{zone_id}/custom_hostnames?hostname=…: https://developers.cloudflare.com/api/resources/custom_hostnames/methods/list/
 * - DELETE /zones/{zone_id}/custom_hostnames/{id} (its certificate too): https://developers.cloudflare.com/api/resources/custom_hostnames/methods/delete/
 * A hostname answers `status` (pending, active, moved, blocked, deleted, …), `ssl.status`
 * (initializing, pending_validation, pending_issuance, pending_deployment, active, …_timed_out, …),
 * `ownership_verification` (the TXT record `_cf-custom-hostname.{hostname}` that proves the name is
 * the customer's), `ssl.validation_records` and `verification_errors`:
 * https://developers.cloudflare.com/cloudflare-for-platforms/cloudflare-for-saas/domain-support/hostname-validation/
 */

export const CLOUDFLARE_API_URL = "https://api.cloudflare.com/client/v4";

/** Cloudflare's "Duplicate custom hostname found." */
export const DUPLICATE_HOSTNAME = 1406;

/** The provider did not answer (no connection, a 5xx or a timeout, after the retries): the same call may be made again. */
export class CustomHostnamesUnavailable extends Error {
  override name = "CustomHostnamesUnavailable";
}

/** The provider refused the call (4xx): sending it again is refused again. */
export class CustomHostnamesRefused extends Error {
  override name = "CustomHostnamesRefused";
  constructor(
    message: string,
    readonly status: number,
    readonly codes: number[],
  ) {
    super(message);
  }
}

export const customHostnameSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  status: z.string().nullish(),
  ssl: z
    .object({
      status: z.string().nullish(),
      validation_errors: z.array(z.object({ message: z.string().nullish() })).nullish(),
    })
    .nullish(),
  ownership_verification: z
    .object({ type: z.string().nullish(), name: z.string().nullish(), value: z.string().nullish() })
    .nullish(),
  verification_errors: z.array(z.unknown()).nullish(),
});
export type CustomHostname = z.infer<typeof customHostnameSchema>;

const errorsSchema = z.object({
  errors: z.array(z.object({ code: z.number().optional(), message: z.string().optional() })).optional(),
});

export interface CustomHostnamesOptions extends RetryOptions {
  apiToken: string;
  zoneId: string;
  baseUrl?: string;
}

/** The custom hostnames of the platform's zone. The token is never in an error. */
export function customHostnamesClient(options: CustomHostnamesOptions) {
  const sendWithRetries = retryingSender(options);
  const base = `${(options.baseUrl ?? CLOUDFLARE_API_URL).replace(/\/$/, "")}/zones/${encodeURIComponent(options.zoneId)}/custom_hostnames`;
  const redact = (text: string) => text.replaceAll(options.apiToken, "[redacted]");

  /**
   * One call, retried on no answer and 5xx. A create is retried too: a first attempt that landed
   * makes the retry a duplicate (1406), which the caller resolves by reading the hostname.
   */
  async function call<T>(method: "GET" | "POST" | "DELETE", path: string, schema: z.ZodType<T>, body?: unknown) {
    const what = `Cloudflare ${method} custom_hostnames${path.replace(/\?.*$/, "")}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.apiToken}`,
      accept: "application/json",
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    const sent = await sendWithRetries(
      () =>
        new Request(`${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
    );
    if ("failure" in sent) {
      throw new CustomHostnamesUnavailable(redact(`${what}: ${sent.failure} after ${MAX_ATTEMPTS} attempts`));
    }
    const { response } = sent;
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const errors = errorsSchema.safeParse(json);
      const list = errors.success ? (errors.data.errors ?? []) : [];
      throw new CustomHostnamesRefused(
        redact(
          `${what} refused: ${response.status} ${list.map((error) => `${error.code} ${error.message}`).join("; ")}`,
        ),
        response.status,
        list.flatMap((error) => (error.code === undefined ? [] : [error.code])),
      );
    }
    const parsed = z.object({ success: z.literal(true), result: schema }).safeParse(json);
    if (!parsed.success) throw new CustomHostnamesUnavailable(`${what}: unreadable answer`);
    return parsed.data.result;
  }

  return {
    /** Registers `hostname`, its certificate validated by TXT records; answers it pending. */
    create(hostname: string): Promise<CustomHostname> {
      return call("POST", "", customHostnameSchema, { hostname, ssl: { method: "txt", type: "dv" } });
    },
    /** The hostname's state now. */
    read(id: string): Promise<CustomHostname> {
      return call("GET", `/${encodeURIComponent(id)}`, customHostnameSchema);
    },
    /** The zone's hostname of this name, or null. */
    async find(hostname: string): Promise<CustomHostname | null> {
      const found = await call("GET", `?${new URLSearchParams({ hostname })}`, z.array(customHostnameSchema));
      return found.find((candidate) => candidate.hostname === hostname) ?? null;
    },
    /** Removes the hostname and its certificate; one already gone is removed. */
    async remove(id: string): Promise<void> {
      try {
        await call("DELETE", `/${encodeURIComponent(id)}`, z.unknown());
      } catch (error) {
        if (error instanceof CustomHostnamesRefused && error.status === 404) return;
        throw error;
      }
    },
  };
}

export type CustomHostnamesClient = ReturnType<typeof customHostnamesClient>;

const FAILED_STATUSES = new Set(["moved", "deleted", "blocked", "pending_blocked", "test_blocked", "test_failed"]);
const FAILED_SSL = /timed_out$|^(expired|deleted|inactive|deactivating)$/;

/**
 * Our state of a hostname: active only when the hostname and its certificate are both active (a
 * hostname active before its certificate answers with a TLS error); failed when Cloudflare gave up
 * (blocked, moved, deleted, a validation timed out), with its reason; pending otherwise.
 */
export function customDomainStateOf(hostname: CustomHostname): {
  status: "pending" | "active" | "failed";
  failure: string | null;
} {
  const status = hostname.status ?? "pending";
  const ssl = hostname.ssl?.status ?? "initializing";
  if (status === "active" && ssl === "active") return { status: "active", failure: null };
  if (FAILED_STATUSES.has(status) || FAILED_SSL.test(ssl)) {
    const reasons = [
      ...(hostname.verification_errors ?? []).map(String),
      ...(hostname.ssl?.validation_errors ?? []).flatMap((error) => (error.message ? [error.message] : [])),
    ];
    return {
      status: "failed",
      failure: (reasons.join(" ") || `hostname ${status}, certificate ${ssl}`).slice(0, 500),
    };
  }
  return { status: "pending", failure: null };
}
