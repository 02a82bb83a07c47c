import { useState } from "react";
import { useTranslation } from "~/lib/i18n";
import { sizeOf } from "~/lib/pizza-step";
import { StepForm } from "./StepForm";
import { usePizzaBuilder } from "./use-pizza-builder";

const lowest = (prices: Record<number, number>) => Math.min(...Object.values(prices));

/** Step 1: the size, then crust and edge (core spec §4: size and complements). */
export function SizeStep() {
  const { t } = useTranslation();
  const { pizza, state, money } = usePizzaBuilder();
  // The size checked but not sent yet: crust and edge show their price at that size at once.
  const [pendingSize, setPendingSize] = useState<number | null>(null);
  const shownSize = pendingSize ?? state.sizeId;
  const crusts = pizza.complements.filter((c) => c.kind === "CRUST");
  const edges = pizza.complements.filter((c) => c.kind === "EDGE");
  const chosenCrust = state.complementIds.find((id) => crusts.some((c) => c.id === id));
  const chosenEdge = state.complementIds.find((id) => edges.some((c) => c.id === id));
  const complementLabel = (prices: Record<number, number>) => {
    const price = prices[shownSize];
    if (price === undefined) return sizeOf(pizza, { ...state, sizeId: shownSize }) ? t("pizza.notAtSize") : t("menu.from") + " " + money(lowest(prices));
    return price > 0 ? `+ ${money(price)}` : t("menu.free");
  };
  return (
    <StepForm onChange={(event) => {
      const value = new FormData(event.currentTarget).get("size");
      if (value) setPendingSize(Number(value));
    }}>
      <fieldset className="c-option-group">
        <legend>{t("pizza.sizeLegend")}</legend>
        {pizza.sizes.map((option) => {
          const from = Math.min(...pizza.flavors.map((f) => f.prices[option.id]).filter((p): p is number => p !== undefined));
          return (
            <label key={option.id} className="c-option">
              <input type="radio" name="size" value={option.id} defaultChecked={option.id === state.sizeId} required />
              <span className="c-option__name">
                {option.name}{" "}
                <span className="c-dimmed">{t("pizza.sizeDetails", { slices: option.slices, count: option.maxFlavors })}</span>
              </span>
              {Number.isFinite(from) ? <span className="c-option__price">{t("menu.from")} {money(from)}</span> : null}
            </label>
          );
        })}
      </fieldset>
      {crusts.length > 0 ? (
        <fieldset className="c-option-group">
          <legend>{t("pizza.crustLegend")}</legend>
          {crusts.map((crust, index) => (
            <label key={crust.id} className="c-option">
              <input type="radio" name="crust" value={crust.id} defaultChecked={chosenCrust ? crust.id === chosenCrust : index === 0} />
              <span className="c-option__name">{crust.name}</span>
              <span className="c-option__price">{complementLabel(crust.prices)}</span>
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
              <span className="c-option__name">{edge.name}</span>
              <span className="c-option__price">{complementLabel(edge.prices)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </StepForm>
  );
}
