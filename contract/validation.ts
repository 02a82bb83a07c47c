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

// Every message is a locale key under "validation". conform hands an empty field over as undefined: that is
// the "required" message.

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

const requiredText = () => z.string({ error: M.required }).trim().min(1, { error: M.required, abort: true });

export const requiredTextSchema = requiredText();

export const emailSchema = requiredText().pipe(z.email({ error: M.emailInvalid }));

export const PASSWORD_MIN_LENGTH = 6;
export const passwordSchema = z
  .string({ error: M.required })
  .min(1, { error: M.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort });

export const tokenSchema = requiredText().regex(/^\d{6}$/, { error: M.tokenInvalid });

export { NAME_MAX_LENGTH, NAME_MIN_LENGTH };
export const nameSchema = requiredText()
  .min(NAME_MIN_LENGTH, { error: M.nameTooShort })
  .max(NAME_MAX_LENGTH, { error: M.nameTooLong });

export const tableNameSchema = requiredText().min(NAME_MIN_LENGTH, { error: M.nameTooShort });

export const cepSchema = requiredText().refine(isValidCep, { error: M.cepInvalid }).transform(onlyDigits);

const ZIP_CODE_DIGITS: Record<Exclude<CountryCode, "BRA">, number> = { MEX: 5, COL: 6 };

export function zipCodeSchema(country: CountryCode) {
  if (country === "BRA") return cepSchema;
  const pattern = new RegExp(`^\\d{${ZIP_CODE_DIGITS[country]}}$`);
  return requiredText()
    .refine((typed) => pattern.test(onlyDigits(typed)) && /^[\d\s-]+$/.test(typed), { error: M.zipCodeInvalid })
    .transform(onlyDigits);
}

export const cpfOrCnpjSchema = requiredText()
  .refine((typed) => isValidCpf(typed) || isValidCnpj(typed), { error: M.cpfOrCnpjInvalid })
  .transform(onlyDigits);

const MEXICAN_TAX_ID = [
  /^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/,
  /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/,
  /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/,
];

/** Shorter Colombian ids are taken as a slip of the keyboard (our choice, not DIAN's rule). */
const COLOMBIAN_TAX_ID_MIN_DIGITS = 6;

function isValidColombianTaxId(digits: string): boolean {
  if (digits.length === 10) return isValidNit(digits);
  return digits.length >= COLOMBIAN_TAX_ID_MIN_DIGITS && digits.length < 10;
}

export function taxIdSchema(country: CountryCode) {
  if (country === "BRA") return cpfOrCnpjSchema;
  if (country === "COL") {
    return requiredText()
      .refine((typed) => onlyDigits(typed).length <= 10 && isValidColombianTaxId(onlyDigits(typed)), {
        error: M.taxIdInvalid,
      })
      .transform(onlyDigits);
  }
  const mexican = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9Ñ&]/g, "");
  return requiredText()
    .refine((typed) => MEXICAN_TAX_ID.some((shape) => shape.test(mexican(typed))), { error: M.taxIdInvalid })
    .transform((typed) => formatTaxId("MEX", typed));
}

export function phoneSchema(country: CountryCode) {
  return requiredText()
    .refine((typed) => isValidPhone(country, typed), { error: M.phoneInvalid })
    .transform(onlyDigits);
}

export const brazilianFullPhoneSchema = requiredText()
  .refine(isValidBrazilianFullPhone, { error: M.phoneInvalid })
  .transform(onlyDigits);

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

/** `now()` is asked at each parse, so a module-level schema stays right past midnight. */
export function expirySchema(now: () => Date) {
  return requiredText()
    .refine((typed) => normalizeExpiry(typed) !== "", { error: M.expiryInvalid, abort: true })
    .refine((typed) => !isExpired(normalizeExpiry(typed), now()), { error: M.cardExpired })
    .transform(normalizeExpiry);
}

export const cvvSchema = requiredText().regex(/^\d{3,4}$/, { error: M.cvvInvalid });

export const cardHolderDocumentSchema = requiredText().transform((typed) => typed.replace(/[.-]/g, ""));

export function birthdateSchema(now: () => Date) {
  return requiredText().refine((typed) => isValidBirthdate(typed, now()), { error: M.birthdateInvalid });
}

/** moneyTooLarge's text takes the limit as `max`. */
export function moneyInputSchema(currency: Currency) {
  return requiredText().transform((typed, context) => {
    const read = parseMoneyInput(currency, typed);
    if (read.ok) return read.minorUnits;
    const message =
      read.reason === "tooLarge" ? M.moneyTooLarge : read.reason === "cents" ? M.moneyWholeUnits : M.moneyInvalid;
    context.issues.push({ code: "custom", message, input: typed });
    return z.NEVER;
  });
}
