// `npm run bench`: a benchmark of the pizzeria's storefront, not a test: it exits 0
// unless something crashed, and marks what is over a budget or misses a target.
//   1. first-visit bytes of the menu (JS and texts before hydration, CSS, HTML; gzip and brotli), as bench:size;
//   2. upstream calls per view (the Server-Timing header, decision 017), first and returning visit,
//      for the menu, a dish dialog and the cart;
//   3. SSR latency p50/p95 at concurrency 1 and 10: the menu (returning visitor) against the
//      landing page `/` of the same Worker (no merchant, no upstream call), and their ratio;
//   4. Lighthouse mobile (default preset: simulated throttling), performance only, median of 3
//      runs, for the menu, a dish dialog, the cart with one line, the checkout and an order's page,
//      in Debian's Chromium; each run right after a run of a bare Remix page (the control,
//      bench/control, scripts/bench-control.mjs), and each page also as its difference and ratio to
//      the control of the same round, so that the machine's load, which moves both, is read apart;
//   5. a CPU-time estimate of blocking time (scripts/bench-blocking.mjs): the same pages and the
//      control traced, the sum over main-thread tasks after the first paint of their CPU time at 4x
//      beyond 50 ms, median of 5, which the machine's load barely moves;
//   6. Worker CPU time per view of the same pages as a returning visitor (scripts/bench-cpu.mjs: the
//      workerd process's CPU time over 40 sequential requests; the views in turn, median of 3
//      rounds), with the landing page as the floor;
//   7. the data-saver mode (decision 034) beside the normal page: a first visit and one add to the
//      cart, in requests and bytes, in Debian's Chromium (scripts/bench-data-saver.mjs).
// Sections 4-6 measure the market's menu of 615 dishes too (decision 065, scripts/bench-menu.mjs),
// against targets of its own: its HTML, Worker CPU and blocking estimate, and Lighthouse beside the
// pizzeria's 40 dishes in the same run.
// Serves the real Workers (scripts/start.mjs) on port 8790 with a fresh database in .wrangler/bench-state,
// opening hours read at an instant the pizzeria is open (the end-to-end tests' clock), and the control
// on the next port.
// Run it alone on the machine: `timeout 2400 flock /tmp/e2e.lock npm run bench`.
// Options: --port N, --json FILE, --no-lighthouse, --no-latency, --no-data-saver, --no-control (Lighthouse
// without the control), --no-blocking, --no-cpu (Worker CPU per view, scripts/bench-cpu.mjs), --runs N (Lighthouse runs per page, 3), --blocking-runs N (5),
// --blocking-mode throttled|scaled (see bench-blocking.mjs), --requests N (at concurrency 1: 100; at 10:
// twice as many), --operation-clock ISO (when the API reads opening hours; "now" for the real time).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  BROWSER_HEADERS,
  budgetRows,
  formatFirstVisit,
  gzipSize,
  measureFirstVisit,
  startServer,
  waitForServer,
} from "./bench-size.mjs";
import { formatDataSaver, measureDataSaver } from "./bench-data-saver.mjs";
import { formatLighthouse, measureLighthouse } from "./bench-lighthouse.mjs";
import { BLOCKING_MODES, formatBlocking, measureBlocking } from "./bench-blocking.mjs";
import { formatWorkerCpu, measureWorkerCpu, returningCookie } from "./bench-cpu.mjs";
import { BIG_MENU_SLUG, dishCount, MENU_SLUG } from "./bench-menu.mjs";
import { CONTROL_PATH, startControl } from "./bench-control.mjs";
import { ok, oneRoundAfterToken, TARGETS } from "./bench-targets.mjs";
import { cashOrderForm, root } from "./lib.mjs";
import { E2E_OPERATION_CLOCK } from "../e2e/support/ports.mjs";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.BENCH_PORT ?? "8790" },
    json: { type: "string" },
    "no-lighthouse": { type: "boolean", default: false },
    "no-latency": { type: "boolean", default: false },
    "no-data-saver": { type: "boolean", default: false },
    "no-control": { type: "boolean", default: false },
    "no-blocking": { type: "boolean", default: false },
    "no-cpu": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    "blocking-runs": { type: "string", default: "5" },
    "blocking-mode": { type: "string", default: "scaled" },
    "operation-clock": { type: "string", default: E2E_OPERATION_CLOCK },
    requests: { type: "string", default: "100" },
  },
});

const SLUG = MENU_SLUG;
const MENU = `/${SLUG}`;
const CART = `/${SLUG}/cart`;
const TRIVIAL = "/";
const BIG_MENU = `/${BIG_MENU_SLUG}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Visitors: a cookie jar per visitor, requests with a browser user agent.

function visitor(origin) {
  const jar = new Map();
  return {
    cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
    async request(path, init = {}) {
      const headers = { ...BROWSER_HEADERS, ...(init.headers ?? {}) };
      if (jar.size > 0) headers.cookie = this.cookie();
      const response = await fetch(`${origin}${path}`, { redirect: "manual", ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(";");
        const index = pair.indexOf("=");
        const name = pair.slice(0, index).trim();
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (expired) jar.delete(name);
        else jar.set(name, pair.slice(index + 1).trim());
      }
      const body = await response.text();
      return {
        status: response.status,
        body,
        serverTiming: response.headers.get("server-timing"),
        location: response.headers.get("location"),
      };
    },
  };
}

const unescapeHtml = (text) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

/** The dish ids the menu links to (`?modal=menuItem&modalId=…`), in page order. */
function dishIds(html) {
  return [...new Set([...html.matchAll(/modal=menuItem(?:&amp;|&)modalId=(\d+)/g)].map((match) => match[1]))];
}

// ---------------------------------------------------------------------------------------------
// Server-Timing (app/lib/platform/server-timing.server.ts): `api;desc="menu";dur=12` per upstream call,
// `cache;desc="hit menu";dur=0` per cache hit, `pending;desc="banners"` for a call still running.

function parseServerTiming(header) {
  if (header === null) return null;
  const entries = header
    .split(/,\s*/)
    .map((part) => /^([A-Za-z]+)(?:;desc="([^"]*)")?(?:;dur=(\d+))?/.exec(part.trim()))
    .filter(Boolean)
    .map(([, name, desc, dur]) => ({ name, desc: desc ?? "", dur: dur === undefined ? null : Number(dur) }));
  const calls = entries.filter((entry) => entry.name === "api" || entry.name === "pending");
  const hits = entries.filter((entry) => entry.name === "cache");
  return {
    calls: calls.length,
    hits: hits.length,
    labels: calls.map((entry) => (entry.name === "pending" ? `${entry.desc} (pending)` : entry.desc)),
    totalMs: entries.find((entry) => entry.name === "total")?.dur ?? null,
  };
}

async function measureUpstream(origin) {
  const rows = [];
  const record = (view, visit, response) => {
    const timing = parseServerTiming(response.serverTiming);
    rows.push({
      view,
      visit,
      status: response.status,
      ...(timing ?? { calls: null, hits: null, labels: [], totalMs: null }),
    });
    return response;
  };
  // The very first request after the server started: the configuration cache is cold (--fresh).
  const cold = visitor(origin);
  const firstMenu = record("menu", "first visit, cold cache", await cold.request(MENU));
  const dish = dishIds(firstMenu.body)[0];
  if (!dish) throw new Error(`No dish link (?modal=menuItem&modalId=…) on ${MENU}`);
  const DIALOG = `${MENU}?modal=menuItem&modalId=${dish}`;

  // Warm-up: fill the configuration cache with every view (puts run after the response).
  const returning = visitor(origin);
  for (const path of [MENU, MENU, DIALOG, CART]) await returning.request(path);
  await sleep(500);
  for (const path of [MENU, DIALOG, CART]) await returning.request(path);
  await sleep(500);

  for (const [view, path] of [
    ["menu", MENU],
    ["dish dialog", DIALOG],
    ["cart", CART],
  ]) {
    record(view, "first (no cookie)", await visitor(origin).request(path));
  }
  for (const [view, path] of [
    ["menu", MENU],
    ["dish dialog", DIALOG],
    ["cart", CART],
  ]) {
    record(view, "returning, empty cart", await returning.request(path));
  }
  const added = await addToCart(origin, returning, dishIds(firstMenu.body));
  if (added) {
    record("add to cart", "returning (POST)", added.response);
    for (const [view, path] of [
      ["menu", MENU],
      ["dish dialog", DIALOG],
      ["cart", CART],
    ]) {
      record(view, "returning, 1 line in cart", await returning.request(path));
    }
  }
  // The trivial route of the latency comparison.
  record("landing / (trivial)", "first (no cookie)", await visitor(origin).request(TRIVIAL));
  return { dish, dialogPath: DIALOG, added: added ? added.dish : null, rows };
}

/**
 * Puts one dish in the visitor's cart the way a browser without JavaScript does: the dish dialog's
 * add form (intent add-item, its hidden fields, quantity 1, no option), posted with the page's
 * Origin, then the redirect followed. Dishes whose options are required answer 400; the next one is tried.
 */
async function addToCart(origin, customer, dishes) {
  for (const dish of dishes.slice(0, 15)) {
    const page = await customer.request(`${MENU}?modal=menuItem&modalId=${dish}`);
    const form = /<form[^>]*method="post"[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g;
    for (const [, action, inner] of page.body.matchAll(form)) {
      if (!/name="intent" value="add-item"/.test(inner)) continue;
      const body = new URLSearchParams();
      for (const [, name, value] of inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g))
        body.append(name, unescapeHtml(value));
      body.set("quantity", "1");
      const response = await customer.request(unescapeHtml(action), {
        method: "POST",
        body,
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      });
      if (response.status >= 300 && response.status < 400) {
        // Follow the redirect as a browser does: it shows (and so clears) the "added" notice.
        if (response.location) {
          const next = new URL(response.location, origin);
          await customer.request(`${next.pathname}${next.search}`);
        }
        return { dish, response };
      }
    }
  }
  return null;
}

/**
 * A visitor at the checkout with one dish (the dish, takeout, "go to checkout": the forms of the
 * cart page, as a browser without JavaScript posts them), and another's placed order (takeout, cash).
 * Resolves with the checkout's cookie, and the order page's path and cookie (null when refused).
 */
async function checkoutAndOrder(origin, dishes) {
  const toCheckout = async () => {
    const customer = visitor(origin);
    await customer.request(MENU);
    if (!(await addToCart(origin, customer, dishes))) return null;
    const post = (path, form) =>
      customer.request(path, {
        method: "POST",
        body: new URLSearchParams(form),
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      });
    await post(CART, { intent: "mode", type: "TAKEOUT" });
    const next = await post(CART, { intent: "checkout" });
    if (!next.location?.includes("/checkout")) return null;
    const page = await customer.request(`/${SLUG}/checkout`);
    return page.status === 200 ? { customer, page, post } : null;
  };
  const atCheckout = await toCheckout();
  const ordering = await toCheckout();
  let order = null;
  if (ordering) {
    const field = (name) =>
      unescapeHtml(new RegExp(`name="${name}" value="([^"]*)"`).exec(ordering.page.body)?.[1] ?? "");
    const placed = await ordering.post(
      `/${SLUG}/checkout`,
      cashOrderForm({ idempotencyKey: field("idempotency_key"), cartGuid: field("cart_guid"), name: "Cliente Bench" }),
    );
    const path = placed.location ? new URL(placed.location, origin) : null;
    if (path && /\/orders\/\d+/.test(path.pathname)) {
      await ordering.customer.request(`${path.pathname}${path.search}`);
      order = { path: `${path.pathname}${path.search}`, cookie: ordering.customer.cookie() };
    }
  }
  return { checkoutCookie: atCheckout ? atCheckout.customer.cookie() : null, order };
}

function formatUpstream(upstream) {
  const lines = [
    `Upstream calls per view (Server-Timing; after a warm-up, so the configuration cache is filled; dish ${upstream.dish}):`,
  ];
  lines.push(`  ${"view".padEnd(20)} ${"visit".padEnd(27)} status  calls  cache hits  calls made`);
  for (const row of upstream.rows) {
    const calls = row.calls === null ? "n/a" : String(row.calls);
    const hits = row.hits === null ? "n/a" : String(row.hits);
    const cold = row.visit.endsWith("cold cache");
    const target =
      row.view === "menu" && row.visit.startsWith("returning") && row.calls !== null
        ? `  [target <= ${TARGETS.returningMenuCalls}: ${ok(row.calls <= TARGETS.returningMenuCalls)}]`
        : cold && row.calls !== null
          ? `  [target <= ${TARGETS.coldFirstVisitCalls}, one round after the token: ${ok(row.calls <= TARGETS.coldFirstVisitCalls && oneRoundAfterToken(row.labels))}]`
          : "";
    const labels = row.calls === null ? "(no Server-Timing header)" : row.labels.join(", ") || "-";
    lines.push(
      `  ${row.view.padEnd(20)} ${row.visit.padEnd(27)} ${String(row.status).padStart(6)}  ${calls.padStart(5)}  ${hits.padStart(10)}  ${labels}${target}`,
    );
  }
  if (!upstream.added) lines.push("  (could not put a dish in the cart: no 'returning, 1 line in cart' rows)");
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// SSR latency: time to the last byte of the document, as seen by a client on the same machine.

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function timeRequests(origin, path, cookie, count, concurrency) {
  const durations = [];
  let next = 0;
  let failures = 0;
  const headers = { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) };
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  durations.sort((a, b) => a - b);
  return {
    requests: count,
    concurrency,
    failures,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    mean: durations.reduce((sum, d) => sum + d, 0) / durations.length,
  };
}

async function measureLatency(origin, requests) {
  const customer = visitor(origin);
  await customer.request(MENU);
  await sleep(300);
  const cookie = customer.cookie();
  // Warm both paths (JIT, caches) before timing.
  await timeRequests(origin, MENU, cookie, 20, 2);
  await timeRequests(origin, TRIVIAL, null, 20, 2);
  const results = [];
  for (const [concurrency, count] of [
    [1, requests],
    [10, requests * 2],
  ]) {
    const menu = await timeRequests(origin, MENU, cookie, count, concurrency);
    const trivial = await timeRequests(origin, TRIVIAL, null, count, concurrency);
    results.push({
      concurrency,
      requests: count,
      menu,
      trivial,
      ratioP50: menu.p50 / trivial.p50,
      ratioP95: menu.p95 / trivial.p95,
    });
  }
  return results;
}

function formatLatency(latency) {
  const ms = (value) => `${value.toFixed(1)}`;
  const lines = [
    `SSR latency, ms to the last byte (menu ${MENU} as a returning visitor; trivial = landing page ${TRIVIAL} of the same Worker, no upstream call):`,
  ];
  lines.push(`  concurrency  requests  menu p50  menu p95  trivial p50  trivial p95  ratio p50  ratio p95  non-200`);
  for (const row of latency) {
    lines.push(
      `  ${String(row.concurrency).padStart(11)}  ${String(row.requests).padStart(8)}  ${ms(row.menu.p50).padStart(8)}  ${ms(row.menu.p95).padStart(8)}  ${ms(row.trivial.p50).padStart(11)}  ${ms(row.trivial.p95).padStart(11)}  ${row.ratioP50.toFixed(1).padStart(8)}x  ${row.ratioP95.toFixed(1).padStart(8)}x  ${String(row.menu.failures + row.trivial.failures).padStart(7)}`,
    );
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Lighthouse: mobile preset (its default: Moto G Power, simulated slow 4G and 4x CPU), performance
// category only, a fresh Chromium profile per run (so a first visit, unless a cookie is given).

function gitDescription() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync(
      "git",
      ["status", "--porcelain", "--", "app", "server.ts", "public", "contract", "api", "locales"],
      {
        cwd: root,
        encoding: "utf8",
      },
    ).trim();
    return `${commit}${dirty ? " + uncommitted changes" : ""}`;
  } catch {
    return "?";
  }
}

const blockingMode = BLOCKING_MODES[options["blocking-mode"]];
if (!blockingMode) throw new Error(`--blocking-mode is one of ${Object.keys(BLOCKING_MODES).join(", ")}`);
const operationClock = options["operation-clock"] === "now" ? null : options["operation-clock"];
const withControl = !options["no-control"] && !(options["no-lighthouse"] && options["no-blocking"]);
const report = { commit: gitDescription(), date: new Date().toISOString(), port: Number(options.port), operationClock };
const controlPort = Number(options.port) + 1;
console.log(
  `npm run bench: ${report.commit}, ${report.date}, storefront on 127.0.0.1:${options.port}${withControl ? `, bare Remix control on 127.0.0.1:${controlPort}` : ""}; opening hours at ${operationClock ?? "the real time"}`,
);
// A fresh database: today's demo data, and a configuration cache that starts cold.
const server = startServer({ port: options.port, fresh: true, operationClock });
let control = null;
try {
  [control] = await Promise.all([withControl ? startControl(controlPort) : null, waitForServer(server.origin)]);

  // The upstream counts come first, while the configuration cache is as the start left it.
  report.upstream = await measureUpstream(server.origin);
  const sizes = await measureFirstVisit(server.origin, MENU);
  report.firstVisit = { ...sizes, rows: budgetRows(sizes) };
  console.log(`\n${formatFirstVisit(sizes)}`);
  if (control) {
    report.controlFirstVisit = await measureFirstVisit(control.origin, CONTROL_PATH);
    const js = report.controlFirstVisit.js;
    console.log(
      `  Bare Remix control (${CONTROL_PATH}): JS before hydration ${(js.gzip / 1024).toFixed(1)} KB gzip, ${(js.brotli / 1024).toFixed(1)} KB brotli, ${js.files} files; the menu is ${((sizes.js.gzip - js.gzip) / 1024).toFixed(1)} KB gzip over it`,
    );
  }
  console.log(`\n${formatUpstream(report.upstream)}`);

  if (!options["no-latency"]) {
    report.latency = await measureLatency(server.origin, Number(options.requests));
    console.log(`\n${formatLatency(report.latency)}`);
  }

  if (!options["no-lighthouse"] || !options["no-blocking"] || !options["no-cpu"]) {
    // The cart with one line: a visitor who put a dish in it; Lighthouse sends its cookie. The
    // checkout and an order's page: two more visitors, one left at the checkout, one who ordered.
    const customer = visitor(server.origin);
    await customer.request(MENU);
    const dishes = dishIds((await customer.request(MENU)).body);
    const added = await addToCart(server.origin, customer, dishes);
    // A dish without required choices over the store's minimum order first (scripts/load.mjs's).
    const ordered = await checkoutAndOrder(server.origin, ["100111", ...dishes]);
    report.pagesLeftOut = [
      ...(ordered.checkoutCookie ? [] : ["checkout (could not reach it with a dish in the cart)"]),
      ...(ordered.order ? [] : ["order page (the order was refused: is the store open at --operation-clock?)"]),
    ];
    const url = (path) => `${server.origin}${path}`;
    const bigMenuHtml = await (await fetch(url(BIG_MENU), { headers: BROWSER_HEADERS })).text();
    report.bigMenu = { path: BIG_MENU, dishes: dishCount(bigMenuHtml), htmlGzip: gzipSize(bigMenuHtml) };
    const bigMenuName = `market menu (${report.bigMenu.dishes} dishes)`;
    const pages = [
      { name: "menu", url: url(MENU) },
      // A first visit in the browser; its own returning visitor for the Worker's CPU (a session is one store's).
      { name: bigMenuName, url: url(BIG_MENU), returningCookie: await returningCookie(server.origin, BIG_MENU) },
      { name: "dish dialog", url: url(report.upstream.dialogPath) },
      {
        name: added ? "cart (1 line, cookie)" : "cart (empty)",
        url: url(CART),
        cookie: added ? customer.cookie() : null,
      },
      ...(ordered.checkoutCookie
        ? [{ name: "checkout (cookie)", url: url(`/${SLUG}/checkout`), cookie: ordered.checkoutCookie }]
        : []),
      ...(ordered.order
        ? [{ name: "order page (cookie)", url: url(ordered.order.path), cookie: ordered.order.cookie }]
        : []),
    ];
    const controlPage = control ? { name: "bare Remix control", url: `${control.origin}${CONTROL_PATH}` } : null;
    for (const left of report.pagesLeftOut) console.log(`\n(left out of the browser measurements: ${left})`);

    if (!options["no-lighthouse"]) {
      const runs = Number(options.runs);
      report.lighthouse = await measureLighthouse(pages, runs, controlPage);
      console.log(`\n${formatLighthouse(report.lighthouse, runs)}`);
    }
    if (!options["no-blocking"]) {
      report.blocking = await measureBlocking(
        controlPage ? [controlPage, ...pages] : pages,
        Number(options["blocking-runs"]),
        blockingMode,
      );
      console.log(`\n${formatBlocking(report.blocking)}`);
    }
    if (!options["no-cpu"]) {
      // The same pages as a returning visitor (the menu and dish with the cart's cookie), and the floor.
      const returningPages = pages.map((page) => {
        const { pathname, search } = new URL(page.url);
        return { ...page, path: pathname + search, cookie: page.returningCookie ?? page.cookie ?? customer.cookie() };
      });
      report.workerCpu = await measureWorkerCpu(server.origin, server.processGroup, [
        { name: "landing / (floor)", path: TRIVIAL },
        ...returningPages,
      ]);
      console.log(`\n${formatWorkerCpu(report.workerCpu)}`);
    }
  }

  if (!options["no-data-saver"]) {
    report.dataSaver = await measureDataSaver(server.origin);
    console.log(`\n${formatDataSaver(report.dataSaver)}`);
  }

  // Every budget and target of the sections above in one table: what a run missed, at a glance.
  const targets = [];
  for (const row of report.firstVisit.rows)
    targets.push([
      `menu ${row.name} <= ${(row.budget / 1024).toFixed(0)} KB gzip`,
      `${(row.gzip / 1024).toFixed(1)} KB`,
      row.ok,
    ]);
  const coldMenu = report.upstream.rows.find((row) => row.view === "menu" && row.visit.endsWith("cold cache"));
  if (coldMenu)
    targets.push([
      `cold first visit: upstream calls <= ${TARGETS.coldFirstVisitCalls}, one round`,
      coldMenu.calls === null ? "n/a" : String(coldMenu.calls),
      coldMenu.calls === null
        ? null
        : coldMenu.calls <= TARGETS.coldFirstVisitCalls && oneRoundAfterToken(coldMenu.labels),
    ]);
  const returningMenu = report.upstream.rows.filter((row) => row.view === "menu" && row.visit.startsWith("returning"));
  for (const row of returningMenu)
    targets.push([
      `menu upstream calls, ${row.visit} <= ${TARGETS.returningMenuCalls}`,
      row.calls === null ? "n/a" : String(row.calls),
      row.calls === null ? null : row.calls <= TARGETS.returningMenuCalls,
    ]);
  const menuLighthouse = report.lighthouse?.results.find((page) => page.name === "menu");
  if (menuLighthouse) {
    const { score, lcp } = menuLighthouse.median;
    targets.push([
      `menu Lighthouse mobile score >= ${TARGETS.lighthouseScore}`,
      String(score),
      score !== null && score >= TARGETS.lighthouseScore,
    ]);
    targets.push([
      `menu Lighthouse mobile LCP <= 2.0 s`,
      lcp === null ? "n/a" : `${(lcp / 1000).toFixed(2)} s`,
      lcp !== null && lcp <= TARGETS.lighthouseLcpMs,
    ]);
  }
  for (const page of report.lighthouse?.results ?? []) {
    if (!page.control || !/^(menu|cart|checkout|order page)/.test(page.name)) continue;
    const difference = page.control.scoreDifference;
    targets.push([
      `${page.name.replace(/ \(.*/, "")} Lighthouse score within ${TARGETS.lighthouseBehindControl} of the control`,
      difference === null ? "n/a" : `${difference > 0 ? "+" : ""}${difference}`,
      difference === null ? null : difference >= -TARGETS.lighthouseBehindControl,
    ]);
  }
  const cpuOf = (name) => report.workerCpu?.find((row) => row.name.startsWith(name))?.cpuMs;
  const [menuCpu, cartCpu] = [cpuOf("menu"), cpuOf("cart")];
  if (menuCpu !== undefined && cartCpu !== undefined)
    targets.push(["cart Worker CPU per view <= the menu's", `${cartCpu.toFixed(1)} ms`, cartCpu <= menuCpu]);
  if (report.bigMenu) {
    // The menu's cost does not grow with its length beyond its HTML (decision 065).
    const big = `${report.bigMenu.dishes}-dish menu`;
    targets.push([
      `${big} HTML <= ${TARGETS.bigMenuHtmlKb} KB gzip`,
      `${(report.bigMenu.htmlGzip / 1024).toFixed(1)} KB`,
      report.bigMenu.htmlGzip <= TARGETS.bigMenuHtmlKb * 1024,
    ]);
    const bigCpu = cpuOf("market menu");
    if (bigCpu !== undefined)
      targets.push([
        `${big} Worker CPU <= ${TARGETS.bigMenuWorkerCpuMs} ms`,
        `${bigCpu.toFixed(1)} ms`,
        bigCpu <= TARGETS.bigMenuWorkerCpuMs,
      ]);
    const bigBlocking = report.blocking?.results.find((page) => page.name.startsWith("market menu"))?.median.blockingMs;
    if (bigBlocking !== undefined)
      targets.push([
        `${big} blocking estimate <= ${TARGETS.bigMenuBlockingMs} ms`,
        `${Math.round(bigBlocking)} ms`,
        bigBlocking <= TARGETS.bigMenuBlockingMs,
      ]);
    const bigScore = report.lighthouse?.results.find((page) => page.name.startsWith("market menu"))?.median.score;
    if (bigScore !== undefined && menuLighthouse) {
      const difference =
        bigScore === null || menuLighthouse.median.score === null ? null : bigScore - menuLighthouse.median.score;
      targets.push([
        `${big} Lighthouse within ${TARGETS.bigMenuBehindMenu} of the 40-dish menu`,
        difference === null ? "n/a" : `${difference > 0 ? "+" : ""}${difference}`,
        difference === null ? null : difference >= -TARGETS.bigMenuBehindMenu,
      ]);
    }
  }
  report.targets = targets.map(([target, value, pass]) => ({ target, value, pass }));
  console.log("\nTargets:");
  for (const [target, value, pass] of targets)
    console.log(`  ${target.padEnd(50)} ${value.padStart(8)}  ${pass === null ? "n/a" : ok(pass)}`);

  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${options.json}`);
  }
} finally {
  await Promise.all([server.stop(), control?.stop()]);
}
