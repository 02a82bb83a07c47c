import { Form } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n";
import { feedbackFor, type CartExtrasView } from "~/lib/cart-view";

type Additional = CartExtrasView[number]["additionals"][number];

/** One additional with the −/+ of a cart line: each tap is a form of its own, so it works without JavaScript. */
function ExtraRow({ additional, error }: { additional: Additional; error: string | null }) {
  const { t } = useTranslation();
  const ids = { decrease: `extra-${additional.id}-decrease`, increase: `extra-${additional.id}-increase`, error: `extra-${additional.id}-error` };
  const name = additional.name;
  return (
    <div className="c-extra">
      <span className="c-extra__name">
        {name}
        {additional.price ? <span className="c-dimmed"> + {additional.price}</span> : null}
      </span>
      <Form
        method="post"
        preventScrollReset
        className="c-quantity"
        aria-label={t("cart.line.quantity", { name })}
        aria-describedby={error ? ids.error : undefined}
      >
        <input type="hidden" name="intent" value="extra" />
        <input type="hidden" name="id" value={additional.id} />
        <button
          type="submit"
          id={ids.decrease}
          // A disabled control cannot keep focus: after reaching 0 it goes to this row's "+".
          data-focus-fallback={ids.increase}
          name="increment"
          value="-1"
          className="c-button c-button--default c-quantity__step"
          aria-label={t("cart.line.decrease", { name })}
          disabled={additional.quantity <= 0}
        >
          −
        </button>
        <output className="c-quantity__value" aria-label={t("cart.line.quantity", { name })}>
          {additional.quantity}
        </output>
        <button
          type="submit"
          id={ids.increase}
          data-focus-fallback={ids.decrease}
          name="increment"
          value="1"
          className="c-button c-button--default c-quantity__step"
          aria-label={t("cart.line.increase", { name })}
          disabled={!additional.canAdd}
        >
          +
        </button>
      </Form>
      {error ? (
        <p id={ids.error} role="alert" className="c-field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Order extras (cutlery, sauces…): a quantity per additional, up to each extra's max. */
export function CartExtras({ extras, reply }: { extras: CartExtrasView; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const feedback = feedbackFor(reply, "extra");
  const error = feedback ? (feedback.formError ?? Object.values(feedback.fieldErrors)[0] ?? null) : null;
  const refusedId = typeof feedback?.values.id === "string" ? feedback.values.id : null;
  const onARow = extras.some((extra) => extra.additionals.some((additional) => String(additional.id) === refusedId));
  return (
    <section className="c-cart-section" aria-labelledby="extras-title">
      <h2 id="extras-title" className="c-cart-section__title">
        {t("cart.extras.title")}
      </h2>
      {error && !onARow ? (
        <p role="alert" className="c-alert c-alert--error">
          {t(error)}
        </p>
      ) : null}
      {extras.map((extra) => (
        <fieldset key={extra.id} className="c-option-group">
          <legend>
            {extra.name} <span className="c-dimmed">{t("item.chooseUpTo", { count: extra.max })}</span>
          </legend>
          {extra.additionals.map((additional) => (
            <ExtraRow key={additional.id} additional={additional} error={String(additional.id) === refusedId ? error : null} />
          ))}
        </fieldset>
      ))}
    </section>
  );
}
