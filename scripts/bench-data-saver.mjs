// The data-saver mode's cost beside the normal page's (decision 034), for `npm run bench`
// and alone (`node scripts/bench-data-saver.mjs`, which serves the Workers on BENCH_PORT like
// bench:size): in Debian's Chromium, with JavaScript on, a first visit of the pizzeria's menu (every
// request until the network is idle: HTML, CSS, JS, texts, images) and one add-to-cart round trip
// (open a dish without required choices, add it, until idle), in requests and bytes on the network
// (each body gzip level 9, as the rest of the bench; images are already compressed; what the
// browser's cache serves is not counted). Data saver: requests say
// `Save-Data: on`, as a phone in data-saving mode does.
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { gzipSize, kb, startServer, waitForServer } from "./bench-size.mjs";

const SLUG = "bella-napoli";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function visit(browser, origin, dataSaver) {
  const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  if (dataSaver) {
    // The header on every request; Chromium leaves extra headers off the GET after a redirect, so
    // the Preferences cookie says the same there (a route would turn the HTTP cache off).
    await page.setExtraHTTPHeaders({ "save-data": "on" });
    const value = encodeURIComponent(Buffer.from(JSON.stringify("on")).toString("base64"));
    await context.addCookies([
      { name: "data-saver", value, url: origin, secure: true, httpOnly: true, sameSite: "Lax" },
    ]);
  }
  // Every response Playwright sees, and (from Chromium's own events) which were served by the
  // browser's cache: those cost nothing on the network and are not counted.
  let seen = [];
  const cached = [];
  const urls = new Map();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.requestServedFromCache", (event) => cached.push(urls.get(event.requestId)));
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.push(event.response.url);
  });
  page.on("response", (response) => {
    seen.push({
      url: response.url(),
      type: response.request().resourceType(),
      body: response.body().catch(() => Buffer.alloc(0)),
    });
  });
  let tally = { requests: 0, bytes: 0, byType: {} };
  const settle = async () => {
    await page.waitForLoadState("networkidle");
    const responses = seen.splice(0);
    const fromCache = cached.splice(0);
    for (const { url, type, body } of responses) {
      const index = fromCache.indexOf(url);
      if (index >= 0) {
        fromCache.splice(index, 1);
        continue;
      }
      const bytes = await body;
      const size = type === "image" ? bytes.length : gzipSize(bytes);
      tally.requests += 1;
      tally.bytes += size;
      tally.byType[type] = (tally.byType[type] ?? 0) + size;
    }
  };
  await page.goto(`${origin}/${SLUG}`);
  await settle();
  // The closed-store notice (demo hours follow the wall clock) is dismissed before measuring again.
  const notice = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Ver cardápio" }) });
  const first = tally;
  if (await notice.isVisible()) {
    tally = { requests: 0, bytes: 0, byType: {} };
    await notice.getByRole("button", { name: "Ver cardápio" }).click();
    await notice.waitFor({ state: "hidden" });
    await settle();
  }
  // One add-to-cart round trip: a dish whose form needs no choice.
  tally = { requests: 0, bytes: 0, byType: {} };
  const links = page.locator('main a[href*="modal=menuItem"]');
  let added = null;
  for (let index = 0; index < Math.min(await links.count(), 15) && !added; index++) {
    const link = links.nth(index);
    const name = (await link.textContent())?.trim() ?? "";
    await link.click();
    const dialog = page.getByRole("dialog");
    const add = dialog.getByRole("button", { name: /^Adicionar/ });
    await add.waitFor();
    if (
      (await dialog.locator("input[required], fieldset[aria-required='true']").count()) > 0 ||
      (await dialog.getByText("Obrigatório").count()) > 0
    ) {
      await dialog.getByRole("link", { name: "Fechar" }).click();
      await dialog.waitFor({ state: "hidden" });
      await settle();
      tally = { requests: 0, bytes: 0, byType: {} };
      continue;
    }
    await add.click();
    await dialog.waitFor({ state: "hidden" });
    await settle();
    added = name;
  }
  const round = tally;
  await context.close();
  return { first, round, added };
}

/** First visit and one add to the cart, normal and data-saver, with JavaScript on. */
export async function measureDataSaver(origin) {
  // A browser of its own per mode: nothing cached by one visit helps the other.
  const measure = async (dataSaver) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
    try {
      return await visit(browser, origin, dataSaver);
    } finally {
      await browser.close();
    }
  };
  return { normal: await measure(false), saver: await measure(true) };
}

export function formatDataSaver({ normal, saver }) {
  const types = (tally) =>
    Object.entries(tally.byType)
      .sort((a, b) => b[1] - a[1])
      .map(([type, bytes]) => `${type} ${kb(bytes)}`)
      .join(", ");
  const lines = [
    `Data-saver mode (issue 18) against the normal page, /${SLUG}, JavaScript on, until the network is idle (gzip; images as sent):`,
  ];
  lines.push(`  ${"".padEnd(34)} ${"requests".padStart(8)} ${"bytes".padStart(10)}  by type`);
  for (const [label, tally] of [
    ["first visit, normal", normal.first],
    ["first visit, data saver", saver.first],
    [`add to cart, normal (${normal.added ?? "none"})`, normal.round],
    [`add to cart, data saver (${saver.added ?? "none"})`, saver.round],
  ]) {
    lines.push(
      `  ${label.padEnd(34)} ${String(tally.requests).padStart(8)} ${kb(tally.bytes).padStart(10)}  ${types(tally)}`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = startServer({ port: process.env.BENCH_PORT ?? "8790", quiet: true });
  try {
    await waitForServer(server.origin);
    console.log(`\n${formatDataSaver(await measureDataSaver(server.origin))}`);
  } finally {
    await server.stop();
  }
}
