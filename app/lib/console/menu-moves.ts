/*
 * The editor's up and down moves (decisions 096 and 115): a move sends the whole new order computed
 * when the page was drawn, so sent twice it lands once, and the page says where the row went.
 */

/** A move's form: the new order (comma-separated ids) and where the row lands in its list, from 1. */
export interface MoveTarget {
  ids: string;
  position: number;
  count: number;
}

/**
 * The whole order `ids` after `id` trades places with its neighbour `by` in `within` (a sub-list of
 * `ids`, such as a pizza's edges among its complements; all of `ids` by default); null when it has none.
 */
export function movedOrder(
  ids: readonly number[],
  id: number,
  by: -1 | 1,
  within: readonly number[] = ids,
): MoveTarget | null {
  const at = within.indexOf(id);
  const neighbour = within[at + by];
  if (at < 0 || neighbour === undefined) return null;
  const next = [...ids];
  const from = next.indexOf(id);
  const to = next.indexOf(neighbour);
  if (from < 0 || to < 0) return null;
  next[from] = neighbour;
  next[to] = id;
  return { ids: next.join(","), position: at + by + 1, count: within.length };
}

/** Where the last move put its row (`?done=moved&position=2&count=5`), for the page's live region. */
export function movedTo(url: URL): { position: number; count: number } | null {
  if (url.searchParams.get("done") !== "moved") return null;
  const position = Number(url.searchParams.get("position"));
  const count = Number(url.searchParams.get("count"));
  if (!Number.isInteger(position) || !Number.isInteger(count) || position < 1 || position > count || count > 500)
    return null;
  return { position, count };
}
