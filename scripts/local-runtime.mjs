// Both Workers in one Miniflare: what `npm start`, the end-to-end servers and the
// benchmark serve, instead of a multi-config `wrangler dev`.
//
// Why not `wrangler dev`: its proxy Worker sits between the port and the Workers and, when a
// forwarded request fails, answers a POST with 503 "Your worker restarted mid-request" (its check
// compares the request's full URL with the Worker's origin, so any failure of a request to a path
// other than `/` takes that branch, restart or not) and parks a GET until the next request comes
// (the 20 s stalls of decision 041). It also leaves the second config's `[[ratelimits]]` unbound.
// Miniflare has workerd listen on a loopback port: no pooled inner connections, no file watcher
// (restart `npm start` after changing code). The only thing in front is the host guard
// (scripts/host-guard.mjs), which passes requests through as they are.
//
// The wrangler configs stay the source of truth: wrangler's own `unstable_readConfig` and
// `unstable_getMiniflareWorkerOptions` turn each into Miniflare worker options (vars, .dev.vars
// secrets, the service binding, D1, rate limits, `[assets]` with its _headers and _redirects),
// the same mapping `wrangler dev` and @cloudflare/vitest-pool-workers use. The API's TypeScript is
// bundled by wrangler itself (`wrangler deploy --dry-run --outdir`), as it would be deployed.
import { readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { startHostGuard } from "./host-guard.mjs";
import { freePort, madeOnce, offlineEnv, root, runAsync } from "./lib.mjs";

// Wrangler's and Miniflare's functions run in this process: no telemetry, no `Request.cf` fetch.
Object.assign(process.env, offlineEnv);

/**
 * The API Worker (api/src/index.ts) bundled by wrangler's own bundler, as `wrangler deploy` would;
 * made once per version of its sources (the four servers of the end-to-end tests share it).
 * Resolves with the bundle's entry file.
 */
export async function bundleApi() {
  const folder = await madeOnce(
    "api-bundle",
    ["api/src", "contract", "api/wrangler.toml", "api/tsconfig.json", "package-lock.json"],
    (outdir) =>
      runAsync("wrangler", ["deploy", "--dry-run", "--config", "api/wrangler.toml", "--outdir", resolve(root, outdir)]),
  );
  return resolve(root, folder, "index.js");
}

/**
 * The entry of a Worker that answers a port: the Worker itself, then whatever of the request's body
 * it did not read is read to its end. workerd resets a kept-alive connection whose last request
 * body was left unread (a 404 to a POST, a refusal before the form is parsed), and the next request
 * on it fails with ECONNRESET. `wrangler dev` wraps every Worker in the same step (its
 * "ensure-req-body-drained" middleware); on Cloudflare the edge does it.
 */
const drainingEntry = (script) => `import worker from "./${basename(script)}";
export * from "./${basename(script)}";
export default {
  ...worker,
  async fetch(request, env, ctx) {
    try {
      return await worker.fetch(request, env, ctx);
    } finally {
      if (request.body !== null && !request.bodyUsed) await request.body.pipeTo(new WritableStream()).catch(() => {});
    }
  },
};
`;

/**
 * Miniflare options of one Worker from its wrangler config; `scriptPath` replaces its `main` when
 * given; `drain` puts `drainingEntry` before it (the Worker that answers the port).
 */
function workerFromConfig(configPath, { scriptPath, name, vars = {}, drain = false } = {}) {
  const config = unstable_readConfig({ config: resolve(root, configPath) });
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  const script = scriptPath ?? main;
  return {
    ...workerOptions,
    name: name ?? config.name,
    // One self-contained ES module each (Remix's server build, wrangler's bundle of the API), listed
    // rather than discovered: Miniflare's import scan refuses the Remix build's dynamic import().
    modules: [
      ...(drain
        ? [{ type: "ESModule", path: join(dirname(script), "__draining-entry.js"), contents: drainingEntry(script) }]
        : []),
      { type: "ESModule", path: script },
      // WebAssembly the bundle imports (the API's image codecs, decision 099), emitted beside it.
      ...readdirSync(dirname(script))
        .filter((file) => file.endsWith(".wasm"))
        .map((file) => ({ type: "CompiledWasm", path: join(dirname(script), file) })),
    ],
    bindings: { ...workerOptions.bindings, ...vars },
  };
}

/**
 * Starts Miniflare with the given Workers; the first one answers the port. `workers` are
 * `{ config, scriptPath?, name?, vars? }`: a wrangler config (relative to the repository) and what
 * replaces or adds to it. Resolves once it listens, with `dispose()` to stop it. workerd listens on
 * a free loopback port; `port` is answered by scripts/host-guard.mjs in front of it, which passes
 * everything through but a malformed Host (workerd would answer it with a 500).
 *   port, host       where the first Worker listens
 *   persistTo        local state, as `wrangler ... --persist-to` (D1 under <persistTo>/v3/d1)
 *   inspectorPort    DevTools inspector (none when absent)
 *   logRequests      one line per request, as `wrangler dev` prints
 */
export async function startWorkers({
  workers,
  port,
  host = "127.0.0.1",
  persistTo,
  inspectorPort,
  logRequests = true,
}) {
  const mf = new Miniflare({
    // workerd listens on a free loopback port behind the host guard, which answers `port`.
    host: "127.0.0.1",
    port: await freePort(),
    ...(inspectorPort ? { inspectorPort: Number(inspectorPort) } : {}),
    defaultPersistRoot: resolve(root, persistTo, "v3"),
    log: new Log(LogLevel.INFO),
    logRequests,
    workers: workers.map(({ config, ...rest }, index) => workerFromConfig(config, { ...rest, drain: index === 0 })),
  });
  const guard = await startHostGuard({ host, port, target: (await mf.ready).href });
  // What the callers use of Miniflare: stopping it (with the guard).
  return {
    dispose: async () => {
      guard.closeAllConnections();
      await Promise.all([new Promise((resolve) => guard.close(resolve)), mf.dispose()]);
    },
  };
}
