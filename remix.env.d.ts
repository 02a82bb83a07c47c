/// <reference types="@remix-run/dev" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

import type { AnalyticsEventQueue } from "~/lib/platform/analytics.server";
import type { ApiClient } from "~/lib/platform/api.server";
import type { DocumentHtml } from "~/lib/page/document-html";
import type { CartService } from "~/lib/cart/cart.server";
import type { Env } from "~/lib/platform/env.server";
import type { MerchantBootstrap } from "~/lib/store/merchant.server";
import type { MerchantSession } from "~/lib/platform/session.server";

declare module "@remix-run/server-runtime" {
  // Loader data types follow single fetch (promises stream as they are).
  interface Future {
    v3_singleFetch: true;
  }
}

// The per-request context every loader and action gets, built once (app/lib/platform/context.server.ts).
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    api: ApiClient;
    /** The store the request addresses (custom-domain Host or first path segment), as the request found it. */
    store: {
      /** The addressed merchant's slug, else null. */
      slug: string | null;
      /** True when the Host is the merchant's custom domain and links leave the slug out. */
      customDomain: boolean;
      /** The API could not say which merchant this Host serves: pages answer 503 with a retry. */
      hostLookupFailed: boolean;
      /** Signed cookie session of the addressed merchant; committed after the response (app/lib/platform/response.server.ts). */
      session: MerchantSession | null;
      /** Merchant bootstrap, fetched at most once per request however many loaders ask. */
      loadMerchant(): Promise<MerchantBootstrap | null>;
      /** The visitor's access token (null: unknown slug or none addressed); read it through visitorToken(). */
      accessToken(): Promise<string | null>;
      /** The visitor's cart at the addressed merchant; null when no merchant is addressed. */
      cart: CartService | null;
    };
    /** How this request's page is rendered. */
    page: {
      /** Nonce of this response's Content-Security-Policy, for Remix's inline scripts and the theme style. */
      nonce: string;
      /** A post refused before any action (403 cross-site, 404 unknown store, 415 not a form): the layout renders this error. */
      refusal: 403 | 404 | 415 | null;
      /** Origin of canonical links: the first app host or the merchant's custom domain, never a foreign Host. */
      publicOrigin: string;
      /** A `.data` request (a client-side navigation, a fetcher or a revalidation), not a document. */
      dataRequest: boolean;
      /** Written by loaders, rendered once into the document, never sent as data (~/lib/page/document-html). */
      documentHtml: DocumentHtml;
      /** The page is rendered in the data-saver mode (decision 034, ~/lib/page/data-saver.server): no script, no photos. */
      dataSaver: boolean;
    };
    /** Browser events of the merchant's analytics this request gave rise to (decision 076); absent in unit tests. */
    analyticsEvents?: AnalyticsEventQueue;
    /** The Worker's waitUntil: work that goes on after the response (conversion events); absent in unit tests. */
    waitUntil?: (promise: Promise<unknown>) => void;
  }
}

export {};
