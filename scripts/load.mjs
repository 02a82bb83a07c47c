// `npm run load`: a load check of a running local server. Virtual visitors order as a
// customer without JavaScript does, all at once, for a while, and the answers are counted by status
// with their latency percentiles, connections reset apart. Exits 1 when any answer was a 5xx, a
// reset or never came.
//
// One visitor's round (the forms' own fields, e2e/support/checkout.ts does the same in a browser):
//   GET  /{slug}?modal=menuItem&modalId={item}   first visit: session cookie, token bootstrap
//   POST /{slug}?index&modal=…                  intent=add-item (creates the cart)
//   POST /{slug}/cart                           intent=mode, type=TAKEOUT
//   POST /{slug}/cart                           intent=checkout (to the checkout page)
//   GET  /{slug}/checkout                       the form (idempotency_key, cart_guid)
//   POST /{slug}/checkout                       intent=order, cash without change: the order
// Each round is a new visitor (no cookie) with its own client IP in CF-Connecting-IP, which the
// storefront forwards to the API's rate limits (decision 012): the limits count per IP, so this
// measures the server, not the limits. `--same-ip` sends every visitor from one IP: then 429s are
// the limits working (first visits 600/min, carts 300/min: decision 067), reported apart.
//
// The store must be open: start the server with the end-to-end tests' clock, e.g.
//   npm start -- --operation-clock 2026-11-25T23:00:00Z
// Options: --url (default http://127.0.0.1:8787), --concurrency 20, --duration 30 (s),
// --slug bella-napoli, --item 100111 (a dish without required choices over the store's minimum),
// --same-ip, --json FILE.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { cashOrderForm } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:8787" },
    concurrency: { type: "string", default: "20" },
    duration: { type: "string", default: "30" },
    slug: { type: "string", default: "bella-napoli" },
    item: { type: "string", default: "100111" },
    "same-ip": { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const origin = values.url.replace(/\/$/, "");
const concurrency = Number(values.concurrency);
const durationMs = Number(values.duration) * 1000;
const { slug, item } = values;
const REQUEST_TIMEOUT_MS = 60_000;
// A connection the server dropped without an answer (reset, or closed under a kept-alive request):
// counted apart from a server that never answered at all.
const RESET_CODES = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);
// A browser's user agent: isbot would make Remix wait for every deferred value.
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";

/** Per step: statuses, latencies (ms), and the first words of each distinct 5xx body. */
const steps = new Map();
const stepOf = (name) => {
  if (!steps.has(name)) steps.set(name, { statuses: new Map(), latencies: [], errors: new Map() });
  return steps.get(name);
};
let rounds = 0;
let orders = 0;
let visitors = 0;

/** A visitor: its cookies and its IP. */
function newVisitor() {
  const n = ++visitors;
  const ip = values["same-ip"] ? "10.200.0.1" : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return { ip, cookies: new Map() };
}

/** One request of a visitor; records it under `name`; resolves with the status and body (null when it never answered). */
async function request(visitor, name, path, form) {
  const headers = {
    "user-agent": USER_AGENT,
    accept: "text/html",
    "accept-language": "pt-BR",
    "cf-connecting-ip": visitor.ip,
  };
  if (visitor.cookies.size > 0)
    headers.cookie = [...visitor.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
  if (form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = origin;
  }
  const step = stepOf(name);
  const started = performance.now();
  let status;
  let body = "";
  try {
    const response = await fetch(`${origin}${path}`, {
      method: form ? "POST" : "GET",
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    body = await response.text();
    status = response.status;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      visitor.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (status >= 300 && status < 400) body = response.headers.get("location") ?? "";
  } catch (error) {
    body = String(error?.cause?.code ?? error?.message ?? error);
    status = error?.name === "TimeoutError" ? "timeout" : RESET_CODES.has(error?.cause?.code) ? "reset" : "no answer";
  }
  step.latencies.push(performance.now() - started);
  step.statuses.set(status, (step.statuses.get(status) ?? 0) + 1);
  if (typeof status !== "number" || status >= 500) {
    const reason = `${status}: ${body
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 90)}`;
    step.errors.set(reason, (step.errors.get(reason) ?? 0) + 1);
  }
  return { status, body };
}

const ok = ({ status }) => typeof status === "number" && status < 400;
const field = (html, name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** One visitor's order; stops at the first refusal. */
async function round() {
  const visitor = newVisitor();
  const dish = `/${slug}?modal=menuItem&modalId=${item}`;
  if (!ok(await request(visitor, "GET  menu dish (first visit)", dish))) return;
  const add = { intent: "add-item", itemId: item, quantity: "1", notes: "" };
  if (!ok(await request(visitor, "POST add to cart", `/${slug}?index&modal=menuItem&modalId=${item}`, add))) return;
  if (!ok(await request(visitor, "POST cart mode (takeout)", `/${slug}/cart`, { intent: "mode", type: "TAKEOUT" })))
    return;
  if (!ok(await request(visitor, "POST cart to checkout", `/${slug}/cart`, { intent: "checkout" }))) return;
  const page = await request(visitor, "GET  checkout", `/${slug}/checkout`);
  if (!ok(page)) return;
  const idempotencyKey = field(page.body, "idempotency_key");
  const cartGuid = field(page.body, "cart_guid");
  if (!idempotencyKey || !cartGuid) return;
  const order = await request(
    visitor,
    "POST checkout (order)",
    `/${slug}/checkout`,
    cashOrderForm({ idempotencyKey, cartGuid, name: "Cliente Carga" }),
  );
  if (order.status === 302 && /\/orders\/\d+/.test(order.body)) orders++;
  rounds++;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const deadline = Date.now() + durationMs;
console.log(
  `Load: ${concurrency} visitors at once for ${durationMs / 1000} s against ${origin}/${slug} (${values["same-ip"] ? "one IP" : "one IP per visitor"})`,
);
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) await round();
  }),
);

let total = 0;
let serverErrors = 0;
let noAnswer = 0;
let resets = 0;
let limited = 0;
const all = [];
const rows = [];
for (const [name, step] of steps) {
  const sorted = [...step.latencies].sort((a, b) => a - b);
  all.push(...sorted);
  const statuses = [...step.statuses].sort(([a], [b]) => String(a).localeCompare(String(b)));
  for (const [status, count] of statuses) {
    total += count;
    if (status === "reset") resets += count;
    else if (typeof status !== "number") noAnswer += count;
    else if (status >= 500) serverErrors += count;
    else if (status === 429) limited += count;
  }
  rows.push({
    step: name,
    n: sorted.length,
    statuses: statuses.map(([status, count]) => `${status}×${count}`).join(" "),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: Object.fromEntries(step.errors),
  });
}
all.sort((a, b) => a - b);
const ms = (value) => (Number.isNaN(value) ? "-" : `${Math.round(value)} ms`);
console.log("");
console.log(
  `${"step".padEnd(30)} ${"n".padStart(5)}  ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)}  statuses`,
);
for (const row of rows) {
  console.log(
    `${row.step.padEnd(30)} ${String(row.n).padStart(5)}  ${ms(row.p50).padStart(8)} ${ms(row.p95).padStart(8)} ${ms(row.p99).padStart(8)}  ${row.statuses}`,
  );
}
console.log(
  `${"all".padEnd(30)} ${String(all.length).padStart(5)}  ${ms(percentile(all, 50)).padStart(8)} ${ms(percentile(all, 95)).padStart(8)} ${ms(percentile(all, 99)).padStart(8)}`,
);
console.log("");
console.log(
  `requests ${total}, 5xx ${serverErrors}, connections reset ${resets}, no answer/timeout ${noAnswer}, 429 (rate limited) ${limited}; visitors ${visitors}, rounds finished ${rounds}, orders placed ${orders}`,
);
for (const row of rows)
  for (const [reason, count] of Object.entries(row.errors)) console.log(`  ${row.step}: ${count}× ${reason}`);
if (values.json) {
  writeFileSync(
    values.json,
    JSON.stringify(
      {
        origin,
        slug,
        concurrency,
        durationMs,
        sameIp: values["same-ip"],
        total,
        serverErrors,
        resets,
        noAnswer,
        limited,
        visitors,
        rounds,
        orders,
        rows,
      },
      null,
      2,
    ),
  );
}
process.exit(serverErrors > 0 || resets > 0 || noAnswer > 0 ? 1 : 0);
