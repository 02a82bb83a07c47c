import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/lazy-frame";
import { StaticHtml, type StaticPart } from "~/partial";

interface StoreInfoData {
  head: MetaDescriptor[];
  content: StaticPart;
}

export const storeInfoMeta: MetaFunction = ({ data, matches }) =>
  (data as StoreInfoData | undefined)?.head ?? matches[0]?.meta ?? [];

/** The footer is rendered once per document: after a client-side navigation this page marks its own link. */
function useCurrentFooterLink() {
  const { pathname } = useLocation();
  useEffect(() => {
    const links = () => Array.from(document.querySelectorAll<HTMLAnchorElement>(".c-footer__pages a"));
    for (const link of links()) {
      if (link.pathname === pathname) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    return () => {
      for (const link of links()) if (link.pathname === pathname) link.removeAttribute("aria-current");
    };
  }, [pathname]);
}

export function StoreInfoRoute() {
  const { content } = useLoaderData<StoreInfoData>();
  useCurrentFooterLink();
  return <StaticHtml as="main" id="main" className="c-container c-page c-store-info" part={content} />;
}

export function StoreInfoErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
