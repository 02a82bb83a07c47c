import { Form, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import { LINE_NOTES_MAX, MAX_LINE_QUANTITY } from "../../../../contract/limits";
import { useTranslation } from "~/lib/i18n/i18n";
import { useContentLang } from "~/lib/store/use-merchant";
import { flavorLines, type PizzaModal } from "~/lib/menu/pizza-step";
import { StepFooter, useFieldError } from "./StepForm";
import { usePizzaBuilder } from "./use-pizza-builder";
import { QuantityInput, QuantityStepper } from "~/components/menu/QuantityStepper";

function Row({ name, price, lang }: { name: ReactNode; price?: string | null; lang?: string }) {
  return (
    <span className="c-pizza-summary__row">
      <span lang={lang}>{name}</span>
      {price ? <span className="c-pizza-summary__price">{price}</span> : null}
    </span>
  );
}

export function ResumeStep({ size }: { size: PizzaModal["sizes"][number] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pizza, state, unit, currency, money, hydrated, setQuantity } = usePizzaBuilder();
  const [quantity, setTyped] = useState(state.quantity);
  const safeQuantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity) || 1));
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-pizza";
  const lang = useContentLang();
  const quantityError = useFieldError("quantity");
  const notesError = useFieldError("notes");
  const chosen = (kind: PizzaModal["complements"][number]["kind"]) =>
    pizza.complements.filter(
      (c) => c.kind === kind && c.prices[size.id] !== undefined && state.complementIds.includes(c.id),
    );
  const hasEdges = pizza.complements.some((c) => c.kind === "EDGE" && c.prices[size.id] !== undefined);
  const added = (complement: PizzaModal["complements"][number]) => {
    const price = complement.prices[size.id]!;
    return price > 0 ? `+ ${money(price)}` : null;
  };
  const change = (typed: number) => {
    setTyped(typed);
    setQuantity(String(typed));
  };
  return (
    <Form
      method="post"
      preventScrollReset
      className="c-item-form"
      onSubmit={(event) => {
        // Not `disabled` while sending (a disabled button drops the keyboard focus): a second press waits.
        if (adding) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="add-pizza" />
      <dl className="c-pizza-summary">
        <dt>{t("pizza.summary.size")}</dt>
        <dd>
          <Row name={size.name} lang={lang} />
        </dd>
        {chosen("CRUST").map((crust) => (
          <Entry key={crust.id} label={t("pizza.summary.crust")}>
            <Row name={crust.name} price={added(crust)} lang={lang} />
          </Entry>
        ))}
        {hasEdges ? (
          <Entry label={t("pizza.summary.edge")}>
            {chosen("EDGE").map((edge) => (
              <Row key={edge.id} name={edge.name} price={added(edge)} lang={lang} />
            ))}
            {chosen("EDGE").length === 0 ? <Row name={t("pizza.noEdge")} /> : null}
          </Entry>
        ) : null}
        <Entry label={t("pizza.summary.flavors")}>
          {flavorLines(pizza, state, currency).map((line) => (
            <Row
              key={line.id}
              name={line.of > 1 ? `${line.parts}/${line.of} ${line.name}` : line.name}
              price={line.amount > 0 ? money(line.amount) : null}
              lang={lang}
            />
          ))}
        </Entry>
        {chosen("TOPPING").length > 0 ? (
          <Entry label={t("pizza.summary.toppings")}>
            {chosen("TOPPING").map((topping) => (
              <Row key={topping.id} name={topping.name} price={added(topping)} lang={lang} />
            ))}
          </Entry>
        ) : null}
      </dl>
      <p className="c-alert c-alert--info">{t(`pizza.rule.${pizza.rule}`)}</p>
      <div className="c-field">
        <label htmlFor={`pizza-${pizza.id}-notes`}>{t("pizza.notes")}</label>
        <textarea
          id={`pizza-${pizza.id}-notes`}
          name="notes"
          className="c-input c-textarea"
          maxLength={LINE_NOTES_MAX}
          rows={2}
          defaultValue={state.notes}
          {...notesError.invalid}
        />
        {notesError.message}
      </div>
      {quantityError.message}
      <StepFooter>
        <QuantityStepper quantity={safeQuantity} hydrated={hydrated} onChange={change}>
          <QuantityInput value={quantity} onChange={change} {...quantityError.invalid} />
        </QuantityStepper>
        <button
          type="submit"
          className="c-button c-item-form__add"
          disabled={!pizza.available}
          aria-disabled={adding || undefined}
        >
          {pizza.available && unit !== null
            ? t("item.add", { total: money(unit * safeQuantity) })
            : t("menu.unavailable")}
        </button>
      </StepFooter>
    </Form>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
