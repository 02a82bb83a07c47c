import { useTranslation } from "~/lib/i18n/i18n";
import type { RepricedLineView } from "~/lib/cart/cart-view";

/** Each line the store re-priced since the customer added it, with the price they saw and the one now (decision 097). */
export function RepricedNotice({ lines }: { lines: readonly RepricedLineView[] }) {
  const { t } = useTranslation();
  return (
    <div id="cart-repriced" className="c-alert c-alert--info c-repriced">
      <p>{t("cart.repriced.title")}</p>
      <ul>
        {lines.map((line) => (
          <li key={`${line.kind}-${line.id}`}>
            {t("cart.repriced.line", { name: line.name, from: line.from, to: line.to })}
          </li>
        ))}
      </ul>
      <p>{t("cart.repriced.after")}</p>
    </div>
  );
}
