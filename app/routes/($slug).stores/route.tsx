import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CarryRefusal } from "~/components/franchise/CarryRefusal";
import { FranchisePage } from "~/components/franchise/FranchisePage";
import { carryCart, storeNames } from "~/lib/cart/cart-carry.server";
import { storeMenuHref } from "~/lib/store/franchise";
import { franchiseStoresPart } from "~/partial/index.server";
import { marketplaceHome } from "~/lib/store/marketplace";
import { marketplacePart } from "~/partial/index.server";
import { merchantHref, safeRedirectPath } from "~/lib/store/links";
import { merchantView } from "~/lib/store/merchant-view.server";
import { StaticHtml } from "~/partial";
import { requireStore, visitorToken } from "~/lib/store/store.server";
import { storesIntentSchema } from "./intents.server";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";

export const handle = {
  texts: [
    "franchise",
    "location.useMine",
    "location.tryAgain",
    "location.asking",
    "location.refused",
    "location.failed",
  ],
} satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

/** A store of a franchise sends to its franchise's list on the app host: a custom domain serves one store only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await requireStore(context, request);
  const { slug, token, merchant, language, t } = store;
  if (!merchant.slugType) throw respond(null, { status: 503 });
  if (merchant.slugType.type === "STORE") {
    const franchise = merchant.slugType.slug_franchise;
    if (!franchise || store.base.customDomain) throw respond(null, { status: 404 });
    const search = new URL(request.url).search;
    throw redirect(`/${encodeURIComponent(franchise)}/stores${search}`);
  }
  const page = { language, merchant: merchantView(merchant, language) };
  const name = merchant.generalInformations?.merchant.name ?? slug;
  const marketplace = marketplaceHome(merchant, name);
  if (marketplace) {
    return {
      title: t("marketplace.metaTitle", { name: marketplace.name }),
      stores: await marketplacePart(context, { slug, token, marketplace, page }),
    };
  }
  const redirectToNearest =
    (merchant.generalSettings?.redirect_to_nearest_store ?? false) && !new URL(request.url).searchParams.has("choose");
  return {
    title: t("franchise.metaTitle", { name }),
    heading: t("franchise.title", { name }),
    stores: await franchiseStoresPart(request, context, { slug, token, merchant, page, redirectToNearest }),
  };
}

/** The cart goes along to the chosen store, or the page says which dishes that store does not sell. */
export async function action({ request, context }: ActionFunctionArgs) {
  const slug = context.store.slug;
  if (!slug) throw respond(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: storesIntentSchema });
  if (submission.status !== "success") return respond({ carry: null, reply: submission.reply() }, { status: 400 });
  const { source, target, voucher } = submission.value;
  const targetHref = safeRedirectPath(
    storeMenuHref(merchantHref({ slug: target, customDomain: false }), voucher ?? null),
    merchantHref({ slug, customDomain: context.store.customDomain }),
  );
  const carried = await carryCart(context, request, source, target);
  if (carried.state === "moved" || carried.state === "nothing") {
    const headers = new Headers();
    for (const cookie of carried.cookies) headers.append("Set-Cookie", cookie);
    return redirectDocument(targetHref, { status: 303, headers });
  }
  const token = await visitorToken(context).catch(() => null);
  const names = token ? await storeNames(context, slug, token) : new Map<string, string>();
  const stores = {
    source: { name: names.get(source) ?? source, href: merchantHref({ slug: source, customDomain: false }) },
    target: { name: names.get(target) ?? target, href: targetHref },
  };
  if (carried.state === "refused") {
    return respond(
      {
        carry: { ...stores, notKept: carried.notKept.map(({ name, detail }) => ({ name, detail })) },
        reply: submission.reply(),
      },
      { status: 422 },
    );
  }
  return respond({ carry: { ...stores, notKept: null }, reply: submission.reply() }, { status: 503 });
}

export default function FranchiseStoresRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      {answer?.carry ? <CarryRefusal {...answer.carry} /> : null}
      {"heading" in data && data.heading ? (
        <FranchisePage heading={data.heading} stores={data.stores} />
      ) : (
        <StaticHtml part={data.stores} className="c-static" />
      )}
    </>
  );
}
