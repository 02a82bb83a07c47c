import { IGNORED_SLUG_SEGMENTS, STOREFRONT_ROUTE_SEGMENTS } from "../../../contract/slug";

/** First path segments of storefront routes (shared with the API, which refuses them as slugs). */
export const RESERVED_SEGMENTS = STOREFRONT_ROUTE_SEGMENTS;

const IGNORED_SLUGS: ReadonlySet<string> = new Set(IGNORED_SLUG_SEGMENTS);

/** What a merchant slug looks like (lower-case letters, digits and hyphens, at most 63). */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** A merchant slug, or null when the segment must be ignored (spec §5) or names a route. */
export function parseSlug(segment: string | undefined | null): string | null {
  if (segment == null) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    return null; // a malformed escape such as "%E0%A4%A" is no slug
  }
  if (IGNORED_SLUGS.has(slug)) return null;
  if ((RESERVED_SEGMENTS as readonly string[]).includes(slug)) return null;
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/** The slug a storefront URL addresses by its first path segment (single-fetch `.data` suffix removed). */
export function slugFromPathname(pathname: string): string | null {
  const first = pathname.split("/")[1] ?? "";
  return parseSlug(first.replace(/\.data$/, ""));
}

/**
 * A first segment that shows the landing page although it is no slug: those the spec ignores
 * (old links to "/undefined" or "/json"), except "favicon.ico", which is a file and gets a 404.
 */
export function isLandingSegment(segment: string): boolean {
  const normalized = segment.trim().toLowerCase();
  return normalized !== "favicon.ico" && IGNORED_SLUGS.has(normalized);
}

/** A first segment that names no merchant but a page of the app (`/preferences`) or the landing (`/`, `/_root.data`). */
export function isRouteSegment(segment: string): boolean {
  const normalized = segment
    .replace(/\.data$/, "")
    .trim()
    .toLowerCase();
  return normalized === "" || normalized === "_root" || (RESERVED_SEGMENTS as readonly string[]).includes(normalized);
}
