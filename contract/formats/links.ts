import * as z from "zod";

/**
 * Merchant links end up in `href` and `src`, where a `javascript:` or `data:` URL would run: only http(s)
 * URLs and paths on the storefront are links.
 */

export const LINK_MAX = 2048;

export function isWebUrl(value: string): boolean {
  if (value.length > LINK_MAX || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password
  );
}

/** One leading slash: browsers read "//evil.example" and "/\evil.example" as another host. */
export function isSitePath(value: string): boolean {
  return value.length <= LINK_MAX && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

const linkError = { error: "not an http(s) URL" };

export const webUrlSchema = z.string().refine(isWebUrl, linkError);

/** The path is tried first: `new URL` throws on a path, and a menu of hundreds of dishes paid for each throw. */
export const imageUrlSchema = z.string().refine((value) => isSitePath(value) || isWebUrl(value), linkError);

export const bannerLinkSchema = z
  .string()
  .refine((value) => isWebUrl(value) || isSitePath(value) || /^\?[^\s\\]*$/.test(value), linkError);

/**
 * A stored value that is not a link reads as null: the page loses that link, not everything else. The seed
 * still refuses it.
 */
export function optionalLink<T extends z.ZodType<string>>(schema: T) {
  return schema.nullable().catch(null);
}
