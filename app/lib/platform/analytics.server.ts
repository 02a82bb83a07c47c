import { parse as parseCookies } from "cookie";
import { redirectDocument, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import {
  type AnalyticsSettings,
  type ConversionUserData,
  GA4_EVENTS,
  browserPixels,
  type Cart,
  type FacebookEventParams,
  type FacebookPixelEventName,
  type FacebookPixelEventRequest,
  type Order,
  FB_COOKIE_PATTERN,
  conversionPixels,
  newEventId,
} from "../../../contract";
import type { ThirdPartyAnalytics } from "./request-guard";
import { readAnalyticsConsent } from "./analytics-consent.server";
import type { MerchantBootstrap } from "~/lib/store/merchant.server";
import type { MerchantSession } from "./session.server";

// The merchant's analytics (decision 032): GA4 and the Facebook pixel loaded by an inline script
// the server writes, and the pixel's conversion events sent by the server to the API.

/** What a document loads: GA4 measurement ids, Facebook pixel ids (both checked, without repeats) and a Tag Manager container. */
export interface AnalyticsTags {
  ga4: string[];
  pixels: string[];
  gtm: string | null;
}

export interface PlatformTags {
  /** Customer spec §7: "a default tracking id is always added". */
  defaultGa4?: string | null;
  gtm?: string | null;
}

/** GA4's measurement ids (`G-…`); older kinds of Google tag are not loaded. */
const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const PIXEL_ID = /^\d{10,20}$/;
const MAX_GA4_IDS = 2;
const MAX_PIXELS = 2;

/**
 * The tags a merchant's settings ask for; null when none. The platform's GA4 id and Tag Manager
 * join only a store with tags of its own: they never make a store without analytics track.
 */
export function analyticsTags(
  settings: AnalyticsSettings | null | undefined,
  platform: PlatformTags = {},
): AnalyticsTags | null {
  if (!settings) return null;
  const unique = (ids: string[], pattern: RegExp, max: number) =>
    [...new Set(ids.map((id) => id.trim()).filter((id) => pattern.test(id)))].slice(0, max);
  const ga4 = unique(
    settings.ga4.map((tag) => tag.google_analytics_id.toUpperCase()),
    GA4_ID,
    MAX_GA4_IDS,
  );
  const pixels = unique(
    settings.facebook.map((pixel) => pixel.facebook_pixel_id),
    PIXEL_ID,
    MAX_PIXELS,
  );
  if (ga4.length === 0 && pixels.length === 0) return null;
  const defaultGa4 = platform.defaultGa4?.trim().toUpperCase();
  const gtm = platform.gtm?.trim().toUpperCase();
  return {
    ga4: defaultGa4 && GA4_ID.test(defaultGa4) && !ga4.includes(defaultGa4) ? [...ga4, defaultGa4] : ga4,
    pixels,
    gtm: gtm && GTM_ID.test(gtm) ? gtm : null,
  };
}

export const thirdPartyAnalytics = (tags: AnalyticsTags | null | undefined): ThirdPartyAnalytics => ({
  // Tag Manager's container comes from Google's tag host too, and sends to Google's collectors.
  ga4: (tags?.ga4.length ?? 0) > 0 || Boolean(tags?.gtm),
  facebookPixel: (tags?.pixels.length ?? 0) > 0,
});

// PCI DSS: no third-party script on a page where a card or a PIX is handled. Route ids of flat routes.
const PAYMENT_STEP_ROUTE = /^routes\/\(\$slug\)\.(checkout|gateway|payments\.|profile_\.cards\.)/;

/** Whether a document of these routes may load the merchant's analytics. */
export function analyticsAllowedOn(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => id === "routes/($slug)") && !routeIds.some((id) => PAYMENT_STEP_ROUTE.test(id));
}

// Custom domains have no slug segment.
const PAYMENT_STEP_PATH = /\/(checkout|gateway|payments\/[^/]+|profile\/cards(\/[^/]*)?)\/?$/;

/**
 * In a payment step's loader: a client-side navigation into it from a page running analytics
 * becomes a document load, so no third-party script is in the page handling a card or a PIX.
 */
export async function leaveAnalyticsBehind(context: AppLoadContext, request: Request): Promise<void> {
  if (!context.page.dataRequest || request.method !== "GET") return;
  const referer = request.headers.get("Referer");
  const from = referer && URL.canParse(referer) ? new URL(referer).pathname : null;
  if (from !== null && PAYMENT_STEP_PATH.test(from)) return;
  const merchant = await context.store.loadMerchant().catch(() => null);
  if (!merchant || !analyticsTags(merchant.analyticsSettings)) return;
  if ((await readAnalyticsConsent(request, merchant.slug)) !== "granted") return;
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  throw redirectDocument(`${url.pathname.replace(/\.data$/, "")}${url.search}`);
}

/** One event as the browser fires it: the pixel's event id equals the server conversion's, so Meta counts it once. */
export interface BrowserEvent {
  n: FacebookPixelEventName;
  id: string;
  f: string[];
  p: Record<string, unknown>;
  g: string | null;
  q: Record<string, unknown>;
}

/**
 * The inline script of a document with analytics. It removes itself (hydration must find only what
 * React rendered) and adds the tags only after load, hydration and an idle moment: a node added to
 * <head> before hydration makes React 18 render the whole page again. It resets
 * history.scrollRestoration to "auto", which <ScrollRestoration> set to "manual" and a reload keeps.
 *
 * Events (the page's own and those of later answers' `X-Analytics-Events`, read by a `fetch`
 * wrapper) fire once the tags' code has run, each once: a tag's stand-in queue dies with the page,
 * so events of a page left early wait in sessionStorage for the next page with analytics.
 */
export function analyticsScript(tags: AnalyticsTags, events: BrowserEvent[] = []): string {
  const config = JSON.stringify({ g: tags.ga4, f: tags.pixels, t: tags.gtm, e: events }).replace(/</g, "\\u003c");
  return (
    `(function(s,c){if(s)s.remove();var w=window,d=document,h=w.history,n=0,m=0,q=c.e,r=0,k="comanda-analytics",S;` +
    `function take(){try{q=q.concat(JSON.parse(S.getItem(k)||"[]"));S.removeItem(k)}catch(e){}}try{h.scrollRestoration="auto";S=w.sessionStorage}catch(e){}take();` +
    `w.addEventListener("pagehide",function(){try{if(!r&&q.length){S.setItem(k,JSON.stringify(q));q=[]}}catch(e){}});` +
    `w.addEventListener("pageshow",function(e){if(e.persisted){take();if(r)ready()}});` +
    `function add(u){var e=d.createElement("script");e.async=true;e.src=u;m++;e.onload=e.onerror=function(){if(!--m)ready()};d.head.appendChild(e)}` +
    `function ready(){r=1;var l=q;q=[];fire(l)}` +
    `function fire(l){if(!r){q=q.concat(l);return}l.forEach(function(e){` +
    `if(w.fbq)e.f.forEach(function(p){w.fbq("trackSingle",p,e.n,e.p,{eventID:e.id})});` +
    `if(e.g&&w.gtag)w.gtag("event",e.g,e.q);if(e.g&&c.t)w.dataLayer.push({event:e.g,event_id:e.id,ecommerce:e.q})})}` +
    `var F=w.fetch;if(F)w.fetch=function(){return F.apply(this,arguments).then(function(a){try{var x=a.headers.get("X-Analytics-Events");if(x)fire(JSON.parse(decodeURIComponent(x)))}catch(e){}return a})};` +
    `function go(){w.dataLayer=w.dataLayer||[];` +
    `if(c.g.length&&!w.gtag){w.gtag=function(){w.dataLayer.push(arguments)};w.gtag("js",new Date());` +
    `add("https://www.googletagmanager.com/gtag/js?id="+c.g[0]);c.g.forEach(function(id){w.gtag("config",id)})}` +
    `if(c.t&&!w.google_tag_manager){w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});add("https://www.googletagmanager.com/gtm.js?id="+c.t)}` +
    `if(c.f.length&&!w.fbq){var b=w.fbq=function(){b.callMethod?b.callMethod.apply(b,arguments):b.queue.push(arguments)};` +
    `if(!w._fbq)w._fbq=b;b.push=b;b.loaded=true;b.version="2.0";b.queue=[];add("https://connect.facebook.net/en_US/fbevents.js");` +
    `c.f.forEach(function(id){b("init",id)});b("track","PageView",{},{eventID:Date.now()+"."+Math.random().toString(36).slice(2,12)})}if(!m)ready()}` +
    `function wait(){if(h.scrollRestoration==="manual")(w.requestIdleCallback||function(f){setTimeout(f,1)})(go,{timeout:2000});else if(++n<240)setTimeout(wait,250)}` +
    `if(d.readyState==="complete")setTimeout(wait,0);else w.addEventListener("load",function(){setTimeout(wait,0)})` +
    `})(document.currentScript,${config})`
  );
}

/** Facebook's browser cookies `_fbp` (the browser) and `_fbc` (the ad click), when well formed. */
export function facebookCookies(request: Request): { fbp: string | null; fbc: string | null } {
  const valid = (value: string | null) =>
    value !== null && value.length <= 500 && FB_COOKIE_PATTERN.test(value) ? value : null;
  const cookies = parseCookies(request.headers.get("Cookie") ?? "");
  return { fbp: valid(cookies._fbp || null), fbc: valid(cookies._fbc || null) };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function addedItemParams(
  cart: Cart,
  added: { itemId: number; optionIds: number[]; quantity: number },
): FacebookEventParams {
  const id = `item-${added.itemId}`;
  const line = cart.items.find(
    (candidate) =>
      candidate.item_id === added.itemId &&
      sameIds(
        candidate.options.map((option) => option.option_id),
        added.optionIds,
      ),
  );
  return {
    content_type: "product",
    content_ids: [id],
    contents: [{ id, quantity: added.quantity }],
    ...(line ? { value: line.unit_price * added.quantity } : {}),
  };
}

export function addedPizzaParams(
  cart: Cart,
  added: { pizzaId: number; sizeId: number; quantity: number },
): FacebookEventParams {
  const id = `pizza-${added.pizzaId}`;
  const line = cart.pizzas.find(
    (candidate) => candidate.pizza_id === added.pizzaId && candidate.size.id === added.sizeId,
  );
  return {
    content_type: "product",
    content_ids: [id],
    contents: [{ id, quantity: added.quantity }],
    ...(line ? { value: line.unit_price * added.quantity } : {}),
  };
}

export function removedLineParams(
  cart: Cart | null,
  line: { kind: "items" | "pizzas"; id: number },
): FacebookEventParams {
  const found =
    line.kind === "items"
      ? cart?.items.find((candidate) => candidate.id === line.id)
      : cart?.pizzas.find((candidate) => candidate.id === line.id);
  if (!found) return { content_type: "product" };
  const id = "item_id" in found ? `item-${found.item_id}` : `pizza-${found.pizza_id}`;
  return {
    content_type: "product",
    content_ids: [id],
    contents: [{ id, quantity: found.quantity }],
    value: found.unit_price * found.quantity,
  };
}

export function cartParams(cart: Cart | null): FacebookEventParams {
  if (!cart) return { content_type: "product" };
  const contents = [
    ...cart.items.map((line) => ({ id: `item-${line.item_id}`, quantity: line.quantity })),
    ...cart.pizzas.map((line) => ({ id: `pizza-${line.pizza_id}`, quantity: line.quantity })),
  ].slice(0, 100);
  return {
    content_type: "product",
    content_ids: [...new Set(contents.map((content) => content.id))],
    contents,
    num_items: contents.reduce((sum, content) => sum + content.quantity, 0),
  };
}

/** Purchase's data; the total is in minor units. */
export function purchaseParams(order: Order): FacebookEventParams {
  const contents = [
    ...order.items.map((line) => ({ id: `item-${line.item_id}`, quantity: line.quantity })),
    ...order.pizzas.map((line) => ({ id: `pizza-${line.pizza_id}`, quantity: line.quantity })),
  ].slice(0, 100);
  return {
    value: order.summary.total,
    order_id: String(order.id),
    content_type: "product",
    content_ids: [...new Set(contents.map((content) => content.id))],
    contents,
    num_items: contents.reduce((sum, content) => sum + content.quantity, 0),
  };
}

const recorded = z.object({ data: z.null() });

export function platformTags(context: Pick<AppLoadContext, "env">, merchant: MerchantBootstrap): PlatformTags {
  return {
    defaultGa4: context.env.ANALYTICS_DEFAULT_GA4_ID ?? null,
    gtm: merchant.generalSettings?.google_tag_manager_id ?? null,
  };
}

/** Lowercase hex SHA-256, as Meta's conversions API takes e-mails, phones and ids. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Meta matches the server event with these, hashed (never sent in the clear). */
export interface EventPerson {
  email?: string | null;
  phone?: string | null;
}

export async function conversionUserData(
  request: Request,
  visitorId: string | null | undefined,
  person: EventPerson = {},
): Promise<ConversionUserData> {
  const email = person.email?.trim().toLowerCase();
  const phone = person.phone?.replace(/\D/g, "");
  const ip = request.headers.get("CF-Connecting-IP");
  const agent = request.headers.get("User-Agent");
  return {
    ...(email ? { em: await sha256Hex(email) } : {}),
    ...(phone ? { ph: await sha256Hex(phone) } : {}),
    ...(visitorId ? { external_id: await sha256Hex(visitorId) } : {}),
    ...(ip ? { client_ip_address: ip.slice(0, 64) } : {}),
    ...(agent ? { client_user_agent: agent.slice(0, 512) } : {}),
  };
}

const fractionDigits = (currency: string) => {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** The event's data as the pixel and GA4 take it: the value in units of the currency (ours is minor units). */
export function browserEventParams(params: FacebookEventParams): {
  pixel: Record<string, unknown>;
  ga4: Record<string, unknown>;
} {
  const value =
    params.value !== undefined && params.currency ? params.value / 10 ** fractionDigits(params.currency) : undefined;
  const pixel: Record<string, unknown> = { ...params, ...(value === undefined ? {} : { value }) };
  const ga4: Record<string, unknown> = {
    ...(params.currency ? { currency: params.currency } : {}),
    ...(value === undefined ? {} : { value }),
    ...(params.order_id ? { transaction_id: params.order_id } : {}),
    ...(params.contents
      ? { items: params.contents.map((content) => ({ item_id: content.id, quantity: content.quantity })) }
      : {}),
  };
  return { pixel, ga4 };
}

export interface AnalyticsEventQueue {
  add(event: Promise<BrowserEvent | null>): void;
  /** The events so far, once each: a second call answers only those added since. */
  take(): Promise<BrowserEvent[]>;
}

export function createAnalyticsEventQueue(): AnalyticsEventQueue {
  let pending: Array<Promise<BrowserEvent | null>> = [];
  return {
    add: (event) => void pending.push(event),
    async take() {
      const taken = pending;
      pending = [];
      return (await Promise.all(taken)).filter((event) => event !== null);
    },
  };
}

async function eventTakers(context: AppLoadContext, request: Request, name: FacebookPixelEventName) {
  const slug = context.store.slug;
  if (!slug || (await readAnalyticsConsent(request, slug)) !== "granted") return null;
  const merchant = await context.store.loadMerchant();
  const tags = merchant ? analyticsTags(merchant.analyticsSettings, platformTags(context, merchant)) : null;
  if (!merchant || !tags) return null;
  const serverPixels = conversionPixels(merchant.analyticsSettings, name);
  const pixels = browserPixels(merchant.analyticsSettings, name).filter((id) => tags.pixels.includes(id));
  const ga4 = tags.ga4.length > 0 || tags.gtm ? GA4_EVENTS[name] : null;
  if (serverPixels.length === 0 && pixels.length === 0 && !ga4) return null;
  return { merchant, serverPixels, pixels, ga4 };
}

/** For data that costs a read and must be read before the action changes it (the line a removal takes away). */
export async function eventTaken(
  context: AppLoadContext,
  request: Request,
  name: FacebookPixelEventName,
): Promise<boolean> {
  return (await eventTakers(context, request, name).catch(() => null)) !== null;
}

/**
 * One event, for a visitor who said yes: sent by the server to the API (for Meta's conversions API)
 * after the response, and fired in the browser under the same event id. A failure is only logged
 * (customer spec §8); `params` is worked out only when something takes the event.
 */
export function trackEvent(
  context: AppLoadContext,
  request: Request,
  name: FacebookPixelEventName,
  params: () => FacebookEventParams | Promise<FacebookEventParams>,
  person?: EventPerson,
): void {
  const slug = context.store.slug;
  if (!slug) return;
  const cookies = facebookCookies(request);
  const visitorId = context.store.session?.get("visitorId");
  const event = async (): Promise<BrowserEvent | null> => {
    const takers = await eventTakers(context, request, name);
    if (!takers) return null;
    const { merchant, serverPixels, pixels, ga4 } = takers;
    const eventId = newEventId();
    const data = { ...(await params()), currency: merchant.tropicalization.currency };
    if (serverPixels.length > 0) {
      const url = new URL(request.url);
      const sending = (async () => {
        const conversion: FacebookPixelEventRequest = {
          event_id: eventId,
          event_name: name,
          event_params: data,
          ...cookies,
          user_data: await conversionUserData(request, visitorId, person),
          event_source_url: `${url.origin}${url.pathname.replace(/\.data$/, "")}`,
        };
        const sent = await context.api.send(
          "POST",
          `/${slug}/facebook_pixel`,
          merchant.accessToken,
          recorded,
          conversion,
        );
        if (!sent.ok) console.error(`[analytics] ${name} of ${slug} not recorded: ${sent.status} ${sent.error.code}`);
      })().catch((error: unknown) => console.error(`[analytics] ${name} of ${slug} not recorded: ${String(error)}`));
      context.waitUntil?.(sending);
    }
    if (pixels.length === 0 && !ga4) return null;
    const { pixel, ga4: ga4Params } = browserEventParams(data);
    return { n: name, id: eventId, f: pixels, p: pixel, g: ga4, q: ga4Params };
  };
  const task = event().catch((error: unknown) => {
    console.error(`[analytics] ${name} of ${slug}: ${String(error)}`);
    return null;
  });
  if (context.analyticsEvents) context.analyticsEvents.add(task);
  else context.waitUntil?.(task);
}

/** Events kept for a later page (those of payment steps, where no analytics run). */
const PENDING_EVENTS = 5;

export function keepForLater(session: MerchantSession, events: BrowserEvent[]): void {
  if (events.length === 0) return;
  const kept = [...takeKept(session), ...events].slice(-PENDING_EVENTS);
  session.set("analyticsPending", JSON.stringify(kept));
}

export function takeKept(session: MerchantSession | null): BrowserEvent[] {
  const kept = session?.get("analyticsPending");
  if (!session || !kept) return [];
  session.unset("analyticsPending");
  try {
    const events: unknown = JSON.parse(kept);
    return Array.isArray(events) ? (events as BrowserEvent[]) : [];
  } catch {
    return [];
  }
}

/**
 * A `.data` or JSON answer to a page with analytics carries its events in `X-Analytics-Events`;
 * an answer to a payment step or a document without analytics keeps them for later.
 */
export function routeBrowserEvents(
  request: Request,
  response: { html: boolean; documentHadAnalytics: boolean },
  session: MerchantSession | null,
  events: BrowserEvent[],
): string | null {
  if (response.html) {
    if (!response.documentHadAnalytics && session) keepForLater(session, events);
    return null;
  }
  // A form posted without JavaScript (a redirect follows): the next document fires them.
  if (request.headers.get("Sec-Fetch-Mode") !== "cors" && request.headers.get("Sec-Fetch-Mode") !== "same-origin") {
    if (session) keepForLater(session, events);
    return null;
  }
  const referer = request.headers.get("Referer");
  const from = referer && URL.canParse(referer) ? new URL(referer).pathname : null;
  if (from === null || PAYMENT_STEP_PATH.test(from)) {
    if (session) keepForLater(session, events);
    return null;
  }
  const all = [...takeKept(session), ...events];
  return all.length > 0 ? encodeURIComponent(JSON.stringify(all)) : null;
}

/**
 * In the order page's loader: a client-side navigation from a payment step (no analytics there)
 * becomes a document load when events wait for it, so they are fired.
 */
export async function comeBackToAnalytics(context: AppLoadContext, request: Request): Promise<void> {
  if (!context.page.dataRequest || request.method !== "GET" || !context.store.session?.get("analyticsPending")) return;
  const referer = request.headers.get("Referer");
  const from = referer && URL.canParse(referer) ? new URL(referer).pathname : null;
  if (from === null || !PAYMENT_STEP_PATH.test(from)) return;
  if ((await readAnalyticsConsent(request, context.store.slug)) !== "granted") return;
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  throw redirectDocument(`${url.pathname.replace(/\.data$/, "")}${url.search}`);
}
