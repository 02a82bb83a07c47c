import { createContext, useContext, type HTMLAttributes } from "react";

/**
 * Text the server writes once into the document (the theme CSS, the menu's JSON-LD): not loader
 * data, so it is not repeated in Remix's state nor in `.data` responses. Empty in the browser.
 */
export type DocumentHtml = {
  themeCss?: string;
  structuredData?: string;
  parts?: Record<string, string>;
  /** Absent: none. */
  analytics?: { ga4: string[]; pixels: string[]; gtm: string | null };
};

export const DocumentHtmlContext = createContext<DocumentHtml>({});

export function useDocumentHtml(): DocumentHtml {
  return useContext(DocumentHtmlContext);
}

/**
 * React does not patch an element's inner HTML when hydrating, so the server's content stays. Only
 * for content that stays for the life of the document; render it on a condition both sides know.
 */
export function ServerHtml({
  as: Tag,
  html,
  ...props
}: { as: "style" | "script"; html: string | undefined } & HTMLAttributes<HTMLElement> & {
    type?: string;
    nonce?: string;
  }) {
  return <Tag {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
