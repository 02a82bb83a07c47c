/** Largest quantity of one cart line; more is INVALID_QUANTITY. (No zod here: browser code imports it.) */
export const MAX_LINE_QUANTITY = 99;
