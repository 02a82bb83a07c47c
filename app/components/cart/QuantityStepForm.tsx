import { Form } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import { useTranslation } from "~/lib/i18n/i18n";

type StepButton = Pick<ButtonHTMLAttributes<HTMLButtonElement>, "id" | "disabled" | "form"> &
  Record<`data-${string}`, string>;

/** `increment` -1 or 1 is added up by the API (two quick taps count twice), so it works without JavaScript. */
export function QuantityStepForm({
  name,
  quantity,
  fields,
  decrease,
  increase,
  describedBy,
}: {
  name: string;
  quantity: number;
  fields: Record<string, string | number>;
  decrease: StepButton;
  increase: StepButton;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      preventScrollReset
      className="c-quantity"
      aria-label={t("cart.line.quantity", { name })}
      aria-describedby={describedBy}
    >
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button
        type="submit"
        name="increment"
        value="-1"
        className="c-button c-button--default c-quantity__step"
        aria-label={t("cart.line.decrease", { name })}
        {...decrease}
      >
        −
      </button>
      <output className="c-quantity__value" aria-label={t("cart.line.quantity", { name })}>
        {quantity}
      </output>
      <button
        type="submit"
        name="increment"
        value="1"
        className="c-button c-button--default c-quantity__step"
        aria-label={t("cart.line.increase", { name })}
        {...increase}
      >
        +
      </button>
    </Form>
  );
}
