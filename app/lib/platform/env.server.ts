import * as z from "zod";

const fetcherSchema = z.custom<Fetcher>(
  (value) => typeof value === "object" && value !== null && typeof (value as Fetcher).fetch === "function",
);

/** The end-to-end fault proxy, never a public network hop. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const apiOriginSchema = z.url({ protocol: /^https?$/, abort: true }).refine((origin) => {
  const url = new URL(origin);
  return url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
}, "API_ORIGIN must be https (http only on a loopback host)");

const bucketSchema = z.custom<R2Bucket>(
  (value) => typeof value === "object" && value !== null && typeof (value as R2Bucket).get === "function",
);

const envSchema = z
  .object({
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
    CLIENT_SECRET: z.string().min(16, "CLIENT_SECRET must be at least 16 characters"),
    API: fetcherSchema.optional(),
    API_ORIGIN: apiOriginSchema.optional(),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** Dishes' photos, written by the API (decision 099); unbound, /media/dish/… answers 404. */
    PHOTOS: bucketSchema.optional(),
    /** Any other Host is looked up as a custom domain. */
    APP_HOSTS: z.string().default("localhost,127.0.0.1"),
    /** "1" only in local .dev.vars: /_dev/mail shows the API's mail outbox. Never in production. */
    MAIL_OUTBOX_READABLE: z.string().optional(),
    /** "1" only in local .dev.vars: a provider with no client id logs in through the API's sandbox issuer. */
    SOCIAL_LOGIN_SANDBOX: z.string().optional(),
    /** Secret: JSON `{ "<client id>": "<client secret>" }` of the merchants' Google (and Facebook) apps. */
    SOCIAL_LOGIN_SECRETS: z.string().optional(),
    APPLE_TEAM_ID: z.string().optional(),
    APPLE_KEY_ID: z.string().optional(),
    APPLE_PRIVATE_KEY: z.string().optional(),
    /** A URL template with {z}, {x} and {y}; unset, the storefront's own stand-in tiles (decision 074). */
    MAP_TILE_URL: z
      .string()
      .regex(
        /^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/,
        "MAP_TILE_URL must be an https template with {z}, {x} and {y}",
      )
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(200).optional(),
    ANALYTICS_DEFAULT_GA4_ID: z.string().optional(),
    /** Secret. Unset: nothing is reported, and pages carry no error reporter. */
    SENTRY_DSN: z.string().optional(),
    /** 0 to 1; unset, the spec's 0.001. */
    ERROR_REPORTING_SAMPLE_RATE: z.string().optional(),
    /** "1" only in local .dev.vars: the sandbox error tracker's pages and probes. Never in production. */
    ERROR_TRACKER_SANDBOX: z.string().optional(),
  })
  .refine((env) => env.API || env.API_ORIGIN, {
    message: "Either the API service binding or API_ORIGIN must be configured",
  });

export type Env = z.infer<typeof envSchema>;

const parsedEnvs = new WeakMap<object, Env>();

/** Once per bindings object: the runtime hands every request of an isolate the same one, and parsing cost 1-2 ms. */
export function parseEnv(raw: unknown): Env {
  const known = typeof raw === "object" && raw !== null ? parsedEnvs.get(raw) : undefined;
  if (known) return known;
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join(".") || issue.message);
    throw new Error(`Invalid storefront environment: ${fields.join(", ")}`);
  }
  if (typeof raw === "object" && raw !== null) parsedEnvs.set(raw, result.data);
  return result.data;
}
