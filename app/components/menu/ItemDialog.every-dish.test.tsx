// @vitest-environment happy-dom
import { parseWithZod } from "@conform-to/zod/v4";
import { createRemixStub } from "@remix-run/testing";
import { Outlet } from "@remix-run/react";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { displayLocale, formatMoney, type Item, type Language } from "../../../contract";
import { demoMerchants } from "../../../api/seed/data";
import type { SeedMerchant } from "../../../api/seed/types";
import { createTranslator, type Translations } from "~/lib/i18n/i18n";
import { visibleCategories } from "~/lib/menu/menu";
import { ADULTS_ONLY_TAG, presentItemModal } from "~/lib/menu/menu-view";
import { menuIntentSchema } from "~/routes/($slug)._index/intents.server";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import { renderIn, storeLayout } from "../../../tests/support/render";
import { ItemDialog } from "./ItemDialog";

// Every dish of every demo store in its dialog, with the first `min` options of each required group.
// A store of hundreds of dishes is checked by one dish of each shape (checkedDishesOf).

afterEach(cleanup);

const TEXTS = { "pt-BR": ptBR, es, en } as Record<Language, Translations>;
const translators = new Map<Language, ReturnType<typeof createTranslator>>();
const translatorOf = (language: Language) =>
  translators.get(language) ?? translators.set(language, createTranslator(language, TEXTS[language])).get(language)!;
const numerically = (a: number, b: number) => a - b;
const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);

const stores = demoMerchants.filter((merchant) => merchant.type === "STORE");
const dishesOf = (merchant: SeedMerchant) =>
  visibleCategories(merchant.categories).flatMap((category) => byOrder(category.items));
const offered = (group: Item["option_groups"][number]) => byOrder(group.options.filter((option) => option.enabled));
const singleChoice = (group: { min: number; max: number }) => group.min === 1 && group.max === 1;

const shapeOf = (dish: Item) =>
  JSON.stringify([
    dish.tags.includes(ADULTS_ONLY_TAG),
    dish.original_price !== null,
    dish.available,
    byOrder(dish.option_groups).map((group) => [
      group.min,
      group.max,
      group.options.map((option) => [option.enabled, option.price > 0, !!option.description]),
    ]),
  ]);
/** Beyond this a store is a catalogue of a few shapes repeated: one dish of each shape stands for the rest. */
const CATALOGUE_SIZE = 100;
function checkedDishesOf(merchant: SeedMerchant) {
  const dishes = dishesOf(merchant);
  if (dishes.length <= CATALOGUE_SIZE) return dishes;
  const shapes = new Set<string>();
  return dishes.filter((dish) => !shapes.has(shapeOf(dish)) && !!shapes.add(shapeOf(dish)));
}

function renderDish(merchant: SeedMerchant, dish: Item, ageAsked: boolean) {
  const { slug } = merchant;
  const { language, currency, country_code: country } = merchant.tropicalization;
  const locale = displayLocale(language, country);
  const layout = storeLayout(slug, { language, currency, country });
  const item = presentItemModal(
    { categories: merchant.categories, promotions: merchant.promotions, extras: merchant.extras },
    dish.id,
    currency,
    locale,
  );
  if (!item) throw new Error(`${slug}: ${dish.name} is not on its menu`);
  const Stub = createRemixStub([
    {
      id: "routes/($slug)",
      path: "/:slug",
      loader: () => layout,
      Component: Outlet,
      children: [
        {
          index: true,
          Component: () => (
            <ItemDialog
              item={{ ...item, ageAsked }}
              closeHref={`/${slug}`}
              allowEnterQuantity={merchant.general_settings.allow_enter_quantity}
              state={null}
            />
          ),
        },
      ],
    },
  ]);
  // The layout's data as the server hands it over: the dialog is drawn at once, as on a page load.
  renderIn(
    language,
    <Stub
      initialEntries={[`/${slug}?modal=menuItem&modalId=${dish.id}`]}
      hydrationData={{ loaderData: { "routes/($slug)": layout } }}
    />,
  );
  return { t: translatorOf(language), money: (minor: number) => formatMoney(minor, currency, locale) };
}

const fieldsetsIn = (dialog: HTMLElement) => [...dialog.querySelectorAll("fieldset")];
const textOf = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim();

describe.each(stores.map((merchant) => [merchant.slug, merchant] as const))("%s", (_slug, merchant) => {
  it.each(checkedDishesOf(merchant).map((dish) => [dish.name, dish] as const))("%s", async (_name, dish) => {
    if (dish.tags.includes(ADULTS_ONLY_TAG)) {
      // A dish for adults asks first (AgeQuestion.test.tsx): no way to add it before.
      const { t } = renderDish(merchant, dish, true);
      const asking = screen.getByRole("dialog", { name: dish.name });
      expect(within(asking).getByRole("button", { name: t("age.confirm") })).toBeTruthy();
      expect(within(asking).queryAllByRole("group")).toEqual([]);
      cleanup();
    }
    const { t, money } = renderDish(merchant, dish, false);
    const dialog = screen.getByRole("dialog", { name: dish.name });

    const price = dialog.querySelector(".c-item__price");
    expect(price?.querySelector("strong")?.textContent).toBe(money(dish.price));
    const onSale = dish.original_price !== null && dish.original_price > dish.price;
    expect(price?.querySelector("s")?.textContent).toBe(onSale ? money(dish.original_price!) : undefined);

    const groups = byOrder(dish.option_groups).filter((group) => offered(group).length > 0);
    const fieldsets = fieldsetsIn(dialog);
    expect(fieldsets).toHaveLength(groups.length);
    const fieldNames = new Set<string>();
    for (const [index, group] of groups.entries()) {
      const fieldset = fieldsets[index]!;
      const hint =
        group.min === group.max
          ? t("item.chooseExactly", { count: group.min })
          : group.min === 0
            ? t("item.chooseUpTo", { count: group.max })
            : t("item.chooseBetween", { min: group.min, max: group.max });
      const required = group.min > 0 ? ` ${t("item.required")}` : "";
      // A fieldset is named by its legend (role queries cost more than the rest of a dish here).
      expect(textOf(fieldset.querySelector("legend"))).toBe(`${group.name} ${hint}${required}`);
      const inputs = [...fieldset.querySelectorAll("input")];
      expect(
        inputs.map((input) => input.type),
        group.name,
      ).toEqual(inputs.map(() => (singleChoice(group) ? "radio" : "checkbox")));
      expect(
        inputs.map((input) => input.closest("label")?.querySelector(".c-option__name")?.textContent),
        group.name,
      ).toEqual(
        offered(group).map((option) => (option.description ? `${option.name} ${option.description}` : option.name)),
      );
      for (const [at, option] of offered(group).entries()) {
        const label = inputs[at]!.closest("label")!;
        if (option.price > 0)
          expect(label.querySelector(".c-option__price")?.textContent, option.name).toBe(`+ ${money(option.price)}`);
        else expect(label.querySelector(".c-option__price"), option.name).toBeNull();
      }
      // Its own field: two single-choice groups never share one radio set.
      const names = new Set(inputs.map((input) => input.getAttribute("name")));
      expect(names.size, `${group.name}: one field`).toBe(1);
      const [name] = names;
      expect(fieldNames.has(name!), `${group.name}: a field of its own`).toBe(false);
      fieldNames.add(name!);
    }

    const add = dialog.querySelector<HTMLButtonElement>("button[type=submit]")!;
    if (!dish.available) {
      expect({ text: add.textContent, disabled: add.disabled }).toEqual({
        text: t("menu.unavailable"),
        disabled: true,
      });
      return;
    }

    const chosen = groups
      .filter((group) => group.min > 0)
      .map((group) => ({ group, options: offered(group).slice(0, group.min) }));
    act(() => {
      for (const { group, options } of chosen) {
        expect(options, `${group.name}: ${group.min} to choose from`).toHaveLength(group.min);
        const inputs = fieldsets[groups.indexOf(group)]!.querySelectorAll("input");
        for (const option of options) fireEvent.click(inputs[offered(group).indexOf(option)]!);
      }
    });
    for (const { group, options } of chosen) {
      expect(fieldsets[groups.indexOf(group)]!.querySelectorAll("input:checked"), group.name).toHaveLength(
        options.length,
      );
    }

    const options = chosen.flatMap((choice) => choice.options);
    const total = dish.price + options.reduce((sum, option) => sum + option.price, 0);
    expect(add.textContent).toBe(t("item.add", { total: money(total) }));

    // What the browser posts is what the menu's action accepts.
    const submission = parseWithZod(new FormData(add.form!, add), { schema: menuIntentSchema });
    expect(submission.status, JSON.stringify(submission.reply().error)).toBe("success");
    const value = submission.status === "success" && submission.value.intent === "add-item" ? submission.value : null;
    expect({ ...value, options: [...(value?.options ?? [])].sort(numerically) }).toEqual({
      intent: "add-item",
      itemId: dish.id,
      options: options.map((option) => option.id).sort(numerically),
      quantity: 1,
      notes: null,
    });
  });
});

describe("the demo menus", () => {
  it("check the big catalogue by its shapes: a dozen dishes stand for hundreds", () => {
    const catalogues = stores.filter((merchant) => dishesOf(merchant).length > CATALOGUE_SIZE);
    expect(catalogues.map((merchant) => merchant.slug)).toEqual(["emporio-santa-cecilia"]);
    const [market] = catalogues;
    const checked = checkedDishesOf(market!);
    expect(checked.length).toBeGreaterThanOrEqual(8);
    expect(checked.length).toBeLessThan(30);
    expect(new Set(checked.map(shapeOf))).toEqual(new Set(dishesOf(market!).map(shapeOf)));
  });

  it("keep the dishes decision 016 is about: two or more single-choice groups", () => {
    const twoSingleChoice = stores
      .flatMap(dishesOf)
      .filter((dish) => dish.available && dish.option_groups.filter(singleChoice).length >= 2);
    expect(twoSingleChoice.length).toBeGreaterThanOrEqual(20);
  });
});
