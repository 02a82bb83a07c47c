import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";
import { useMerchantHref } from "~/lib/use-merchant";

/** The floating cart button (core spec §2): how many units and the total, to the cart page. */
export function CartButton({ count, total }: { count: number; total: string }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  return (
    <Link to={href("/cart")} className="c-cart-button">
      <span className="c-cart-button__count">{t("cart.button.count", { count })}</span>
      <span>{t("cart.button.view")}</span>
      <strong>{total}</strong>
    </Link>
  );
}
