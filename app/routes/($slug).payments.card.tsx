import { data as respond, redirectDocument, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CHARGE_HANDOFF, CHARGE_ID, sandboxPageHref } from "~/lib/checkout/payments.server";

/**
 * A document redirect to the sandbox provider's hosted page, which is not a page of this app, whether or
 * not JavaScript sent the form. Only a charge id and its one-time handoff go through, never an address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
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
