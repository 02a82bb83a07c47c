import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "../../contract";
import { DataSaverContext } from "~/lib/page/data-saver";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import type { MerchantView } from "~/lib/store/merchant-view";
import type { StaticPart } from "./static-html";
import { StaticMerchantContext } from "~/lib/store/use-merchant";

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
 * Parts rendered lately in this isolate, by everything they are made of (decision 065): a market's
 * 600 dishes cost the Worker about 10 ms to render and name, at every view. An entry is a pure
 * function of its key (the configuration a part shows, never anything of a customer), so it is
 * never stale and never another visitor's; the oldest of MEMO_SIZE goes first.
 */
const rendered = new Map<string, { hash: string; html: string }>();
const MEMO_SIZE = 16;

/**
 * Renders `element` to HTML in the page's language for the merchant (decision 027): in a `.data`
 * response the HTML goes in the data; for a document it is written into the document only
 * (`context.page.documentHtml.parts`), the data naming it by its hash. `element` uses plain <a> links
 * (no router here: `StaticHtml` gives them client-side navigation) and may read the translator
 * and `useMerchant()`. `madeOf`, for a large part that only shows configuration: everything
 * `element` is rendered from besides the page, language and mode; with it, the HTML is made once
 * for all the views that share it.
 */
export function staticPart(
  context: AppLoadContext,
  page: { language: Language; merchant: MerchantView | null },
  element: ReactElement,
  madeOf?: unknown,
): StaticPart {
  const key =
    madeOf === undefined ? null : JSON.stringify([page.language, page.merchant, context.page.dataSaver, madeOf]);
  let part = key === null ? undefined : rendered.get(key);
  if (!part) {
    const t = createTranslator(page.language, resources[page.language].common as Translations);
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={{ language: page.language, t }}>
        <StaticMerchantContext.Provider value={page.merchant}>
          <DataSaverContext.Provider value={context.page.dataSaver}>{element}</DataSaverContext.Provider>
        </StaticMerchantContext.Provider>
      </I18nContext.Provider>,
    );
    part = { hash: hashOf(html), html };
    if (key !== null) {
      rendered.set(key, part);
      if (rendered.size > MEMO_SIZE) rendered.delete(rendered.keys().next().value!);
    }
  }
  const { hash, html } = part;
  if (context.page.dataRequest) return { hash, html };
  context.page.documentHtml.parts = { ...context.page.documentHtml.parts, [hash]: html };
  return { hash };
}
