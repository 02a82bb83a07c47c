import { useTranslation } from "~/lib/i18n/i18n";

/** A screen reader hears "De R$ 78,00 por R$ 69,90" instead of two bare amounts. */
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
