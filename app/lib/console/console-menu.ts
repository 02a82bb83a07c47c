/** A form of the menu editor given back with its refusal: what was typed comes back as it was sent. */
export interface MenuFormAnswer {
  /** "category", "item", "group-new" or "group-{id}", or a list action of the menu page ("trash-item-12"). */
  form: string;
  errors: Record<string, string>;
  /** The form as conform read it: strings, and option rows as a list. */
  values: Record<string, unknown>;
  message: string | null;
  /** An option group's rows to show (one more after "one more option"). */
  rows?: number;
}

/** What the menu page says after a change, by its `done` search parameter. */
export const MENU_DONE = [
  "categoryCreated",
  "categorySaved",
  "itemSaved",
  "moved",
  "hidden",
  "shown",
  "trashed",
  "restored",
] as const;
export type MenuDone = (typeof MENU_DONE)[number];

/** What the dish page says after a change. */
export const ITEM_DONE = ["created", "saved", "groupSaved", "groupDeleted", "groupMoved"] as const;
export type ItemDone = (typeof ITEM_DONE)[number];

/** A text field of a typed answer, or the fallback. */
export const typed = (values: Record<string, unknown> | undefined, name: string, fallback: string): string => {
  const value = values?.[name];
  return typeof value === "string" ? value : values ? "" : fallback;
};
