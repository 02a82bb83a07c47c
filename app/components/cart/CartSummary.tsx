import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { CartSummaryView } from "~/lib/cart/cart-view";
import { TextWithMerchantWords, WORDS_SLOT } from "~/components/MerchantWords";

/** A fee still to be priced links to the page's neighbourhood field. */
export function CartSummary({
  summary,
  areaFieldId = "neighborhood",
}: {
  summary: CartSummaryView;
  areaFieldId?: string;
}) {
  return (
    <SummarySection>
      <SummaryList summary={summary} areaFieldId={areaFieldId} />
    </SummarySection>
  );
}

export function SummarySection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="c-cart-section" aria-labelledby="summary-title">
      <h2 id="summary-title" className="c-cart-section__title">
        {t("cart.summary.title")}
      </h2>
      {children}
    </section>
  );
}

export function SummaryList({ summary, areaFieldId }: { summary: CartSummaryView; areaFieldId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="c-summary">
      <dt>{t("cart.summary.subtotal")}</dt>
      <dd>{summary.subtotal}</dd>
      {summary.deliveryFeePending ? (
        // No fee before the neighbourhood: the store's default is not what the customer will pay.
        <>
          <dt>{t("cart.summary.delivery_fee")}</dt>
          <dd>
            <a href={`#${areaFieldId}`}>{t("cart.summary.feePending")}</a>
          </dd>
        </>
      ) : summary.deliveryFee !== undefined ? (
        <>
          <dt>{t("cart.summary.delivery_fee")}</dt>
          <dd>{summary.deliveryFee ?? t("cart.summary.free")}</dd>
        </>
      ) : null}
      {summary.adjustments.map((adjustment) => (
        <Fragment key={`${adjustment.source}-${adjustment.name}`}>
          <dt>
            {adjustment.source === "FIDELITY" ? (
              <TextWithMerchantWords text={t("fidelity.cartLine", { name: WORDS_SLOT })} words={adjustment.name} />
            ) : (
              adjustment.name || t(`cart.summary.adjustment.${adjustment.source}`)
            )}
          </dt>
          <dd>
            {adjustment.freeDelivery
              ? t("cart.summary.freeDelivery")
              : `${adjustment.discount ? "− " : ""}${adjustment.amount}`}
          </dd>
        </Fragment>
      ))}
      {summary.pointsTotal ? (
        <>
          <dt>{t("loyalty.cartTotal")}</dt>
          <dd>{t("loyalty.points", { count: summary.pointsTotal })}</dd>
        </>
      ) : null}
      <dt className="c-summary__total">
        {t(summary.deliveryFeePending ? "cart.summary.totalBeforeDelivery" : "cart.summary.total")}
      </dt>
      <dd className="c-summary__total">{summary.total}</dd>
    </dl>
  );
}
