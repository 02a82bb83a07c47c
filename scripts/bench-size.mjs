// `npm run bench:size`: what the pizzeria's menu page costs on a first visit, gzip and brotli,
// against the budgets (JS and interface texts loaded before hydration <= 95 KB gzip, as npm test's page budgets, CSS <= 15 KB, HTML <= 30 KB).
// Serves the real Workers on a spare port (BENCH_PORT, default 8790); exits 1 when over a budget.
// `npm run bench:size -- [PAGE] [--files]`: another page than /bella-napoli; each file's size.
// `scripts/bench.mjs` (`npm run bench`) imports the server and measuring functions from here.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { MENU_BUDGET } from "./bundle-budgets.mjs";
import { offlineEnv, root } from "./lib.mjs";

/** Budgets of a first visit of the menu, gzip (decision 004). */
export const BUDGETS = { js: MENU_BUDGET, css: 15 * 1024, html: 30 * 1024 };
// A browser user agent: isbot would make Remix wait for every deferred value.
export const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36",
};

export const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
export const brotliSize = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  }).length;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Both Workers (`scripts/start.mjs`: build, local D1, Miniflare) on `port`, in a process group of
 * their own so that `stop()` ends wrangler's workerd children too. `fresh`: the database (and the
 * Cache API's entries stored beside it) emptied and the demo merchants loaded anew. `operationClock`:
 * the instant the API reads opening hours at (start.mjs's --operation-clock).
 */
export function startServer({
  port,
  persistTo = ".wrangler/bench-state",
  fresh = false,
  operationClock = null,
  cwd = root,
  quiet = true,
} = {}) {
  // Its output dropped, it logs no request either (each line costs the server a request to Node).
  const args = [
    "scripts/start.mjs",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    ...(fresh ? ["--fresh"] : []),
    ...(operationClock ? ["--operation-clock", operationClock] : []),
    ...(quiet ? ["--quiet"] : []),
  ];
  const child = spawn("node", args, {
    cwd,
    env: offlineEnv,
    detached: true,
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  let exited = false;
  const exitedPromise = new Promise((resolve) => child.on("exit", () => resolve((exited = true))));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // If this script is interrupted (Ctrl-C, `timeout`), the server goes with it.
  const onSignal = () => {
    signalGroup("SIGTERM");
    setTimeout(() => signalGroup("SIGKILL"), 3000).unref();
    process.exitCode = 130;
    setTimeout(() => process.exit(), 3500);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The server's process group: start.mjs and the workerd it runs (scripts/bench-cpu.mjs reads its CPU time). */
    processGroup: child.pid,
    async stop() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      signalGroup("SIGTERM");
      await Promise.race([exitedPromise, new Promise((resolve) => setTimeout(resolve, 5000))]);
      // workerd may outlive wrangler for a moment: whatever is left of the group is killed.
      await new Promise((resolve) => setTimeout(resolve, 500));
      signalGroup("SIGKILL");
      if (!exited) await Promise.race([exitedPromise, new Promise((resolve) => setTimeout(resolve, 2000))]);
    },
  };
}

/** Waits until the storefront answers its landing page (the build runs first: minutes at most). */
export async function waitForServer(origin, seconds = 300) {
  for (let attempt = 0; attempt < seconds * 2; attempt++) {
    try {
      if ((await fetch(`${origin}/`, { headers: BROWSER_HEADERS })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The storefront did not start on ${origin}`);
}

/**
 * A first visit of `page`: the HTML, the CSS it links, and the JS it needs before hydration (its
 * scripts and modulepreloads, following static imports) apart from the JS its dynamic imports add
 * (the menu's dialogs, decision 004, loaded after hydration). Sizes gzip level 9 and brotli 11.
 */
export async function measureFirstVisit(origin, page) {
  const html = await (await fetch(`${origin}${page}`, { headers: BROWSER_HEADERS })).text();
  const assets = (pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
  const scripts = assets(/<(?:script[^>]*\ssrc|link[^>]*rel="(?:x-later-)?modulepreload"[^>]*href)="([^"]+\.js)"/g);
  const seen = new Set();
  const later = new Set();
  const queue = [...scripts, ...assets(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)];
  const lazyQueue = [];
  const js = { gzip: 0, brotli: 0, raw: 0, files: 0 };
  const lazyJs = { gzip: 0, brotli: 0, raw: 0, files: 0 };
  const redirected = [];
  const add = (total, code, name) => {
    const gzip = gzipSize(code);
    total.gzip += gzip;
    total.brotli += brotliSize(code);
    total.raw += Buffer.byteLength(code);
    total.files += 1;
    if (name) (total.list ??= []).push({ file: name, gzip });
  };
  const load = async (src) => {
    const response = await fetch(new URL(src, origin), { redirect: "manual" });
    if (response.status >= 300 && response.status < 400) {
      redirected.push(`${src} -> ${response.status}`);
      return (await fetch(new URL(src, origin))).text();
    }
    return response.text();
  };
  while (queue.length > 0) {
    const src = queue.shift();
    if (seen.has(src)) continue;
    seen.add(src);
    const code = await load(src);
    add(js, code, src);
    for (const match of code.matchAll(/from\s*"(\/build\/[^"]+\.js)"|import\s*"(\/build\/[^"]+\.js)"/g)) {
      queue.push(match[1] ?? match[2]);
    }
    for (const match of code.matchAll(/import\(\s*"(\/build\/[^"]+\.js)"\s*\)/g)) lazyQueue.push(match[1]);
  }
  // What the dynamic imports add on top (each file once, static imports of lazy chunks followed).
  while (lazyQueue.length > 0) {
    const src = lazyQueue.shift();
    if (seen.has(src) || later.has(src)) continue;
    later.add(src);
    const code = await load(src);
    add(lazyJs, code, src);
    for (const match of code.matchAll(
      /from\s*"(\/build\/[^"]+\.js)"|import\(\s*"(\/build\/[^"]+\.js)"\s*\)|import\s*"(\/build\/[^"]+\.js)"/g,
    )) {
      lazyQueue.push(match[1] ?? match[2] ?? match[3]);
    }
  }
  const css = { gzip: 0, brotli: 0, raw: 0, files: 0 };
  for (const href of assets(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    add(css, await (await fetch(new URL(href, origin))).text(), href);
  const htmlSize = { gzip: 0, brotli: 0, raw: 0, files: 0 };
  add(htmlSize, html);
  // Data the page preloads: the interface texts its routes render in the browser (decision 064), a
  // content-hashed JSON cached a year. Counted with the JS: the page hydrates once both are here.
  const data = { gzip: 0, brotli: 0, raw: 0, files: 0 };
  for (const href of assets(/<link[^>]*rel="(?:x-later-)?preload"[^>]*as="fetch"[^>]*href="([^"]+)"/g)) {
    add(data, await (await fetch(new URL(href, origin))).text(), href);
  }
  return { page, js, lazyJs, css, html: htmlSize, data, redirected };
}

/** The rows of a first visit against the budgets (gzip), each with `ok`. */
export function budgetRows(sizes) {
  const data = sizes.data ?? { gzip: 0, brotli: 0, raw: 0, files: 0 };
  const beforeHydration = Object.fromEntries(
    ["gzip", "brotli", "raw", "files"].map((key) => [key, sizes.js[key] + data[key]]),
  );
  return [
    { name: "JS + texts", ...beforeHydration, budget: BUDGETS.js, ok: beforeHydration.gzip <= BUDGETS.js },
    { name: "CSS", ...sizes.css, budget: BUDGETS.css, ok: sizes.css.gzip <= BUDGETS.css },
    { name: "HTML", ...sizes.html, budget: BUDGETS.html, ok: sizes.html.gzip <= BUDGETS.html },
  ];
}

/** The first-visit table, as printed by bench:size and bench. */
export function formatFirstVisit(sizes) {
  const lines = [`First visit of ${sizes.page} (gzip level 9, brotli 11; budgets on gzip):`];
  lines.push(
    `  ${"".padEnd(20)} ${"gzip".padStart(9)} ${"brotli".padStart(9)} ${"raw".padStart(9)}  ${"budget".padStart(8)}  files`,
  );
  for (const row of budgetRows(sizes)) {
    lines.push(
      `  ${row.name.padEnd(20)} ${kb(row.gzip).padStart(9)} ${kb(row.brotli).padStart(9)} ${kb(row.raw).padStart(9)}  ${kb(row.budget).padStart(8)}  ${String(row.files).padStart(5)}  ${row.ok ? "ok" : "OVER BUDGET"}`,
    );
  }
  lines.push(
    `  ${"  JS".padEnd(20)} ${kb(sizes.js.gzip).padStart(9)} ${kb(sizes.js.brotli).padStart(9)} ${kb(sizes.js.raw).padStart(9)}  ${"-".padStart(8)}  ${String(sizes.js.files).padStart(5)}  (before hydration)`,
  );
  const data = sizes.data;
  if (data)
    lines.push(
      `  ${"  Data (preloaded)".padEnd(20)} ${kb(data.gzip).padStart(9)} ${kb(data.brotli).padStart(9)} ${kb(data.raw).padStart(9)}  ${"-".padStart(8)}  ${String(data.files).padStart(5)}  (the page's interface texts, cached a year)`,
    );
  const lazy = sizes.lazyJs;
  lines.push(
    `  ${"JS after hydration".padEnd(20)} ${kb(lazy.gzip).padStart(9)} ${kb(lazy.brotli).padStart(9)} ${kb(lazy.raw).padStart(9)}  ${"-".padStart(8)}  ${String(lazy.files).padStart(5)}  (dynamic imports: dialogs, when idle)`,
  );
  if (sizes.redirected.length > 0)
    lines.push(`  Redirected assets (an extra round trip each):\n    ${sizes.redirected.join("\n    ")}`);
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const listFiles = process.argv.includes("--files");
  const page = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "/bella-napoli";
  const server = startServer({ port: process.env.BENCH_PORT ?? "8790", quiet: true });
  try {
    await waitForServer(server.origin);
    const sizes = await measureFirstVisit(server.origin, page);
    console.log(`\n${formatFirstVisit(sizes)}`);
    if (listFiles) {
      for (const [title, total] of [
        ["JS before hydration", sizes.js],
        ["JS after hydration", sizes.lazyJs],
        ["CSS", sizes.css],
      ]) {
        console.log(`\n  ${title}, gzip:`);
        for (const { file, gzip } of total.list ?? []) console.log(`    ${kb(gzip).padStart(8)}  ${file}`);
      }
    }
    process.exitCode = budgetRows(sizes).every((row) => row.ok) ? 0 : 1;
  } finally {
    await server.stop();
  }
}
