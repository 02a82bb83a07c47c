import { Form, useNavigation } from "@remix-run/react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import { MAX_LINE_QUANTITY } from "../../../../contract/limits";
import { useTranslation } from "~/lib/i18n";
import { flavorParts } from "~/lib/pizza-builder";
import type { PizzaModal } from "~/lib/pizza-step";
import { StepFooter } from "./StepForm";
import { usePizzaBuilder } from "./use-pizza-builder";

/** Step 4: the pizza as chosen, its notes and quantity, and the add button with the total. */
export function ResumeStep({ size }: { size: PizzaModal["sizes"][number] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pizza, state, unit, money, setQuantity } = usePizzaBuilder();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-pizza";
  const parts = flavorParts(state);
  const complements = pizza.complements.filter((c) => state.complementIds.includes(c.id));
  return (
    <Form method="post" preventScrollReset className="c-item-form">
      <input type="hidden" name="intent" value="add-pizza" />
      <dl className="c-summary">
        <dt>{t("pizza.sizeLegend")}</dt>
        <dd>{size.name}</dd>
        <dt>{t("pizza.flavorsTitle")}</dt>
        <dd>
          {state.flavors
            .map((chosen) => `${parts > 1 ? `${chosen.count}/${parts} ` : ""}${pizza.flavors.find((f) => f.id === chosen.id)?.name ?? ""}`)
            .join(", ")}
        </dd>
        {complements.length > 0 ? (
          <>
            <dt>{t("pizza.complementsTitle")}</dt>
            <dd>{complements.map((c) => c.name).join(", ")}</dd>
          </>
        ) : null}
      </dl>
      <p className="c-alert c-alert--info">{t(`pizza.rule.${pizza.rule}`)}</p>
      <div className="c-field">
        <label htmlFor={`pizza-${pizza.id}-notes`}>{t("pizza.notes")}</label>
        <textarea id={`pizza-${pizza.id}-notes`} name="notes" className="c-input c-textarea" maxLength={140} rows={2} defaultValue={state.notes} />
      </div>
      <StepFooter>
        <input
          className="c-input c-quantity__input"
          type="number"
          name="quantity"
          min={1}
          max={MAX_LINE_QUANTITY}
          aria-label={t("item.quantity")}
          defaultValue={state.quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <button type="submit" className="c-button c-item-form__add" disabled={!pizza.available || adding}>
          {pizza.available && unit !== null ? t("item.add", { total: money(unit * state.quantity) }) : t("menu.unavailable")}
        </button>
      </StepFooter>
    </Form>
  );
}
