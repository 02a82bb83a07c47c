import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test";
import { payPix } from "./support/admin";
import { placeOrderByPosts } from "./support/checkout";

/*
 * A paid PIX at a store paid through Mercado Pago (the stand-in): its owner gives back part of it in
 * the console, then refuses the order, which refunds the rest at the store's account; the
 * customer's order page shows each refund. The console runs as the project runs (with JavaScript,
 * then without); the customer's order is placed by posts in both.
 */

test.describe.configure({ timeout: 120_000 });

const SLUG = "acai-da-vila-pinheiros";
const jsOff = () => !test.info().project.use.javaScriptEnabled;

async function ownerConsole(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const staff = await browser.newContext({ baseURL, javaScriptEnabled: !jsOff(), locale: "pt-BR" });
  const page = await staff.newPage();
  await page.goto(`/_console/${SLUG}/orders`);
  await page.getByLabel(/^E-mail/).fill(`dono@${SLUG}.demo`);
  await page.getByLabel(/^Senha/).fill("comanda123");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/_console/${SLUG}/orders$`));
  return page;
}

test("the store refunds part of a paid PIX and then refuses the order: the money goes back and the customer sees each refund", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { orderId } = await placeOrderByPosts(page, SLUG, { payment: "PIX", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  // The payer's bank approves it at the stand-in, whose signed notification pays the order.
  const paid = await payPix(request, orderId);
  expect(paid).toMatchObject({ status: "WAITING_CONFIRMATION", payment: { status: "PAID" } });
  const total = paid.summary.total;
  const brl = (minor: number) =>
    new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(minor / 100).replace(/\s/g, " ");

  const counter = await ownerConsole(browser, baseURL);
  await counter.goto(`/_console/${SLUG}/orders/${orderId}`);
  await expect(counter.getByRole("heading", { level: 1, name: `Pedido nº ${orderId}` })).toBeVisible();

  // A part: a reason is asked for, and what was typed stays.
  await counter.getByText("Reembolsar parte do pagamento", { exact: true }).click();
  await expect(counter.getByText(`Ainda pode ser reembolsado: ${brl(total)}`)).toBeVisible();
  await counter.getByLabel("Valor a reembolsar").fill("2,50");
  await counter.getByRole("button", { name: `Reembolsar no pedido nº ${orderId}` }).click();
  await expect(counter.getByRole("link", { name: /Diga o motivo do reembolso/ })).toBeVisible();
  await expect(counter.getByLabel("Valor a reembolsar")).toHaveValue(/2,50/);
  if (!jsOff()) {
    // Another customer's order arrives while the owner reads the refusal: the pushed event reads the
    // page again, and the form stays open with its refusal and what was typed.
    const other = await browser.newPage({ baseURL, locale: "pt-BR" });
    const arrived = await placeOrderByPosts(other, SLUG, { payment: "CASH", delivery: "TAKEOUT" });
    await other.context().close();
    await expect(counter.getByText(`Novo pedido nº ${arrived.orderId} aguardando resposta.`)).toBeVisible();
    await expect(counter.getByRole("link", { name: /Diga o motivo do reembolso/ })).toBeVisible();
    await expect(counter.getByLabel("Valor a reembolsar")).toHaveValue(/2,50/);
  }
  await counter.getByLabel("Motivo (só a equipe da loja vê)").fill("Faltou a granola");
  await counter.getByRole("button", { name: `Reembolsar no pedido nº ${orderId}` }).click();
  await expect(counter.getByRole("status")).toContainText(`Reembolso do pedido nº ${orderId} feito.`);
  // Folded again after the redirect; opened, it says what is left.
  await counter.getByText("Reembolsar parte do pagamento", { exact: true }).click();
  await expect(counter.getByText(`Ainda pode ser reembolsado: ${brl(total - 250)}`)).toBeVisible();
  await expect(counter.getByLabel("Valor a reembolsar")).toHaveValue("");
  await expect(counter.getByText(/R\$\s2,50 estornado em .* por .* · Faltou a granola/)).toBeVisible();

  // The refusal gives back the rest.
  await counter.getByText("Recusar pedido", { exact: true }).click();
  await counter.getByLabel("Motivo (o cliente verá)").selectOption({ label: "Um item do pedido acabou" });
  await counter.getByRole("button", { name: `Recusar o pedido nº ${orderId}` }).click();
  await expect(counter.getByRole("status")).toContainText(`Pedido nº ${orderId} recusado.`);
  await expect(counter.getByText(`Pagamento: Pagamento estornado`)).toBeVisible();
  await expect(counter.getByText("Reembolsar parte do pagamento")).toHaveCount(0);
  await counter.context().close();

  // The customer's page: each refund, how much and when; never the store's reason for it.
  await page.goto(`/${SLUG}/orders/${orderId}`);
  const refunds = page.getByRole("region", { name: "Estornos" });
  await expect(refunds.getByRole("listitem")).toHaveText([
    /^R\$\s2,50 estornado em /,
    new RegExp(
      `^${brl(total - 250)
        .replace("$", "\\$")
        .replace(" ", "\\s")} estornado em `,
    ),
  ]);
  await expect(page.getByText("Faltou a granola")).toHaveCount(0);
});
