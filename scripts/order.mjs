#!/usr/bin/env node
// Moves demo orders as the merchant would, through the storefront's /_admin/* pass-through
// to the API's /admin/* with the ADMIN_KEY of api/.dev.vars (written by `npm start`).
//
//   npm run order -- list [slug]              the latest orders (all merchants, or one)
//   npm run order -- advance <id>             to the next status (confirm, out for delivery / ready, delivered)
//   npm run order -- status <id> <STATUS>     a move the merchant may make (e.g. CANCELED)
//   npm run order -- pay-pix <id>             the payer's bank pays the order's PIX (a Mercado Pago store's: at the stand-in)
//   npm run order -- cancel <id>              same as status <id> CANCELED
//   npm run order -- table <id> <STATUS>      a table's bill: PAID, then CLOSED
//   npm run order -- rounds [slug]            the latest rounds sent from tables (the kitchen's view)
//   npm run order -- qr-codes <slug>          a printable page of the merchant's table QR codes (--origin URL, --out file.html)
//   --port N                                  port of the storefront (default $PORT or 8787)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root } from "./lib.mjs";
import { qrCodesPage } from "./table-qr.mjs";

const { values, positionals } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8787" },
    // No default: the codes point at the storefront being talked to unless told otherwise.
    origin: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  allowPositionals: true,
});

const usage = `Usage: npm run order -- <command> [--port N]
  list [slug]             the latest orders
  advance <id>            move an order to its next status
  status <id> <STATUS>    move an order to STATUS (CONFIRMED, OUT_FOR_DELIVERY, READY_FOR_PICKUP, DELIVERED, CANCELED)
  pay-pix <id>            pay the order's PIX as the payer's bank (a Mercado Pago store's is approved at
                          the stand-in, whose signed notification pays the order)
  cancel <id>             cancel the order
  table <id> <STATUS>     move a table (PAID after the guests asked for the bill, then CLOSED)
  rounds [slug]           the latest rounds sent from tables
  qr-codes <slug>         a printable HTML page of the merchant's table QR codes
                          (--origin URL the codes point at, default http://localhost:<port>; --out FILE, default tables-<slug>.html)`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (values.help || positionals.length === 0) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const varsFile = join(root, "api", ".dev.vars");
const adminKey = existsSync(varsFile)
  ? /^ADMIN_KEY=(.+)$/m.exec(readFileSync(varsFile, "utf8"))?.[1]?.trim()
  : undefined;
if (!adminKey) fail("api/.dev.vars has no ADMIN_KEY: run `npm start` once to write it.");

const base = `http://127.0.0.1:${values.port}/_admin`;

async function admin(method, path, body) {
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${adminKey}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    fail(`Nothing answers on port ${values.port}. Is the storefront running (npm start)? Use --port to point at it.`);
  }
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: reported below
  }
  if (response.status === 401)
    fail("The API refused the admin key (401): is api/.dev.vars the one the running API read? Restart `npm start`.");
  if (!response.ok) {
    const details = Array.isArray(json?.errors)
      ? ` (${json.errors.map((error) => `${error.field}: ${error.message}`).join("; ")})`
      : "";
    fail(
      `Refused (${response.status}${json?.code ? ` ${json.code}` : ""}): ${json?.message ?? text.slice(0, 200)}${details}`,
    );
  }
  return json?.data;
}

const money = (minor) => (minor / 100).toFixed(2);

function describeOrder(order, verb) {
  const history = order.history.map((entry) => entry.status).join(" → ");
  console.log(`Order ${order.id} ${verb}: now ${order.status} (payment ${order.payment.status}). History: ${history}.`);
}

const [command, first, second] = positionals;
const idOf = (text) => {
  if (!/^[1-9]\d*$/.test(text ?? "")) fail(`"${text ?? ""}" is not an order id.\n\n${usage}`);
  return text;
};

switch (command) {
  case "list": {
    const query = new URLSearchParams({ limit: "20", ...(first ? { slug: first } : {}) });
    const orders = await admin("GET", `/orders?${query}`);
    if (orders.length === 0) console.log(first ? `No orders at ${first} yet.` : "No orders yet.");
    for (const order of orders) {
      console.log(
        `${String(order.id).padStart(5)}  ${order.status.padEnd(22)} ${money(order.total).padStart(10)}  ${order.slug}  ${order.created_at}`,
      );
    }
    break;
  }
  case "advance":
    describeOrder(await admin("POST", `/orders/${idOf(first)}/advance`), "advanced");
    break;
  case "status":
    if (!second) fail(`Which status?\n\n${usage}`);
    describeOrder(await admin("POST", `/orders/${idOf(first)}/status`, { status: second.toUpperCase() }), "moved");
    break;
  case "cancel":
    describeOrder(await admin("POST", `/orders/${idOf(first)}/status`, { status: "CANCELED" }), "canceled");
    break;
  case "pay-pix":
    describeOrder(await admin("POST", `/orders/${idOf(first)}/pix/pay`), "paid by PIX");
    break;
  case "rounds": {
    const query = new URLSearchParams({ limit: "20", ...(first ? { slug: first } : {}) });
    const rounds = await admin("GET", `/table_rounds?${query}`);
    if (rounds.length === 0) console.log("No rounds sent yet.");
    for (const round of rounds) {
      const lines = [...round.items, ...round.pizzas].map((line) => `${line.quantity}x ${line.name}`).join(", ");
      console.log(
        `${round.sent_at}  ${round.slug} mesa ${round.table_number} (table ${round.table_id}), ${round.table_client_name}: ${lines}  ${money(round.subtotal)}`,
      );
    }
    break;
  }
  case "table": {
    if (!second) fail(`Which status?\n\n${usage}`);
    const table = await admin("POST", `/tables/${idOf(first)}/status`, { status: second.toUpperCase() });
    console.log(`Table ${table.number} (${table.code}) is now ${table.status}.`);
    break;
  }
  case "qr-codes": {
    if (!first) fail(`Which merchant (slug)?\n\n${usage}`);
    const origin = values.origin ?? `http://localhost:${values.port}`;
    if (!/^https?:\/\/[^/\s]+\/?$/.test(origin)) fail(`--origin must be like https://loja.example (got "${origin}").`);
    const list = await admin("GET", `/tables?${new URLSearchParams({ slug: first })}`);
    const out = values.out ?? `tables-${list.slug}.html`;
    writeFileSync(out, qrCodesPage({ store: list.name, slug: list.slug, origin, tables: list.tables }));
    const enabled = list.tables.filter((table) => table.enabled).length;
    console.log(
      `${out}: ${enabled} table QR code(s) of ${list.name}, pointing at ${origin}/${list.slug}/table/assign?code=… Open it in a browser and print (A4).`,
    );
    break;
  }
  default:
    fail(`Unknown command "${command}".\n\n${usage}`);
}
