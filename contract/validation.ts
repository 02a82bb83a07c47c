import * as z from "zod";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "./limits";
import {
  CARD_BRANDS,
  detectCardBrand,
  formatTaxId,
  isExpired,
  isValidBirthdate,
  isValidBrazilianFullPhone,
  isValidCardNumber,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidNit,
  isValidPhone,
  normalizeExpiry,
  onlyDigits,
  parseMoneyInput,
  type CardBrand,
} from "./formats";
import type { CountryCode, Currency } from "./merchant";

/*
 * One schema per user-facing rule of customer spec §5 (and core spec §5 for the table name),
 * shared by the storefront's conform forms and the API's handlers. Every message is a locale key
 * under "validation" in locales/<language>/common.json, so the storefront shows it with t().
 * conform hands an empty field over as undefined: that is the "required" message.
 */

/** Locale keys of the validation messages. */
export const VALIDATION_MESSAGES = {
  required: "validation.required",
  emailInvalid: "validation.emailInvalid",
  passwordTooShort: "validation.passwordTooShort",
  tokenInvalid: "validation.tokenInvalid",
  nameTooShort: "validation.nameTooShort",
  nameTooLong: "validation.nameTooLong",
  cepInvalid: "validation.cepInvalid",
  zipCodeInvalid: "validation.zipCodeInvalid",
  cpfOrCnpjInvalid: "validation.cpfOrCnpjInvalid",
  taxIdInvalid: "validation.taxIdInvalid",
  phoneInvalid: "validation.phoneInvalid",
  cardNumberInvalid: "validation.cardNumberInvalid",
  cardBrandNotAccepted: "validation.cardBrandNotAccepted",
  expiryInvalid: "validation.expiryInvalid",
  cardExpired: "validation.cardExpired",
  cvvInvalid: "validation.cvvInvalid",
  birthdateInvalid: "validation.birthdateInvalid",
  moneyInvalid: "validation.moneyInvalid",
  moneyWholeUnits: "validation.moneyWholeUnits",
  moneyTooLarge: "validation.moneyTooLarge",
} as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

const M = VALIDATION_MESSAGES;

/** A trimmed text that must not be empty; the base of every other rule. */
const requiredText = () => z.string({ error: M.required }).trim().min(1, { error: M.required, abort: true });

/** A required field with no other rule (card holder name; address state, city, street, number, neighborhood): trimmed, not empty. */
export const requiredTextSchema = requiredText();

/** E-mail of login and registration ('E-mail inválido'). */
export const emailSchema = requiredText().pipe(z.email({ error: M.emailInvalid }));

export const PASSWORD_MIN_LENGTH = 6;
/** Password: at least 6 characters, kept exactly as typed. */
export const passwordSchema = z
  .string({ error: M.required })
  .min(1, { error: M.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort });

/** Login token: exactly 6 digits. */
export const tokenSchema = requiredText().regex(/^\d{6}$/, { error: M.tokenInvalid });

export { NAME_MAX_LENGTH, NAME_MIN_LENGTH };
/** A customer's name: trimmed, 2 to 50 characters. */
export const nameSchema = requiredText().min(NAME_MIN_LENGTH, { error: M.nameTooShort }).max(NAME_MAX_LENGTH, { error: M.nameTooLong });

/** The name a guest gives at a table (core spec §5): trimmed, at least 2 characters. */
export const tableNameSchema = requiredText().min(NAME_MIN_LENGTH, { error: M.nameTooShort });

/** Brazilian CEP ('Informe um CEP válido'), given back as its 8 digits. */
export const cepSchema = requiredText().refine(isValidCep, { error: M.cepInvalid }).transform(onlyDigits);

const ZIP_CODE_DIGITS: Record<Exclude<CountryCode, "BRA">, number> = { MEX: 5, COL: 6 };

/** Postal code of an address in the merchant's country, given back as digits (Mexico 5, Colombia 6). */
export function zipCodeSchema(country: CountryCode) {
  if (country === "BRA") return cepSchema;
  const pattern = new RegExp(`^\\d{${ZIP_CODE_DIGITS[country]}}$`);
  return requiredText()
    .refine((typed) => pattern.test(onlyDigits(typed)) && /^[\d\s-]+$/.test(typed), { error: M.zipCodeInvalid })
    .transform(onlyDigits);
}

/** A real CPF or CNPJ, as the receipt asks ('valid CPF or CNPJ'), given back as digits. */
export const cpfOrCnpjSchema = requiredText()
  .refine((typed) => isValidCpf(typed) || isValidCnpj(typed), { error: M.cpfOrCnpjInvalid })
  .transform(onlyDigits);

/** Mexican RFC of a company (12), of a person (13), or a CURP (18), in shape. */
const MEXICAN_TAX_ID = [/^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/, /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/, /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/];

/** Colombian ids shorter than this are taken as a slip of the keyboard (a choice, not DIAN's rule). */
const COLOMBIAN_TAX_ID_MIN_DIGITS = 6;

function isValidColombianTaxId(digits: string): boolean {
  if (digits.length === 10) return isValidNit(digits);
  return digits.length >= COLOMBIAN_TAX_ID_MIN_DIGITS && digits.length < 10;
}

/**
 * Tax id of the merchant's country, stripped before checking (customer spec §5) and given back
 * stripped: Brazil a real CPF or CNPJ; Colombia 6 to 10 digits, 10 being a NIT whose check digit
 * must be right; Mexico an RFC or CURP in shape (letters upper-cased).
 */
export function taxIdSchema(country: CountryCode) {
  if (country === "BRA") return cpfOrCnpjSchema;
  if (country === "COL") {
    return requiredText()
      .refine((typed) => onlyDigits(typed).length <= 10 && isValidColombianTaxId(onlyDigits(typed)), { error: M.taxIdInvalid })
      .transform(onlyDigits);
  }
  const mexican = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9Ñ&]/g, "");
  return requiredText()
    .refine((typed) => MEXICAN_TAX_ID.some((shape) => shape.test(mexican(typed))), { error: M.taxIdInvalid })
    .transform((typed) => formatTaxId("MEX", typed));
}

/** A national phone number that is real for the country (libphonenumber), given back as digits. */
export function phoneSchema(country: CountryCode) {
  return requiredText()
    .refine((typed) => isValidPhone(country, typed), { error: M.phoneInvalid })
    .transform(onlyDigits);
}

/** A Brazilian full phone (55, area code, number): 12 or 13 digits, given back as digits. */
export const brazilianFullPhoneSchema = requiredText().refine(isValidBrazilianFullPhone, { error: M.phoneInvalid }).transform(onlyDigits);

/**
 * Card number: Luhn-valid, of a brand the store accepts; given back as digits, as it is sent
 * (customer spec §5: non-digits are stripped before sending).
 */
export function cardNumberSchema(acceptedBrands: readonly CardBrand[] = CARD_BRANDS) {
  return requiredText()
    .refine(isValidCardNumber, { error: M.cardNumberInvalid, abort: true })
    .refine(
      (typed) => {
        const brand = detectCardBrand(typed);
        return brand !== null && acceptedBrands.includes(brand);
      },
      { error: M.cardBrandNotAccepted },
    )
    .transform(onlyDigits);
}

/**
 * Card expiry typed as MM/YYYY, not before the month of `now()` (asked at each parse, so a
 * module-level schema stays right past midnight); given back as 'MM/yy'.
 */
export function expirySchema(now: () => Date) {
  return requiredText()
    .refine((typed) => normalizeExpiry(typed) !== "", { error: M.expiryInvalid, abort: true })
    .refine((typed) => !isExpired(normalizeExpiry(typed), now()), { error: M.cardExpired })
    .transform(normalizeExpiry);
}

/** Card security code: 3 or 4 digits. */
export const cvvSchema = requiredText().regex(/^\d{3,4}$/, { error: M.cvvInvalid });

/** The card holder's document: required; dots and dashes removed before tokenizing (customer spec §5). */
export const cardHolderDocumentSchema = requiredText().transform((typed) => typed.replace(/[.-]/g, ""));

/** Birthdate typed dd/mm/yyyy: a real calendar date before `now()`. */
export function birthdateSchema(now: () => Date) {
  return requiredText().refine((typed) => isValidBirthdate(typed, now()), { error: M.birthdateInvalid });
}

/**
 * Money a customer types, read by parseMoneyInput (whole units: "100" is 100.00), given back in
 * minor units (1/100), at most MONEY_INPUT_MAX; moneyTooLarge's text takes the limit as `max`.
 */
export function moneyInputSchema(currency: Currency) {
  return requiredText().transform((typed, context) => {
    const read = parseMoneyInput(currency, typed);
    if (read.ok) return read.minorUnits;
    const message = read.reason === "tooLarge" ? M.moneyTooLarge : read.reason === "cents" ? M.moneyWholeUnits : M.moneyInvalid;
    context.issues.push({ code: "custom", message, input: typed });
    return z.NEVER;
  });
}
