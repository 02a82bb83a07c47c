import { FAULTS_PROXY_PORT, FAULTS_STOREFRONT_PORT } from "./ports.mjs";

/** The storefront that reaches the API through the fault proxy: tests use absolute URLs to it. */
export const FAULTS_ORIGIN = `http://127.0.0.1:${FAULTS_STOREFRONT_PORT}`;

/** The proxy's control endpoint (exists only in the e2e run, never in the storefront). */
export const FAULT_CONTROL_URL = `http://127.0.0.1:${FAULTS_PROXY_PORT}/__fault`;

/**
 * How the API behind FAULTS_ORIGIN answers: `pass` (normally), `down` (the connection drops),
 * `slow` (forwarded after `delayMs`, 8 s by default, beyond the storefront's 3 s timeout),
 * `garbage` (200 "application/json" that is HTML), `error` (500 with an HTML page), `limited` (token
 * bootstraps and cart creation answer the API's 429 RATE_LIMITED; the rest passes).
 */
export type ApiFault = "pass" | "down" | "slow" | "garbage" | "error" | "limited";

/** Switches the fault proxy; takes effect for the next request the storefront makes to the API. */
export async function setApiFault(mode: ApiFault, options: { delayMs?: number } = {}): Promise<void> {
  const url = new URL(FAULT_CONTROL_URL);
  url.searchParams.set("mode", mode);
  if (options.delayMs !== undefined) url.searchParams.set("delayMs", String(options.delayMs));
  const response = await fetch(url, { method: "POST" });
  if (!response.ok)
    throw new Error(`The fault proxy refused mode ${mode}: ${response.status} ${await response.text()}`);
}

/** The proxy's current mode. */
export async function apiFault(): Promise<ApiFault> {
  const response = await fetch(FAULT_CONTROL_URL);
  return ((await response.json()) as { mode: ApiFault }).mode;
}
