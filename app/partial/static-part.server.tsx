import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "../../contract";
import { DataSaverContext } from "~/lib/data-saver";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n";
import { resources } from "~/lib/i18n.server";
import type { MerchantView } from "~/lib/merchant-view";
import type { StaticPart } from "./static-html";
import { StaticMerchantContext } from "~/lib/use-merchant";

/** FNV-1a, 32 bits, in base 36: names a part's HTML, so the browser knows when it changed. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Renders `element` to HTML in the page's language for the merchant (decision 027): in a `.data`
 * response the HTML goes in the data; for a document it is written into the document only
 * (`context.documentHtml.parts`), the data naming it by its hash. `element` uses plain <a> links
 * (no router here: `StaticHtml` gives them client-side navigation) and may read the translator
 * and `useMerchant()`.
 */
export function staticPart(context: AppLoadContext, page: { language: Language; merchant: MerchantView | null }, element: ReactElement): StaticPart {
  const t = createTranslator(page.language, resources[page.language].common as Translations);
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={{ language: page.language, t }}>
      <StaticMerchantContext.Provider value={page.merchant}>
        <DataSaverContext.Provider value={context.dataSaver}>{element}</DataSaverContext.Provider>
      </StaticMerchantContext.Provider>
    </I18nContext.Provider>,
  );
  const hash = hashOf(html);
  if (context.dataRequest) return { hash, html };
  context.documentHtml.parts = { ...context.documentHtml.parts, [hash]: html };
  return { hash };
}
