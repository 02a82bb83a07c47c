import { expect, type Page } from "@playwright/test";
import { SERVER_ANSWERS_ONLY, test, walkedWithoutJsBy } from "./support/test";
import { demoCustomer, dismissClosedNotice, logIn, openPage } from "./support/account";
import {
  checkoutSection,
  fillCart,
  fillCheckout,
  finishButton,
  goToCheckoutByPosts,
  openCheckoutByPosts,
} from "./support/checkout";
import { expectAccessible } from "./support/axe";

/*
 * Coupons (decision 024), with JavaScript on and off (the two projects): a voucher link applied by the
 * first dish added, the checkout's coupon field (a discount in the summary, three refusals with
 * nothing typed lost, a removal, a store-only coupon switching the order to pickup), the order
 * keeping its discount; and the wallet of the demo customer. Rule-by-rule coverage is in
 * api/test/coupons.test.ts and app/components/coupons/Coupons.test.tsx. Demo coupons: docs/demo.md, "Coupons".
 */

const SLUG = "bella-napoli";

const couponField = (page: Page) => page.getByLabel("Código do cupom");
const couponGroup = (page: Page) => page.getByRole("group", { name: "Cupom de desconto" });

/** Types a code and presses "Aplicar"; answers the field's alert (refusals) for the caller to check. */
async function applyCode(page: Page, code: string) {
  await couponField(page).fill(code);
  await couponGroup(page).getByRole("button", { name: "Aplicar" }).click();
}

async function expectRefused(page: Page, text: string, javaScriptEnabled: boolean) {
  const alert = couponGroup(page).getByRole("alert");
  await expect(alert).toContainText(text);
  await expect(couponField(page)).toHaveAttribute("aria-invalid", "true");
  if (javaScriptEnabled) await expect(couponField(page)).toBeFocused();
  // Nothing else typed is lost.
  await expect(page.getByLabel("Rua")).toHaveValue("Rua Treze de Maio");
  await expect(page.getByLabel("Complemento")).toHaveValue("apto 7");
}

test("a visitor's coupons: voucher link, discount at checkout, refusals, removal, store-only to pickup, the order keeps it", async ({
  page,
  javaScriptEnabled,
}) => {
  // The link keeps the code; a GET does not touch any cart.
  await page.goto(`/${SLUG}?voucher=quero5`);
  await dismissClosedNotice(page);
  await expect(page.getByRole("status").filter({ hasText: "Cupom QUERO5 será aplicado ao seu pedido." })).toBeVisible();
  // The first dish added applies it.
  await fillCart(page, SLUG);
  await expect(page.getByRole("status").filter({ hasText: "Cupom QUERO5 aplicado ao seu pedido." })).toBeVisible();

  await openPage(page, await goToCheckoutByPosts(page, SLUG, "DELIVERY"));
  const summary = page.getByRole("region", { name: "Resumo do pedido" });
  await expect(couponGroup(page).getByRole("listitem")).toHaveText([
    /QUERO5 · R\$ 5 de desconto · − R\$\s5,00\s*Remover/,
  ]);
  await expect(summary.getByRole("definition").filter({ hasText: /^−\s*R\$\s5,00$/ })).toBeVisible();

  await fillCheckout(page, { payment: "CASH", delivery: "DELIVERY" });
  await page.getByLabel("Complemento").fill("apto 7");
  // The code already on the order is where the customer wants to be (and what a reload without
  // JavaScript posts again): said as a status, the coupon still there once.
  await applyCode(page, "QUERO5");
  await expect(couponGroup(page).getByRole("status")).toHaveText("Este cupom já está aplicado ao seu pedido.");
  await expect(couponGroup(page).getByRole("listitem")).toHaveCount(1);
  // Two refusals, each said in words on the field.
  await applyCode(page, "PIZZA15");
  await expectRefused(page, "O pedido ainda não chegou ao valor mínimo deste cupom.", javaScriptEnabled);
  await applyCode(page, "UMAVEZ");
  await expectRefused(page, "Entre na sua conta para usar este cupom.", javaScriptEnabled);
  await expect(couponGroup(page).getByRole("link", { name: "Entrar na conta" })).toHaveAttribute(
    "href",
    `/${SLUG}/login?redirectTo=%2Fcheckout`,
  );

  // Removing one.
  await couponGroup(page).getByRole("button", { name: "Remover o cupom QUERO5" }).click();
  await expect(couponGroup(page).getByRole("status")).toHaveText("Cupom removido do pedido.");
  await expect(couponGroup(page).getByRole("listitem")).toHaveCount(0);

  // A store-only coupon switches the order to pickup, and says so.
  await applyCode(page, "retira5");
  await expect(couponGroup(page).getByRole("status")).toHaveText(
    "Cupom aplicado com sucesso! Seu pedido foi alterado para retirada na loja.",
  );
  await expect(page.getByRole("group", { name: "Retirada", exact: true })).toBeVisible();
  await expect(summary.getByRole("definition").filter({ hasText: /^−\s*R\$\s5,00$/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Dinheiro" })).toBeChecked();

  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+`));
  const orderSummary = page.getByRole("region", { name: "Resumo do pedido" });
  await expect(orderSummary.getByRole("term").filter({ hasText: "Retire e ganhe R$ 5" })).toBeVisible();
  await expect(orderSummary.getByRole("definition").filter({ hasText: /^−\s*R\$\s5,00$/ })).toBeVisible();
});

test("a coupon applied at checkout answers with a redirect: what was typed is still there, and a reload asks nothing and posts nothing again", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  await openCheckoutByPosts(page, SLUG, "TAKEOUT");
  await fillCheckout(page, { payment: "CASH", delivery: "TAKEOUT" });
  await applyCode(page, "QUERO5");
  await expect(couponGroup(page).getByRole("status")).toHaveText("Cupom aplicado com sucesso!");
  await expect(checkoutSection(page, "Seus dados").getByLabel("Nome")).toHaveValue("Cliente Teste");
  await expect(couponField(page)).toHaveValue("");

  const reload = await page.reload();
  expect(reload?.request().method()).toBe("GET");
  // The status was said once; the coupon is on the order once.
  await expect(couponGroup(page).getByRole("listitem")).toHaveCount(1);
  await expect(couponGroup(page).getByRole("status")).toHaveCount(0);
});

test("the wallet needs a login and is linked from the profile; the demo customer's active and unavailable coupons, each explained", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("accounts.spec's logins"));
  // /coupons is never a return path (core spec §2): the login, then the store's home.
  await page.goto(`/${SLUG}/coupons`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login$`));
  const customer = demoCustomer(SLUG);
  await logIn(page, SLUG, customer.email, customer.password);
  await page.goto(`/${SLUG}/profile`);
  await page.getByRole("link", { name: "Meus cupons" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/coupons$`));
  await expect(page.getByRole("heading", { level: 1, name: "Meus cupons" })).toBeVisible();

  const active = page.getByRole("region", { name: "Ativos" });
  const unavailable = page.getByRole("region", { name: "Indisponíveis" });
  const vip = active.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cliente VIP: 20% off" }) });
  await expect(vip).toContainText("20% de desconto (até R$ 20,00)");
  await expect(vip).toContainText("Exclusivo para você");
  await expect(
    unavailable.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Promoção de janeiro" }) }),
  ).toContainText("Indisponível: o cupom expirou.");
  // The demo customer has orders: the first-order coupon is not for them.
  await expect(
    unavailable.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Boas-vindas: 10% off" }) }),
  ).toContainText("Indisponível: vale só no primeiro pedido, com CPF no cadastro.");
  await expectAccessible(page, "wallet");

  await page.getByLabel("Código do cupom").fill("SEMFIDELIDADE");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByRole("status")).toHaveText("Cupom adicionado à sua carteira.");
  await expect(active.getByRole("heading", { name: "R$ 7 off sem fidelidade" })).toBeVisible();
});

test("coupons applied and removed in quick succession: each answered in turn, no uncaught error (not even a cancelled request's)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    walkedWithoutJsBy("the first test (without JavaScript each press is a page of its own)"),
  );
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  page.on(
    "console",
    (message) =>
      message.type() === "error" &&
      !message.text().startsWith("Failed to load resource") &&
      uncaught.push(message.text()),
  );
  await openCheckoutByPosts(page, SLUG, "TAKEOUT");
  await fillCheckout(page, { payment: "CASH", delivery: "TAKEOUT" });
  const apply = couponGroup(page).getByRole("button", { name: "Aplicar" });
  const remove = couponGroup(page).getByRole("button", { name: "Remover o cupom QUERO5" });
  // Each press before the last one's answer came, at moments from the post to the page it leads to:
  // sent at once, Remix would cancel that answer, its request or the body on its way.
  for (const delay of [0, 60, 120, 200, 300]) {
    await couponField(page).fill("QUERO5");
    await apply.click();
    await page.waitForTimeout(delay);
    await apply.click();
    await page.waitForTimeout(delay);
    await remove.click();
    await expect(couponGroup(page).getByRole("status")).toHaveText("Cupom removido do pedido.");
    await expect(couponGroup(page).getByRole("listitem")).toHaveCount(0);
  }
  await page.waitForLoadState("networkidle");
  expect(uncaught).toEqual([]);
});
