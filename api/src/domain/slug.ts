import { IGNORED_SLUG_SEGMENTS, STOREFRONT_ROUTE_SEGMENTS } from "../../../contract/slug";

/** First path segments of routes that are not merchant slugs (they authenticate with the shared secret). */
export const PUBLIC_SEGMENTS: ReadonlySet<string> = new Set(["authenticates", "hosts", "dev", "console"]);

/**
 * Words no merchant may use as its slug: the API's own first path segments, the storefront's
 * route segments, and the values the storefront ignores as a slug (core spec §5).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...PUBLIC_SEGMENTS,
  // answered by the API itself before any merchant route: the sandbox provider, the admin key's moves
  "provider",
  "admin",
  "platform",
  "merchants",
  "api",
  ...STOREFRONT_ROUTE_SEGMENTS,
  ...IGNORED_SLUG_SEGMENTS.filter(Boolean),
]);

/** Lower-case words joined by single hyphens: safe in a URL path and a cookie path. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
