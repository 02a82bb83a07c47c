import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AddressProblem, NearPoint } from "./nearest-store";

/**
 * An address typed as "street, number[, neighbourhood]" in the city chosen, placed by the API's
 * geocoder (a city is what the geocoder needs at least); its point, or why there is none.
 */
export async function geocodeTypedAddress(
  context: Pick<AppLoadContext, "api">,
  slug: string,
  token: string,
  address: string,
  city: string | undefined,
): Promise<{ point: NearPoint; problem: null } | { point: null; problem: AddressProblem }> {
  if (!city) return { point: null, problem: "needCity" };
  const [street = "", second = "", neighborhood] = address.split(",").map((part) => part.trim());
  // "Rua XV de Novembro 700" as well as "Rua XV de Novembro, 700".
  const trailing = second ? null : /^(.*\D)\s+(\d+\w?)$/.exec(street);
  const query = {
    street: trailing?.[1] ? trailing[1].trim() : street,
    number: (trailing ? trailing[2] : second) || undefined,
    neighborhood: neighborhood || undefined,
    city,
  };
  const found = await context.api.geocode(slug, token, query);
  if (found.ok) return { point: { latitude: found.data.latitude, longitude: found.data.longitude }, problem: null };
  return {
    point: null,
    problem: found.status === 404 || found.status === 400 || found.status === 422 ? "notFound" : "failed",
  };
}
