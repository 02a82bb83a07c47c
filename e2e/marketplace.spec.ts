import { expect, type Page } from "@playwright/test";
import { RENDERED_ONLY, test } from "./support/test";
import { bySlug } from "./demo";
import { expectAccessible } from "./support/axe";
import { hydrated } from "./support/hydration";

/**
 * Marketplaces (decision 040), with JavaScript on and off: the food hall "Mercado da
 * Vila" (INDIVIDUAL) lists its stands at its root, each a link to its menu; "Açaí da Vila
 * Delivery" (UNIQUE) says which store takes its orders and links there. Plain links: the same page
 * without JavaScript, no new script on the menu.
 */

const HALL = bySlug("mercado-da-vila");
const PASTELARIA = bySlug("mercado-da-vila-pastelaria");
const ACAI = bySlug("mercado-da-vila-acai");
const UNIQUE = bySlug("acai-da-vila-delivery");
const PINHEIROS = bySlug("acai-da-vila-pinheiros");

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page.locator("header").first());
}

/** The page scrolls sideways at no point of a 320 px wide screen (WCAG 1.4.10). */
async function expectNoHorizontalOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

const stands = (page: Page, title: RegExp) => page.getByRole("region", { name: title }).getByRole("listitem");

test("the food hall lists its stands with how each hands over, and a stand opens its menu", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const response = await page.goto(`/${HALL.slug}`);
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);
  await expect(page).toHaveTitle("Mercado da Vila: escolha uma loja");
  await expect(page.getByRole("heading", { level: 1, name: "Mercado da Vila" })).toBeVisible();
  await expect(page.getByText(HALL.general_settings.marketplace!.description)).toBeVisible();
  const list = stands(page, /^Escolha uma loja$/);
  // By name, as the API lists them; each name is a link to the stand's own menu.
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([ACAI.name, PASTELARIA.name]);
  await expect(list.getByRole("link", { name: ACAI.name })).toHaveAttribute("href", `/${ACAI.slug}`);
  await expect(list.filter({ hasText: ACAI.name }).locator(".c-tag")).toHaveText(["Retirada"]);
  await expect(list.filter({ hasText: PASTELARIA.name }).locator(".c-tag")).toHaveText(["Entrega", "Retirada"]);
  // The logos are decoration beside the names (alt=""), not a second link name.
  await expect(list.first().locator("img")).toHaveAttribute("alt", "");
  // No menu here: the hall sells nothing itself.
  await expect(page.getByRole("navigation", { name: "Categorias do cardápio" })).toHaveCount(0);
  await expectAccessible(page, "marketplace list (pt-BR)");

  await list.getByRole("link", { name: PASTELARIA.name }).click();
  await expect(page).toHaveURL(`/${PASTELARIA.slug}`);
  await expect(page).toHaveTitle(new RegExp(PASTELARIA.name));
  await expect(page.getByRole("heading", { level: 1, name: PASTELARIA.name })).toBeAttached();
});

test("the food hall speaks the customer's language, and its /stores page is the same list", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const value = encodeURIComponent(Buffer.from(JSON.stringify("es")).toString("base64"));
  await page
    .context()
    .addCookies([{ name: "lng", value, url: baseURL!, secure: true, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(`/${HALL.slug}`);
  await ready(page, javaScriptEnabled);
  await expect(page).toHaveTitle("Mercado da Vila: elige una tienda");
  const list = stands(page, /^Elige una tienda$/);
  await expect(list.filter({ hasText: ACAI.name }).locator(".c-tag")).toHaveText(["Recoger"]);
  await expect(list.filter({ hasText: PASTELARIA.name }).locator(".c-tag")).toHaveText(["Domicilio", "Recoger"]);
  await expectAccessible(page, "marketplace list (es)");

  // The footer's "stores" page of the hall and of a stand lead to the same list, not a finder.
  await page.goto(`/${ACAI.slug}/stores`);
  await expect(page).toHaveURL(`/${HALL.slug}/stores`);
  await expect(stands(page, /^Elige una tienda$/).getByRole("heading", { level: 3 })).toHaveText([
    ACAI.name,
    PASTELARIA.name,
  ]);
  await expect(page.getByRole("textbox", { name: /Código postal|CEP/ })).toHaveCount(0);
});

test("the UNIQUE marketplace says which store takes its orders and links there, without sending anyone on its own", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  const response = await page.goto(`/${UNIQUE.slug}`);
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);
  await expect(page).toHaveURL(`/${UNIQUE.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Açaí da Vila Delivery" })).toBeVisible();
  await expect(page.getByText(UNIQUE.general_settings.marketplace!.description)).toBeVisible();
  const notice = page.getByRole("region", { name: `Seu pedido é feito em ${PINHEIROS.name}` });
  await expect(notice).toContainText(
    `Os pedidos de Açaí da Vila Delivery são preparados e entregues por ${PINHEIROS.name}.`,
  );
  await expect(notice.locator(".c-tag")).toHaveText(["Entrega", "Retirada"]);
  const go = notice.getByRole("link", { name: `Ir para ${PINHEIROS.name}` });
  await expect(go).toHaveAttribute("href", `/${PINHEIROS.slug}`);
  // One way on: no list of stores beside it.
  await expect(page.getByRole("main").getByRole("link")).toHaveCount(1);
  await expectAccessible(page, "marketplace unique");

  await go.click();
  await expect(page).toHaveURL(`/${PINHEIROS.slug}`);
  await expect(page).toHaveTitle(new RegExp(PINHEIROS.name));
});

test("both marketplace pages fit a 320 px screen", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, RENDERED_ONLY);
  await page.setViewportSize({ width: 320, height: 720 });
  for (const slug of [HALL.slug, UNIQUE.slug]) {
    await page.goto(`/${slug}`);
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
  await expectAccessible(page, "marketplace unique at 320 px");
});
