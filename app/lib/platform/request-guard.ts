const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_HOST_LENGTH = 253;

export function isValidHostname(hostname: string): boolean {
  if (hostname.length === 0 || hostname.length > MAX_HOST_LENGTH) return false;
  if (/^\[[0-9a-f:.]+\]$/.test(hostname)) return true;
  return hostname.split(".").every((label) => HOST_LABEL.test(label));
}

/** What browsers send without JavaScript and what Remix sends with it. */
const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * 403 when a state-changing request comes from another site, 415 when its body is no form. Without
 * Origin, Sec-Fetch-Site or Referer (a privacy proxy) it is accepted: the session cookie is
 * SameSite=Lax, so a cross-site post carries no session anyway (decision 013).
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

/** The merchant's own domain, else the first app host. */
export function publicOrigin(url: URL, appHosts: readonly string[], customDomain: boolean): string {
  if (customDomain) return url.origin;
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${appHosts[0] ?? url.hostname}${port}`;
}

export interface ThirdPartyAnalytics {
  ga4: boolean;
  facebookPixel: boolean;
}

/** Google's and Meta's published lists. Images are any https host already, so their beacons need no img-src entry. */
export const ANALYTICS_ORIGINS = {
  ga4: {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
    ],
  },
  facebookPixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
  },
} as const;

/**
 * Chrome checks form-action on every redirect after a form's post, so the social login buttons
 * need the providers' origins. On every page: with JavaScript the login page keeps the first page's policy.
 */
export const SOCIAL_LOGIN_FORM_ORIGINS = [
  "https://accounts.google.com",
  "https://appleid.apple.com",
  "https://www.facebook.com",
] as const;

const NO_ANALYTICS: ThirdPartyAnalytics = { ga4: false, facebookPixel: false };

/** Only a page that loads the merchant's analytics allows their origins (and only those it loads). */
export function contentSecurityPolicy(nonce: string, analytics: ThirdPartyAnalytics = NO_ANALYTICS): string {
  const loaded = (["ga4", "facebookPixel"] as const)
    .filter((name) => analytics[name])
    .map((name) => ANALYTICS_ORIGINS[name]);
  const scriptOrigins = [...new Set(loaded.flatMap((origins) => origins.script))];
  const connectOrigins = [...new Set(loaded.flatMap((origins) => origins.connect))];
  return [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}'`, ...scriptOrigins].join(" "),
    `style-src 'self' 'nonce-${nonce}'`,
    // React's style={{…}} props become style attributes; they cannot run code.
    "style-src-attr 'unsafe-inline'",
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

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
