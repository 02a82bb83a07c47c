// `npm test`: every test, in order of speed. Stops at the first failing step.
//   typecheck -> unit (vitest) -> API in workerd on real D1 -> production bundles (wrangler
//   deploy --dry-run) -> end to end in Debian's Chromium against both Workers.
import { ensureChromium } from "./ensure-chromium.mjs";
import { run } from "./lib.mjs";

const steps = [
  ["typecheck (storefront)", () => run("tsc", ["-p", "tsconfig.json", "--noEmit"])],
  ["typecheck (API)", () => run("tsc", ["-p", "api/tsconfig.json", "--noEmit"])],
  ["typecheck (API tooling)", () => run("tsc", ["-p", "api/tsconfig.node.json", "--noEmit"])],
  ["typecheck (tests and tooling)", () => run("tsc", ["-p", "tsconfig.node.json", "--noEmit"])],
  ["unit tests", () => run("vitest", ["run"])],
  ["API tests in workerd", () => run("vitest", ["run", "--config", "api/vitest.config.ts"])],
  ["production bundles", () => run("node", ["scripts/dry-run-deploy.mjs"])],
  ["end-to-end tests", () => (ensureChromium(), run("playwright", ["test"]))],
];

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  try {
    step();
  } catch (error) {
    console.error(`\n✘ ${name} failed: ${error.message}`);
    process.exit(1);
  }
}
console.log(`\n✔ all test steps passed in ${Math.round((Date.now() - started) / 1000)} s`);
