// Ports and databases of the end-to-end servers: the main storefront (8799) and the fault-injection
// pair next to it. Plain JavaScript so that scripts/e2e-faults.mjs (Node), playwright.config.ts and
// the tests (TypeScript) share one list.
//
// A second set of servers runs beside the first (two Playwright runs at once, one per project:
// `npm test`, scripts/test.mjs and decision 042): E2E_PIPELINE=1 takes the ports 20 below and its
// own .wrangler state, so no test shares a cart, a customer, a table or a rate limit with the other
// run's. Without E2E_PIPELINE everything is pipeline 0.

/**
 * 0 to 8: which set of servers this process uses. `npm test` takes 0 and 1 (E2E_PIPELINES,
 * scripts/test.mjs); a second `npm test` on the same machine takes 2 and 3; 2 to 8 are also sets
 * for developers running a spec beside a full run (one each, in separate worktrees).
 */
const pipeline = Number(process.env.E2E_PIPELINE ?? "0");
export const E2E_PIPELINE = [1, 2, 3, 4, 5, 6, 7, 8].includes(pipeline) ? pipeline : 0;
const offset = E2E_PIPELINE * -20;

/** The main storefront and API (one Miniflare, scripts/start.mjs). */
export const E2E_PORT = 8799 + offset;
/** Local D1 of the main pair, and of the fault pair's API. */
export const E2E_STATE = E2E_PIPELINE ? `.wrangler/e2e-state-${E2E_PIPELINE}` : ".wrangler/e2e-state";
export const FAULTS_STATE = E2E_PIPELINE ? `.wrangler/e2e-faults-state-${E2E_PIPELINE}` : ".wrangler/e2e-faults-state";
/** The real API Worker with its own local D1 (FAULTS_STATE). */
export const FAULTS_API_PORT = 8796 + offset;
/** The fault proxy in front of that API; the only place where `/__fault` exists. */
export const FAULTS_PROXY_PORT = 8797 + offset;
/** A second storefront Worker, same build, that reaches the API over HTTP through the proxy. */
export const FAULTS_STOREFRONT_PORT = 8798 + offset;

/**
 * The instant the end-to-end API Workers read opening hours at (OPERATION_CLOCK, api/src/env.ts):
 * a Wednesday, 20:00 in São Paulo, 18:00 in Medellín, 17:00 in Mexico City, when every demo store
 * with hours is open (Recife has none: it stays closed). Tests that place orders then never depend
 * on the hour they run at; the closed-store paths are tested with Recife.
 */
export const E2E_OPERATION_CLOCK = "2026-11-25T23:00:00Z";
