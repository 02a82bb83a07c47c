// `npm test`: every test, in order of speed. Stops at the first failing step.
//   typecheck -> unit (vitest) -> API in workerd on real D1 -> production bundles (wrangler
//   deploy --dry-run) -> end to end in Debian's Chromium against both Workers.
import { ensureChromium } from "./ensure-chromium.mjs";
import { run, runAsync } from "./lib.mjs";

/** Runs the commands two at a time (these machines have two cores), each one's output printed whole when it ends. */
async function runTwoAtATime(commands) {
  const queue = [...commands];
  const failures = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      try {
        const output = await runAsync(command, args);
        process.stdout.write(`$ ${[command, ...args].join(" ")}\n${output}`);
      } catch (error) {
        failures.push(error.message);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length > 0) throw new Error(failures.join("\n"));
}

const steps = [
  // The four projects check different files with different settings; the heavy two go first, one per core.
  [
    "typecheck (storefront, tests and tooling, API, API tooling)",
    () =>
      runTwoAtATime([
        ["tsc", ["-p", "tsconfig.json", "--noEmit"]],
        ["tsc", ["-p", "tsconfig.node.json", "--noEmit"]],
        ["tsc", ["-p", "api/tsconfig.json", "--noEmit"]],
        ["tsc", ["-p", "api/tsconfig.node.json", "--noEmit"]],
      ]),
  ],
  ["unit tests", () => run("vitest", ["run"])],
  ["API tests in workerd", () => run("vitest", ["run", "--config", "api/vitest.config.ts"])],
  ["production bundles", () => run("node", ["scripts/dry-run-deploy.mjs"])],
  // The storefront was just built by the previous step: the end-to-end servers reuse that build.
  // One run, both projects one after the other: running them at once (E2E_PIPELINE, e2e/support/
  // ports.mjs) saved 5 of 30 minutes on these two cores and timed tests out under the load.
  ["end-to-end tests", () => (ensureChromium(), run("playwright", ["test"], { env: { COMANDA_BUILT: "1" } }))],
];

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  try {
    await step();
  } catch (error) {
    console.error(`\n✘ ${name} failed after ${Math.round((Date.now() - stepStarted) / 1000)} s: ${error.message}`);
    process.exit(1);
  }
  console.log(`\n✔ ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
}
console.log(`\n✔ all test steps passed in ${Math.round((Date.now() - started) / 1000)} s`);
