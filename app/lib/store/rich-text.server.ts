import { type Schema, sanitize } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toHast } from "mdast-util-to-hast";

/**
 * What an information page's Markdown may become (decision 106): text, emphasis, lists, quotes,
 * headings under the page's own h1, and links to the web, mail and phone. No attribute but a
 * link's address and a list's start survives; images, raw HTML, styles and scripts never do.
 */
const PAGE_TEXT_SCHEMA: Schema = {
  tagNames: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote", "hr", "code", "pre"],
  attributes: { a: ["href"], ol: ["start"] },
  protocols: { href: ["http", "https", "mailto", "tel"] },
  strip: ["script", "style"],
  required: {},
  clobber: [],
};

/** The page's h1 is its name, so the owner's headings start at h2. */
const HEADING = /^h([1-6])$/;

interface HtmlNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HtmlNode[];
}

function shiftHeadings(node: HtmlNode): HtmlNode {
  const level = node.tagName ? HEADING.exec(node.tagName) : null;
  if (level) node.tagName = `h${Math.min(4, Number(level[1]) + 1)}`;
  for (const child of node.children ?? []) shiftHeadings(child);
  return node;
}

function markLinks(node: HtmlNode): HtmlNode {
  if (node.tagName === "a") node.properties = { ...node.properties, rel: "nofollow noopener noreferrer" };
  for (const child of node.children ?? []) markLinks(child);
  return node;
}

const safeTree = (markdown: string) =>
  sanitize(
    shiftHeadings(toHast(fromMarkdown(markdown)) as HtmlNode) as Parameters<typeof sanitize>[0],
    PAGE_TEXT_SCHEMA,
  ) as HtmlNode;

/**
 * An information page's Markdown as HTML safe to put in the page: raw HTML is dropped when the
 * Markdown is read, then the sanitizer keeps only PAGE_TEXT_SCHEMA.
 */
export function pageTextHtml(markdown: string): string {
  // `rel` is ours, added after the sanitizer, which drops every attribute the owner could have set.
  return toHtml(markLinks(safeTree(markdown)) as Parameters<typeof toHtml>[0]);
}

/** The page's text as one line of plain words, for its description and excerpt. */
export function pageTextPlain(markdown: string): string {
  const tree = safeTree(markdown);
  const words: string[] = [];
  const visit = (node: HtmlNode & { value?: string }) => {
    if (node.type === "text" && node.value) words.push(node.value);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return words.join(" ").replace(/\s+/g, " ").trim();
}
