import { describe, expect, it } from "vitest";
import { cleanRichText, isRichTextLink } from "./rich-text";

describe("cleanRichText", () => {
  it("keeps the owner's Markdown as typed", () => {
    const text =
      "# Quem somos\n\nSomos o **Carrinho**, _desde 1998_.\n\n- Lanches\n- [Site](https://carrinho.test)\n\nTom & Jerry: 2 < 3";
    expect(cleanRichText(text)).toBe(text);
  });

  it("drops raw HTML: script and style blocks whole, tags with event handlers, iframes", () => {
    expect(cleanRichText("Oi\n\n<script>alert(1)</script>\n\nTchau")).toBe("Oi\n\n\n\nTchau");
    expect(cleanRichText("a <img src=x onerror=alert(1)> b")).toBe("a  b");
    expect(cleanRichText('<iframe src="https://evil.test"></iframe>')).toBe("");
    expect(cleanRichText("<style>body { display: none }</style>")).toBe("");
    expect(cleanRichText('<b onmouseover="x()">oi</b>')).toBe("oi");
  });

  it("keeps a refused link's label and drops one whose label is the address", () => {
    expect(cleanRichText("[cardápio](javascript:alert(1))")).toBe("cardápio");
    expect(cleanRichText("[x](data:text/html;base64,PHNjcmlwdD4=)")).toBe("x");
    expect(cleanRichText("ver <javascript:alert(1)>")).toBe("ver");
    expect(cleanRichText("[x][r]\n\n[r]: vbscript:msgbox")).toBe("[x][r]");
    expect(cleanRichText("[site](https://a.test) [mail](mailto:a@b.test) [fone](tel:+551100000000)")).toBe(
      "[site](https://a.test) [mail](mailto:a@b.test) [fone](tel:+551100000000)",
    );
  });

  it("drops images, which would load from anywhere", () => {
    expect(cleanRichText("oi ![pixel](https://tracker.test/p.gif)")).toBe("oi");
  });

  it("cuts again what a cut joined into a new tag", () => {
    expect(cleanRichText("<<b>script>alert(1)<</b>/script>")).not.toMatch(/<script/i);
  });
});

describe("isRichTextLink", () => {
  it("takes the web, e-mail and phone, and no scheme hidden by spaces", () => {
    const taken = ["https://a.test", "http://a.test", "mailto:a@b.test", "tel:+55"];
    const refused = ["javascript:x", "java\tscript:x", " javascript:x", "data:x", "/relative", "ftp://a"];
    // Each link that is judged wrong is named by the failure.
    expect(taken.filter((link) => !isRichTextLink(link))).toEqual([]);
    expect(refused.filter(isRichTextLink)).toEqual([]);
  });
});
