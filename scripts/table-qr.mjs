// The printable QR codes of a merchant's tables: one self-contained HTML page, a card per
// enabled table with the store's name, "Mesa N", the QR code of the table's assign URL as inline SVG
// (drawn here with uqr: no script, no image file, nothing fetched) and the code in text, two by three
// on each A4 sheet. `npm run order -- qr-codes <slug> [--origin URL] [--out file.html]` writes it.
import { renderSVG } from "uqr";
import { CARDS_PER_PAGE, assignUrl, qrSheets } from "../contract/formats/table-qr.mjs";

export { CARDS_PER_PAGE, assignUrl };

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char],
  );

/**
 * The page: `store` is the merchant's name, `tables` its tables ({ code, number, name, enabled });
 * disabled ones are left out (their code answers "table does not exist"). Pure: the same input
 * gives the same page.
 */
export function qrCodesPage({ store, slug, origin, tables }) {
  const card = (table) => {
    const url = assignUrl(origin, slug, table.code);
    // Dark modules on white whatever the printer's theme: what phone cameras read best.
    const svg = renderSVG(url, { ecc: "M", border: 2, blackColor: "#000000", whiteColor: "#ffffff" }).replace(
      /^<svg /,
      `<svg role="img" aria-label="QR code: ${escapeHtml(url)}" `,
    );
    return `    <article class="card" data-code="${escapeHtml(table.code)}">
      <p class="store">${escapeHtml(store)}</p>
      <h2>Mesa ${escapeHtml(table.number)}</h2>
      <div class="qr">${svg}</div>
      <p class="hint">Aponte a câmera para fazer o seu pedido · Escanea para pedir · Scan to order</p>
      <p class="code">${escapeHtml(table.code)}</p>
      <p class="url">${escapeHtml(url)}</p>
    </article>`;
  };
  const sheets = qrSheets(tables).map(
    (sheet) => `  <section class="sheet">\n${sheet.map(card).join("\n")}\n  </section>`,
  );
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(store)}: QR codes das mesas</title>
<style>
  @page { size: A4; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; color: #000; background: #fff; }
  .sheet { display: grid; grid-template-columns: repeat(2, 1fr); grid-auto-rows: 90mm; gap: 5mm; width: 190mm; margin: 0 auto 10mm; break-after: page; page-break-after: always; }
  .sheet:last-child { break-after: auto; page-break-after: auto; }
  .card { border: 1px dashed #777; border-radius: 4mm; padding: 4mm; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; break-inside: avoid; page-break-inside: avoid; }
  .card h2 { margin: 0 0 2mm; font-size: 20pt; }
  .store { margin: 0; font-size: 11pt; font-weight: 600; }
  .qr svg { width: 48mm; height: 48mm; display: block; }
  .hint { margin: 2mm 0 0; font-size: 8pt; }
  .code { margin: 1mm 0 0; font: 700 11pt ui-monospace, monospace; letter-spacing: .05em; }
  .url { margin: 1mm 0 0; font-size: 6.5pt; color: #333; word-break: break-all; }
  .empty { padding: 20mm; text-align: center; }
  @media screen { body { padding: 10mm 0; background: #eee; } .sheet { background: #fff; padding: 5mm; } }
</style>
</head>
<body>
<h1 style="position:absolute;left:-9999px">${escapeHtml(store)}: QR codes das mesas</h1>
${sheets.length > 0 ? sheets.join("\n") : `  <p class="empty">${escapeHtml(store)}: nenhuma mesa ativa.</p>`}
</body>
</html>
`;
}
