import { expect, test, type Page } from "@playwright/test";
import { bySlug, firstVisibleItem, gotoStore } from "./demo";
import { FAULTS_ORIGIN, setApiFault, type ApiFault } from "./support/faults";

// These tests drive the second storefront (FAULTS_ORIGIN), which reaches the real API Worker
// through the fault proxy; the main storefront on baseURL is never affected.
const pizzeria = bySlug("bella-napoli");
const menuUrl = `${FAULTS_ORIGIN}/bella-napoli`;

test.afterEach(async () => {
  await setApiFault("pass");
});

async function expectMenu(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: pizzeria.general_informations.merchant.name })).toBeVisible();
  const dish = firstVisibleItem(pizzeria).name;
  await expect(page.getByRole("heading", { name: dish, exact: true })).toBeVisible();
}

/** Frames of a stack trace or an error's name: a customer must never read them. */
const STACK_TRACE = /^\s*at \S|\b\w*Error:|UpstreamError/m;

test("with the API answering normally, the storefront behind the proxy shows the menu", async ({ page }) => {
  const response = await gotoStore(page, menuUrl);
  expect(response?.status()).toBe(200);
  await expectMenu(page);
});

const failures: { mode: ApiFault; what: string }[] = [
  { mode: "down", what: "drops the connection" },
  { mode: "slow", what: "answers after the storefront's 1.5 s timeout" },
  { mode: "garbage", what: "answers HTML as JSON" },
  { mode: "error", what: "answers an HTML 500" },
];

for (const { mode, what } of failures) {
  test(`when the API ${what}, the customer sees the store-unavailable page with a way back, then the menu once it recovers`, async ({
    page,
  }) => {
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
