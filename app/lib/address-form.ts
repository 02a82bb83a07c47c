import * as z from "zod";
import type { AddressInput, AddressLabel, ClientAddress, CountryCode, PostalCodeLookup } from "../../contract";
import { formatZipCode } from "../../contract/formats/postal-code";
import { requiredTextSchema, zipCodeSchema } from "../../contract/validation";
import { intentOfEnter } from "./implicit-submit";

/*
 * The address form of the profile (new and edit): its fields, the rules of each (contract/validation),
 * what it shows again after a refusal or a postal code lookup, and what it sends to the API.
 */

export const ADDRESS_LABELS: readonly AddressLabel[] = ["HOME", "WORK", "OTHER"];

/** Longest text of each field (contract/clients.ts addressInputSchema); the field has maxlength too. */
export const ADDRESS_FIELD_MAX = {
  street: 120,
  number: 20,
  complement: 80,
  neighborhood: 80,
  city: 80,
  state: 40,
  reference_point: 120,
} as const;

/** The store's address_configuration (general settings): whether the reference point is asked, and required. */
export interface ReferencePointRule {
  enabled_reference_point: boolean;
  required_reference_point: boolean;
}

/** The form's fields as text, as the customer sees and types them. */
export interface AddressFields {
  label: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  reference_point: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_ADDRESS: AddressFields = {
  label: "HOME",
  zip_code: "",
  street: "",
  number: "",
  complement: "",
  neighborhood: "",
  city: "",
  state: "",
  reference_point: "",
  latitude: "",
  longitude: "",
};

const TOO_LONG = "form.tooLong";
const LABEL_INVALID = "addresses.errors.label";

const required = (max: number) => requiredTextSchema.max(max, { error: TOO_LONG });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: TOO_LONG })
    .optional()
    .transform((text) => (text ? text : null));
const coordinate = (limit: number) =>
  z
    .string()
    .optional()
    .transform((text) => {
      const value = text === undefined || text.trim() === "" ? NaN : Number(text);
      return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
    });

/**
 * The form's two submits: "save" (every rule; `confirmed` once the customer accepted a city that
 * is not the postal code's) and "lookup" ("Buscar CEP": only the postal code of the merchant's country).
 */
export function addressFormSchema(country: CountryCode, rule: ReferencePointRule) {
  const referencePoint = !rule.enabled_reference_point
    ? z.unknown().optional().transform(() => null)
    : rule.required_reference_point
      ? required(ADDRESS_FIELD_MAX.reference_point)
      : optional(ADDRESS_FIELD_MAX.reference_point);
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("save"),
      confirmed: z.literal("1").optional(),
      label: z.enum(["HOME", "WORK", "OTHER"], { error: LABEL_INVALID }),
      zip_code: zipCodeSchema(country),
      street: required(ADDRESS_FIELD_MAX.street),
      number: required(ADDRESS_FIELD_MAX.number),
      complement: optional(ADDRESS_FIELD_MAX.complement),
      neighborhood: required(ADDRESS_FIELD_MAX.neighborhood),
      city: required(ADDRESS_FIELD_MAX.city),
      state: required(ADDRESS_FIELD_MAX.state),
      reference_point: referencePoint,
      latitude: coordinate(90),
      longitude: coordinate(180),
    }),
    z.object({ intent: z.literal("lookup"), zip_code: zipCodeSchema(country) }),
  ]);
}
export type AddressForm = z.output<ReturnType<typeof addressFormSchema>>;

/**
 * Enter without JavaScript sends the form with its first button, "enter" (as does a form sent with
 * no button): a postal code typed on an address still empty is looked up, anything else is saved.
 */
export function addressIntent(form: FormData): FormData {
  return intentOfEnter(form, (typed) => (typed("zip_code") && !typed("street") ? "lookup" : "save"));
}
export type AddressSave = Extract<AddressForm, { intent: "save" }>;

/** What a valid "save" sends to the API. */
export function toAddressInput(country: CountryCode, form: AddressSave): AddressInput {
  return {
    name: form.label,
    zip_code: form.zip_code,
    street: form.street,
    number: form.number,
    complement: form.complement,
    neighborhood: form.neighborhood,
    city: form.city,
    state: form.state,
    country,
    reference_point: form.reference_point ?? null,
    latitude: form.latitude,
    longitude: form.longitude,
  };
}

/** A saved address as the edit form shows it. */
export function fieldsOfAddress(country: CountryCode, address: ClientAddress): AddressFields {
  return {
    label: address.name,
    zip_code: formatZipCode(country, address.zip_code),
    street: address.street,
    number: address.number,
    complement: address.complement ?? "",
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
    reference_point: address.reference_point ?? "",
    latitude: address.latitude === null ? "" : String(address.latitude),
    longitude: address.longitude === null ? "" : String(address.longitude),
  };
}

/** What the customer sent (conform's reply values), as the form shows it again; blanks where nothing came. */
export function fieldsOfValues(values: Record<string, unknown> | undefined): AddressFields {
  const fields = { ...EMPTY_ADDRESS };
  for (const name of Object.keys(fields) as (keyof AddressFields)[]) {
    const value = values?.[name];
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/**
 * The form after a postal code was found: the code, city, state and point from the lookup, the
 * street and neighbourhood too when the dataset knows them; everything else as typed.
 */
export function fillFromLookup(country: CountryCode, typed: AddressFields, found: PostalCodeLookup): AddressFields {
  return {
    ...typed,
    zip_code: formatZipCode(country, found.zip_code),
    street: found.street ?? typed.street,
    neighborhood: found.neighborhood ?? typed.neighborhood,
    city: found.city,
    state: found.state,
    latitude: String(found.latitude),
    longitude: String(found.longitude),
  };
}

/** Text compared without case, accents or extra spaces ("São  Paulo" is "sao paulo"). */
function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A city or state typed that is not the postal code's, to confirm before saving. */
export interface PlaceMismatch {
  zipCity: string;
  zipState: string;
  city: string;
  state: string;
}

/**
 * Whether the city (or the state, when both are written the same way: two-letter codes or names)
 * typed differs from the postal code's: the location chosen is far from the registered one.
 */
export function placeMismatch(found: PostalCodeLookup, city: string, state: string): PlaceMismatch | null {
  const cityDiffers = comparable(found.city) !== comparable(city);
  const sameStyle = (found.state.trim().length <= 3) === (state.trim().length <= 3);
  const stateDiffers = sameStyle && comparable(found.state) !== comparable(state);
  return cityDiffers || stateDiffers ? { zipCity: found.city, zipState: found.state, city, state } : null;
}

/** Whether a saved address is the one about to be saved (the same label and place, case and accents aside). */
export function sameAddress(saved: ClientAddress, input: AddressInput): boolean {
  const fields = ["street", "number", "complement", "neighborhood", "city", "state", "reference_point"] as const;
  return (
    saved.name === input.name &&
    saved.zip_code === input.zip_code &&
    fields.every((field) => comparable(saved[field] ?? "") === comparable(input[field] ?? ""))
  );
}
