// Worker CPU time per view: what a page costs the machine that serves it, read from the operating
// system rather than timed. workerd (which runs both Workers, scripts/local-runtime.mjs) does not let
// a Worker read its own CPU time, and Cloudflare bills and limits Workers by it; so the CPU time of
// the workerd process (all its threads, /proc/{pid}/stat) is read before and after N sequential
// requests of one view, and divided by N. It counts the storefront and the API Worker's share of the
// view together (one process), plus workerd's HTTP handling; the landing page `/` (no merchant, no
// upstream call) is measured as the floor of any view. A returning visitor's configuration is cached
// (decision 017), so a page's figure is mostly the storefront's own rendering.
//
// Standalone: `node scripts/bench-cpu.mjs [--slug bella-napoli] [--path /x ...] [--requests 40]`
// (builds and serves the Workers on --port, 8790 by default, with a fresh database; run it alone on
// the machine: `flock /tmp/e2e.lock node scripts/bench-cpu.mjs`). `npm run bench` runs it too.
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BROWSER_HEADERS, startServer, waitForServer } from "./bench-size.mjs";
import { E2E_OPERATION_CLOCK } from "../e2e/support/ports.mjs";

const TICKS_PER_SECOND = 100; // USER_HZ of /proc on Linux (getconf CLK_TCK)

/** Fields of /proc/{pid}/stat after the command's name: 0 = state, 2 = pgrp, 11 = utime, 12 = stime. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const end = text.lastIndexOf(")");
    return { name: text.slice(text.indexOf("(") + 1, end), fields: text.slice(end + 2).split(" ") };
  } catch {
    return null; // Gone in the meantime.
  }
}

/** The workerd processes of a server's process group (scripts/bench-size.mjs startServer). */
export function workerdPids(processGroup) {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      const info = stat(pid);
      return info !== null && info.name === "workerd" && Number(info.fields[2]) === processGroup;
    });
}

/** CPU time used so far by these processes, user + system, in ms. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const info = stat(pid);
    if (info) ticks += Number(info.fields[11]) + Number(info.fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Each view's workerd CPU time per request: `warmup` requests first (the isolate compiled, the
 * configuration cache filled), then `requests` sequential ones timed by the process's CPU clock.
 * The views take turns over `rounds` rounds and each is reported by the median of its rounds: one
 * round of each, one after the other, moved a view by 10 ms against its neighbour from one run to
 * the next (what ran just before it, the JIT, the machine), more than "cart <= menu" can tell apart.
 * A view: { name, path, cookie? }. Every answer must be a 200, or the figure would be an error page's.
 */
export async function measureWorkerCpu(origin, processGroup, views, { requests = 40, warmup = 5, rounds = 3 } = {}) {
  const pids = workerdPids(processGroup);
  if (pids.length === 0) throw new Error(`No workerd process in process group ${processGroup}`);
  const samples = views.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, view] of views.entries()) {
      const headers = { ...BROWSER_HEADERS, ...(view.cookie ? { cookie: view.cookie } : {}) };
      const get = async () => {
        const response = await fetch(`${origin}${view.path}`, { headers, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${view.name}: ${view.path} answered ${response.status}`);
      };
      for (let count = 0; count < warmup; count++) await get();
      // Puts into the cache run after a response: let them end before the clock starts.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = cpuMs(pids);
      const started = performance.now();
      for (let count = 0; count < requests; count++) await get();
      samples[index].push({
        cpuMs: (cpuMs(pids) - before) / requests,
        wallMs: (performance.now() - started) / requests,
      });
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return views.map((view, index) => ({
    name: view.name,
    path: view.path,
    requests,
    rounds: samples[index].map((sample) => sample.cpuMs),
    cpuMs: median(samples[index].map((sample) => sample.cpuMs)),
    wallMs: median(samples[index].map((sample) => sample.wallMs)),
  }));
}

export function formatWorkerCpu(rows) {
  const lines = [
    `Worker CPU time per view (workerd process CPU, both Workers, user + system, sequential requests of a returning visitor, after a warm-up; the views in turn, median of ${rows[0]?.rounds.length ?? 0} rounds):`,
    `  ${"view".padEnd(34)}${"CPU/view".padStart(10)}${"wall/view".padStart(11)}  requests   rounds (CPU/view)`,
  ];
  for (const row of rows)
    lines.push(
      `  ${row.name.padEnd(34)}${`${row.cpuMs.toFixed(1)} ms`.padStart(10)}${`${row.wallMs.toFixed(1)} ms`.padStart(11)}  ${String(row.requests).padStart(8)}   ${row.rounds.map((value) => value.toFixed(1)).join(", ")}`,
    );
  return lines.join("\n");
}

/** A returning visitor's cookie for a path: the session (and token) a first visit left. */
export async function returningCookie(origin, path) {
  const response = await fetch(`${origin}${path}`, { headers: BROWSER_HEADERS, redirect: "manual" });
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: options } = parseArgs({
    options: {
      port: { type: "string", default: process.env.BENCH_PORT ?? "8790" },
      slug: { type: "string", multiple: true, default: ["bella-napoli"] },
      path: { type: "string", multiple: true, default: [] },
      requests: { type: "string", default: "40" },
    },
  });
  const server = startServer({
    port: options.port,
    fresh: true,
    persistTo: ".wrangler/bench-cpu-state",
    operationClock: E2E_OPERATION_CLOCK,
  });
  try {
    await waitForServer(server.origin);
    const paths = [...options.slug.flatMap((slug) => [`/${slug}`, `/${slug}/cart`]), ...options.path];
    const views = [{ name: "landing / (floor)", path: "/" }];
    for (const path of paths) views.push({ name: path, path, cookie: await returningCookie(server.origin, path) });
    console.log(
      formatWorkerCpu(
        await measureWorkerCpu(server.origin, server.processGroup, views, { requests: Number(options.requests) }),
      ),
    );
  } finally {
    await server.stop();
  }
}
