import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { registerNewClientByPosts } from "./support/account";
import { checkoutSection, fillCartByPosts, finishButton, goToCheckoutByPosts } from "./support/checkout";
import { hydrated } from "./support/hydration";

/*
 * "Use my location" and the map step of the address form, which need a browser (its geolocation,
 * Leaflet drawing tiles); the franchise's nearest store and checkout's location page, which also
 * walk without JavaScript (an address typed instead). Reverse geocoding, distances and fees are tested in the API
 * (api/test/locations.test.ts); the far-away question's rules in the route. Texts are pt-BR.
 */

const SLUG = "bella-napoli";
/** Avenida Paulista, 1578: a numbered building the geocoding stand-in knows. */
const PAULISTA = { latitude: -23.5614, longitude: -46.6559 };

test.describe.configure({ timeout: 90_000 });

async function newAddressForm(page: Page) {
  await registerNewClientByPosts(page, SLUG);
  await page.goto(`/${SLUG}/profile/addresses/new`);
  await expect(page.getByRole("heading", { level: 1, name: "Novo endereço" })).toBeVisible();
}

test("my location fills the address, the map confirms the pin, and it is saved", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no location to share: the next test types the address");
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(PAULISTA);
  await newAddressForm(page);
  const locate = page.getByRole("button", { name: "Usar minha localização" });
  await hydrated(locate);
  await locate.click();
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await expect(page.getByLabel("Número")).toHaveValue("1578");
  await expect(page.getByLabel("Bairro")).toHaveValue("Bela Vista");
  await expect(page.getByLabel("CEP")).toHaveValue("01310-100");
  await expect(page.getByLabel("Estado")).toHaveValue("SP");

  // The map step opens on the point, its tiles drawn; the customer confirms it.
  await expect(page.getByRole("heading", { level: 2, name: "É aqui?" })).toBeVisible();
  const tile = page.getByTestId("location-map").locator("img.leaflet-tile-loaded").first();
  await expect(tile).toBeVisible();
  await page.getByRole("button", { name: "Confirmar este local" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Local confirmado no mapa." })).toBeVisible();

  await page.getByLabel("Número").fill("1578A");
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(page.getByText("Avenida Paulista, 1578A · Bela Vista")).toBeVisible();
});

test("a location far from the address typed asks which is right", async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the location comes from the browser");
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(PAULISTA);
  await newAddressForm(page);
  const locate = page.getByRole("button", { name: "Usar minha localização" });
  await hydrated(locate);
  await locate.click();
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await page.getByRole("button", { name: "Fechar o mapa" }).click();
  // Another address typed: its postal code fills the street, the pin stays where it was.
  await page.getByLabel("CEP").fill("04101-300");
  await expect(page.getByLabel("Rua")).toHaveValue("Rua Domingos de Morais");
  await page.getByLabel("Número").fill("2187");
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  const question = page.getByRole("alert").filter({ hasText: /O local marcado fica a 3,\d km do endereço digitado/ });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "O endereço digitado" }).click();
  await expect(page.getByText("Rua Domingos de Morais, 2187 · Vila Mariana")).toBeVisible();
});

test("a refused location is remembered: the page says so and does not ask again by itself", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the button is not offered (next test)");
  // The browser's answer, and how many times it was asked, across reloads.
  await page.addInitScript(() => {
    const geolocation = {
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number; PERMISSION_DENIED: number }) => void) => {
        localStorage.setItem("e2e-asked", String(Number(localStorage.getItem("e2e-asked") ?? "0") + 1));
        fail({ code: 1, PERMISSION_DENIED: 1 });
      },
    };
    Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
  });
  await newAddressForm(page);
  const locate = page.getByRole("button", { name: "Usar minha localização" });
  await hydrated(locate);
  await locate.click();
  const refused = page.getByRole("status").filter({ hasText: "Você preferiu não compartilhar sua localização" });
  await expect(refused).toBeVisible();

  await page.reload();
  await hydrated(page.getByRole("button", { name: "Compartilhar minha localização de novo" }));
  await expect(refused).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem("e2e-asked"), localStorage.getItem("refuseCheckLocation")]),
  ).toEqual(["1", "true"]);
});

test("without JavaScript no location is offered and the address is typed", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript the tests above share the location");
  await newAddressForm(page);
  await expect(page.getByRole("button", { name: "Usar minha localização" })).toHaveCount(0);
  await page.getByLabel("CEP").fill("01310-100");
  await page.getByRole("button", { name: "Buscar CEP" }).click();
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await page.getByLabel("Número").fill("900");
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(page.getByText("Avenida Paulista, 900 · Bela Vista")).toBeVisible();
});

/** Rua XV de Novembro, 700 in Curitiba: about half a kilometre from Sabor da Casa Curitiba. */
const CURITIBA_CENTRE = { latitude: -25.4296, longitude: -49.2713 };

test("a franchise's customer who says where they are is taken to the nearest store, told so, and can go back to choose another", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.goto("/sabor-da-casa/stores");
  if (javaScriptEnabled) {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(CURITIBA_CENTRE);
    const locate = page.getByRole("main").getByRole("button", { name: "Usar minha localização" });
    await hydrated(locate);
    await locate.click();
  } else {
    // Without JavaScript the address is typed, in the city chosen.
    await page.getByLabel("Endereço (rua e número)").fill("Rua XV de Novembro, 700");
    await page.getByLabel("Município do endereço").selectOption("Curitiba");
    await page.getByRole("button", { name: "Buscar pelo endereço" }).click();
  }
  await expect(page).toHaveURL(/\/sabor-da-casa-curitiba$/);
  const arrival = page
    .getByRole("status")
    .filter({ hasText: /Você está na Sabor da Casa Curitiba, a loja mais perto de você \(a 0,\d km\)\./ });
  await expect(arrival).toBeVisible();

  await arrival.getByRole("link", { name: "Escolher outra loja" }).click();
  await expect(page).toHaveURL(/\/sabor-da-casa\/stores\?.*choose=1/);
  const from = javaScriptEnabled ? "de você" : "do endereço";
  await expect(
    page.getByRole("heading", {
      name: javaScriptEnabled ? "Lojas mais perto de você" : "Lojas mais perto de Rua XV de Novembro, 700",
    }),
  ).toBeVisible();
  const first = page.getByRole("list").filter({ hasText: "Sabor da Casa" }).getByRole("listitem").first();
  await expect(first).toContainText("Sabor da Casa Curitiba");
  await expect(first).toContainText(new RegExp(`A 0,\\d km ${from}`));
});

test("the franchise's home offers the same 'use my location', in its main, and takes the customer to the nearest store", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "the location comes from the browser; the home's finder without JavaScript is /stores' (above)",
  );
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(CURITIBA_CENTRE);
  await page.goto("/sabor-da-casa");
  const locate = page.getByRole("main").getByRole("button", { name: "Usar minha localização" });
  await hydrated(locate);
  await locate.click();
  await expect(page).toHaveURL(/\/sabor-da-casa-curitiba$/);
  const arrival = page.getByRole("status").filter({ hasText: /a loja mais perto de você/ });
  await arrival.getByRole("link", { name: "Escolher outra loja" }).click();
  await expect(page).toHaveURL(/\/sabor-da-casa\?.*choose=1/);
  await expect(page.getByRole("heading", { name: "Lojas mais perto de você" })).toBeVisible();

  // The next visit lists from the point shared (the geolocation cookie), asking nothing and taking them nowhere.
  await page.goto("/sabor-da-casa");
  await expect(page.getByRole("heading", { name: "Lojas mais perto de você" })).toBeVisible();
  await expect(page.getByRole("list").filter({ hasText: "Sabor da Casa" }).getByRole("listitem").first()).toContainText(
    "Sabor da Casa Curitiba",
  );
  await expect(page).toHaveURL(/\/sabor-da-casa$/);
});

/** "R$ 1.234,56" in cents. */
const cents = (text: string) =>
  Number((/R\$\s*([\d.]+,\d{2})/.exec(text)?.[1] ?? "").replace(/\./g, "").replace(",", ""));

test("checkout's 'use my location' comes back with the address, its total, and what was typed", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await fillCartByPosts(page, SLUG);
  // Vila Mariana's fee is R$ 12,00; Bela Vista's, where Avenida Paulista is, R$ 5,00.
  await goToCheckoutByPosts(page, SLUG, "DELIVERY", "Vila Mariana");
  await page.goto(`/${SLUG}/checkout`);
  const contact = checkoutSection(page, "Seus dados");
  await contact.getByLabel("Nome").fill("Ana Localizada");
  const before = cents(await finishButton(page).innerText());

  await page.getByRole("button", { name: "Usar minha localização" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/location\\?return=checkout$`));
  await expect(page.getByRole("heading", { level: 1, name: "Onde entregar?" })).toBeVisible();
  if (javaScriptEnabled) {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(PAULISTA);
    const locate = page.getByRole("button", { name: "Usar minha localização" });
    await hydrated(locate);
    await locate.click();
    await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
    await page.getByRole("button", { name: "Confirmar este local" }).click();
  } else {
    await page.getByLabel("CEP").fill("01310-100");
    await page.getByRole("button", { name: "Buscar CEP" }).click();
    await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
    await page.getByLabel("Número").fill("1578");
  }
  await page.getByRole("button", { name: "Salvar endereço" }).click();

  await expect(page).toHaveURL(new RegExp(`/${SLUG}/checkout$`));
  await expect(contact.getByLabel("Nome")).toHaveValue("Ana Localizada");
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await expect(page.getByLabel("Número", { exact: true })).toHaveValue("1578");
  await expect(page.getByLabel("Bairro")).toHaveValue("Bela Vista");
  await expect.poll(async () => cents(await finishButton(page).innerText())).toBe(before - 700);
});
