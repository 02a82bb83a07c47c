import type { Currency } from "../../contract";
import { MONEY_INPUT_EXAMPLES, formatMoneyInputMax, tidyMoneyInput } from "../../contract/formats/money-input";
import { FieldError } from "./FieldError";
import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchant } from "~/lib/store/use-merchant";

/** The largest amount with symbol and separators, and room for a slip long enough to be told it is too much. */
const MONEY_INPUT_MAX_LENGTH = 24;

interface Props {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error: string | null | undefined;
  /** Pages outside a store's layout (the console) say which currency; a store's page uses its own. */
  currency?: Currency;
}

/** No mask rewrites the amount while typing, so the caret never jumps; it is shown as read when the field is left (decision 045). */
export function MoneyInput({ id, name, label, defaultValue, error, currency: given }: Props) {
  const { t } = useTranslation();
  const currency = useStoreCurrency(given);
  const example = MONEY_INPUT_EXAMPLES[currency];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="c-dimmed">
        {example.cents ? t("moneyInput.hint", example) : t("moneyInput.hintWhole", example)}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="c-input"
        maxLength={MONEY_INPUT_MAX_LENGTH}
        defaultValue={tidyMoneyInput(currency, defaultValue)}
        onBlur={(event) => {
          event.currentTarget.value = tidyMoneyInput(currency, event.currentTarget.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      />
      <FieldError id={errorId} message={error} values={{ max: formatMoneyInputMax(currency) }} />
    </div>
  );
}

function useStoreCurrency(given: Currency | undefined) {
  const merchant = useMerchant();
  const currency = given ?? merchant?.currency;
  if (!currency) throw new Error("A money input belongs to a store's page");
  return currency;
}
