import { expect, type Page } from "@playwright/test";
import { SERVER_ANSWERS_ONLY, test } from "./support/test";
import { bySlug, firstVisibleItem, gotoStore } from "./demo";
import { FAULTS_ORIGIN, setApiFault, type ApiFault } from "./support/faults";
import { hydrated } from "./support/hydration";

// These tests drive the second storefront (FAULTS_ORIGIN), which reaches the real API Worker
// through the fault proxy; the main storefront on baseURL is never affected.
const pizzeria = bySlug("bella-napoli");
const menuUrl = `${FAULTS_ORIGIN}/bella-napoli`;

test.afterEach(async () => {
  await setApiFault("pass");
});

async function expectMenu(page: Page) {
  await expect(
    page.getByRole("heading", { level: 1, name: pizzeria.general_informations.merchant.name }),
  ).toBeVisible();
  const dish = firstVisibleItem(pizzeria).name;
  await expect(page.getByRole("heading", { name: dish, exact: true })).toBeVisible();
}

/** Frames of a stack trace or an error's name: a customer must never read them. */
const STACK_TRACE = /^\s*at \S|\b\w*Error:|UpstreamError/m;

test("with the API answering normally, the storefront behind the proxy shows the menu", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  const response = await gotoStore(page, menuUrl);
  expect(response?.status()).toBe(200);
  await expectMenu(page);
});

const failures: { mode: ApiFault; what: string }[] = [
  { mode: "down", what: "drops the connection" },
  { mode: "slow", what: "answers after the storefront's 3 s timeout" },
  { mode: "garbage", what: "answers HTML as JSON" },
  { mode: "error", what: "answers an HTML 500" },
];

for (const { mode, what } of failures) {
  test(`when the API ${what}, the customer sees the store-unavailable page with a way back, then the menu once it recovers`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // The same page for every failure: with JavaScript one of them shows it hydrates without an error.
    test.skip(javaScriptEnabled && mode !== "down", SERVER_ANSWERS_ONLY);
    await setApiFault(mode);
    const response = await page.goto(menuUrl);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Não foi possível carregar a loja" })).toBeVisible();
    await expect(page.getByText("Nosso servidor de pedidos não respondeu.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
    await expect(page.locator("body")).not.toHaveText(STACK_TRACE);

    await setApiFault("pass");
    await page.getByRole("link", { name: "Tentar de novo" }).click();
    await expect(page).toHaveURL(menuUrl);
    const notice = page.getByRole("dialog", { name: "Loja fechada no momento" });
    if (await notice.isVisible()) await notice.getByRole("button", { name: "Ver cardápio" }).click();
    await expectMenu(page);
  });
}

const FRIES = "Batata frita com cheddar e bacon";
const cartUrl = `${FAULTS_ORIGIN}/bella-napoli/cart`;
const friesLine = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: FRIES }) });

async function addFries(page: Page) {
  await gotoStore(page, menuUrl);
  await page.getByRole("link", { name: FRIES, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: FRIES });
  await dialog.getByRole("radio", { name: "Média (400 g)" }).check();
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
}

test("the cart outlives an API that is down, slow or answers garbage: an error with a way back, never an empty cart", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFries(page);
  // The same page for every failure: with JavaScript one of them shows it hydrates without an error.
  for (const mode of javaScriptEnabled ? (["down"] as const) : (["down", "slow", "garbage"] as const)) {
    await setApiFault(mode);
    const response = await page.goto(cartUrl);
    expect(response?.status(), mode).toBe(503);
    // The store's configuration comes from the cache (decision 017): the cart page says its cart
    // could not be read, with a way back.
    await expect(page.getByRole("alert")).toHaveText(
      "Não conseguimos falar com a loja agora. Seu carrinho continua guardado: tente de novo em instantes.",
    );
    await expect(page.getByText("Seu carrinho está vazio.")).toHaveCount(0);
    await expect(page.locator("body")).not.toHaveText(STACK_TRACE);

    await setApiFault("pass");
    await page.getByRole("link", { name: "Tentar de novo" }).click();
    await expect(friesLine(page), `after ${mode}`).toHaveCount(1);
  }
});

test("a change sent while the API is down says so and keeps what the customer typed", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFries(page);
  await page.goto(cartUrl);
  // A click before hydration would post the plain form: the no-JS case below, not this one.
  if (javaScriptEnabled) await hydrated(page.getByRole("button", { name: "Salvar observação" }));
  const notes = "Interfone 42, deixar na portaria";
  await page.getByLabel("Observações do pedido").fill(notes);
  await setApiFault("down");
  await page.getByRole("button", { name: "Salvar observação" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("alert")).toHaveText(
      "Não conseguimos falar com a loja agora. Seu carrinho continua guardado: tente de novo em instantes.",
    );
    await expect(page.getByLabel("Observações do pedido")).toHaveValue(notes);
    await setApiFault("pass");
    await page.getByRole("button", { name: "Salvar observação" }).click();
    // The cart's live region holds the visible snackbar that says it.
    await expect(page.getByRole("status").getByText("Carrinho atualizado")).toBeVisible();
  } else {
    // Without JavaScript the answer is the whole cart page (its configuration from the cache) saying so.
    await expect(page.getByRole("alert")).toHaveText(
      "Não conseguimos falar com a loja agora. Seu carrinho continua guardado: tente de novo em instantes.",
    );
    await setApiFault("pass");
    await page.goto(cartUrl);
  }
  await expect(friesLine(page)).toHaveCount(1);
});

test("adding a dish while the API is down says so, keeps the choices, and works once it is back", async ({ page }) => {
  await gotoStore(page, menuUrl);
  await page.getByRole("link", { name: FRIES, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: FRIES });
  await dialog.getByRole("radio", { name: "Grande (700 g)" }).check();
  await dialog.getByLabel("Alguma observação?").fill("sem bacon");
  await setApiFault("down");
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  // With or without JavaScript (the page's configuration comes from the cache, decision 017).
  await expect(dialog.getByRole("alert")).toHaveText(
    "Não conseguimos falar com a loja agora. Seu carrinho continua guardado: tente de novo em instantes.",
  );
  await expect(dialog.getByRole("radio", { name: "Grande (700 g)" })).toBeChecked();
  await expect(dialog.getByLabel("Alguma observação?")).toHaveValue("sem bacon");
  await setApiFault("pass");
  await dialog.getByRole("button", { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("1 item");
});

test.describe("when the API's rate limits are reached", () => {
  test("a first visit says 'too many tries' in the customer's language, with a way back, and the menu once it passes", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
    // Without a token the merchant's language is unknown: the page speaks the browser's.
    for (const { slug, locale, title, description, retry } of [
      {
        slug: "bella-napoli",
        locale: "pt-BR",
        title: "Muitas tentativas",
        description: /Espere um minuto e tente de novo/,
        retry: "Tentar de novo",
      },
      {
        slug: "taqueria-el-guero",
        locale: "es-MX",
        title: "Demasiados intentos",
        description: /Espera un minuto e inténtalo de nuevo/,
        retry: "Intentar de nuevo",
      },
    ]) {
      // A new context has no session, so the visit needs a token bootstrap, which is limited.
      const context = await browser.newContext({ locale, javaScriptEnabled });
      const page = await context.newPage();
      await setApiFault("limited");
      const response = await page.goto(`${FAULTS_ORIGIN}/${slug}`);
      expect(response?.status(), slug).toBe(429);
      expect(response?.headers()["retry-after"], slug).toBe("60");
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.locator("body")).not.toHaveText(STACK_TRACE);
      expect(await context.cookies(), "no session cookie for a visit that got no token").toEqual([]);

      await setApiFault("pass");
      await page.getByRole("link", { name: retry }).click();
      await expect(page).toHaveURL(`${FAULTS_ORIGIN}/${slug}`);
      await expect(
        page.getByRole("heading", { level: 1, name: bySlug(slug).general_informations.merchant.name }),
      ).toBeVisible();
      await context.close();
    }
  });

  test("adding a first dish when cart creation is limited says so and adds it once the limit passes", async ({
    page,
  }) => {
    await gotoStore(page, menuUrl);
    await page.getByRole("link", { name: FRIES, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: FRIES });
    await dialog.getByRole("radio", { name: "Grande (700 g)" }).check();
    await setApiFault("limited");
    await dialog.getByRole("button", { name: /^Adicionar/ }).click();
    const refusal =
      "Muitas tentativas em pouco tempo. Espere um minuto e tente de novo; seu carrinho continua guardado.";
    await expect(page.getByRole("dialog", { name: FRIES }).getByRole("alert")).toHaveText(refusal);
    await expect(
      page.getByRole("dialog", { name: FRIES }).getByRole("radio", { name: "Grande (700 g)" }),
    ).toBeChecked();
    await expect(page.locator("body")).not.toHaveText(STACK_TRACE);

    await setApiFault("pass");
    await page
      .getByRole("dialog", { name: FRIES })
      .getByRole("button", { name: /^Adicionar/ })
      .click();
    await expect(page.getByRole("dialog", { name: FRIES })).toBeHidden();
    await expect(page.getByRole("link", { name: /Ver carrinho/ })).toContainText("1 item");
  });
});
