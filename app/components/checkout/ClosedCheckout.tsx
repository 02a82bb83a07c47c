import { Link } from "@remix-run/react";
import type { ClosedCheckout, CheckoutPageView } from "~/lib/checkout-view";
import { useTranslation } from "~/lib/i18n";

export const CHECKOUT_CLOSED_ID = "checkout-closed";

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
          <Link to={closed.scheduleHref} className="c-button">
            {t("closedStore.schedule")}
          </Link>
        ) : null}
        <Link to={closed.menuHref} className={closed.canSchedule ? "c-button c-button--default" : "c-button"}>
          {t("closedStore.browse")}
        </Link>
      </p>
    </section>
  );
}

/** The checkout of a store closed now with no time to choose: the notice alone, no form that could only be refused. */
export function ClosedCheckoutPage({ page, closed }: { page: Pick<CheckoutPageView, "title" | "cartHref">; closed: ClosedCheckout }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="c-container c-page c-checkout">
      <p>
        <Link to={page.cartHref}>← {t("checkout.backToCart")}</Link>
      </p>
      <h1 tabIndex={-1}>{page.title}</h1>
      <ClosedCheckoutNotice closed={closed} />
    </main>
  );
}
