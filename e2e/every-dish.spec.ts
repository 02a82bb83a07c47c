import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test";
import { hydrated } from "./support/hydration";
import type { Item, OptionGroup } from "../contract";
import { visibleCategories } from "../app/lib/menu/menu";
import { ADULTS_ONLY_TAG } from "../app/lib/menu/menu-view";
import { bySlug } from "./demo";
import type { SeedMerchant } from "../api/seed/types";

// One dish of each shape the demo menus have, added through the real page with the obvious choices
// (the first options of each required group), with JavaScript and without: the dialog served as a
// whole page and its form posted natively, or hydrated and opened from the menu's links. Every dish
// of every store is checked below the browser (decision 053): its dialog in
// app/components/menu/ItemDialog.every-dish.test.tsx, its price in the cart in
// api/test/demo-dishes.test.ts. Pizzas are the builder's (pizza.spec.ts), quantities the cart's.

const single = (group: OptionGroup) => group.min === 1 && group.max === 1;

interface Sample {
  dish: string;
  /** Why this dish: the shape it stands for, checked against the demo data below. */
  shape: string;
  fits: (item: Item) => boolean;
}

// A Colombian store in Spanish has every shape but one; a franchise's store in Portuguese has the
// demo's most common one (54 of its 420 dishes), in a second language and currency.
const SAMPLES: Record<string, Sample[]> = {
  "la-brasa-burger": [
    { dish: "Papas rústicas con paprika", shape: "no options", fits: (item) => item.option_groups.length === 0 },
    {
      dish: "Gaseosa 400 ml",
      shape: "one single-choice group, one of its options switched off",
      fits: ({ option_groups: [group, ...rest] }) =>
        rest.length === 0 && !!group && single(group) && group.options.some((option) => !option.enabled),
    },
    {
      dish: "La Brasa Clásica",
      // The dishes that once could not be added: all of their radios shared one name (decision 016).
      shape: "two single-choice groups and two optional multiple-choice groups",
      fits: (item) =>
        item.option_groups.filter(single).length === 2 &&
        item.option_groups.filter((group) => group.min === 0 && group.max > 1).length === 2,
    },
    {
      dish: "Helado (2 bolas)",
      shape: "one multiple-choice group of 1 to 2",
      fits: ({ option_groups: [group, ...rest] }) => rest.length === 0 && group?.min === 1 && group.max === 2,
    },
    {
      dish: "Combo Pareja",
      shape: "two multiple-choice groups of exactly 2",
      fits: (item) =>
        item.option_groups.length === 2 && item.option_groups.every((group) => group.min === 2 && group.max === 2),
    },
    {
      dish: "Cerveza nacional",
      shape: "for adults (the age question first), one single-choice group",
      fits: (item) =>
        item.tags.includes(ADULTS_ONLY_TAG) && item.option_groups.length === 1 && single(item.option_groups[0]!),
    },
  ],
  "sabor-da-casa-curitiba": [
    {
      dish: "Frango grelhado",
      shape: "one single-choice group and one multiple-choice group of 2 to 3",
      fits: (item) =>
        item.option_groups.length === 2 &&
        single(item.option_groups[0]!) &&
        item.option_groups[1]!.min === 2 &&
        item.option_groups[1]!.max === 3,
    },
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);

function dishOf(merchant: SeedMerchant, name: string): Item {
  const item = visibleCategories(merchant.categories)
    .flatMap((category) => category.items)
    .find((candidate) => candidate.name === name && candidate.available);
  if (!item) throw new Error(`${merchant.slug} has no orderable "${name}"`);
  return item;
}

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

/** A group's fieldset: its legend starts with the group's name (then the hint and "required"). */
const groupOf = (dialog: Locator, group: OptionGroup) =>
  dialog.getByRole("group", { name: new RegExp(`^${escape(group.name)}(\\s|$)`) });

/**
 * Opens a dish's dialog. Without JavaScript, at its address, as a whole page (the test goes on once
 * that page is parsed: its photos are not what it tests). With JavaScript, the first dish of a store
 * at its address too, and every next one by its link on the menu the last one was added from, as a
 * customer goes on ordering: the menu, hydrated, opens it without loading the whole page again.
 */
async function openDish(page: Page, merchant: SeedMerchant, item: Item, first: boolean) {
  const scripts = test.info().project.use.javaScriptEnabled !== false;
  if (first || !scripts) {
    await page.goto(`/${merchant.slug}?modal=menuItem&modalId=${item.id}`, {
      waitUntil: scripts ? "load" : "domcontentloaded",
    });
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
    await dialog.getByRole("button", { name: /^(Sim, tenho|Sí, tengo|Yes, I am) 18/ }).click();
  }
  for (const { group, options } of obviousChoices(item)) {
    const role = single(group) ? "radio" : "checkbox";
    for (const option of options) {
      await groupOf(dialog, group)
        .getByRole(role, { name: new RegExp(`^${escape(option)}`) })
        .first()
        .check();
    }
  }
  // Every required group still holds its choice after the others were made.
  for (const { group, options } of obviousChoices(item)) {
    await expect(groupOf(dialog, group).locator("input:checked"), `${item.name}: ${group.name}`).toHaveCount(
      options.length,
    );
  }
  await dialog.getByRole("button", { name: /·/ }).click();
  await expect(dialog, `${merchant.slug}: ${item.name} was added`).toBeHidden();
}

for (const [slug, samples] of Object.entries(SAMPLES)) {
  test(`${slug}: a dish of each shape can be added with the obvious choices`, async ({ page }) => {
    const merchant = bySlug(slug);
    const items = samples.map((sample) => dishOf(merchant, sample.dish));
    for (const [index, item] of items.entries()) await addWithObviousChoices(page, merchant, item, index === 0);
    await page.goto(`/${slug}/cart`);
    const names = await page.locator(".c-cart-line__name").allTextContents();
    expect(names.sort()).toEqual(items.map((item) => item.name).sort());
  });
}

test("each sampled dish still has the shape it was chosen for", () => {
  for (const [slug, samples] of Object.entries(SAMPLES)) {
    for (const sample of samples)
      expect(sample.fits(dishOf(bySlug(slug), sample.dish)), `${slug}: ${sample.dish}, ${sample.shape}`).toBe(true);
  }
});
