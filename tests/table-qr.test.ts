import { renderSVG } from "uqr";
import { describe, expect, it } from "vitest";
import { CARDS_PER_PAGE, assignUrl, qrCodesPage } from "../scripts/table-qr.mjs";

const tables = [
  { code: "NAPOLI-MESA-2", number: 2, name: "Mesa 2", enabled: true },
  { code: "NAPOLI-MESA-1", number: 1, name: "Mesa 1", enabled: true },
  { code: "NAPOLI-MESA-9", number: 9, name: "Mesa 9", enabled: false },
];

describe("the printable QR codes page", () => {
  it("has a card per enabled table, in order, with the store, 'Mesa N', the code and an inline SVG of its assign URL", () => {
    const html = qrCodesPage({
      store: "Pizzaria <Bella> Napoli",
      slug: "bella-napoli",
      origin: "https://loja.example/",
      tables,
    });
    const cards = [...html.matchAll(/<article class="card" data-code="([^"]+)">([\s\S]*?)<\/article>/g)];
    expect(cards.map((card) => card[1])).toEqual(["NAPOLI-MESA-1", "NAPOLI-MESA-2"]);
    for (const [, code, body] of cards) {
      const url = `https://loja.example/bella-napoli/table/assign?code=${code}`;
      expect(body).toContain("<svg ");
      expect(body).toContain(`aria-label="QR code: ${url}"`);
      expect(body).toContain(`<p class="url">${url}</p>`);
      expect(body).toContain(`<p class="code">${code}</p>`);
      expect(body).toContain("Pizzaria &lt;Bella&gt; Napoli");
    }
    expect(cards[0]![2]).toContain("<h2>Mesa 1</h2>");
    // The disabled table is left out entirely.
    expect(html).not.toContain("NAPOLI-MESA-9");
    expect(html).not.toContain("<Bella>");
    expect(html).toContain("@page { size: A4");
  });

  it("draws the QR code of exactly the assign URL", () => {
    const url = assignUrl("http://localhost:8787", "bella-napoli", "NAPOLI-MESA-1");
    expect(url).toBe("http://localhost:8787/bella-napoli/table/assign?code=NAPOLI-MESA-1");
    const html = qrCodesPage({
      store: "X",
      slug: "bella-napoli",
      origin: "http://localhost:8787",
      tables: [tables[1]!],
    });
    // The same modules as uqr draws for that text alone: a QR code of any other text would differ.
    const path = /<path[^>]* d="([^"]+)"/.exec(renderSVG(url, { ecc: "M", border: 2 }))![1]!;
    expect(html).toContain(path);
    expect(html).not.toContain(/<path[^>]* d="([^"]+)"/.exec(renderSVG(`${url}X`, { ecc: "M", border: 2 }))![1]!);
  });

  it("puts six cards on each sheet, breaking the page after each", () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      code: `M-${index + 1}`,
      number: index + 1,
      name: `Mesa ${index + 1}`,
      enabled: true,
    }));
    const html = qrCodesPage({ store: "X", slug: "x", origin: "http://localhost:8787", tables: many });
    const sheets = html.split('<section class="sheet">').slice(1);
    expect(sheets.map((sheet) => (sheet.match(/<article /g) ?? []).length)).toEqual([CARDS_PER_PAGE, 1]);
    expect(html).toContain("break-after: page");
  });

  it("says so when no table is enabled", () => {
    expect(qrCodesPage({ store: "X", slug: "x", origin: "http://localhost:8787", tables: [tables[2]!] })).toContain(
      "nenhuma mesa ativa",
    );
  });
});
