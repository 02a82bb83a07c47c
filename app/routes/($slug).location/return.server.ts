import type { AddressInput } from "../../../contract";
import type { MerchantSession } from "~/lib/platform/session.server";

export type LocationReturn = "checkout" | "cart";

export function locationReturn(url: URL): LocationReturn {
  return url.searchParams.get("return") === "checkout" ? "checkout" : "cart";
}

/** The checkout's kept form with this address in place of the one typed; without one the checkout shows the cart's. */
export function keepAddressForCheckout(session: MerchantSession, address: AddressInput, savedId: number | null): void {
  const kept = session.get("checkoutAnswer");
  if (!kept) return;
  let parsed: { values: Record<string, string>; done: string[] };
  try {
    parsed = JSON.parse(kept) as typeof parsed;
  } catch {
    return;
  }
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  const values: Record<string, string> = {
    ...parsed.values,
    address_choice: savedId === null ? "new" : String(savedId),
    zip_code: text(address.zip_code),
    street: text(address.street),
    number: text(address.number),
    complement: text(address.complement),
    neighborhood: text(address.neighborhood),
    city: text(address.city),
    state: text(address.state),
    reference_point: text(address.reference_point),
    latitude: text(address.latitude),
    longitude: text(address.longitude),
    coords_zip: address.latitude === null ? "" : text(address.zip_code),
  };
  session.flash("checkoutAnswer", JSON.stringify({ values, done: parsed.done ?? [] }));
}
