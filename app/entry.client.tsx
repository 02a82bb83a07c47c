import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Language } from "../contract";
import { isSupportedLanguage, loadedTranslations, loadTexts, setTextsBase, TranslationsContext } from "~/lib/i18n/i18n";
import { preloadIslands } from "./partial";

// The interface texts the page's routes render are a static JSON the page names and preloads
// (root.tsx, decisions 019 and 064). Without them hydration would replace every text with its key:
// when they cannot be loaded (or a page names none: the root's own error) the page stays as the
// server sent it, working as it does without JavaScript.
const language = document.documentElement.lang;
const href = document.querySelector<HTMLLinkElement>("link#translations")?.getAttribute("href");
const texts =
  isSupportedLanguage(language) && href ? loadPageTexts(language, href) : Promise.reject(new Error("no texts"));
Promise.all([texts, remixStateDecoded()]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <TranslationsContext.Provider value={loadedTranslations}>
            <RemixBrowser />
          </TranslationsContext.Provider>
        </StrictMode>,
      );
    }),
  () => {},
);

/**
 * With single fetch, RemixBrowser's first render suspends, above any Suspense boundary, until the
 * page's data streamed into the document is decoded. A tap or a key in that time makes React hydrate
 * the root at once, synchronously, which cannot wait there: it gives up ("Root did not complete",
 * #345) and the page stays unhydrated. Asking for that first render here (it throws the decoding's
 * promise before any hook) lets hydration start once the data is decoded (decision 051).
 */
function remixStateDecoded(): Promise<unknown> {
  const context = (window as { __remixContext?: { future?: { v3_singleFetch?: boolean }; stream?: unknown } })
    .__remixContext;
  if (!context?.future?.v3_singleFetch || !context.stream) return Promise.resolve();
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
  }
  return Promise.resolve();
}

// The menu's dialogs, the preferences menu and the error page load after hydration (decision 004,
// ~/lib/lazy-island; the route modules that declare them are evaluated before this one). A page
// served with a dialog open (a reload of `?modal=…`, the closed-store notice) asks for their code at
// once: the page hydrates without it, the server's dialog stays as it is (a dehydrated Suspense
// boundary: no mismatch, no flash, the browser keeps handling its inputs) and is hydrated when its
// code is here; the dialog then reads the choices already made from its form.
const preload = () => void preloadIslands().catch(() => {});
if (document.querySelector("dialog")) preload();

// Otherwise they load when the browser is idle after hydration, or sooner when a dish link is
// pointed at or focused, so opening a dish does not wait on the network.
const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
idle(preload);
const onIntent = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a[href*="modal="]')) preload();
};
document.addEventListener("pointerover", onIntent, { passive: true });
document.addEventListener("focusin", onIntent);

/** A storefront file names its base and parts (`/locales/pt-BR.1a2b3c4d.auth.header+cart.json`); the console's holds every part. */
function loadPageTexts(language: Language, href: string) {
  const named = /^(\/locales\/[\w-]+\.[0-9a-f]{8})(?:\.([\w.+]+))?\.json$/.exec(href);
  if (!named || href.startsWith("/locales/console-")) return loadTexts(language, [], href);
  setTextsBase(language, named[1]!);
  return loadTexts(language, named[2]?.split("+") ?? []);
}
