import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessibleInBothSchemes } from "./support/axe";

/*
 * A store's owner connects its Mercado Pago account (the stand-in) in the console: a token
 * Mercado Pago refuses first, then one it takes. The store is Salvador, none of the demo stores on
 * Mercado Pago, and the test puts it back on the demo sandbox, so no other spec meets it connected.
 * The stand-in takes any TEST-… token; the secret is not checked when connecting (only the
 * provider's notifications are signed with it), so any secret of the right length connects.
 */

const SLUG = "sabor-da-casa-salvador";
const TOKEN = "TEST-4826-120700-e2e0aaaabbbbccccddddeeeeffff0000-135791113";
const PUBLIC_KEY = "TEST-e2e0a1b2-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const SECRET = "assinatura-secreta-do-webhook-e2e";

async function ownerOnPaymentsPage(page: Page) {
  await page.goto(`/_console/${SLUG}/login`);
  await page.getByLabel("E-mail").fill(`dono@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Pagamentos online" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pagamentos online" })).toBeVisible();
}

async function paste(page: Page, token: string) {
  await page.getByLabel("Access token").fill(token);
  await page.getByLabel("Public key (opcional)").fill(PUBLIC_KEY);
  await page.getByLabel("Assinatura secreta do webhook").fill(SECRET);
  await page.getByRole("button", { name: "Conectar Mercado Pago" }).click();
}

test("the owner connects the store's Mercado Pago account, and goes back to the demo sandbox", async ({ page }) => {
  await ownerOnPaymentsPage(page);
  await expect(page.getByText("Sandbox de demonstração (nenhum dinheiro de verdade)")).toBeVisible();
  await expect(page.getByLabel("URL de notificações (webhook)")).toHaveValue(
    new RegExp(`/_webhooks/mercadopago/${SLUG}$`),
  );
  try {
    await paste(page, `${TOKEN}-revoked`);
    const summary = page.locator("#payments-problems");
    await expect(summary).toContainText("Access token: O Mercado Pago recusou este access token.");
    await expect(summary).toBeFocused();
    await expect(page.getByLabel("Access token")).toHaveValue("");
    await expect(page.getByLabel("Public key (opcional)")).toHaveValue(PUBLIC_KEY);
    await expect(page.getByText("Por segurança, o access token e a assinatura secreta não voltam")).toBeVisible();
    await expect(page.getByText("Sandbox de demonstração (nenhum dinheiro de verdade)")).toBeVisible();
    await expectAccessibleInBothSchemes(page, "console payments, token refused");

    await paste(page, TOKEN);
    await expect(page.getByRole("status")).toHaveText(
      "Mercado Pago conectado. Os próximos pagamentos online vão para esta conta.",
    );
    await expect(page.getByText(/^Mercado Pago conectado desde /)).toBeVisible();
    await expect(page.getByText(PUBLIC_KEY, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Access token")).toHaveValue("");
    expect(await page.content()).not.toContain(TOKEN);
    await expectAccessibleInBothSchemes(page, "console payments, connected");
  } finally {
    // Back on the sandbox whatever happened above, so that the other specs order here as before.
    await page.goto(`/_console/${SLUG}/payments`);
    const sandbox = page.getByRole("button", { name: "Usar o sandbox de demonstração" });
    if (await sandbox.isVisible()) {
      await sandbox.click();
      await expect(page.getByRole("status")).toHaveText("A loja voltou ao sandbox de demonstração.");
    }
  }
  await expect(page.getByText("Sandbox de demonstração (nenhum dinheiro de verdade)")).toBeVisible();
});
