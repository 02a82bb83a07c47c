import { describe, expect, it } from "vitest";
import { pageTextHtml, pageTextPlain } from "./rich-text.server";

describe("pageTextHtml", () => {
  it("renders the owner's Markdown: paragraphs, emphasis, lists, links, headings under the page's h1", () => {
    expect(pageTextHtml("# Quem somos\n\nSomos o **Carrinho**\ndesde *1998*.\n\n- [Site](https://carrinho.test)")).toBe(
      '<h2>Quem somos</h2>\n<p>Somos o <strong>Carrinho</strong>\ndesde <em>1998</em>.</p>\n<ul>\n<li><a href="https://carrinho.test" rel="nofollow noopener noreferrer">Site</a></li>\n</ul>',
    );
  });

  it("writes raw HTML as nothing that runs, even in a text never cleaned", () => {
    const html = pageTextHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <a href="javascript:alert(1)" style="color:red">x</a> [y](javascript:alert(1))\n\n<iframe src="https://evil.test"></iframe>',
    );
    for (const gone of ["<script", "onerror", "javascript:", "<iframe", "style=", "<img"])
      expect(html).not.toContain(gone);
  });

  it("reads a text written before Markdown as it read: a paragraph per blank line, single line breaks kept", () => {
    expect(pageTextHtml("Primeiro.\nSegunda linha.\n\n  Segundo.  \r\n\r\nTerceiro.\n\n\n")).toBe(
      "<p>Primeiro.\nSegunda linha.</p>\n<p>Segundo.</p>\n<p>Terceiro.</p>",
    );
  });

  it("escapes the text it keeps", () => {
    expect(pageTextHtml("Tom & Jerry: 2 < 3")).toBe("<p>Tom &#x26; Jerry: 2 &#x3C; 3</p>");
  });

  it("drops images", () => {
    expect(pageTextHtml("![x](https://tracker.test/p.gif)")).toBe("<p></p>");
  });
});

describe("pageTextPlain", () => {
  it("reads the words without their marks", () => {
    expect(pageTextPlain("# Quem somos\n\nSomos o **Carrinho** [site](https://a.test)")).toBe(
      "Quem somos Somos o Carrinho site",
    );
  });
});
