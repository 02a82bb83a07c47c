import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { CartExtrasView } from "~/lib/cart/cart-view";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { useContentLang } from "~/lib/store/use-merchant";
import { QuantityStepForm } from "./QuantityStepForm";

type Additional = CartExtrasView[number]["additionals"][number];

/** Each tap is a form of its own, so it works without JavaScript. */
function ExtraRow({ additional, error }: { additional: Additional; error: string | null }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const ids = {
    decrease: `extra-${additional.id}-decrease`,
    increase: `extra-${additional.id}-increase`,
    error: `extra-${additional.id}-error`,
  };
  const name = additional.name;
  return (
    <div className="c-extra">
      <span className="c-extra__name">
        <span lang={lang}>{name}</span>
        {additional.price ? <span className="c-dimmed"> + {additional.price}</span> : null}
      </span>
      <QuantityStepForm
        name={name}
        quantity={additional.quantity}
        fields={{ intent: "extra", id: additional.id }}
        describedBy={error ? ids.error : undefined}
        // A disabled control cannot keep focus: after reaching 0 it goes to this row's "+".
        decrease={{ id: ids.decrease, "data-focus-fallback": ids.increase, disabled: additional.quantity <= 0 }}
        increase={{ id: ids.increase, "data-focus-fallback": ids.decrease, disabled: !additional.canAdd }}
      />
      {error ? (
        <p id={ids.error} role="alert" className="c-field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export function CartExtras({ extras, reply }: { extras: CartExtrasView; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const lang = useContentLang();
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
            <span lang={lang}>{extra.name}</span>{" "}
            <span className="c-dimmed">{t("item.chooseUpTo", { count: extra.max })}</span>
          </legend>
          {extra.additionals.map((additional) => (
            <ExtraRow
              key={additional.id}
              additional={additional}
              error={String(additional.id) === refusedId ? error : null}
            />
          ))}
        </fieldset>
      ))}
    </section>
  );
}
