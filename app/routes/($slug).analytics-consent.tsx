import {
  data as respond,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
} from "@remix-run/cloudflare";
import { ConsentPage } from "~/partial/index.server";
import { analyticsTags } from "~/lib/platform/analytics.server";
import {
  ANALYTICS_CONSENT_PATH,
  analyticsConsentCookie,
  isAnalyticsConsent,
  readAnalyticsConsent,
} from "~/lib/platform/analytics-consent.server";
import { storeRedirectPath } from "~/lib/store/links";
import { merchantView } from "~/lib/store/merchant-view.server";
import { staticPart } from "~/partial/index.server";
import { requireStoreWithoutToken } from "~/lib/store/store.server";

export {
  storeInfoMeta as meta,
  StoreInfoRoute as default,
  StoreInfoErrorBoundary as ErrorBoundary,
} from "~/components/store-info/StoreInfoRoute";

// The store's page about its analytics cookies, and the answer to its notice (decision 039).

async function storeWithAnalytics(context: LoaderFunctionArgs["context"], request: Request) {
  const store = await requireStoreWithoutToken(context, request);
  if (!analyticsTags(store.merchant.analyticsSettings)) throw respond(null, { status: 404 });
  return store;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await storeWithAnalytics(context, request);
  const { language, t } = store;
  const consent = await readAnalyticsConsent(request, store.slug);
  const view = merchantView(store.merchant, language);
  const name = view.name;
  const title = t("storeInfo.meta.title", { page: t("consent.title"), name });
  const head: MetaDescriptor[] = [
    { title },
    { name: "description", content: t("consent.metaDescription", { store: name }) },
    { name: "robots", content: "noindex" },
  ];
  const element = (
    <ConsentPage consent={consent} action={store.href(ANALYTICS_CONSENT_PATH)} homeHref={store.href("/")} />
  );
  return { head, content: staticPart(context, { language, merchant: view }, element) };
}

/** A whole-document load either way: the merchant's scripts start or stop with the next document. */
export async function action({ request, context }: ActionFunctionArgs) {
  const store = await storeWithAnalytics(context, request);
  const form = await request.formData().catch(() => new FormData());
  const choice = form.get("choice");
  const page = store.href(ANALYTICS_CONSENT_PATH);
  if (!isAnalyticsConsent(choice)) return redirect(page);
  return redirectDocument(storeRedirectPath(form.get("returnTo"), store.base, page), {
    headers: { "Set-Cookie": await analyticsConsentCookie(store.slug).serialize(choice) },
  });
}
