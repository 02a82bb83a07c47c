import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadStoreInfoPage } from "~/components/store-info/page.server";

export { storeInfoMeta as meta, StoreInfoRoute as default, StoreInfoErrorBoundary as ErrorBoundary } from "~/components/store-info/StoreInfoRoute";

/** The store's regret (repentance) policy. Absent (the store's 404) when the store has no such page (decision 028). */
export const loader = (args: LoaderFunctionArgs) => loadStoreInfoPage(args, "regret");
