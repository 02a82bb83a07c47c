import { basePath, merchantHref, safeRedirectPath, type MerchantBase } from "~/lib/store/links";

/** Core spec §2: never the login pages nor the coupons. */
export const IGNORED_RETURN_PATH = /^\/(login(\/[\w-]+)?|coupons)$/;

/** Core spec §2: the path minus the slug and the query; null for the home and the login and coupon paths. */
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

export function afterLoginHref(merchant: MerchantBase, redirectTo: unknown): string {
  const target = safeRedirectPath(redirectTo, "/");
  const pathname = target.split(/[?#]/)[0]!.replace(/\/+$/, "");
  if (IGNORED_RETURN_PATH.test(pathname.toLowerCase())) return merchantHref(merchant, "/");
  return merchantHref(merchant, target);
}

export function redirectToQuery(redirectTo: string | null | undefined): string {
  return redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
}

export function loginHref(merchant: MerchantBase, from: string | null, page = "/login"): string {
  return merchantHref(merchant, `${page}${redirectToQuery(from)}`);
}

/** Null unless safe. */
export function redirectToParam(url: URL): string | null {
  const value = url.searchParams.get("redirectTo");
  if (!value) return null;
  const safe = safeRedirectPath(value, "");
  return safe === "" ? null : safe;
}
