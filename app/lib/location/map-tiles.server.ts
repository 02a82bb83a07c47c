import type { AppLoadContext } from "@remix-run/cloudflare";

/** Where the map step draws its tiles from: a URL template and the words its provider asks to show. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** The stand-in's tiles, served by app/lib/platform/own-paths.server.ts when no provider is configured. */
export const LOCAL_TILE_PATH = "/_map/tiles/";

/** The configured tile provider (MAP_TILE_URL), else the storefront's stand-in. */
export function mapTiles(context: AppLoadContext): MapTiles {
  const url = context.env.MAP_TILE_URL;
  if (url) return { url, attribution: context.env.MAP_TILE_ATTRIBUTION ?? "" };
  return { url: `${LOCAL_TILE_PATH}{z}/{x}/{y}.svg`, attribution: "Comanda" };
}

/**
 * A stand-in tile: a light square with a grid and its coordinates, an SVG image any <img> shows,
 * so the map step works with no network. Null for a path that is no tile.
 */
export function mapTileResponse(pathname: string): Response | null {
  const match = /^\/_map\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.svg$/.exec(pathname);
  if (!match) return null;
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  if (z > 20 || x >= 2 ** z || y >= 2 ** z) return null;
  const shade = (x + y) % 2 === 0 ? "#eef2ea" : "#e6ece1";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${shade}"/><path d="M0 64H256M0 128H256M0 192H256M64 0V256M128 0V256M192 0V256" stroke="#d3dccb" stroke-width="1"/><path d="M0 .5H256M.5 0V256" stroke="#b9c4ae"/><text x="8" y="20" font-family="sans-serif" font-size="11" fill="#8a9880">${z}/${x}/${y}</text></svg>`;
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });
}
