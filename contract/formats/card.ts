import { onlyDigits } from "./digits";

/** Card brands of customer spec §9 that a number can be recognised as. */
export type CardBrand = "MASTER" | "VISA" | "ELO" | "AMEX" | "SODEXO" | "ALELO" | "VR" | "TICKET";

export const CARD_NUMBER_MAX_DIGITS = 16;

/** Card number as typed: digits only, at most 16, in groups of four. */
export function formatCardNumber(input: string): string {
  return onlyDigits(input).slice(0, CARD_NUMBER_MAX_DIGITS).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Luhn (mod 10) check over 13 to 16 digits. */
export function isValidCardNumber(input: string): boolean {
  const digits = onlyDigits(input);
  if (digits.length < 13 || digits.length > CARD_NUMBER_MAX_DIGITS) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const inRange = (value: number, low: number, high: number) => value >= low && value <= high;

/** Elo's published BIN ranges (checked before Visa and Mastercard, whose ranges they overlap). */
const ELO_BINS: Array<[number, number]> = [
  [401178, 401179], [431274, 431274], [438935, 438935], [451416, 451416], [457393, 457393],
  [457631, 457632], [504175, 504175], [506699, 506778], [509000, 509999], [627780, 627780],
  [636297, 636297], [636368, 636368], [650031, 650033], [650035, 650051], [650405, 650439],
  [650485, 650538], [650541, 650598], [650700, 650718], [650720, 650727], [650901, 650978],
  [651652, 651679], [655000, 655019], [655021, 655058],
];

/** The brand a card number belongs to, from its first digits, or null when unknown. */
export function detectCardBrand(input: string): CardBrand | null {
  const digits = onlyDigits(input);
  if (digits.length < 2) return null;
  const bin = digits.length >= 6 ? Number(digits.slice(0, 6)) : null;
  if (bin !== null && ELO_BINS.some(([low, high]) => inRange(bin, low, high))) return "ELO";
  const two = Number(digits.slice(0, 2));
  if (two === 34 || two === 37) return "AMEX";
  if (digits.startsWith("4")) return "VISA";
  if (inRange(two, 51, 55)) return "MASTER";
  if (digits.length >= 4 && inRange(Number(digits.slice(0, 4)), 2221, 2720)) return "MASTER";
  return null;
}
