// `npm start`: build the storefront, bundle the API, prepare local D1 (migrations, demo merchants),
// write .dev.vars when absent, and serve both Workers in one Miniflare (scripts/local-runtime.mjs),
// offline.
//   --port N            port of the storefront (default 8787, or $PORT)
//   --persist-to DIR    local state: D1, the Cache API (default .wrangler/state)
//   --fresh             start from an empty database (used by the end-to-end tests)
//   --operation-clock T read opening hours at the ISO instant T instead of now (the end-to-end tests):
//                       the API's OPERATION_CLOCK var
//   --inspector-port N  DevTools inspector of both Workers (none by default); `free` takes any free
//                       port (the end-to-end servers: two pipelines run at once, scripts/test.mjs)
//   --quiet             no line per request (the end-to-end servers, whose output nobody reads:
//                       each line is one more request from workerd to this process)
// COMANDA_BUILT=1 skips the storefront's build: `npm test` sets it for the end-to-end servers, right
// after its production-bundles step ran the same `remix build` on the same tree.
// No file is watched: after changing code, stop and start again.
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { connectDemoStandInAccounts, ensureDevVars, freePort, prepareDatabase, root, runAsync } from "./lib.mjs";
import { bundleApi, startWorkers } from "./local-runtime.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8787" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
    "operation-clock": { type: "string" },
    "inspector-port": { type: "string" },
    quiet: { type: "boolean", default: false },
  },
});
const port = values.port;
const persistTo = values["persist-to"];
const operationClock = values["operation-clock"];
if (operationClock && Number.isNaN(Date.parse(operationClock)))
  throw new Error(`--operation-clock ${operationClock} is not an ISO date-time`);

ensureDevVars();
if (values.fresh) rmSync(resolve(root, persistTo), { recursive: true, force: true });
// Independent, so at once: the storefront's build, the API's bundle and the database (both made once
// per version of their sources, scripts/lib.mjs's madeOnce).
const [, apiScript, merchants] = await Promise.all([
  process.env.COMANDA_BUILT === "1"
    ? null
    : runAsync("remix", ["build"]).then((output) => process.stdout.write(`$ remix build\n${output}`)),
  bundleApi(),
  prepareDatabase(persistTo),
]);

const inspectorPort = values["inspector-port"] === "free" ? await freePort() : values["inspector-port"];
const mf = await startWorkers({
  port,
  persistTo,
  inspectorPort,
  logRequests: !values.quiet,
  workers: [
    // The first answers the port: the storefront, with its static files before it ([assets]).
    { config: "wrangler.toml" },
    {
      config: "api/wrangler.toml",
      scriptPath: apiScript,
      vars: operationClock ? { OPERATION_CLOCK: operationClock } : {},
    },
  ],
});

const origin = `http://localhost:${port}`;
const paidThroughMercadoPago = await connectDemoStandInAccounts(origin);
console.log("\nDemo merchants:");
for (const merchant of merchants) {
  const provider = paidThroughMercadoPago.has(merchant.slug) ? "  (online payments: Mercado Pago stand-in)" : "";
  console.log(`  ${merchant.name.padEnd(34)} ${origin}/${merchant.slug}${provider}`);
  for (const host of merchant.hosts ? String(merchant.hosts).split(",") : []) {
    console.log(`  ${"  (custom domain)".padEnd(34)} http://${host}:${port}/`);
  }
}
console.log(
  `\nStore console: ${origin}/_console/{slug} as dono@{slug}.demo or equipe@{slug}.demo, password comanda123`,
);
if (operationClock) console.log(`\nOpening hours are read at ${operationClock}.`);
if (inspectorPort) console.log(`DevTools inspector on 127.0.0.1:${inspectorPort}.`);
console.log(`Ready on ${origin}\n`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // Miniflare ends its workerd; a second signal, or 5 s, ends this process regardless.
    setTimeout(() => process.exit(0), 5000).unref();
    await mf.dispose().catch(() => {});
    process.exit(0);
  });
}
