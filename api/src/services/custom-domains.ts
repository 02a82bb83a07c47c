import {
  CUSTOM_DOMAIN_ERRORS,
  type CustomDomain,
  type CustomDomains,
  isPlatformHost,
  MAX_CUSTOM_DOMAINS,
} from "../../../contract/console-domain";
import {
  type CustomDomainRow,
  deleteCustomDomainStatement,
  findCustomDomainRow,
  insertCustomDomainStatement,
  isTakenHostViolation,
  listCustomDomainRows,
  pendingCustomDomainRows,
  updateCustomDomainState,
} from "../db/custom-domains";
import {
  CLOUDFLARE_API_URL,
  type CustomHostname,
  type CustomHostnamesClient,
  customDomainStateOf,
  customHostnamesClient,
  CustomHostnamesRefused,
  CustomHostnamesUnavailable,
  DUPLICATE_HOSTNAME,
} from "../domains/custom-hostnames";
import type { Bindings } from "../env";
import { HttpError } from "../http/errors";
import { SANDBOX_HOST, sandboxHost } from "../provider/sandbox-host";
import { createOnce, diff, type SettingsActor, writeSettings } from "./settings";

/*
 * A store's own domain (decision 109): the owner adds a host name, registered first as a custom
 * hostname at Cloudflare for SaaS and then written with its trail row in one settings write; it is
 * served once the provider says the hostname and its certificate are active, read again by the
 * console's "check now" and by the minute's cron. Nothing is written when the provider does not
 * answer or refuses.
 */

export type CustomDomainsEnv = Pick<
  Bindings,
  "CLOUDFLARE_API_TOKEN" | "CLOUDFLARE_ZONE_ID" | "CLOUDFLARE_API_URL" | "CUSTOM_DOMAIN_TARGET" | "PLATFORM_DOMAINS"
>;
type InProcess = (request: Request) => Promise<Response>;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The provider's origin: https, or http on a loopback host or the in-process stand-in. */
export function cloudflareUrl(value: string | undefined): string {
  if (value === undefined || value === "") return CLOUDFLARE_API_URL;
  const url = new URL(value);
  if (
    url.protocol === "https:" ||
    (url.protocol === "http:" && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname === SANDBOX_HOST))
  )
    return value.replace(/\/$/, "");
  throw new Error("CLOUDFLARE_API_URL must be https (http only on a loopback host or the in-process stand-in)");
}

/** The provider's client, or null where the installation has no zone, token or CNAME target. */
export function customHostnamesOf(env: CustomDomainsEnv, inProcess: InProcess): CustomHostnamesClient | null {
  if (!env.CLOUDFLARE_API_TOKEN || !env.CLOUDFLARE_ZONE_ID || !env.CUSTOM_DOMAIN_TARGET) return null;
  const baseUrl = cloudflareUrl(env.CLOUDFLARE_API_URL);
  return customHostnamesClient({
    apiToken: env.CLOUDFLARE_API_TOKEN,
    zoneId: env.CLOUDFLARE_ZONE_ID,
    baseUrl,
    fetch: sandboxHost(baseUrl) ? inProcess : (request) => fetch(request),
  });
}

const platformDomainsOf = (env: CustomDomainsEnv) =>
  [env.PLATFORM_DOMAINS ?? "", env.CUSTOM_DOMAIN_TARGET ?? ""]
    .flatMap((list) => list.split(","))
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== "");

const unavailable = () =>
  new HttpError(503, "DOMAIN_PROVIDER_UNAVAILABLE", "The custom domains' provider did not answer; nothing was changed");
const hostError = (status: 400 | 409, message: string) =>
  new HttpError(status, status === 409 ? "ALREADY_EXISTS" : "VALIDATION_ERROR", "The domain was refused", [
    { field: "host", message },
  ]);

function asDomain(row: CustomDomainRow, target: string | null): CustomDomain {
  const registered = row.provider_id !== null;
  return {
    host: row.host,
    status: row.status,
    failure: row.failure,
    records:
      registered && target
        ? [
            { type: "CNAME", name: row.host, value: target },
            ...(row.ownership_name && row.ownership_value
              ? [{ type: "TXT" as const, name: row.ownership_name, value: row.ownership_value }]
              : []),
          ]
        : [],
    checked_at: row.checked_at === null ? null : new Date(row.checked_at).toISOString(),
  };
}

/** The store's domains as last read from the provider (no call to it). */
export async function customDomainsOf(
  d1: D1Database,
  env: CustomDomainsEnv,
  merchantId: number,
): Promise<CustomDomains> {
  const available = Boolean(env.CLOUDFLARE_API_TOKEN && env.CLOUDFLARE_ZONE_ID && env.CUSTOM_DOMAIN_TARGET);
  const target = available ? env.CUSTOM_DOMAIN_TARGET! : null;
  const rows = await listCustomDomainRows(d1, merchantId);
  return { domains: rows.map((row) => asDomain(row, target)), available, cname_target: target };
}

async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CustomHostnamesUnavailable) throw unavailable();
    throw error;
  }
}

/**
 * Adds `host` (already in its registered form) as the store's domain: refused when it is the
 * platform's, some store's, or the store has its domain already; registered at the provider (a
 * hostname of ours the provider had kept from an earlier attempt is taken over), then written. Its
 * form sent twice adds it once, the copy not refused as the store's domain already (decision 111).
 */
export const addCustomDomain = (
  d1: D1Database,
  env: CustomDomainsEnv,
  actor: SettingsActor,
  host: string,
  inProcess: InProcess,
  requestKey?: string,
) => createOnce(d1, actor, requestKey, (keyed) => registerCustomDomain(d1, env, keyed, host, inProcess, Date.now()));

async function registerCustomDomain(
  d1: D1Database,
  env: CustomDomainsEnv,
  actor: SettingsActor,
  host: string,
  inProcess: InProcess,
  now: number,
): Promise<{ id: number | null; version: number }> {
  const client = customHostnamesOf(env, inProcess);
  if (!client) throw unavailable();
  if (isPlatformHost(host, platformDomainsOf(env))) throw hostError(400, CUSTOM_DOMAIN_ERRORS.hostOurs);
  const existing = await findCustomDomainRow(d1, host);
  if (existing) throw hostError(409, CUSTOM_DOMAIN_ERRORS.hostTaken);
  if ((await listCustomDomainRows(d1, actor.merchantId)).length >= MAX_CUSTOM_DOMAINS)
    throw hostError(409, CUSTOM_DOMAIN_ERRORS.oneDomain);

  const hostname = await provider(async (): Promise<CustomHostname> => {
    try {
      return await client.create(host);
    } catch (error) {
      if (!(error instanceof CustomHostnamesRefused)) throw error;
      if (error.codes.includes(DUPLICATE_HOSTNAME)) {
        const kept = await client.find(host);
        if (kept) return kept;
      }
      console.warn(error.message);
      throw hostError(400, CUSTOM_DOMAIN_ERRORS.hostRefused);
    }
  });
  const state = customDomainStateOf(hostname);
  try {
    return await writeSettings(
      d1,
      actor,
      [
        insertCustomDomainStatement(d1, {
          host,
          merchant_id: actor.merchantId,
          status: state.status,
          provider_id: hostname.id,
          ownership_name: hostname.ownership_verification?.name ?? null,
          ownership_value: hostname.ownership_verification?.value ?? null,
          failure: state.failure,
          created_at: now,
          checked_at: now,
        }),
      ],
      [{ section: "domain", action: "create", name: host, changes: diff([["host", null, host]]) }],
    );
  } catch (error) {
    // Another store's request took the name between the check and the batch: the hostname at the
    // provider is theirs now, so it stays.
    if (isTakenHostViolation(error)) throw hostError(409, CUSTOM_DOMAIN_ERRORS.hostTaken);
    throw error;
  }
}

/** Removes the store's domain: first at the provider (a hostname already gone there is removed), then here. */
export async function removeCustomDomain(
  d1: D1Database,
  env: CustomDomainsEnv,
  actor: SettingsActor,
  host: string,
  inProcess: InProcess,
): Promise<{ id: number | null; version: number }> {
  const row = await findCustomDomainRow(d1, host);
  if (!row || row.merchant_id !== actor.merchantId) throw new HttpError(404, "NOT_FOUND", `No domain ${host} here`);
  if (row.provider_id !== null) {
    const client = customHostnamesOf(env, inProcess);
    if (!client) throw unavailable();
    const providerId = row.provider_id;
    await provider(() => client.remove(providerId));
  }
  return writeSettings(
    d1,
    actor,
    [deleteCustomDomainStatement(d1, actor.merchantId, host)],
    [{ section: "domain", action: "delete", name: host, changes: diff([["host", host, null]]) }],
  );
}

async function refresh(client: CustomHostnamesClient, d1: D1Database, row: CustomDomainRow, now: number) {
  const providerId = row.provider_id!;
  let state: { status: CustomDomain["status"]; failure: string | null };
  try {
    state = customDomainStateOf(await client.read(providerId));
  } catch (error) {
    if (!(error instanceof CustomHostnamesRefused) || error.status !== 404) throw error;
    state = { status: "failed", failure: "The custom hostname is no longer registered at the provider." };
  }
  await updateCustomDomainState(d1, row.host, providerId, { ...state, checkedAt: now });
}

/** Reads the state of each of the store's registered domains again ("check now"). */
export async function checkCustomDomains(
  d1: D1Database,
  env: CustomDomainsEnv,
  merchantId: number,
  inProcess: InProcess,
  now = Date.now(),
): Promise<CustomDomains> {
  const rows = (await listCustomDomainRows(d1, merchantId)).filter((row) => row.provider_id !== null);
  if (rows.length > 0) {
    const client = customHostnamesOf(env, inProcess);
    if (!client) throw unavailable();
    await provider(() => Promise.all(rows.map((row) => refresh(client, d1, row, now))));
  }
  return customDomainsOf(d1, env, merchantId);
}

/** A pending domain is read again at most once a minute by the cron, 20 a run, least recently read first. */
export const PENDING_RECHECK_MS = 60_000;
const PENDING_PER_RUN = 20;

/** The cron's pass over pending domains; answers how many were read and how many could not be. */
export async function refreshPendingDomains(
  d1: D1Database,
  env: CustomDomainsEnv,
  inProcess: InProcess,
  now = Date.now(),
): Promise<{ read: number; unreachable: number }> {
  const client = customHostnamesOf(env, inProcess);
  if (!client) return { read: 0, unreachable: 0 };
  const rows = await pendingCustomDomainRows(d1, now - PENDING_RECHECK_MS, PENDING_PER_RUN);
  let unreachable = 0;
  for (const row of rows) {
    try {
      await refresh(client, d1, row, now);
    } catch (error) {
      unreachable += 1;
      console.warn(`custom domain ${row.host}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { read: rows.length - unreachable, unreachable };
}
