/**
 * A copy of a merchant under a new slug, for end-to-end tests that change a store's settings or menu
 * without touching the demo stores other tests read (decision 102). Columns are listed from the
 * database itself, so a column added later is copied without a change here.
 */

/** Menu tables, parents first; every `id` and menu reference in them is moved by one offset. */
const MENU_TABLES = [
  "categories",
  "items",
  "option_groups",
  "options",
  "pizzas",
  "pizza_sizes",
  "pizza_flavors",
  "pizza_flavor_prices",
  "pizza_complements",
  "pizza_complement_prices",
  "promotions",
  "extras",
  "additionals",
] as const;

const MENU_REFERENCES = new Set([
  "id",
  "category_id",
  "item_id",
  "option_group_id",
  "pizza_id",
  "flavor_id",
  "size_id",
  "complement_id",
  "extra_id",
]);

/** Rows of the store's configuration outside the merchants row, copied with new ids (not coupons: their rules name the source's dishes). */
const CONFIGURATION_TABLES = ["operation_times", "banners", "card_settings"] as const;

async function columnsOf(d1: D1Database, table: string): Promise<string[]> {
  const { results } = await d1.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
  return results.map((column) => column.name);
}

export interface MerchantCopyRows {
  merchantId: number;
  staffId: number;
}

/**
 * Copies `fromSlug`'s merchants row (versions at 0, not in any franchise list, no custom domain),
 * its menu and its configuration rows to `slug`, with one owner whose password hash is given.
 * Null when there is no such merchant.
 */
export async function copyMerchantRows(
  d1: D1Database,
  fromSlug: string,
  slug: string,
  name: string,
  owner: { name: string; email: string; passwordHash: string },
  now: number,
): Promise<MerchantCopyRows | null> {
  const source = await d1.prepare("SELECT id FROM merchants WHERE slug = ?1").bind(fromSlug).first<{ id: number }>();
  if (!source) return null;

  const merchantColumns = (await columnsOf(d1, "merchants")).filter((column) => column !== "id");
  const replaced: Record<string, string> = {
    slug: "?2",
    name: "?3",
    type: "'STORE'",
    slug_franchise: "NULL",
    store_visible: "NULL",
    menu_version: "0",
    settings_version: "0",
  };
  const created = await d1
    .prepare(
      `INSERT INTO merchants (${merchantColumns.join(", ")})
       SELECT ${merchantColumns.map((column) => replaced[column] ?? column).join(", ")} FROM merchants WHERE id = ?1
       RETURNING id`,
    )
    .bind(source.id, slug, name)
    .first<{ id: number }>();
  const merchantId = created!.id;

  // One offset above every menu id there is, so no copied id meets another row's, in any table.
  const highest = await d1
    .prepare(
      `SELECT MAX(${MENU_TABLES.filter((table) => !table.endsWith("_prices"))
        .map((table) => `(SELECT COALESCE(MAX(id), 0) FROM ${table})`)
        .join(", ")}) AS id`,
    )
    .first<{ id: number }>();
  const offset = highest!.id + 1;

  const statements: D1PreparedStatement[] = [];
  for (const table of MENU_TABLES) {
    const columns = await columnsOf(d1, table);
    const select = columns.map((column) =>
      column === "merchant_id" ? "?1" : MENU_REFERENCES.has(column) ? `${column} + ?3` : column,
    );
    statements.push(
      d1
        .prepare(
          `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select.join(", ")} FROM ${table} WHERE merchant_id = ?2`,
        )
        .bind(merchantId, source.id, offset),
    );
  }
  for (const table of CONFIGURATION_TABLES) {
    const columns = (await columnsOf(d1, table)).filter((column) => column !== "id");
    const select = columns.map((column) => (column === "merchant_id" ? "?1" : column));
    statements.push(
      d1
        .prepare(
          `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select.join(", ")} FROM ${table} WHERE merchant_id = ?2`,
        )
        .bind(merchantId, source.id),
    );
  }
  const staff = d1
    .prepare(
      `INSERT INTO staff_members (merchant_id, name, email, role, password_hash, created_at)
       VALUES (?1, ?2, ?3, 'OWNER', ?4, ?5) RETURNING id`,
    )
    .bind(merchantId, owner.name, owner.email, owner.passwordHash, now);
  const results = await d1.batch([...statements, staff]);
  const staffId = (results.at(-1)!.results[0] as { id: number }).id;
  return { merchantId, staffId };
}
