import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchantHref } from "~/lib/store/use-merchant";

export function CartButton({ count, total }: { count: number; total: string }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  return (
    <a href={href("/cart")} className="c-cart-button" data-discover="true">
      <span className="c-cart-button__count">{t("cart.button.count", { count })}</span>
      <span>{t("cart.button.view")}</span>
      <strong>{total}</strong>
    </a>
  );
}
