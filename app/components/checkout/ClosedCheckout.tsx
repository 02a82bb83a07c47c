import type { ClosedCheckout, CheckoutPageView } from "~/lib/checkout/checkout-view";
import { useTranslation } from "~/lib/i18n/i18n";

export const CHECKOUT_CLOSED_ID = "checkout-closed";

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
        <a
          href={closed.menuHref}
          className={closed.canSchedule ? "c-button c-button--default" : "c-button"}
          data-discover="true"
        >
          {t("closedStore.browse")}
        </a>
      </p>
    </section>
  );
}

/** No form that could only be refused. */
export function ClosedCheckoutPage({
  page,
  closed,
}: {
  page: Pick<CheckoutPageView, "title" | "cartHref">;
  closed: ClosedCheckout;
}) {
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
