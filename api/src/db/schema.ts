/*
 * Tenancy rule: every row below a merchant carries merchant_id, and every parent/child link is a
 * composite foreign key (merchant_id, parent_id) → parent(merchant_id, id). SQLite then refuses
 * a child that points at another merchant's row, so a query scoped by merchant_id can never
 * reach data of a different slug. D1 always enforces foreign keys.
 *
 * Ids are the seed's (and later the admin's), unique per table across merchants, so carts and
 * orders added later can reference items, sizes and flavors by id alone.
 *
 * Money is integer minor units. Display order is `sort_order` (`order` on the wire: a reserved
 * word in SQL).
 */

export * from "./schema/merchants";
export * from "./schema/menu";
export * from "./schema/carts";
export * from "./schema/clients";
export * from "./schema/cards";
export * from "./schema/orders";
export * from "./schema/tables";
export * from "./schema/loyalty";
export * from "./schema/analytics";
export * from "./schema/staff";
export * from "./schema/social";
