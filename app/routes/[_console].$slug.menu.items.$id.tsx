import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { useEffect, useState } from "react";
import type { Currency } from "../../contract";
import { formatMoneyInput } from "../../contract/formats/money-input";
import { ErrorSummary, problemsIn, type SummaryField } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput } from "~/components/MoneyInput";
import { MenuErrorBoundary } from "~/components/console/menu/MenuErrorBoundary";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { menuEditorCalls } from "~/lib/console/console-menu-api.server";
import {
  requestKeyOf,
  createdId,
  findItem,
  groupKeySchema,
  groupFormField,
  groupFormSchema,
  itemFormField,
  itemFormSchema,
  MENU_FORM_BOUNDS,
  refusedMenuForm,
  requireOwner,
} from "~/lib/console/console-menu.server";
import { ITEM_DONE, typed, type MenuFormAnswer } from "~/lib/console/console-menu";
import { consoleHref } from "~/lib/console/console-paths";
import { focusParam, useFocusAfterChange } from "~/lib/console/use-menu-focus";
import { MoveForms } from "~/components/console/menu/MoveForms";
import { movedTo } from "~/lib/console/menu-moves";
import { moveFormOf, movedSearch } from "~/lib/console/menu-moves.server";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation, type Translate } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** A new group's form starts with this many empty options; an existing group's with one more than it has. */
const NEW_GROUP_ROWS = 2;

function itemIdOf(param: string | undefined): number | "new" {
  if (param === "new") return "new";
  if (!/^\d{1,12}$/.test(param ?? "")) throw data(null, { status: 404 });
  return Number(param);
}

async function ownerRead(args: LoaderFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  requireOwner(page);
  const id = itemIdOf(args.params.id);
  const calls = menuEditorCalls(args.context.api.send);
  const result = await calls.read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const found = id === "new" ? null : findItem(result.data, id);
  if (found === null && id !== "new") throw data(null, { status: 404 });
  return { page, id, calls, menu: result.data, item: found?.item ?? null };
}

export async function loader(args: LoaderFunctionArgs) {
  const { page, menu, item } = await ownerRead(args);
  const currency = menu.currency as Currency;
  const input = (minor: number | null) => (minor === null ? "" : formatMoneyInput(currency, minor));
  const url = new URL(args.request.url);
  const asked = Number(url.searchParams.get("deleteGroup"));
  const wanted = Number(url.searchParams.get("category"));
  const done = ITEM_DONE.find((what) => what === url.searchParams.get("done")) ?? null;
  return {
    // A new key each time the forms are drawn: a create form sent twice (a double tap without JavaScript) creates once.
    requestKey: crypto.randomUUID(),
    focus: focusParam(url),
    moved: movedTo(url),
    title: item ? page.t("console.menu.item.editTitle", { name: item.name }) : page.t("console.menu.item.newTitle"),
    name: item?.name ?? "",
    slug: page.slug,
    bounds: MENU_FORM_BOUNDS,
    currency,
    done,
    version: menu.version,
    categories: menu.categories.map((category) => ({
      id: category.id,
      name: category.name,
      redeemable: category.redeemable,
    })),
    item: item
      ? {
          id: item.id,
          category_id: String(item.category_id),
          name: item.name,
          description: item.description,
          price: input(item.original_price ?? item.price),
          promotional_price: item.original_price === null ? "" : input(item.price),
          tags: item.tags.join(", "),
          serves: item.serves === null ? "" : String(item.serves),
          points_price: item.points_price === null ? "" : String(item.points_price),
          enabled: item.enabled,
        }
      : {
          id: null,
          category_id: menu.categories.some((category) => category.id === wanted) ? String(wanted) : "",
          name: "",
          description: "",
          price: "",
          promotional_price: "",
          tags: "",
          serves: "",
          points_price: "",
          enabled: true,
        },
    groups: (item?.option_groups ?? []).map((group) => ({
      id: group.id,
      name: group.name,
      min: group.min,
      max: group.max,
      options: group.options.map((option) => ({
        id: String(option.id),
        name: option.name,
        price: option.price === 0 ? "" : input(option.price),
        enabled: option.enabled,
      })),
    })),
    deleteAsked: item?.option_groups.some((group) => group.id === asked) ? asked : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { page, id, calls, menu, item } = await ownerRead(args);
  const currency = menu.currency as Currency;
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const here = (done: string, hash = "item-status") =>
    redirect(`${consoleHref(page.slug, `/menu/items/${item?.id ?? id}`)}?done=${done}#${hash}`);

  if (intent === "item") {
    const submission = parseWithZod(form, { schema: itemFormSchema(currency) });
    const values = (submission.payload ?? {}) as Record<string, unknown>;
    if (submission.status !== "success")
      return data<MenuFormAnswer>(
        { form: "item", errors: normalized(firstErrors(submission.error)), values, message: null },
        { status: 400 },
      );
    const request = submission.value;
    const result = item
      ? await calls.updateItem(page.slug, page.token, item.id, request)
      : await calls.createItem(page.slug, page.token, { ...request, request_key: requestKeyOf(form) });
    if (!result.ok)
      return refusedMenuForm(page, result, { form: "item", values }, (field, message) =>
        ITEM_FIELDS.includes(field.replace(/\[\d+\]$/, ""))
          ? itemFormField(field, message, request.original_price !== null)
          : null,
      );
    if (item) {
      const search = new URLSearchParams({ done: "itemSaved", subject: `item-${item.id}` });
      return redirect(`${consoleHref(page.slug, "/menu")}?${search}#item-${item.id}`);
    }
    const created = await createdId(calls, page, result.data, "item", request.name);
    return created === null
      ? redirect(`${consoleHref(page.slug, "/menu")}?done=itemSaved`)
      : redirect(`${consoleHref(page.slug, `/menu/items/${created}`)}?done=created#item-status`);
  }
  // Everything below is an existing dish's option groups.
  if (!item) throw data(null, { status: 400 });
  const key = groupKeySchema.safeParse(form.get("group"));
  if (!key.success || (key.data !== "new" && !item.option_groups.some((group) => group.id === key.data)))
    throw data(null, { status: 400 });
  const which = `group-${key.data}`;

  if (intent === "group" || intent === "group-more") {
    const submission = parseWithZod(form, { schema: groupFormSchema(currency) });
    const values = (submission.payload ?? {}) as Record<string, unknown>;
    const shown = Array.isArray(values.options) ? values.options.length : 0;
    if (intent === "group-more")
      return data<MenuFormAnswer>({
        form: which,
        errors: {},
        values,
        message: null,
        rows: Math.min(shown + 1, MENU_FORM_BOUNDS.options),
      });
    if (submission.status !== "success")
      return data<MenuFormAnswer>(
        { form: which, errors: firstErrors(submission.error), values, message: null, rows: shown },
        { status: 400 },
      );
    const { rows, ...group } = submission.value;
    const result =
      key.data === "new"
        ? await calls.createGroup(page.slug, page.token, item.id, { ...group, request_key: requestKeyOf(form) })
        : await calls.updateGroup(page.slug, page.token, key.data, group);
    if (!result.ok)
      return refusedMenuForm(page, result, { form: which, values, rows: shown }, (field) =>
        ["name", "min", "max", "options"].includes(field.replace(/\[.*$/, "")) ? groupFormField(field, rows) : null,
      );
    return here("groupSaved", key.data === "new" ? "groups-title" : which);
  }
  if (key.data === "new") throw data(null, { status: 400 });
  if (intent === "group-delete") {
    const result = await calls.deleteGroup(page.slug, page.token, key.data);
    if (!result.ok) return refusedMenuForm(page, result, { form: which, values: {} }, () => null);
    return here("groupDeleted", "groups-title");
  }
  if (intent === "option-move") {
    const moved = moveFormOf(form);
    if (!moved) throw data(null, { status: 400 });
    const result = await calls.orderOptions(page.slug, page.token, key.data, moved.ids);
    if (!result.ok) return refusedMenuForm(page, result, { form: `${which}-order`, values: {} }, () => null);
    const row = moved.focus.replace(/-(up|down)$/, "");
    return redirect(`${consoleHref(page.slug, `/menu/items/${item.id}`)}?${movedSearch(moved)}#${row}`);
  }
  if (intent === "group-up" || intent === "group-down") {
    const ids = item.option_groups.map((group) => group.id);
    const index = ids.indexOf(key.data);
    const other = index + (intent === "group-up" ? -1 : 1);
    if (other < 0 || other >= ids.length) return here("groupMoved", which);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    const result = await calls.orderGroups(page.slug, page.token, item.id, ids);
    if (!result.ok) return refusedMenuForm(page, result, { form: which, values: {} }, () => null);
    return redirect(
      `${consoleHref(page.slug, `/menu/items/${item.id}`)}?done=groupMoved&focus=${which}-${intent.slice(6)}#${which}`,
    );
  }
  throw data(null, { status: 400 });
}

const ITEM_FIELDS = ["category_id", "name", "description", "price", "original_price", "tags", "serves", "points_price"];

/** A tag's own error ("tags[2]") is shown on the tags' field. */
const normalized = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/\[\d+\]$/, ""), message]));

type Loaded = Awaited<ReturnType<typeof loader>>;

export default function ItemRoute() {
  const { t } = useTranslation();
  const { name, slug, currency, done, moved, focus, categories, item, groups, deleteAsked, version } =
    useLoaderData<typeof loader>();
  useFocusAfterChange(focus);
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  const itemAnswer = answer?.form === "item" ? answer : undefined;
  const groupAnswer = answer?.form.startsWith("group-") ? answer : undefined;
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/menu")}>{t("console.menu.back")}</Link>
      </p>
      <h1>{item.id === null ? t("console.menu.item.newTitle") : t("console.menu.item.editTitle", { name })}</h1>
      <p id="item-status" role="status" tabIndex={-1} className={done || moved ? "c-alert c-alert--info" : undefined}>
        {moved ? t("console.menuOrder.moved", moved) : done ? t(`console.menu.item.done.${done}`) : null}
      </p>
      <ItemForm currency={currency} categories={categories} item={item} answer={itemAnswer} />
      {item.id !== null ? (
        <p>
          <Link to={consoleHref(slug, `/menu/items/${item.id}/photo`)}>{t("console.menu.item.photoLink")}</Link>
        </p>
      ) : null}
      {item.id !== null ? (
        <section aria-labelledby="groups-title">
          <h2 id="groups-title" tabIndex={-1}>
            {t("console.menu.group.title")}
          </h2>
          <p className="c-dimmed">{t("console.menu.group.intro")}</p>
          {groups.map((group, index) => (
            // Keyed by the menu's version: after a change every form shows what was saved, not what was typed
            // (the new group's form empty again, a removed option's row gone).
            <GroupForm
              key={`${group.id}-${version}`}
              slug={slug}
              itemId={item.id}
              group={group}
              first={index === 0}
              last={index === groups.length - 1}
              deleteAsked={deleteAsked === group.id}
              answer={groupAnswer?.form === `group-${group.id}` ? groupAnswer : undefined}
              orderAnswer={groupAnswer?.form === `group-${group.id}-order` ? groupAnswer : undefined}
            />
          ))}
          <GroupForm
            key={`new-${version}`}
            slug={slug}
            itemId={item.id}
            group={null}
            first
            last
            deleteAsked={false}
            answer={groupAnswer?.form === "group-new" ? groupAnswer : undefined}
          />
        </section>
      ) : (
        <p className="c-dimmed">{t("console.menu.group.afterCreate")}</p>
      )}
    </div>
  );
}

function itemSummary(t: Translate): SummaryField[] {
  const field = (name: string, label: string) => ({
    name,
    target: `item-${name.replace(/_/g, "-")}`,
    label: t(`console.menu.item.${label}`),
  });
  return [
    field("category_id", "category"),
    field("name", "name"),
    field("description", "description"),
    field("price", "price"),
    field("promotional_price", "promotionalPrice"),
    field("tags", "tags"),
    field("serves", "serves"),
    field("points_price", "pointsPrice"),
  ];
}

function ItemForm({
  currency,
  categories,
  item,
  answer,
}: {
  currency: Currency;
  categories: Loaded["categories"];
  item: Loaded["item"];
  answer: MenuFormAnswer | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { bounds, requestKey } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const value = (name: keyof typeof item) => typed(values, name, String(item[name] ?? ""));
  const problems = problemsIn(errors, itemSummary(t), t);
  // The points price is for dishes of a redeemable category: with the script, shown only for those (or
  // when refused); without it, always, and the API's refusal is said beside it.
  const [categoryId, setCategoryId] = useState(value("category_id"));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const redeemable = categories.some((category) => String(category.id) === categoryId && category.redeemable);
  const showPoints = !hydrated || redeemable || errors.points_price !== undefined;
  return (
    <section aria-labelledby="item-form-title">
      <h2 id="item-form-title" className="c-visually-hidden">
        {t("console.menu.item.formTitle")}
      </h2>
      <ErrorSummary id="item-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="item" />
        {item.id === null ? <input type="hidden" name="request_key" value={requestKey} /> : null}
        <div className="c-field">
          <label htmlFor="item-category-id">{t("console.menu.item.category")}</label>
          <select
            id="item-category-id"
            name="category_id"
            className="c-input"
            required
            defaultValue={value("category_id")}
            onChange={(event) => setCategoryId(event.currentTarget.value)}
            {...describedBy("item-category-id-error", errors.category_id)}
          >
            <option value="">{t("console.menu.item.categoryChoose")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldError id="item-category-id-error" message={errors.category_id} />
        </div>
        <MenuTextField
          id="item-name"
          name="name"
          label={t("console.menu.item.name")}
          error={errors.name}
          defaultValue={value("name")}
          required
          maxLength={bounds.name}
        />
        <MenuTextField
          id="item-description"
          name="description"
          label={t("console.menu.item.description")}
          error={errors.description}
          defaultValue={value("description")}
          multiline
          maxLength={bounds.description}
        />
        <MoneyInput
          id="item-price"
          name="price"
          label={t("console.menu.item.price")}
          defaultValue={value("price")}
          error={errors.price}
          currency={currency}
        />
        <MoneyInput
          id="item-promotional-price"
          name="promotional_price"
          label={t("console.menu.item.promotionalPrice")}
          defaultValue={value("promotional_price")}
          error={errors.promotional_price}
          currency={currency}
        />
        <MenuTextField
          id="item-tags"
          name="tags"
          label={t("console.menu.item.tags")}
          hint={t("console.menu.item.tagsHint", { count: bounds.tags, max: bounds.tag })}
          error={errors.tags}
          defaultValue={value("tags")}
          maxLength={bounds.tags * (bounds.tag + 2)}
        />
        <MenuTextField
          id="item-serves"
          name="serves"
          label={t("console.menu.item.serves")}
          hint={t("console.menu.item.servesHint")}
          error={errors.serves}
          defaultValue={value("serves")}
          inputMode="numeric"
          maxLength={3}
        />
        {showPoints ? (
          <MenuTextField
            id="item-points-price"
            name="points_price"
            label={t("console.menu.item.pointsPrice")}
            hint={t("console.menu.item.pointsPriceHint", { max: bounds.pointsPrice.toLocaleString(i18n.language) })}
            error={errors.points_price}
            defaultValue={value("points_price")}
            inputMode="numeric"
            maxLength={9}
          />
        ) : null}
        <MenuCheckbox
          id="item-enabled"
          name="enabled"
          label={t("console.menu.item.enabled")}
          hint={t("console.menu.item.enabledHint")}
          defaultChecked={values ? values.enabled !== undefined : item.enabled}
        />
        <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
          {t(item.id === null ? "console.menu.item.create" : "console.menu.item.save")}
        </button>
      </Form>
    </section>
  );
}

type Group = Loaded["groups"][number];
type OptionRow = Group["options"][number];

/** The rows a group's form shows: as typed after a refusal or "one more", else its options and empty rows. */
function rowsOf(group: Group | null, answer: MenuFormAnswer | undefined): OptionRow[] {
  if (answer) {
    const typedRows = Array.isArray(answer.values.options) ? (answer.values.options as Record<string, unknown>[]) : [];
    const count = Math.max(answer.rows ?? typedRows.length, 1);
    return Array.from({ length: count }, (_, index) => {
      const row = typedRows[index] ?? {};
      const text = (name: string) => (typeof row[name] === "string" ? (row[name] as string) : "");
      return {
        id: text("id"),
        name: text("name"),
        price: text("price"),
        enabled: index >= typedRows.length || row.enabled !== undefined,
      };
    });
  }
  const empty = { id: "", name: "", price: "", enabled: true };
  if (!group) return Array.from({ length: NEW_GROUP_ROWS }, () => empty);
  return [...group.options, empty];
}

function GroupForm({
  slug,
  itemId,
  group,
  first,
  last,
  deleteAsked,
  answer,
  orderAnswer,
}: {
  slug: string;
  itemId: number;
  group: Group | null;
  first: boolean;
  last: boolean;
  deleteAsked: boolean;
  answer: MenuFormAnswer | undefined;
  orderAnswer?: MenuFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const { bounds, requestKey } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const key = group ? String(group.id) : "new";
  const prefix = `group-${key}`;
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const rows = rowsOf(group, answer);
  const required = values ? values.required !== undefined : (group?.min ?? 0) > 0;
  const title = group ? group.name : t("console.menu.group.newTitle");
  // "One more option" gives the new row the focus, where the owner types next.
  const added = answer !== undefined && answer.rows !== undefined && Object.keys(answer.errors).length === 0;
  const problems = problemsIn(
    errors,
    [
      { name: "name", target: `${prefix}-name`, label: t("console.menu.group.name") },
      { name: "min", target: `${prefix}-min`, label: t("console.menu.group.min") },
      { name: "max", target: `${prefix}-max`, label: t("console.menu.group.max") },
      { name: "options", target: `${prefix}-options`, label: t("console.menu.group.options") },
      ...rows.flatMap((_, index) => [
        {
          name: `options[${index}].name`,
          target: `${prefix}-option-${index}-name`,
          label: t("console.menu.group.optionName", { number: index + 1 }),
        },
        {
          name: `options[${index}].price`,
          target: `${prefix}-option-${index}-price`,
          label: t("console.menu.group.optionPrice", { number: index + 1 }),
        },
      ]),
    ],
    t,
  );
  return (
    <section id={prefix} aria-labelledby={`${prefix}-title`} className="c-menu-card c-menu-group">
      <h3 id={`${prefix}-title`}>{title}</h3>
      <ErrorSummary id={`${prefix}-problems`} problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate preventScrollReset>
        <input type="hidden" name="group" value={key} />
        {group ? null : <input type="hidden" name="request_key" value={requestKey} />}
        <MenuTextField
          id={`${prefix}-name`}
          name="name"
          label={t("console.menu.group.name")}
          hint={t("console.menu.group.nameHint")}
          error={errors.name}
          defaultValue={typed(values, "name", group?.name ?? "")}
          required
          maxLength={bounds.name}
        />
        <MenuCheckbox
          id={`${prefix}-required`}
          name="required"
          label={t("console.menu.group.required")}
          hint={t("console.menu.group.requiredHint")}
          defaultChecked={required}
        />
        <MenuTextField
          id={`${prefix}-min`}
          name="min"
          label={t("console.menu.group.min")}
          hint={t("console.menu.group.minHint")}
          error={errors.min}
          defaultValue={typed(values, "min", group && group.min > 0 ? String(group.min) : "1")}
          inputMode="numeric"
          maxLength={3}
        />
        <MenuTextField
          id={`${prefix}-max`}
          name="max"
          label={t("console.menu.group.max")}
          error={errors.max}
          defaultValue={typed(values, "max", String(group?.max ?? 1))}
          inputMode="numeric"
          maxLength={3}
        />
        <fieldset id={`${prefix}-options`} {...describedBy(`${prefix}-options-error`, errors.options)}>
          <legend>{t("console.menu.group.options")}</legend>
          <p className="c-dimmed">{t("console.menu.group.optionsHint")}</p>
          <FieldError id={`${prefix}-options-error`} message={errors.options} />
          <ol className="c-menu-rows">
            {rows.map((row, index) => (
              <OptionRowFields
                key={`${answer ? "typed" : "shown"}-${index}`}
                prefix={prefix}
                index={index}
                row={row}
                errors={errors}
                autoFocus={added && index === rows.length - 1}
              />
            ))}
          </ol>
        </fieldset>
        {/* The first button is what Enter sends: saving, never "one more option". */}
        <div className="c-console-actions">
          <button
            type="submit"
            name="intent"
            value="group"
            className="c-button"
            aria-disabled={busy || undefined}
            onClick={sendOnce(busy)}
          >
            {t(group ? "console.menu.group.save" : "console.menu.group.create")}
            {group ? <span className="c-visually-hidden">: {group.name}</span> : null}
          </button>
          {rows.length < bounds.options ? (
            <button
              type="submit"
              name="intent"
              value="group-more"
              className="c-button c-button--secondary"
              aria-disabled={busy || undefined}
              onClick={sendOnce(busy)}
            >
              {t("console.menu.group.moreOption")}
            </button>
          ) : null}
        </div>
      </Form>
      {group && group.options.length > 1 ? <OptionsOrder group={group} answer={orderAnswer} /> : null}
      {group ? (
        <GroupActions slug={slug} itemId={itemId} group={group} first={first} last={last} deleteAsked={deleteAsked} />
      ) : null}
    </section>
  );
}

function OptionRowFields({
  prefix,
  index,
  row,
  errors,
  autoFocus,
}: {
  prefix: string;
  index: number;
  row: OptionRow;
  errors: Record<string, string>;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const { bounds } = useLoaderData<typeof loader>();
  const id = (field: string) => `${prefix}-option-${index}-${field}`;
  const name = (field: string) => `options[${index}].${field}`;
  const nameError = errors[name("name")];
  const priceError = errors[name("price")];
  return (
    <li className="c-menu-row">
      {row.id ? <input type="hidden" name={name("id")} value={row.id} /> : null}
      <div className="c-field">
        <label htmlFor={id("name")}>{t("console.menu.group.optionName", { number: index + 1 })}</label>
        <input
          id={id("name")}
          name={name("name")}
          className="c-input"
          autoComplete="off"
          defaultValue={row.name}
          maxLength={bounds.name + 20}
          autoFocus={autoFocus}
          {...describedBy(id("name-error"), nameError)}
        />
        <FieldError id={id("name-error")} message={nameError} />
      </div>
      <div className="c-field">
        <label htmlFor={id("price")}>{t("console.menu.group.optionPrice", { number: index + 1 })}</label>
        <input
          id={id("price")}
          name={name("price")}
          className="c-input"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={row.price}
          maxLength={24}
          {...describedBy(id("price-error"), priceError)}
        />
        <FieldError id={id("price-error")} message={priceError} />
      </div>
      <MenuCheckbox
        id={id("enabled")}
        name={name("enabled")}
        label={t("console.menu.group.optionEnabled", { number: index + 1 })}
        defaultChecked={row.enabled}
      />
      {row.id ? (
        <MenuCheckbox
          id={id("remove")}
          name={name("remove")}
          label={t("console.menu.group.optionRemove", { number: index + 1 })}
          defaultChecked={false}
        />
      ) : null}
    </li>
  );
}

/**
 * The options' order, apart from the group's form (a form inside a form is not HTML): each option with
 * its own "up" and "down" forms; Enter in the group's fields never moves one.
 */
function OptionsOrder({ group, answer }: { group: Group; answer: MenuFormAnswer | undefined }) {
  const { t } = useTranslation();
  const prefix = `group-${group.id}-order`;
  const ids = group.options.map((option) => Number(option.id));
  return (
    <div className="c-menu-order">
      <h4 id={`${prefix}-title`}>{t("console.menuOrder.optionsOrder", { name: group.name })}</h4>
      <p className="c-dimmed">{t("console.menuOrder.orderHint")}</p>
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message)}
        </p>
      ) : null}
      <ol aria-labelledby={`${prefix}-title`} className="c-menu-order-list">
        {group.options.map((option) => (
          <li key={option.id} id={`${prefix}-${option.id}`}>
            <span>{option.name}</span>{" "}
            <MoveForms
              intent="option-move"
              fields={{ group: String(group.id) }}
              ids={ids}
              id={Number(option.id)}
              idPrefix={`${prefix}-${option.id}`}
              name={option.name}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Move the group up or down, and delete it (asked first, on the page: `?deleteGroup=`). Each its own form. */
function GroupActions({
  slug,
  itemId,
  group,
  first,
  last,
  deleteAsked,
}: {
  slug: string;
  itemId: number;
  group: Group;
  first: boolean;
  last: boolean;
  deleteAsked: boolean;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const prefix = `group-${group.id}`;
  const button = (intent: string, label: string, autoFocus = false) => (
    <Form method="post" className="c-menu-action" preventScrollReset>
      <input type="hidden" name="group" value={group.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        id={`${prefix}-${intent.replace("group-", "")}`}
        className="c-button c-button--secondary"
        aria-disabled={busy || undefined}
        onClick={sendOnce(busy)}
        autoFocus={autoFocus}
      >
        {label}
        <span className="c-visually-hidden">: {group.name}</span>
      </button>
    </Form>
  );
  const here = consoleHref(slug, `/menu/items/${itemId}`);
  return (
    <div className="c-console-actions c-menu-actions">
      {first ? null : button("group-up", t("console.menu.list.moveUp"))}
      {last ? null : button("group-down", t("console.menu.list.moveDown"))}
      {deleteAsked ? (
        <div className="c-menu-confirm" role="group" aria-labelledby={`${prefix}-delete-ask`}>
          <p id={`${prefix}-delete-ask`}>{t("console.menu.group.deleteAsk", { name: group.name })}</p>
          {button("group-delete", t("console.menu.group.deleteConfirm"), true)}
          <Link to={`${here}#${prefix}`}>{t("console.menu.trash.cancel")}</Link>
        </div>
      ) : (
        <Link to={`${here}?deleteGroup=${group.id}#${prefix}`} preventScrollReset>
          {t("console.menu.group.delete")}
          <span className="c-visually-hidden">: {group.name}</span>
        </Link>
      )}
    </div>
  );
}

export const ErrorBoundary = MenuErrorBoundary;
