import type {
  MenuEditorCategory,
  MenuEditorItem,
  menuEditorGroupSchema,
  menuEditorOptionSchema,
} from "../../../contract/console-menu";
import {
  MENU_IMPORT_ERRORS,
  type MenuImportChange,
  type MenuImportProblem,
} from "../../../contract/console-menu-import";
import type * as z from "zod";
import type { SheetCategory, SheetDish, SheetGroup, SheetOption } from "./menu-spreadsheet";

// What importing a file would do to the menu (decision 098): each row matched to what the menu has by its id,
// else by name among its siblings, else new; what the file leaves out is trashed (categories, dishes) or
// removed (a dish's groups and options, as the editor does). Nothing here writes: the db layer walks the plan.

type CurrentGroup = z.infer<typeof menuEditorGroupSchema>;
type CurrentOption = z.infer<typeof menuEditorOptionSchema>;
type Field = MenuImportChange["fields"][number];

export interface PlannedOption {
  current: CurrentOption | null;
  sheet: SheetOption;
  /** The position to write, or null to keep the one it has. */
  sortOrder: number | null;
  fields: Field[];
}

export interface PlannedGroup {
  current: CurrentGroup | null;
  sheet: SheetGroup;
  sortOrder: number | null;
  fields: Field[];
  options: PlannedOption[];
  removedOptions: CurrentOption[];
  /** Any of its options new, changed, moved or removed. */
  optionsChanged: boolean;
}

export interface PlannedDish {
  current: MenuEditorItem | null;
  sheet: SheetDish;
  sortOrder: number | null;
  fields: Field[];
  groups: PlannedGroup[];
  removedGroups: CurrentGroup[];
}

export interface PlannedCategory {
  current: MenuEditorCategory | null;
  sheet: SheetCategory;
  sortOrder: number | null;
  fields: Field[];
  dishes: PlannedDish[];
}

export interface MenuImportPlan {
  categories: PlannedCategory[];
  removedCategories: MenuEditorCategory[];
  removedDishes: MenuEditorItem[];
  /** What the owner reads in the preview, in the file's order, the removed last. */
  changes: MenuImportChange[];
}

export type MenuImportPlanning = { ok: true; plan: MenuImportPlan } | { ok: false; problems: MenuImportProblem[] };

const sameName = (a: string, b: string) => a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");

/** Pairs each sheet entry with the current one it names (by id, else by a name no other row took). */
function match<C extends { id: number; name: string }, S extends { id: number | null; name: string; line: number }>(
  current: readonly C[],
  sheet: readonly S[],
  column: string,
  problems: MenuImportProblem[],
  anywhere: ReadonlyMap<number, C> = new Map(current.map((entry) => [entry.id, entry])),
): Array<C | null | undefined> {
  const taken = new Set<number>();
  const byId = sheet.map((entry) => {
    if (entry.id === null) return null;
    const found = anywhere.get(entry.id);
    if (!found) problems.push({ line: entry.line, column, key: MENU_IMPORT_ERRORS.idUnknown });
    else taken.add(found.id);
    return found;
  });
  return sheet.map((entry, index) => {
    if (entry.id !== null) return byId[index];
    const found = current.find((candidate) => !taken.has(candidate.id) && sameName(candidate.name, entry.name));
    if (found) taken.add(found.id);
    return found ?? null;
  });
}

/** Positions to write: none when the kept entries keep their order and nothing joins them. */
function positions(current: readonly { id: number }[], planned: ReadonlyArray<{ id: number } | null>) {
  const kept = new Set(planned.filter((entry) => entry !== null).map((entry) => entry.id));
  const before = current.filter((entry) => kept.has(entry.id)).map((entry) => entry.id);
  const after = planned.filter((entry) => entry !== null).map((entry) => entry.id);
  const joined = planned.some((entry) => entry === null || !current.some((known) => known.id === entry.id));
  const reordered = before.some((id, index) => after[index] !== id);
  return {
    sortOrderOf: (index: number) => (joined || reordered ? index : null),
    /** A kept entry's place among the kept ones, before and after, when it changed. */
    moved(id: number): Field | null {
      const from = before.indexOf(id);
      const to = after.indexOf(id);
      return reordered && from !== to ? { field: "position", from: from + 1, to: to + 1 } : null;
    },
  };
}

function diff(pairs: Array<[string, unknown, unknown]>): Field[] {
  return pairs
    .filter(([, from, to]) => JSON.stringify(from) !== JSON.stringify(to))
    .map(([field, from, to]) => ({ field, from, to }) as Field);
}

/** Matches the file's menu to the current one and lists every change; unknown ids are problems. */
export function planMenuImport(current: MenuEditorCategory[], sheet: SheetCategory[]): MenuImportPlanning {
  const problems: MenuImportProblem[] = [];
  const changes: MenuImportChange[] = [];
  const allItems = new Map(current.flatMap((category) => category.items.map((item) => [item.id, item] as const)));
  const categoryOfItem = new Map(current.flatMap((category) => category.items.map((item) => [item.id, category])));

  const categoryMatches = match(current, sheet, "category_id", problems);
  const categoryOrder = positions(
    current,
    categoryMatches.map((found) => found ?? null),
  );
  const claimedItems = new Set<number>();
  const categories: PlannedCategory[] = sheet.map((sheetCategory, categoryIndex) => {
    const found = categoryMatches[categoryIndex] ?? null;
    const moved = found ? categoryOrder.moved(found.id) : null;
    const fields = found
      ? [
          ...diff([
            ["name", found.name, sheetCategory.name],
            ["enabled", found.enabled, sheetCategory.enabled],
          ]),
          ...(moved ? [moved] : []),
        ]
      : [];
    if (!found || fields.length > 0)
      changes.push({
        kind: found ? "changed" : "new",
        subject: "category",
        name: sheetCategory.name,
        parent: null,
        line: sheetCategory.line,
        fields,
      });

    // A dish named by id may come from another category; by name, only from this one's.
    const ownItems = (found?.items ?? []).filter((item) => !claimedItems.has(item.id));
    const dishMatches = match(ownItems, sheetCategory.dishes, "dish_id", problems, allItems);
    dishMatches.forEach((item) => item && claimedItems.add(item.id));
    const dishOrder = positions(
      found?.items ?? [],
      dishMatches.map((item) => (item && categoryOfItem.get(item.id) === found ? item : null)),
    );
    const dishes = sheetCategory.dishes.map((sheetDish, dishIndex) => {
      const item = dishMatches[dishIndex] ?? null;
      const dish = planDish(item, sheetDish, found, categoryOfItem.get(item?.id ?? 0) ?? null, sheetCategory, problems);
      dish.sortOrder = dishOrder.sortOrderOf(dishIndex);
      const dishMoved = item && categoryOfItem.get(item.id) === found ? dishOrder.moved(item.id) : null;
      if (dishMoved) dish.fields.push(dishMoved);
      if (!item || dish.fields.length > 0)
        changes.push({
          kind: item ? "changed" : "new",
          subject: "item",
          name: sheetDish.name,
          parent: sheetCategory.name,
          line: sheetDish.line,
          fields: item ? dish.fields : [{ field: "price", from: null, to: sheetDish.price }],
        });
      for (const group of dish.groups) {
        if (!group.current || group.fields.length > 0)
          changes.push({
            kind: group.current ? "changed" : "new",
            subject: "option_group",
            name: group.sheet.name,
            parent: sheetDish.name,
            line: group.sheet.line,
            fields: group.fields,
          });
        for (const option of group.options)
          if (!option.current || option.fields.length > 0)
            changes.push({
              kind: option.current ? "changed" : "new",
              subject: "option",
              name: option.sheet.name,
              parent: `${sheetDish.name} · ${group.sheet.name}`,
              line: option.sheet.line,
              fields: option.current ? option.fields : [{ field: "price", from: null, to: option.sheet.price }],
            });
        for (const option of group.removedOptions)
          changes.push(removed("option", option.name, `${sheetDish.name} · ${group.sheet.name}`));
      }
      for (const group of dish.removedGroups) changes.push(removed("option_group", group.name, sheetDish.name));
      return dish;
    });
    return {
      current: found,
      sheet: sheetCategory,
      sortOrder: categoryOrder.sortOrderOf(categoryIndex),
      fields,
      dishes,
    };
  });
  if (problems.length > 0) return { ok: false, problems };

  const keptCategories = new Set(categories.flatMap((category) => (category.current ? [category.current.id] : [])));
  // A category with pizzas stays: pizzas are not in the spreadsheet, so a file cannot mean to drop them.
  const removedCategories = current.filter(
    (category) => !keptCategories.has(category.id) && category.pizzas.length === 0,
  );
  const removedDishes = current
    .filter((category) => keptCategories.has(category.id))
    .flatMap((category) => category.items)
    .filter((item) => !claimedItems.has(item.id));
  for (const category of removedCategories) changes.push(removed("category", category.name, null));
  for (const item of removedDishes) changes.push(removed("item", item.name, categoryOfItem.get(item.id)?.name ?? null));
  return { ok: true, plan: { categories, removedCategories, removedDishes, changes } };
}

const removed = (subject: MenuImportChange["subject"], name: string, parent: string | null): MenuImportChange => ({
  kind: "removed",
  subject,
  name,
  parent,
  line: null,
  fields: [],
});

function planDish(
  item: MenuEditorItem | null,
  sheet: SheetDish,
  target: MenuEditorCategory | null,
  itemCategory: MenuEditorCategory | null,
  category: SheetCategory,
  problems: MenuImportProblem[],
): PlannedDish {
  const fields = item
    ? diff([
        ["name", item.name, sheet.name],
        [
          "category",
          itemCategory?.name ?? null,
          target !== null && target === itemCategory ? target.name : category.name,
        ],
        ["description", item.description, sheet.description],
        ["price", item.price, sheet.price],
        ["original_price", item.original_price, sheet.original_price],
        ["tags", item.tags, sheet.tags],
        ["serves", item.serves, sheet.serves],
        ["enabled", item.enabled, sheet.enabled],
      ])
    : [];
  const currentGroups = item?.option_groups ?? [];
  const groupMatches = match(currentGroups, sheet.groups, "group_id", problems);
  const groupOrder = positions(
    currentGroups,
    groupMatches.map((group) => group ?? null),
  );
  const groups = sheet.groups.map((sheetGroup, index) => {
    const group = groupMatches[index] ?? null;
    return planGroup(
      group,
      sheetGroup,
      groupOrder.sortOrderOf(index),
      group ? groupOrder.moved(group.id) : null,
      problems,
    );
  });
  const keptGroups = new Set(groupMatches.flatMap((group) => (group ? [group.id] : [])));
  return {
    current: item,
    sheet,
    sortOrder: null,
    fields,
    groups,
    removedGroups: currentGroups.filter((group) => !keptGroups.has(group.id)),
  };
}

function planGroup(
  group: CurrentGroup | null,
  sheet: SheetGroup,
  sortOrder: number | null,
  moved: Field | null,
  problems: MenuImportProblem[],
): PlannedGroup {
  const fields = group
    ? [
        ...diff([
          ["name", group.name, sheet.name],
          ["min", group.min, sheet.min],
          ["max", group.max, sheet.max],
        ]),
        ...(moved ? [moved] : []),
      ]
    : [];
  const currentOptions = group?.options ?? [];
  const optionMatches = match(currentOptions, sheet.options, "option_id", problems);
  const optionOrder = positions(
    currentOptions,
    optionMatches.map((option) => option ?? null),
  );
  const options = sheet.options.map((sheetOption, index) => {
    const option = optionMatches[index] ?? null;
    const optionMoved = option ? optionOrder.moved(option.id) : null;
    return {
      current: option,
      sheet: sheetOption,
      sortOrder: optionOrder.sortOrderOf(index),
      fields: option
        ? [
            ...diff([
              ["name", option.name, sheetOption.name],
              ["price", option.price, sheetOption.price],
              ["enabled", option.enabled, sheetOption.enabled],
            ]),
            ...(optionMoved ? [optionMoved] : []),
          ]
        : [],
    };
  });
  const kept = new Set(optionMatches.flatMap((option) => (option ? [option.id] : [])));
  const removedOptions = currentOptions.filter((option) => !kept.has(option.id));
  return {
    current: group,
    sheet,
    sortOrder,
    fields,
    options,
    removedOptions,
    optionsChanged: removedOptions.length > 0 || options.some((option) => !option.current || option.fields.length > 0),
  };
}
