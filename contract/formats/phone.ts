import { AsYouType, isValidPhoneNumber, type CountryCode as PhoneCountry } from "libphonenumber-js/min";
import type { CountryCode } from "../merchant";
import { onlyDigits } from "./digits";
import { applyMask } from "./tax-id";

export const DIALLING_PREFIX: Record<CountryCode, string> = { BRA: "55", COL: "57", MEX: "52" };
const REGION: Record<CountryCode, PhoneCountry> = { BRA: "BR", COL: "CO", MEX: "MX" };

export function formatPhone(country: CountryCode, input: string): string {
  const digits = onlyDigits(input);
  if (country === "BRA") {
    const national = digits.slice(0, 11);
    return applyMask(national, national.length === 11 ? "(##) #####-####" : "(##) ####-#####");
  }
  if (country === "COL") return applyMask(digits.slice(0, 10), "(###) #######");
  return new AsYouType(REGION.MEX).input(digits.slice(0, 10));
}

/** Brazil and Mexico: 2 digits of country code, 2 of area code; Colombia 2 and 3; then the rest. */
export function splitPhone(
  country: CountryCode,
  fullNumber: string,
): { countryCode: string; areaCode: string; number: string } {
  const digits = onlyDigits(fullNumber);
  const areaLength = country === "COL" ? 3 : 2;
  return {
    countryCode: digits.slice(0, 2),
    areaCode: digits.slice(2, 2 + areaLength),
    number: digits.slice(2 + areaLength),
  };
}

export function isValidBrazilianFullPhone(fullNumber: string): boolean {
  const digits = onlyDigits(fullNumber);
  return (digits.length === 12 || digits.length === 13) && digits.startsWith(DIALLING_PREFIX.BRA);
}

export function isValidPhone(country: CountryCode, national: string): boolean {
  return isValidPhoneNumber(onlyDigits(national), REGION[country]);
}
