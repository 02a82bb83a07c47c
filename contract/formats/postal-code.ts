import type { CountryCode } from "../merchant";
import { onlyDigits } from "./digits";
import { applyMask } from "./tax-id";

export function formatZipCode(country: CountryCode, input: string): string {
  const digits = onlyDigits(input);
  if (country === "MEX") return digits.slice(0, 5);
  if (country === "COL") return digits.slice(0, 6);
  return applyMask(digits.slice(0, 8), "#####-###");
}

export function isValidCep(input: string): boolean {
  return /^\d{5}-?\d{3}$/.test(input.trim());
}
