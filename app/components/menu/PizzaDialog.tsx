import { Form, Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { proxy, useSnapshot } from "valtio";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import { displayLocale, formatMoney } from "../../../contract/formats/money";
import { MAX_LINE_QUANTITY } from "../../../contract/limits";
import { PIZZA_STEPS } from "../../../contract/pizza";
import { Dialog } from "~/components/Dialog";
import { useTranslation } from "~/lib/i18n";
import { normalizeSearchText } from "~/lib/menu";
import { flavorParts, pizzaStateFromParams, pizzaStateToParams, type PizzaBuilderState } from "~/lib/pizza-builder";
import { applyPizzaStep, complementsAt, pizzaUnitPrice, reachableStep, sizeOf, type PizzaModal } from "~/lib/pizza-step";
import { useMerchant } from "~/lib/use-merchant";

const STEP_KEYS = ["size", "flavors", "complements", "resume"] as const;

/** A refusal the server sent back: a locale key, its values, and the choices to show again. */
export interface PizzaFormError {
  error: string;
  values?: Record<string, number>;
  draft?: PizzaBuilderState;
}

/**
 * The pizza builder (core spec §2, §4): four steps in the `menuPizza` modal, each a fieldset of
 * real radio and checkbox inputs. Without JavaScript each step posts and the server answers
 * with the next one; with it a valtio store (one per builder) moves between steps at once and
 * keeps the URL in step, so back and reload keep every choice either way.
 */
export function PizzaDialog({ pizza, closeHref, serverError }: { pizza: PizzaModal; closeHref: string; serverError: PizzaFormError | null }) {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const store = useRef(
    proxy<{ state: PizzaBuilderState; error: PizzaFormError | null }>({
      state: serverError?.draft ?? pizzaStateFromParams(new URLSearchParams(location.search)),
      error: serverError,
    }),
  ).current;
  const snap = useSnapshot(store);
  const state = snap.state as PizzaBuilderState;
  const [hydrated, setHydrated] = useState(false);
  const [pendingSize, setPendingSize] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => setHydrated(true), []);
  // Back and forward: the URL is the truth, the store follows it (not on mount, which may show a
  // refused step's choices that are not in the URL yet).
  const search = useRef(location.search);
  useEffect(() => {
    if (search.current === location.search) return;
    search.current = location.search;
    store.state = pizzaStateFromParams(new URLSearchParams(location.search));
  }, [location.search, store]);
  useEffect(() => {
    store.error = serverError;
  }, [serverError, store]);

  const step = reachableStep(pizza, state);
  // Focus moves to the step heading on each step (not on opening: the dialog title has it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const currency = merchant?.currency ?? "BRL";
  const money = (minor: number) => formatMoney(minor, currency, displayLocale(i18n.language, merchant?.country ?? "BRA"));
  const size = sizeOf(pizza, state);
  const hrefFor = (next: PizzaBuilderState) => `?${pizzaStateToParams(next, new URLSearchParams(location.search))}`;
  const titleId = `pizza-${pizza.id}-title`;
  const stepTitleId = `pizza-${pizza.id}-step`;
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-pizza";

  /** With JavaScript, a step is applied here and the URL follows; without, the form posts. */
  function onStep(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = applyPizzaStep(pizza, store.state, new FormData(event.currentTarget));
    if (!result.ok) {
      store.error = { error: result.error, values: result.values };
      return;
    }
    store.error = null;
    store.state = result.state;
    navigate(hrefFor(result.state), { preventScrollReset: true });
  }

  const unit = size ? pizzaUnitPrice(pizza, state, currency) : null;
  const lowest = (prices: Record<number, number>) => Math.min(...Object.values(prices));
  const error = snap.error;
  const errorBlock = error ? (
    <p role="alert" className="c-alert c-alert--error">
      {t(error.error, error.values)}
    </p>
  ) : null;
  const back =
    step > 1 ? (
      <Link className="c-button c-button--default" to={hrefFor({ ...state, step: step - 1 })} preventScrollReset>
        {t("pizza.back")}
      </Link>
    ) : null;
  /** Steps 1 to 3 end alike: back (from step 2) and next. */
  const nextFooter = (
    <div className="c-item-form__footer">
      {back}
      <button type="submit" className="c-button c-item-form__add">
        {t("pizza.next")}
      </button>
    </div>
  );
  const flavorFraction = (count: number) => (flavorParts(state) > 1 ? `${count}/${flavorParts(state)} ` : "");

  let body;
  if (step === 1) {
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
    body = (
      <Form method="post" preventScrollReset onSubmit={hydrated ? onStep : undefined} onChange={(event) => {
        const value = new FormData(event.currentTarget).get("size");
        if (value) setPendingSize(Number(value));
      }}>
        <input type="hidden" name="intent" value="pizza-step" />
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
        {errorBlock}
        {nextFooter}
      </Form>
    );
  } else if (step === 2 && size) {
    const term = normalizeSearchText(state.search);
    const chosenIds = state.flavors.map((flavor) => flavor.id);
    const available = pizza.flavors.filter((flavor) => flavor.prices[size.id] !== undefined);
    const shown = term ? available.filter((flavor) => chosenIds.includes(flavor.id) || normalizeSearchText(`${flavor.name} ${flavor.description}`).includes(term)) : available;
    const count = flavorParts(state);
    const searchParams = new URLSearchParams(location.search);
    searchParams.delete("flavorSearch");
    body = (
      <>
        <form method="get" role="search" className="c-search" onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
        }}>
          {[...searchParams.entries()].map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <div className="c-field c-search__field">
            <label htmlFor="flavor-search">{t("pizza.searchLabel")}</label>
            <input
              id="flavor-search"
              name="flavorSearch"
              type="search"
              className="c-input"
              defaultValue={state.search}
              onChange={(event) => {
                store.state.search = event.target.value.slice(0, 60);
              }}
            />
          </div>
          <button type="submit" className="c-button c-button--default">
            {t("menu.search.submit")}
          </button>
        </form>
        <Form method="post" preventScrollReset onSubmit={hydrated ? onStep : undefined}>
          <input type="hidden" name="intent" value="pizza-step" />
          <fieldset className="c-option-group">
            <legend>
              {t("pizza.flavorsLegend", { count: size.maxFlavors })}{" "}
              <span className="c-dimmed" aria-live="polite">
                {t("pizza.flavorsChosen", { count, max: size.maxFlavors })}
              </span>
            </legend>
            {shown.length === 0 ? <p className="c-dimmed">{t("pizza.noFlavorFound")}</p> : null}
            {shown.map((flavor) => {
              const chosen = state.flavors.find((f) => f.id === flavor.id);
              return (
                <label key={flavor.id} className="c-option">
                  <input
                    type="checkbox"
                    name="flavor"
                    value={flavor.id}
                    checked={!!chosen}
                    disabled={hydrated && !chosen && count >= size.maxFlavors}
                    onChange={(event) => {
                      store.state = {
                        ...store.state,
                        flavors: event.target.checked
                          ? [...store.state.flavors, { id: flavor.id, count: 1 }]
                          : store.state.flavors.filter((f) => f.id !== flavor.id),
                      };
                    }}
                  />
                  <span className="c-option__name">
                    {flavor.name} <span className="c-dimmed">{flavor.description}</span>
                  </span>
                  <span className="c-option__price">{money(flavor.prices[size.id]!)}</span>
                </label>
              );
            })}
          </fieldset>
          <p className="c-dimmed">{t(`pizza.rule.${pizza.rule}`)}</p>
          {errorBlock}
          {nextFooter}
        </Form>
      </>
    );
  } else if (step === 3 && size) {
    const toppings = complementsAt(pizza, size.id, "TOPPING");
    body = (
      <Form method="post" preventScrollReset onSubmit={hydrated ? onStep : undefined}>
        <input type="hidden" name="intent" value="pizza-step" />
        <fieldset className="c-option-group">
          <legend>{t("pizza.toppingsLegend")}</legend>
          {toppings.length === 0 ? <p className="c-dimmed">{t("pizza.noToppings")}</p> : null}
          {toppings.map((topping) => (
            <label key={topping.id} className="c-option">
              <input type="checkbox" name="topping" value={topping.id} defaultChecked={state.complementIds.includes(topping.id)} />
              <span className="c-option__name">{topping.name}</span>
              <span className="c-option__price">{topping.prices[size.id]! > 0 ? `+ ${money(topping.prices[size.id]!)}` : t("menu.free")}</span>
            </label>
          ))}
        </fieldset>
        {errorBlock}
        {nextFooter}
      </Form>
    );
  } else if (size) {
    const complements = pizza.complements.filter((c) => state.complementIds.includes(c.id));
    body = (
      <Form method="post" preventScrollReset className="c-item-form">
        <input type="hidden" name="intent" value="add-pizza" />
        <dl className="c-summary">
          <dt>{t("pizza.sizeLegend")}</dt>
          <dd>{size.name}</dd>
          <dt>{t("pizza.flavorsTitle")}</dt>
          <dd>
            {state.flavors
              .map((chosen) => `${flavorFraction(chosen.count)}${pizza.flavors.find((f) => f.id === chosen.id)?.name ?? ""}`)
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
        {errorBlock}
        <div className="c-item-form__footer">
          {back}
          <input
            className="c-input c-quantity__input"
            type="number"
            name="quantity"
            min={1}
            max={MAX_LINE_QUANTITY}
            aria-label={t("item.quantity")}
            defaultValue={state.quantity}
            onChange={(event) => {
              store.state.quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(event.target.value) || 1));
            }}
          />
          <button type="submit" className="c-button c-item-form__add" disabled={!pizza.available || adding}>
            {pizza.available && unit !== null ? t("item.add", { total: money(unit * state.quantity) }) : t("menu.unavailable")}
          </button>
        </div>
      </Form>
    );
  }

  return (
    <Dialog titleId={titleId} closeHref={closeHref} className="c-item-dialog">
      <h2 id={titleId} tabIndex={-1} className="c-dialog__title">
        {pizza.name}
      </h2>
      <p className="c-steps" aria-live="polite">
        {t("pizza.progress", { step, total: PIZZA_STEPS })}
        {unit !== null ? ` · ${money(unit)}` : ""}
      </p>
      <ol className="c-stepper" aria-hidden="true">
        {STEP_KEYS.map((key, index) => (
          <li key={key} data-current={index + 1 === step ? "" : undefined} data-done={index + 1 < step ? "" : undefined}>
            {t(`pizza.steps.${key}`)}
          </li>
        ))}
      </ol>
      <h3 id={stepTitleId} ref={headingRef} tabIndex={-1} className="c-step-title">
        {t(`pizza.steps.${STEP_KEYS[step - 1]}`)}
      </h3>
      {body}
    </Dialog>
  );
}
