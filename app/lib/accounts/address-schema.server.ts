import * as z from "zod";
import type { AddressInput, CountryCode } from "../../../contract";
import { zipCodeSchema } from "../../../contract/validation";
import { ADDRESS_FIELD_MAX, enterLooksUp, type ReferencePointRule } from "./address-form";
import { coordinate, optionalText, requiredText } from "~/lib/page/form-fields.server";
import { intentOfEnter } from "~/lib/page/implicit-submit";

const LABEL_INVALID = "addresses.errors.label";

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
 * `confirmed` once the customer accepted a city that is not the postal code's, `far` once they
 * chose between a point far from the address and the address.
 */
export function addressFormSchema(country: CountryCode, rule: ReferencePointRule) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("save"),
      confirmed: z.literal("1").optional(),
      located: z.literal("1").optional(),
      far: z.enum(["pin", "address"]).optional(),
      label: z.enum(["HOME", "WORK", "OTHER"], { error: LABEL_INVALID }),
      ...addressFieldsShape(country, rule),
    }),
    z.object({ intent: z.literal("lookup"), zip_code: zipCodeSchema(country) }),
    z.object({
      intent: z.literal("locate"),
      latitude: z.coerce.number().min(-90).max(90),
      longitude: z.coerce.number().min(-180).max(180),
    }),
  ]);
}
export type AddressForm = z.output<ReturnType<typeof addressFormSchema>>;

/** Enter without JavaScript sends the form with its first button, "enter": a postal code not looked up yet is looked up. */
export function addressIntent(form: FormData): FormData {
  // The answer to a point far from the address (its buttons carry `far`, not an intent) saves.
  return intentOfEnter(form, () => (form.has("far") ? "save" : enterLooksUp(form) ? "lookup" : "save"));
}
export type AddressSave = Extract<AddressForm, { intent: "save" }>;

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
