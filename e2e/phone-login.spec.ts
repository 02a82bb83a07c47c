import { expect } from "@playwright/test";
import { test } from "./support/test";
import { accountLink, dismissClosedNotice, logOut, phoneToken } from "./support/account";
import { expectAccessible } from "./support/axe";
import { checkoutSection, fillCart, finishButton, goToCheckout, orderIdOf } from "./support/checkout";

/*
 * A guest who makes an account at checkout with a code sent to their phone (read from the local
 * outbox, as the e-mail codes are) and orders as that client, with JavaScript on and off: the cart
 * and everything typed on the form survive each step. Then the same phone logs in from the login
 * page. The code's refusals, the limits and the e-mail way are checked below the browser
 * (registration.server.test.ts, api/test/phone-codes.test.ts).
 */

const SLUG = "bella-napoli";

/** A Brazilian mobile no other run has used: the e2e database persists between runs. */
function newPhone() {
  const rest = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { typed: `(11) 9${rest.slice(0, 4)}-${rest.slice(4)}`, e164: `+55119${rest}` };
}

test("a new customer registers with a phone code at checkout and places the order as that client, nothing lost", async ({
  page,
}) => {
  const phone = newPhone();
  await page.goto(`/${SLUG}`);
  await dismissClosedNotice(page);
  await fillCart(page, SLUG);
  await goToCheckout(page, SLUG, "TAKEOUT");

  const contact = checkoutSection(page, "Seus dados");
  await contact.getByLabel("Nome").fill("Bia Fonseca");
  await contact.getByLabel("Telefone").fill(phone.typed);
  await page.getByRole("radio", { name: "Dinheiro" }).check();
  await page.getByLabel("Não preciso de troco").check();
  await page.getByLabel(/^Observações do pedido/).fill("Sem cebola, por favor");

  const registration = page.getByRole("region", { name: "Criar conta agora" });
  await registration.getByRole("button", { name: "Receber código por SMS" }).click();
  await expect(registration.getByRole("status")).toHaveText(`Enviamos um código por SMS para ${phone.typed}.`);
  const code = await phoneToken(page.request, phone.e164);

  // A wrong code is said on its field; what was typed stays.
  const wrong = code === "000000" ? "111111" : "000000";
  await registration.getByLabel("Código de 6 dígitos").fill(wrong);
  await registration.getByRole("button", { name: "Confirmar e criar conta" }).click();
  await expect(registration.getByRole("alert")).toHaveText(
    "Código inválido ou expirado. Confira a mensagem ou peça outro código.",
  );
  await expect(registration.getByLabel("Código de 6 dígitos")).toHaveAttribute("aria-invalid", "true");
  // The focus is back on the code's field, with JavaScript as on the page loaded without it.
  await expect(registration.getByLabel("Código de 6 dígitos")).toBeFocused();
  await expect(page.getByLabel(/^Observações do pedido/)).toHaveValue("Sem cebola, por favor");
  await expectAccessible(page, "checkout (quick registration, wrong code)");

  await registration.getByLabel("Código de 6 dígitos").fill(code);
  await registration.getByRole("button", { name: "Confirmar e criar conta" }).click();
  await expect(accountLink(page, "Bia")).toBeVisible();
  await expect(page.getByText("Conta criada. Boas-vindas!")).toBeVisible();
  await expect(page.getByRole("region", { name: "Criar conta agora" })).toHaveCount(0);
  await expect(contact.getByLabel("Nome")).toHaveValue("Bia Fonseca");
  await expect(contact.getByLabel("Telefone")).toHaveValue(phone.typed);
  await expect(page.getByLabel(/^Observações do pedido/)).toHaveValue("Sem cebola, por favor");
  await expect(page.getByRole("radio", { name: "Dinheiro" })).toBeChecked();

  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+\\?sent=1$`));
  const orderId = orderIdOf(page.url());
  // The order is the new client's: it is in their list of orders.
  await page.goto(`/${SLUG}/orders`);
  await expect(page.getByRole("main").locator(`a[href$="/orders/${orderId}"]`).first()).toBeVisible();

  // The phone is a client's now: the login page's phone way logs them in with a code, no name asked.
  await logOut(page, SLUG);
  await page.goto(`/${SLUG}/login`);
  await page.getByRole("link", { name: "Receber um código por SMS" }).click();
  await page.getByLabel("Celular").fill(phone.typed);
  await page.getByRole("button", { name: "Enviar código por SMS" }).click();
  const codeField = page.getByLabel("Código de 6 dígitos");
  await expect(codeField).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveCount(0);
  await expectAccessible(page, "login by phone (code step)");
  await codeField.fill(await phoneToken(page.request, phone.e164, { after: code }));
  await page.getByRole("button", { name: "Confirmar código" }).click();
  await dismissClosedNotice(page);
  await expect(accountLink(page, "Bia")).toBeVisible();
});
