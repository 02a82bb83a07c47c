import { parse as parseCookies } from "cookie";
import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";

/** Core spec §9: the session lives as long as the cart it holds. */
export const SESSION_MAX_AGE = 259_200;

/** One signed cookie per merchant. */
export interface MerchantSessionData {
  /** Sent on the token bootstrap: the API gives carts to it. */
  visitorId: string;
  accessToken: string;
  accessTokenExpiresAt: number;
  clientId: string;
  clientName: string;
  cartGuid: string;
  deliveryMethod: "DELIVERY" | "TAKEOUT" | "TABLE";
  /** The next opening (ISO) whose closed-store notice the visitor dismissed. */
  closedNoticeSeen: string;
  tableId: string;
  tableClientId: string;
  /** Modality 2 (owner verification): the table owner's client id when this guest joined. */
  tableOwnerId: string;
  /** A guest no longer at that table is sent back to its assign page. */
  tableCode: string;
  solicitationId: string;
  /** A voucher link's code, applied by the next POST that has a cart. */
  couponLinkId: string;
  /** The cart whose order the customer said yes to placing again: sent as a confirmed repeat. */
  repeatConfirmedFor: string;
  registrationEmail: string;
  /** The store links to it until its status_code is 2. */
  lastOrderId: string;
  socialLogins: string;
  pendingCode: string;
  /** The verified code of a new e-mail, kept until the registration form is sent (never in the URL). */
  registrationToken: string;
  /** Dishes for adults open without asking again. */
  isOver18: boolean;
  welcomeSeen: boolean;
  consumeInStore: boolean;
  /** A later expiry day alerts again. */
  pointsAlertSeen: string;
  smartBannerClosed: boolean;
  analyticsPending: string;
  /** A reload of its dialog is not another view. */
  viewedContent: string;
}

export interface MerchantFlashData {
  error: string;
  notice: string;
  voucher: string;
  checkoutAnswer: string;
  nearestStore: string;
}

export type MerchantSession = Session<Partial<MerchantSessionData>, MerchantFlashData>;

/**
 * The cookie's name is not signed, so with one key for all merchants a cookie copied under another
 * merchant's name would still verify; with the slug in the key it does not (decision 046).
 */
export function merchantSigningSecret(slug: string, secret: string): string {
  return `${slug}:${secret}`;
}

/** `__Host-` makes the browser refuse it unless Secure, at Path=/ and without Domain: no subdomain can plant it. */
export const sessionCookieName = (slug: string) => `__Host-comanda_${slug}`;

/** The name before the prefix: still read, never written, expired when met. */
export const legacySessionCookieName = (slug: string) => `__comanda_${slug}`;

const carries = (cookieHeader: string | null | undefined, name: string) =>
  cookieHeader ? name in parseCookies(cookieHeader) : false;

export const carriesSessionCookie = (cookieHeader: string | null | undefined, slug: string) =>
  carries(cookieHeader, sessionCookieName(slug)) || carries(cookieHeader, legacySessionCookieName(slug));

/**
 * The cookie sits at Path=/ with the slug in its name: a Path=/{slug} cookie would not be sent to
 * Remix's "/{slug}.data" requests. A cookie that does not parse or verify is no session.
 */
export function merchantSessionStorage(slug: string, secret: string) {
  const options = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: true,
    secrets: [merchantSigningSecret(slug, secret)],
    maxAge: SESSION_MAX_AGE,
  } as const;
  const storage = createCookieSessionStorage<Partial<MerchantSessionData>, MerchantFlashData>({
    cookie: { name: sessionCookieName(slug), ...options },
  });
  const legacy = createCookieSessionStorage<Partial<MerchantSessionData>, MerchantFlashData>({
    cookie: { name: legacySessionCookieName(slug), ...options },
  });
  return {
    ...storage,
    getSession(cookieHeader?: string | null): Promise<MerchantSession> {
      const from =
        !carries(cookieHeader, sessionCookieName(slug)) && carries(cookieHeader, legacySessionCookieName(slug))
          ? legacy
          : storage;
      return from.getSession(cookieHeader).catch(() => storage.getSession());
    },
    carriesLegacyCookie: (cookieHeader: string | null | undefined) =>
      carries(cookieHeader, legacySessionCookieName(slug)),
    expireLegacyCookie: () => `${legacySessionCookieName(slug)}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
  };
}
