import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "./support/test";
import { decodePixCode } from "../contract";
import { payPix } from "./support/admin";
import { placeOrderByPosts } from "./support/checkout";
import { expectAccessibleInBothSchemes } from "./support/axe";

/*
 * A store paid into its own Mercado Pago account (decision 084; locally the API's stand-in): the
 * PIX on the order page is the one Mercado Pago made, of the total shown, and the order is paid when
 * the provider's signed notification arrives. JavaScript on and off (the two projects).
 */

const SLUG = "acai-da-vila-pinheiros";

test.describe.configure({ timeout: 120_000 });

test("a PIX made at the store's Mercado Pago account is paid by the provider's notification", async ({ page }) => {
  const { orderId } = await placeOrderByPosts(page, SLUG, { payment: "PIX", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  await expect(page.getByRole("heading", { level: 2, name: "Aguardando pagamento", exact: true })).toBeVisible();

  // The code is the provider's (the stand-in's key, not the store's own as at a sandbox store), a valid
  // BR Code of exactly the total on the page.
  const code = await page.getByLabel("PIX copia e cola").inputValue();
  const decoded = decodePixCode(code);
  expect(decoded?.key, code).toBe("sandbox@mercadopago.invalid");
  const totalText = (await page.locator(".c-summary__total").last().textContent()) ?? "";
  expect(Number(totalText.replace(/\D/g, ""))).toBe(decoded?.amount);
  await expect(page.getByRole("img", { name: /^QR code do PIX de R\$/ })).toBeVisible();
  await expect(page.getByText(/^Pague até \d\d:\d\d/)).toBeVisible();

  // The payer's bank pays it: the stand-in approves the payment and sends the signed notification,
  // which the storefront's /_webhooks/mercadopago/{slug} passes to the API.
  await payPix(page.request, orderId);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Aguardando confirmação", exact: true })).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Pagamento aprovado");
  await expect(page.getByLabel("PIX copia e cola")).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, "Mercado Pago PIX paid");

  // The same notification again moves nothing: paying twice is refused, the order stays as it is.
  const again = await page.request.post(`/_admin/orders/${orderId}/pix/pay`, {
    headers: { Authorization: `Bearer ${adminKey()}` },
  });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Aguardando confirmação", exact: true })).toBeVisible();
});

/** The admin key the e2e servers read (api/.dev.vars, scripts/lib.mjs ensureDevVars). */
const adminKey = () => /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim() ?? "";
