import type { CountryCode } from "../merchant";
import { onlyDigits } from "./digits";
import { applyMask } from "./tax-id";

/** Postal code as typed: Brazil digits up to 8 shown 5-3; Mexico cut to 5; Colombia cut to 6. */
export function formatZipCode(country: CountryCode, input: string): string {
  const digits = onlyDigits(input);
  if (country === "MEX") return digits.slice(0, 5);
  if (country === "COL") return digits.slice(0, 6);
  return applyMask(digits.slice(0, 8), "#####-###");
}

/** The Brazilian CEP pattern of customer spec §5: five digits, hyphen, three digits (hyphen optional when typed). */
export function isValidCep(input: string): boolean {
  return /^\d{5}-?\d{3}$/.test(input.trim());
}
