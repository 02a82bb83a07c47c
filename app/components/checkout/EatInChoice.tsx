import { useTranslation } from "~/lib/i18n";

/**
 * A takeout at a store that serves it at the venue (consume_in_store_available): to take away or
 * to eat there. Server HTML inside the checkout's form (a static part): its radios post with the
 * order, and the page draws them again with the choice the last post made.
 */
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
