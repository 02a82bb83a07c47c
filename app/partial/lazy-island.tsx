import { lazy, memo, Suspense, useState, type ComponentType } from "react";
import { loadTexts, pageLanguage } from "~/lib/i18n/i18n";

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
 * The URL a bundled `() => import("/build/…js")` asks for, read from its own code (the bundler
 * writes the chunk's path there), or undefined when it names none (a test's stand-in).
 */
export function moduleUrlOf(load: () => Promise<unknown>): string | undefined {
  return /\bimport\(\s*["']([^"'?#]+\.js)["']\s*\)/.exec(load.toString())?.[1];
}

/**
 * A component whose code loads after hydration in the browser (decision 004), rendered in full by
 * the server: `server` is its static import from a `.server` module (empty in the browser build).
 * Both sides wrap it in the same <Suspense>, so hydration sees the same tree: until the code is
 * here, the server's HTML stays as it is (a dehydrated boundary: its links and forms work as they
 * do without JavaScript) and it hydrates when the code arrives, with the parts of the texts it
 * renders (`texts`, loaded beside the code: decision 064). `load` imports the module, `name` is
 * the component's export. `preload` fetches both (once; a failed download is retried by the next
 * call); `preloadIslands` fetches every island's.
 */
export function lazyIsland<P extends object, K extends string>(
  texts: readonly string[],
  load: () => Promise<NoInfer<Record<K, ComponentType<P>>>>,
  name: K,
  server: ComponentType<P> | undefined,
) {
  type M = Record<K, ComponentType<P>>;
  let loaded = server;
  let pending: Promise<ComponentType<P>> | undefined;
  let failures = 0;
  // A browser may remember a module whose download failed and fail every later import of that URL
  // at once (Chromium does): a try after a failure asks for a URL it has not seen, which the
  // static files ignore the query of.
  const download = (): Promise<M> => {
    const url = failures > 0 ? moduleUrlOf(load) : undefined;
    return url ? (import(/* @vite-ignore */ `${url}?retry=${failures}`) as Promise<M>) : load();
  };
  const preload = () =>
    (pending ??= Promise.all([download(), loadTexts(pageLanguage(), texts)]).then(
      ([module]) => (loaded = module[name]),
      (error: unknown) => {
        failures += 1;
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
