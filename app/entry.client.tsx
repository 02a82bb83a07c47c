import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { preloadFrame } from "~/components/lazy-frame";
import { isSupportedLanguage, loadedTranslations, loadTranslations, TranslationsContext } from "~/lib/i18n";
import { preloadDialogs } from "~/components/menu/lazy-dialogs";

// The interface texts are a static module the page names (root.tsx, ~/lib/i18n.server), preloaded
// beside this code. Without them hydration would replace every text with its key: when they cannot
// be loaded the page stays as the server sent it, working as it does without JavaScript.
const language = document.documentElement.lang;
const translations = document.querySelector<HTMLLinkElement>("link#translations")?.getAttribute("href");
const ready = isSupportedLanguage(language) && translations ? loadTranslations(language, translations) : Promise.resolve();
ready.then(
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

// The menu's dialogs are loaded lazily (decision 004). A page served with a dialog open (a reload of
// `?modal=…`, the closed-store notice) asks for their code at once: the page hydrates without it, the
// server's dialog stays as it is (a dehydrated Suspense boundary: no mismatch, no flash, the browser
// keeps handling its inputs) and is hydrated when its code is here; the dialog then reads the choices
// already made from its form.
if (document.querySelector("dialog")) void preloadDialogs().catch(() => {});

// Otherwise they load when the browser is idle after hydration, or sooner when a dish link is
// pointed at or focused, so opening a dish does not wait on the network. So do the page frame's
// islands (preferences menu, error page: ~/components/lazy-frame).
const preload = () => void preloadDialogs().catch(() => {});
const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
idle(() => {
  preload();
  void preloadFrame().catch(() => {});
});
const onIntent = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a[href*="modal="]')) preload();
};
document.addEventListener("pointerover", onIntent, { passive: true });
document.addEventListener("focusin", onIntent);
