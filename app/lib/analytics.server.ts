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
} from "../../contract";
import type { ThirdPartyAnalytics } from "./request-guard";
import { readAnalyticsConsent } from "./analytics-consent.server";
import type { MerchantBootstrap } from "./merchant.server";
import type { MerchantSession } from "./session.server";

/*
 * The merchant's analytics (decision 032): GA4 and the Facebook pixel in the browser,
 * loaded by a small inline script the server writes (no code in the page's bundle), and the pixel's
 * conversion events sent by the server to the API.
 */

/** What a document loads: GA4 measurement ids, Facebook pixel ids (both checked, without repeats) and a Tag Manager container. */
export interface AnalyticsTags {
  ga4: string[];
  pixels: string[];
  gtm: string | null;
}

/** The platform's own tags a document of a store with analytics adds (decision 076). */
export interface PlatformTags {
  /** The platform's GA4 id (customer spec §7: "a default tracking id is always added"). */
  defaultGa4?: string | null;
  /** The store's Google Tag Manager container (general_settings.google_tag_manager_id). */
  gtm?: string | null;
}

/** GA4's measurement ids (`G-…`); older kinds of Google tag are not loaded. */
const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
/** A Tag Manager container id. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** A Facebook pixel id is a number of 10 to 20 digits. */
const PIXEL_ID = /^\d{10,20}$/;
/** Customer spec §9: up to two of the store's own GA4 ids. */
const MAX_GA4_IDS = 2;
const MAX_PIXELS = 2;

/**
 * The tags a merchant's settings ask for; null when none (nothing is written, the policy stays
 * strict, no question is asked). The platform's GA4 id and the store's Tag Manager join a store
 * that has tags of its own: they never make a store without analytics ask or track.
 */
export function analyticsTags(settings: AnalyticsSettings | null | undefined, platform: PlatformTags = {}): AnalyticsTags | null {
  if (!settings) return null;
  const unique = (ids: string[], pattern: RegExp, max: number) => [...new Set(ids.map((id) => id.trim()).filter((id) => pattern.test(id)))].slice(0, max);
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

/** The policy's view of what the document loads (request-guard's contentSecurityPolicy). */
export const thirdPartyAnalytics = (tags: AnalyticsTags | null | undefined): ThirdPartyAnalytics => ({
  // Tag Manager's container comes from Google's tag host too, and sends to Google's collectors.
  ga4: (tags?.ga4.length ?? 0) > 0 || Boolean(tags?.gtm),
  facebookPixel: (tags?.pixels.length ?? 0) > 0,
});

/**
 * Pages where a card or a PIX is handled: no third-party script runs there (PCI DSS: the fewer
 * scripts on a payment page, the fewer that could read it). Route ids of Remix's flat routes.
 */
const PAYMENT_STEP_ROUTE = /^routes\/\(\$slug\)\.(checkout|gateway|payments\.|profile_\.cards\.)/;

/** Whether a document of these routes may load the merchant's analytics. */
export function analyticsAllowedOn(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => id === "routes/($slug)") && !routeIds.some((id) => PAYMENT_STEP_ROUTE.test(id));
}

/** Paths of the payment steps (with or without the slug segment: custom domains have none). */
const PAYMENT_STEP_PATH = /\/(checkout|gateway|payments\/[^/]+|profile\/cards(\/[^/]*)?)\/?$/;

/**
 * In a payment step's loader: a client-side navigation into it from a page of a merchant with
 * analytics (their scripts run in that document) becomes a document load (redirectDocument), so
 * that no third-party script is in the page where a card or a PIX is handled. A revalidation of the
 * payment page itself (its Referer is that page) and a document request load as usual.
 */
export async function leaveAnalyticsBehind(context: AppLoadContext, request: Request): Promise<void> {
  if (!context.dataRequest || request.method !== "GET") return;
  const referer = request.headers.get("Referer");
  const from = referer && URL.canParse(referer) ? new URL(referer).pathname : null;
  if (from !== null && PAYMENT_STEP_PATH.test(from)) return;
  const merchant = await context.loadMerchant().catch(() => null);
  if (!merchant || !analyticsTags(merchant.analyticsSettings)) return;
  // Without the visitor's consent the scripts never ran (decision 039): nothing to leave behind.
  if ((await readAnalyticsConsent(request, merchant.slug)) !== "granted") return;
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  throw redirectDocument(`${url.pathname.replace(/\.data$/, "")}${url.search}`);
}

/**
 * One event of the merchant's analytics as the browser fires it (decision 076): the pixel's name and
 * the event id the server's conversion used (Meta counts the two once), the pixels whose flag takes
 * it, and GA4's name (null: no GA4 nor Tag Manager) with GA4's parameters.
 */
export interface BrowserEvent {
  n: FacebookPixelEventName;
  id: string;
  f: string[];
  p: Record<string, unknown>;
  g: string | null;
  q: Record<string, unknown>;
}

/**
 * The inline script of a document with analytics. It removes itself as it runs (hydration must
 * find only what React rendered) and waits for the page to be interactive: the window's load,
 * then hydration (Remix's <ScrollRestoration> sets history.scrollRestoration to "manual" in its
 * effect; the script sets it back to "auto" first, since a reload keeps the entry's value), then
 * an idle moment. Only then does it add gtag.js (once, configured for each GA4 id), Tag Manager's
 * container, and fbevents.js (init of each pixel, then PageView with an event id of time plus
 * random): a node added to <head> before hydration would make React 18 render the whole page
 * again. A page that never hydrates loads nothing.
 *
 * The events of the page's own request (`events`) and those the server names in an
 * `X-Analytics-Events` header of a later answer (a form sent with JavaScript, a dish opened) are
 * fired once the tags' code has run (each added script loaded or failed), each once: the header is
 * read by a wrapper of `fetch` set at once. An event handed to a tag's stand-in queue dies with the
 * page if the tag never arrives, so until then the events stay with the script, and those of a page
 * left before (a tap on "Continuar" while fbevents.js is on its way) wait in the tab's
 * sessionStorage for the next page that runs the analytics; a page restored from the back-forward
 * cache takes back what no page fired yet.
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

/** The value of a cookie of the request, or null. */
function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** Facebook's browser cookies `_fbp` (the browser) and `_fbc` (the ad click), when well formed. */
export function facebookCookies(request: Request): { fbp: string | null; fbc: string | null } {
  const valid = (value: string | null) => (value !== null && value.length <= 500 && FB_COOKIE_PATTERN.test(value) ? value : null);
  return { fbp: valid(cookieOf(request, "_fbp")), fbc: valid(cookieOf(request, "_fbc")) };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** AddToCart's data for an item just added: the cart's line of it gives the price. */
export function addedItemParams(cart: Cart, added: { itemId: number; optionIds: number[]; quantity: number }): FacebookEventParams {
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

/** AddToCart's data for a pizza just added (same pizza and size in the cart gives the price). */
export function addedPizzaParams(cart: Cart, added: { pizzaId: number; sizeId: number; quantity: number }): FacebookEventParams {
  const id = `pizza-${added.pizzaId}`;
  const line = cart.pizzas.find((candidate) => candidate.pizza_id === added.pizzaId && candidate.size.id === added.sizeId);
  return {
    content_type: "product",
    content_ids: [id],
    contents: [{ id, quantity: added.quantity }],
    ...(line ? { value: line.unit_price * added.quantity } : {}),
  };
}

/** RemoveFromCart's data: the dish of the line removed, read from the cart before it went (nothing known: no ids). */
export function removedLineParams(cart: Cart | null, line: { kind: "items" | "pizzas"; id: number }): FacebookEventParams {
  const found = line.kind === "items" ? cart?.items.find((candidate) => candidate.id === line.id) : cart?.pizzas.find((candidate) => candidate.id === line.id);
  if (!found) return { content_type: "product" };
  const id = "item_id" in found ? `item-${found.item_id}` : `pizza-${found.pizza_id}`;
  return { content_type: "product", content_ids: [id], contents: [{ id, quantity: found.quantity }], value: found.unit_price * found.quantity };
}

/** InitiateCheckout's data: the dishes of the cart going to the checkout. */
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

/** Purchase's data: the order's total (minor units, decision 003), its id and what it holds. */
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

/** The platform's tags a store's documents add: the default GA4 id (Worker var) and the store's Tag Manager. */
export function platformTags(context: Pick<AppLoadContext, "env">, merchant: MerchantBootstrap): PlatformTags {
  return { defaultGa4: context.env.ANALYTICS_DEFAULT_GA4_ID ?? null, gtm: merchant.generalSettings?.google_tag_manager_id ?? null };
}

/** Lowercase hex SHA-256, as Meta's conversions API takes e-mails, phones and ids. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Who did it, when the page knows: Meta matches the server event with these, hashed (never sent in the clear). */
export interface EventPerson {
  email?: string | null;
  /** With the country's code (E.164 or digits). */
  phone?: string | null;
}

/** Meta's user_data of a server event: hashed e-mail, phone and visitor id, the browser's IP and agent. */
export async function conversionUserData(request: Request, visitorId: string | null | undefined, person: EventPerson = {}): Promise<ConversionUserData> {
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

/** Digits after the decimal point of a currency. */
const fractionDigits = (currency: string) => {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** The event's data as the pixel and GA4 take it in the browser: the value in units of the currency (ours is minor units). */
export function browserEventParams(params: FacebookEventParams): { pixel: Record<string, unknown>; ga4: Record<string, unknown> } {
  const value = params.value !== undefined && params.currency ? params.value / 10 ** fractionDigits(params.currency) : undefined;
  const pixel: Record<string, unknown> = { ...params, ...(value === undefined ? {} : { value }) };
  const ga4: Record<string, unknown> = {
    ...(params.currency ? { currency: params.currency } : {}),
    ...(value === undefined ? {} : { value }),
    ...(params.order_id ? { transaction_id: params.order_id } : {}),
    ...(params.contents ? { items: params.contents.map((content) => ({ item_id: content.id, quantity: content.quantity })) } : {}),
  };
  return { pixel, ga4 };
}

/** The browser events a request gave rise to, settled before the answer is written (decision 076). */
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

/** Who takes an event of this request: the merchant's tags, its pixels in the browser and on the server, GA4's name. */
async function eventTakers(context: AppLoadContext, request: Request, name: FacebookPixelEventName) {
  const slug = context.merchantSlug;
  if (!slug || (await readAnalyticsConsent(request, slug)) !== "granted") return null;
  // The bootstrap of this request (memoised; its reads come from the configuration cache).
  const merchant = await context.loadMerchant();
  const tags = merchant ? analyticsTags(merchant.analyticsSettings, platformTags(context, merchant)) : null;
  if (!merchant || !tags) return null;
  const serverPixels = conversionPixels(merchant.analyticsSettings, name);
  const pixels = browserPixels(merchant.analyticsSettings, name).filter((id) => tags.pixels.includes(id));
  const ga4 = tags.ga4.length > 0 || tags.gtm ? GA4_EVENTS[name] : null;
  if (serverPixels.length === 0 && pixels.length === 0 && !ga4) return null;
  return { merchant, serverPixels, pixels, ga4 };
}

/**
 * Whether anything would take this event for this visitor (consent, flags): for data that costs a
 * read and must be read before the action changes it (the line a removal takes away).
 */
export async function eventTaken(context: AppLoadContext, request: Request, name: FacebookPixelEventName): Promise<boolean> {
  return (await eventTakers(context, request, name).catch(() => null)) !== null;
}

/**
 * One event of the merchant's analytics, for a visitor who said yes (decision 039): sent by the
 * server to the API (which forwards it to Meta's conversions API) when a pixel with the
 * conversions API takes it, and fired in the browser, under the same event id, by the pixels whose
 * flag takes it and by GA4 / Tag Manager (decision 076). The server's part runs after the response
 * (waitUntil); a failure is logged only (customer spec §8). `params` is worked out only when
 * something takes the event.
 */
export function trackEvent(
  context: AppLoadContext,
  request: Request,
  name: FacebookPixelEventName,
  params: () => FacebookEventParams | Promise<FacebookEventParams>,
  person?: EventPerson,
): void {
  const slug = context.merchantSlug;
  if (!slug) return;
  const cookies = facebookCookies(request);
  const visitorId = context.session?.get("visitorId");
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
        const sent = await context.api.send("POST", `/${slug}/facebook_pixel`, merchant.accessToken, recorded, conversion);
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

/** Most events a session keeps for a later page (those of payment steps, where no analytics run). */
const PENDING_EVENTS = 5;

/** Keeps events for the next page that runs the analytics (the session's `analyticsPending`). */
export function keepForLater(session: MerchantSession, events: BrowserEvent[]): void {
  if (events.length === 0) return;
  const kept = [...takeKept(session), ...events].slice(-PENDING_EVENTS);
  session.set("analyticsPending", JSON.stringify(kept));
}

/** The events kept for this page, removed from the session. */
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
 * Where the answer to a request goes with its browser events (app/lib/platform/response.server.ts): a `.data` or JSON answer
 * to a page that runs the analytics carries them in `X-Analytics-Events` with those kept before; an
 * answer to a payment step (no analytics run there, decision 032) or a document without the
 * analytics keeps them for later.
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
  // A form posted without the page's code (a redirect follows): the next document fires them.
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
 * In the loader of the page a payment step leads to (the order's page): a client-side navigation
 * from a payment step, whose document runs no analytics, becomes a document load when events wait
 * for it (the order's Purchase), so that they are fired and the analytics run again.
 */
export async function comeBackToAnalytics(context: AppLoadContext, request: Request): Promise<void> {
  if (!context.dataRequest || request.method !== "GET" || !context.session?.get("analyticsPending")) return;
  const referer = request.headers.get("Referer");
  const from = referer && URL.canParse(referer) ? new URL(referer).pathname : null;
  if (from === null || !PAYMENT_STEP_PATH.test(from)) return;
  if ((await readAnalyticsConsent(request, context.merchantSlug)) !== "granted") return;
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  throw redirectDocument(`${url.pathname.replace(/\.data$/, "")}${url.search}`);
}
