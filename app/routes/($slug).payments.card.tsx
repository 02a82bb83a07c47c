import { data as respond, redirectDocument, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CHARGE_HANDOFF, CHARGE_ID, sandboxPageHref } from "~/lib/payments.server";

/**
 * `/{slug}/payments/card?charge={id}&handoff=&locale=`: the step from the store to the sandbox provider's
 * hosted payment page (`/_provider/payments/{id}`), which is not a page of this app. The checkout and
 * the repayment redirect here; this answers with a document redirect, so the browser loads the
 * provider's page itself whether the form was sent by the app (JavaScript on) or by the browser.
 * Only a charge id and its link's one-time handoff go through: never an address of somewhere else.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const charge = url.searchParams.get("charge") ?? "";
  if (!CHARGE_ID.test(charge)) throw respond(null, { status: 404 });
  const handoff = url.searchParams.get("handoff");
  throw redirectDocument(sandboxPageHref(charge, handoff !== null && CHARGE_HANDOFF.test(handoff) ? handoff : null, url.searchParams.get("locale")), 303);
}
