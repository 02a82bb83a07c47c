/** Largest quantity of one cart line; more is INVALID_QUANTITY. (No zod here: browser code imports it.) */
export const MAX_LINE_QUANTITY = 99;
/** Longest notes of one item or pizza line. */
export const LINE_NOTES_MAX = 140;
/** Longest notes of a whole order (the cart's notes). */
export const CART_NOTES_MAX = 500;
/** Longest neighbourhood name of a delivery address. */
export const NEIGHBORHOOD_MAX = 80;
