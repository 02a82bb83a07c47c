import { expect, type Browser } from "@playwright/test";
import { test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { copyMerchant, logInAsCopyOwner } from "./support/merchant-copies";
import { E2E_OPERATION_CLOCK } from "./support/ports.mjs";
import { bySlug } from "./demo";

/*
 * The owner sets the store's hours in the console (decision 103), on a copy of bella-napoli of the
 * test's own (no other spec reads it). The API reads hours at the e2e instant (decision 023):
 * Wednesday 25/11/2026, 20:00 in São Paulo, when the pizzeria is open.
 * - A shift changed is on the storefront's status line at once, for a visitor who read it before.
 * - A closure for today closes the store for a new visitor, with its reason and the next opening
 *   (Thursday 11:00), and scheduling offers Thursday first.
 */

test.describe.configure({ timeout: 120_000 });

/** A dish of the pizzeria (and so of its copy) without a required choice. */
const PLAIN_DISH = bySlug("bella-napoli")
  .categories.filter((category) => category.enabled && !category.redeemable)
  .flatMap((category) => category.items)
  .find((item) => item.enabled && item.available && item.option_groups.every((group) => group.min === 0))!;

/** The store's today at the e2e instant, in São Paulo. */
const TODAY = E2E_OPERATION_CLOCK.slice(0, 10);

async function visitor(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, locale: "pt-BR", baseURL });
  return { context, page: await context.newPage() };
}

test("the owner changes a shift and closes the store today: the storefront shows both at once", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  request,
}) => {
  const copy = await copyMerchant(request, "bella-napoli");
  const settings = `/_console/${copy.slug}/settings/hours`;

  // A visitor reads the store first, open until today's second shift ends.
  const early = await visitor(browser, baseURL, javaScriptEnabled);
  try {
    await early.page.goto(`/${copy.slug}`);
    await expect(early.page.getByText("Aberto até 23:30")).toBeVisible();

    await logInAsCopyOwner(page, copy, settings);
    await expect(page.getByRole("heading", { level: 1, name: "Horários e fechamentos" })).toBeVisible();
    await expectAccessible(page, "console hours settings");

    const week = page.locator("section#week");
    await week.getByLabel("Fecha (Quarta-feira, turno 2)").fill("22:00");
    // Enter in a field sends its own form: the week, saved.
    await week.getByLabel("Fecha (Quarta-feira, turno 2)").press("Enter");
    await expect(page.getByText("Horários da semana salvos.")).toBeVisible();
    await expect(page.locator("section#week").getByLabel("Fecha (Quarta-feira, turno 2)")).toHaveValue("22:00");

    await early.page.reload();
    await expect(early.page.getByText("Aberto até 22:00")).toBeVisible();
  } finally {
    await early.context.close();
  }

  // A holiday today, with its reason; a date before today is refused beside its field.
  const closures = page.locator("section#closures");
  await closures.getByLabel("Primeiro dia fechado").fill("2026-11-20");
  await closures.getByLabel(/^Motivo/).fill("Feriado municipal");
  await closures.getByRole("button", { name: "Adicionar fechamento" }).click();
  await expect(closures.getByText("Este fechamento já passou.", { exact: true })).toBeVisible();
  await expect(closures.getByLabel(/^Motivo/)).toHaveValue("Feriado municipal");
  await closures.getByLabel("Primeiro dia fechado").fill(TODAY);
  await closures.getByRole("button", { name: "Adicionar fechamento" }).click();
  await expect(page.getByText("Fechamento adicionado.")).toBeVisible();
  await expect(page.locator("section#closures li")).toContainText(
    "quarta-feira, 25 de novembro de 2026 · Feriado municipal",
  );

  const late = await visitor(browser, baseURL, javaScriptEnabled);
  try {
    await late.page.goto(`/${copy.slug}`);
    const notice = late.page.getByRole("dialog").filter({ hasText: "Feriado municipal" });
    await expect(notice).toContainText("Fechado: Feriado municipal · abre quinta-feira, 26/11/2026 às 11:00");
    await expect(notice.getByRole("link", { name: "Agendar pedido" })).toBeVisible();
    await notice.getByRole("button", { name: "Ver cardápio" }).click();
    await expect(notice).toBeHidden();

    // A dish in the cart, then the times offered: none today, Thursday's first.
    await late.page.getByRole("link", { name: PLAIN_DISH.name, exact: true }).first().click();
    const dialog = late.page.getByRole("dialog", { name: PLAIN_DISH.name });
    await dialog.getByRole("button", { name: /^Adicionar/ }).click();
    await expect(dialog).toBeHidden();
    await late.page.goto(`/${copy.slug}/scheduling`);
    await expect(late.page.getByRole("heading", { level: 1, name: "Quando você quer seu pedido?" })).toBeVisible();
    const days = late.page.getByRole("group", { name: "Dia" }).getByRole("radio");
    await expect(days.first()).toHaveAccessibleName("quinta-feira, 26/11");
    await expect(late.page.getByRole("radio", { name: "quarta-feira, 25/11" })).toHaveCount(0);
  } finally {
    await late.context.close();
  }
});
