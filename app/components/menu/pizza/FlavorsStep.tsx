import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import { normalizeSearchText } from "~/lib/menu/menu";
import { flavorParts } from "~/lib/menu/pizza-builder";
import { FLAVOR_SEARCH_BUTTON, FLAVOR_SEARCH_MAX, type PizzaModal } from "~/lib/menu/pizza-step";
import { useContentLang } from "~/lib/store/use-merchant";
import { StepForm, useFieldError } from "./StepForm";
import { usePizzaBuilder } from "./use-pizza-builder";

/** The search is part of the step's form: without JavaScript it posts the ticked flavors with the term. */
export function FlavorsStep({ size }: { size: PizzaModal["sizes"][number] }) {
  const { t } = useTranslation();
  const { pizza, state, hydrated, money, setSearch, toggleFlavor } = usePizzaBuilder();
  const lang = useContentLang();
  const flavorsError = useFieldError("flavors");
  const term = normalizeSearchText(state.search);
  const chosenIds = state.flavors.map((flavor) => flavor.id);
  const available = pizza.flavors.filter((flavor) => flavor.prices[size.id] !== undefined);
  const shown = term
    ? available.filter(
        (flavor) =>
          chosenIds.includes(flavor.id) || normalizeSearchText(`${flavor.name} ${flavor.description}`).includes(term),
      )
    : available;
  const count = flavorParts(state);
  // Flavors ticked before hydration stay: once mounted, the store takes the boxes as left.
  useEffect(() => {
    for (const input of document.querySelectorAll<HTMLInputElement>('dialog input[type="checkbox"][name="flavor"]')) {
      const id = Number(input.value);
      if (input.checked !== chosenIds.includes(id)) toggleFlavor(id, input.checked);
    }
    // Once per step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <StepForm>
      {/* First in the form, so Enter in the search field searches instead of moving on. */}
      <div role="search" className="c-search">
        <div className="c-field c-search__field">
          <label htmlFor="flavor-search">{t("pizza.searchLabel")}</label>
          <input
            id="flavor-search"
            name="flavorSearch"
            type="search"
            className="c-input"
            maxLength={FLAVOR_SEARCH_MAX}
            defaultValue={state.search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="submit" name={FLAVOR_SEARCH_BUTTON} value="1" className="c-button c-button--default">
          {t("menu.search.submit")}
        </button>
      </div>
      <fieldset className="c-option-group" {...flavorsError.invalid}>
        <legend>
          {t("pizza.flavorsLegend", { count: size.maxFlavors })}{" "}
          <span className="c-dimmed" aria-live="polite">
            {t("pizza.flavorsChosen", { count, max: size.maxFlavors })}
          </span>
        </legend>
        {flavorsError.message}
        {shown.length === 0 ? <p className="c-dimmed">{t("pizza.noFlavorFound")}</p> : null}
        {shown.map((flavor) => {
          const chosen = chosenIds.includes(flavor.id);
          return (
            <label key={flavor.id} className="c-option">
              <input
                type="checkbox"
                name="flavor"
                value={flavor.id}
                checked={chosen}
                disabled={hydrated && !chosen && count >= size.maxFlavors}
                onChange={(event) => toggleFlavor(flavor.id, event.target.checked)}
              />
              <span className="c-option__name" lang={lang}>
                {flavor.name} <span className="c-dimmed">{flavor.description}</span>
              </span>
              <span className="c-option__price">{money(flavor.prices[size.id]!)}</span>
            </label>
          );
        })}
      </fieldset>
      <p className="c-dimmed">{t(`pizza.rule.${pizza.rule}`)}</p>
    </StepForm>
  );
}
