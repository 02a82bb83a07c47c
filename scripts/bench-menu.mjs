// The menu at two lengths: the pizzeria's 40 dishes and the market's 615 (decision 065), side by
// side, in what grows with a menu's length: the document's HTML (gzip), the Worker's CPU time per
// view of a returning visitor (scripts/bench-cpu.mjs) and the CPU-time blocking estimate of a first
// visit (scripts/bench-blocking.mjs: longest task and blocking time after the first paint at 4x).
// `npm run bench` measures the big menu too; this is the quick loop while working on the menu.
//
// `flock /tmp/e2e.lock node scripts/bench-menu.mjs [--port 8790] [--slug a --slug b] [--requests 40] [--blocking-runs 5]`
// (build first: `npx remix build`; serves the Workers with a fresh database at the e2e clock).
import { parseArgs } from "node:util";
import { BROWSER_HEADERS, gzipSize, kb, startServer, waitForServer } from "./bench-size.mjs";
import { BLOCKING_MODES, measureBlocking } from "./bench-blocking.mjs";
import { measureWorkerCpu, returningCookie } from "./bench-cpu.mjs";
import { E2E_OPERATION_CLOCK } from "../e2e/support/ports.mjs";

/** The menus npm run bench compares: the demo's usual length and its big catalogue. */
export const MENU_SLUG = "bella-napoli";
export const BIG_MENU_SLUG = "emporio-santa-cecilia";

/** How many dishes a menu's HTML links to (`?modal=menuItem|menuPizza&modalId=…`). */
export const dishCount = (html) =>
  new Set([...html.matchAll(/modal=menu(?:Item|Pizza)(?:&amp;|&)modalId=(\d+)/g)].map((match) => match[1])).size;

/** Per menu path: dishes, HTML gzip, Worker CPU per view, blocking estimate and longest task (medians). */
export async function measureMenus(server, paths, { requests = 40, blockingRuns = 5 } = {}) {
  const rows = [];
  for (const path of paths) {
    const html = await (await fetch(`${server.origin}${path}`, { headers: BROWSER_HEADERS })).text();
    rows.push({ path, dishes: dishCount(html), htmlGzip: gzipSize(html) });
  }
  const views = [];
  for (const path of paths) views.push({ name: path, path, cookie: await returningCookie(server.origin, path) });
  const cpu = await measureWorkerCpu(server.origin, server.processGroup, views, { requests });
  const blocking = await measureBlocking(
    paths.map((path) => ({ name: path, url: `${server.origin}${path}` })),
    blockingRuns,
    BLOCKING_MODES.scaled,
  );
  return rows.map((row, index) => ({
    ...row,
    cpuMs: cpu[index].cpuMs,
    blockingMs: blocking.results[index].median.blockingMs,
    longestMs: blocking.results[index].median.longestMs,
    blockingRuns: blocking.results[index].runs.map((run) => Math.round(run.blockingMs)),
  }));
}

export function formatMenus(rows) {
  const lines = [
    "The menu by its length (HTML gzip of a first visit; Worker CPU per view of a returning visitor; blocking estimate at 4x, median):",
    `  ${"menu".padEnd(26)}${"dishes".padStart(7)}${"HTML gz".padStart(10)}${"CPU/view".padStart(10)}${"longest".padStart(10)}${"blocking".padStart(10)}   runs`,
  ];
  for (const row of rows)
    lines.push(
      `  ${row.path.padEnd(26)}${String(row.dishes).padStart(7)}${kb(row.htmlGzip).padStart(10)}${`${row.cpuMs.toFixed(1)} ms`.padStart(10)}${`${Math.round(row.longestMs)} ms`.padStart(10)}${`${Math.round(row.blockingMs)} ms`.padStart(10)}   ${row.blockingRuns.join(", ")}`,
    );
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: options } = parseArgs({
    options: {
      port: { type: "string", default: process.env.BENCH_PORT ?? "8790" },
      slug: { type: "string", multiple: true, default: [MENU_SLUG, BIG_MENU_SLUG] },
      requests: { type: "string", default: "40" },
      "blocking-runs": { type: "string", default: "5" },
    },
  });
  const server = startServer({
    port: options.port,
    fresh: true,
    persistTo: ".wrangler/bench-menu-state",
    operationClock: E2E_OPERATION_CLOCK,
  });
  try {
    await waitForServer(server.origin);
    const rows = await measureMenus(
      server,
      options.slug.map((slug) => `/${slug}`),
      { requests: Number(options.requests), blockingRuns: Number(options["blocking-runs"]) },
    );
    console.log(formatMenus(rows));
  } finally {
    await server.stop();
  }
}
