// `npm run load:live`: what open console screens cost the API while nothing happens, before (the
// inbox polling its list every 3 s, as it did until decision 090) and after (live updates pushed).
// Against a running local server (`npm start`): N screens of one store's inbox, logged in as its
// staff, idle for the duration each way; then, with the screens still connected, one order event
// (an admin move of the store's latest order, when the server has one) to count the reads it costs.
// Reads are the API calls the storefront made for each request (its Server-Timing header,
// decision 017); bytes are what a screen received (response bodies; WebSocket frames).
//
// Options: --url (default http://127.0.0.1:8787), --screens 50, --duration 60 (s, each way),
// --slug bella-napoli, --email equipe@{slug}.demo, --password comanda123, --poll-ms 3000,
// --no-polling (skip the before), --json FILE.
// Node 20 needs its WebSocket client turned on: the npm script runs node --experimental-websocket.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:8787" },
    screens: { type: "string", default: "50" },
    duration: { type: "string", default: "60" },
    slug: { type: "string", default: "bella-napoli" },
    email: { type: "string" },
    password: { type: "string", default: "comanda123" },
    "poll-ms": { type: "string", default: "3000" },
    "no-polling": { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const origin = values.url.replace(/\/$/, "");
const slug = values.slug;
const screens = Number(values.screens);
const durationMs = Number(values.duration) * 1000;
const pollMs = Number(values["poll-ms"]);
const inbox = `${origin}/_console/${slug}/orders.data`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** API calls the storefront made for one answer (`api;desc=…` entries of Server-Timing). */
const apiReadsOf = (response) =>
  (response.headers.get("server-timing") ?? "").split(",").filter((part) => part.trim().startsWith("api;")).length;

async function logIn() {
  const form = new URLSearchParams({
    email: values.email ?? `equipe@${slug}.demo`,
    password: values.password,
    next: `/_console/${slug}/orders`,
  });
  const response = await fetch(`${origin}/_console/${slug}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: form,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`staff login at ${slug}: ${response.status}`);
  return cookie;
}

/** One inbox read as the page's revalidation asks it. */
async function readInbox(cookie, tally) {
  const response = await fetch(inbox, { headers: { Cookie: cookie } });
  const body = await response.arrayBuffer();
  tally.requests += 1;
  tally.apiReads += apiReadsOf(response);
  tally.bytes += body.byteLength;
  if (response.status !== 200) tally.errors += 1;
}

const newTally = () => ({ requests: 0, apiReads: 0, bytes: 0, errors: 0 });
const perScreenMinute = (count) => Number(((count / screens) * (60_000 / durationMs)).toFixed(2));

async function polling(cookie) {
  const tally = newTally();
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: screens }, async (_, index) => {
      // Spread over the interval, as tablets opened at different times are.
      await sleep((pollMs * index) / screens);
      while (Date.now() < end) {
        const next = Date.now() + pollMs;
        await readInbox(cookie, tally);
        await sleep(Math.max(0, next - Date.now()));
      }
    }),
  );
  return tally;
}

async function push(cookie) {
  const connect = { ...newTally() };
  const idle = newTally();
  const event = newTally();
  let phase = connect;
  let frames = 0;
  let frameBytes = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: screens },
      () =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(`${origin.replace(/^http/, "ws")}/_console/${slug}/live`, {
            headers: { Cookie: cookie, Origin: origin },
          });
          socket.addEventListener("message", (message) => {
            frames += 1;
            frameBytes += String(message.data).length;
            const parsed = JSON.parse(String(message.data));
            // What the page does: one read on connecting, one per event.
            void readInbox(cookie, phase);
            if (parsed.type === "hello") resolve(socket);
          });
          socket.addEventListener("error", () => reject(new Error("a live socket failed to open")));
        }),
    ),
  );
  await sleep(1000);
  phase = idle;
  const framesBefore = frames;
  const bytesBefore = frameBytes;
  await sleep(durationMs);
  const idleFrames = frames - framesBefore;
  const idleFrameBytes = frameBytes - bytesBefore;

  phase = event;
  const moved = await moveLatestOrder();
  if (moved) await sleep(3000);
  for (const socket of sockets) socket.close(1000);
  return { connect, idle, idleFrames, idleFrameBytes, event, moved };
}

/** An order event: the store's latest open order moved by the admin key (api/.dev.vars), if there is one. */
async function moveLatestOrder() {
  const key = /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim();
  if (!key) return null;
  const list = await fetch(`${origin}/_admin/orders?slug=${slug}`, { headers: { Authorization: `Bearer ${key}` } });
  if (!list.ok) return null;
  const orders = (await list.json()).data ?? [];
  const open = orders.find((order) => order.status === "WAITING_CONFIRMATION" || order.status === "CONFIRMED");
  if (!open) return null;
  const moved = await fetch(`${origin}/_admin/orders/${open.id}/advance`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}` },
  });
  return moved.ok ? { id: open.id, from: open.status } : null;
}

const cookie = await logIn();
const before = values["no-polling"] ? null : await polling(cookie);
const after = await push(cookie);

const lines = [
  `${screens} console screens of ${slug}, idle ${durationMs / 1000} s each way (${origin})`,
  "",
  "| | requests / screen / min | API reads / screen / min | bytes / screen / min | errors |",
  "|---|---|---|---|---|",
];
if (before)
  lines.push(
    `| before: polling every ${pollMs / 1000} s | ${perScreenMinute(before.requests)} | ${perScreenMinute(before.apiReads)} | ${perScreenMinute(before.bytes)} | ${before.errors} |`,
  );
lines.push(
  `| after: live updates, idle | ${perScreenMinute(after.idle.requests)} | ${perScreenMinute(after.idle.apiReads)} | ${perScreenMinute(after.idleFrameBytes)} (WebSocket frames: ${after.idleFrames}) | ${after.idle.errors} |`,
  "",
  `Connecting: ${after.connect.requests} reads for ${screens} screens (one catch-up read each), ${after.connect.apiReads} API calls.`,
  after.moved
    ? `One order event (order ${after.moved.id} moved from ${after.moved.from}): ${after.event.requests} reads for ${screens} screens, ${after.event.apiReads} API calls.`
    : "No open order to move: the per-event read was not measured (place one first).",
);
console.log(lines.join("\n"));
if (values.json) writeFileSync(values.json, JSON.stringify({ screens, durationMs, pollMs, before, after }, null, 2));
