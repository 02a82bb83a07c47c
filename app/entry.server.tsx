import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { DocumentHtmlContext } from "~/lib/document-html";
import { SUPPORTED_LANGUAGES, TranslationsContext, type Translations } from "~/lib/i18n";
import { resources } from "~/lib/i18n.server";
import { NonceContext } from "~/lib/nonce";
import { scriptsAfterFirstPaint } from "~/lib/scripts-after-paint.server";

const ALL_TRANSLATIONS = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, resources[language].common as Translations]));

/**
 * Remix's default Cloudflare entry, plus the per-response nonce of server.ts's Content-Security-Policy,
 * the document-only HTML of the loaders (~/lib/document-html) and the code asked for after the
 * first paint (~/lib/scripts-after-paint.server).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <DocumentHtmlContext.Provider value={loadContext.documentHtml}>
        <TranslationsContext.Provider value={ALL_TRANSLATIONS}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
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
  return new Response(body.pipeThrough(scriptsAfterFirstPaint(nonce)), { headers: responseHeaders, status: responseStatusCode });
}
