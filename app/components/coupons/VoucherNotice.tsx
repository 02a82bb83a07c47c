import { couponMessage } from "~/lib/cart/coupon-messages";
import { useTranslation } from "~/lib/i18n/i18n";

export function VoucherNotice({ notice }: { notice: { code: string; key: string; refused: boolean } }) {
  const { t } = useTranslation();
  if (!notice.refused) {
    return (
      <p role="status" className="c-alert c-alert--info c-voucher-notice">
        {t(notice.key, { code: notice.code })}
      </p>
    );
  }
  const reason = couponMessage(notice.key);
  return (
    <p role="alert" className="c-alert c-alert--error c-voucher-notice">
      {t("coupons.voucher.refused", { code: notice.code, reason: t(reason.key, reason.values) })}
    </p>
  );
}
