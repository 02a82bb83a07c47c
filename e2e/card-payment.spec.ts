import { expect, type Page } from "@playwright/test";
import { SERVER_ANSWERS_ONLY, test } from "./support/test";
import { placeOrderByPosts } from "./support/checkout";
import { expectAccessible } from "./support/axe";

/*
 * Card payments (decisions 021 and 047), with JavaScript on and off (the two projects): the order is placed
 * through the checkout (e2e/support/checkout.ts), then paid on the sandbox provider's hosted page.
 * An approving card ends on the order page with the payment approved; a declining card ends on the
 * gateway's error page, whose way back leads to the repayment page, where a card added from there pays; a card
 * that asks for a confirmation code is approved with the sandbox's code. The demo customer has a
 * saved Visa 1111 (approves); the declining and challenge cards are saved in the test.
 * The end-to-end API reads opening hours at a fixed instant when the store is open (E2E_OPERATION_CLOCK).
 */

const SLUG = "bella-napoli";

/** Places a takeout order paid by the saved card ending in `lastFour` (saved with `number` first when missing); ends on the provider's page. */
async function orderPaidBy(page: Page, lastFour: string, number?: string): Promise<string> {
  const placed = await placeOrderByPosts(page, SLUG, {
    payment: { card: lastFour, ...(number ? { number } : {}) },
    delivery: "TAKEOUT",
  });
  expect(placed.url).toMatch(/\/_provider\/payments\/ch_/);
  return placed.url;
}

/** The hosted page: its heading, the card, and the Pay button with the amount. */
async function expectPaymentPage(page: Page, card: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Pagamento com cartão" })).toBeVisible();
  await expect(page.getByText(card, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pagar R\$/ })).toBeVisible();
}

/** Nothing wider than a 320 px screen. */
async function expectFits320(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** The order page after an approved payment: "order sent" and the payment approved. */
async function expectPaid(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  await expect(page.getByRole("heading", { name: "Pedido enviado com sucesso!" })).toBeVisible();
  await expect(page.getByText("Pagamento aprovado").first()).toBeVisible();
}

test("an approving card pays the order; its page cannot be paid twice; other orders are not found", async ({
  page,
}) => {
  const providerUrl = await orderPaidBy(page, "1111");
  await expectPaymentPage(page, "Visa •••• 1111");
  await expectAccessible(page, "provider payment page");
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expectPaid(page);
  const orderUrl = page.url();

  // Back to the provider's page (back button, reload): it says the payment is done and pays nothing more.
  await page.goto(providerUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Este pagamento já foi concluído" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar à loja" }).click();
  await expectPaid(page);
  expect(page.url()).toBe(orderUrl);

  // The gateway of an order that is not the customer's is the not-found page, whatever the status says.
  const response = await page.goto(`/${SLUG}/gateway?status=error&order=999999`);
  expect(response?.status()).toBe(404);
});

test("a declined card shows why; back to the payment, a choice is required, then another card pays", async ({
  page,
  javaScriptEnabled,
}) => {
  await orderPaidBy(page, "0002", "4000000000000002");
  await expectPaymentPage(page, "Visa •••• 0002");
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();

  // The gateway's error page: why, the way back to paying, the order.
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/gateway\\?status=error&order=\\d+$`));
  const heading = page.getByRole("heading", { level: 1, name: "Pagamento não concluído" });
  await expect(heading).toBeVisible();
  if (javaScriptEnabled) await expect(heading).toBeFocused();
  await expect(page.getByRole("alert")).toContainText("Pagamento não aprovado");
  await expect(page.getByRole("link", { name: "Ver pedido" })).toBeVisible();
  await expectAccessible(page, "gateway error");
  await page.setViewportSize({ width: 320, height: 640 });
  await expectFits320(page);
  await page.getByRole("link", { name: "Pagar o pedido de novo" }).click();

  // The repayment page: the saved cards (last used first) as one required choice.
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/payments/repayment\\?order=\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Pagar o pedido nº \d+$/ })).toBeVisible();
  const methods = page.getByRole("group", { name: "Forma de pagamento" });
  await expect(methods.getByRole("radio", { name: /Visa •••• 1111/ })).toBeVisible();
  await expect(methods.getByRole("radio", { name: "PIX" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Adicionar um cartão" })).toHaveAttribute(
    "href",
    /\/profile\/cards\?redirectTo=%2Fpayments%2Frepayment%3Forder%3D\d+$/,
  );
  await expectAccessible(page, "repayment");
  await page.getByRole("button", { name: "Pagar", exact: true }).click();
  await expect(page.getByText("Escolha uma forma de pagamento")).toBeVisible();
  if (javaScriptEnabled) await expect(methods.getByRole("radio").first()).toBeFocused();
  await expect(methods).toHaveAttribute("aria-invalid", "true");

  // A new card, added from here through the profile's cards and the provider's form, comes back here.
  await page.getByRole("link", { name: "Adicionar um cartão" }).click();
  await expect(page).toHaveURL(/\/profile\/cards\?redirectTo=/);
  await page.getByRole("button", { name: "Adicionar cartão" }).click();
  await expect(page).toHaveURL(/\/_provider\/cards\?/);
  await page.getByLabel("Número do cartão").fill("4012 8888 8888 1881");
  await page.getByLabel("Nome impresso no cartão").fill("Cliente Teste");
  await page.getByLabel("Validade").fill("08/2030");
  await page.getByLabel("Código de segurança (CVV)").fill("123");
  await page.getByLabel("CPF ou documento do titular").fill("529.982.247-25");
  await page.getByRole("button", { name: "Salvar cartão" }).click();
  await expect(page).toHaveURL(/\/profile\/cards\/return\?/);
  await page.getByRole("button", { name: "Salvar cartão" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/payments/repayment\\?order=\\d+$`));
  await expect(page.getByText("Cartão salvo")).toBeVisible();

  await methods
    .getByRole("radio", { name: /Visa •••• 1881/ })
    .first()
    .check();
  await page.getByRole("button", { name: "Pagar", exact: true }).click();
  await expect(page).toHaveURL(/\/_provider\/payments\/ch_/);
  await expectPaymentPage(page, "Visa •••• 1881");
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expectPaid(page);
});

test("a card that asks for a confirmation code: the code is required, the sandbox's code approves", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  await orderPaidBy(page, "3220", "4000000000003220");
  await page.setViewportSize({ width: 320, height: 640 });
  await expectPaymentPage(page, "Visa •••• 3220");
  await expectFits320(page);
  // Pay: the bank asks for its code, nothing refused yet (the field focused by the browser's autofocus).
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  const code = page.getByLabel("Código de confirmação");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toBeFocused();
  await expect(page.getByText(/o código é 123456/)).toBeVisible();
  await expect(page.getByText("Digite o código de confirmação.")).toHaveCount(0);
  await expect(code).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expect(page.getByText("Digite o código de confirmação.")).toBeVisible();
  await expect(page.getByLabel("Código de confirmação")).toHaveAttribute("aria-invalid", "true");
  // The page has no script: the browser's own autofocus takes the customer to the field.
  await expect(page.getByLabel("Código de confirmação")).toBeFocused();
  await page.getByLabel("Código de confirmação").fill("123456");
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expectPaid(page);
});

test("the payment link in another browser shows nothing of the charge and pays nothing; a cross-site post is refused", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  const providerUrl = await orderPaidBy(page, "1111");
  await expectPaymentPage(page, "Visa •••• 1111");

  // Someone else with the link (another customer, another device): no card, no amount, no button.
  const elsewhere = await browser.newContext({ locale: "pt-BR" });
  const stranger = await elsewhere.newPage();
  const opened = await stranger.goto(providerUrl);
  expect(opened?.status()).toBe(403);
  await expect(
    stranger.getByRole("heading", { level: 1, name: "Este pagamento foi aberto em outro lugar" }),
  ).toBeVisible();
  await expect(stranger.getByText("Visa •••• 1111")).toHaveCount(0);
  await expect(stranger.getByRole("button")).toHaveCount(0);
  // A page of another site posting to the link, as a browser sends it: refused before the provider.
  const forged = await elsewhere.request.post(providerUrl, {
    form: { action: "pay" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await elsewhere.close();

  // The customer's own page still pays.
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expectPaid(page);
});
