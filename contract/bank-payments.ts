import * as z from "zod";
import { envelope } from "./envelope";

/*
 * PSE (Colombia's bank transfer) and OXXO (Mexico's cash voucher), both made at the store's
 * Mercado Pago account. The customer's bank, person type and ID document travel with the order's
 * payment; the message keys below are what a refusal names per field.
 */

export const PSE_ENTITY_TYPES = ["individual", "association"] as const;
export const PSE_IDENTIFICATION_TYPES = ["CC", "CE", "NIT", "TI", "PP"] as const;
export type PseIdentificationType = (typeof PSE_IDENTIFICATION_TYPES)[number];

export const PSE_MESSAGES = {
  bankRequired: "checkout.errors.pseBankRequired",
  bankUnknown: "checkout.errors.pseBankUnknown",
  entityTypeRequired: "checkout.errors.pseEntityTypeRequired",
  documentTypeRequired: "checkout.errors.pseDocumentTypeRequired",
  documentInvalid: "checkout.errors.pseDocumentInvalid",
  documentTypeMismatch: "checkout.errors.pseDocumentTypeMismatch",
} as const;

/** What each document looks like: cédulas and NIT are digits (a NIT without its check digit), the others letters or digits. */
const DOCUMENT_PATTERNS: Record<PseIdentificationType, RegExp> = {
  CC: /^\d{6,10}$/,
  CE: /^[A-Z0-9]{6,12}$/,
  NIT: /^\d{9,10}$/,
  TI: /^\d{10,11}$/,
  PP: /^[A-Z0-9]{5,20}$/,
};

/** The document number as sent: spaces, dots and dashes a person types are dropped, letters upper-cased. */
export const normalizeDocumentNumber = (number: string) => number.replace(/[\s.-]/g, "").toUpperCase();

/** The message key of a document that cannot be, or null. A company (association) pays with its NIT. */
export function pseDocumentError(
  entityType: (typeof PSE_ENTITY_TYPES)[number],
  type: PseIdentificationType,
  number: string,
): string | null {
  if (!DOCUMENT_PATTERNS[type].test(normalizeDocumentNumber(number))) return PSE_MESSAGES.documentInvalid;
  if (entityType === "association" && type !== "NIT") return PSE_MESSAGES.documentTypeMismatch;
  return null;
}

export const psePaymentRequestSchema = z.object({
  /** The bank's id in the provider's list (GET /{slug}/online_payment_settings/pse_form). */
  financial_institution: z.string().trim().min(1).max(20),
  entity_type: z.enum(PSE_ENTITY_TYPES),
  identification: z.object({ type: z.enum(PSE_IDENTIFICATION_TYPES), number: z.string().trim().min(1).max(30) }),
  /** Where the bank sends the customer back: a page of the storefront's own origin. */
  callback_url: z.string().url().max(500),
});
export type PsePaymentRequest = z.infer<typeof psePaymentRequestSchema>;

export const pseFormSchema = z.object({
  financial_institutions: z.array(z.object({ id: z.string(), description: z.string() })),
  entity_types: z.array(z.enum(PSE_ENTITY_TYPES)),
  identification_types: z.array(z.enum(PSE_IDENTIFICATION_TYPES)),
});
export type PseForm = z.infer<typeof pseFormSchema>;
export const pseFormResponseSchema = envelope(pseFormSchema);

/** An OXXO voucher: what the customer tells the cashier, until when, and the provider's printable page. */
export const paymentTicketSchema = z.object({
  reference: z.string(),
  expires_at: z.string(),
  url: z.string().nullable(),
});
