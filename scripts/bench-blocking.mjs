// npm run bench's CPU-time estimate of blocking time: a first visit in Debian's Chromium (Playwright)
// traced with the DevTools timeline categories; over the main-thread tasks of the page's renderer
// after its first contentful paint (a task running at the paint counts from the paint), the sum of
// what each task longer than 50 ms lasts beyond 50 ms at a 4x CPU slowdown: Total Blocking Time's
// formula at Lighthouse's mobile factor. A task's length is its thread CPU time (`tdur`) where the
// trace has it, else its wall time, so the time the thread waited while another process had the CPU
// does not count. The trace ends when the network has been idle for 500 ms and 1 s more has passed.
//
// Two ways to the 4x (BLOCKING_MODES). `scaled`, the default: traced at full speed, lengths times 4,
// as Lighthouse's simulated throttling counts them. `throttled`: traced under DevTools' 4x CPU
// throttling (Emulation.setCPUThrottlingRate), lengths as measured. Chromium's throttling keeps the
// throttled thread busy in proportion to the wall time it ran, so under throttling CPU time grows
// with the machine's load too: side by side on a loaded machine, the bare Remix page's longest task
// measured 40-67 ms throttled against 20-36 ms scaled, and the menu's estimate 92-460 ms throttled
// against 0 ms in 4 of 5 runs scaled.
import { CHROMIUM } from "./bench-targets.mjs";

export const LONG_TASK_MS = 50;
/**
 * throttled: the trace taken at DevTools' 4x CPU throttling, task lengths as measured. scaled: the
 * trace taken at full speed, task lengths times 4, as Lighthouse's simulated throttling counts them.
 */
export const BLOCKING_MODES = { throttled: { throttle: 4, scale: 1 }, scaled: { throttle: 1, scale: 4 } };
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "loading", "v8.execute"];
// The scheduler's task events: every piece of main-thread work runs inside one.
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"]);

/**
 * The tasks after the first contentful paint of a trace (Chrome's trace events) on the main thread
 * of the renderer that painted, each with its wall and CPU milliseconds; null without a paint.
 */
export function tasksAfterPaint(events) {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return null;
  const main = events
    .filter((event) => event.ph === "X" && event.pid === fcp.pid && event.tid === fcp.tid && TASK_NAMES.has(event.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let end = -Infinity;
  for (const event of main) {
    // Only top-level tasks: one nested in another is already counted in it.
    if (event.ts < end) continue;
    end = event.ts + event.dur;
    if (end <= fcp.ts) continue;
    const share = event.ts >= fcp.ts ? 1 : (end - fcp.ts) / event.dur;
    tasks.push({
      wallMs: (event.dur / 1000) * share,
      cpuMs: typeof event.tdur === "number" ? (event.tdur / 1000) * share : null,
    });
  }
  return tasks;
}

/** Total Blocking Time's sum over `tasks` by their CPU time (wall time where a task has none). */
export function blockingTime(tasks, scale = 1) {
  const length = (task) => (task.cpuMs ?? task.wallMs) * scale;
  return {
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, length(task) - LONG_TASK_MS), 0),
    longestMs: tasks.reduce((longest, task) => Math.max(longest, length(task)), 0),
    wallBlockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.wallMs * scale - LONG_TASK_MS), 0),
    cpuTimed: tasks.every((task) => task.cpuMs !== null),
  };
}

/** One traced first visit of `url` (a fresh context: empty cache, only `cookie` if given). */
async function traceVisit(browser, url, cookie, throttle, scale) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    try {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await page.waitForLoadState("networkidle", { timeout: 60_000 });
      await page.waitForTimeout(1000);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString());
    }
    const tasks = tasksAfterPaint(trace.traceEvents ?? trace);
    if (!tasks) throw new Error(`No first contentful paint in the trace of ${url}`);
    return blockingTime(tasks, scale);
  } finally {
    await context.close();
  }
}

/**
 * The estimate for each of `pages` ({ name, url, cookie? }), `runs` rounds each visiting every page
 * once in order, in one browser; per page its runs and their medians.
 */
export async function measureBlocking(pages, runs, { throttle = 4, scale = 1 } = {}) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const samples = new Map(pages.map((page) => [page.name, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages)
        samples.get(page.name).push(await traceVisit(browser, page.url, page.cookie, throttle, scale));
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    throttle,
    scale,
    runs,
    results: pages.map((page) => {
      const runsOfPage = samples.get(page.name);
      return {
        name: page.name,
        path: new URL(page.url).pathname + new URL(page.url).search,
        runs: runsOfPage,
        median: {
          blockingMs: median(runsOfPage.map((sample) => sample.blockingMs)),
          longestMs: median(runsOfPage.map((sample) => sample.longestMs)),
          wallBlockingMs: median(runsOfPage.map((sample) => sample.wallBlockingMs)),
        },
      };
    }),
  };
}

export function formatBlocking(blocking) {
  const ms = (value) => `${Math.round(value)} ms`;
  const lines = [
    `Blocking-time estimate, CPU time (main-thread tasks after the first contentful paint, sum of each beyond ${LONG_TASK_MS} ms; ${blocking.throttle === 1 ? `full speed, task times x${blocking.scale}` : `${blocking.throttle}x CPU throttling`}; median of ${blocking.runs}):`,
  ];
  lines.push(
    `  ${"page".padEnd(26)} ${"estimate".padStart(8)}  ${"longest task".padStart(12)}  ${"wall-time TBT".padStart(13)}   estimates of the runs`,
  );
  for (const page of blocking.results) {
    const m = page.median;
    const cpu = page.runs.every((run) => run.cpuTimed) ? "" : "  (some tasks without CPU time: wall time used)";
    lines.push(
      `  ${page.name.padEnd(26)} ${ms(m.blockingMs).padStart(8)}  ${ms(m.longestMs).padStart(12)}  ${ms(m.wallBlockingMs).padStart(13)}   ${page.runs.map((run) => Math.round(run.blockingMs)).join(", ")}${cpu}`,
    );
  }
  return lines.join("\n");
}
