import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { fillCartByPosts, finishButton, goToCheckoutByPosts } from "./support/checkout";
import { hydrated } from "./support/hydration";

/*
 * The taqueria prices delivery by the real distance from the store (its bands: up to 3 km $25, 6 km
 * $45, 10 km $70, none beyond), in Spanish: checkout's "Usar mi ubicación" opens the location page,
 * the customer shares where they are (JavaScript on) or types the address (off), and the checkout
 * comes back with that band's fee in its total. Santa Fe, beyond the last band, is refused with
 * pickup as the way on. The places and their bands are pinned in the API (api/test/locations.test.ts).
 */

const SLUG = "taqueria-el-guero";
/** Avenida Presidente Masaryk, 120 (Polanco): 3.8 km from the store, the $45 band. */
const POLANCO = { latitude: 19.4315, longitude: -99.1935 };
/** Avenida Vasco de Quiroga, 3800 (Santa Fe): about 12 km, beyond the last band. */
const SANTA_FE = { latitude: 19.3594, longitude: -99.2597 };

test.describe.configure({ timeout: 90_000 });

/** "$1,234.56" in cents. */
const cents = (text: string) =>
  Number((/\$\s*([\d,]+\.\d{2})/.exec(text)?.[1] ?? "").replace(/,/g, "").replace(".", ""));
const total = async (page: Page) => cents(await finishButton(page).innerText());

/** A cart delivered to Roma Norte (the store's colonia, the $25 band), at the checkout; its total. */
async function checkoutInRomaNorte(page: Page): Promise<number> {
  await fillCartByPosts(page, SLUG);
  await goToCheckoutByPosts(page, SLUG, "DELIVERY", "Roma Norte");
  await page.goto(`/${SLUG}/checkout`);
  await expect(page.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
  return total(page);
}

/** Checkout's "Usar mi ubicación" to the location page, then the browser's location (JavaScript on) or the address typed (off). */
async function placeAt(
  page: Page,
  context: import("@playwright/test").BrowserContext,
  javaScriptEnabled: boolean,
  located: { latitude: number; longitude: number },
  typed: { zip: string; street: string; number: string },
) {
  await page.getByRole("button", { name: "Usar mi ubicación" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/location\\?return=checkout$`));
  await expect(page.getByRole("heading", { level: 1, name: "¿Dónde entregamos?" })).toBeVisible();
  if (javaScriptEnabled) {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(located);
    const locate = page.getByRole("button", { name: "Usar mi ubicación" });
    await hydrated(locate);
    await locate.click();
    await expect(page.getByLabel("Calle")).toHaveValue(typed.street);
    await expect(page.getByLabel("Número")).toHaveValue(typed.number);
    await page.getByRole("button", { name: "Confirmar este lugar" }).click();
  } else {
    await page.getByLabel("Código postal").fill(typed.zip);
    await page.getByRole("button", { name: "Buscar código postal" }).click();
    await expect(page.getByLabel("Ciudad")).toHaveValue("Ciudad de México");
    await page.getByLabel("Calle").fill(typed.street);
    await page.getByLabel("Número").fill(typed.number);
  }
  await page.getByRole("button", { name: "Guardar dirección" }).click();
}

test("the delivery fee is the band of the real distance from the store", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const inRomaNorte = await checkoutInRomaNorte(page);
  // Located in Polanco (3.8 km: $45), or typed in Coyoacán (CP 04000, 7.5 km: $70).
  const place = javaScriptEnabled
    ? { typed: { zip: "11560", street: "Avenida Presidente Masaryk", number: "120" }, fee: 4500 }
    : { typed: { zip: "04000", street: "Calle Francisco Sosa", number: "50" }, fee: 7000 };
  await placeAt(page, context, javaScriptEnabled, POLANCO, place.typed);

  await expect(page).toHaveURL(new RegExp(`/${SLUG}/checkout$`));
  await expect(page.getByLabel("Calle")).toHaveValue(place.typed.street);
  await expect(page.getByLabel("Código postal")).toHaveValue(place.typed.zip);
  const summary = page.getByRole("region", { name: "Resumen del pedido" });
  await expect(summary).toContainText(`$${(place.fee / 100).toFixed(2)}`);
  expect(await total(page)).toBe(inRomaNorte - 2500 + place.fee);
});

test("Santa Fe is beyond the last band: refused in Spanish, with pickup as the way on", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const inRomaNorte = await checkoutInRomaNorte(page);
  await placeAt(page, context, javaScriptEnabled, SANTA_FE, {
    zip: "01210",
    street: "Avenida Vasco de Quiroga",
    number: "3800",
  });

  const refusal = page.getByRole("alert").filter({ hasText: "No hacemos entregas en esa zona." });
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/location\\?return=checkout$`));
  // What was typed is still there, to correct it instead.
  await expect(page.getByLabel("Calle")).toHaveValue("Avenida Vasco de Quiroga");
  if (javaScriptEnabled) await expect(refusal).toBeFocused();

  await page.getByRole("button", { name: "Recoger en tienda" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/checkout$`));
  await expect(page.getByRole("group", { name: "Recoger en tienda" })).toBeVisible();
  expect(await total(page)).toBe(inRomaNorte - 2500);
});
