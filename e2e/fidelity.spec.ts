import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { fidelityDemoCustomers } from "../api/seed/data/fidelity";
import { DEMO_CUSTOMER_PASSWORD, dismissClosedNotice, logInByPosts } from "./support/account";
import { advanceOrder } from "./support/admin";
import { placeOrderByPosts } from "./support/checkout";
import { hydrated } from "./support/hydration";
import { blockingViolations } from "./support/axe";

/*
 * The fidelity programme (decision 026) as a customer meets it: 4 of 5 delivered orders on the menu
 * and the programme's page; one more order, delivered by the store, brings the congratulations
 * (a real dialog: focus in it, Escape or its button closes it and the menu remembers), then the
 * next checkout shows the reward's discount. Each project has a fidelity demo customer of its own
 * (seeded with 4 delivered orders: api/seed/data/fidelity.ts), so the two never meet, nor meet
 * the shared demo customer other specs order as. Texts are pt-BR.
 */

const SLUG = "bella-napoli";

// Two orders through the pages and the store's moves.
test.describe.configure({ timeout: 60_000 });

/** axe on the page as it is: no serious or critical violation (JavaScript on only, as the other specs). */
async function expectNoSeriousViolations(page: Page) {
  expect(await blockingViolations(page, page.url())).toEqual([]);
}

const fidelityCard = (page: Page) => page.getByRole("region", { name: "Programa de fidelidade: Clube Bella Napoli" });
const congratulations = (page: Page) =>
  page.getByRole("dialog", { name: "Parabéns! Você completou o programa de fidelidade" });

test("4 of 5 orders, one more delivered: congratulations once, then the reward in the next checkout", async ({
  page,
}) => {
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  const customer = fidelityDemoCustomers[jsOn ? 0 : 1]!;
  await logInByPosts(page, SLUG, customer.email, DEMO_CUSTOMER_PASSWORD);

  // The menu's card and the programme's page.
  await page.goto(`/${SLUG}`);
  await dismissClosedNotice(page);
  const card = fidelityCard(page);
  await expect(card.getByRole("progressbar", { name: "4 de 5 pedidos" })).toBeVisible();
  await expect(card).toContainText("Ao completar: R$ 20 de desconto no próximo pedido");
  await card.getByRole("link", { name: "Ver o programa de fidelidade" }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/fidelity$`));
  await expect(page.getByRole("heading", { level: 1, name: "Clube Bella Napoli" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "4 de 5 pedidos" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Cada pedido entregue conta 1. Ao chegar a 5 pedidos");
  if (jsOn) await expectNoSeriousViolations(page);

  // The fifth order, moved by the store to DELIVERED (takeout: confirmed, ready, delivered).
  const { orderId } = await placeOrderByPosts(page, SLUG, { payment: "CASH", delivery: "TAKEOUT" });
  if (!orderId) throw new Error("no order id");
  for (let step = 0; step < 3; step++) await advanceOrder(page.request, orderId);

  // Back on the menu: the congratulations, over an inert page.
  await page.goto(`/${SLUG}`);
  await dismissClosedNotice(page);
  const dialog = congratulations(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("R$ 20 de desconto no próximo pedido");
  await expect(dialog).toContainText("A recompensa será aplicada automaticamente no seu próximo pedido.");
  await expect(page.locator("main#main")).toHaveAttribute("inert", "");
  if (jsOn) {
    // Upgraded to a modal: the focus is in it; axe once with it open; Escape closes it and the focus
    // goes back to the card's link.
    await hydrated(dialog);
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(fidelityCard(page).getByRole("link", { name: "Ver o programa de fidelidade" })).toBeFocused();
  } else {
    await dialog.getByRole("button", { name: "Entendi" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(fidelityCard(page).getByRole("progressbar", { name: "0 de 5 pedidos" })).toBeVisible();
  await expect(fidelityCard(page)).toContainText(
    "Recompensa disponível no seu próximo pedido: R$ 20 de desconto no próximo pedido",
  );
  // Seen: not shown again.
  await page.reload();
  await expect(fidelityCard(page)).toBeVisible();
  await expect(congratulations(page)).toHaveCount(0);

  // The next cart: the reward's discount in the checkout summary.
  await placeOrderByPosts(page, SLUG, { payment: "CASH", delivery: "TAKEOUT", submit: false });
  const summary = page.getByRole("region", { name: "Resumo do pedido" });
  await expect(summary).toContainText(/Recompensa do programa de fidelidade \(Clube Bella Napoli\)\s*−\s*R\$\s?20,00/);
});
