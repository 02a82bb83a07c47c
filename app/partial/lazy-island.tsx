import { lazy, memo, Suspense, useState, type ComponentType } from "react";
import { loadTexts, pageLanguage } from "~/lib/i18n";

const islands: Array<() => Promise<unknown>> = [];
const RETRIES = 2;
const FIRST_RETRY_MS = 1_000;

/**
 * Loads the code of every island the page's modules declared (entry.client.tsx: at once on a page
 * served with a dialog, else when idle or when a dish link is pointed at). Resolves when all are here.
 */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(islands.map((preload) => preload()));
}

/**
 * A component whose code loads after hydration in the browser (decision 004), rendered in full by
 * the server: `server` is its static import from a `.server` module (empty in the browser build).
 * Both sides wrap it in the same <Suspense>, so hydration sees the same tree: until the code is
 * here, the server's HTML stays as it is (a dehydrated boundary: its links and forms work as they
 * do without JavaScript) and it hydrates when the code arrives, with the parts of the texts it
 * renders (`texts`, loaded beside the code: decision 064). `preload` fetches both (once; a failed
 * download is retried by the next call); `preloadIslands` fetches every island's.
 */
export function lazyIsland<P extends object>(texts: readonly string[], load: () => Promise<ComponentType<P>>, server: ComponentType<P> | undefined) {
  let loaded: ComponentType<P> | undefined = server;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), loadTexts(pageLanguage(), texts)]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  islands.push(preload);
  // A download lost between two antennas is tried again before the page gives up on it. Until the
  // code is here the server's HTML stays, and a navigation that reaches the island waits for it
  // (decision 051), so it must end: after the last try the error goes to the page's error boundary
  // (its "try again" loads the page anew, with the files of the latest deploy).
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const attempt = (retries: number, wait: number) =>
          preload().then(
            (component) => resolve({ default: component }),
            (error: unknown) => (retries > 0 ? setTimeout(attempt, wait, retries - 1, wait * 2) : reject(error)),
          );
        void attempt(RETRIES, FIRST_RETRY_MS);
      }),
  );
  function Island(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  // Memo: a parent's re-render with the same props must not reach a boundary still dehydrated
  // (an urgent one would make React drop the server's HTML: decision 051).
  return { Island: memo(Island), preload };
}
