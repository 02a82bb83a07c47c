import { redirectDocument, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import {
  type AnalyticsSettings,
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

/*
 * The merchant's analytics (decision 032): GA4 and the Facebook pixel in the browser,
 * loaded by a small inline script the server writes (no code in the page's bundle), and the pixel's
 * conversion events sent by the server to the API.
 */

/** What a document loads: GA4 measurement ids and Facebook pixel ids, both checked and without repeats. */
export interface AnalyticsTags {
  ga4: string[];
  pixels: string[];
}

/** GA4's measurement ids (`G-…`); older kinds of Google tag are not loaded. */
const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
/** A Facebook pixel id is a number of 10 to 20 digits. */
const PIXEL_ID = /^\d{10,20}$/;
/** Customer spec §9: up to two of the store's own GA4 ids. */
const MAX_GA4_IDS = 2;
const MAX_PIXELS = 2;

/** The tags a merchant's settings ask for; null when none (nothing is written, the policy stays strict). */
export function analyticsTags(settings: AnalyticsSettings | null | undefined): AnalyticsTags | null {
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
  return ga4.length > 0 || pixels.length > 0 ? { ga4, pixels } : null;
}

/** The policy's view of what the document loads (request-guard's contentSecurityPolicy). */
export const thirdPartyAnalytics = (tags: AnalyticsTags | null | undefined): ThirdPartyAnalytics => ({
  ga4: (tags?.ga4.length ?? 0) > 0,
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
 * The inline script of a document with analytics. It removes itself as it runs (hydration must
 * find only what React rendered) and waits for the page to be interactive: the window's load,
 * then hydration (Remix's <ScrollRestoration> sets history.scrollRestoration to "manual" in its
 * effect; the script sets it back to "auto" first, since a reload keeps the entry's value), then
 * an idle moment. Only then does it add gtag.js (once, configured for each GA4 id) and
 * fbevents.js (init of each pixel, then PageView with an event id of time plus random): a node
 * added to <head> before hydration would make React 18 render the whole page again. A page that
 * never hydrates loads nothing.
 */
export function analyticsScript(tags: AnalyticsTags): string {
  const config = JSON.stringify({ g: tags.ga4, f: tags.pixels }).replace(/</g, "\\u003c");
  return (
    `(function(s,c){if(s)s.remove();var w=window,d=document,h=w.history,n=0;try{h.scrollRestoration="auto"}catch(e){}` +
    `function add(u){var e=d.createElement("script");e.async=true;e.src=u;d.head.appendChild(e)}` +
    `function go(){` +
    `if(c.g.length&&!w.gtag){w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag("js",new Date());` +
    `add("https://www.googletagmanager.com/gtag/js?id="+c.g[0]);c.g.forEach(function(id){w.gtag("config",id)})}` +
    `if(c.f.length&&!w.fbq){var q=w.fbq=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments)};` +
    `if(!w._fbq)w._fbq=q;q.push=q;q.loaded=true;q.version="2.0";q.queue=[];add("https://connect.facebook.net/en_US/fbevents.js");` +
    `c.f.forEach(function(id){q("init",id)});q("track","PageView",{},{eventID:Date.now()+"."+Math.random().toString(36).slice(2,12)})}}` +
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

/**
 * Sends a conversion event to the API's `/{slug}/facebook_pixel` when one of the merchant's pixels
 * has the conversions API on and this event's flag on. It runs after the response (the Worker's
 * waitUntil): the customer never waits for it nor sees it fail; a failure is logged only
 * (customer spec §8). `params` is only worked out when a pixel takes the event.
 */
export function trackConversion(context: AppLoadContext, request: Request, name: FacebookPixelEventName, params: () => FacebookEventParams): void {
  const slug = context.merchantSlug;
  if (!slug) return;
  const cookies = facebookCookies(request);
  const send = async () => {
    // Nothing about a visitor who has not said yes to this store's analytics (decision 039).
    if ((await readAnalyticsConsent(request, slug)) !== "granted") return;
    // The bootstrap of this request (memoised; its reads come from the configuration cache).
    const merchant = await context.loadMerchant();
    if (!merchant || conversionPixels(merchant.analyticsSettings, name).length === 0) return;
    const event: FacebookPixelEventRequest = {
      event_id: newEventId(),
      event_name: name,
      event_params: { ...params(), currency: merchant.tropicalization.currency },
      ...cookies,
    };
    const sent = await context.api.send("POST", `/${slug}/facebook_pixel`, merchant.accessToken, recorded, event);
    if (!sent.ok) console.error(`[analytics] ${name} of ${slug} not recorded: ${sent.status} ${sent.error.code}`);
  };
  const task = send().catch((error: unknown) => console.error(`[analytics] ${name} of ${slug} not recorded: ${String(error)}`));
  context.waitUntil?.(task);
}
