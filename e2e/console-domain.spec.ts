import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import { gotoStore } from "./demo";
import { expectAccessible } from "./support/axe";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";
import { test } from "./support/test";

/*
 * A store's owner adds its own domain (decision 109) on a copy of the pizzeria: the page shows it
 * pending with the records to create, the Cloudflare for SaaS stand-in marks it active (as
 * Cloudflare would once the records are in place), "Verificar agora" shows it active, and a
 * customer opens the store at that host; then the owner removes it and the host serves nothing.
 * `*.localhost` reaches the local storefront in Chromium (Node's requests name it in the Host
 * header). The host is never opened before it is active: another storefront would cache its 404.
 */

const adminKey = () => /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim() ?? "";

test("the owner adds the store's own domain, it is served once verified, and removed", async ({ page, request }) => {
  const copy = await copyMerchant(request);
  const host = `${copy.slug}.localhost`;
  await logInAsCopyOwner(page, copy, `/_console/${copy.slug}/settings`);
  await page.getByRole("link", { name: "Domínio próprio" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Domínio próprio" })).toBeVisible();
  await expectAccessible(page, "console domain, none yet");

  await page.getByRole("textbox", { name: "Domínio" }).fill(`https://${host.toUpperCase()}/`);
  await page.getByRole("textbox", { name: "Domínio" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText(
    "Domínio adicionado. Crie os registros abaixo no provedor do domínio.",
  );
  await expect(page.getByRole("heading", { level: 2, name: host })).toBeVisible();
  await expect(page.getByText(/^Aguardando verificação/)).toBeVisible();
  const records = page.getByRole("table", { name: `Registros de DNS de ${host}` });
  await expect(records.getByRole("row").nth(1)).toHaveText(`CNAME${host}domains.comanda.localhost`);
  await expect(records.getByRole("row").nth(2)).toHaveText(
    new RegExp(`^TXT_cf-custom-hostname\\.${host}[0-9a-f]{32}$`),
  );
  await expectAccessible(page, "console domain, pending");

  const settled = await request.post(`/_admin/custom_hostnames/${host}/activate`, {
    headers: { Authorization: `Bearer ${adminKey()}` },
  });
  expect(settled.status(), await settled.text()).toBe(200);
  await page.getByRole("button", { name: "Verificar agora" }).click();
  await expect(page.getByRole("status")).toHaveText("Verificação feita agora.");
  await expect(page.getByText(`Ativo: a loja já abre em ${host}.`)).toBeVisible();
  await expect(records).toBeHidden();
  await expectAccessible(page, "console domain, active");

  const customer = await page.context().browser()!.newPage();
  try {
    const response = await gotoStore(customer, `http://${host}:${E2E_PORT}/`);
    expect(response?.status()).toBe(200);
    await expect(customer.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(customer.getByRole("search")).toHaveAttribute("action", "/");
  } finally {
    await customer.close();
  }

  await page.getByRole("button", { name: `Remover o domínio ${host}` }).click();
  await expect(page.getByRole("status")).toHaveText("Domínio removido. A loja continua no endereço da plataforma.");
  await expect(page.getByRole("textbox", { name: "Domínio" })).toHaveValue("");
  // This storefront forgot the host it had cached: the domain serves nothing at once.
  const gone = await page.request.get(`http://127.0.0.1:${E2E_PORT}/`, { headers: { Host: `${host}:${E2E_PORT}` } });
  expect(gone.status()).toBe(404);
});
