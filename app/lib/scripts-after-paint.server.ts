/**
 * The page's code is asked for after its first paint (decision 019). Remix's <Scripts> writes
 * `<link rel="modulepreload">` for every module and one inline module script; the browser would
 * fetch ~95 KB of JavaScript in 20-odd requests beside the CSS and the largest image (the first
 * banner), and run it before painting. A customer on a slow network or a low-end phone sees the
 * menu sooner when the code comes after: the page works as plain HTML forms meanwhile.
 *
 * The document's stream carries them under names the browser ignores (`rel="x-later-…"`,
 * `type="x-later-module"`), and a small inline script, removed as it runs, gives them back their
 * names right after the first paint (re-inserting the module script so that it runs). Hydration
 * then finds exactly the markup React rendered. In a hidden tab it does so at once.
 */
const LATER = "x-later-";
/**
 * Each link given back starts a request, which costs the main thread a few milliseconds on a slow
 * phone: a few per task, so that no task is long enough to delay a tap (decision 043). A hidden tab
 * takes them all at once (its timers are throttled to one a second).
 */
const LINKS_PER_TASK = 4;

/**
 * "After the first paint" is after the browser showed it: the first-contentful-paint entry (Paint
 * Timing), which comes once the frame is on screen. A frame callback alone is not enough: on a busy
 * phone the frame can reach the screen long after its callbacks ran, and the code's requests then
 * competed with it (Lighthouse, which replays the page over a slow network, counted them in the
 * first paint). Without Paint Timing, the next frame's callback as before; a page that shows no
 * content within PAINT_WAIT_MS of its end goes on anyway.
 */
const PAINT_WAIT_MS = 3000;

const ACTIVATE = `(function(s){s.remove();function go(now){var l=[].slice.call(document.querySelectorAll('link[rel^="${LATER}"]'));(function step(){l.splice(0,now?l.length:${LINKS_PER_TASK}).forEach(function(e){e.rel=e.rel.slice(${LATER.length})});if(l.length)return setTimeout(step,0);document.querySelectorAll('script[type="${LATER}module"]').forEach(function(e){var p=e.parentNode,n=e.nextSibling;p.removeChild(e);e.type="module";p.insertBefore(e,n)})})()}var d=0;function start(){if(!d++)setTimeout(function(){go(document.visibilityState==="hidden")},0)}var P=window.PerformanceObserver;if(document.visibilityState==="hidden")go(true);else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,${PAINT_WAIT_MS})}else requestAnimationFrame(start)})(document.currentScript)`;

/** `tail`: other inline scripts of the server for the end of the body (the merchant's analytics, decision 032). */
export function scriptsAfterFirstPaint(nonce: string, tail: string[] = []): TransformStream<Uint8Array, Uint8Array> {
  const tailHtml = tail.map((script) => `<script nonce="${nonce}">${script}</script>`).join("");
  const replacements: Array<[string, string]> = [
    ['<link rel="modulepreload"', `<link rel="${LATER}modulepreload"`],
    ['<link rel="preload" as="fetch"', `<link rel="${LATER}preload" as="fetch"`],
    [`<script nonce="${nonce}" type="module" async="">`, `<script nonce="${nonce}" type="${LATER}module" async="">`],
    ["</body>", `<script nonce="${nonce}">${ACTIVATE}</script>${tailHtml}</body>`],
  ];
  const rewrite = (text: string) => replacements.reduce((result, [from, to]) => result.replaceAll(from, to), text);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // A chunk may end inside a tag cut in two: that start is held for the next chunk.
  let carry = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = rewrite(carry + decoder.decode(chunk, { stream: true }));
      const last = text.lastIndexOf("<");
      const partial = last >= 0 && replacements.some(([from]) => from.length > text.length - last && from.startsWith(text.slice(last)));
      const held = partial ? last : text.length;
      carry = text.slice(held);
      if (held > 0) controller.enqueue(encoder.encode(text.slice(0, held)));
    },
    flush(controller) {
      const text = rewrite(carry + decoder.decode());
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
}
