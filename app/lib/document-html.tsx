import { createContext, useContext, type HTMLAttributes } from "react";

/**
 * Text the server writes once into the document and the browser never needs again as data: the
 * merchant's theme CSS (root loader) and the menu's JSON-LD (menu loader). Loaders put it in
 * `context.documentHtml`; entry.server.tsx hands it to the render through this context. It is
 * not loader data, so it is not repeated in the document's Remix state nor in `.data` responses.
 * Empty in the browser.
 */
export type DocumentHtml = {
  themeCss?: string;
  structuredData?: string;
  /** The static parts of the page by hash (`StaticHtml` below): their HTML is in the document only. */
  parts?: Record<string, string>;
  /**
   * The merchant's GA4 and pixel ids this document loads (decision 032): entry.server writes their
   * inline script after the body, app/lib/platform/response.server.ts widens the page's CSP for them. Absent: none.
   */
  analytics?: { ga4: string[]; pixels: string[]; gtm: string | null };
};

export const DocumentHtmlContext = createContext<DocumentHtml>({});

export function useDocumentHtml(): DocumentHtml {
  return useContext(DocumentHtmlContext);
}

/**
 * A <style> or <script> whose content only the server renders. Hydration keeps the server's
 * content as it is (React does not patch an element's inner HTML when hydrating) and later renders
 * in the browser pass the same empty value, so nothing changes it. Only for content that stays
 * the same for the life of the document: links to another store are plain <a> (a new document).
 * Render it on a condition both sides know (never on `html` itself, which the browser lacks).
 */
export function ServerHtml({
  as: Tag,
  html,
  ...props
}: { as: "style" | "script"; html: string | undefined } & HTMLAttributes<HTMLElement> & { type?: string; nonce?: string }) {
  return <Tag {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
