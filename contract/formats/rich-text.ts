import { fromMarkdown } from "mdast-util-from-markdown";

/**
 * A store's information pages are Markdown written by its owner (decision 106). What is kept is
 * the text as typed, less what could run or load in a customer's browser: raw HTML (a `<script>`
 * block, an `<img onerror=…>`), links to anything but the web, mail and phone, and images. The
 * storefront renders it with raw HTML off and a sanitizer's allowlist on top.
 */

const LINK_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"];

/** A link a customer may follow: the web, an e-mail address or a phone number; never a script. */
export function isRichTextLink(url: string): boolean {
  // Browsers drop tabs and newlines inside a scheme ("java\tscript:"), so the test does too.
  const cleaned = [...url].filter((character) => character.charCodeAt(0) > 0x20).join("");
  try {
    return LINK_PROTOCOLS.includes(new URL(cleaned).protocol);
  } catch {
    return false;
  }
}

/** What the cut reads of a Markdown tree's nodes (the hoisted mdast types are an older major's). */
interface MarkdownNode {
  type: string;
  url?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MarkdownNode[];
}

interface Cut {
  start: number;
  end: number;
  keep: string;
}

/** Each dangerous node's place in the source, and what stays in its place (a refused link's label). */
function cutsIn(root: MarkdownNode, source: string): Cut[] {
  const cuts: Cut[] = [];
  const visit = (node: MarkdownNode) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (node.type === "html" || node.type === "image" || node.type === "imageReference") {
      cuts.push({ start, end, keep: "" });
      return;
    }
    if (node.type === "definition" && !isRichTextLink(node.url ?? "")) {
      cuts.push({ start, end, keep: "" });
      return;
    }
    if (node.type === "link" && !isRichTextLink(node.url ?? "")) {
      const first = node.children?.[0]?.position?.start.offset;
      const last = node.children?.at(-1)?.position?.end.offset;
      const label = first === undefined || last === undefined ? "" : source.slice(first, last);
      // An autolink's label is the address itself.
      cuts.push({ start, end, keep: label === node.url ? "" : label });
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return cuts;
}

/**
 * The owner's Markdown without raw HTML, images and links that are not http(s), mailto or tel,
 * everything else as typed. Cut again until nothing is left to cut, since a cut may join two
 * pieces into a new tag (`<<b>script>`); each pass shortens the text, so this ends.
 */
export function cleanRichText(source: string): string {
  let text = source.replace(/\r\n?/g, "\n").replaceAll("\u0000", "");
  for (;;) {
    const cuts = cutsIn(fromMarkdown(text) as MarkdownNode, text);
    if (cuts.length === 0) return text.trim();
    for (const cut of cuts.sort((a, b) => b.start - a.start))
      text = text.slice(0, cut.start) + cut.keep + text.slice(cut.end);
  }
}
