/** Every storefront link goes through `merchantHref`, so both "/{slug}" and a custom domain's "/" work. */
export interface MerchantBase {
  slug: string;
  customDomain: boolean;
}

export function basePath(merchant: MerchantBase): string {
  return merchant.customDomain ? "" : `/${merchant.slug}`;
}

export function merchantHref(merchant: MerchantBase, path = "/"): string {
  const base = basePath(merchant);
  if (path === "" || path === "/") return base || "/";
  if (path.startsWith("?") || path.startsWith("#")) return `${base || "/"}${path}`;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Only a relative path with a single leading slash (no scheme, no "//host", no backslash tricks). */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}

/** Only a safe path of this merchant's own pages. */
export function storeRedirectPath(target: unknown, merchant: MerchantBase, fallback: string): string {
  const path = safeRedirectPath(target, fallback);
  const base = basePath(merchant);
  const ofThisStore = base === "" || path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`);
  return ofThisStore ? path : fallback;
}

/** Never a protocol-relative "//host": "/bella-napoli//evil.example" → "/evil.example". */
export function withoutFirstSegment(pathname: string): string {
  const rest = pathname.replace(/^\/+[^/]*/, "");
  return `/${rest.replace(/^[/\\]+/, "")}`;
}
