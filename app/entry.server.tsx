import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { captureException } from "@sentry/cloudflare";
import { scrubText } from "../contract";
import { RemixServer } from "@remix-run/react";
import {
  analyticsAllowedOn,
  analyticsScript,
  analyticsTags,
  platformTags,
  takeKept,
} from "~/lib/platform/analytics.server";
import { readAnalyticsConsent } from "~/lib/platform/analytics-consent.server";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { DataSaverContext } from "~/lib/page/data-saver";
import { DocumentHtmlContext } from "~/lib/page/document-html";
import { ERROR_REPORTER_SCRIPT } from "~/lib/platform/error-reporter.server";
import { SUPPORTED_LANGUAGES, TranslationsContext, type Translations } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { NonceContext } from "~/lib/page/nonce";
import { PAGE_LOAD_SCRIPT, measuresPageLoad } from "~/lib/platform/page-load-sampler.server";
import { scriptsAfterFirstPaint } from "~/lib/page/scripts-after-paint.server";

const ALL_TRANSLATIONS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, resources[language].common as Translations]),
);

/**
 * Remix's default Cloudflare entry, plus the per-response nonce of server.ts's Content-Security-Policy,
 * the document-only HTML of the loaders (~/lib/page/document-html), the code asked for after the
 * first paint (~/lib/page/scripts-after-paint.server) and the merchant's analytics (decision 032).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext.page;
  // The merchant's GA4 and pixel on a page of the store that renders (not an error), never where a
  // card or a PIX is handled. The bootstrap is the one the layout already loaded (memoised).
  const routeIds = remixContext.staticHandlerContext.matches.map((match) => match.route.id);
  // The data-saver mode (decision 034) sends no script at all: no analytics either.
  const merchant =
    responseStatusCode < 300 && !loadContext.page.dataSaver && analyticsAllowedOn(routeIds)
      ? await loadContext.store.loadMerchant().catch(() => null)
      : null;
  // Only with the visitor's consent for this store (decision 039); until then the page asks for it.
  const consent = merchant ? await readAnalyticsConsent(request, merchant.slug) : null;
  const analytics =
    merchant && consent === "granted"
      ? analyticsTags(merchant.analyticsSettings, platformTags(loadContext, merchant))
      : null;
  if (analytics) loadContext.page.documentHtml.analytics = analytics;
  // The events of this request's loaders, and those kept for a page that runs the analytics (decision 076).
  const events = analytics
    ? [...takeKept(loadContext.store.session), ...((await loadContext.analyticsEvents?.take()) ?? [])]
    : [];
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <DocumentHtmlContext.Provider value={loadContext.page.documentHtml}>
        <TranslationsContext.Provider value={ALL_TRANSLATIONS}>
          <DataSaverContext.Provider value={loadContext.page.dataSaver}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </DataSaverContext.Provider>
        </TranslationsContext.Provider>
      </DocumentHtmlContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      onError(error: unknown) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // Crawlers get the whole page at once (isbot also matches curl: test streaming with a browser agent).
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  // The browser's error reporter where errors are reported at all, and the page-load timings of a sampled visit (decision 077).
  const tail = [
    ...(loadContext.env.SENTRY_DSN ? [ERROR_REPORTER_SCRIPT] : []),
    ...(measuresPageLoad(request, loadContext.env, responseStatusCode) ? [PAGE_LOAD_SCRIPT] : []),
    ...(analytics ? [analyticsScript(analytics, events)] : []),
  ];
  // In the data-saver mode the root rendered no script to activate (decision 034).
  const page = loadContext.page.dataSaver ? body : body.pipeThrough(scriptsAfterFirstPaint(nonce, tail));
  return new Response(page, { headers: responseHeaders, status: responseStatusCode });
}

/** An exception of a loader, an action or the render reaches the error tracker (decision 077); a request the browser gave up on does not. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // The log line is scrubbed like the report: an error's message can quote the request.
  console.error(scrubText(error instanceof Error ? (error.stack ?? String(error)) : String(error)));
  captureException(error);
};
