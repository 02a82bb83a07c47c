import { onlyDigits } from "./digits";

export const CARD_BRANDS = ["MASTER", "VISA", "ELO", "SODEXO", "ALELO", "VR", "AMEX", "TICKET"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_NUMBER_MAX_DIGITS = 16;

export function formatCardNumber(input: string): string {
  return onlyDigits(input)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

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

/** Checked after the voucher BINs, before Visa and Mastercard, whose ranges they overlap. */
const ELO_BINS: Array<[number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

// Meal-voucher BINs from active_merchant's credit_card_methods.rb (ALELO, SODEXO, VR) and Pinpad.Sdk's
// CardBrandMocker.cs (TICKET). Exact issuer BINs, so they win over the wider Elo, Visa and Mastercard ranges
// they overlap: a voucher is accepted only where the merchant takes it.
const VOUCHER_BINS: Array<[CardBrand, Array<[number, number]>]> = [
  [
    "ALELO",
    [
      [402588, 402588],
      [404347, 404347],
      [405876, 405876],
      [405882, 405882],
      [405884, 405884],
      [405886, 405886],
      [430471, 430471],
      [438061, 438061],
      [438064, 438064],
      [470063, 470066],
      [496067, 496067],
      [506699, 506704],
      [506706, 506706],
      [506713, 506714],
      [506716, 506716],
      [506749, 506750],
      [506752, 506752],
      [506754, 506756],
      [506758, 506767],
      [506770, 506771],
      [506773, 506773],
      [509015, 509019],
      [509880, 509882],
      [509884, 509885],
      [509887, 509887],
      [509987, 509992],
    ],
  ],
  [
    "SODEXO",
    [
      [600818, 600818],
      [603389, 603389],
      [606068, 606071],
    ],
  ],
  [
    "VR",
    [
      [627416, 627416],
      [637036, 637036],
    ],
  ],
  [
    "TICKET",
    [
      [602651, 602651],
      [603342, 603342],
    ],
  ],
];

export function detectCardBrand(input: string): CardBrand | null {
  const digits = onlyDigits(input);
  if (digits.length < 2) return null;
  const bin = digits.length >= 6 ? Number(digits.slice(0, 6)) : null;
  if (bin !== null) {
    for (const [brand, ranges] of VOUCHER_BINS) {
      if (ranges.some(([low, high]) => inRange(bin, low, high))) return brand;
    }
    if (ELO_BINS.some(([low, high]) => inRange(bin, low, high))) return "ELO";
  }
  const two = Number(digits.slice(0, 2));
  if (two === 34 || two === 37) return "AMEX";
  if (digits.startsWith("4")) return "VISA";
  if (inRange(two, 51, 55)) return "MASTER";
  if (digits.length >= 4 && inRange(Number(digits.slice(0, 4)), 2221, 2720)) return "MASTER";
  return null;
}
