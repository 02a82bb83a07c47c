import { expect } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { finishButton, simpleDish } from "./support/checkout";
import { applyCode, atCheckoutWith, couponField, couponGroup } from "./support/coupons";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";

/*
 * "The first order only": the owner gives a coupon one use in all, on a store of the test's own (a
 * copy of Bella Napoli). One customer's order uses it, charged as shown; the next customer is told
 * the coupon is unavailable. The limits rule by rule, and the race for a last use:
 * api/test/coupon-limits.test.ts.
 */

const FROM = "bella-napoli";
const { item, quantity } = simpleDish(FROM);

test("a coupon with one use in all: the first customer's order gets it, the next is told it is unavailable", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const copy = await copyMerchant(request, FROM);
  const coupons = `/_console/${copy.slug}/settings/coupons`;
  await logInAsCopyOwner(page, copy, `${coupons}/new`);

  await page.getByLabel("Código", { exact: true }).fill("primeiro");
  await page.getByLabel("Nome", { exact: true }).fill("Primeiro pedido");
  await page.getByLabel("Porcentagem (para desconto em porcentagem)").fill("10");
  await page.getByLabel("Usos no total (opcional)").fill("0");
  await page.getByRole("button", { name: "Criar cupom" }).click();
  // Refused beside its field, nothing typed lost.
  const said = "Digite um número inteiro de 1 a 1.000.000, como 100, ou deixe em branco.";
  await expect(page.getByText(said).first()).toBeVisible();
  await expect(page.getByLabel("Usos no total (opcional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Primeiro pedido");
  await expectAccessible(page, "console new coupon with a limit refused");
  await page.getByLabel("Usos no total (opcional)").fill("1");
  await page.getByRole("button", { name: "Criar cupom" }).click();
  await expect(page.getByText("Cupom PRIMEIRO criado.")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "PRIMEIRO", exact: true }) });
  await expect(card.getByText("0 de 1 usos")).toBeVisible();
  await expectAccessible(page, "console coupons with a limit");

  // The first customer: the discount, and the order charged as shown (support/test.ts).
  await atCheckoutWith(page, copy.slug, { item, quantity });
  await applyCode(page, "primeiro");
  await expect(couponGroup(page).getByRole("status")).toHaveText("Cupom aplicado com sucesso!");
  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${copy.slug}/orders/\\d+`));
  await expect(
    page.getByRole("region", { name: "Resumo do pedido" }).getByRole("term").filter({ hasText: "Primeiro pedido" }),
  ).toBeVisible();

  await page.goto(coupons);
  await expect(card.getByText("1 de 1 usos")).toBeVisible();

  // The next customer, in a browser of their own.
  const next = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false });
  try {
    const visitor = await next.newPage();
    await atCheckoutWith(visitor, copy.slug, { item, quantity });
    await applyCode(visitor, "PRIMEIRO");
    await expect(couponGroup(visitor).getByRole("alert")).toContainText("Cupom indisponível.");
    await expect(couponField(visitor)).toHaveAttribute("aria-invalid", "true");
  } finally {
    await next.close();
  }
});
