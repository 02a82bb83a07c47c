import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { preloadDialogs } from "~/components/menu/lazy-dialogs";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// The menu's dialogs are loaded lazily (decision 004). A page served with a dialog open (a reload of
// `?modal=…`, the closed-store notice) asks for their code at once: the page hydrates without it, the
// server's dialog stays as it is (a dehydrated Suspense boundary: no mismatch, no flash, the browser
// keeps handling its inputs) and is hydrated when its code is here; the dialog then reads the choices
// already made from its form.
if (document.querySelector("dialog")) void preloadDialogs().catch(() => {});

// Otherwise they load when the browser is idle after hydration, or sooner when a dish link is
// pointed at or focused, so opening a dish does not wait on the network.
const preload = () => void preloadDialogs().catch(() => {});
const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
idle(preload);
const onIntent = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a[href*="modal="]')) preload();
};
document.addEventListener("pointerover", onIntent, { passive: true });
document.addEventListener("focusin", onIntent);
