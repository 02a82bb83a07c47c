import { expect, type Page } from "@playwright/test";
import { test, walkedWithoutJsBy } from "./support/test";
import { loyaltyDemoCustomers, napoliLoyaltyCampaigns } from "../api/seed/data/loyalty";
import { bySlug } from "./demo";
import { DEMO_CUSTOMER_PASSWORD, logInByPosts } from "./support/account";
import { advanceOrder } from "./support/admin";
import { finishButton, orderIdOf, placeOrderByPosts, simpleDish } from "./support/checkout";
import { blockingViolations, expectAccessible } from "./support/axe";

/*
 * Loyalty points (decision 025) as a customer meets them: the balance, pending points and extract;
 * "Resgatar" puts the 100-point soda in the cart as "100 pontos"; the order spends them; the
 * store delivers it and the dish's points come in. Each project has a points demo customer of its
 * own (seeded with 120 points and 80 pending: api/seed/loyalty-sql.ts), so the two never meet, nor
 * meet the shared demo customer other specs order as. Texts are pt-BR.
 */

const SLUG = "bella-napoli";
const SODA = "Refrigerante lata (resgate)";
/** A reward for adults (tagged +18): its "Resgatar" asks the visitor's age first (decision 031). */
const BEER = "Chope artesanal (resgate)";

test.describe.configure({ timeout: 60_000 });

const balance = (page: Page) => page.getByTestId("loyalty-balance");

/** Points the simple dish earns when delivered: 1 per R$ 1,00, its category's campaign value 1 or 2 (3 is not a multiplier). */
function dishPoints(): number {
  const { item, quantity } = simpleDish(SLUG);
  const entry = napoliLoyaltyCampaigns(bySlug(SLUG).categories)[0]!.campaign_sale_category.find(
    (category) => category.category_id === item.category_id,
  );
  const multiplier = entry && (entry.value === 1 || entry.value === 2) ? entry.value : 1;
  return Math.floor((item.price * quantity * multiplier) / 100);
}

// First in the file: it orders nothing, so the next test finds the customer's 120 points.
test("a reward for adults asks the visitor's age before it reaches the cart: 'no' adds nothing, 'yes' adds it", async ({
  javaScriptEnabled,
  page,
}) => {
  test.skip(!javaScriptEnabled, walkedWithoutJsBy("age.spec's question on the menu and the redemption below"));
  const customer = loyaltyDemoCustomers[0]!;
  await logInByPosts(page, SLUG, customer.email, DEMO_CUSTOMER_PASSWORD);
  const redeemBeer = () => page.getByRole("button", { name: `Resgatar ${BEER} por 100 pontos` });
  const question = page.getByText("Este produto é vendido apenas para maiores de 18 anos. Você tem 18 anos ou mais?");
  const yes = page.getByRole("button", { name: "Sim, tenho 18 anos ou mais" });

  await page.goto(`/${SLUG}/loyalty`);
  await redeemBeer().click();
  // Asked in place of the beer's button, on the points page; the soda's button stays.
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/loyalty$`));
  await expect(redeemBeer()).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Resgatar ${SODA} por 100 pontos` })).toBeEnabled();
  await expect(yes).toBeFocused();
  await expectAccessible(page, "points page, age question");

  // "No": back to the points, and the cart has nothing.
  await page.getByRole("link", { name: "Não, voltar aos meus pontos" }).click();
  await expect(question).toBeHidden();
  await expect(redeemBeer()).toBeEnabled();
  await page.goto(`/${SLUG}/cart`);
  await expect(page.getByRole("heading", { name: BEER })).toHaveCount(0);

  // "Yes": the beer is in the cart for its points, and the answer is remembered for the store.
  await page.goto(`/${SLUG}/loyalty`);
  await redeemBeer().click();
  await yes.click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: BEER }) });
  await expect(line).toContainText("100 pontos");
  const wine = bySlug(SLUG)
    .categories.flatMap((category) => category.items)
    .find((item) => item.name === "Taça de vinho tinto")!;
  await page.goto(`/${SLUG}?modal=menuItem&modalId=${wine.id}`);
  const dialog = page.getByRole("dialog", { name: wine.name });
  await expect(dialog.getByRole("button", { name: /^Adicionar/ })).toBeVisible();
  await expect(dialog.getByText(/Você tem 18 anos ou mais\?/)).toHaveCount(0);
});

test("balance and extract; redeem the soda into the cart, order, and the delivered order's points come in", async ({
  page,
}) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  const customer = loyaltyDemoCustomers[jsOn ? 0 : 1]!;
  await logInByPosts(page, SLUG, customer.email, DEMO_CUSTOMER_PASSWORD);

  // The points page: 120 available (200 expired are not), 80 on their way, the extract.
  await page.goto(`/${SLUG}/loyalty`);
  await expect(page.getByRole("heading", { level: 1, name: "Clube Bella Napoli" })).toBeVisible();
  await expect(balance(page)).toHaveText("120 pontos");
  await expect(page.getByTestId("loyalty-pending")).toHaveText("80 pontos");
  await expect(page.getByRole("region", { name: "Pontos a vencer" })).toContainText("120 pontos vencem em");
  const extract = page.getByTestId("loyalty-extract");
  await expect(extract).toContainText("Bônus de aniversário");
  await expect(extract).toContainText("venceram em");
  await expect(extract).not.toContainText("pesquisa de satisfação");
  await expect(
    page.getByRole("button", { name: "Resgatar Pizza broto de calabresa (resgate) por 500 pontos" }),
  ).toBeDisabled();
  if (jsOn) {
    expect(await blockingViolations(page, "points page")).toEqual([]);
  }

  // Redeem the soda: the cart shows it for points, not money.
  await page.getByRole("button", { name: `Resgatar ${SODA} por 100 pontos` }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/cart$`));
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: SODA }) });
  await expect(line).toContainText("100 pontos");
  await expect(line).not.toContainText("R$");

  // The order (the soda and a dish): the checkout says what paying with PIX online would take off
  // (priced by the API); paid in cash, the points are spent.
  await placeOrderByPosts(page, SLUG, { payment: "CASH", delivery: "TAKEOUT", login: false, submit: false });
  await expect(page.getByText(/^5% pagando com PIX: − R\$\s?\d+,\d\d$/)).toBeVisible();
  await expect(page.getByText("100 pontos").first()).toBeVisible();
  await finishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/orders/\\d+`));
  const orderId = orderIdOf(page.url());
  if (!orderId) throw new Error("no order id");
  await page.goto(`/${SLUG}/loyalty`);
  await expect(balance(page)).toHaveText("20 pontos");
  await expect(page.getByTestId("loyalty-extract")).toContainText(`Troca no pedido #${orderId}`);

  // The store delivers it (takeout: confirmed, ready, delivered): the dish's points come in.
  for (let step = 0; step < 3; step++) await advanceOrder(page.request, orderId);
  await page.reload();
  const earned = dishPoints();
  expect(earned).toBeGreaterThan(0);
  await expect(balance(page)).toHaveText(`${20 + earned} pontos`);
  await expect(page.getByTestId("loyalty-extract")).toContainText(
    `+${earned} ${earned === 1 ? "ponto" : "pontos"} · Ganhos no pedido #${orderId}`,
  );
});
