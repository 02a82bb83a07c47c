// The fault-injection pair of the end-to-end tests (second `webServer` of playwright.config.ts):
// the real API Worker on its own port and fresh local D1, the fault proxy in front of it, and a
// second storefront Worker (same build, no service binding) that calls the API through the proxy.
// Each Worker runs in its own Miniflare (scripts/local-runtime.mjs), in this one process.
// Tests switch the proxy with setApiFault() from e2e/support/faults.ts.
// Needs build/index.js: Playwright starts its web servers one after the other, and the first one
// (scripts/start.mjs) builds. Run alone after `npm run build` to try the faults by hand.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { startFaultProxy } from "../e2e/support/fault-proxy.mjs";
import {
  E2E_OPERATION_CLOCK,
  FAULTS_API_PORT,
  FAULTS_PROXY_PORT,
  FAULTS_STATE,
  FAULTS_STOREFRONT_PORT,
} from "../e2e/support/ports.mjs";
import { ensureDevVars, prepareDatabase, root } from "./lib.mjs";
import { bundleApi, startWorkers } from "./local-runtime.mjs";

const PERSIST_TO = FAULTS_STATE;

/** The two Miniflare instances (scripts/local-runtime.mjs), each with its own workerd. */
const runtimes = [];
let stopping = false;

/** Stops both Workers' runtimes, then exits. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), 5000).unref();
  await Promise.all(runtimes.map((mf) => mf.dispose().catch(() => {})));
  process.exit(code);
}
process.on("SIGINT", () => stop(130));
process.on("SIGTERM", () => stop(143));

const apiOrigin = `http://127.0.0.1:${FAULTS_API_PORT}`;
const proxyOrigin = `http://127.0.0.1:${FAULTS_PROXY_PORT}`;
const storefrontOrigin = `http://127.0.0.1:${FAULTS_STOREFRONT_PORT}`;

try {
  if (!existsSync(join(root, "build", "index.js"))) {
    throw new Error("build/index.js is missing: run `npm run build` (Playwright's first web server does)");
  }
  ensureDevVars();
  rmSync(join(root, PERSIST_TO), { recursive: true, force: true });
  const [apiScript] = await Promise.all([bundleApi(), prepareDatabase(PERSIST_TO)]);

  // The API alone on its port, with its rate limits, as deployed. No line per request, as the main
  // servers (start.mjs --quiet): Playwright drops this process's output.
  runtimes.push(
    await startWorkers({
      port: FAULTS_API_PORT,
      persistTo: PERSIST_TO,
      logRequests: false,
      workers: [{ config: "api/wrangler.toml", scriptPath: apiScript, vars: { OPERATION_CLOCK: E2E_OPERATION_CLOCK } }],
    }),
  );
  // The storefront without the service binding: its secrets are the root .dev.vars (its config's
  // folder has none), its API the fault proxy's origin.
  const secrets = parseEnv(readFileSync(join(root, ".dev.vars"), "utf8"));
  runtimes.push(
    await startWorkers({
      port: FAULTS_STOREFRONT_PORT,
      persistTo: join(PERSIST_TO, "storefront"),
      logRequests: false,
      workers: [{ config: "e2e/support/wrangler.faults.toml", vars: { ...secrets, API_ORIGIN: proxyOrigin } }],
    }),
  );
  // Last, so that Playwright's readiness check (the proxy's /__fault) means all three are up.
  await startFaultProxy({ port: FAULTS_PROXY_PORT, target: apiOrigin });
} catch (error) {
  console.error(`[faults] could not start: ${error.stack ?? error.message}`);
  await stop(1);
}
// On stderr, which Playwright shows: the [ERROR] lines that follow are expected.
console.error(
  `[faults] ready: storefront ${storefrontOrigin} -> fault proxy ${proxyOrigin} -> API ${apiOrigin}; ` +
    "the storefront's [ERROR] lines below are the API failures the tests inject",
);
