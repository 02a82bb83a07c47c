import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { NO_PAGE, RENDERED_ONLY, test, walkedWithoutJsBy } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { bySlug, gotoStore } from "./demo";

test("a custom-domain Host serves its merchant at / with links that leave the slug out", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the language switch below"));
  const pizzeria = bySlug("bella-napoli");
  const host = pizzeria.custom_domains[0];
  expect(host).toBeDefined();
  const response = await gotoStore(page, `http://${host}:${E2E_PORT}/`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: pizzeria.general_informations.merchant.name }),
  ).toBeVisible();
  await expect(page.getByRole("search")).toHaveAttribute("action", "/");

  await page.getByLabel("Buscar no cardápio").fill("calabresa");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(`http://${host}:${E2E_PORT}/?q=calabresa`);
  await expect(page.getByRole("status").filter({ hasText: "calabresa" })).toBeVisible();

  // A link copied from the app host (/{slug}/…) leads to the same page without the slug; another
  // merchant's slug is no page of this domain.
  await page.goto(`http://${host}:${E2E_PORT}/bella-napoli/cart?from=link`);
  await expect(page).toHaveURL(`http://${host}:${E2E_PORT}/cart?from=link`);
  await page.goto(`http://${host}:${E2E_PORT}/bella-napoli`);
  await expect(page).toHaveURL(`http://${host}:${E2E_PORT}/`);
  // Node does not resolve *.localhost as Chromium does: the Host header says which domain.
  const protocolRelative = await page.request.get(`http://127.0.0.1:${E2E_PORT}/bella-napoli//evil.example`, {
    headers: { Host: `${host}:${E2E_PORT}` },
    maxRedirects: 0,
  });
  expect(protocolRelative.headers()["location"]).toBe("/evil.example");
  const otherSlug = await page.goto(`http://${host}:${E2E_PORT}/la-brasa-burger`);
  expect(otherSlug?.status()).toBe(404);
});

test("the language switch changes the page language and keeps the page", async ({ page }) => {
  await gotoStore(page, "/bella-napoli?q=pizza");
  await page.getByText("Preferências").click();
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveURL(/\/bella-napoli\?q=pizza$/);
  await expect(page.getByLabel("Buscar en el menú")).toHaveValue("pizza");

  await page.getByText("Preferencias").click();
  await page.getByRole("button", { name: "Português" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
});

test("a Spanish-speaking merchant opens in Spanish with its own currency", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  await page.goto("/la-brasa-burger");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByLabel("Buscar en el menú")).toBeVisible();
});

test("dark mode is rendered by the server, without a flash", async ({ page, request }) => {
  await gotoStore(page, "/taqueria-el-guero");
  await page.getByText("Preferencias").click();
  await page.getByRole("button", { name: "Oscuro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  const cookies = await page.context().cookies();
  const html = await (
    await request.get("/taqueria-el-guero", {
      headers: {
        cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
        "user-agent": "Mozilla/5.0 Chrome/120",
      },
    })
  ).text();
  expect(html).toMatch(/<html[^>]*data-mantine-color-scheme="dark"/);
});

test("each merchant has a web app manifest under its slug", async ({ request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  const response = await request.get("/bella-napoli/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ display: "standalone", start_url: "/bella-napoli", background_color: "#ffffff" });
  expect(manifest.theme_color).toBe(bySlug("bella-napoli").stylizations.brand_colors?.pure);
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
    "400x400",
    "256x256",
    "100x100",
    "50x50",
  ]);
});

test("the menu page carries schema.org Restaurant data with its menu", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  await page.goto("/bella-napoli");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? "{}");
  expect(data["@type"]).toBe("Restaurant");
  expect(data.hasMenu["@type"]).toBe("Menu");
  expect(data.hasMenu.hasMenuSection.length).toBeGreaterThan(2);
  expect(data.hasMenu.hasMenuSection[0].hasMenuItem[0].offers.priceCurrency).toBe("BRL");
});

test("no secret from .dev.vars reaches the page or its scripts", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const secrets = [".dev.vars", "api/.dev.vars"]
    .flatMap((file) => readFileSync(file, "utf8").split("\n"))
    .map((line) => line.split("=")[1]?.trim())
    // Secrets are long random values; flags such as MAIL_OUTBOX_READABLE=1 are not secrets.
    .filter((value): value is string => typeof value === "string" && value.length >= 16);
  expect(secrets.length).toBeGreaterThanOrEqual(3);

  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js") || response.url().includes(".data"))
      bodies.push(await response.text().catch(() => ""));
  });
  const response = await page.goto("/bella-napoli");
  bodies.push((await response?.text()) ?? "", await page.content());
  await page.waitForLoadState("networkidle");
  const cookies = (await page.context().cookies()).map((cookie) => cookie.value);
  for (const secret of secrets) {
    for (const body of bodies) expect(body.includes(secret)).toBe(false);
    for (const cookie of cookies) expect(cookie.includes(secret)).toBe(false);
  }
  // A __Host- cookie (Secure, Path=/, no Domain), which the browser keeps on http://localhost too.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "__Host-comanda_bella-napoli");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
});

test("every file the pages' manifest names is served at that name, never through a redirect", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, NO_PAGE);
  // A redirect before a route module (a `$` in its name asked for unencoded) is one more round trip
  // before the order page or a console page hydrates.
  const html = await (await request.get("/bella-napoli")).text();
  const manifestUrl = /\/build\/manifest-[\w-]+\.js/.exec(html)?.[0];
  expect(manifestUrl, "the page names its manifest").toBeDefined();
  const source = await (await request.get(manifestUrl!)).text();
  type Part = { module: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: Part;
    routes: Record<string, Part>;
  };
  const urls = [
    ...new Set(
      [manifest.entry, ...Object.values(manifest.routes)].flatMap((part) => [
        part.module,
        ...(part.imports ?? []),
        ...(part.css ?? []),
      ]),
    ),
  ];
  expect(urls.filter((url) => url.includes("%24"))).not.toEqual([]);
  const answers = await Promise.all(
    urls.map(async (url) => `${(await request.get(url, { maxRedirects: 0 })).status()} ${url}`),
  );
  expect(answers.filter((answer) => !answer.startsWith("200 "))).toEqual([]);
});
