import { encode } from "uqr";

/**
 * A QR code as inline SVG markup, made on the server (uqr), so the browser gets no QR code of its
 * own: nothing is added to client JavaScript. One <path> of the dark modules on a white quiet zone of
 * 4 modules (what scanners expect). The colours are fixed on purpose: a bank's app reads dark
 * modules on a light ground, whatever the store's colours or the page's dark mode.
 * The markup holds no text of the caller: the page gives it its label (role="img", aria-label).
 */
export function qrSvg(data: string): string {
  const { data: rows, size } = encode(data, { ecc: "M", border: 4 });
  let path = "";
  // One rectangle per run of dark modules in a row: a few kilobytes for a PIX code.
  rows.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < size && row[end]) end++;
      path += `M${x} ${y}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" aria-hidden="true" focusable="false">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`
  );
}
