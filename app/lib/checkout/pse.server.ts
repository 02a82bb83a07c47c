import * as z from "zod";
import {
  PSE_ENTITY_TYPES,
  PSE_IDENTIFICATION_TYPES,
  PSE_MESSAGES,
  type PsePaymentRequest,
  normalizeDocumentNumber,
  pseDocumentError,
} from "../../../contract";

/* PSE's plain fields (bank, person type, ID document), as the checkout and paying again post them. */

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The person type and document type chosen, read before parsing: they decide what the number must look like. */
export function psePicksOf(form: FormData): { entity: string | null; type: string | null } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  return { entity: text("pse_entity_type"), type: text("pse_document_type") };
}

/** The fields' schema, checked here as the API checks them (the bank against the list shown). */
export function pseFieldsShape(picks: { entity: string | null; type: string | null }, banks: readonly string[]) {
  const { entity, type } = picks;
  return {
    pse_bank: z
      .string({ error: PSE_MESSAGES.bankRequired })
      .refine((bank) => banks.length === 0 || banks.includes(bank), { error: PSE_MESSAGES.bankUnknown }),
    pse_entity_type: z.enum(PSE_ENTITY_TYPES, { error: PSE_MESSAGES.entityTypeRequired }),
    pse_document_type: z.enum(PSE_IDENTIFICATION_TYPES, { error: PSE_MESSAGES.documentTypeRequired }),
    pse_document_number: z
      .string({ error: PSE_MESSAGES.documentInvalid })
      .max(30, { error: PSE_MESSAGES.documentInvalid })
      .superRefine((number, ctx) => {
        if (!isOneOf(PSE_ENTITY_TYPES, entity) || !isOneOf(PSE_IDENTIFICATION_TYPES, type)) return;
        const error = pseDocumentError(entity, type, number);
        if (error) ctx.addIssue({ code: "custom", message: error });
      }),
  };
}

export interface PseFieldValues {
  pse_bank?: string;
  pse_entity_type?: (typeof PSE_ENTITY_TYPES)[number];
  pse_document_type?: (typeof PSE_IDENTIFICATION_TYPES)[number];
  pse_document_number?: string;
}

/** What the API is sent: `callbackUrl` is where the bank sends the customer back (a page of this origin). */
export const psePaymentOf = (fields: PseFieldValues, callbackUrl: string): PsePaymentRequest => ({
  financial_institution: fields.pse_bank ?? "",
  entity_type: fields.pse_entity_type ?? "individual",
  identification: {
    type: fields.pse_document_type ?? "CC",
    number: normalizeDocumentNumber(fields.pse_document_number ?? ""),
  },
  callback_url: callbackUrl,
});

/** The API's refusal of a field (the provider's bank list changed meanwhile), as the form's field and message. */
export function pseFieldErrorsOf(fields: readonly { field: string }[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field } of fields ?? []) {
    if (field.endsWith("financial_institution")) errors.pse_bank = PSE_MESSAGES.bankUnknown;
    else if (field.endsWith("identification.number")) errors.pse_document_number = PSE_MESSAGES.documentInvalid;
  }
  return errors;
}
