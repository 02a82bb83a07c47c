// npm run bench's control: a bare Remix 2.17 + React 18 page (bench/control), built by the same
// classic compiler with the storefront's flags and served the way the storefront is: workerd through
// Miniflare (scripts/local-runtime.mjs), the static files before the Worker, on a port of its own.
// Each Lighthouse run of a page follows a run of this page in the same conditions, so a page's score
// is read beside what the framework alone scores on the machine as it is at that moment.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { offlineEnv, root } from "./lib.mjs";
import { startWorkers } from "./local-runtime.mjs";

export const CONTROL_PATH = "/";

/** `remix build` in bench/control (outputs in .wrangler/bench-control). */
export async function buildControl() {
  await promisify(execFile)(join(root, "node_modules", ".bin", "remix"), ["build"], {
    cwd: join(root, "bench", "control"),
    env: offlineEnv,
  });
}

/** Builds the control and serves it on `port`; resolves with its origin and `stop()`. */
export async function startControl(port) {
  await buildControl();
  const mf = await startWorkers({
    port,
    persistTo: ".wrangler/bench-control/state",
    logRequests: false,
    workers: [{ config: "bench/control/wrangler.toml" }],
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => mf.dispose() };
}
