/**
 * The page's code is asked for after its first paint (decision 019): a customer on a slow network
 * sees the menu sooner, and the page works as plain HTML forms meanwhile. The stream renames the
 * preloads and module script (`x-later-…`) and a small inline script gives the names back after the
 * first paint, so hydration finds exactly the markup React rendered.
 */
const LATER = "x-later-";
/** Each link given back starts a request: a few per task, so no task delays a tap. A hidden tab takes them all at once. */
const LINKS_PER_TASK = 4;

/**
 * "After the first paint" is the first-contentful-paint entry: a frame callback alone is not enough,
 * since on a busy phone the frame can reach the screen long after its callbacks ran.
 */
const PAINT_WAIT_MS = 3000;

const ACTIVATE = `(function(s){s.remove();function go(now){var l=[].slice.call(document.querySelectorAll('link[rel^="${LATER}"]'));(function step(){l.splice(0,now?l.length:${LINKS_PER_TASK}).forEach(function(e){e.rel=e.rel.slice(${LATER.length})});if(l.length)return setTimeout(step,0);document.querySelectorAll('script[type="${LATER}module"]').forEach(function(e){var p=e.parentNode,n=e.nextSibling;p.removeChild(e);e.type="module";p.insertBefore(e,n)})})()}var d=0;function start(){if(!d++)setTimeout(function(){go(document.visibilityState==="hidden")},0)}var P=window.PerformanceObserver;if(document.visibilityState==="hidden")go(true);else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,${PAINT_WAIT_MS})}else requestAnimationFrame(start)})(document.currentScript)`;

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
      const partial =
        last >= 0 &&
        replacements.some(([from]) => from.length > text.length - last && from.startsWith(text.slice(last)));
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
