import { useEffect, useRef } from "react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import { PIZZA_STEPS } from "../../../contract/pizza";
import { Dialog } from "~/components/Dialog";
import { useTranslation } from "~/lib/i18n/i18n";
import type { PizzaModal } from "~/lib/menu/pizza-step";
import { useContentLang } from "~/lib/store/use-merchant";
import { ComplementsStep } from "~/components/menu/pizza/ComplementsStep";
import { FlavorsStep } from "~/components/menu/pizza/FlavorsStep";
import { ResumeStep } from "~/components/menu/pizza/ResumeStep";
import { SizeStep } from "~/components/menu/pizza/SizeStep";
import { cardLinkId } from "./MenuSectionList";
import {
  PizzaBuilderContext,
  usePizzaBuilderStore,
  type PizzaFormError,
} from "~/components/menu/pizza/use-pizza-builder";

export type { PizzaFormError };

const STEP_KEYS = ["size", "flavors", "complements", "resume"] as const;

/** A valtio store (one per builder) keeps the URL in step, so back and reload keep every choice, with or without JavaScript. */
export function PizzaDialog({
  pizza,
  closeHref,
  serverError,
}: {
  pizza: PizzaModal;
  closeHref: string;
  serverError: PizzaFormError | null;
}) {
  const { t } = useTranslation();
  const builder = usePizzaBuilderStore(pizza, serverError);
  const { step, size, running, money, error } = builder;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lang = useContentLang();
  const firstRender = useRef(true);

  // Not on opening: the dialog title has the focus then.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  // Each refusal is a new object, so a second one moves the focus too.
  useEffect(() => {
    if (!error) return;
    const dialog = headingRef.current?.closest("dialog");
    dialog
      ?.querySelector<HTMLElement>(
        '[aria-invalid="true"] input:not(:disabled), [aria-invalid="true"]:is(input, textarea), .c-alert--error',
      )
      ?.focus();
  }, [error]);

  const titleId = `pizza-${pizza.id}-title`;
  const stepTitleId = `pizza-${pizza.id}-step`;

  return (
    <PizzaBuilderContext.Provider value={builder}>
      <Dialog
        titleId={titleId}
        closeHref={closeHref}
        className="c-item-dialog c-pizza-dialog"
        returnFocusId={cardLinkId("pizza", pizza.id)}
      >
        <h2 id={titleId} tabIndex={-1} className="c-dialog__title" lang={lang}>
          {pizza.name}
        </h2>
        <p className="c-steps" aria-live="polite">
          {t("pizza.progress", { step, total: PIZZA_STEPS })}
          {running ? ` · ${running.from ? `${t("menu.from")} ` : ""}${money(running.amount)}` : ""}
        </p>
        <ol className="c-stepper" aria-label={t("pizza.stepsLabel")}>
          {STEP_KEYS.map((key, index) => (
            <li
              key={key}
              aria-current={index + 1 === step ? "step" : undefined}
              data-done={index + 1 < step ? "" : undefined}
            >
              {t(`pizza.steps.${key}`)}
            </li>
          ))}
        </ol>
        <h3 id={stepTitleId} ref={headingRef} tabIndex={-1} className="c-step-title">
          {t(`pizza.steps.${STEP_KEYS[step - 1]}`)}
        </h3>
        {step === 1 || !size ? (
          <SizeStep />
        ) : step === 2 ? (
          <FlavorsStep size={size} />
        ) : step === 3 ? (
          <ComplementsStep size={size} />
        ) : (
          <ResumeStep size={size} />
        )}
      </Dialog>
    </PizzaBuilderContext.Provider>
  );
}
