// `npm test`: every test, in order of speed. Stops at the first failing step.
//   typecheck -> unit (vitest) -> API in workerd on real D1 -> production bundles (wrangler
//   deploy --dry-run) -> end to end in Debian's Chromium against both Workers, the two Playwright
//   projects at once (js-on on pipeline 0, js-off on pipeline 1, each with its own servers, ports
//   and databases: e2e/support/ports.mjs, decision 042).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureDevVars, offlineEnv, root, run, runAsync } from "./lib.mjs";

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

/**
 * The two Playwright projects at once, each in its own pipeline (e2e/support/ports.mjs): its own
 * servers, ports and databases, so that no cart, customer, table or rate limit is shared. Each line
 * of output is printed as it comes, prefixed with its project; the step fails when either fails.
 */
async function endToEnd() {
  // Written once here: two servers starting at once on a clean clone would each write other secrets.
  ensureDevVars();
  const pipelines = [
    ["js-on", "0"],
    ["js-off", "1"],
  ].map(
    ([project, pipeline]) =>
      new Promise((resolve) => {
        const child = spawn(join(root, "node_modules", ".bin", "playwright"), ["test", "--project", project], {
          cwd: root,
          env: { ...offlineEnv, COMANDA_BUILT: "1", E2E_PIPELINE: pipeline },
          stdio: ["ignore", "pipe", "pipe"],
        });
        for (const stream of [child.stdout, child.stderr]) {
          let rest = "";
          stream.on("data", (chunk) => {
            const lines = (rest + chunk).split("\n");
            rest = lines.pop();
            for (const line of lines) process.stdout.write(`${project.padEnd(6)} | ${line}\n`);
          });
          stream.on("end", () => rest && process.stdout.write(`${project.padEnd(6)} | ${rest}\n`));
        }
        child.on("error", (error) => resolve(`${project}: ${error.message}`));
        child.on("close", (status) => resolve(status === 0 ? null : `the ${project} end-to-end tests failed (${status})`));
      }),
  );
  const failed = (await Promise.all(pipelines)).filter(Boolean);
  if (failed.length > 0) throw new Error(failed.join("; "));
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
  // The two projects at once, each with its own servers (decision 042).
  ["end-to-end tests (JavaScript on and off, at once)", () => (ensureChromium(), endToEnd())],
];

// `node scripts/test.mjs end-to-end` (any start of a step's name) runs only the steps named so.
const only = process.argv.slice(2);
const started = Date.now();
for (const [name, step] of steps.filter(([name]) => only.length === 0 || only.some((start) => name.startsWith(start)))) {
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
