import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { FAULT_CONTROL_URL } from "./e2e/support/faults";
import { E2E_OPERATION_CLOCK, E2E_PIPELINE, E2E_PORT, E2E_STATE } from "./e2e/support/ports.mjs";
import { E2E_CHROMIUM } from "./scripts/ensure-chromium.mjs";

/**
 * The end-to-end tests serve the real storefront and API Workers on their own port and database
 * (per pipeline: `npm test` runs the two projects at once, js-on in one pipeline, js-off then a few
 * js-on specs in the other, e2e/support/ports.mjs and scripts/test.mjs).
 */
export { E2E_PORT };
/** Spec files (relative to the repository, comma-separated in E2E_IGNORE) this run leaves to another. */
const ignoredHere = (process.env.E2E_IGNORE ?? "")
  .split(",")
  .filter(Boolean)
  .map((file) => resolve(import.meta.dirname, file));
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "./e2e",
  // Each pipeline keeps its own failure artifacts (Playwright empties this folder as it starts).
  outputDir: E2E_PIPELINE ? `test-results/pipeline-${E2E_PIPELINE}` : "test-results",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  // `npm test` runs the two projects at once on two cores (decision 042): a step can take three or
  // four times as long as on an idle machine. Headroom, not looser checks: a passing test takes
  // no longer, and each assertion still has to come true.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Debian's Chromium headless shell: the same engine, twice as fast here as the full browser
    // in its new headless mode (decision 037).
    launchOptions: { executablePath: E2E_CHROMIUM, args: chromiumArgs },
    locale: "pt-BR",
  },
  projects: [
    // `npm test` runs some js-on specs in its second pipeline (E2E_IGNORE here, scripts/test.mjs).
    { name: "js-on", use: { javaScriptEnabled: true }, testIgnore: ignoredHere },
    // The data-saver mode's spec is about a browser with JavaScript that gets none (issue 18).
    { name: "js-off", use: { javaScriptEnabled: false }, testIgnore: /data-saver\.spec\.ts$/ },
  ],
  // Playwright starts these one after the other: the first builds the storefront, which the
  // second (the API behind a fault proxy, and a storefront that calls it over HTTP) reuses.
  webServer: [
    {
      command: `node scripts/start.mjs --port ${E2E_PORT} --persist-to ${E2E_STATE} --fresh --operation-clock ${E2E_OPERATION_CLOCK} --inspector-port free --quiet`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-faults.mjs",
      // The proxy listens last: its control endpoint answering means all three are up.
      url: FAULT_CONTROL_URL,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
