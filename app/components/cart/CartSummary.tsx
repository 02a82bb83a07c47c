import { Fragment } from "react";
import { useTranslation } from "~/lib/i18n";
import type { CartSummaryView } from "~/lib/cart-view";

/** Subtotal, delivery fee, each adjustment the API priced, and the total. */
export function CartSummary({ summary }: { summary: CartSummaryView }) {
  const { t } = useTranslation();
  return (
    <section className="c-cart-section" aria-labelledby="summary-title">
      <h2 id="summary-title" className="c-cart-section__title">
        {t("cart.summary.title")}
      </h2>
      <dl className="c-summary">
        <dt>{t("cart.summary.subtotal")}</dt>
        <dd>{summary.subtotal}</dd>
        {summary.deliveryFee !== undefined ? (
          <>
            <dt>{t("cart.summary.delivery_fee")}</dt>
            <dd>{summary.deliveryFee ?? t("cart.summary.free")}</dd>
          </>
        ) : null}
        {summary.adjustments.map((adjustment) => (
          <Fragment key={`${adjustment.name}-${adjustment.discount}`}>
            <dt>{adjustment.name || t(adjustment.discount ? "cart.summary.discount" : "cart.summary.increase")}</dt>
            <dd>
              {adjustment.discount ? "− " : ""}
              {adjustment.amount}
            </dd>
          </Fragment>
        ))}
        <dt className="c-summary__total">{t("cart.summary.total")}</dt>
        <dd className="c-summary__total">{summary.total}</dd>
      </dl>
    </section>
  );
}
