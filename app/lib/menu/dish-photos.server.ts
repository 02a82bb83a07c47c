import { dishPhotoKey } from "../../../contract";
import { brandImageKey } from "../../../contract/formats/brand-images";
import type { Env } from "~/lib/platform/env.server";
import { plainRefusal, SECURITY_HEADERS } from "~/lib/platform/plain-response.server";

/** A year, immutable: a photo's URL names the hash of its upload, so new bytes are a new URL (decision 099). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A dish's photo from the bucket the API writes (decision 099), for GET and HEAD of
 * /media/dish/{hash}/{size}.webp; null for any other path.
 */
export async function dishPhotoResponse(request: Request, url: URL, env: Env): Promise<Response | null> {
  if (!url.pathname.startsWith("/media/")) return null;
  // The logo's and banners' images (decision 105) share the bucket and the naming by hash.
  const key = dishPhotoKey(url.pathname) ?? brandImageKey(url.pathname);
  if (!key || !env.PHOTOS || (request.method !== "GET" && request.method !== "HEAD")) return plainRefusal(request, 404);
  const object =
    request.method === "HEAD" ? await env.PHOTOS.head(key) : await env.PHOTOS.get(key, { onlyIf: request.headers });
  if (!object) return plainRefusal(request, 404);
  const headers = new Headers({ ...SECURITY_HEADERS, "Cache-Control": IMMUTABLE, "Content-Type": "image/webp" });
  headers.set("ETag", object.httpEtag);
  const body = "body" in object ? (object as R2ObjectBody).body : null;
  // A GET without a body: its If-None-Match matched.
  if (request.method === "GET" && !body) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(body, { headers });
}
