// Ports of the fault-injection pair, next to the main end-to-end storefront (8799). Plain
// JavaScript so that scripts/e2e-faults.mjs (Node) and the tests (TypeScript) share one list.

/** The real API Worker with its own local D1 (.wrangler/e2e-faults-state). */
export const FAULTS_API_PORT = 8796;
/** The fault proxy in front of that API; the only place where `/__fault` exists. */
export const FAULTS_PROXY_PORT = 8797;
/** A second storefront Worker, same build, that reaches the API over HTTP through the proxy. */
export const FAULTS_STOREFRONT_PORT = 8798;
