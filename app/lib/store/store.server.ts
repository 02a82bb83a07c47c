import { data as respond, type AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import type { Language } from "../../../contract";
import { displayLocale } from "../../../contract/formats/money";
import { unreachable } from "~/lib/platform/api.server";
import { i18nServer, resolveLanguage } from "~/lib/i18n/i18n.server";
import { merchantHref, type MerchantBase } from "./links";
import type { MerchantBootstrap } from "./merchant.server";

/**
 * What a page of a store starts with, worked out once per request however many loaders ask. An
 * unknown store is the not-found page (404); an API that cannot say is the error page (503, or 429).
 */
export interface Store {
  slug: string;
  /** The store's link base: its slug, and whether its address is a custom domain (links then leave the slug out). */
  base: MerchantBase;
  session: NonNullable<AppLoadContext["store"]["session"]>;
  merchant: MerchantBootstrap;
  token: string;
  language: Language;
  t: TFunction;
  currency: Tropicalization["currency"];
  country: Tropicalization["country_code"];
  timeZone: Tropicalization["timezone"];
  /** The customer's language, the merchant's country. */
  locale: string;
  /** With or without its slug as its address wants (custom domain). */
  href: (path: string) => string;
}

type Tropicalization = MerchantBootstrap["tropicalization"];

type StoreParts = Pick<AppLoadContext, "store">;

export type StoreWithoutToken = Omit<Store, "token">;

// One per request: the context object is the request's own.
const stores = new WeakMap<StoreParts, Promise<StoreWithoutToken>>();
const storesWithToken = new WeakMap<StoreParts, Promise<Store>>();

async function loadStore(context: StoreParts, request: Request): Promise<StoreWithoutToken> {
  const { slug, session, customDomain } = context.store;
  if (!slug || !session) throw respond(null, { status: 404 });
  const merchant = await context.store.loadMerchant().catch(unreachable);
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

/** For pages any visitor sees alike: a new visitor's first request need not wait for a token it does not use. */
export function requireStoreWithoutToken(context: StoreParts, request: Request): Promise<StoreWithoutToken> {
  if (!context.store.slug || !context.store.session) return Promise.reject(respond(null, { status: 404 }));
  return memoised(stores, context, () => loadStore(context, request));
}

/** Call it alongside a page's own reads (`Promise.all`): the merchant's configuration and the page's data come in one round. */
export function requireStore(context: StoreParts, request: Request): Promise<Store> {
  return memoised(storesWithToken, context, async () => {
    const [store, token] = await Promise.all([
      requireStoreWithoutToken(context, request),
      visitorToken(context).catch(unreachable),
    ]);
    if (!token) throw respond(null, { status: 404 });
    return { ...store, token };
  });
}

/** Started at once beside `requireStore`; null without a store or a token, whose answer is requireStore's. */
export function readWithToken<T>(
  context: Pick<AppLoadContext, "store">,
  read: (slug: string, token: string) => Promise<T>,
): Promise<T | null> {
  const slug = context.store.slug;
  return visitorToken(context)
    .catch(() => null)
    .then((token) => (token && slug ? read(slug, token) : null));
}

/**
 * The visitor's token at the addressed store, the one way to it: issued once per visitor and
 * renewed before it expires (an expired client's token renews as a visitor's and forgets the
 * client). Null without a store the API knows; rejects when the API cannot say.
 */
export function visitorToken(context: Pick<AppLoadContext, "store">): Promise<string | null> {
  return context.store.accessToken();
}

/** The addressed store as its links need it, or null when no store is addressed. Asks the API nothing. */
export function storeBase(context: Pick<AppLoadContext, "store">): MerchantBase | null {
  return context.store.slug ? { slug: context.store.slug, customDomain: context.store.customDomain } : null;
}

/** The addressed store's home page, or the site's root when no store is addressed. */
export function storeHome(context: Pick<AppLoadContext, "store">): string {
  const base = storeBase(context);
  return base ? merchantHref(base) : "/";
}

/**
 * The addressed store's session and cart, for an action that needs no more before it reads its
 * form: the not-found page (thrown) when no store is addressed or the request was refused.
 */
export function requireStoreSession(context: Pick<AppLoadContext, "store">) {
  const { slug, session, cart } = context.store;
  if (!slug || !session || !cart) throw respond(null, { status: 404 });
  return { slug, base: { slug, customDomain: context.store.customDomain } satisfies MerchantBase, session, cart };
}
