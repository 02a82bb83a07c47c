import { Link } from "@remix-run/react";
import { describedBy } from "~/components/FieldError";
import {
  type CartCouponView,
  COUPON_ERROR_ID,
  COUPON_FIELD_ID,
  COUPON_STATUS_ID,
  couponMessage,
} from "~/lib/cart/coupon-messages";
import { useTranslation } from "~/lib/i18n/i18n";

interface Props {
  coupons: CartCouponView[];
  value: string;
  /** A locale key, "coupons.errors.status:502" for a status. */
  error: string | null;
  done: string[];
  fromLink: boolean;
  loginHref: string;
}

/** Its buttons are submits of the checkout form, so nothing else typed is lost and it works without JavaScript. */
export function CouponField({ coupons, value, error, done, fromLink, loginHref }: Props) {
  const { t } = useTranslation();
  const message = error ? couponMessage(error) : null;
  return (
    <fieldset className="c-option-group c-cart-section c-coupons">
      <legend>{t("coupons.field.legend")}</legend>
      {done.length > 0 ? (
        <p id={COUPON_STATUS_ID} role="status" tabIndex={-1} className="c-alert c-alert--info">
          {done.map((key) => t(key)).join(" ")}
        </p>
      ) : null}
      <div className="c-field">
        <label htmlFor={COUPON_FIELD_ID}>{t("coupons.field.label")}</label>
        <div className="c-row">
          <input
            id={COUPON_FIELD_ID}
            name="voucher_code"
            className="c-input"
            defaultValue={value}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-enter="coupon_apply"
            {...describedBy(COUPON_ERROR_ID, error)}
          />
          <button
            type="submit"
            name="intent"
            value="coupon_apply"
            formNoValidate
            className="c-button c-button--default"
          >
            {t("coupons.field.apply")}
          </button>
        </div>
        {fromLink && !error ? <p className="c-field-hint">{t("coupons.field.fromLink")}</p> : null}
        {message ? (
          <p id={COUPON_ERROR_ID} className="c-field-error" role="alert">
            {t(message.key, message.values)}
            {message.key === "coupons.errors.REQUIRED_CLIENT" ? (
              <>
                {" "}
                <Link to={loginHref}>{t("coupons.errors.login")}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {coupons.length > 0 ? (
        <ul className="c-coupons__list" aria-label={t("coupons.list.title")}>
          {coupons.map((coupon) => (
            <li key={coupon.id} className="c-row">
              <span>
                <strong>{coupon.code}</strong> · {coupon.name} ·{" "}
                {coupon.freeDelivery
                  ? t("coupons.list.freeDelivery")
                  : coupon.discount !== null
                    ? t("coupons.list.discount", { amount: coupon.discount })
                    : t("coupons.list.notApplied", { reason: coupon.reason ? t(coupon.reason) : "" })}
              </span>
              <button
                type="submit"
                name="intent"
                value={`coupon_remove:${coupon.id}`}
                formNoValidate
                className="c-button c-button--default"
                aria-label={t("coupons.field.removeNamed", { code: coupon.code })}
              >
                {t("coupons.field.remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
