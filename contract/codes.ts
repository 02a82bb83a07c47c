/*
 * Codes the browser's code reads as they are, kept here without zod (browser bundles import this
 * module directly; the contract's index would bring the validation library along).
 */

/** The refusals of a coupon add (422), core spec §8, in the order they are checked. */
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
