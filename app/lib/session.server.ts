import { parse as parseCookies } from "cookie";
import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";

/** Cart lifetime of core spec §9: the session lives as long as the cart it holds. */
export const SESSION_MAX_AGE = 259_200;

/** What the storefront remembers about one visitor of one merchant (DESIGN: one signed cookie per merchant). */
export interface MerchantSessionData {
  /** Random id of this visitor, sent on the token bootstrap: the API gives carts to it. */
  visitorId: string;
  accessToken: string;
  /** Epoch milliseconds after which the access token must be renewed. */
  accessTokenExpiresAt: number;
  clientId: string;
  clientName: string;
  cartGuid: string;
  deliveryMethod: "DELIVERY" | "TAKEOUT" | "TABLE";
  /** The next opening (ISO) whose closed-store notice the visitor dismissed. */
  closedNoticeSeen: string;
  tableId: string;
  tableClientId: string;
  /** Modality 2 (owner verification): the table client id of the table's owner when this guest joined. */
  tableOwnerId: string;
  /** The joined table's code: a guest no longer at that table is sent back to its assign page. */
  tableCode: string;
  solicitationId: string;
  /** A voucher link's code (spec CouponLinkId; `/{slug}?voucher=CODE`), applied by the next POST that has a cart. */
  couponLinkId: string;
  /**
   * The cart whose order the customer said yes to placing again (a similar order asked about, or
   * "Pedir de novo"): its next placement is sent as a confirmed repeat.
   */
  repeatConfirmedFor: string;
  /** Login by e-mail code: the address the code was sent to. */
  registrationEmail: string;
  /** The last order placed from this browser (the spec's SeeMyOrder): the store links to it until its status_code is 2. */
  lastOrderId: string;
  /** Social logins sent to a provider and not back yet (JSON of ~/lib/social-login.server PendingSocialLogin[]). */
  socialLogins: string;
  /** A code sent to log in or register by phone, or at checkout (JSON of ~/lib/phone-code.server PendingCode). */
  pendingCode: string;
  /** The verified code of a new e-mail, kept until the registration form is sent (never in the URL). */
  registrationToken: string;
  /** The visitor said they are 18 or older (spec isOver18): dishes for adults open without asking again (decision 031). */
  isOver18: boolean;
  /** The store's welcome modal was closed (show_welcome_modal, decision 033): it greets a visitor once. */
  welcomeSeen: boolean;
  /** The customer's last answer to "take away or eat at the store" at checkout (consume_in_store_available). */
  consumeInStore: boolean;
  /** The expiry day (YYYY-MM-DD) of the points whose alert the client closed: a later day alerts again. */
  pointsAlertSeen: string;
  /** The visitor closed the store's app banner on the menu (core spec §4 smart banner). */
  smartBannerClosed: boolean;
  /** Browser events of the store's analytics waiting for a page that runs them (JSON, decision 076). */
  analyticsPending: string;
  /** The dish whose ViewContent was last sent: a reload of its dialog is not another view. */
  viewedContent: string;
}

/** One-read messages for the next page: locale keys. */
export interface MerchantFlashData {
  error: string;
  notice: string;
  /** What became of a voucher link's code (JSON of ~/lib/coupons.server VoucherNotice). */
  voucher: string;
  /** What the checkout form held when a change to the cart redirected back to it (JSON; its answer.server.ts). */
  checkoutAnswer: string;
  /** The franchise took the customer to this store, the nearest to them (JSON of ~/lib/nearest-store.server Arrival). */
  nearestStore: string;
}

export type MerchantSession = Session<Partial<MerchantSessionData>, MerchantFlashData>;

/**
 * The key that signs one merchant's cookies. The cookie's name is not signed, so with one key for
 * all merchants a cookie copied under another merchant's name would still verify there; with the
 * slug in the key it does not, and counts as no session (docs/decisions/046). Slugs hold no ":".
 */
export function merchantSigningSecret(slug: string, secret: string): string {
  return `${slug}:${secret}`;
}

/**
 * The name of a merchant's session cookie. `__Host-` makes the browser refuse it unless it is
 * Secure, at Path=/ and without Domain, so no subdomain can plant or shadow it (docs/decisions/068).
 */
export const sessionCookieName = (slug: string) => `__Host-comanda_${slug}`;

/** The name the cookie had before the prefix: still read, never written, expired when met (docs/decisions/068). */
export const legacySessionCookieName = (slug: string) => `__comanda_${slug}`;

const carries = (cookieHeader: string | null | undefined, name: string) => (cookieHeader ? name in parseCookies(cookieHeader) : false);

/** Whether a request's cookies hold `slug`'s session cookie, under either name. */
export const carriesSessionCookie = (cookieHeader: string | null | undefined, slug: string) =>
  carries(cookieHeader, sessionCookieName(slug)) || carries(cookieHeader, legacySessionCookieName(slug));

/**
 * Cookie session of one merchant. The cookie sits at Path=/ with the slug in its name: a
 * Path=/{slug} cookie would not be sent to Remix's "/{slug}.data" requests (docs/decisions/002).
 * It is signed for that merchant only, whatever host or path serves it (a custom domain's "/").
 * A session is read from the `__Host-` cookie, else from the cookie's old name (the sessions of a
 * deploy's transition); a cookie that does not parse or verify is no session (decisions 013, 046).
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
  const storage = createCookieSessionStorage<Partial<MerchantSessionData>, MerchantFlashData>({ cookie: { name: sessionCookieName(slug), ...options } });
  const legacy = createCookieSessionStorage<Partial<MerchantSessionData>, MerchantFlashData>({ cookie: { name: legacySessionCookieName(slug), ...options } });
  return {
    ...storage,
    getSession(cookieHeader?: string | null): Promise<MerchantSession> {
      const from = !carries(cookieHeader, sessionCookieName(slug)) && carries(cookieHeader, legacySessionCookieName(slug)) ? legacy : storage;
      return from.getSession(cookieHeader).catch(() => storage.getSession());
    },
    /** True when the request carries the cookie under its old name: the answer writes the new one and expires the old. */
    carriesLegacyCookie: (cookieHeader: string | null | undefined) => carries(cookieHeader, legacySessionCookieName(slug)),
    /** The Set-Cookie that removes the cookie under its old name. */
    expireLegacyCookie: () => `${legacySessionCookieName(slug)}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
  };
}
