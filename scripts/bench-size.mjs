// `npm run bench:size`: what the pizzeria's menu page costs on a first visit, gzip, against the
// budgets (JS loaded before hydration <= 100 KB, CSS <= 15 KB, HTML <= 30 KB). Serves the real Workers on a spare port.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { offlineEnv, root } from "./lib.mjs";

const PORT = process.env.BENCH_PORT ?? "8798";
const origin = `http://127.0.0.1:${PORT}`;
const page = process.argv[2] ?? "/bella-napoli";
const BUDGETS = { js: 100 * 1024, css: 15 * 1024, html: 30 * 1024 };
// A browser user agent: isbot would make Remix wait for every deferred value.
const headers = { "user-agent": "Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36" };

const server = spawn("node", ["scripts/start.mjs", "--port", PORT, "--persist-to", ".wrangler/bench-state"], {
  cwd: root,
  env: offlineEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/`, { headers })).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The storefront did not start");
}

const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await waitForServer();
  const html = await (await fetch(`${origin}${page}`, { headers })).text();
  const assets = (pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
  const scripts = assets(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g);
  // The entry imports the manifest and shared chunks by import statements: follow them.
  // Static imports are needed before hydration and count against the budget; dynamic imports (the
  // menu's dialogs, decision 004) load after hydration, when the browser is idle, and are listed apart.
  const seen = new Set();
  const later = new Set();
  const queue = [...scripts, ...assets(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)];
  const lazyQueue = [];
  let js = 0;
  let lazyJs = 0;
  const redirected = [];
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
    js += gzipSize(code);
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
    lazyJs += gzipSize(code);
    for (const match of code.matchAll(/from\s*"(\/build\/[^"]+\.js)"|import\(\s*"(\/build\/[^"]+\.js)"\s*\)|import\s*"(\/build\/[^"]+\.js)"/g)) {
      lazyQueue.push(match[1] ?? match[2] ?? match[3]);
    }
  }
  let css = 0;
  const styles = assets(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  for (const href of styles) css += gzipSize(await (await fetch(new URL(href, origin))).text());
  const htmlSize = gzipSize(html);

  const rows = [
    ["JS", js, BUDGETS.js, `${seen.size} files`],
    ["CSS", css, BUDGETS.css, `${styles.length} files`],
    ["HTML", htmlSize, BUDGETS.html, `${kb(Buffer.byteLength(html))} raw`],
  ];
  console.log(`\nFirst visit of ${page}, gzip level 9:`);
  for (const [name, size, budget, note] of rows) {
    console.log(`  ${name.padEnd(5)} ${kb(size).padStart(9)} / ${kb(budget)}  ${size <= budget ? "ok" : "OVER BUDGET"}  (${note})`);
  }
  console.log(`  JS loaded after hydration (dialogs, when idle): ${kb(lazyJs)} more (${later.size} files)`);
  if (redirected.length > 0) console.log(`  Redirected assets (an extra round trip each):\n    ${redirected.join("\n    ")}`);
  process.exitCode = rows.every(([, size, budget]) => size <= budget) ? 0 : 1;
} finally {
  stop();
}
