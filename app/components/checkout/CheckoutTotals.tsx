import { CartSummary } from "~/components/cart/CartSummary";
import type { CartLine, CartSummaryView } from "~/lib/cart-view";
import { useTranslation } from "~/lib/i18n";

/** What is ordered and what it costs, at the checkout's end: server HTML (a static part, decision 027). */
export function CheckoutTotals({ lines, summary }: { lines: CartLine[]; summary: CartSummaryView }) {
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
              {line.quantity}× {line.name} · {line.points != null ? t("loyalty.points", { count: line.points }) : line.total}
            </li>
          ))}
        </ul>
      </section>
      <CartSummary summary={summary} areaFieldId="checkout-neighborhood" />
    </>
  );
}
