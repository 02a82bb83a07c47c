// No zod here: browser bundles import this module directly.

/** In the order they are checked. */
export const COUPON_ERROR_CODES = [
  "REQUIRED_CLIENT",
  "ALREADY_EXISTS",
  "QUANTITY_REACHED",
  "ALREADY_USED",
  "FIRST_ORDER",
  "PROMOTIONAL_ITEM",
  "FIDELITY_PROGRAM",
  "MINIMUM_ORDER",
] as const;
