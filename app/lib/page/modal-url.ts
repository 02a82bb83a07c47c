/** Query parameters of the modals (core spec §2) and of the pizza builder's state; closing drops them. */
export const MODAL_PARAMS = ["modal", "modalId", "step"] as const;
export const PIZZA_PARAMS = ["step", "size", "flavor", "complement", "quantity", "notes", "flavorSearch"] as const;

/** The request's own path with a single leading slash: "//host" would redirect off site. */
export const samePath = (url: URL): string => url.pathname.replace(/^\/+/, "/");

/** The page's own URL without its modal: where a modal's close link goes. */
export function withoutModal(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of [...MODAL_PARAMS, ...PIZZA_PARAMS]) search.delete(name);
  const query = search.toString();
  return `${samePath(url)}${query ? `?${query}` : ""}`;
}

/** Which dialog a URL asks for ("menuItem:5", "menuPizza:3"), whatever the builder's step; null for none. */
export function dialogKey(search: URLSearchParams): string | null {
  const modal = search.get("modal");
  const id = search.get("modalId");
  return modal && id ? `${modal}:${id}` : null;
}

/**
 * True when a navigation only opens, closes or moves inside the menu's dialogs (a GET changing
 * nothing but the modal and builder parameters): with JavaScript the page fetches a dialog's data
 * on its own and the builder renders its steps from its own store, so no loader needs to run again.
 */
export function modalOnlyChange(current: URL, next: URL, formMethod?: string): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  if (current.pathname !== next.pathname) return false;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  before.sort();
  after.sort();
  if (before.toString() === after.toString()) return false; // a reload or a revalidation
  for (const name of [...MODAL_PARAMS, ...PIZZA_PARAMS]) {
    before.delete(name);
    after.delete(name);
  }
  return before.toString() === after.toString();
}
