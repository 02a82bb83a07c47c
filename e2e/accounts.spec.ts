import { expect, type Page } from "@playwright/test";
import { SERVER_ANSWERS_AND_AXE, SERVER_ANSWERS_ONLY, test, walkedWithoutJsBy } from "./support/test";
import {
  accountLink,
  confirmEmailCode,
  demoCustomer,
  dismissClosedNotice,
  logIn,
  logOut,
  mailToken,
  registerNewClient,
  uniqueEmail,
} from "./support/account";
import { FAULTS_ORIGIN, setApiFault } from "./support/faults";
import { expectAccessible } from "./support/axe";

/*
 * Customer accounts in the storefront (decision 020): registration with the e-mail code, login by
 * password and by code, logout revoking the token, the return path, refusals, es, keyboard, 320 px
 * and axe. Every test runs with JavaScript on and off (the two projects).
 */

const SLUG = "bella-napoli";
const ana = demoCustomer(SLUG);
/**
 * Customers the tests refuse on purpose (a wrong password, a wrong code): their accounts count the
 * failures (docs/decisions/044), so Ana, whom other specs log in, never gets near the limit.
 */
const fernanda = demoCustomer("sabor-da-casa-porto-alegre");
const juliana = demoCustomer("sabor-da-casa-salvador");

/**
 * Wrong passwords count per account and IP, and per IP at a store (decision 044): tests that fail on purpose
 * come from an IP of their own, so the rest of the suite (same machine) can still log in. The
 * address is 24 random bits of 10.0.0.0/8: a draw from only 250 addresses gave two tests the same
 * IP about once in six runs, and the one after the lockout test was refused with a 429.
 */
async function fromOwnIp(page: Page) {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${a}.${b}.${c}` });
}

test("registers with the e-mail code, logs out, and a cookie copied before logout is refused after it", async ({
  page,
  context,
}) => {
  const email = await registerNewClient(page, SLUG, { name: "Beatriz Teste", password: "segredo123" });

  const copied = await context.cookies();
  await logOut(page, SLUG);
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(accountLink(page, "Beatriz")).toHaveCount(0);

  // The old cookie, put back, names a session the API revoked.
  await context.clearCookies();
  await context.addCookies(copied);
  await page.goto(`/${SLUG}/profile`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login\\?redirectTo=%2Fprofile$`));
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(page.getByText("Beatriz")).toHaveCount(0);

  // The password chosen at registration works.
  await logIn(page, SLUG, email, "segredo123");
  await expect(accountLink(page, "Beatriz")).toBeVisible();
});

test("logs in with the demo customer's password from the cart and comes back to it", async ({ page }) => {
  await page.goto(`/${SLUG}/cart`);
  await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login\\?redirectTo=%2Fcart$`));
  await page.getByRole("link", { name: "Entrar com e-mail e senha" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login/email\\?redirectTo=%2Fcart$`));
  await page.getByLabel("E-mail").fill(ana.email);
  await page.getByLabel("Senha", { exact: true }).fill(ana.password);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  await expect(page.getByText("Você entrou na sua conta.")).toBeVisible();
  await expect(accountLink(page, "Ana")).toBeVisible();
  await expect(accountLink(page, "Ana")).toHaveAttribute("href", `/${SLUG}/profile`);
});

test("says which part is wrong and keeps the e-mail, never the password", async ({ page }) => {
  await fromOwnIp(page);
  await page.goto(`/${fernanda.slug}/login/email`);
  await page.getByLabel("E-mail").fill(fernanda.email);
  await page.getByLabel("Senha", { exact: true }).fill("not-her-password");
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  const wrong = page.getByText("Senha inválida", { exact: true });
  await expect(wrong).toBeVisible();
  await expect(page.getByLabel("Senha", { exact: true })).toHaveAttribute(
    "aria-describedby",
    (await wrong.getAttribute("id"))!,
  );
  await expect(page.getByLabel("Senha", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue(fernanda.email);
  // The summary atop the form is where the customer lands; its link leads to the field to type again.
  const problems = page.locator("#email-password-problems");
  await expect(problems).toBeFocused();
  await problems.getByRole("link", { name: "Senha: Senha inválida" }).click();
  await expect(page.getByLabel("Senha", { exact: true })).toBeFocused();

  await page.getByLabel("E-mail").fill(uniqueEmail("nobody"));
  await page.getByLabel("Senha", { exact: true }).fill("whatever1");
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "E-mail ou senha inválidos" })).toBeFocused();

  // Bad input never reaches the API: the browser's own checks are off (noValidate), the server's answer.
  await page.getByLabel("E-mail").fill("ana@");
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail inválido", { exact: true })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("ana@");
});

test("after five wrong passwords the sixth try says how long to wait", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  await fromOwnIp(page);
  const email = uniqueEmail("locked");
  await page.goto(`/${SLUG}/login/email`);
  let retryAfter: string | undefined;
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill(`wrong-${attempt}`);
    // Each try waits for its own answer: the previous refusal's text is still on screen meanwhile.
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/login/email"),
    );
    await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
    retryAfter = (await answered).headers()["retry-after"];
    // The refusal is in once the password field is empty again (a new page, or the form's reset).
    await expect(page.getByLabel("Senha", { exact: true })).toHaveValue("");
    if (attempt < 6) await expect(page.getByText("E-mail ou senha inválidos")).toBeVisible();
  }
  // Five fast failures wait out the rest of a minute: the page says the seconds left, and
  // Retry-After says the same number.
  await expect(page.getByText(/^Muitas tentativas\. Tente de novo em \d{1,2} segundos?\.$/)).toBeVisible();
  expect(retryAfter).toMatch(/^\d{1,2}$/);
  await expect(page.getByText(`Muitas tentativas. Tente de novo em ${retryAfter} segundo`)).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
});

test("logs an existing customer in with a code sent by e-mail, after a wrong code", async ({ page }) => {
  await fromOwnIp(page);
  await page.goto(`/${juliana.slug}/login`);
  await page.getByRole("link", { name: "Receber um código por e-mail" }).click();
  await page.getByLabel("E-mail").fill(juliana.email);
  await page.getByRole("button", { name: "Enviar código" }).click();
  const code = page.getByLabel("Código de 6 dígitos");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expectAccessible(page, "code step");
  const token = await mailToken(page.request, juliana.email);
  await code.fill(token === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirmar código" }).click();
  await expect(page.locator("#auth-token-error")).toHaveText(/^Código inválido ou expirado/);
  await expect(page.locator("#otp-verify-problems")).toBeFocused();

  await page.getByLabel("Código de 6 dígitos").fill(token);
  await page.getByRole("button", { name: "Confirmar código" }).click();
  await expect(page).toHaveURL(new RegExp(`/${juliana.slug}$`));
  await dismissClosedNotice(page);
  await expect(accountLink(page, "Juliana")).toBeVisible();
});

test("a redirectTo to another site is ignored", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  await page.goto(`/${SLUG}/login/email?redirectTo=${encodeURIComponent("//evil.example/steal")}`);
  await page.getByLabel("E-mail").fill(ana.email);
  await page.getByLabel("Senha", { exact: true }).fill(ana.password);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://[^/]+/${SLUG}$`));

  // Logged in, the login pages send on to where the customer was going.
  await page.goto(`/${SLUG}/login/email?redirectTo=%2Fcart`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  await page.goto(`/${SLUG}/login/otp?redirectTo=${encodeURIComponent("//evil.example")}`);
  await expect(page).toHaveURL(new RegExp(`^http://[^/]+/${SLUG}$`));
});

test("a new e-mail goes to the registration form, which refuses bad input keeping it", async ({ page }) => {
  const email = uniqueEmail("form");
  await confirmEmailCode(page, SLUG, email);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login/new-user$`));
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, "registration form");
  await page.getByLabel("Nome").fill("A");
  await page.getByLabel("Celular").fill("123");
  await page.getByLabel("CPF (opcional)").fill("111.111.111-11");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Informe pelo menos 2 caracteres", { exact: true })).toBeVisible();
  await expect(page.getByText("Informe um telefone válido", { exact: true })).toBeVisible();
  await expect(page.getByText("Informe um CPF válido", { exact: true })).toBeVisible();
  const problems = page.locator("#new-user-problems");
  await expect(problems).toBeFocused();
  await expect(problems.getByRole("link")).toHaveText([
    "Nome: Informe pelo menos 2 caracteres",
    "Celular: Informe um telefone válido",
    "CPF (opcional): Informe um CPF válido",
  ]);
  await expect(page.getByLabel("Celular")).toHaveValue("123");
  await expectAccessible(page, "registration refused");

  // The demo customer's CPF is taken at this store.
  await page.getByLabel("Nome").fill("Carla Dias");
  await page.getByLabel("Celular").fill("(11) 91234-5678");
  await page.getByLabel("CPF (opcional)").fill(ana.cpf!);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Este CPF já está cadastrado nesta loja", { exact: true })).toBeVisible();
  // The answer is in place once its summary has the focus (with JavaScript, an effect after the
  // page's data settled): a click before that can land while the form still counts as busy.
  await expect(problems.getByRole("link")).toHaveText(["CPF (opcional): Este CPF já está cadastrado nesta loja"]);
  await expect(problems).toBeFocused();

  await page.getByLabel("CPF (opcional)").fill("");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await dismissClosedNotice(page);
  await expect(accountLink(page, "Carla")).toBeVisible();
});

test.describe("in Spanish, at the Mexican store", () => {
  test.use({ locale: "es-MX" });
  const taqueria = demoCustomer("taqueria-el-guero");

  test("logs in and out with the Spanish texts", async ({ javaScriptEnabled, page }) => {
    test.skip(!javaScriptEnabled, walkedWithoutJsBy("the logins by password and by code above"));
    await page.goto(`/${taqueria.slug}/login`);
    await expect(page.getByRole("heading", { level: 1, name: "Ingresar" })).toBeVisible();
    await expectAccessible(page, "login (es)");
    await page.getByRole("link", { name: "Ingresar con correo y contraseña" }).click();
    await page.getByLabel("Correo electrónico").fill(taqueria.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(taqueria.password);
    await page.getByRole("main").getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(new RegExp(`/${taqueria.slug}$`));
    await dismissClosedNotice(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta: Diego" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Salir" }).click();
    await expect(page.getByText("Cerraste tu sesión.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Ingresar" })).toBeVisible();
  });
});

test("the login form works by keyboard alone at 320 px", async ({ javaScriptEnabled, page }) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the logins by password and by code above"));
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/${SLUG}/login/email`);
  await expectAccessible(page, "login e-mail (320 px)");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const submit = page.getByRole("main").getByRole("button", { name: "Entrar" });
  const box = await submit.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await page.getByLabel("E-mail").focus();
  await page.keyboard.type(ana.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Senha", { exact: true })).toBeFocused();
  await page.keyboard.type(ana.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await dismissClosedNotice(page);
  await expect(accountLink(page, "Ana")).toBeVisible();
});

test("the ways in keep the return path, social ones too, and a store that enables no provider shows none", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, SERVER_ANSWERS_AND_AXE);
  await page.goto(`/${SLUG}/login?redirectTo=%2Fcart`);
  await expectAccessible(page, "login ways");
  await expect(page.getByRole("link", { name: "Entrar com e-mail e senha" })).toHaveAttribute(
    "href",
    `/${SLUG}/login/email?redirectTo=%2Fcart`,
  );
  await expect(page.getByRole("link", { name: "Receber um código por e-mail" })).toHaveAttribute(
    "href",
    `/${SLUG}/login/otp?redirectTo=%2Fcart`,
  );
  await expect(page.getByRole("link", { name: "Criar conta" })).toHaveAttribute(
    "href",
    `/${SLUG}/login/otp?redirectTo=%2Fcart`,
  );
  // The social logins come back to the same place (e2e/social-login.spec.ts walks them).
  const social = page.getByRole("region", { name: "Ou entre com" });
  await expect(social.getByRole("button")).toHaveText(["Entrar com Google", "Entrar com Facebook", "Entrar com Apple"]);
  await expect(social.locator("form").first()).toHaveAttribute(
    "action",
    `/${SLUG}/login/social/google?redirectTo=%2Fcart`,
  );
  // The login pages are no place to return to.
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toHaveAttribute(
    "href",
    `/${SLUG}/login`,
  );

  await page.goto(`/${fernanda.slug}/login`);
  await expect(page.getByRole("link", { name: "Entrar com e-mail e senha" })).toBeVisible();
  await expect(page.getByText("Ou entre com")).toHaveCount(0);
});

test("the dev mail page and a logout by GET change nothing for a visitor", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  const response = await request.get(`/_dev/mail?email=${encodeURIComponent(uniqueEmail())}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  await page.goto(`/${SLUG}/logout`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
});

test("a login link that is no longer valid says so and offers the other ways in", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  await page.goto(`/${SLUG}/login?auth_token=not-a-real-token&new_client=false`);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Este link de acesso não vale mais." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Entrar com e-mail e senha" })).toBeVisible();
});

test("a double tap on Entrar logs in once, and going back to the form and reloading is harmless", async ({ page }) => {
  await page.goto(`/${SLUG}/login/email?redirectTo=%2Fcart`);
  await page.getByLabel("E-mail").fill(ana.email);
  await page.getByLabel("Senha", { exact: true }).fill(ana.password);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  await expect(accountLink(page, "Ana")).toBeVisible();
  // Back to the login form: logged in, it sends on to the cart again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(accountLink(page, "Ana")).toBeVisible();
});

test.describe("with the API failing", () => {
  test.afterEach(async () => {
    await setApiFault("pass");
  });

  for (const mode of ["error", "down"] as const) {
    test(`a login while the API ${mode === "error" ? "answers a 500" : "is unreachable"} says so in the customer's language and keeps the e-mail`, async ({
      page,
    }) => {
      await page.goto(`${FAULTS_ORIGIN}/${SLUG}/login/email`);
      await page.getByLabel("E-mail").fill(ana.email);
      await page.getByLabel("Senha", { exact: true }).fill(ana.password);
      await setApiFault(mode);
      await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Não conseguimos falar com a loja agora." }),
      ).toBeVisible();
      await expect(page.getByLabel("E-mail")).toHaveValue(ana.email);
      await expect(page.locator("body")).not.toHaveText(/^\s*at \S|\b\w*Error:|UpstreamError/m);

      await setApiFault("pass");
      await page.getByLabel("Senha", { exact: true }).fill(ana.password);
      await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
      await expect(page).toHaveURL(`${FAULTS_ORIGIN}/${SLUG}`);
    });
  }
});

test.describe("in dark mode", () => {
  test.use({ colorScheme: "dark" });

  test("the login pages and a refusal pass axe, logged in and out of the store's bar", async ({ page }) => {
    await page.goto(`/${SLUG}/login`);
    await expectAccessible(page, "login ways (dark)");
    await page.goto(`/${SLUG}/login/email`);
    await page.getByLabel("E-mail").fill("ana@");
    await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("E-mail inválido", { exact: true })).toBeVisible();
    await expectAccessible(page, "login refused (dark)");
    await logIn(page, SLUG, ana.email, ana.password, "/cart");
    await expect(accountLink(page, "Ana")).toBeVisible();
    await expectAccessible(page, "cart logged in (dark)");
  });
});
