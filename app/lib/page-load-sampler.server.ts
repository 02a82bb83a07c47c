/*
 * Page-load performance, sampled (customer spec: "Performance metrics sampling 5 percent, sent only
 * on single-segment paths"; decision 077). A sampled document gets an inline script of a few
 * hundred bytes in its tail: once the page is interactive (loaded, hydrated, an idle moment) it
 * posts its timings, numbers only, to the storefront's /_performance, which hands them to the
 * error tracker as a page-load transaction. No code in the bundle.
 */

/** Share of visits whose page load is measured. */
export const PAGE_LOAD_SAMPLE_RATE = 0.05;

/** Exactly one segment: a store's menu (`/bella-napoli`), never its cart, checkout or orders. */
const SINGLE_SEGMENT = /^\/[^/]+\/?$/;

/** Whether this visit's page load is measured: a single-segment path, and 5 % of visits (`random` in [0, 1)). */
export function samplesPageLoad(pathname: string, random: number = Math.random()): boolean {
  return SINGLE_SEGMENT.test(pathname) && random < PAGE_LOAD_SAMPLE_RATE;
}

/**
 * The sampled page's script. Interactive is when hydration ran: Remix's <ScrollRestoration> sets
 * history.scrollRestoration to "manual" in its effect (set back to "auto" first, since a reload
 * keeps the entry's value; the analytics script does the same). A page that never hydrates sends
 * nothing. The largest contentful paint is observed from the start (buffered).
 */
export const PAGE_LOAD_SCRIPT =
  `(function(s){if(s)s.remove();var w=window,d=document,h=w.history,P=w.performance,n=0,l=null,i;` +
  `try{h.scrollRestoration="auto";new PerformanceObserver(function(e){var x=e.getEntries();l=x[x.length-1].startTime}).observe({type:"largest-contentful-paint",buffered:true})}catch(e){}` +
  `function r(v){return typeof v==="number"&&v>0?Math.round(v):null}` +
  `function send(){try{var t=P.getEntriesByType("navigation")[0]||{},f=P.getEntriesByName("first-contentful-paint")[0];` +
  `fetch("/_performance",{method:"POST",keepalive:true,credentials:"omit",headers:{"content-type":"application/json"},` +
  `body:JSON.stringify({path:location.pathname.slice(0,200),ttfb:r(t.responseStart),fcp:r(f&&f.startTime),lcp:r(l),dcl:r(t.domContentLoadedEventEnd),load:r(t.loadEventEnd),interactive:r(i)})}).catch(function(){})}catch(e){}}` +
  `function wait(){if(h.scrollRestoration==="manual"){i=P.now();(w.requestIdleCallback||function(f){setTimeout(f,1)})(send,{timeout:2000})}else if(++n<600)setTimeout(wait,100)}` +
  `if(d.readyState==="complete")setTimeout(wait,0);else w.addEventListener("load",function(){setTimeout(wait,0)})` +
  `})(document.currentScript)`;

/** With the sandbox tracker only (ERROR_TRACKER_SANDBOX=1): a request that asks for its page load to be measured (the end-to-end tests). */
export const SAMPLE_PAGE_LOAD_HEADER = "X-Sample-Page-Load";

/** Whether this document carries PAGE_LOAD_SCRIPT: error reporting on, a page that rendered (200), a sampled visit. */
export function measuresPageLoad(
  request: Request,
  env: { SENTRY_DSN?: string; ERROR_TRACKER_SANDBOX?: string },
  status: number,
  random: number = Math.random(),
): boolean {
  if (!env.SENTRY_DSN || status !== 200) return false;
  const asked = env.ERROR_TRACKER_SANDBOX === "1" && request.headers.get(SAMPLE_PAGE_LOAD_HEADER) === "1";
  return samplesPageLoad(new URL(request.url).pathname, asked ? 0 : random);
}
