import { expect, type Page } from "@playwright/test";
import { SERVER_ANSWERS_AND_AXE, test, walkedWithoutJsBy } from "./support/test";
import { accountLink, demoCustomer, logOut } from "./support/account";
import { expectAccessibleInBothSchemes } from "./support/axe";

/*
 * Social login through the sandbox identity provider the API serves at /_provider/oidc/… (decision
 * 062): the storefront's real code flow (PKCE, state, nonce, the token exchange) and the API's real
 * verification, with the sandbox's test users standing in for Google, Apple and Facebook accounts.
 * Tampered, foreign and expired tokens are refused in the API's own tests (api/test/social-login), and
 * by the storefront before it asks the API (app/lib/accounts/social-login.flow.test.ts), a layer below.
 */

const SLUG = "bella-napoli";
const ana = demoCustomer(SLUG);

/** From the store's login page to the sandbox's page of `provider`, then the test user whose button matches `user`. */
async function logInWith(page: Page, button: string, user: RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    button.replace(/^(Entrar com|Ingresar con) /, ""),
  );
  await page.getByRole("button", { name: user }).click();
}

test("a new customer logs in with Google and comes back to the cart, logged in with the e-mail Google vouched for", async ({
  page,
}) => {
  await page.goto(`/${SLUG}/cart`);
  await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login\\?redirectTo=%2Fcart$`));
  await logInWith(page, "Entrar com Google", /^Maria Oliveira/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  await expect(accountLink(page, "Maria")).toBeVisible();

  await page.goto(`/${SLUG}/profile`);
  await expect(page.getByText("maria.oliveira@sandbox-idp.test")).toBeVisible();
});

test("the store's customer is found by a verified e-mail, and an unverified one never opens that account", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the Google and Apple logins of this file"));
  await page.goto(`/${SLUG}/login`);
  await logInWith(page, "Entrar com Google", /não verificado/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login$`));
  await expect(page.getByRole("alert")).toHaveText(/já tem conta nesta loja, mas o Google não confirma que ele é seu/);
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();

  await logInWith(page, "Entrar com Google", /verificado: entra na conta/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await expect(accountLink(page, ana.name.split(" ")[0]!)).toBeVisible();
  await page.goto(`/${SLUG}/profile`);
  await expect(page.getByText(ana.email)).toBeVisible();
});

test("a provider's answer works once: the same callback again, after logging out, logs nobody in", async ({ page }) => {
  await page.goto(`/${SLUG}/login`);
  const callback = page.waitForRequest((request) => request.url().includes(`/${SLUG}/login/social/google/callback?`));
  await logInWith(page, "Entrar com Google", /^Maria Oliveira/);
  const callbackUrl = (await callback).url();
  await expect(accountLink(page, "Maria")).toBeVisible();
  await logOut(page, SLUG);
  // Already on the store's home: the logout is done once the bar says so.
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();

  await page.goto(callbackUrl);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login$`));
  await expect(page.getByRole("alert")).toHaveText("Esta entrada não vale mais. Tente de novo.");
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
});

test("a customer who cancels, or gives Facebook no e-mail, is told so on the login page", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, SERVER_ANSWERS_AND_AXE);
  await page.goto(`/${SLUG}/login?redirectTo=%2Fcart`);
  await page.getByRole("button", { name: "Entrar com Facebook" }).click();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login\\?redirectTo=%2Fcart$`));
  await expect(page.getByRole("alert")).toHaveText(
    "A entrada com Facebook foi cancelada. Tente de novo ou entre de outra forma.",
  );

  await logInWith(page, "Entrar com Facebook", /^João Santos/);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login\\?redirectTo=%2Fcart$`));
  await expect(page.getByRole("alert")).toHaveText(/O Facebook não nos passou seu e-mail/);
  await expectAccessibleInBothSchemes(page, "login page with a social login refusal");
});

test("con Apple en español: la dirección oculta se guarda tal cual y el nombre llega una vez", async ({ page }) => {
  const slug = "taqueria-el-guero";
  await page.goto(`/${slug}/login`);
  await expect(page.getByRole("button", { name: "Ingresar con Facebook" })).toHaveCount(0);
  await page.getByRole("button", { name: "Ingresar con Apple" }).click();
  // The provider's page speaks the store's language (ui_locales), whatever the browser's.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión con Apple");
  await page.getByRole("button", { name: /^Rafael Costa/ }).click();
  // Apple answers with a form posted back to the store (form_post): the sandbox's page has a button for it.
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(accountLink(page, "Rafael")).toBeVisible();
  await page.goto(`/${slug}/profile`);
  await expect(page.getByText("k7q2m9xv4t@privaterelay.appleid.com")).toBeVisible();
});
