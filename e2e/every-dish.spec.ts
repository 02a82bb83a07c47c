import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test";
import { hydrated } from "./support/hydration";
import type { Item, OptionGroup } from "../contract";
import { visibleCategories } from "../app/lib/menu";
import { ADULTS_ONLY_TAG } from "../app/lib/menu-view";
import { menuMerchants } from "./demo";
import type { SeedMerchant } from "../api/seed/types";

// Every dish of every demo store can be added with the obvious choices: the first options of each
// required group, as a customer in a hurry would pick. A dish with two single-choice groups (bread
// and doneness of a burger, filling and salsa of a taco) once could not be added at all, because
// every radio of the dialog shared one name: the tests then only used one-group dishes. A dish that
// several stores of the franchise share is added at the first of them (`toAdd`).

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);

/** What the customer would pick: the first `min` options of each required group. */
function obviousChoices(item: Item): { group: OptionGroup; options: string[] }[] {
  return byOrder(item.option_groups)
    .filter((group) => group.min > 0)
    .map((group) => ({
      group,
      options: byOrder(group.options.filter((option) => option.enabled))
        .slice(0, group.min)
        .map((option) => option.name),
    }));
}

const orderable = (merchant: SeedMerchant): Item[] =>
  visibleCategories(merchant.categories).flatMap((category) => byOrder(category.items).filter((item) => item.available));

const singleChoiceGroups = (item: Item) => item.option_groups.filter((group) => group.min === 1 && group.max === 1).length;

/** A group's fieldset: its legend starts with the group's name (then the hint and "required"). */
const groupOf = (dialog: Locator, group: OptionGroup) => dialog.getByRole("group", { name: new RegExp(`^${escape(group.name)}(\\s|$)`) });

/**
 * Opens a dish's dialog. Without JavaScript, at its address, as a whole page (the test goes on once
 * that page is parsed: its photos are not what it tests). With JavaScript, the first dish of a store
 * at its address too, and every next one by its link on the menu the last one was added from, as a
 * customer goes on ordering: the menu, hydrated, opens it without loading the whole page again.
 */
async function openDish(page: Page, merchant: SeedMerchant, item: Item, first: boolean) {
  const scripts = test.info().project.use.javaScriptEnabled !== false;
  if (first || !scripts) {
    await page.goto(`/${merchant.slug}?modal=menuItem&modalId=${item.id}`, { waitUntil: scripts ? "load" : "domcontentloaded" });
  } else {
    // The dishes are a static part of the menu (decision 027): its links navigate in the page once
    // the page around them is hydrated (a menu page just loaded under a busy CI may take longer
    // than expect's wait to get there).
    await hydrated(page.locator("#main"), { timeout: 20_000 });
    await page.locator(`#item-${item.id}-link`).first().click();
  }
  const dialog = page.getByRole("dialog", { name: item.name });
  await expect(dialog, `${merchant.slug}: ${item.name} opened`).toBeVisible();
  return dialog;
}

async function addWithObviousChoices(page: Page, merchant: SeedMerchant, item: Item, first: boolean) {
  const dialog = await openDish(page, merchant, item, first);
  // A dish for adults asks the customer's age first, once per store (decision 031): yes.
  if (item.tags.includes(ADULTS_ONLY_TAG)) {
    const adult = dialog.getByRole("button", { name: /^(Sim, tenho|Sí, tengo|Yes, I am) 18/ });
    if (await adult.isVisible()) await adult.click();
  }
  for (const { group, options } of obviousChoices(item)) {
    const role = group.min === 1 && group.max === 1 ? "radio" : "checkbox";
    for (const option of options) {
      await groupOf(dialog, group)
        .getByRole(role, { name: new RegExp(`^${escape(option)}`) })
        .first()
        .check();
    }
  }
  // Every required group still holds its choice after the others were made.
  for (const { group, options } of obviousChoices(item)) {
    await expect(groupOf(dialog, group).locator("input:checked"), `${item.name}: ${group.name}`).toHaveCount(options.length);
  }
  await dialog.getByRole("button", { name: /·/ }).click();
  await expect(dialog, `${merchant.slug}: ${item.name} was added`).toBeHidden();
}

async function expectLinesFor(page: Page, merchant: SeedMerchant, items: Item[]) {
  await page.goto(`/${merchant.slug}/cart`);
  const names = await page.locator(".c-cart-line__name").allTextContents();
  expect(names.sort()).toEqual(items.map((item) => item.name).sort());
}

/**
 * A dish as the customer meets it: name, tags and its enabled choices. The franchise's stores share
 * one menu, so most of a Sabor da Casa store's dishes are the same dish as at its siblings.
 */
const dishKey = (item: Item) =>
  JSON.stringify([
    item.name,
    item.tags,
    byOrder(item.option_groups).map((group) => [group.name, group.min, group.max, byOrder(group.options.filter((option) => option.enabled)).map((option) => option.name)]),
  ]);

/**
 * The dishes a store's test adds: every dish not already added at a store tested before it (the
 * same dish at a sibling store adds nothing but time), and at least one, so that every store's own
 * dialog and cart are still used.
 */
const toAdd = new Map<string, Item[]>();
{
  const added = new Set<string>();
  for (const merchant of menuMerchants) {
    const items = orderable(merchant);
    const fresh = items.filter((item) => !added.has(dishKey(item)));
    for (const item of fresh) added.add(dishKey(item));
    toAdd.set(merchant.slug, fresh.length > 0 ? fresh : items.slice(0, 1));
  }
}

for (const merchant of menuMerchants) {
  const items = toAdd.get(merchant.slug)!;
  test(`${merchant.slug}: every dish can be added with the obvious choices`, async ({ page, javaScriptEnabled }) => {
    // Without JavaScript, every dish (whole pages, the way most of these customers order); with it,
    // the dishes with two or more single-choice groups, the ones that used to fail.
    const multiChoice = items.filter((item) => singleChoiceGroups(item) >= 2);
    const chosen = javaScriptEnabled ? (multiChoice.length > 0 ? multiChoice : items.slice(0, 1)) : items;
    // Two whole pages a dish without JavaScript: about 1.3 s on these machines, 3 s under a loaded CI.
    test.setTimeout(test.info().timeout + chosen.length * 3_000);
    for (const [index, item] of chosen.entries()) await addWithObviousChoices(page, merchant, item, index === 0);
    await expectLinesFor(page, merchant, chosen);
  });
}

test("every demo dish is added at one store at least, and every store adds one", () => {
  const everyDish = new Set(menuMerchants.flatMap(orderable).map(dishKey));
  const addedDishes = new Set([...toAdd.values()].flat().map(dishKey));
  expect(addedDishes).toEqual(everyDish);
  for (const merchant of menuMerchants) expect(toAdd.get(merchant.slug)!.length, merchant.slug).toBeGreaterThan(0);
});

test("the demo stores have dishes with two or more single-choice groups", () => {
  const multiChoice = menuMerchants.flatMap(orderable).filter((item) => singleChoiceGroups(item) >= 2);
  expect(multiChoice.length).toBeGreaterThanOrEqual(20);
});
