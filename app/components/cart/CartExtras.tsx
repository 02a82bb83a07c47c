import { Form } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n";
import { feedbackFor, type CartExtrasView } from "~/lib/cart-view";
import { describedBy, FieldError } from "~/components/FieldError";

/** Order extras (cutlery, sauces…): a quantity per additional, saved together. */
export function CartExtras({ extras, reply }: { extras: CartExtrasView; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const feedback = feedbackFor(reply, "extras");
  // What the customer typed comes back with the refusal, so nothing is lost.
  const typed = (feedback?.values.extras ?? {}) as Record<string, unknown>;
  return (
    <section className="c-cart-section" aria-labelledby="extras-title">
      <h2 id="extras-title" className="c-cart-section__title">
        {t("cart.extras.title")}
      </h2>
      <Form
        key={`${extras.flatMap((extra) => extra.additionals.map((additional) => additional.quantity)).join()}-${JSON.stringify(typed)}`}
        method="post"
        preventScrollReset
      >
        <input type="hidden" name="intent" value="extras" />
        {feedback?.formError ? (
          <p role="alert" className="c-alert c-alert--error">
            {t(feedback.formError)}
          </p>
        ) : null}
        {extras.map((extra) => (
          <fieldset key={extra.id} className="c-option-group">
            <legend>
              {extra.name} <span className="c-dimmed">{t("item.chooseUpTo", { count: extra.max })}</span>
            </legend>
            {extra.additionals.map((additional) => {
              const name = `extras.${additional.id}`;
              const errorId = `extra-${additional.id}-error`;
              const error = feedback?.fieldErrors[name];
              const value = typed[String(additional.id)];
              return (
                <div key={additional.id} className="c-option">
                  <label className="c-option__name" htmlFor={`extra-${additional.id}`}>
                    {additional.name}
                    {additional.price ? <span className="c-dimmed"> + {additional.price}</span> : null}
                  </label>
                  <input
                    id={`extra-${additional.id}`}
                    type="number"
                    inputMode="numeric"
                    className="c-input c-quantity__input"
                    name={name}
                    min={0}
                    max={extra.max}
                    defaultValue={typeof value === "string" ? value : additional.quantity}
                    {...describedBy(errorId, error)}
                  />
                  <FieldError id={errorId} message={error} />
                </div>
              );
            })}
          </fieldset>
        ))}
        <button type="submit" className="c-button c-button--default">
          {t("cart.extras.save")}
        </button>
      </Form>
    </section>
  );
}
