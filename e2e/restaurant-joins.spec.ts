import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { formatMoney } from "../contract/formats/money";
import { uniqueEmail } from "./support/account";
import { fillCheckout, finishButton, goToCheckout, orderIdOf } from "./support/checkout";
import { test } from "./support/test";

/*
 * A new restaurant, from its invitation to its first order, in one evening, with nobody touching the
 * repository: the platform creates the store, its owner sets a password from
 * the mailed invitation, sets the week's hours, delivery and takeout, cash, a brand colour and a logo,
 * imports a menu from a spreadsheet, and the checklist is done; a customer in another browser finds
 * the store open in that colour with the imported dishes and places a pickup order paid in cash.
 * Each step's own edges (refusals, focus, axe) are in its piece's spec: onboarding, console-settings-
 * hours, -delivery, -brand and console-menu-import; this one walks them in a row, once with
 * JavaScript and once without. Both projects share one database: each makes its own store. The e2e
 * API reads hours at E2E_OPERATION_CLOCK, a Wednesday at 20:00 in São Paulo.
 */

test.describe.configure({ timeout: 240_000 });

const adminKey = () => /^ADMIN_KEY=(.+)$/m.exec(readFileSync("api/.dev.vars", "utf8"))?.[1]?.trim() ?? "";

/** The path and query of the newest console link mailed to `email`, waiting a little for it. */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail?${new URLSearchParams({ email })}`);
        if (!response.ok()) return undefined;
        const body: unknown = await response.json();
        const mails = (Array.isArray(body) ? body : ((body as { data?: unknown }).data ?? [])) as { id?: number }[];
        const newest = [...mails].sort((a, b) => (b.id ?? 0) - (a.id ?? 0))[0];
        link = /https?:\/\/[^\s"\\]+(\/_console\/[^\s"\\]+)/.exec(JSON.stringify(newest ?? ""))?.[1];
        return link;
      },
      { message: `a link mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/\?token=/);
  return link!;
}

const rootVariable = (page: Page, name: string) =>
  page.locator("html").evaluate((html, variable) => getComputedStyle(html).getPropertyValue(variable).trim(), name);

/** The menu the owner imports: one category, two dishes without options (the columns a file must have, and a description). */
const ORDERED = { name: "X-Salada da casa", description: "Pão, hambúrguer, queijo e salada", price: 2890 };
const MENU = {
  category: "Lanches da casa",
  dishes: [ORDERED, { name: "Suco de laranja", description: "500 ml, feito na hora", price: 950 }],
};
const BRAND_COLOUR = "#b3261e";

test("a new restaurant goes from its invitation to its first order: hours, delivery, cash, brand and menu set in the console", async ({
  page,
  browser,
  baseURL,
}) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const slug = `e2e-estreia-${Date.now().toString(36)}${js ? "" : "-nojs"}`;
  const storeName = `Lanchonete ${slug}`;
  const owner = uniqueEmail("dono");
  const inConsole = (path: string) => `/_console/${slug}${path}`;

  // 1. The platform creates the store and mails its owner an invitation.
  await page.goto("/_platform");
  await page.getByLabel("Chave da plataforma").fill(adminKey());
  await page.getByRole("button", { name: "Entrar" }).click();
  const form = page.getByRole("region", { name: "Nova loja" });
  await form.getByLabel("Nome da loja").fill(storeName);
  await form.getByLabel("Endereço da loja").fill(slug);
  await form.getByLabel("Fuso horário").selectOption("America/Sao_Paulo");
  await form.getByLabel("Nome do dono").fill("Maria Souza");
  await form.getByLabel("E-mail do dono").fill(owner);
  await form.getByRole("button", { name: "Criar loja" }).click();
  await expect(page.getByRole("status")).toHaveText(`Loja ${storeName} criada. O convite foi enviado para ${owner}.`);

  // A customer who finds the store tonight, in a browser of their own: closed, nothing to order yet.
  const customerContext = await browser.newContext({ javaScriptEnabled: js, locale: "pt-BR", baseURL });
  const customer = await customerContext.newPage();
  try {
    await customer.goto(`/${slug}`);
    await expect(customer.getByText("Fechado no momento").first()).toBeVisible();

    // 2. The owner opens the invitation, chooses a password and lands on what the store still lacks.
    const invitation = await mailedLink(page.request, owner);
    expect(invitation).toContain(`/_console/${slug}/invitation?token=`);
    await page.goto(invitation);
    await page.getByLabel("Senha").fill("senha-da-estreia-1");
    await page.getByRole("button", { name: "Salvar senha e entrar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Antes de abrir a loja" })).toBeVisible();
    await expect(page.getByText("A fazer")).toHaveCount(5);

    // 3. Hours: open every day from 11:00 to 23:00 (the e2e clock is a Wednesday at 20:00).
    await page.getByRole("link", { name: "Configurar: Horários de funcionamento" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Horários e fechamentos" })).toBeVisible();
    const days = ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"];
    for (const day of days) {
      // A new store has no shift: "Mais um turno" draws the day's first row (a post without JavaScript).
      await page.getByRole("button", { name: `Mais um turno (${day})` }).click();
      await expect(page.getByLabel(`Abre (${day}, turno 1)`)).toBeVisible();
    }
    for (const day of days) {
      await page.getByLabel(`Abre (${day}, turno 1)`).fill("11:00");
      await page.getByLabel(`Fecha (${day}, turno 1)`).fill("23:00");
    }
    await page.getByRole("button", { name: "Salvar horários" }).first().click();
    await expect(page.getByText("Horários da semana salvos.")).toBeVisible();
    await expect(page.getByLabel("Fecha (Quarta-feira, turno 1)")).toHaveValue("23:00");

    // 4. Delivery by neighbourhood (Centro at R$ 7,00) and takeout, both on.
    await page.goto(inConsole("/settings/delivery"));
    await expect(page.getByRole("heading", { level: 1, name: "Entrega e modos de pedido" })).toBeVisible();
    await page.getByLabel("Entrega", { exact: true }).check();
    await page.getByLabel("Retirada na loja").check();
    await page.getByLabel("Por bairro").check();
    await page.getByLabel("Nome do bairro 1").fill("Centro");
    await page.getByLabel("Taxa do bairro 1").fill("7,00");
    await page.getByRole("button", { name: "Salvar entrega" }).click();
    await expect(page.getByText("Entrega salva. Os clientes já veem a mudança.")).toBeVisible();
    await expect(page.getByLabel("Nome do bairro 1")).toHaveValue("Centro");
    await expect(page.getByLabel("Taxa do bairro 1")).toHaveValue("7,00");
    await expect(page.getByLabel("Retirada na loja")).toBeChecked();

    // 5. Payment on delivery or at the counter: cash.
    await page.goto(inConsole("/settings/payment-methods"));
    await expect(page.getByRole("heading", { level: 1, name: "Formas de pagamento" })).toBeVisible();
    await page.getByLabel("Dinheiro").check();
    await page.getByRole("button", { name: "Salvar formas de pagamento" }).click();
    await expect(page.getByText("Formas de pagamento salvas. Os clientes já veem a mudança.")).toBeVisible();
    await expect(page.getByLabel("Dinheiro")).toBeChecked();

    // 6. Brand: a colour, and a logo.
    await page.goto(inConsole("/settings/brand"));
    await expect(page.getByRole("heading", { level: 1, name: "Marca" })).toBeVisible();
    // Typed at once, scripts loaded or not: the field keeps it (it once went empty on the save).
    await page.getByLabel("Cor principal").fill(BRAND_COLOUR);
    await page.getByRole("button", { name: "Salvar cores" }).click();
    await expect(page.getByRole("status")).toHaveText("Cores salvas.");
    await expect(page.getByLabel("Cor principal")).toHaveValue(BRAND_COLOUR);
    await page.getByLabel("Imagem do logotipo").setInputFiles("e2e/fixtures/dish-photo.jpg");
    await page.getByRole("button", { name: "Enviar logotipo" }).click();
    await expect(page.getByRole("status")).toHaveText("Logotipo salvo.");

    // 7. The menu from a spreadsheet (Brazilian Excel's `;`): previewed, then applied.
    await page.goto(inConsole("/menu/import"));
    await expect(page.getByRole("heading", { level: 1, name: "Planilha do cardápio" })).toBeVisible();
    const money = (minorUnits: number) => formatMoney(minorUnits, "BRL").replace(/^R\$\s*/, "");
    const csv = [
      "category;category_visible;dish;description;price;visible",
      ...MENU.dishes.map((dish) =>
        [MENU.category, "sim", dish.name, dish.description, money(dish.price), "sim"].join(";"),
      ),
    ].join("\r\n");
    await page.getByLabel("Arquivo da planilha (Excel .xlsx ou CSV)").setInputFiles({
      name: "cardapio.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv, "utf8"),
    });
    await page.getByRole("button", { name: "Ver as mudanças" }).click();
    const preview = page.locator("#menu-import-preview");
    await expect(preview).toContainText("Confira e depois aplique.");
    for (const dish of MENU.dishes)
      await expect(preview.getByRole("row").filter({ hasText: dish.name })).toContainText("Novo");
    await page.getByRole("button", { name: "Aplicar estas mudanças" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "O cardápio foi atualizado. Os clientes o veem a partir da próxima visita.",
    );

    // 8. Nothing is left to do: the console's home is the orders now, not the checklist.
    await page.goto(inConsole(""));
    await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Antes de abrir a loja" })).toHaveCount(0);

    // 9. The same customer comes back: the store is open, in its colour, with the imported menu.
    await customer.goto(`/${slug}`);
    await expect(customer.getByText("Aberto até 23:00")).toBeVisible();
    expect(await rootVariable(customer, "--mantine-primary-color-filled")).toBe(BRAND_COLOUR);
    await expect(customer.locator("img.c-header__logo")).toHaveAttribute("src", /^\/media\/logo\/[0-9a-f]{16}\//);
    for (const dish of MENU.dishes)
      await expect(customer.locator("li.c-item").filter({ hasText: dish.name })).toContainText(
        formatMoney(dish.price, "BRL"),
      );

    // The burger into the cart, then a pickup order paid in cash, no change needed.
    await customer.getByRole("link", { name: ORDERED.name, exact: true }).first().click();
    const dialog = customer.getByRole("dialog", { name: ORDERED.name });
    await dialog.getByRole("button", { name: /·/ }).click();
    await expect(dialog).toBeHidden();
    await goToCheckout(customer, slug, "TAKEOUT");
    await fillCheckout(customer, { payment: "CASH", delivery: "TAKEOUT" });
    await finishButton(customer).click();
    await expect(customer).toHaveURL(new RegExp(`/${slug}/orders/\\d+\\?sent=1$`));
    const orderId = orderIdOf(customer.url());
    expect(orderId).toBeGreaterThan(0);
    await expect(customer.getByRole("heading", { level: 1, name: `Pedido nº ${orderId}` })).toBeVisible();
    await expect(customer.locator("main")).toContainText(`Total${formatMoney(ORDERED.price, "BRL")}`);

    // 10. The owner sees it among the orders.
    await page.goto(inConsole("/orders"));
    await expect(page.getByRole("link", { name: `Pedido nº ${orderId}`, exact: true })).toBeVisible();
  } finally {
    await customerContext.close();
  }
});
