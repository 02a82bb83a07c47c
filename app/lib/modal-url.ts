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

/**
 * True when a navigation only moves inside one open pizza builder (a GET changing its step or
 * choices): with JavaScript the builder renders those from its own store, so no loader needs to
 * run again.
 */
export function builderOnlyChange(current: URL, next: URL, formMethod?: string): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  if (current.pathname !== next.pathname) return false;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  if (before.get("modal") !== "menuPizza" || after.get("modal") !== "menuPizza") return false;
  if (before.get("modalId") !== after.get("modalId")) return false;
  for (const name of PIZZA_PARAMS) {
    before.delete(name);
    after.delete(name);
  }
  before.sort();
  after.sort();
  return before.toString() === after.toString();
}
