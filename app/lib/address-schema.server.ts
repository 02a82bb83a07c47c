import * as z from "zod";
import type { AddressInput, CountryCode } from "../../contract";
import { zipCodeSchema } from "../../contract/validation";
import { ADDRESS_FIELD_MAX, enterLooksUp, type ReferencePointRule } from "./address-form";
import { coordinate, optionalText, requiredText } from "./form-fields.server";
import { intentOfEnter } from "./implicit-submit";

/*
 * The rules of an address typed by the customer (contract/validation's), for the profile's address
 * form and the checkout's new address, and what a valid one sends to the API.
 */

const LABEL_INVALID = "addresses.errors.label";

/** The fields of a new address: the postal code of the country, the texts within their limits, the coordinates a lookup gave. */
export function addressFieldsShape(country: CountryCode, rule: ReferencePointRule) {
  return {
    zip_code: zipCodeSchema(country),
    street: requiredText(ADDRESS_FIELD_MAX.street),
    number: requiredText(ADDRESS_FIELD_MAX.number),
    complement: optionalText(ADDRESS_FIELD_MAX.complement),
    neighborhood: requiredText(ADDRESS_FIELD_MAX.neighborhood),
    city: requiredText(ADDRESS_FIELD_MAX.city),
    state: requiredText(ADDRESS_FIELD_MAX.state),
    reference_point: !rule.enabled_reference_point
      ? z
          .unknown()
          .optional()
          .transform(() => null)
      : rule.required_reference_point
        ? requiredText(ADDRESS_FIELD_MAX.reference_point)
        : optionalText(ADDRESS_FIELD_MAX.reference_point),
    latitude: coordinate(90),
    longitude: coordinate(180),
  };
}

/**
 * The form's submits: "save" (every rule; `confirmed` once the customer accepted a city that is not
 * the postal code's, `far` once they chose between a point far from the address and the address),
 * "lookup" ("Buscar CEP": only the postal code of the merchant's country) and "locate" (a point).
 */
export function addressFormSchema(country: CountryCode, rule: ReferencePointRule) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("save"),
      confirmed: z.literal("1").optional(),
      located: z.literal("1").optional(),
      /** The answer to a point chosen far from the address typed: keep the pin, or the address's own point. */
      far: z.enum(["pin", "address"]).optional(),
      label: z.enum(["HOME", "WORK", "OTHER"], { error: LABEL_INVALID }),
      ...addressFieldsShape(country, rule),
    }),
    z.object({ intent: z.literal("lookup"), zip_code: zipCodeSchema(country) }),
    // "Use my location": the browser's point, named by reverse geocoding.
    z.object({ intent: z.literal("locate"), latitude: z.coerce.number().min(-90).max(90), longitude: z.coerce.number().min(-180).max(180) }),
  ]);
}
export type AddressForm = z.output<ReturnType<typeof addressFormSchema>>;

/**
 * Enter without JavaScript sends the form with its first button, "enter" (as does a form sent with
 * no button): a postal code not looked up yet (enterLooksUp) is looked up, anything else is saved.
 */
export function addressIntent(form: FormData): FormData {
  // The answer to a point far from the address (its buttons carry `far`, not an intent) saves.
  return intentOfEnter(form, () => (form.has("far") ? "save" : enterLooksUp(form) ? "lookup" : "save"));
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
