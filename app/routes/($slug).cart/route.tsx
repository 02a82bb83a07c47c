import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { CartPage } from "~/components/cart/CartPage";
import { isUpstreamFailure } from "~/lib/cart/cart-messages";
import type { action, loader } from "./cart.server";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";

export { action, loader } from "./cart.server";

export const handle = {
  texts: [
    "cart.addMore",
    "cart.area",
    "cart.backToMenu",
    "cart.checkout",
    "cart.empty",
    "cart.errors",
    "cart.extras",
    "cart.line",
    "cart.minimum.notice",
    "cart.minimum.title",
    "cart.mode",
    "cart.notes",
    "cart.ready",
    "cart.summary.free",
    "cart.updated",
    "errors.retry",
    "form.invalid",
    "form.tooLong",
    "item.chooseUpTo",
    "loyalty.errors.INSUFFICIENT_POINTS",
    "loyalty.points",
    "scheduling.errors",
  ],
} satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

/** Not after an API failure, whose page would fail too and lose what the customer typed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? !isUpstreamFailure(actionStatus) : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function CartRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CartPage page={page} result={result ?? null} table={"table" in page ? page.table : null} />;
}
