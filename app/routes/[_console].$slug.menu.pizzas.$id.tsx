import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import type { MouseEvent, ReactNode } from "react";
import type * as z from "zod";
import type { Currency, PizzaEditor } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { formatMoneyInput } from "../../contract/formats/money-input";
import { StaffField } from "~/components/console/StaffFields";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput } from "~/components/MoneyInput";
import {
  complementFormSchema,
  flavorFormSchema,
  newSizeFormSchema,
  pizzaEditorCalls,
  pizzaFormSchema,
  pizzaIntentSchema,
  pizzaRefusal,
  ruleFormSchema,
  sizeFormSchema,
  typedValues,
  type PizzaFormAnswer,
} from "~/lib/console/console-menu-pizza.server";
import { consoleHref } from "~/lib/console/console-paths";
import { MoveForms } from "~/components/console/menu/MoveForms";
import { movedTo } from "~/lib/console/menu-moves";
import { moveFormOf, movedSearch } from "~/lib/console/menu-moves.server";
import { focusParam, useFocusAfterChange } from "~/lib/console/use-menu-focus";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { firstErrors } from "~/lib/page/form-fields.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["pizza", "rule", "size", "sizeRemoved", "flavor", "complement"] as const;
const RULES = ["PROPORTIONAL", "AVERAGE", "HIGHEST"] as const;
const KINDS = ["CRUST", "EDGE", "TOPPING"] as const;

function pizzaIdOf(param: string | undefined): number {
  if (!/^[1-9]\d{0,11}$/.test(param ?? "")) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const id = pizzaIdOf(params.id);
  const result = await pizzaEditorCalls(context.api.send).read(page.slug, page.token, id);
  if (!result.ok) return page.refused(result);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get("removeSize"));
  return {
    title: page.t("console.menu.pizza.title", { name: result.data.name }),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    pizza: result.data,
    done: DONE.find((what) => what === url.searchParams.get("done")) ?? null,
    moved: movedTo(url),
    focus: focusParam(url),
    removeSize: result.data.sizes.find((size) => size.id === asked)?.id ?? null,
  };
}

/** The form's fields, as the API's refusals may name them. */
function fieldsOf(intent: string, pizza: { sizes: number; flavors: number }): string[] {
  const prices = (name: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${name}[${index}].price`);
  if (intent === "pizza") return ["category_id", "name", "description"];
  if (intent === "rule") return ["rule"];
  if (intent === "size-new") return ["name", "slices", "max_flavors", ...prices("flavor_prices", pizza.flavors)];
  if (intent.startsWith("size-")) return ["name", "slices", "max_flavors"];
  return ["name", "description", "kind", ...prices("prices", pizza.sizes)];
}

type MovedList = "sizes" | "flavors" | "complements";

/** A size, flavour or complement moved up or down: the whole new order, as the page drew it. */
async function move(
  page: Awaited<ReturnType<typeof staffPage>>,
  calls: ReturnType<typeof pizzaEditorCalls>,
  id: number,
  list: MovedList,
  form: FormData,
) {
  const moved = moveFormOf(form);
  if (!moved) throw data(null, { status: 400 });
  const row = moved.focus.replace(/-(up|down)$/, "");
  const result = await calls.order(page.slug, page.token, id, list, moved.ids);
  if (result.ok) return redirect(`${consoleHref(page.slug, `/menu/pizzas/${id}`)}?${movedSearch(moved)}#${row}`);
  if (result.status === 401 || result.status === 404) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  const { message } = pizzaRefusal(result, []);
  return data<PizzaFormAnswer>(
    { form: `move-${row}`, errors: {}, values: {}, message },
    { status: result.status >= 500 ? 503 : result.status },
  );
}

/** Complements listed by kind (crusts, edges, toppings), as the builder offers them; each kind moves within itself. */
const byKind = (complements: PizzaEditor["complements"]) =>
  KINDS.flatMap((kind) => complements.filter((complement) => complement.kind === kind));

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const id = pizzaIdOf(params.id);
  const form = await request.formData().catch(() => new FormData());
  const moving = /^move-(sizes|flavors|complements)$/.exec(String(form.get("intent") ?? ""));
  if (moving) return move(page, pizzaEditorCalls(context.api.send), id, moving[1] as MovedList, form);
  const parsed = pizzaIntentSchema.safeParse(form.get("intent"));
  if (!parsed.success) throw data(null, { status: 400 });
  const intent = parsed.data;
  const calls = pizzaEditorCalls(context.api.send);
  const currency = page.store.currency;
  const [kind = "", partText = ""] = intent.startsWith("remove-size-")
    ? ["remove-size", intent.slice("remove-size-".length)]
    : intent.split("-");
  const part = /^\d+$/.test(partText) ? Number(partText) : null;
  const refuse = (errors: Record<string, string>, message: string | null, status: number) =>
    data<PizzaFormAnswer>({ form: intent, errors, values: typedValues(form), message }, { status });

  async function send<S extends z.ZodType>(
    schema: S,
    call: (value: z.output<S>) => ReturnType<ReturnType<typeof pizzaEditorCalls>["changePizza"]>,
    done: (typeof DONE)[number],
    anchor: string,
  ) {
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") return refuse(firstErrors(submission.error), null, 400);
    const result = await call(submission.value as z.output<S>);
    if (result.ok) return redirect(`${consoleHref(page.slug, `/menu/pizzas/${id}`)}?done=${done}#${anchor}`);
    if (result.status === 401 || result.status === 404) return page.refused(result);
    if (result.status === 403) throw data(null, { status: 403 });
    const counts = {
      sizes: form.getAll("sizes_count").length ? Number(form.get("sizes_count")) : 0,
      flavors: Number(form.get("flavors_count") ?? 0),
    };
    const { errors, message } = pizzaRefusal(result, fieldsOf(intent, counts));
    return refuse(errors, message, result.status >= 500 ? 503 : result.status);
  }

  switch (kind) {
    case "pizza":
      return send(pizzaFormSchema, (value) => calls.changePizza(page.slug, page.token, id, value), "pizza", "pizza");
    case "rule":
      return send(ruleFormSchema, (value) => calls.changeRule(page.slug, page.token, value), "rule", "rule");
    case "size":
      return part === null
        ? send(
            newSizeFormSchema(currency),
            (value) => calls.createSize(page.slug, page.token, id, { ...value, complement_prices: [] }),
            "size",
            "sizes",
          )
        : send(
            sizeFormSchema,
            (value) => calls.changeSize(page.slug, page.token, id, part, value),
            "size",
            `size-${part}`,
          );
    case "remove-size":
      return send(
        ruleFormSchema.pick({}),
        () => calls.removeSize(page.slug, page.token, id, part!),
        "sizeRemoved",
        "sizes",
      );
    case "flavor":
      return send(
        flavorFormSchema(currency),
        (value) =>
          part === null
            ? calls.createFlavor(page.slug, page.token, id, value)
            : calls.changeFlavor(page.slug, page.token, id, part, value),
        "flavor",
        part === null ? "flavors" : `flavor-${part}`,
      );
    default:
      return send(
        complementFormSchema(currency),
        (value) => {
          const body = {
            ...value,
            prices: value.prices.flatMap((price) => (price.price === null ? [] : [{ ...price, price: price.price }])),
          };
          return part === null
            ? calls.createComplement(page.slug, page.token, id, body)
            : calls.changeComplement(page.slug, page.token, id, part, body);
        },
        "complement",
        part === null ? "complements" : `complement-${part}`,
      );
  }
}

export default function PizzaEditorRoute() {
  const { t } = useTranslation();
  const { slug, owner, pizza, done, moved, focus, removeSize } = useLoaderData<typeof loader>();
  useFocusAfterChange(focus);
  const answer = useAnswerHere(useActionData<PizzaFormAnswer>());
  // After a change every form starts again from what the store now has.
  const { key } = useLocation();
  const answerOf = (form: string) => (answer?.form === form ? answer : undefined);
  return (
    <div className="c-staff">
      <p>
        <Link to={consoleHref(slug, "/menu")}>{t("console.menu.pizza.back")}</Link>
      </p>
      <h1>{t("console.menu.pizza.title", { name: pizza.name })}</h1>
      <p role="status" className={done || moved ? "c-alert c-alert--info" : undefined}>
        {moved ? t("console.menuOrder.moved", moved) : done ? t(`console.menu.pizza.done.${done}`) : null}
      </p>
      {owner ? (
        <div key={key}>
          <PizzaForm pizza={pizza} answer={answerOf("pizza")} />
          <RuleForm pizza={pizza} answer={answerOf("rule")} />
          <section id="sizes" aria-labelledby="sizes-title" className="c-console-card">
            <h2 id="sizes-title">{t("console.menu.pizza.sizes.title")}</h2>
            {pizza.sizes.map((size) => (
              <SizeForm
                key={size.id}
                pizza={pizza}
                size={size}
                answer={answerOf(`size-${size.id}`) ?? answerOf(`remove-size-${size.id}`)}
                moveAnswer={answerOf(`move-size-${size.id}`)}
                askRemove={removeSize === size.id}
              />
            ))}
            <NewSizeForm pizza={pizza} answer={answerOf("size-new")} />
          </section>
          <section id="flavors" aria-labelledby="flavors-title" className="c-console-card">
            <h2 id="flavors-title">{t("console.menu.pizza.flavors.title")}</h2>
            <p className="c-dimmed">{t("console.menu.pizza.flavors.intro")}</p>
            {pizza.flavors.map((flavor) => (
              <FlavorForm
                key={flavor.id}
                pizza={pizza}
                flavor={flavor}
                answer={answerOf(`flavor-${flavor.id}`)}
                moveAnswer={answerOf(`move-flavor-${flavor.id}`)}
              />
            ))}
            <FlavorForm pizza={pizza} flavor={null} answer={answerOf("flavor-new")} />
          </section>
          <section id="complements" aria-labelledby="complements-title" className="c-console-card">
            <h2 id="complements-title">{t("console.menu.pizza.complements.title")}</h2>
            <p className="c-dimmed">{t("console.menu.pizza.complements.intro")}</p>
            {byKind(pizza.complements).map((complement) => (
              <ComplementForm
                key={complement.id}
                pizza={pizza}
                complement={complement}
                answer={answerOf(`complement-${complement.id}`)}
                moveAnswer={answerOf(`move-complement-${complement.id}`)}
              />
            ))}
            <ComplementForm pizza={pizza} complement={null} answer={answerOf("complement-new")} />
          </section>
        </div>
      ) : (
        <>
          <p>{t("console.menu.pizza.staffOnly")}</p>
          <PizzaTable pizza={pizza} />
        </>
      )}
    </div>
  );
}

/** A form's own submit: pressed again while its form is sending, it sends nothing (the focus stays on it). */
function SaveButton({ intent, children, kind }: { intent: string; children: ReactNode; kind?: "default" }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const once = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={kind ? "c-button c-button--default" : "c-button"}
      aria-disabled={busy || undefined}
      onClick={once}
    >
      {children}
    </button>
  );
}

function Refusal({ answer }: { answer: PizzaFormAnswer | undefined }) {
  const { t } = useTranslation();
  if (!answer?.message) return null;
  return (
    <p className="c-field-error" role="alert">
      {t(answer.message)}
    </p>
  );
}

const typedOr = (answer: PizzaFormAnswer | undefined, name: string, value: string) => answer?.values[name] ?? value;

const checkedOr = (answer: PizzaFormAnswer | undefined, name: string, value: boolean) =>
  answer ? answer.values[name] === "on" : value;

function Checkbox({
  id,
  name,
  label,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="c-field c-field--check">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function TextArea({
  id,
  name,
  label,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
}) {
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        className="c-input"
        rows={2}
        defaultValue={defaultValue}
        {...describedBy(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function PizzaForm({ pizza, answer }: { pizza: PizzaEditor; answer: PizzaFormAnswer | undefined }) {
  const { t } = useTranslation();
  const errors = answer?.errors ?? {};
  return (
    <section id="pizza" aria-labelledby="pizza-title" className="c-console-card">
      <h2 id="pizza-title">{t("console.menu.pizza.fields.title")}</h2>
      <Form method="post" className="c-console-form" noValidate>
        <Refusal answer={answer} />
        <StaffField
          id="pizza-name"
          name="name"
          label={t("console.menu.pizza.fields.name")}
          defaultValue={typedOr(answer, "name", pizza.name)}
          error={errors.name}
        />
        <TextArea
          id="pizza-description"
          name="description"
          label={t("console.menu.pizza.fields.description")}
          defaultValue={typedOr(answer, "description", pizza.description)}
          error={errors.description}
        />
        <div className="c-field">
          <label htmlFor="pizza-category">{t("console.menu.pizza.fields.category")}</label>
          <select
            id="pizza-category"
            name="category_id"
            className="c-input"
            defaultValue={typedOr(answer, "category_id", String(pizza.category_id))}
            {...describedBy("pizza-category-error", errors.category_id)}
          >
            {pizza.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldError id="pizza-category-error" message={errors.category_id} />
        </div>
        <Checkbox
          id="pizza-enabled"
          name="enabled"
          label={t("console.menu.pizza.fields.visible")}
          defaultChecked={checkedOr(answer, "enabled", pizza.enabled)}
        />
        <SaveButton intent="pizza">{t("console.menu.pizza.save")}</SaveButton>
      </Form>
    </section>
  );
}

function RuleForm({ pizza, answer }: { pizza: PizzaEditor; answer: PizzaFormAnswer | undefined }) {
  const { t } = useTranslation();
  const chosen = typedOr(answer, "rule", pizza.price_rule);
  return (
    <section id="rule" aria-labelledby="rule-title" className="c-console-card">
      <h2 id="rule-title">{t("console.menu.pizza.rule.title")}</h2>
      <Form method="post" className="c-console-form" noValidate>
        <Refusal answer={answer} />
        <fieldset>
          <legend>{t("console.menu.pizza.rule.legend")}</legend>
          {RULES.map((rule) => (
            <div key={rule} className="c-field c-field--check">
              <input id={`rule-${rule}`} type="radio" name="rule" value={rule} defaultChecked={chosen === rule} />
              <label htmlFor={`rule-${rule}`}>{t(`console.menu.pizza.rule.${rule}`)}</label>
            </div>
          ))}
        </fieldset>
        <SaveButton intent="rule">{t("console.menu.pizza.rule.save")}</SaveButton>
      </Form>
    </section>
  );
}

function SizeFields({
  prefix,
  answer,
  size,
}: {
  prefix: string;
  answer: PizzaFormAnswer | undefined;
  size: PizzaEditor["sizes"][number] | null;
}) {
  const { t } = useTranslation();
  const errors = answer?.errors ?? {};
  return (
    <>
      <StaffField
        id={`${prefix}-name`}
        name="name"
        label={t("console.menu.pizza.sizes.name")}
        defaultValue={typedOr(answer, "name", size?.name ?? "")}
        error={errors.name}
      />
      <StaffField
        id={`${prefix}-slices`}
        name="slices"
        label={t("console.menu.pizza.sizes.slices")}
        defaultValue={typedOr(answer, "slices", size ? String(size.slices) : "")}
        error={errors.slices}
      />
      <StaffField
        id={`${prefix}-max-flavors`}
        name="max_flavors"
        label={t("console.menu.pizza.sizes.maxFlavors")}
        defaultValue={typedOr(answer, "max_flavors", size ? String(size.max_flavors) : "")}
        error={errors.max_flavors}
      />
    </>
  );
}

function SizeForm({
  pizza,
  size,
  answer,
  moveAnswer,
  askRemove,
}: {
  pizza: PizzaEditor;
  size: PizzaEditor["sizes"][number];
  answer: PizzaFormAnswer | undefined;
  moveAnswer: PizzaFormAnswer | undefined;
  askRemove: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div id={`size-${size.id}`} className="c-console-card">
      <h3>{size.name}</h3>
      <Form method="post" className="c-console-form" noValidate>
        <Refusal answer={answer} />
        <SizeFields
          prefix={`size-${size.id}`}
          answer={answer?.form.startsWith("size-") ? answer : undefined}
          size={size}
        />
        <SaveButton intent={`size-${size.id}`}>{t("console.menu.pizza.sizes.save", { name: size.name })}</SaveButton>
      </Form>
      <RowMoves
        list="sizes"
        prefix={`size-${size.id}`}
        ids={pizza.sizes.map((row) => row.id)}
        id={size.id}
        name={size.name}
        answer={moveAnswer}
      />
      {pizza.sizes.length > 1 ? (
        askRemove ? (
          <Form method="post" className="c-console-form">
            <p role="alert">{t("console.menu.pizza.sizes.removeAsk", { name: size.name })}</p>
            <SaveButton intent={`remove-size-${size.id}`}>
              {t("console.menu.pizza.sizes.removeConfirm", { name: size.name })}
            </SaveButton>{" "}
            <Link to={`${pathname}#size-${size.id}`}>{t("console.menu.pizza.cancel")}</Link>
          </Form>
        ) : (
          <Link to={`?removeSize=${size.id}#size-${size.id}`} className="c-button c-button--default">
            {t("console.menu.pizza.sizes.remove", { name: size.name })}
          </Link>
        )
      ) : null}
    </div>
  );
}

function NewSizeForm({ pizza, answer }: { pizza: PizzaEditor; answer: PizzaFormAnswer | undefined }) {
  const { t } = useTranslation();
  const currency = pizza.currency as Currency;
  const errors = answer?.errors ?? {};
  return (
    <div className="c-console-card">
      <h3>{t("console.menu.pizza.sizes.newTitle")}</h3>
      <Form method="post" className="c-console-form" noValidate>
        <Refusal answer={answer} />
        <input type="hidden" name="flavors_count" value={pizza.flavors.length} />
        <SizeFields prefix="size-new" answer={answer} size={null} />
        {pizza.flavors.length > 0 ? (
          <fieldset>
            <legend>{t("console.menu.pizza.sizes.flavorPrices")}</legend>
            {pizza.flavors.map((flavor, index) => (
              <div key={flavor.id}>
                <input type="hidden" name={`flavor_prices[${index}].flavor_id`} value={flavor.id} />
                <MoneyInput
                  id={`size-new-flavor-${flavor.id}`}
                  name={`flavor_prices[${index}].price`}
                  label={flavor.name}
                  currency={currency}
                  defaultValue={typedOr(answer, `flavor_prices[${index}].price`, "")}
                  error={errors[`flavor_prices[${index}].price`]}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        <SaveButton intent="size-new">{t("console.menu.pizza.sizes.add")}</SaveButton>
      </Form>
    </div>
  );
}

/** One money input per size, in the sizes' order; `optional`: empty means not offered in that size. */
function PricesPerSize({
  pizza,
  prefix,
  prices,
  answer,
  optional,
}: {
  pizza: PizzaEditor;
  prefix: string;
  prices: Array<{ size_id: number; price: number | null }> | null;
  answer: PizzaFormAnswer | undefined;
  optional: boolean;
}) {
  const { t } = useTranslation();
  const currency = pizza.currency as Currency;
  const errors = answer?.errors ?? {};
  return (
    <fieldset>
      <legend>{t(optional ? "console.menu.pizza.complements.prices" : "console.menu.pizza.flavors.prices")}</legend>
      <input type="hidden" name="sizes_count" value={pizza.sizes.length} />
      {pizza.sizes.map((size, index) => {
        const stored = prices?.find((price) => price.size_id === size.id)?.price ?? null;
        return (
          <div key={size.id}>
            <input type="hidden" name={`prices[${index}].size_id`} value={size.id} />
            <MoneyInput
              id={`${prefix}-price-${size.id}`}
              name={`prices[${index}].price`}
              label={t(optional ? "console.menu.pizza.priceInOptional" : "console.menu.pizza.priceIn", {
                size: size.name,
              })}
              currency={currency}
              defaultValue={typedOr(
                answer,
                `prices[${index}].price`,
                stored === null ? "" : formatMoneyInput(currency, stored),
              )}
              error={errors[`prices[${index}].price`]}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

function FlavorForm({
  pizza,
  flavor,
  answer,
  moveAnswer,
}: {
  pizza: PizzaEditor;
  flavor: PizzaEditor["flavors"][number] | null;
  answer: PizzaFormAnswer | undefined;
  moveAnswer?: PizzaFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const prefix = flavor ? `flavor-${flavor.id}` : "flavor-new";
  const errors = answer?.errors ?? {};
  return (
    <div id={prefix} className="c-console-card">
      <h3>{flavor ? flavor.name : t("console.menu.pizza.flavors.newTitle")}</h3>
      <Form method="post" className="c-console-form" noValidate>
        <Refusal answer={answer} />
        <StaffField
          id={`${prefix}-name`}
          name="name"
          label={t("console.menu.pizza.flavors.name")}
          defaultValue={typedOr(answer, "name", flavor?.name ?? "")}
          error={errors.name}
        />
        <TextArea
          id={`${prefix}-description`}
          name="description"
          label={t("console.menu.pizza.flavors.description")}
          defaultValue={typedOr(answer, "description", flavor?.description ?? "")}
          error={errors.description}
        />
        <Checkbox
          id={`${prefix}-enabled`}
          name="enabled"
          label={t("console.menu.pizza.fields.visible")}
          defaultChecked={checkedOr(answer, "enabled", flavor?.enabled ?? true)}
        />
        <PricesPerSize pizza={pizza} prefix={prefix} prices={flavor?.prices ?? null} answer={answer} optional={false} />
        <SaveButton intent={prefix}>
          {flavor ? t("console.menu.pizza.flavors.save", { name: flavor.name }) : t("console.menu.pizza.flavors.add")}
        </SaveButton>
      </Form>
      {flavor ? (
        <RowMoves
          list="flavors"
          prefix={prefix}
          ids={pizza.flavors.map((row) => row.id)}
          id={flavor.id}
          name={flavor.name}
          answer={moveAnswer}
        />
      ) : null}
    </div>
  );
}

function ComplementForm({
  pizza,
  complement,
  answer,
  moveAnswer,
}: {
  pizza: PizzaEditor;
  complement: PizzaEditor["complements"][number] | null;
  answer: PizzaFormAnswer | undefined;
  moveAnswer?: PizzaFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const prefix = complement ? `complement-${complement.id}` : "complement-new";
  const errors = answer?.errors ?? {};
  return (
    <div id={prefix} className="c-console-card">
      <h3>{complement ? complement.name : t("console.menu.pizza.complements.newTitle")}</h3>
      <Form method="post" className="c-console-form" noValidate>
        <Refusal answer={answer} />
        <StaffField
          id={`${prefix}-name`}
          name="name"
          label={t("console.menu.pizza.complements.name")}
          defaultValue={typedOr(answer, "name", complement?.name ?? "")}
          error={errors.name}
        />
        <div className="c-field">
          <label htmlFor={`${prefix}-kind`}>{t("console.menu.pizza.complements.kind")}</label>
          <select
            id={`${prefix}-kind`}
            name="kind"
            className="c-input"
            defaultValue={typedOr(answer, "kind", complement?.kind ?? "EDGE")}
            {...describedBy(`${prefix}-kind-error`, errors.kind)}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`console.menu.pizza.complements.${kind}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${prefix}-kind-error`} message={errors.kind} />
        </div>
        <Checkbox
          id={`${prefix}-enabled`}
          name="enabled"
          label={t("console.menu.pizza.fields.visible")}
          defaultChecked={checkedOr(answer, "enabled", complement?.enabled ?? true)}
        />
        <PricesPerSize pizza={pizza} prefix={prefix} prices={complement?.prices ?? null} answer={answer} optional />
        <SaveButton intent={prefix}>
          {complement
            ? t("console.menu.pizza.complements.save", { name: complement.name })
            : t("console.menu.pizza.complements.add")}
        </SaveButton>
      </Form>
      {complement ? (
        <RowMoves
          list="complements"
          prefix={prefix}
          ids={pizza.complements.map((row) => row.id)}
          within={pizza.complements.filter((row) => row.kind === complement.kind).map((row) => row.id)}
          id={complement.id}
          name={complement.name}
          answer={moveAnswer}
        />
      ) : null}
    </div>
  );
}

/** Up and down for a size, flavour or complement, and what the API said when it refused the move. */
function RowMoves({
  list,
  prefix,
  ids,
  within,
  id,
  name,
  answer,
}: {
  list: MovedList;
  prefix: string;
  ids: number[];
  within?: number[];
  id: number;
  name: string;
  answer: PizzaFormAnswer | undefined;
}) {
  return (
    <div className="c-console-actions">
      <Refusal answer={answer} />
      <MoveForms intent={`move-${list}`} ids={ids} within={within} id={id} idPrefix={prefix} name={name} />
    </div>
  );
}

/** What staff see: the sizes, and each flavour's and complement's price per size. */
function PizzaTable({ pizza }: { pizza: PizzaEditor }) {
  const { t } = useTranslation();
  const currency = pizza.currency as Currency;
  const cell = (price: number | null) => (price === null ? "—" : formatMoney(price, currency));
  const rows = [...pizza.flavors, ...pizza.complements];
  return (
    <table className="c-table">
      <caption>{t("console.menu.pizza.flavors.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("console.menu.pizza.flavors.name")}</th>
          {pizza.sizes.map((size) => (
            <th key={size.id} scope="col">
              {t("console.menu.pizza.sizes.summary", {
                name: size.name,
                slices: size.slices,
                flavors: size.max_flavors,
              })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${"kind" in row ? "c" : "f"}${row.id}`}>
            <th scope="row">{row.name}</th>
            {pizza.sizes.map((size) => (
              <td key={size.id}>{cell(row.prices.find((price) => price.size_id === size.id)?.price ?? null)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.menu.pizza.staffOnly" }}
      back={{ path: "/menu", label: "console.menu.pizza.back" }}
    />
  );
}
