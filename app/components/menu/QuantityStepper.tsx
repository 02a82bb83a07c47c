import type { InputHTMLAttributes, ReactNode } from "react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import { MAX_LINE_QUANTITY } from "../../../contract/limits";
import { useTranslation } from "~/lib/i18n/i18n";

/** The buttons need JavaScript (`hydrated`); without it the field is sent as typed. */
export function QuantityStepper({
  quantity,
  hydrated,
  onChange,
  children,
}: {
  quantity: number;
  hydrated: boolean;
  onChange: (quantity: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="c-quantity" role="group" aria-label={t("item.quantity")}>
      {hydrated ? (
        <button
          type="button"
          className="c-button c-button--default c-quantity__step"
          aria-label={t("item.decrease")}
          disabled={quantity <= 1}
          onClick={() => onChange(Math.max(1, quantity - 1))}
        >
          −
        </button>
      ) : null}
      {children}
      {hydrated ? (
        <button
          type="button"
          className="c-button c-button--default c-quantity__step"
          aria-label={t("item.increase")}
          disabled={quantity >= MAX_LINE_QUANTITY}
          onClick={() => onChange(Math.min(MAX_LINE_QUANTITY, quantity + 1))}
        >
          +
        </button>
      ) : null}
    </div>
  );
}

/** `value` as typed: empty while being edited. */
export function QuantityInput({
  value,
  onChange,
  ...aria
}: { value: number; onChange: (quantity: number) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "aria-invalid" | "aria-describedby"
>) {
  const { t } = useTranslation();
  return (
    <input
      className="c-input c-quantity__input"
      type="number"
      name="quantity"
      inputMode="numeric"
      min={1}
      max={MAX_LINE_QUANTITY}
      aria-label={t("item.quantity")}
      value={value || ""}
      onChange={(event) => onChange(Number(event.target.value))}
      {...aria}
    />
  );
}
