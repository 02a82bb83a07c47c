import { data as respond, redirectDocument, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CHARGE_HANDOFF, CHARGE_ID, hostedCheckoutHref, sandboxPageHref } from "~/lib/checkout/payments.server";

/**
 * A document redirect to the sandbox provider's hosted page, which is not a page of this app, whether or
 * not JavaScript sent the form. Only a charge id and its one-time handoff go through, or a Mercado Pago
 * checkout's address (its own hosts or the stand-in's path), never any other address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const checkout = url.searchParams.get("checkout");
  if (checkout !== null) {
    const href = hostedCheckoutHref(checkout, url.searchParams.get("locale"));
    if (href === null) throw respond(null, { status: 404 });
    throw redirectDocument(href, 303);
  }
  const charge = url.searchParams.get("charge") ?? "";
  if (!CHARGE_ID.test(charge)) throw respond(null, { status: 404 });
  const handoff = url.searchParams.get("handoff");
  throw redirectDocument(
    sandboxPageHref(
      charge,
      handoff !== null && CHARGE_HANDOFF.test(handoff) ? handoff : null,
      url.searchParams.get("locale"),
    ),
    303,
  );
}
