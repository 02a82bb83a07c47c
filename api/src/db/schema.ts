/*
 * Tenancy: every row below a merchant carries merchant_id and every parent link is a composite
 * foreign key (merchant_id, parent_id), so SQLite refuses a child pointing at another merchant's row.
 * Money is integer minor units.
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
export * from "./schema/payments";
export * from "./schema/rescue";
