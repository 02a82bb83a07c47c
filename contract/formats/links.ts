import * as z from "zod";

/**
 * Links a merchant provides (website, FAQ, social networks, banners, app stores, images) end up in
 * `href` and `src` attributes, where a `javascript:` or `data:` URL would run or smuggle content.
 * Only http(s) URLs and paths inside the storefront are links.
 */

export const LINK_MAX = 2048;

/** An absolute http: or https: URL with a host and no credentials in it. */
export function isWebUrl(value: string): boolean {
  if (value.length > LINK_MAX || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password;
}

/**
 * A path on the storefront's own host: one leading slash ("/promo", not "//evil.example", which a
 * browser reads as another host, nor "/\evil.example", which some read the same way).
 */
export function isSitePath(value: string): boolean {
  return value.length <= LINK_MAX && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

const linkError = { error: "not an http(s) URL" };

/** A link to another site: http(s) only. */
export const webUrlSchema = z.string().refine(isWebUrl, linkError);

/**
 * An image: an http(s) URL or a path on the storefront (the demo images live under /demo). The path
 * is tried first: `new URL` throws on a path, and a menu of hundreds of dishes paid for each throw.
 */
export const imageUrlSchema = z.string().refine((value) => isSitePath(value) || isWebUrl(value), linkError);

/**
 * A banner's target: a path in the store, a query on the merchant's home ("?category=12"), or an
 * http(s) URL.
 */
export const bannerLinkSchema = z.string().refine((value) => isWebUrl(value) || isSitePath(value) || /^\?[^\s\\]*$/.test(value), linkError);

/**
 * Reading an optional link: one that is not a link (a hand-edited row, an older import) is read as
 * null, so the page loses that link and keeps everything else. The seed still refuses it (it checks
 * that each document reads back as it was written).
 */
export function optionalLink<T extends z.ZodType<string>>(schema: T) {
  return schema.nullable().catch(null);
}
