import * as z from "zod";
import { settingsRequestKeySchema } from "./console-settings";
import { envelope } from "./envelope";

// A store's own domain in its console (decision 109): the owner adds one host name, the platform
// registers it as a custom hostname at Cloudflare for SaaS and the storefront serves it once the
// provider says it is active. Messages are locale keys under console.domain.errors, shared by the
// console's form and the API's field errors.

export const CUSTOM_DOMAIN_ERRORS = {
  hostRequired: "console.domain.errors.hostRequired",
  hostInvalid: "console.domain.errors.hostInvalid",
  hostIsIp: "console.domain.errors.hostIsIp",
  hostNotRegistrable: "console.domain.errors.hostNotRegistrable",
  hostOurs: "console.domain.errors.hostOurs",
  hostTaken: "console.domain.errors.hostTaken",
  hostRefused: "console.domain.errors.hostRefused",
  oneDomain: "console.domain.errors.oneDomain",
} as const;
export type CustomDomainError = (typeof CUSTOM_DOMAIN_ERRORS)[keyof typeof CUSTOM_DOMAIN_ERRORS];

/** How many domains a store may have at once. */
export const MAX_CUSTOM_DOMAINS = 1;

/**
 * Second-level names sold under the three countries' registries: a name right under one of them
 * (`pizzaria.com.br`) is registrable, the suffix alone (`com.br`) is not.
 */
const PUBLIC_SUFFIXES = new Set(
  ["br", "co", "mx"].flatMap((country) =>
    ["com", "net", "org", "gov", "gob", "edu", "nom", "ind", "art", "app", "blog", "eco"].map(
      (second) => `${second}.${country}`,
    ),
  ),
);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host name an owner typed, as the platform registers it: lower case, without scheme, path, port
 * or trailing dot, international names in their ASCII (punycode) form; or the reason it is none.
 */
export function parseCustomDomain(raw: string): { ok: true; host: string } | { ok: false; error: CustomDomainError } {
  const E = CUSTOM_DOMAIN_ERRORS;
  let host = raw.trim().toLowerCase();
  if (host === "") return { ok: false, error: E.hostRequired };
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/[/?#].*$/, "");
  if (host.startsWith("[") || host.includes(":")) return { ok: false, error: E.hostIsIp };
  host = host.replace(/\.$/, "");
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(host)) {
    try {
      host = new URL(`http://${host}`).hostname;
    } catch {
      return { ok: false, error: E.hostInvalid };
    }
  }
  if (host.length > 253) return { ok: false, error: E.hostInvalid };
  const labels = host.split(".");
  if (labels.every((label) => /^\d+$/.test(label)) || /^(0x[0-9a-f]+|\d+)$/.test(labels.at(-1)!))
    return { ok: false, error: E.hostIsIp };
  if (!labels.every((label) => LABEL.test(label))) return { ok: false, error: E.hostInvalid };
  if (labels.length < 2 || PUBLIC_SUFFIXES.has(host)) return { ok: false, error: E.hostNotRegistrable };
  return { ok: true, host };
}

/** Whether `host` is one of the platform's own domains or under one (`comanda.app`, `loja.comanda.app`). */
export function isPlatformHost(host: string, platformDomains: readonly string[]): boolean {
  return platformDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export const customDomainRequestSchema = z.object({
  host: z
    .string({ error: CUSTOM_DOMAIN_ERRORS.hostRequired })
    .max(300, { error: CUSTOM_DOMAIN_ERRORS.hostInvalid })
    .transform((raw, context) => {
      const parsed = parseCustomDomain(raw);
      if (parsed.ok) return parsed.host;
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  request_key: settingsRequestKeySchema.optional(),
});
export type CustomDomainRequest = z.input<typeof customDomainRequestSchema>;

export const customDomainStatuses = ["pending", "active", "failed"] as const;
export type CustomDomainStatus = (typeof customDomainStatuses)[number];

/** A DNS record the owner creates at the domain's DNS provider. */
export const dnsRecordSchema = z.object({
  type: z.enum(["CNAME", "TXT"]),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const customDomainSchema = z.object({
  host: z.string(),
  /** pending: waiting for the records and the certificate; active: served; failed: see `failure`. */
  status: z.enum(customDomainStatuses),
  /** The provider's own words for a failure (English), or null. */
  failure: z.string().nullable(),
  /** Empty for a domain the platform set up itself. */
  records: z.array(dnsRecordSchema),
  /** ISO-8601 instant of the last read of the provider's state; null before any. */
  checked_at: z.string().nullable(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

export const customDomainsSchema = z.object({
  domains: z.array(customDomainSchema),
  /** Whether this installation can register domains (the provider's account is configured). */
  available: z.boolean(),
  /** The name every domain's CNAME points to (the platform's fallback origin); null when unavailable. */
  cname_target: z.string().nullable(),
});
export type CustomDomains = z.infer<typeof customDomainsSchema>;

export const customDomainsResponseSchema = envelope(customDomainsSchema);
