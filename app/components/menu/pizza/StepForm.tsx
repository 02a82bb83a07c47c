import { Form, Link } from "@remix-run/react";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "~/lib/i18n";
import { usePizzaBuilder } from "./use-pizza-builder";

/** Steps 1 to 3: a form that posts the step (or, with JavaScript, applies it in the store) and ends with next. */
export function StepForm({ children, onChange }: { children: ReactNode; onChange?: FormEventHandler<HTMLFormElement> }) {
  const { onStep } = usePizzaBuilder();
  return (
    <Form method="post" preventScrollReset onSubmit={onStep} onChange={onChange}>
      <input type="hidden" name="intent" value="pizza-step" />
      {children}
      <StepFooter />
    </Form>
  );
}

/** How every step ends: the refusal if there is one, back (from step 2), then next or the step's own controls. */
export function StepFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { error, step, state, hrefFor } = usePizzaBuilder();
  return (
    <>
      {error ? (
        <p role="alert" className="c-alert c-alert--error">
          {t(error.error, error.values)}
        </p>
      ) : null}
      <div className="c-item-form__footer">
        {step > 1 ? (
          <Link className="c-button c-button--default" to={hrefFor({ ...state, step: step - 1 })} preventScrollReset>
            {t("pizza.back")}
          </Link>
        ) : null}
        {children ?? (
          <button type="submit" className="c-button c-item-form__add">
            {t("pizza.next")}
          </button>
        )}
      </div>
    </>
  );
}
