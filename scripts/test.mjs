// `npm test`: every test, in order of speed. Stops at the first failing step.
//   typecheck -> lint (ESLint, Prettier) -> unit (vitest) -> API in workerd on real D1 -> production bundles (wrangler
//   deploy --dry-run) -> end to end in Debian's Chromium against both Workers, the two Playwright
//   projects at once (js-on on pipeline 0, js-off on pipeline 1, each with its own servers, ports
//   and databases: e2e/support/ports.mjs, decision 042).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { demoDatabaseTemplate, ensureDevVars, offlineEnv, root, run, runAsync } from "./lib.mjs";

// Each step's test times, read at the end to name its slowest tests.
const timings = mkdtempSync(join(tmpdir(), "comanda-test-times-"));

/** Vitest with its usual output, and its results as JSON in `file` for the slowest tests. */
const vitestWithTimes = (file, ...args) => [
  "vitest",
  ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${join(timings, file)}`],
];

/** The slowest tests of a Vitest JSON report: [milliseconds, "file › test"]. */
function vitestTimes(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  return report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => [test.duration ?? 0, `${relative(root, suite.name)} › ${test.fullName}`]),
  );
}

/** The slowest tests of a Playwright JSON report: [milliseconds, "[project] file:line › test"]. */
function playwrightTimes(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => [
        Math.max(0, ...test.results.map((result) => result.duration)),
        `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`,
      ]),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, []));
}

/** The ten slowest of each step that left a report. */
function printSlowest() {
  const reports = [
    ["unit tests", "unit.json", vitestTimes],
    ["API tests in workerd", "api.json", vitestTimes],
    ["end-to-end, JavaScript on", "e2e-js-on.json", playwrightTimes],
    ["end-to-end, JavaScript on (second pipeline)", "e2e-js-on-2.json", playwrightTimes],
    ["end-to-end, JavaScript off", "e2e-js-off.json", playwrightTimes],
  ];
  for (const [name, file, read] of reports) {
    const path = join(timings, file);
    if (!existsSync(path)) continue;
    try {
      const slowest = read(path)
        .sort(([a], [b]) => b - a)
        .slice(0, 10);
      console.log(`\nSlowest ${name}:`);
      for (const [ms, title] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
    } catch (error) {
      // A report in a shape this does not read is no test failure.
      console.log(`\n(the times of ${name} could not be read: ${error.message})`);
    }
  }
}

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
 * JavaScript-on specs run in the second pipeline, after the js-off project: the js-on project has
 * more to do (axe runs with scripts only, and hydration, focus and announcements are its own), and
 * the two pipelines should end together. Chosen from the slowest tests `npm test` prints: move a
 * spec here, or back, when one pipeline ends minutes before the other.
 */
const JS_ON_IN_SECOND_PIPELINE = [
  "e2e/a11y.spec.ts",
  // It turns Empório's auto-accept on and places an order there: apart from the first pipeline's
  // console-menu-extras at the same store, whose open page that order's pushed event would re-read.
  "e2e/console-auto-print.spec.ts",
];
/**
 * Those specs' tests run two at a time: the first pipeline ends about when they start, and one
 * Playwright worker keeps only about one and a half of the two cores busy. Each a11y test is its
 * own customer (e2e/support/test.ts), so two at once share nothing.
 */
const SECOND_PIPELINE_TAIL_WORKERS = ["--workers=2", "--fully-parallel"];

/** One Playwright run of `project` in `pipeline`, its output prefixed with `label`; resolves with null or why it failed. */
function playwright({ label, project, pipeline, files = [], ignore = [], options = [] }) {
  return new Promise((resolve) => {
    const args = ["test", `--project=${project}`, "--reporter=list,json", ...options, ...files];
    const child = spawn(join(root, "node_modules", ".bin", "playwright"), args, {
      cwd: root,
      env: {
        ...offlineEnv,
        COMANDA_BUILT: "1",
        E2E_PIPELINE: pipeline,
        E2E_IGNORE: ignore.join(","),
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(timings, `e2e-${label}.json`),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`${label.padEnd(6)} | ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`${label.padEnd(6)} | ${rest}\n`));
    }
    child.on("error", (error) => resolve(`${label}: ${error.message}`));
    child.on("close", (status) => resolve(status === 0 ? null : `the ${label} end-to-end tests failed (${status})`));
  });
}

/**
 * The two pipelines' sets of servers (e2e/support/ports.mjs): 0 and 1, or, for a second `npm test`
 * on the same machine, `E2E_PIPELINES=2,3`.
 */
const [FIRST_PIPELINE, SECOND_PIPELINE] = (process.env.E2E_PIPELINES ?? "0,1").split(",");
if (
  ![FIRST_PIPELINE, SECOND_PIPELINE].every((pipeline) => /^[0-3]$/.test(pipeline ?? "")) ||
  FIRST_PIPELINE === SECOND_PIPELINE
) {
  throw new Error(
    `E2E_PIPELINES=${process.env.E2E_PIPELINES} is not two different sets of servers from 0 to 3, such as 2,3`,
  );
}

/**
 * The two Playwright projects at once, in two pipelines (e2e/support/ports.mjs): each its own
 * servers, ports and databases, so that no cart, customer, table or rate limit is shared. Each line
 * of output is printed as it comes, prefixed with its run; the step fails when any run fails.
 */
async function endToEnd() {
  // Written once here: two servers starting at once on a clean clone would each write other secrets.
  ensureDevVars();
  // Made once here, copied by each server as it starts.
  await demoDatabaseTemplate();
  const failed = (
    await Promise.all([
      playwright({ label: "js-on", project: "js-on", pipeline: FIRST_PIPELINE, ignore: JS_ON_IN_SECOND_PIPELINE }),
      (async () => [
        await playwright({ label: "js-off", project: "js-off", pipeline: SECOND_PIPELINE }),
        await playwright({
          label: "js-on-2",
          project: "js-on",
          pipeline: SECOND_PIPELINE,
          files: JS_ON_IN_SECOND_PIPELINE,
          options: SECOND_PIPELINE_TAIL_WORKERS,
        }),
      ])(),
    ])
  )
    .flat()
    .filter(Boolean);
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
  // ESLint (correctness, import cycles, the architecture's boundaries) then Prettier; either failing stops the run.
  ["lint (ESLint, then Prettier)", () => (run("eslint", ["."]), run("prettier", ["--check", "."]))],
  ["unit tests", () => run(...vitestWithTimes("unit.json"))],
  ["API tests in workerd", () => run(...vitestWithTimes("api.json", "--config", "api/vitest.config.ts"))],
  ["production bundles", () => run("node", ["scripts/dry-run-deploy.mjs"])],
  // The storefront was just built by the previous step: the end-to-end servers reuse that build.
  // The two projects at once, each with its own servers (decision 042).
  ["end-to-end tests (JavaScript on and off, at once)", () => (ensureChromium(), endToEnd())],
];

// `node scripts/test.mjs end-to-end` (any start of a step's name) runs only the steps named so.
const only = process.argv.slice(2);
const started = Date.now();
const times = [];
for (const [name, step] of steps.filter(
  ([name]) => only.length === 0 || only.some((start) => name.startsWith(start)),
)) {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  try {
    await step();
  } catch (error) {
    printSlowest();
    console.error(`\n✘ ${name} failed after ${Math.round((Date.now() - stepStarted) / 1000)} s: ${error.message}`);
    process.exit(1);
  }
  times.push(`${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  console.log(`\n✔ ${times.at(-1)}`);
}
printSlowest();
console.log(`\nSteps:\n${times.map((line) => `  ${line}`).join("\n")}`);
console.log(`\n✔ all test steps passed in ${Math.round((Date.now() - started) / 1000)} s`);
