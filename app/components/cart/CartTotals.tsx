import { useTranslation } from "~/lib/i18n/i18n";
import type { CartSummaryView, FreeDeliveryView, MinimumView } from "~/lib/cart/cart-view";
import type { WhenView } from "~/lib/scheduling/scheduling-when";
import { CartWhen } from "~/components/scheduling/WhenSummary";
import { CartSummary } from "./CartSummary";
import { FreeDeliveryNotice } from "./FreeDeliveryNotice";

export function CartTotals({
  summary,
  minimum,
  freeDelivery = null,
  when,
  scheduleOnly,
  paused,
}: {
  summary: CartSummaryView;
  minimum: MinimumView;
  freeDelivery?: FreeDeliveryView | null;
  when: WhenView | null;
  scheduleOnly: boolean;
  paused: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CartSummary summary={summary} />
      {freeDelivery ? <FreeDeliveryNotice freeDelivery={freeDelivery} /> : null}
      {minimum ? (
        <p className="c-alert c-alert--info c-minimum">
          {t("cart.minimum.notice", { minimum: minimum.minimum, missing: minimum.missing })}
          {minimum.withFees ? ` ${t("cart.minimum.withFees")}` : null}
        </p>
      ) : null}
      {when ? (
        <CartWhen when={when} />
      ) : scheduleOnly ? (
        <p className="c-alert c-alert--info">{t("cart.scheduled")}</p>
      ) : null}
      {paused ? <p className="c-alert c-alert--info">{paused}</p> : null}
    </>
  );
}
