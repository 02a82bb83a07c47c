import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { CheckoutPage } from "~/components/checkout/CheckoutPage";
import type { CheckoutActionData } from "~/lib/checkout/checkout-view";
import type { FrameHandle } from "~/lib/page/revalidation";
import type { action, loader } from "./checkout.server";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";

export { action, loader } from "./checkout.server";

/** Its texts are what its code draws: refusals come written by the action. */
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/**
 * A refused order always revalidates (a 4xx does not by default, and the page would show the refused
 * total); not after a postal-code lookup, nor after an API failure, whose page would fail too.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, formData, defaultShouldRevalidate }) => {
  if (formData?.get("intent") === "lookup" || (actionStatus !== undefined && actionStatus >= 500)) return false;
  return formData?.get("intent") === "order" || defaultShouldRevalidate;
};

export default function CheckoutRoute() {
  const page = useLoaderData<typeof loader>();
  // Serialized, their inferred types lose the reply's shape.
  const result = (useActionData<typeof action>() ?? page.changed) as unknown as CheckoutActionData | null;
  return <CheckoutPage page={page} result={result} />;
}
