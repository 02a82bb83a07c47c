import type { ClosedCheckout, CheckoutPageView } from "~/lib/checkout-view";
import { useTranslation } from "~/lib/i18n";

export const CHECKOUT_CLOSED_ID = "checkout-closed";

/*
 * Server HTML (static parts of the checkout, decision 027): plain links, their routes discovered as
 * a <Link>'s are.
 */

/** The store is closed now: when it opens, and the ways on (a time to schedule, the menu). First on the checkout. */
export function ClosedCheckoutNotice({ closed }: { closed: ClosedCheckout }) {
  const { t } = useTranslation();
  return (
    <section id={CHECKOUT_CLOSED_ID} className="c-alert c-alert--info" aria-labelledby={`${CHECKOUT_CLOSED_ID}-title`}>
      <h2 id={`${CHECKOUT_CLOSED_ID}-title`} className="c-cart-section__title">
        {t("checkout.closed.title")}
      </h2>
      <p>
        <strong>{closed.opens}</strong>
      </p>
      <p>{t(closed.canSchedule ? "checkout.closed.scheduleBody" : "checkout.closed.body")}</p>
      <p className="c-row">
        {closed.canSchedule ? (
          <a href={closed.scheduleHref} className="c-button" data-discover="true">
            {t("closedStore.schedule")}
          </a>
        ) : null}
        <a href={closed.menuHref} className={closed.canSchedule ? "c-button c-button--default" : "c-button"} data-discover="true">
          {t("closedStore.browse")}
        </a>
      </p>
    </section>
  );
}

/** The checkout of a store closed now with no time to choose: the notice alone, no form that could only be refused. In its <main> (CheckoutPage). */
export function ClosedCheckoutPage({ page, closed }: { page: Pick<CheckoutPageView, "title" | "cartHref">; closed: ClosedCheckout }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <a href={page.cartHref} data-discover="true" className="c-back-link">
          ← {t("checkout.backToCart")}
        </a>
      </p>
      <h1 tabIndex={-1}>{page.title}</h1>
      <ClosedCheckoutNotice closed={closed} />
    </>
  );
}
