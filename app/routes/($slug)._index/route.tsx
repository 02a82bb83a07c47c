import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { ClosedStoreDialog, FidelityDialog, ItemDialog, PizzaDialog } from "~/components/menu/lazy-dialogs";
import { ServerHtml, useDocumentHtml } from "~/lib/page/document-html";
import { loadTexts, pageLanguage } from "~/lib/i18n/i18n";
import { StaticHtml } from "~/partial";
import { dialogKey, withoutModal } from "~/lib/page/modal-url";
import { inertWhen, usePageHasModal } from "~/lib/page/page-modal";
import { skipRevalidation } from "~/lib/page/revalidation";
import { useMerchantHref } from "~/lib/store/use-merchant";
import type { MenuDialogData } from "~/routes/($slug).menu-dialog";
import type { action } from "./actions.server";
import type { loader } from "./menu.server";

export { action } from "./actions.server";
export { loader } from "./menu.server";

export const shouldRevalidate = skipRevalidation;

/** Its code and texts load with the franchise's home only, never with the menu. */
function lazyWithTexts(texts: string[], load: () => Promise<typeof import("~/components/franchise/FranchisePage")>) {
  return lazy(async () => {
    const [module] = await Promise.all([
      load(),
      typeof document === "undefined" ? null : loadTexts(pageLanguage(), texts),
    ]);
    return { default: module.FranchisePage };
  });
}
const FranchisePage = lazyWithTexts(["location"], () => import("~/components/franchise/FranchisePage"));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.head ?? matches.flatMap((match) => match.meta);

type MenuData = Extract<NonNullable<ReturnType<typeof useLoaderData<typeof loader>>>, { kind: "menu" }>;
type LoadedDialog = MenuData["dialog"];
type LoadedClosedNotice = MenuData["closedNotice"];
type LoadedCongratulations = MenuData["congratulate"];

/**
 * The loader's dialog on a full load; else, with JavaScript, fetched alone from `/{slug}/menu-dialog`.
 * A plain fetch, not a fetcher: a fetcher to an undiscovered route asks for the manifest first (decision 027).
 */
function useMenuDialog(loaded: LoadedDialog) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const key = dialogKey(search);
  const href = useMerchantHref();
  const [fetched, setFetched] = useState<MenuDialogData | null>(null);
  const revalidator = useRevalidator();
  const current = loaded.key === key ? loaded : fetched?.key === key ? fetched : null;
  const wanted =
    key && !current
      ? `/menu-dialog?${new URLSearchParams({ modal: search.get("modal")!, modalId: search.get("modalId")! })}`
      : null;
  useEffect(() => {
    if (!wanted) return;
    const request = new AbortController();
    fetch(href(wanted), { signal: request.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<MenuDialogData>) : null))
      .catch(() => null)
      .then((data) => {
        if (request.signal.aborted) return;
        // A transition, as the router's own updates are: an urgent one must not reach an island still dehydrated.
        if (data) startTransition(() => setFetched(data));
        else revalidator.revalidate();
      });
    return () => request.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return {
    key,
    itemModal: current?.itemModal ?? null,
    pizzaModal: current?.pizzaModal ?? null,
    closeHref: withoutModal(new URL(`${location.pathname}${location.search}`, "https://x.invalid")),
  };
}

function MenuDialogs({
  loaded,
  allowEnterQuantity,
  closedNotice,
  congratulate,
}: {
  loaded: LoadedDialog;
  allowEnterQuantity: boolean;
  closedNotice: LoadedClosedNotice;
  congratulate: LoadedCongratulations;
}) {
  const actionData = useActionData<typeof action>();
  const { key, itemModal, pizzaModal, closeHref } = useMenuDialog(loaded);
  const itemForm = actionData?.itemForm && actionData.itemForm.itemId === itemModal?.id ? actionData.itemForm : null;
  return (
    <>
      {itemModal ? (
        <ItemDialog
          key={itemModal.id}
          item={itemModal}
          closeHref={closeHref}
          allowEnterQuantity={allowEnterQuantity}
          state={itemForm}
        />
      ) : null}
      {pizzaModal ? (
        <PizzaDialog
          key={pizzaModal.id}
          pizza={pizzaModal}
          closeHref={closeHref}
          serverError={actionData?.pizzaForm ?? null}
        />
      ) : null}
      {/* Over the menu only: a dish opened after it was dismissed shows no notice. */}
      {closedNotice && !key ? <ClosedStoreDialog notice={closedNotice} closeHref={closeHref} /> : null}
      {congratulate && !key ? <FidelityDialog fidelity={congratulate} closeHref={closeHref} /> : null}
    </>
  );
}

/** app.css's c-snackbar lasts as long without JavaScript. */
const TOAST_MS = 6000;

/** The loader's notice until the customer's next tap or key, or TOAST_MS; null once gone. */
function useToast(data: object | null, notice: string | null): string | null {
  const [goneFor, setGoneFor] = useState<object | null>(null);
  useEffect(() => {
    if (!data || !notice) return;
    const gone = () => setGoneFor(data);
    const timer = window.setTimeout(gone, TOAST_MS);
    const events = ["pointerdown", "keydown"] as const;
    events.forEach((name) => document.addEventListener(name, gone, { capture: true, once: true }));
    return () => {
      window.clearTimeout(timer);
      events.forEach((name) => document.removeEventListener(name, gone, { capture: true }));
    };
  }, [data, notice]);
  return data && goneFor !== data ? notice : null;
}

export default function MenuPage() {
  const data = useLoaderData<typeof loader>();
  const pageHasModal = usePageHasModal();
  const documentHtml = useDocumentHtml();
  const toast = useToast(data, data?.kind === "menu" ? data.notice : null);
  if (!data) return null;
  if (data.kind === "franchise") {
    return (
      <Suspense fallback={null}>
        <FranchisePage heading={data.heading} stores={data.stores} />
      </Suspense>
    );
  }
  if (data.kind !== "menu") return <StaticHtml part={data.stores} className="c-static" />;
  return (
    <>
      <MenuDialogs
        loaded={data.dialog}
        allowEnterQuantity={data.allowEnterQuantity}
        closedNotice={data.closedNotice}
        congratulate={data.congratulate}
      />
      {/* A live region is heard when its text changes: it is there, empty, before "Item adicionado" comes. */}
      {/* Over an open dialog the toast would cover it: then it is only heard. */}
      <div role="status" className={toast ? (pageHasModal ? "c-visually-hidden" : "c-snackbar") : undefined}>
        {toast}
      </div>
      {data.voucher ? <StaticHtml part={data.voucher} className="c-static" /> : null}
      <main id="main" className="c-menu" {...inertWhen(pageHasModal)}>
        {data.hasMenu ? <ServerHtml as="script" type="application/ld+json" html={documentHtml.structuredData} /> : null}
        <StaticHtml part={data.intro} className="c-static" />
        <StaticHtml part={data.sections} className="c-static" />
        {data.cart ? <StaticHtml part={data.cart} className="c-static" /> : null}
      </main>
    </>
  );
}
