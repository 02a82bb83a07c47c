import * as z from "zod";

const fetcherSchema = z.custom<Fetcher>((value) => typeof value === "object" && value !== null && typeof (value as Fetcher).fetch === "function");

/** Hosts an `http:` API origin may name: the end-to-end fault proxy, never a public network hop. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const apiOriginSchema = z.url({ protocol: /^https?$/, abort: true }).refine((origin) => {
  const url = new URL(origin);
  return url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
}, "API_ORIGIN must be https (http only on a loopback host)");

const envSchema = z
  .object({
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
    CLIENT_SECRET: z.string().min(16, "CLIENT_SECRET must be at least 16 characters"),
    /** Service binding to the ordering API Worker. */
    API: fetcherSchema.optional(),
    /** Public origin of the ordering API when there is no service binding. */
    API_ORIGIN: apiOriginSchema.optional(),
    /** How long the storefront waits for one answer of the ordering API. */
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** Hosts that serve the storefront by slug; any other Host is looked up as a custom domain. */
    APP_HOSTS: z.string().default("localhost,127.0.0.1"),
    /** "1" only in local .dev.vars: /_dev/mail shows the API's mail outbox (e-mail codes). Never in production. */
    MAIL_OUTBOX_READABLE: z.string().optional(),
    /** "1" only in local .dev.vars: a provider enabled with no client id logs in through the API's sandbox issuer (docs/decisions/062). */
    SOCIAL_LOGIN_SANDBOX: z.string().optional(),
    /** Secret: JSON `{ "<client id>": "<client secret>" }` of the merchants' Google (and, optionally, Facebook) apps. */
    SOCIAL_LOGIN_SECRETS: z.string().optional(),
    /** Secrets of Sign in with Apple: the team, the key's id and its PKCS#8 PEM (signs Apple's client secret). */
    APPLE_TEAM_ID: z.string().optional(),
    APPLE_KEY_ID: z.string().optional(),
    APPLE_PRIVATE_KEY: z.string().optional(),
    /**
     * The map's raster tiles, a URL template with {z}, {x} and {y} (a hosted tile provider, its key
     * one the provider restricts to our domains); unset, the storefront's own stand-in tiles (decision 074).
     */
    MAP_TILE_URL: z
      .string()
      .regex(/^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, "MAP_TILE_URL must be an https template with {z}, {x} and {y}")
      .optional(),
    /** The attribution the tile provider asks for (plain text). */
    MAP_TILE_ATTRIBUTION: z.string().max(200).optional(),
    /** The platform's own GA4 id, added to every store's analytics (customer spec §7; decision 076). */
    ANALYTICS_DEFAULT_GA4_ID: z.string().optional(),
    /** Secret: the error tracker's DSN (decision 077). Unset: nothing is reported, and pages carry no error reporter. */
    SENTRY_DSN: z.string().optional(),
    /** Share of errors and of traces reported, 0 to 1; unset, the spec's 0.001. Development and tests set 1. */
    ERROR_REPORTING_SAMPLE_RATE: z.string().optional(),
    /** "1" only in local .dev.vars: /_dev/errors lists the sandbox tracker's envelopes, /{slug}/error-probe throws, a request may ask for its page load to be measured. Never in production. */
    ERROR_TRACKER_SANDBOX: z.string().optional(),
  })
  .refine((env) => env.API || env.API_ORIGIN, {
    message: "Either the API service binding or API_ORIGIN must be configured",
  });

export type Env = z.infer<typeof envSchema>;

const parsedEnvs = new WeakMap<object, Env>();

/**
 * Parses the Worker's bindings and fails fast when a secret is missing. Once per bindings object:
 * the runtime hands every request of an isolate the same one, and parsing it each time was 1-2 ms
 * of every page's CPU.
 */
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
