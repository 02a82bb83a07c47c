/**
 * First path segments that belong to storefront routes, never to a merchant. A merchant slug
 * equal to one of them could not be reached, so the API must refuse such slugs.
 */
export const RESERVED_SEGMENTS = [
  "app",
  "build",
  "cart",
  "checkout",
  "coupons",
  "demo",
  "gateway",
  "login",
  "manifest.webmanifest",
  "payments",
  "preferences",
  "profile",
  "table",
] as const;

/** Segments the spec says to ignore as a slug (core spec §5). */
const IGNORED_SLUGS = new Set(["", "undefined", "favicon.ico", "json"]);

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** A merchant slug, or null when the segment must be ignored (spec §5) or names a route. */
export function parseSlug(segment: string | undefined | null): string | null {
  if (segment == null) return null;
  const slug = decodeURIComponent(segment).trim().toLowerCase();
  if (IGNORED_SLUGS.has(slug)) return null;
  if ((RESERVED_SEGMENTS as readonly string[]).includes(slug)) return null;
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/** The slug a storefront URL addresses by its first path segment (single-fetch `.data` suffix removed). */
export function slugFromPathname(pathname: string): string | null {
  const first = pathname.split("/")[1] ?? "";
  return parseSlug(first.replace(/\.data$/, ""));
}
