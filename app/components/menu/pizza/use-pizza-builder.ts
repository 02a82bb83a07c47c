import { useLocation, useNavigate } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, useState, type FormEvent } from "react";
import { proxy, useSnapshot } from "valtio";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import { displayLocale, formatMoney } from "../../../../contract/formats/money";
import { MAX_LINE_QUANTITY } from "../../../../contract/limits";
import { useTranslation } from "~/lib/i18n/i18n";
import { pizzaStateFromParams, pizzaStateToParams, type PizzaBuilderState } from "~/lib/menu/pizza-builder";
import {
  applyPizzaStep,
  pizzaUnitPrice,
  reachableStep,
  runningPrice,
  sizeOf,
  type PizzaErrorField,
  type PizzaModal,
} from "~/lib/menu/pizza-step";
import { useMerchant } from "~/lib/store/use-merchant";

export interface PizzaFormError {
  error: string;
  /** None for a refusal of the whole pizza. */
  field?: PizzaErrorField;
  values?: Record<string, number>;
  draft?: PizzaBuilderState;
}

interface PizzaBuilderStore {
  state: PizzaBuilderState;
  error: PizzaFormError | null;
  /** Ticked but not sent yet: the running price follows it. */
  preview: PizzaBuilderState | null;
}

/** Written only by effects and handlers, never while rendering (so never on the server); the URL follows it. */
export function usePizzaBuilderStore(pizza: PizzaModal, serverError: PizzaFormError | null) {
  const { i18n } = useTranslation();
  const merchant = useMerchant();
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef<PizzaBuilderStore>();
  // A refused step starts from the server's draft: those choices are not in the URL yet.
  ref.current ??= proxy<PizzaBuilderStore>({
    state: serverError?.draft ?? pizzaStateFromParams(new URLSearchParams(location.search)),
    error: serverError,
    preview: null,
  });
  const store = ref.current;
  const snap = useSnapshot(store);
  const state = snap.state as PizzaBuilderState;
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);
  // Back and forward: the URL is the truth (not on mount, which may show a refused step's choices).
  const search = useRef(location.search);
  useEffect(() => {
    if (search.current === location.search) return;
    search.current = location.search;
    store.state = pizzaStateFromParams(new URLSearchParams(location.search));
    store.preview = null;
    store.error = null;
  }, [location.search, store]);
  useEffect(() => {
    store.error = serverError;
  }, [serverError, store]);

  const currency = merchant?.currency ?? "BRL";
  const size = sizeOf(pizza, state);
  const hrefFor = (next: PizzaBuilderState) => `?${pizzaStateToParams(next, new URLSearchParams(location.search))}`;

  function onStep(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name) form.append(submitter.name, submitter.value);
    const from = reachableStep(pizza, store.state);
    const result = applyPizzaStep(pizza, store.state, form);
    if (!result.ok) {
      store.error = { error: result.error, field: result.field, values: result.values };
      return;
    }
    store.error = null;
    store.preview = null;
    store.state = result.state;
    if (result.state.step === from) {
      navigate(hrefFor(result.state), { replace: true, preventScrollReset: true });
      return;
    }
    // The page being left keeps its choices, so the browser's back button finds them (its URL was written before).
    window.history.replaceState(window.history.state, "", hrefFor({ ...result.state, step: from, search: "" }));
    navigate(hrefFor(result.state), { preventScrollReset: true });
  }

  const priced = (snap.preview as PizzaBuilderState | null) ?? state;
  return {
    pizza,
    state,
    error: snap.error,
    step: reachableStep(pizza, state),
    size,
    currency,
    unit: size ? pizzaUnitPrice(pizza, state, currency) : null,
    running: runningPrice(pizza, priced, currency),
    hydrated,
    money: (minor: number) => formatMoney(minor, currency, displayLocale(i18n.language, merchant?.country ?? "BRA")),
    hrefFor,
    onStep: hydrated ? onStep : undefined,
    onPreview(form: HTMLFormElement) {
      const result = applyPizzaStep(pizza, store.state, new FormData(form));
      store.preview = result.ok ? result.state : null;
    },
    setSearch(text: string) {
      store.state.search = text.slice(0, 60);
    },
    toggleFlavor(id: number, chosen: boolean) {
      const { flavors } = store.state;
      store.state = {
        ...store.state,
        flavors: chosen ? [...flavors, { id, count: 1 }] : flavors.filter((f) => f.id !== id),
      };
    },
    setQuantity(typed: string) {
      store.state.quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(typed) || 1));
    },
  };
}

export type PizzaBuilder = ReturnType<typeof usePizzaBuilderStore>;

// No default: the steps render only inside PizzaDialog, which provides the builder.
export const PizzaBuilderContext = createContext<PizzaBuilder>(null!);

export const usePizzaBuilder = () => useContext(PizzaBuilderContext);
