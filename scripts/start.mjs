// `npm start`: build the storefront, prepare local D1 (migrations, demo merchants), write
// .dev.vars when absent, and serve both Workers with one `wrangler dev`, offline.
//   --port N            port of the storefront (default 8787, or $PORT)
//   --persist-to DIR    local D1 state (default .wrangler/state)
//   --fresh             start from an empty database (used by the end-to-end tests)
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ensureDevVars, offlineEnv, prepareDatabase, root, run } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8787" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
  },
});
const port = values.port;
const persistTo = values["persist-to"];

ensureDevVars();
if (values.fresh) rmSync(resolve(root, persistTo), { recursive: true, force: true });
run("remix", ["build"]);
const merchants = prepareDatabase(persistTo);

const origin = `http://localhost:${port}`;
console.log("\nDemo merchants:");
for (const merchant of merchants) {
  console.log(`  ${merchant.name.padEnd(34)} ${origin}/${merchant.slug}`);
  for (const host of merchant.hosts ? String(merchant.hosts).split(",") : []) {
    console.log(`  ${"  (custom domain)".padEnd(34)} http://${host}:${port}/`);
  }
}
console.log("");

const wrangler = spawn(
  join(root, "node_modules", ".bin", "wrangler"),
  ["dev", "-c", "wrangler.toml", "-c", "api/wrangler.toml", "--persist-to", persistTo, "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false"],
  { cwd: root, env: offlineEnv, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", (code) => process.exit(code ?? 0));
