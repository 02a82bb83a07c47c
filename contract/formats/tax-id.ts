import type { CountryCode } from "../merchant";
import { onlyDigits } from "./digits";

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

/** Mod-11 check digit of Brazilian tax ids for the given weights. */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A real CPF: 11 digits, not all the same, both check digits right (dots and dash allowed). */
export function isValidCpf(input: string): boolean {
  const digits = onlyDigits(input);
  if (digits.length !== 11 || allSame(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

/** The two check digits that follow the first 12 digits of a CNPJ. */
export function cnpjCheckDigits(first12: string): string {
  const first = checkDigit(first12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(`${first12}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

/** A real CNPJ: 14 digits, not all the same, both check digits right. */
export function isValidCnpj(input: string): boolean {
  const digits = onlyDigits(input);
  if (digits.length !== 14 || allSame(digits)) return false;
  return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
}

/** DIAN's weights, applied from the rightmost digit of a Colombian NIT. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The DIAN check digit (dígito de verificación) of a NIT's digits. */
export function nitCheckDigit(nit: string): number {
  const digits = onlyDigits(nit);
  const sum = [...digits].reverse().reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** A Colombian NIT with its check digit last ("890.903.938-8"): 9 digits and the right check digit. */
export function isValidNit(input: string): boolean {
  const digits = onlyDigits(input);
  if (digits.length !== 10) return false;
  return nitCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** Applies a mask of "#" slots to digits as far as they go ("###.###" + "1234" -> "123.4"). */
export function applyMask(digits: string, mask: string): string {
  let result = "";
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    result += slot === "#" ? digits[next++] : slot;
  }
  return result;
}

/**
 * Tax id as typed (customer spec §5): Brazil digits up to 14, shown as CPF (3.3.3-2) up to 11
 * digits and as CNPJ beyond; Mexico RFC/CURP letters and digits cut to 18; Colombia digits cut
 * to 10, and 10 digits shown as a NIT with its check digit (900.123.456-7).
 */
export function formatTaxId(country: CountryCode, input: string): string {
  if (country === "MEX")
    return input
      .toUpperCase()
      .replace(/[^A-Z0-9Ñ&]/g, "")
      .slice(0, 18);
  const digits = onlyDigits(input);
  // Ten digits are a NIT's nine plus its check digit, written as DIAN writes it; a ten-digit
  // cédula gets the same dots, which changes no digit. Shorter ids stay bare digits, so the mask
  // does not guess while the customer is still typing.
  if (country === "COL") return digits.length >= 10 ? applyMask(digits.slice(0, 10), "###.###.###-#") : digits;
  const brazilian = digits.slice(0, 14);
  return brazilian.length <= 11 ? applyMask(brazilian, "###.###.###-##") : applyMask(brazilian, "##.###.###/####-##");
}
