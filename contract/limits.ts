/** No zod here: browser code imports this module. */
export const MAX_LINE_QUANTITY = 99;
export const LINE_NOTES_MAX = 140;
export const CART_NOTES_MAX = 500;
export const NEIGHBORHOOD_MAX = 80;
/** Item lines plus pizza lines. */
export const MAX_CART_LINES = 100;
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
export const SLUG_MAX = 100;
export const ORDER_RATING_COMMENT_MAX = 500;
export const MAX_TABLE_GUESTS = 30;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const CARD_NICKNAME_MAX = 40;
