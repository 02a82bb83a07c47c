import { SummaryList, SummarySection } from "~/components/cart/CartSummary";
import { FreeDeliveryNotice } from "~/components/cart/FreeDeliveryNotice";
import type { CartLine, FreeDeliveryView } from "~/lib/cart/cart-view";
import { priceKey, shownTotalField, type CheckoutPrice } from "~/lib/checkout/checkout-prices";
import { useTranslation } from "~/lib/i18n/i18n";

/** Each price is drawn and the page's style shows the one of the choice checked (checkout-prices.ts). */
export function CheckoutTotals({
  lines,
  prices,
  freeDelivery = null,
}: {
  lines: CartLine[];
  prices: CheckoutPrice[];
  freeDelivery?: FreeDeliveryView | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className="c-cart-section" aria-labelledby="checkout-lines-title">
        <h2 id="checkout-lines-title" className="c-cart-section__title">
          {t("checkout.lines")}
        </h2>
        <ul className="c-checkout-lines">
          {lines.map((line) => (
            <li key={`${line.kind}-${line.id}`}>
              {line.quantity}× {line.name} ·{" "}
              {line.points != null ? t("loyalty.points", { count: line.points }) : line.total}
            </li>
          ))}
        </ul>
      </section>
      {/* The API places the order only at the total shown. */}
      <input type="hidden" name={shownTotalField()} value={prices[0]!.totalMinor} />
      {prices.length > 1
        ? prices.map((price) => (
            <input
              key={priceKey(price)}
              type="hidden"
              name={shownTotalField(priceKey(price))}
              value={price.totalMinor}
            />
          ))
        : null}
      <SummarySection>
        {prices.length === 1 ? (
          <SummaryList summary={prices[0]!.summary} areaFieldId="checkout-neighborhood" />
        ) : (
          prices.map((price, index) => (
            <div key={priceKey(price)} data-price={priceKey(price)} hidden={index > 0}>
              <SummaryList summary={price.summary} areaFieldId="checkout-neighborhood" />
            </div>
          ))
        )}
        {freeDelivery ? <FreeDeliveryNotice freeDelivery={freeDelivery} /> : null}
      </SummarySection>
    </>
  );
}

export function SubmitLabel({ prices }: { prices: CheckoutPrice[] }) {
  const { t } = useTranslation();
  if (prices.length < 2) return <>{t("checkout.submit", { total: prices[0]!.total })}</>;
  const [before, after] = t("checkout.submit", { total: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      {prices.map((price, index) => (
        <span key={priceKey(price)} data-price={priceKey(price)} hidden={index > 0}>
          {price.total}
        </span>
      ))}
      {after}
    </>
  );
}
