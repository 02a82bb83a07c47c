import { Link } from "@remix-run/react";
import { describedBy, FieldError } from "~/components/FieldError";
import { PseFields } from "~/components/payment/PseFields";
import { SavedCardLabel } from "~/components/payment/SavedCardLabel";
import { brandField, type CheckoutPageView } from "~/lib/checkout/checkout-view";
import { offlinePaymentsKey, paymentMethodKey } from "~/lib/checkout/payment-keys";
import { useTranslation } from "~/lib/i18n/i18n";
import { lazyIsland } from "~/partial";
import * as onServer from "~/partial/islands/checkout.server";
import type { CheckoutFormState } from "./fields";

const moneyInput = lazyIsland(
  ["moneyInput"],
  () => import("~/components/MoneyInput"),
  "MoneyInput",
  onServer.MoneyInput,
);
if (typeof document !== "undefined") void moneyInput.preload().catch(() => {});
const MoneyInput = moneyInput.Island;

type Page = CheckoutPageView & { paymentCampaigns?: Record<string, { name: string; amount: string }> };

interface Props {
  page: Page;
  form: CheckoutFormState;
  payment: string;
  cardChoice: string;
}

export function PaymentSection({ page, form, payment, cardChoice }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset
      id="checkout-payment"
      className="c-option-group c-cart-section"
      {...describedBy("checkout-payment-error", form.errors.payment)}
    >
      <legend>{t("checkout.payment.title")}</legend>
      <FieldError id="checkout-payment-error" message={form.errors.payment} />
      {page.online.length > 0 ? (
        <fieldset className="c-option-group">
          <legend>{t("checkout.payment.online")}</legend>
          {page.online.map((option) => (
            <OnlineOption
              key={option.code}
              page={page}
              form={form}
              option={option}
              payment={payment}
              cardChoice={cardChoice}
            />
          ))}
        </fieldset>
      ) : null}
      {page.offline.length > 0 ? (
        <fieldset className="c-option-group">
          <legend>{t(offlinePaymentsKey(page.mode))}</legend>
          {page.offline.map((option) => (
            <OfflineOption key={option.code} page={page} form={form} option={option} payment={payment} />
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

function OnlineOption({ page, form, option, payment, cardChoice }: Props & { option: Page["online"][number] }) {
  const { t } = useTranslation();
  const hosted = option.code === "CARD" && option.hosted === true;
  const noCards = option.code === "CARD" && !hosted && option.unavailable === null && page.cards.length === 0;
  const disabled = option.unavailable !== null || noCards;
  const hintId = `checkout-payment-${option.code}-hint`;
  return (
    <div>
      <label className="c-option">
        <input
          type="radio"
          name="payment"
          value={option.code}
          disabled={disabled}
          defaultChecked={!disabled && payment === option.code}
          aria-describedby={disabled || hosted ? hintId : undefined}
        />
        {hosted ? t("checkout.payment.hostedCard") : t(`checkout.payment.methods.${option.code}`)}
      </label>
      {page.paymentCampaigns?.[option.code] ? (
        <p className="c-field-hint">{t("loyalty.checkoutCampaign", page.paymentCampaigns[option.code])}</p>
      ) : null}
      {option.unavailable === "login" ? (
        <p id={hintId} className="c-field-hint">
          {t("checkout.payment.unavailable")} · <Link to={page.loginHref}>{t("checkout.payment.login")}</Link>
        </p>
      ) : option.unavailable === "disabled" ? (
        <p id={hintId} className="c-field-hint">
          {t("checkout.payment.unavailable")}
        </p>
      ) : hosted ? (
        <p id={hintId} className="c-field-hint">
          {t("checkout.payment.hostedCardNote")}
        </p>
      ) : noCards ? (
        <p id={hintId} className="c-field-hint">
          {t("checkout.payment.noCards")} · <Link to={page.addCardHref}>{t("checkout.payment.addCard")}</Link>
        </p>
      ) : null}
      {option.code === "PSE" && !disabled ? <CheckoutPseFields page={page} form={form} /> : null}
      {option.code === "OXXO" && !disabled ? <p className="c-field-hint">{t("checkout.pse.oxxoHint")}</p> : null}
      {option.code === "CARD" && !disabled && !hosted ? (
        <fieldset
          id="checkout-card_guid"
          className="c-option-group c-checkout-sub"
          {...describedBy("checkout-card_guid-error", form.errors.card_guid)}
        >
          <legend>{t("checkout.payment.whichCard")}</legend>
          {page.cards.map((card) => (
            <label key={card.guid} className="c-option">
              <input type="radio" name="card_guid" value={card.guid} defaultChecked={cardChoice === card.guid} />
              <SavedCardLabel card={card} />
            </label>
          ))}
          <FieldError id="checkout-card_guid-error" message={form.errors.card_guid} />
          <p>
            <Link to={page.addCardHref}>{t("checkout.payment.addCard")}</Link>
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}

/** PSE's fields, as paying again shows them too. */
function CheckoutPseFields({ page, form }: Pick<Props, "page" | "form">) {
  const { t } = useTranslation();
  return (
    <PseFields
      idPrefix="checkout"
      banks={page.pseBanks ?? []}
      value={(name) => form.value(name)}
      errors={form.errors}
      hint={t("checkout.pse.redirectHint")}
    />
  );
}

function OfflineOption({
  page,
  form,
  option,
  payment,
}: Omit<Props, "cardChoice"> & { option: Page["offline"][number] }) {
  const { t } = useTranslation();
  const brand = brandField(option.code);
  return (
    <div>
      <label className="c-option">
        <input type="radio" name="payment" value={option.code} defaultChecked={payment === option.code} />
        {t(paymentMethodKey(option.code, page.mode))}
      </label>
      {option.code === "CASH" ? (
        <div className="c-checkout-sub">
          <MoneyInput
            id="checkout-change_for"
            name="change_for"
            label={t("checkout.payment.changeFor")}
            defaultValue={form.value("change_for")}
            error={form.errors.change_for}
          />
          <label className="c-option">
            <input type="checkbox" name="no_change" value="1" defaultChecked={Boolean(form.values.no_change)} />
            {t("checkout.payment.noChange")}
          </label>
        </div>
      ) : option.brands.length > 0 ? (
        <div className="c-field c-checkout-sub">
          <label htmlFor={`checkout-${brand}`}>
            {t("checkout.payment.brand", { method: t(`checkout.payment.methods.${option.code}`) })}
          </label>
          <select
            id={`checkout-${brand}`}
            name={brand}
            className="c-input"
            defaultValue={form.value(brand)}
            {...describedBy(`checkout-${brand}-error`, form.errors[brand])}
          >
            <option value="">{t("checkout.payment.chooseBrand")}</option>
            {option.brands.map((code) => (
              <option key={code} value={code}>
                {t(`cards.brands.${code}`)}
              </option>
            ))}
          </select>
          <FieldError id={`checkout-${brand}-error`} message={form.errors[brand]} />
        </div>
      ) : null}
    </div>
  );
}
