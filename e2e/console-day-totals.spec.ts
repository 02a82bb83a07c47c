import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test";
import { placeOrderByPosts, type CheckoutPayment } from "./support/checkout";
import { blockingViolations } from "./support/axe";

/*
 * The store's day in the console: the day's totals move by exactly the orders a customer places
 * during the test, method by method (the store takes other specs' orders the same day, so the test
 * reads the day before and after); its CSV is a real download; an order is found by the phone it was
 * placed with; the console turns to Spanish and stays so. Staff runs with JavaScript in the js-on
 * project and without it in js-off; the customer places orders without it in both.
 */

test.describe.configure({ timeout: 180_000 });

const SLUG = "bella-napoli";
const DAY = `/_console/${SLUG}/day`;

/** axe runs in the page: with JavaScript only (the js-on run audits the same pages). */
async function expectNoSeriousViolations(page: Page, state: string) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  expect(await blockingViolations(page, state)).toEqual([]);
}

/** "R$ 1.234,56" in cents. */
const cents = (money: string) => Number(money.replace(/\D/g, ""));

async function staffLogIn(page: Page, next: string) {
  await page.goto(`/_console/${SLUG}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(`equipe@${SLUG}.demo`);
  await page.getByLabel("Senha").fill("comanda123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}

/** The day's numbers as the page shows them: orders placed, and sales by payment method's label in cents. */
async function readDay(page: Page) {
  await page.goto(DAY);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "O dia em números" }) });
  const placed = Number(await section.locator('[data-total="placed"]').textContent());
  const byMethod = new Map<string, { count: number; amount: number }>();
  const table = section.getByRole("table", { name: "Vendas por forma de pagamento" });
  if (await table.count()) {
    for (const row of await table.locator("tbody tr").all()) {
      const label = (await row.locator("th").textContent())!.trim();
      const [count, amount] = await row.locator("td").allTextContents();
      byMethod.set(label, { count: Number(count), amount: cents(amount!) });
    }
  }
  return { placed, byMethod };
}

/** The day's CSV as staff's browser downloads it: its lines by order number. */
async function dayCsv(page: Page) {
  const response = await page.request.get(`${DAY}/orders.csv`);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await response.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Pedido,Horário,Cliente,Forma de pagamento,Total,Situação,Reembolsado");
  return new Map(
    lines.slice(1).map((line) => {
      const fields = line.split(",");
      return [Number(fields[0]), { method: fields[3]!, total: Math.round(Number(fields[4]) * 100) }];
    }),
  );
}

async function customerOrders(browser: Browser, baseURL: string | undefined, payments: CheckoutPayment[]) {
  const ids: number[] = [];
  for (const payment of payments) {
    const phone = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "pt-BR" });
    const placed = await placeOrderByPosts(await phone.newPage(), SLUG, {
      payment,
      delivery: "TAKEOUT",
      ...(payment === "CASH" ? { changeFor: "200,00" } : {}),
    });
    ids.push(placed.orderId!);
    await phone.close();
  }
  return ids;
}

test("the day's totals move by exactly the orders placed meanwhile, by method; the CSV downloads them", async ({
  page,
  browser,
  baseURL,
}) => {
  await staffLogIn(page, DAY);
  const before = await readDay(page);
  const ids = await customerOrders(browser, baseURL, ["CASH", { machine: "CREDIT_CARD" }, "PIX_ON_DELIVERY", "CASH"]);

  const after = await readDay(page);
  await expectNoSeriousViolations(page, "console day with totals");
  const csv = await dayCsv(page);
  const placed = ids.map((id) => csv.get(id)!);
  expect(placed.every(Boolean)).toBe(true);
  expect(after.placed - before.placed).toBe(ids.length);
  const methods = new Set(placed.map((order) => order.method));
  expect(methods.size).toBe(3);
  for (const method of methods) {
    const mine = placed.filter((order) => order.method === method);
    const was = before.byMethod.get(method) ?? { count: 0, amount: 0 };
    const now = after.byMethod.get(method)!;
    expect(now.count - was.count, method).toBe(mine.length);
    expect(now.amount - was.amount, method).toBe(mine.reduce((sum, order) => sum + order.total, 0));
  }

  // A plain link: the browser downloads a file named by the store and the day.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar os pedidos do dia (CSV)" }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${SLUG}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
});

test("staff find an order by the customer's phone", async ({ page, browser, baseURL }) => {
  const [id] = await customerOrders(browser, baseURL, ["CASH"]);
  await staffLogIn(page, `/_console/${SLUG}/search`);
  await expect(page.getByRole("heading", { level: 1, name: "Buscar um pedido" })).toBeVisible();
  await page.getByLabel("Número do pedido, nome ou telefone do cliente").fill("98765-4321");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("encontrado");
  await expect(page.getByRole("link", { name: `Pedido nº ${id}`, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, "console order search");
  await page.getByRole("link", { name: `Pedido nº ${id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/_console/${SLUG}/orders/${id}$`));
  await expect(page.getByRole("heading", { name: "Pedidos anteriores deste cliente aqui" })).toBeVisible();
});

test("the language switch turns every console page to Spanish and keeps it", async ({ page }) => {
  await staffLogIn(page, DAY);
  await page.getByLabel("Idioma").selectOption("es");
  await page.getByRole("button", { name: "Mudar idioma" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Disponibilidad de hoy" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${DAY}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "El día en números" })).toBeVisible();
  await expectNoSeriousViolations(page, "console day in Spanish");
  await page.getByRole("link", { name: "Pedidos", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Panel" })).toBeVisible();
  await page.goto(`/_console/${SLUG}/search`);
  await expect(page.getByRole("heading", { level: 1, name: "Buscar un pedido" })).toBeVisible();
  // The storefront on the same device keeps its own language.
  await page.goto(`/${SLUG}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
});
