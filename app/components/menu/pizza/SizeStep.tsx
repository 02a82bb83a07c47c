import { useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import { sizeOf } from "~/lib/menu/pizza-step";
import { useContentLang } from "~/lib/store/use-merchant";
import { StepForm, useFieldError } from "./StepForm";
import { usePizzaBuilder } from "./use-pizza-builder";

const lowest = (prices: Record<number, number>) => Math.min(...Object.values(prices));

export function SizeStep() {
  const { t } = useTranslation();
  const { pizza, state, money } = usePizzaBuilder();
  const lang = useContentLang();
  // Crust and edge show their price at the checked size before it is sent.
  const [pendingSize, setPendingSize] = useState<number | null>(null);
  const shownSize = pendingSize ?? state.sizeId;
  const crusts = pizza.complements.filter((c) => c.kind === "CRUST");
  const edges = pizza.complements.filter((c) => c.kind === "EDGE");
  const chosenCrust = state.complementIds.find((id) => crusts.some((c) => c.id === id));
  const chosenEdge = state.complementIds.find((id) => edges.some((c) => c.id === id));
  const sizeError = useFieldError("size");
  // A free crust says nothing; a free edge says "free", since an edge usually costs.
  const from = (amount: number) => (
    <>
      <span>{t("menu.from")}</span> <span>{money(amount)}</span>
    </>
  );
  const complementLabel = (prices: Record<number, number>, free: string | null): ReactNode => {
    const price = prices[shownSize];
    if (price === undefined) {
      if (sizeOf(pizza, { ...state, sizeId: shownSize })) return t("pizza.notAtSize");
      const lowestPrice = lowest(prices);
      return lowestPrice > 0 ? from(lowestPrice) : null;
    }
    return price > 0 ? `+ ${money(price)}` : free;
  };
  const priceOf = (label: ReactNode) => (label ? <span className="c-option__price">{label}</span> : null);
  return (
    <StepForm
      onFormChange={(form) => {
        const value = new FormData(form).get("size");
        if (value) setPendingSize(Number(value));
      }}
    >
      <fieldset className="c-option-group" {...sizeError.invalid}>
        <legend>{t("pizza.sizeLegend")}</legend>
        {sizeError.message}
        {pizza.sizes.map((option) => {
          const cheapest = Math.min(
            ...pizza.flavors.map((f) => f.prices[option.id]).filter((p): p is number => p !== undefined),
          );
          return (
            <label key={option.id} className="c-option">
              <input type="radio" name="size" value={option.id} defaultChecked={option.id === state.sizeId} required />
              <span className="c-option__name">
                <span lang={lang}>{option.name}</span>{" "}
                <span className="c-dimmed">
                  {t("pizza.sizeDetails", { slices: option.slices, count: option.maxFlavors })}
                </span>
              </span>
              {Number.isFinite(cheapest) ? <span className="c-option__price">{from(cheapest)}</span> : null}
            </label>
          );
        })}
      </fieldset>
      {crusts.length > 0 ? (
        <fieldset className="c-option-group">
          <legend>{t("pizza.crustLegend")}</legend>
          {crusts.map((crust, index) => (
            <label key={crust.id} className="c-option">
              <input
                type="radio"
                name="crust"
                value={crust.id}
                defaultChecked={chosenCrust ? crust.id === chosenCrust : index === 0}
              />
              <span className="c-option__name" lang={lang}>
                {crust.name}
              </span>
              {priceOf(complementLabel(crust.prices, null))}
            </label>
          ))}
        </fieldset>
      ) : null}
      {edges.length > 0 ? (
        <fieldset className="c-option-group">
          <legend>{t("pizza.edgeLegend")}</legend>
          <label className="c-option">
            <input type="radio" name="edge" value="" defaultChecked={!chosenEdge} />
            <span className="c-option__name">{t("pizza.noEdge")}</span>
          </label>
          {edges.map((edge) => (
            <label key={edge.id} className="c-option">
              <input type="radio" name="edge" value={edge.id} defaultChecked={edge.id === chosenEdge} />
              <span className="c-option__name" lang={lang}>
                {edge.name}
              </span>
              {priceOf(complementLabel(edge.prices, t("menu.free")))}
            </label>
          ))}
        </fieldset>
      ) : null}
    </StepForm>
  );
}
