import { createCookie } from "@remix-run/cloudflare";

/*
 * The visitor's answer to a store's analytics cookies (LGPD art. 7 and 8, Colombia's Ley 1581,
 * Mexico's LFPDPPP: consent before tracking; decision 039). Without "granted" no GA4, no pixel and no
 * server conversion event runs for that store. The answer is per store (each merchant is the
 * controller of its own analytics) and lasts a year; the store's "Cookies" page changes it.
 */

export type AnalyticsConsent = "granted" | "denied";

export const isAnalyticsConsent = (value: unknown): value is AnalyticsConsent =>
  value === "granted" || value === "denied";

/** One cookie per store, at Path=/ like the store's session. */
export function analyticsConsentCookie(slug: string) {
  return createCookie(`analytics-consent-${slug}`, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    maxAge: 31_536_000,
  });
}

/** The visitor's answer for this store, or null when they have not answered. */
export async function readAnalyticsConsent(
  request: Request,
  slug: string | null | undefined,
): Promise<AnalyticsConsent | null> {
  if (!slug) return null;
  const value: unknown = await analyticsConsentCookie(slug)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  return isAnalyticsConsent(value) ? value : null;
}

/** The store's page about its analytics cookies, where the answer is given or changed (and posted). */
export const ANALYTICS_CONSENT_PATH = "/analytics-consent";
