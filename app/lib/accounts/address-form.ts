import type {
  AddressInput,
  AddressLabel,
  ClientAddress,
  CountryCode,
  GeocodedAddress,
  PostalCodeLookup,
} from "../../../contract";
import { formatZipCode } from "../../../contract/formats/postal-code";

// No validation library here: the browser imports this module; the rules are in address-schema.server.ts.

export const ADDRESS_LABELS: readonly AddressLabel[] = ["HOME", "WORK", "OTHER"];

/** Hidden fields: the postal code and street the page drew the address with. */
export const DRAWN_ZIP_CODE = "drawn_zip_code";
export const DRAWN_STREET = "drawn_street";

/**
 * Whether Enter without JavaScript asks for the postal code's lookup: a code typed over the one the
 * page showed while the street stayed as it was. A street typed by hand means an address typed by hand.
 */
export function enterLooksUp(form: FormData): boolean {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const digits = (name: string) => text(name).replace(/\D/g, "");
  if (text("zip_code") === "") return false;
  if (text("street") === "") return true;
  return (
    form.get(DRAWN_ZIP_CODE) !== null &&
    digits("zip_code") !== digits(DRAWN_ZIP_CODE) &&
    text("street") === text(DRAWN_STREET)
  );
}

export function fieldAfterLookup(address: { number: string; street: string }): "number" | "street" {
  return address.number && !address.street ? "street" : "number";
}

/** contract/clients.ts addressInputSchema; the field has maxlength too. */
export const ADDRESS_FIELD_MAX = {
  street: 120,
  number: 20,
  complement: 80,
  neighborhood: 80,
  city: 80,
  state: 40,
  reference_point: 120,
} as const;

export interface ReferencePointRule {
  enabled_reference_point: boolean;
  required_reference_point: boolean;
}

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
  /** "1" when the point is the one the customer chose, not the postal code's. */
  located: string;
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
  located: "",
};

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
    located: "",
  };
}

export function fieldsOfValues(values: Record<string, unknown> | undefined): AddressFields {
  const fields = { ...EMPTY_ADDRESS };
  for (const name of Object.keys(fields) as (keyof AddressFields)[]) {
    const value = values?.[name];
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

export function fillFromLookup(country: CountryCode, typed: AddressFields, found: PostalCodeLookup): AddressFields {
  return {
    ...typed,
    zip_code: formatZipCode(country, found.zip_code),
    street: found.street ?? typed.street,
    neighborhood: found.neighborhood ?? typed.neighborhood,
    city: found.city,
    state: found.state,
    // A point the customer chose stays: the save asks when it is far from the address typed.
    ...(typed.located === "1" ? {} : { latitude: String(found.latitude), longitude: String(found.longitude) }),
  };
}

export const FAR_LOCATION_KM = 1;

export interface FarLocation {
  km: number;
}

export function fillFromPlace(country: CountryCode, typed: AddressFields, place: GeocodedAddress): AddressFields {
  return {
    ...typed,
    zip_code: place.zip_code ? formatZipCode(country, place.zip_code) : typed.zip_code,
    street: place.street ?? typed.street,
    number: place.number ?? typed.number,
    neighborhood: place.neighborhood ?? typed.neighborhood,
    city: place.city ?? typed.city,
    state: place.state ?? typed.state,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    located: "1",
  };
}

function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export interface PlaceMismatch {
  zipCity: string;
  zipState: string;
  city: string;
  state: string;
}

/** The state is compared only when both are written the same way (two-letter codes or names). */
export function placeMismatch(found: PostalCodeLookup, city: string, state: string): PlaceMismatch | null {
  const cityDiffers = comparable(found.city) !== comparable(city);
  const sameStyle = found.state.trim().length <= 3 === state.trim().length <= 3;
  const stateDiffers = sameStyle && comparable(found.state) !== comparable(state);
  return cityDiffers || stateDiffers ? { zipCity: found.city, zipState: found.state, city, state } : null;
}

/** Case and accents aside. */
export function sameAddress(saved: ClientAddress, input: AddressInput): boolean {
  const fields = ["street", "number", "complement", "neighborhood", "city", "state", "reference_point"] as const;
  return (
    saved.name === input.name &&
    saved.zip_code === input.zip_code &&
    fields.every((field) => comparable(saved[field] ?? "") === comparable(input[field] ?? ""))
  );
}
