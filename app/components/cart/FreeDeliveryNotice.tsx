import { useTranslation } from "~/lib/i18n/i18n";
import type { FreeDeliveryView } from "~/lib/cart/cart-view";

/** The store's free delivery beside the fee it takes off: how much the cart still misses, or that it has it. */
export function FreeDeliveryNotice({ freeDelivery }: { freeDelivery: FreeDeliveryView }) {
  const { t } = useTranslation();
  return (
    <p className="c-alert c-alert--info c-free-delivery">
      <strong>{t("freeDelivery.from", { from: freeDelivery.from })}</strong>{" "}
      {freeDelivery.missing === null
        ? t("freeDelivery.reached")
        : t("freeDelivery.missing", { missing: freeDelivery.missing })}
    </p>
  );
}
