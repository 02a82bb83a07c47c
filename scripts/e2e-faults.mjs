// The fault-injection pair of the end-to-end tests (second `webServer` of playwright.config.ts):
// the real API Worker on its own port and fresh local D1, the fault proxy in front of it, and a
// second storefront Worker (same build, no service binding) that calls the API through the proxy.
// Tests switch the proxy with setApiFault() from e2e/support/faults.ts.
// Needs build/index.js: Playwright starts its web servers one after the other, and the first one
// (scripts/start.mjs) builds. Run alone after `npm run build` to try the faults by hand.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startFaultProxy } from "../e2e/support/fault-proxy.mjs";
import { E2E_OPERATION_CLOCK, FAULTS_API_PORT, FAULTS_PROXY_PORT, FAULTS_STATE, FAULTS_STOREFRONT_PORT } from "../e2e/support/ports.mjs";
import { ensureDevVars, freePort, keepWarm, offlineEnv, prepareDatabase, root } from "./lib.mjs";

const PERSIST_TO = FAULTS_STATE;
const READY_TIMEOUT_MS = 60_000;

const children = [];
let stopping = false;

/** Stops every wrangler (each passes SIGTERM on to its workerd), then exits. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = Promise.all(running.map((child) => new Promise((resolve) => child.once("exit", resolve))));
  for (const child of running) child.kill("SIGTERM");
  await Promise.race([exited, sleep(5000)]);
  // A wrangler stopped while it starts can leave its workerd behind. Playwright (and a shell's
  // job control) make this script the leader of its process group: end the whole group.
  try {
    process.kill(-process.pid, "SIGKILL");
  } catch {
    // Not a group leader (started by another script): the children had their SIGTERM.
  }
  process.exit(code);
}
process.on("SIGINT", () => stop(130));
process.on("SIGTERM", () => stop(143));
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** One `wrangler dev`; its output is prefixed so that Playwright's log tells the two apart. */
async function wranglerDev(label, args) {
  const inspectorPort = await freePort();
  const child = spawn(
    join(root, "node_modules", ".bin", "wrangler"),
    ["dev", ...args, "--ip", "127.0.0.1", "--inspector-port", String(inspectorPort), "--show-interactive-dev-session=false"],
    { cwd: root, env: offlineEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      const target = stream === child.stdout ? process.stdout : process.stderr;
      for (const line of String(chunk).split("\n")) if (line.trim()) target.write(`[${label}] ${line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${label}] wrangler dev exited (${signal ?? code}): stopping the fault-injection pair`);
    stop(1);
  });
  children.push(child);
  return child;
}

/** Resolves once `url` answers anything over HTTP. */
async function waitForHttp(url, label) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${label} did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

const apiOrigin = `http://127.0.0.1:${FAULTS_API_PORT}`;
const proxyOrigin = `http://127.0.0.1:${FAULTS_PROXY_PORT}`;
const storefrontOrigin = `http://127.0.0.1:${FAULTS_STOREFRONT_PORT}`;

try {
  if (!existsSync(join(root, "build", "index.js"))) {
    throw new Error("build/index.js is missing: run `npm run build` (Playwright's first web server does)");
  }
  ensureDevVars();
  rmSync(join(root, PERSIST_TO), { recursive: true, force: true });
  prepareDatabase(PERSIST_TO);

  // Own Worker names, so that the dev registry never confuses them with the main pair's.
  await wranglerDev("faults api", [
    "-c", "api/wrangler.toml",
    "--name", "comanda-api-e2e-faults",
    "--var", `OPERATION_CLOCK:${E2E_OPERATION_CLOCK}`,
    "--port", String(FAULTS_API_PORT),
    "--persist-to", PERSIST_TO,
  ]);
  await wranglerDev("faults storefront", [
    "-c", "e2e/support/wrangler.faults.toml",
    "--env-file", join(root, ".dev.vars"),
    "--var", `API_ORIGIN:${proxyOrigin}`,
    "--port", String(FAULTS_STOREFRONT_PORT),
    "--persist-to", join(PERSIST_TO, "storefront"),
  ]);
  await Promise.all([waitForHttp(apiOrigin, "The API Worker"), waitForHttp(storefrontOrigin, "The storefront Worker")]);
  // Decision 041: a static file of the storefront; the API's root (a 401, no database read).
  keepWarm(`${storefrontOrigin}/favicon.svg`);
  keepWarm(`${apiOrigin}/`);
  // Last, so that Playwright's readiness check (the proxy's /__fault) means all three are up.
  await startFaultProxy({ port: FAULTS_PROXY_PORT, target: apiOrigin });
} catch (error) {
  console.error(`[faults] could not start: ${error.message}`);
  await stop(1);
}
// On stderr, which Playwright shows: the [ERROR] lines that follow are expected.
console.error(
  `[faults] ready: storefront ${storefrontOrigin} -> fault proxy ${proxyOrigin} -> API ${apiOrigin}; ` +
    "the storefront's [ERROR] lines below are the API failures the tests inject",
);
