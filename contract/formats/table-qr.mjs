// What a table's printed QR code holds and how the cards are laid out on the sheet: one module for
// the console's QR page and `npm run order -- qr-codes` (plain JavaScript, so Node runs it as is).

/** Cards per printed A4 sheet (2 columns × 3 rows). */
export const CARDS_PER_PAGE = 6;

/**
 * The URL a table's QR code holds: `{origin}/{slug}/table/assign?code={code}` (origin without a
 * trailing slash); `slug` null on the store's own domain, where the storefront has no slug segment.
 * @param {string} origin
 * @param {string | null} slug
 * @param {string} code
 * @returns {string}
 */
export function assignUrl(origin, slug, code) {
  const base = String(origin).replace(/\/+$/, "");
  const path = slug === null ? "" : `/${encodeURIComponent(slug)}`;
  return `${base}${path}/table/assign?${new URLSearchParams({ code })}`;
}

/**
 * The tables that get a card, in number order and cut into sheets: disabled ones are left out (their
 * code answers "table does not exist").
 * @template {{ number: number; enabled: boolean }} T
 * @param {readonly T[]} tables
 * @returns {T[][]}
 */
export function qrSheets(tables) {
  const enabled = tables.filter((table) => table.enabled).sort((a, b) => a.number - b.number);
  const sheets = [];
  for (let start = 0; start < enabled.length; start += CARDS_PER_PAGE)
    sheets.push(enabled.slice(start, start + CARDS_PER_PAGE));
  return sheets;
}
