import type { Env } from "./env.server";
import { browserErrorResponse, pageLoadResponse } from "./error-reporting.server";
import { translationFileResponse } from "~/lib/i18n/i18n.server";
import { mapTileResponse } from "~/lib/location/map-tiles.server";
import { dishPhotoResponse } from "~/lib/menu/dish-photos.server";
import { liveSocketResponse } from "./live-sockets.server";
import { plainRefusal } from "./plain-response.server";

/** The browser reporter's posts: the reports themselves go to the error tracker (decision 077). */
const BROWSER_REPORTS: Record<string, (request: Request) => Promise<Response>> = {
  "/_errors": browserErrorResponse,
  "/_performance": pageLoadResponse,
};

/**
 * What the storefront answers itself before any store or session: Remix's old data requests
 * refused, the interface texts, the stand-in map tiles, dishes' photos and the browser's reports. Null for any
 * other path.
 */
export async function ownPathResponse(
  request: Request,
  url: URL,
  env: Env,
  customDomainSlug: () => Promise<string | null>,
): Promise<Response | null> {
  // Remix's pre-single-fetch data requests: our client never sends them, and Remix answers them
  // with a 500 after running every loader. A scanner's probe costs nothing.
  if (url.searchParams.has("_data")) return plainRefusal(request, 404);
  // A screen's live updates (decision 090): the upgrade goes to the API with the login's token.
  const live = await liveSocketResponse(request, url, env, customDomainSlug);
  if (live) return live;
  const translations = request.method === "GET" ? translationFileResponse(url.pathname) : null;
  if (translations) return translations;
  // Where no tile provider is configured (decision 074).
  const tile = request.method === "GET" && !env.MAP_TILE_URL ? mapTileResponse(url.pathname) : null;
  if (tile) return tile;
  const photo = await dishPhotoResponse(request, url, env);
  if (photo) return photo;
  const report = BROWSER_REPORTS[url.pathname];
  if (!report) return null;
  // From pages of this origin only, and only where error reporting is on.
  const sameOrigin = request.headers.get("Sec-Fetch-Site") === "same-origin";
  if (!env.SENTRY_DSN || request.method !== "POST" || !sameOrigin) return plainRefusal(request, 404);
  return report(request);
}
