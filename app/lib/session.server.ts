import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";

/** Cart lifetime of core spec §9: the session lives as long as the cart it holds. */
export const SESSION_MAX_AGE = 259_200;

/** What the storefront remembers about one visitor of one merchant (DESIGN: one signed cookie per merchant). */
export interface MerchantSessionData {
  accessToken: string;
  /** Epoch milliseconds after which the access token must be renewed. */
  accessTokenExpiresAt: number;
  clientId: string;
  clientName: string;
  cartGuid: string;
  deliveryMethod: "DELIVERY" | "TAKEOUT" | "TABLE";
  tableId: string;
  tableClientId: string;
  solicitationId: string;
  couponLinkId: string;
}

export type MerchantSession = Session<Partial<MerchantSessionData>, { error: string }>;

/**
 * Cookie session of one merchant. The cookie sits at Path=/ with the slug in its name: a
 * Path=/{slug} cookie would not be sent to Remix's "/{slug}.data" requests (docs/decisions/002).
 */
export function merchantSessionStorage(slug: string, secret: string) {
  return createCookieSessionStorage<Partial<MerchantSessionData>, { error: string }>({
    cookie: {
      name: `__comanda_${slug}`,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      secrets: [secret],
      maxAge: SESSION_MAX_AGE,
    },
  });
}
