import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadStoreInfoPage } from "~/components/store-info/page.server";

export {
  storeInfoMeta as meta,
  StoreInfoRoute as default,
  StoreInfoErrorBoundary as ErrorBoundary,
} from "~/components/store-info/StoreInfoRoute";

export const loader = (args: LoaderFunctionArgs) => loadStoreInfoPage(args, "privacy");
