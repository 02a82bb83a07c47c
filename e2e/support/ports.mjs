// Ports of the fault-injection pair, next to the main end-to-end storefront (8799). Plain
// JavaScript so that scripts/e2e-faults.mjs (Node) and the tests (TypeScript) share one list.

/** The real API Worker with its own local D1 (.wrangler/e2e-faults-state). */
export const FAULTS_API_PORT = 8796;
/** The fault proxy in front of that API; the only place where `/__fault` exists. */
export const FAULTS_PROXY_PORT = 8797;
/** A second storefront Worker, same build, that reaches the API over HTTP through the proxy. */
export const FAULTS_STOREFRONT_PORT = 8798;

/**
 * The instant the end-to-end API Workers read opening hours at (OPERATION_CLOCK, api/src/env.ts):
 * a Wednesday, 20:00 in São Paulo, 18:00 in Medellín, 17:00 in Mexico City, when every demo store
 * with hours is open (Recife has none: it stays closed). Tests that place orders then never depend
 * on the hour they run at; the closed-store paths are tested with Recife.
 */
export const E2E_OPERATION_CLOCK = "2026-11-25T23:00:00Z";
