import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";
import type { PizzaErrorField } from "~/lib/menu/pizza-step";
import { usePizzaBuilder } from "./use-pizza-builder";

export function StepForm({
  children,
  onFormChange,
}: {
  children: ReactNode;
  onFormChange?: (form: HTMLFormElement) => void;
}) {
  const { onStep, onPreview } = usePizzaBuilder();
  const ref = useRef<HTMLFormElement>(null);
  // Choices ticked before hydration stay: once mounted, the store previews the form as left.
  useEffect(() => {
    if (!ref.current) return;
    onFormChange?.(ref.current);
    onPreview(ref.current);
    // Once per step form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    // noValidate: a missing choice is refused in the customer's language on its fieldset, never by the browser's bubble.
    <Form
      ref={ref}
      method="post"
      noValidate
      preventScrollReset
      onSubmit={onStep}
      onChange={(event) => {
        onFormChange?.(event.currentTarget);
        onPreview(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value="pizza-step" />
      {children}
      <StepFooter />
    </Form>
  );
}

const FIELD_STEP: Record<PizzaErrorField, number> = { size: 1, flavors: 2, quantity: 4, notes: 4 };

export const pizzaErrorId = (pizzaId: number) => `pizza-${pizzaId}-error`;

/** Refusals about no field are shown by the footer. */
export function useFieldError(field: PizzaErrorField) {
  const { pizza, error } = usePizzaBuilder();
  const id = pizzaErrorId(pizza.id);
  const message = error?.field === field ? error.error : null;
  return {
    invalid: describedBy(id, message),
    message: <FieldError id={id} message={message} values={error?.values} />,
  };
}

export function StepFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pizza, error, step, state, hrefFor } = usePizzaBuilder();
  return (
    <>
      {error && (!error.field || FIELD_STEP[error.field] !== step) ? (
        <p id={pizzaErrorId(pizza.id)} role="alert" className="c-alert c-alert--error" tabIndex={-1}>
          {t(error.error, error.values)}
        </p>
      ) : null}
      <div className="c-item-form__footer c-pizza-footer">
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
