import { useTranslation } from "~/lib/i18n/i18n";

export function EatInChoice({ eatIn }: { eatIn: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="c-option-group c-cart-section">
      <legend>{t("checkout.eatIn.legend")}</legend>
      <label className="c-option">
        <input type="radio" name="consume_in_store" value="0" defaultChecked={!eatIn} />
        <span>{t("checkout.eatIn.takeAway")}</span>
      </label>
      <label className="c-option">
        <input type="radio" name="consume_in_store" value="1" defaultChecked={eatIn} />
        <span>{t("checkout.eatIn.eatIn")}</span>
      </label>
    </fieldset>
  );
}
