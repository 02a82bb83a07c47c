/**
 * Where a merchant's pages live: under "/{slug}" on the shared host, at "/" on its custom domain.
 * Every storefront link goes through `merchantHref` so both work.
 */
export interface MerchantBase {
  slug: string;
  customDomain: boolean;
}

/** Path prefix of a merchant's pages: "/{slug}" or "" on a custom domain. */
export function basePath(merchant: MerchantBase): string {
  return merchant.customDomain ? "" : `/${merchant.slug}`;
}

/** Link to a merchant page; `path` starts with "/" (or is "" for the home), query and hash kept. */
export function merchantHref(merchant: MerchantBase, path = "/"): string {
  const base = basePath(merchant);
  if (path === "" || path === "/") return base || "/";
  if (path.startsWith("?") || path.startsWith("#")) return `${base || "/"}${path}`;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * A redirect target taken from user input, kept only when it is a relative path with a single
 * leading slash (no scheme, no protocol-relative "//host", no backslash tricks).
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}

/**
 * A redirect target taken from user input, kept only when it is a safe path (safeRedirectPath) of
 * this merchant's own pages; else `fallback`.
 */
export function storeRedirectPath(target: unknown, merchant: MerchantBase, fallback: string): string {
  const path = safeRedirectPath(target, fallback);
  const base = basePath(merchant);
  const ofThisStore = base === "" || path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`);
  return ofThisStore ? path : fallback;
}

/**
 * A path without its first segment, always with a single leading slash: "/bella-napoli/cart" →
 * "/cart", "/bella-napoli" → "/", and "/bella-napoli//evil.example" → "/evil.example", never a
 * protocol-relative "//host".
 */
export function withoutFirstSegment(pathname: string): string {
  const rest = pathname.replace(/^\/+[^/]*/, "");
  return `/${rest.replace(/^[/\\]+/, "")}`;
}
