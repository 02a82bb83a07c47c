/** A DNS host name or an IPv4 address, as a Host header may name it (no port). */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_HOST_LENGTH = 253;

/** True when `hostname` is a syntactically valid host: DNS labels, IPv4 or a bracketed IPv6. */
export function isValidHostname(hostname: string): boolean {
  if (hostname.length === 0 || hostname.length > MAX_HOST_LENGTH) return false;
  if (/^\[[0-9a-f:.]+\]$/.test(hostname)) return true;
  return hostname.split(".").every((label) => HOST_LABEL.test(label));
}

/** Content types a form post may carry: what browsers send without JavaScript and what Remix sends with it. */
const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Why a request that may change state must be refused before it reaches an action: 403 when it
 * comes from another site, 415 when its body is no form. Null for safe methods and clean posts.
 * Same site means an Origin equal to the request's origin; without Origin (old browsers), a
 * Sec-Fetch-Site of same-origin, else a Referer on the same origin, else (no signal at all, as
 * from a privacy proxy) accepted: the session cookie is SameSite=Lax, so a cross-site post
 * carries no session anyway (docs/decisions/013).
 */
export function refusalOf(request: Request, origin: string): 403 | 415 | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const headers = request.headers;
  const claimedOrigin = headers.get("Origin");
  if (claimedOrigin !== null) {
    if (claimedOrigin !== origin) return 403;
  } else {
    const fetchSite = headers.get("Sec-Fetch-Site");
    if (fetchSite !== null) {
      if (fetchSite !== "same-origin") return 403;
    } else {
      const referer = headers.get("Referer");
      if (referer !== null && !sameOrigin(referer, origin)) return 403;
    }
  }
  const contentType = (headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_CONTENT_TYPES.includes(contentType) ? null : 415;
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** The origin canonical links are built on: the merchant's own domain, else the first app host. */
export function publicOrigin(url: URL, appHosts: readonly string[], customDomain: boolean): string {
  if (customDomain) return url.origin;
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${appHosts[0] ?? url.hostname}${port}`;
}

/** Third-party analytics a page loads (decision 032): only then does its policy name their origins. */
export interface ThirdPartyAnalytics {
  ga4: boolean;
  facebookPixel: boolean;
}

/**
 * Where GA4's gtag.js and Facebook's fbevents.js come from and send to (Google's and Meta's
 * published lists). Images are any https host already (merchant logos), so their beacons need no
 * entry in img-src.
 */
export const ANALYTICS_ORIGINS = {
  ga4: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
  },
  facebookPixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
  },
} as const;

/**
 * Where a social login's post sends the browser (docs/decisions/062): Chrome checks form-action on
 * every redirect that follows a form's post, so the login buttons need the providers' authorization
 * origins. On every page, not only the login page's: with JavaScript the customer reaches it without
 * a new document, under the policy of the first page they opened.
 */
export const SOCIAL_LOGIN_FORM_ORIGINS = ["https://accounts.google.com", "https://appleid.apple.com", "https://www.facebook.com"] as const;

const NO_ANALYTICS: ThirdPartyAnalytics = { ga4: false, facebookPixel: false };

/**
 * Content-Security-Policy of an HTML page whose inline scripts and styles carry `nonce`. Only a
 * page that loads the merchant's analytics allows their origins (and only those it loads).
 */
export function contentSecurityPolicy(nonce: string, analytics: ThirdPartyAnalytics = NO_ANALYTICS): string {
  const loaded = (["ga4", "facebookPixel"] as const).filter((name) => analytics[name]).map((name) => ANALYTICS_ORIGINS[name]);
  const scriptOrigins = [...new Set(loaded.flatMap((origins) => origins.script))];
  const connectOrigins = [...new Set(loaded.flatMap((origins) => origins.connect))];
  return [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}'`, ...scriptOrigins].join(" "),
    `style-src 'self' 'nonce-${nonce}'`,
    // React's style={{…}} props become style attributes; they cannot run code.
    "style-src-attr 'unsafe-inline'",
    // Merchant logos and banners may live on any https image host of the API.
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(" "),
    "manifest-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    ["form-action 'self'", ...SOCIAL_LOGIN_FORM_ORIGINS].join(" "),
    "object-src 'none'",
  ].join("; ");
}

/** A fresh random nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
