// Page-load timings of 5 % of single-segment visits (customer spec; decision 077): an inline script
// posts them to /_performance once the page is interactive. No code in the bundle.

export const PAGE_LOAD_SAMPLE_RATE = 0.05;

/** A store's menu (`/bella-napoli`), never its cart, checkout or orders. */
const SINGLE_SEGMENT = /^\/[^/]+\/?$/;

export function samplesPageLoad(pathname: string, random: number = Math.random()): boolean {
  return SINGLE_SEGMENT.test(pathname) && random < PAGE_LOAD_SAMPLE_RATE;
}

/** Interactive is when hydration ran, which <ScrollRestoration>'s effect shows; a page that never hydrates sends nothing. */
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

/** With the sandbox tracker only: the end-to-end tests ask for their page load to be measured. */
export const SAMPLE_PAGE_LOAD_HEADER = "X-Sample-Page-Load";

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
