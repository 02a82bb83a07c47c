import { useTranslation } from "~/lib/i18n";

/**
 * A price, and the crossed-out price it replaces. A screen reader hears the two in order, "De R$ 78,00
 * por R$ 69,90", instead of two bare amounts; the screen shows the sale price first, the old one struck.
 */
export function Price({ price, originalPrice }: { price: string; originalPrice: string | null }) {
  const { t } = useTranslation();
  if (!originalPrice) return <strong>{price}</strong>;
  return (
    <>
      <span className="c-visually-hidden">
        {t("menu.originalPrice", { price: originalPrice })} {t("menu.salePrice", { price })}
      </span>
      <span aria-hidden="true">
        <strong>{price}</strong> <s>{originalPrice}</s>
      </span>
    </>
  );
}
