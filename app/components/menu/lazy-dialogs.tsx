import { lazy, Suspense, useState, type ComponentType } from "react";
import * as onServer from "./dialogs.server";

/**
 * The menu's dialogs (item, pizza builder with valtio, closed store) load after hydration in the
 * browser, out of the menu's first-visit JavaScript (decision 004). The server build imports them
 * statically (`dialogs.server.ts` is empty in the browser), so a URL with `?modal=…` is rendered in
 * full on the server. In the browser `entry.client.tsx` loads them before hydrating a page that
 * has a dialog open (no mismatch, no flash), and otherwise when the browser is idle or a dish link
 * is pointed at or focused, so opening a dish does not wait on the network.
 */
function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, server: ComponentType<P> | undefined) {
  let loaded: ComponentType<P> | undefined = server;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed download may be retried by the next open
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the dialog.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    // The same boundary on the server and in the browser, so hydration sees the same tree.
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { LazyDialog, preload };
}

const item = lazyDialog(() => import("./ItemDialog").then((module) => module.ItemDialog), onServer.ItemDialog);
const pizza = lazyDialog(() => import("./PizzaDialog").then((module) => module.PizzaDialog), onServer.PizzaDialog);
const closedStore = lazyDialog(
  () => import("./ClosedStoreDialog").then((module) => module.ClosedStoreDialog),
  onServer.ClosedStoreDialog,
);

export const ItemDialog = item.LazyDialog;
export const PizzaDialog = pizza.LazyDialog;
export const ClosedStoreDialog = closedStore.LazyDialog;

/** Loads every dialog's code (once); resolves when all are ready. */
export function preloadDialogs(): Promise<unknown> {
  return Promise.all([item.preload(), pizza.preload(), closedStore.preload()]);
}
