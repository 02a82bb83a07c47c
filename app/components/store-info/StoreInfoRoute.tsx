import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/lazy-frame";
import { StaticHtml, type StaticPart } from "~/partial";

// What the browser runs of a store information page (decision 028): the server's HTML, the footer
// link marked as the current page, and the store's error page. The content is a static part.

interface StoreInfoData {
  head: MetaDescriptor[];
  content: StaticPart;
}

/** The page's title, description and canonical link, as the loader wrote them; the root's on an error. */
export const storeInfoMeta: MetaFunction = ({ data, matches }) => (data as StoreInfoData | undefined)?.head ?? matches[0]?.meta ?? [];

/**
 * The footer is rendered once per document (decision 027) and marks the page it was rendered for.
 * After a client-side navigation it is the same footer: this page marks its own link while shown.
 */
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

/** A page the store does not have: the store's 404, inside its bar and footer. */
export function StoreInfoErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
