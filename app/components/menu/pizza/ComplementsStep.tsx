import { useTranslation } from "~/lib/i18n/i18n";
import { complementsAt, type PizzaModal } from "~/lib/menu/pizza-step";
import { useContentLang } from "~/lib/store/use-merchant";
import { StepForm } from "./StepForm";
import { usePizzaBuilder } from "./use-pizza-builder";

export function ComplementsStep({ size }: { size: PizzaModal["sizes"][number] }) {
  const { t } = useTranslation();
  const { pizza, state, money } = usePizzaBuilder();
  const lang = useContentLang();
  const toppings = complementsAt(pizza, size.id, "TOPPING");
  return (
    <StepForm>
      <fieldset className="c-option-group">
        <legend>{t("pizza.toppingsLegend")}</legend>
        {toppings.length === 0 ? <p className="c-dimmed">{t("pizza.noToppings")}</p> : null}
        {toppings.map((topping) => (
          <label key={topping.id} className="c-option">
            <input
              type="checkbox"
              name="topping"
              value={topping.id}
              defaultChecked={state.complementIds.includes(topping.id)}
            />
            <span className="c-option__name" lang={lang}>
              {topping.name}
            </span>
            <span className="c-option__price">
              {topping.prices[size.id]! > 0 ? `+ ${money(topping.prices[size.id]!)}` : t("menu.free")}
            </span>
          </label>
        ))}
      </fieldset>
    </StepForm>
  );
}
