import { expect, type Page } from "@playwright/test";
import { SERVER_ANSWERS_AND_AXE, SERVER_ANSWERS_ONLY, test, walkedWithoutJsBy } from "./support/test";
import { demoCustomer, logInByPosts, mailToken, registerNewClientByPosts, uniqueEmail } from "./support/account";
import { FAULTS_ORIGIN, setApiFault } from "./support/faults";
import { hydrated } from "./support/hydration";
import { expectAccessibleInBothSchemes } from "./support/axe";

/*
 * The customer's account pages: profile, addresses, saved cards. Every test runs with
 * JavaScript on and off (the two projects). Tests that change data register a customer of their
 * own; the demo customer is only read. Texts are pt-BR unless the store speaks Spanish.
 */

const SLUG = "bella-napoli";

// Registering a customer takes a few pages of its own before the test starts.
test.describe.configure({ timeout: 90_000 });

const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/**
 * Sends the address form with `button`. With JavaScript the answer redraws the form, so the test
 * waits for it before typing on, as a customer sees the page busy (the CEP lookups, which send only
 * the CEP and fill the form in place, are not that).
 */
async function sendAddressForm(page: Page, button: string) {
  const click = page.getByRole("button", { name: button }).click();
  if (!test.info().project.use.javaScriptEnabled) return click;
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && (response.request().postData() ?? "").includes("street="),
  );
  await Promise.all([answered, click]);
  await expect(page.getByRole("main")).not.toHaveAttribute("aria-busy", "true");
}

test("a visitor is sent to login and comes back to the profile after it", async ({ javaScriptEnabled, page }) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("accounts.spec's logins"));
  const customer = demoCustomer(SLUG);
  await page.goto(`/${SLUG}/profile`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login\\?redirectTo=%2Fprofile$`));
  await page.getByRole("link", { name: /e-mail e senha/i }).click();
  await page.getByLabel("E-mail").fill(customer.email);
  await page.getByLabel("Senha", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/profile$`));
  await expect(page.getByRole("heading", { level: 1, name: "Meu perfil" })).toBeVisible();
  await expect(page.getByText(`E-mail atual: ${customer.email}`)).toBeVisible();
  await expectAccessibleInBothSchemes(page, "profile");
});

test("name, phone and birthdate: refused input keeps what was typed; the new name is in the header; the birthdate is set once", async ({
  page,
}) => {
  await registerNewClientByPosts(page, SLUG, { name: "Ana Souza" });
  await page.goto(`/${SLUG}/profile`);

  // A one-letter name is refused on its field, as typed.
  const name = page.getByLabel("Nome");
  await name.fill("A");
  await name.press("Enter");
  await expect(page.getByText("Informe pelo menos 2 caracteres", { exact: true })).toBeVisible();
  // Atop the page, where its answer opens without JavaScript: a summary, focused, linking to the field.
  const problems = page.locator("#profile-problems");
  await expect(problems).toBeFocused();
  await expect(problems).toBeInViewport();
  await expect(problems.getByRole("link")).toHaveText(["Nome: Informe pelo menos 2 caracteres"]);
  await expect(page.getByLabel("Nome")).toHaveValue("A");
  await expect(page.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Nome").fill("Beatriz Lima");
  await page.getByLabel("Nome").press("Enter");
  await expect(notice(page, "Nome atualizado")).toBeVisible();
  // With JavaScript the form is drawn again: focus goes back to its button, not to the page.
  if (test.info().project.use.javaScriptEnabled)
    await expect(page.getByRole("button", { name: "Salvar", exact: true }).first()).toBeFocused();
  await expect(page.getByRole("banner").getByRole("link", { name: "Beatriz" })).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue("Beatriz Lima");

  await page.getByLabel("Celular").fill("(11) 1234");
  await page.getByLabel("Celular").press("Enter");
  await expect(page.getByText("Informe um telefone válido", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Celular")).toHaveValue("(11) 1234");
  await page.getByLabel("Celular").fill("11 91234-5678");
  await page.getByLabel("Celular").press("Enter");
  await expect(notice(page, "Celular atualizado")).toBeVisible();
  await expect(page.getByLabel("Celular")).toHaveValue("(11) 91234-5678");

  await page.getByLabel("Data de nascimento").fill("31/02/1990");
  await page.getByLabel("Data de nascimento").press("Enter");
  await expect(page.getByText("Informe uma data de nascimento válida", { exact: true })).toBeVisible();
  await page.getByLabel("Data de nascimento").fill("07/04/1990");
  await page.getByLabel("Data de nascimento").press("Enter");
  await expect(notice(page, "Data de nascimento salva")).toBeVisible();
  await expect(page.getByText("07/04/1990")).toBeVisible();
  await expect(page.getByText("já foi alterada uma vez")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Data de nascimento" })).toHaveCount(0);

  await page.getByLabel("Receber novidades por WhatsApp").check();
  await page.getByRole("button", { name: "Salvar preferências" }).click();
  await expect(notice(page, "Preferências de notificação salvas")).toBeVisible();
  await expect(page.getByLabel("Receber novidades por WhatsApp")).toBeChecked();
  await expectAccessibleInBothSchemes(page, "profile, preferences saved");
});

test("e-mail change: a code mailed to the new address, a wrong code refused, the right one changes it", async ({
  page,
}) => {
  await registerNewClientByPosts(page, SLUG);
  await page.goto(`/${SLUG}/profile`);
  const newEmail = uniqueEmail("novo");
  await page.getByLabel("Novo e-mail").fill("sem-arroba");
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText("E-mail inválido", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Novo e-mail")).toHaveValue("sem-arroba");

  await page.getByLabel("Novo e-mail").fill(newEmail);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText(`Enviamos um código de 6 dígitos para ${newEmail}`)).toBeVisible();
  const token = await mailToken(page.request, newEmail);
  const wrong = token === "000000" ? "111111" : "000000";
  await page.getByLabel("Código de 6 dígitos").fill(wrong);
  await page.getByRole("button", { name: "Confirmar novo e-mail" }).click();
  await expect(page.locator("#profile-token-error")).toContainText("Código inválido ou expirado");
  await page.getByLabel("Código de 6 dígitos").fill(token);
  await page.getByRole("button", { name: "Confirmar novo e-mail" }).click();
  await expect(notice(page, "E-mail atualizado")).toBeVisible();
  await expect(page.getByText(`E-mail atual: ${newEmail}`)).toBeVisible();
});

test("addresses: add with the CEP lookup, edit, delete; an unknown CEP says so; another customer's address is a 404", async ({
  page,
  browser,
}) => {
  await registerNewClientByPosts(page, SLUG);
  await page.goto(`/${SLUG}/profile`);
  await page.getByRole("link", { name: "Meus endereços" }).click();
  await expect(page.getByText("Você ainda não tem endereços salvos.")).toBeVisible();
  await page.getByRole("link", { name: "Novo endereço" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo endereço" })).toBeVisible();
  await expectAccessibleInBothSchemes(page, "new address form");

  // Sent empty: a summary of the problems comes first, focused and in view, its links lead to the fields.
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  const problems = page.locator("#address-form-problems");
  await expect(problems.getByRole("heading", { name: /^Corrija \d+ campos para continuar$/ })).toBeVisible();
  await expect(problems).toBeFocused();
  await expect(problems).toBeInViewport();
  await problems.getByRole("link", { name: /^Rua:/ }).click();
  await expect(page.getByLabel("Rua")).toBeInViewport();
  if (test.info().project.use.javaScriptEnabled) await expect(page.getByLabel("Rua")).toBeFocused();
  // Enter in the CEP looks it up; it does not save the address.
  await page.getByLabel("CEP").fill("01310-100");
  await page.getByLabel("CEP").press("Enter");
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await expect(page.getByRole("heading", { level: 1, name: "Novo endereço" })).toBeVisible();
  await page.getByLabel("Rua").fill("");

  // Unknown CEP: said on the field; the address can still be typed by hand.
  await page.getByLabel("Número").fill("42");
  await page.getByLabel("CEP").fill("99999-999");
  await page.getByRole("button", { name: "Buscar CEP" }).click();
  await expect(page.locator("#address-form-zip_code-error")).toContainText("CEP não encontrado");
  await expect(page.getByLabel("Número")).toHaveValue("42");

  await page.getByLabel("CEP").fill("01310-100");
  await page.getByRole("button", { name: "Buscar CEP" }).click();
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("Número")).toHaveValue("42");
  await page.getByLabel("Trabalho").check();
  await page.getByLabel("Complemento (opcional)").fill("Sala 12");
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(notice(page, "Endereço adicionado")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Trabalho" })).toBeVisible();
  await expect(page.getByText("Avenida Paulista, 42 · Sala 12 · Bela Vista")).toBeVisible();
  await expectAccessibleInBothSchemes(page, "addresses, one added");

  // Edit: a city that is not the CEP's asks to confirm first.
  await page.getByRole("link", { name: /^Editar Trabalho/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar endereço" })).toBeVisible();
  const editUrl = page.url();
  await page.getByLabel("Número").fill("1000");
  await page.getByLabel("Cidade").fill("Curitiba");
  await sendAddressForm(page, "Salvar endereço");
  await expect(
    page.getByText("O CEP informado é de São Paulo (SP), mas a cidade é Curitiba (SP). Salvar assim mesmo?"),
  ).toBeVisible();
  await expect(page.getByLabel("Número")).toHaveValue("1000");
  await page.getByLabel("Cidade").fill("São Paulo");
  await page.getByRole("button", { name: "Salvar assim mesmo" }).click();
  await expect(notice(page, "Endereço atualizado")).toBeVisible();
  await expect(page.getByText("Avenida Paulista, 1000 · Sala 12 · Bela Vista")).toBeVisible();

  // Another customer opening this address's URL finds no page, and none of its data.
  const other = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const otherPage = await other.newPage();
  const customer = demoCustomer(SLUG);
  await logInByPosts(otherPage, SLUG, customer.email, customer.password);
  const response = await otherPage.goto(editUrl);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByText("Avenida Paulista, 1000")).toHaveCount(0);
  await expect(otherPage.getByLabel("Número")).toHaveCount(0);
  await other.close();

  // Delete, after a confirmation.
  await page.getByRole("link", { name: /^Excluir Trabalho/ }).click();
  await expect(page.getByText("Excluir este endereço?")).toBeVisible();
  await page.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(notice(page, "Endereço excluído")).toBeVisible();
  await expect(page.getByText("Você ainda não tem endereços salvos.")).toBeVisible();
});

test("cards: add one through the provider's page, a brand the store does not take refused, delete it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, SERVER_ANSWERS_AND_AXE);
  await registerNewClientByPosts(page, SLUG);
  await page.goto(`/${SLUG}/profile/cards`);
  await expect(page.getByText("Você ainda não tem cartões salvos.")).toBeVisible();
  await expectAccessibleInBothSchemes(page, "cards, none yet");
  await page.getByRole("button", { name: "Adicionar cartão" }).click();
  await expect(page).toHaveURL(/\/_provider\/cards\?/);
  // Our pages never have a card number field: only the provider's page does.
  const fill = async (number: string) => {
    await page.getByLabel("Número do cartão").fill(number);
    await page.getByLabel("Nome impresso no cartão").fill("Cliente Teste");
    await page.getByLabel("Validade").fill("08/2030");
    await page.getByLabel("Código de segurança (CVV)").fill("123");
    await page.getByLabel("CPF ou documento do titular").fill("529.982.247-25");
    await page.getByRole("button", { name: "Salvar cartão" }).click();
  };
  await fill("378282246310005");
  await expect(page.getByText("Esta loja não aceita a bandeira deste cartão").first()).toBeVisible();
  await fill("4111111111111111");

  await expect(page).toHaveURL(new RegExp(`/${SLUG}/profile/cards/return\\?card_token=`));
  await expect(page.getByRole("heading", { level: 1, name: "Salvar cartão" })).toBeVisible();
  // The provider's return names the card (brand and last four), never its number.
  await expect(page.getByText("Salvar o cartão Visa •••• 1111 na sua conta?")).toBeVisible();
  expect(page.url()).not.toContain("4111111111111111");
  await expectAccessibleInBothSchemes(page, "save the card");
  await page.getByLabel("Apelido do cartão (opcional)").fill("Pessoal");
  await page.getByRole("button", { name: "Salvar cartão" }).click();
  await expect(notice(page, "Cartão salvo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Visa •••• 1111" })).toBeVisible();
  await expect(page.getByText("Validade 08/2030 · Pessoal")).toBeVisible();
  await expect(page.getByLabel("Número do cartão")).toHaveCount(0);

  // The provider's token is single use: going back and saving again is refused with a way on.
  await page.goBack();
  if (!page.url().includes("/profile/cards/return")) await page.goBack();
  await expect(page).toHaveURL(/\/profile\/cards\/return/);
  await page.getByRole("button", { name: "Salvar cartão" }).click();
  await expect(page.getByText("o cadastro expirou ou já foi usado")).toBeVisible();

  await page.goto(`/${SLUG}/profile/cards`);
  await page.getByRole("link", { name: "Excluir Visa •••• 1111" }).click();
  await page.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(notice(page, "Cartão excluído")).toBeVisible();
  await expect(page.getByText("Você ainda não tem cartões salvos.")).toBeVisible();
});

test("the demo customer's saved card and addresses are listed; VR and others by name", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  const customer = demoCustomer(SLUG);
  await logInByPosts(page, SLUG, customer.email, customer.password, "/profile/cards");
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/profile/cards$`));
  await expect(page.getByRole("heading", { level: 2, name: "Visa •••• 1111" })).toBeVisible();
  await expect(page.getByText("Usado por último")).toBeVisible();
  await page.goto(`/${SLUG}/profile/addresses`);
  await expect(page.getByRole("heading", { level: 2, name: "Casa" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Trabalho" })).toBeVisible();
});

test("a Mexican store's address form asks for its 5-digit postal code, in Spanish", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the address form above"));
  const slug = "taqueria-el-guero";
  const customer = demoCustomer(slug);
  // The store speaks Spanish, its login too (support/account's logIn reads the pt-BR labels).
  await page.goto(`/${slug}/login/email?${new URLSearchParams({ redirectTo: "/profile/addresses/new" })}`);
  await page.getByLabel("Correo electrónico").fill(customer.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(customer.password);
  await page.getByRole("main").getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nueva dirección" })).toBeVisible();
  await page.getByLabel("Código postal").fill("0614");
  await page.getByRole("button", { name: "Buscar código postal" }).click();
  await expect(page.locator("#address-form-zip_code-error")).toHaveText(/código postal válido/i);
  await page.getByLabel("Código postal").fill("06140");
  await page.getByRole("button", { name: "Buscar código postal" }).click();
  await expect(page.getByLabel("Ciudad")).not.toHaveValue("");
  await expect(page.getByLabel("Código postal")).toHaveValue("06140");
  await expectAccessibleInBothSchemes(page, "address form, Mexico");
});

test("320 px wide and keyboard only: the profile and the address form fit and are reachable", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("the profile and address forms above"));
  await page.setViewportSize({ width: 320, height: 640 });
  const customer = demoCustomer(SLUG);
  await logInByPosts(page, SLUG, customer.email, customer.password, "/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Meu perfil" })).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`/${SLUG}/profile/addresses/new`);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // From the page's start, Tab reaches the CEP field and its lookup button.
  await page.locator("body").focus();
  let reached = false;
  for (let step = 0; step < 40 && !reached; step += 1) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(() => document.activeElement?.getAttribute("name") === "zip_code");
  }
  expect(reached).toBe(true);
  await page.keyboard.type("01310100");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveText("Buscar CEP");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
});

test("delete account: refused without a reason and confirmation, then logged out on the store's home with a notice", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, SERVER_ANSWERS_ONLY);
  const email = await registerNewClientByPosts(page, SLUG, { name: "Carla Dias" });
  await page.goto(`/${SLUG}/profile`);
  await page.getByLabel("Conte mais").fill("Mudei de cidade");
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page.getByText("Escolha um motivo", { exact: true }).last()).toBeVisible();
  await expect(page.getByText("Marque a confirmação para excluir a conta")).toBeVisible();
  await expect(page.getByLabel("Conte mais")).toHaveValue("Mudei de cidade");
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/profile$`));

  await page.getByLabel("Por que você quer excluir a conta?").selectOption({ label: "Outro motivo" });
  await page.getByLabel("Entendo que minha conta será excluída definitivamente").check();
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  await expect(page.getByText("Sua conta foi excluída. Você saiu da conta.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Carla" })).toHaveCount(0);

  // The profile asks for a login again, and the old e-mail and password no longer get in.
  await page.goto(`/${SLUG}/profile`);
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/login`));
  expect(email).toContain("@");
});

test("with JavaScript, a complete CEP fills the address by itself and the focus stays in the field", async ({
  page,
}) => {
  test.skip(
    !test.info().project.use.javaScriptEnabled,
    "without JavaScript the lookup is the Buscar CEP button (tested above)",
  );
  const customer = demoCustomer(SLUG);
  await logInByPosts(page, SLUG, customer.email, customer.password, "/profile/addresses/new");
  await expect(page.getByRole("heading", { level: 1, name: "Novo endereço" })).toBeVisible();
  // A code typed before the scripts run is looked up once they do (AddressForm's unit test); this
  // one is typed into the running page, digit by digit.
  await hydrated(page.getByLabel("CEP"));
  await page.getByLabel("CEP").pressSequentially("04101300");
  await expect(page.getByLabel("Rua")).toHaveValue("Rua Domingos de Morais");
  await expect(page.getByLabel("Bairro")).toHaveValue("Vila Mariana");
  await expect(page.getByLabel("CEP")).toBeFocused();
});

test("saving an address while the API is down says so and keeps what was typed; it saves once the API is back", async ({
  page,
}) => {
  // The second storefront reaches the API through the fault proxy (e2e/support/faults.ts).
  const customer = demoCustomer(SLUG);
  await page.goto(
    `${FAULTS_ORIGIN}/${SLUG}/login/email?${new URLSearchParams({ redirectTo: "/profile/addresses/new" })}`,
  );
  await page.getByLabel("E-mail").fill(customer.email);
  await page.getByLabel("Senha", { exact: true }).fill(customer.password);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo endereço" })).toBeVisible();
  await page.getByLabel("Outro").check();
  if (test.info().project.use.javaScriptEnabled) {
    // With JavaScript the CEP is looked up as it is typed: wait for that answer before typing the
    // rest, or it lands in the middle of a fill (a city read "São PauloSão Paulo" once in CI).
    await hydrated(page.getByLabel("CEP"));
    await page.getByLabel("CEP").fill("04101-300");
    await expect(page.getByLabel("Rua")).toHaveValue("Rua Domingos de Morais");
  } else {
    await page.getByLabel("CEP").fill("04101-300");
  }
  await page.getByLabel("Rua").fill("Rua Domingos de Morais");
  await page.getByLabel("Número").fill("77");
  await page.getByLabel("Bairro").fill("Vila Mariana");
  await page.getByLabel("Cidade").fill("São Paulo");
  await page.getByLabel("Estado").fill("SP");
  try {
    await setApiFault("down");
    await page.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Não conseguimos falar com a loja agora" })).toBeVisible();
    await expect(page.getByLabel("Número")).toHaveValue("77");
    await expect(page.getByLabel("Outro")).toBeChecked();
    await expect(page.getByText(/UpstreamError|\bat \S+:\d+/)).toHaveCount(0);
  } finally {
    await setApiFault("pass");
  }
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(notice(page, "Endereço adicionado")).toBeVisible();
  // Leave the demo customer as it was.
  await page.getByRole("link", { name: /^Excluir Outro/ }).click();
  await page.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(notice(page, "Endereço excluído")).toBeVisible();
});
