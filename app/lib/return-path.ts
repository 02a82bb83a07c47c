import { basePath, merchantHref, safeRedirectPath, type MerchantBase } from "./links";

/** Paths that are never a place to come back to (core spec §2): the login pages (every way in) and the coupons. */
export const IGNORED_RETURN_PATH = /^\/(login(\/[\w-]+)?|coupons)$/;

/**
 * The return-path helper of core spec §2: the current path minus the slug (none on a custom domain)
 * and the query; null for the store's home (the empty path) and for the login and coupon paths.
 */
export function returnPath(pathname: string, merchant: MerchantBase): string | null {
  const base = basePath(merchant);
  let rest = pathname;
  if (base) {
    if (rest !== base && !rest.startsWith(`${base}/`)) return null;
    rest = rest.slice(base.length);
  }
  rest = rest.replace(/\.data$/, "").replace(/\/+$/, "");
  if (rest === "" || rest === "/") return null;
  // Never a protocol-relative "//host" or a backslash trick, whatever the path held.
  if (safeRedirectPath(rest, "") === "") return null;
  if (IGNORED_RETURN_PATH.test(rest.toLowerCase())) return null;
  return rest;
}

/**
 * Where to go once logged in: `redirectTo` (a path of the store without its slug) when it is a
 * relative path with a single leading slash and not itself a login path, else the store's home.
 */
export function afterLoginHref(merchant: MerchantBase, redirectTo: unknown): string {
  const target = safeRedirectPath(redirectTo, "/");
  const pathname = target.split(/[?#]/)[0]!.replace(/\/+$/, "");
  if (IGNORED_RETURN_PATH.test(pathname.toLowerCase())) return merchantHref(merchant, "/");
  return merchantHref(merchant, target);
}

/** `?redirectTo=…` to append to a login link or form (empty when there is nowhere to return). */
export function redirectToQuery(redirectTo: string | null | undefined): string {
  return redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
}

/** The login page's link, keeping where the customer was. */
export function loginHref(merchant: MerchantBase, from: string | null, page = "/login"): string {
  return merchantHref(merchant, `${page}${redirectToQuery(from)}`);
}

/** The `redirectTo` a login page was given, only when safe (else null: the home). */
export function redirectToParam(url: URL): string | null {
  const value = url.searchParams.get("redirectTo");
  if (!value) return null;
  const safe = safeRedirectPath(value, "");
  return safe === "" ? null : safe;
}
