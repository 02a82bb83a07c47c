import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { CheckoutPage } from "~/components/checkout/CheckoutPage";
import type { CheckoutActionData } from "~/lib/checkout-view";
import type { FrameHandle } from "~/lib/revalidation";
import type { action, loader } from "./checkout.server";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n";

export { action, loader } from "./checkout.server";

/**
 * Placing an order shows "track your order" under the store's bar. Its texts are what its code
 * draws: refusals come written by the action (answer.server.ts `written`).
 */
export const handle = {
  changesFrame: true,
  texts: [
    "addresses.fields",
    "addresses.lookup",
    "addresses.optional",
    "checkout.backToCart",
    "checkout.contact",
    "checkout.delivery",
    "checkout.enter",
    "checkout.notes",
    "checkout.notices.review",
    "checkout.receipt",
    "checkout.seeOrder",
    "checkout.submit",
    "checkout.when",
    "form.summary",
    "scheduling.asap",
    "scheduling.asapTime",
    "scheduling.change",
    "scheduling.choose",
    "scheduling.schedule",
    "scheduling.scheduleOnly",
    "scheduling.scheduledFor",
  ],
} satisfies FrameHandle & TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

/**
 * After a refusal the page shows the cart as it is now (lines taken out, another tab's changes, the
 * address the order put on it and its fee) while the form keeps what was sent (its values come from
 * the answer); not after a postal code lookup, which changes nothing, nor after an API failure, whose
 * page would fail too. A refused order always revalidates: a 4xx answer does not by default, and the
 * total it refused is the one the page would go on showing.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, formData, defaultShouldRevalidate }) => {
  if (formData?.get("intent") === "lookup" || (actionStatus !== undefined && actionStatus >= 500)) return false;
  return formData?.get("intent") === "order" || defaultShouldRevalidate;
};

export default function CheckoutRoute() {
  const page = useLoaderData<typeof loader>();
  // The answer to the post, or the one a change kept for the page it redirected to. Serialized,
  // their inferred types lose the reply's shape: both are CheckoutActionData (answer.server.ts).
  const result = (useActionData<typeof action>() ?? page.changed) as unknown as CheckoutActionData | null;
  return <CheckoutPage page={page} result={result} />;
}
