import { Form } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import { useTranslation } from "~/lib/i18n";

type StepButton = Pick<ButtonHTMLAttributes<HTMLButtonElement>, "id" | "disabled" | "form"> & Record<`data-${string}`, string>;

/**
 * One less / one more of a cart line or an order extra: a form of its own whose buttons send
 * `increment` -1 or 1, added up by the API (two quick taps count twice), so it works without
 * JavaScript. `fields` are its hidden inputs (intent and ids); the buttons carry the ids and focus
 * hints the cart page uses to put the focus back after the change (use-cart-focus).
 */
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
    <Form method="post" preventScrollReset className="c-quantity" aria-label={t("cart.line.quantity", { name })} aria-describedby={describedBy}>
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
