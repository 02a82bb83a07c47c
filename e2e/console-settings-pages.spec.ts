import { expect } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";
import { test } from "./support/test";

/*
 * The owner writes the about page and the WhatsApp number in the console (decision 106), on a copy
 * of Bella Napoli of this test's own; a new visitor then reads them on the storefront: the bold word
 * rendered, the script and the event handler gone, the WhatsApp link to the new number.
 */

const ABOUT = [
  "Uma pizzaria de **bairro** desde 1998.",
  "<script>window.__owned = true</script>",
  '<img src="x" onerror="window.__owned = true">',
].join("\n\n");

test("the owner's about page and WhatsApp reach a new visitor, without the script", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  const copy = await copyMerchant(request);
  await logInAsCopyOwner(page, copy, `/_console/${copy.slug}/settings/pages`);

  const about = page.locator("#page-about_us");
  await about.getByLabel("Texto · Sobre nós").fill(ABOUT);
  await about.getByRole("button", { name: "Pré-visualizar" }).click();
  const preview = about.getByRole("region", { name: "Pré-visualização de Sobre nós" });
  await expect(preview.locator("strong")).toHaveText("bairro");
  await expect(preview).not.toContainText("__owned");
  await expect(about.getByLabel("Texto · Sobre nós")).toHaveValue(ABOUT);
  await expectAccessible(page, "console settings, information pages with a preview");
  await about.getByRole("button", { name: "Salvar Sobre nós" }).click();
  await expect(about.getByRole("status")).toHaveText("Sobre nós salva. Os novos visitantes já a veem.");
  await expect(about.getByLabel("Texto · Sobre nós")).toHaveValue("Uma pizzaria de **bairro** desde 1998.");

  await page.goto(`/_console/${copy.slug}/settings/contact`);
  await page.getByLabel("WhatsApp", { exact: true }).fill("(11) 98765-4321");
  await page.getByLabel("Mostrar o botão de WhatsApp aos clientes").check();
  await page.getByRole("button", { name: "Salvar contato" }).click();
  await expect(page.getByRole("status")).toHaveText("Contato salvo. Os novos visitantes já o veem.");
  await expectAccessible(page, "console settings, contact saved");
  await page.goto(`/_console/${copy.slug}/settings/integrations`);
  await expect(page.getByText(/wrangler secret put SOCIAL_LOGIN_SECRETS/)).toBeVisible();
  await expectAccessible(page, "console settings, integrations");

  const visitor = await browser.newContext({ javaScriptEnabled });
  try {
    const customer = await visitor.newPage();
    await customer.goto(`/${copy.slug}/about`);
    const main = customer.getByRole("main");
    await expect(main.locator(".c-store-info__text strong")).toHaveText("bairro");
    expect(await customer.content()).not.toContain("__owned");
    if (javaScriptEnabled) expect(await customer.evaluate(() => "__owned" in window)).toBe(false);

    await customer.goto(`/${copy.slug}/contact`);
    await expect(customer.getByRole("main").locator('a[href="https://wa.me/5511987654321"]')).toHaveText(
      "+55 11 98765 4321",
    );
  } finally {
    await visitor.close();
  }
});
