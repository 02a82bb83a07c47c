import type { CountryCode } from "../merchant";
import { onlyDigits } from "./digits";

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(input: string): boolean {
  const digits = onlyDigits(input);
  if (digits.length !== 11 || allSame(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

export function cnpjCheckDigits(first12: string): string {
  const first = checkDigit(first12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(`${first12}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

export function isValidCnpj(input: string): boolean {
  const digits = onlyDigits(input);
  if (digits.length !== 14 || allSame(digits)) return false;
  return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
}

/** DIAN's weights, applied from the rightmost digit. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

export function nitCheckDigit(nit: string): number {
  const digits = onlyDigits(nit);
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

export function isValidNit(input: string): boolean {
  const digits = onlyDigits(input);
  if (digits.length !== 10) return false;
  return nitCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

export function applyMask(digits: string, mask: string): string {
  let result = "";
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    result += slot === "#" ? digits[next++] : slot;
  }
  return result;
}

export function formatTaxId(country: CountryCode, input: string): string {
  if (country === "MEX")
    return input
      .toUpperCase()
      .replace(/[^A-Z0-9Ñ&]/g, "")
      .slice(0, 18);
  const digits = onlyDigits(input);
  // Ten digits are a NIT and its check digit (a ten-digit cédula gets the same dots, no digit changed).
  // Shorter ids stay bare, so the mask does not guess while the customer types.
  if (country === "COL") return digits.length >= 10 ? applyMask(digits.slice(0, 10), "###.###.###-#") : digits;
  const brazilian = digits.slice(0, 14);
  return brazilian.length <= 11 ? applyMask(brazilian, "###.###.###-##") : applyMask(brazilian, "##.###.###/####-##");
}
