import { data as respond, type AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import type { Language } from "../../contract";
import { displayLocale } from "../../contract/formats/money";
import { unreachable } from "./api.server";
import { i18nServer, resolveLanguage } from "./i18n.server";
import { merchantHref, type MerchantBase } from "./links";
import type { MerchantBootstrap } from "./merchant.server";

/**
 * What a page of a store starts with, worked out once per request however many loaders and
 * actions ask: the store, the visitor's token, the customer's language and `t`, the merchant's
 * currency, locale and time zone, and its links.
 *
 * Each kind of failure has one answer everywhere: no store addressed, or one the API does not know,
 * is the not-found page (404); an API that cannot say is the error page with a way back (503, or
 * 429 when it is its rate limit: `unreachable`).
 */
export interface Store {
  slug: string;
  /** The store's link base: its slug, and whether its address is a custom domain (links then leave the slug out). */
  base: MerchantBase;
  session: NonNullable<AppLoadContext["session"]>;
  merchant: MerchantBootstrap;
  token: string;
  language: Language;
  t: TFunction;
  currency: Tropicalization["currency"];
  country: Tropicalization["country_code"];
  timeZone: Tropicalization["timezone"];
  /** The locale money and dates are written in: the customer's language, the merchant's country. */
  locale: string;
  /** A path of this store, with or without its slug as its address wants (custom domain). */
  href: (path: string) => string;
}

type Tropicalization = MerchantBootstrap["tropicalization"];

type StoreParts = Pick<AppLoadContext, "merchantSlug" | "customDomain" | "session" | "loadMerchant" | "accessToken">;

/** The store as any visitor sees it: everything but the visitor's own token. */
export type StoreWithoutToken = Omit<Store, "token">;

// One per request: the context object is the request's own (app/lib/platform/context.server.ts, or a route test's).
const stores = new WeakMap<StoreParts, Promise<StoreWithoutToken>>();
const storesWithToken = new WeakMap<StoreParts, Promise<Store>>();

async function loadStore(context: StoreParts, request: Request): Promise<StoreWithoutToken> {
  const { merchantSlug: slug, session, customDomain } = context;
  if (!slug || !session) throw respond(null, { status: 404 });
  const merchant = await context.loadMerchant().catch(unreachable);
  if (!merchant) throw respond(null, { status: 404 });
  const language = await resolveLanguage(request, merchant.tropicalization.language);
  const t = await i18nServer.getFixedT(language);
  const { currency, country_code: country, timezone: timeZone } = merchant.tropicalization;
  const base: MerchantBase = { slug, customDomain };
  return {
    slug,
    base,
    session,
    merchant,
    language,
    t,
    currency,
    country,
    timeZone,
    locale: displayLocale(language, country),
    href: (path) => merchantHref(base, path),
  };
}

function memoised<T>(cache: WeakMap<StoreParts, Promise<T>>, context: StoreParts, load: () => Promise<T>): Promise<T> {
  let found = cache.get(context);
  if (!found) {
    found = load();
    cache.set(context, found);
  }
  return found;
}

/**
 * The store this request addresses, without asking for the visitor's token: for pages any visitor
 * sees alike (the layout, the store's information), which should not make a new visitor's first
 * request wait for a token it does not use.
 */
export function requireStoreWithoutToken(context: StoreParts, request: Request): Promise<StoreWithoutToken> {
  if (!context.merchantSlug || !context.session) return Promise.reject(respond(null, { status: 404 }));
  return memoised(stores, context, () => loadStore(context, request));
}

/**
 * The store this request addresses with the visitor's token, or the page that says why not
 * (thrown). The merchant and the token are asked for at once. Call it alongside a page's own reads
 * (`Promise.all`) where those need only the token: the merchant's configuration and the page's
 * data then come in one round.
 */
export function requireStore(context: StoreParts, request: Request): Promise<Store> {
  return memoised(storesWithToken, context, async () => {
    const [store, token] = await Promise.all([requireStoreWithoutToken(context, request), visitorToken(context).catch(unreachable)]);
    if (!token) throw respond(null, { status: 404 });
    return { ...store, token };
  });
}

/**
 * A page's read that needs only the store's slug and the visitor's token, started at once: beside
 * `requireStore`, the merchant's configuration and the page's own reads come in one round. Null
 * without a store or a token, whose answer is requireStore's.
 */
export function readWithToken<T>(
  context: Pick<AppLoadContext, "merchantSlug" | "accessToken">,
  read: (slug: string, token: string) => Promise<T>,
): Promise<T | null> {
  const slug = context.merchantSlug;
  return visitorToken(context)
    .catch(() => null)
    .then((token) => (token && slug ? read(slug, token) : null));
}

/**
 * The visitor's token at the addressed store, the one way to it: issued once per visitor and
 * renewed before it expires (an expired client's token renews as a visitor's and forgets the
 * client). Null without a store the API knows; rejects when the API cannot say.
 */
export function visitorToken(context: Pick<AppLoadContext, "accessToken">): Promise<string | null> {
  return context.accessToken();
}

/** The addressed store as its links need it, or null when no store is addressed. Asks the API nothing. */
export function storeBase(context: Pick<AppLoadContext, "merchantSlug" | "customDomain">): MerchantBase | null {
  return context.merchantSlug ? { slug: context.merchantSlug, customDomain: context.customDomain } : null;
}

/** The addressed store's home page, or the site's root when no store is addressed. */
export function storeHome(context: Pick<AppLoadContext, "merchantSlug" | "customDomain">): string {
  const base = storeBase(context);
  return base ? merchantHref(base) : "/";
}

/**
 * The addressed store's session and cart, for an action that needs no more before it reads its
 * form: the not-found page (thrown) when no store is addressed or the request was refused.
 */
export function requireStoreSession(context: Pick<AppLoadContext, "merchantSlug" | "customDomain" | "session" | "cart">) {
  const { merchantSlug: slug, session, cart } = context;
  if (!slug || !session || !cart) throw respond(null, { status: 404 });
  return { slug, base: { slug, customDomain: context.customDomain } satisfies MerchantBase, session, cart };
}
