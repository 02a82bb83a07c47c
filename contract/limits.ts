/** Largest quantity of one cart line; more is INVALID_QUANTITY. (No zod here: browser code imports it.) */
export const MAX_LINE_QUANTITY = 99;
/** Longest notes of one item or pizza line. */
export const LINE_NOTES_MAX = 140;
/** Longest notes of a whole order (the cart's notes). */
export const CART_NOTES_MAX = 500;
/** Longest neighbourhood name of a delivery address. */
export const NEIGHBORHOOD_MAX = 80;
/** Most lines (item lines plus pizza lines) one cart holds; a new line past it is CART_FULL. */
export const MAX_CART_LINES = 100;
/** Largest request body the API reads, in bytes; more is PAYLOAD_TOO_LARGE (413). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
/** Longest slug a client may name (merchants' slugs are far shorter). */
export const SLUG_MAX = 100;
/** Longest comment a customer may leave with an order's rating. */
export const ORDER_RATING_COMMENT_MAX = 500;
/** Most guests a table client may say they are (the form's upper bound). */
export const MAX_TABLE_GUESTS = 30;
/** Shortest and longest name of a customer. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
/** Longest nickname a customer may give a saved card. */
export const CARD_NICKNAME_MAX = 40;
