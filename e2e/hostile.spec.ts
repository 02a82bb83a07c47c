import { expect } from "@playwright/test";
import { NO_PAGE, test } from "./support/test";
import { E2E_PORT } from "../playwright.config";

// Hostile traffic (docs/decisions/013): every request a hostile page or scanner sends gets a clean,
// cheap answer. HTTP-level checks use the request fixture; one page checks the CSP with JS on.
const APP = `http://127.0.0.1:${E2E_PORT}`;
const STORE = "/bella-napoli";

test("an unknown slug sets no cookie; a malformed cookie reads as none", async ({ request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  const unknown = await request.get("/no-such-merchant", { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["set-cookie"]).toBeUndefined();

  for (const cookie of [
    "__Host-comanda_bella-napoli=%%%.%%%",
    "__Host-comanda_bella-napoli=%zz",
    "__comanda_bella-napoli=%zz",
  ]) {
    const store = await request.get(STORE, { headers: { Cookie: cookie } });
    expect(store.status(), cookie).toBe(200);
    expect(store.headers()["cache-control"], cookie).toBe("private, no-store");
    expect(store.headers()["strict-transport-security"], cookie).toBeUndefined();
  }
  // The store console's cookie, garbled: its login page, not a 500.
  const consoleLogin = await request.get("/_console/bella-napoli/orders", {
    headers: { Cookie: "__comanda_console_bella-napoli=%zz" },
    maxRedirects: 0,
  });
  expect(consoleLogin.status()).toBe(302);
  expect(consoleLogin.headers().location).toMatch(/^\/_console\/bella-napoli\/login\?next=/);
});

test("posts that are no form or come from another site are refused before any action", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  const plain = await request.post(STORE, {
    headers: { "Content-Type": "text/plain", Origin: `http://localhost:${E2E_PORT}` },
    data: "x",
  });
  expect(plain.status()).toBe(415);

  for (const path of [`${STORE}/cart`, "/preferences"]) {
    const crossSite = await request.post(path, {
      headers: { Origin: "https://evil.example" },
      form: { language: "en", intent: "clear" },
      maxRedirects: 0,
    });
    expect(crossSite.status(), path).toBe(403);
    expect(crossSite.headers()["set-cookie"], path).toBeUndefined();
    expect(await crossSite.text()).toContain("Este pedido foi recusado");
  }
});

test("unknown paths are 404, robots.txt and the favicon are real files, the landing has one title", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const rules = await robots.text();
  for (const path of ["cart", "checkout", "profile", "login", "coupons", "orders"])
    expect(rules).toContain(`Disallow: /*/${path}`);

  expect((await request.get("/favicon.svg")).status()).toBe(200);
  for (const path of ["/favicon.ico", "/.dev.vars", "/wp-login.php"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain("c-landing");
  }

  const landing = await (await request.get("/")).text();
  expect(landing.match(/<title>/g)).toHaveLength(1);
});

test("a Host that is not ours is refused: 400 when malformed, 404 when unknown", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  expect((await request.get(`${APP}/`, { headers: { Host: "bad_host" } })).status()).toBe(400);
  expect((await request.get(`${APP}/`, { headers: { Host: `${"a".repeat(300)}.example` } })).status()).toBe(400);
  // Hosts no URL can be built on, on every path: the same localized 400, never a 500.
  for (const host of ["localhost:99999", "host@evil", "host evil"]) {
    for (const path of ["/", STORE, `${STORE}/cart`, "/_console/bella-napoli/login"]) {
      const malformed = await request.get(`${APP}${path}`, { headers: { Host: host, "Accept-Language": "en" } });
      expect(malformed.status(), `${host} ${path}`).toBe(400);
      expect(await malformed.text(), `${host} ${path}`).toContain("This address is not valid");
    }
  }
  expect((await request.get(`${APP}${STORE}`, { headers: { Host: "evil.example" } })).status()).toBe(404);
});

test("the manifest is public and sets no cookie", async ({ request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  const manifest = await request.get(`${STORE}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["set-cookie"]).toBeUndefined();
  expect(manifest.headers()["cache-control"]).toContain("public");
});

test("the menu runs under a nonce-based Content-Security-Policy without violations", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript no script runs, and none could break the policy");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  const response = await page.goto(STORE);
  const policy = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("frame-ancestors 'self'");
  const html = (await response?.text()) ?? "";
  const inlineScripts = html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
