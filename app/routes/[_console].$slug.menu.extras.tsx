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
import type { Currency } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { formatMoneyInput } from "../../contract/formats/money-input";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput } from "~/components/MoneyInput";
import { MenuErrorBoundary } from "~/components/console/menu/MenuErrorBoundary";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { menuExtrasCalls } from "~/lib/console/console-menu-extras-api.server";
import {
  groupFormField,
  groupFormSchema,
  groupKeySchema,
  MENU_FORM_BOUNDS,
  refusedMenuForm,
} from "~/lib/console/console-menu.server";
import { typed, type MenuFormAnswer } from "~/lib/console/console-menu";
import { consoleHref } from "~/lib/console/console-paths";
import { MoveForms } from "~/components/console/menu/MoveForms";
import { movedTo } from "~/lib/console/menu-moves";
import { moveFormOf, movedSearch } from "~/lib/console/menu-moves.server";
import { focusParam, useFocusAfterChange } from "~/lib/console/use-menu-focus";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

/*
 * The extras offered at the cart (decision 101): one plain form per group, read and sent whole as a
 * dish's option groups are (the same form rows and "one more option" without JavaScript); staff read them.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const EXTRAS_DONE = ["created", "saved", "deleted"] as const;
const NEW_GROUP_ROWS = 2;

async function read(args: LoaderFunctionArgs, ownerOnly = false) {
  const page = await staffPage(args.context, args.request, args.params);
  // A staff member's post is refused before anything is asked of the API.
  if (ownerOnly && page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const calls = menuExtrasCalls(args.context.api.send);
  const result = await calls.read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return { page, calls, extras: result.data };
}

export async function loader(args: LoaderFunctionArgs) {
  const { page, extras } = await read(args);
  const currency = extras.currency as Currency;
  const url = new URL(args.request.url);
  const asked = Number(url.searchParams.get("delete"));
  return {
    title: page.t("console.menu.extras.title"),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    currency,
    version: extras.version,
    bounds: MENU_FORM_BOUNDS,
    done: EXTRAS_DONE.find((what) => what === url.searchParams.get("done")) ?? null,
    moved: movedTo(url),
    focus: focusParam(url),
    deleteAsked: extras.extras.some((extra) => extra.id === asked) ? asked : null,
    groups: extras.extras.map((extra) => ({
      id: extra.id,
      name: extra.name,
      enabled: extra.enabled,
      min: extra.min,
      max: extra.max,
      additionals: extra.additionals.map((additional) => ({
        id: String(additional.id),
        name: additional.name,
        price: additional.price === 0 ? "" : formatMoneyInput(currency, additional.price),
        shown: formatMoney(additional.price, currency),
        free: additional.price === 0,
        enabled: additional.enabled,
      })),
    })),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { page, calls, extras } = await read(args, true);
  const currency = extras.currency as Currency;
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const key = groupKeySchema.safeParse(form.get("group"));
  const current = key.success && key.data !== "new" ? extras.extras.find((extra) => extra.id === key.data) : null;
  if (!key.success || current === undefined) throw data(null, { status: 400 });
  const which = `extra-${key.data}`;
  const here = (done: string, hash: string) =>
    redirect(`${consoleHref(page.slug, "/menu/extras")}?done=${done}#${hash}`);

  if (intent === "extra" || intent === "extra-more") {
    const submission = parseWithZod(form, { schema: groupFormSchema(currency) });
    const values = (submission.payload ?? {}) as Record<string, unknown>;
    const shown = Array.isArray(values.options) ? values.options.length : 0;
    if (intent === "extra-more")
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
    const { rows, options, ...group } = submission.value;
    const request = {
      ...group,
      description: current?.description ?? null,
      enabled: form.get("enabled") !== null,
      additionals: options.map(({ id, name, price, enabled }) => ({ ...(id ? { id } : {}), name, price, enabled })),
    };
    const result = current
      ? await calls.update(page.slug, page.token, current.id, request)
      : await calls.create(page.slug, page.token, request);
    if (!result.ok)
      return refusedMenuForm(page, result, { form: which, values, rows: shown }, (field) => {
        const named = field.replace(/^additionals(?:\.(\d+)\.(\w+))?$/, (_, index?: string, part?: string) =>
          index === undefined ? "options" : `options[${index}].${part}`,
        );
        return ["name", "min", "max", "options"].includes(named.replace(/\[.*$/, ""))
          ? groupFormField(named, rows)
          : null;
      });
    return current ? here("saved", which) : here("created", `extra-${result.data.id ?? "new"}`);
  }
  if ((intent === "extra-move" || intent === "additional-move") && current) {
    const moved = moveFormOf(form);
    if (!moved) throw data(null, { status: 400 });
    const result =
      intent === "extra-move"
        ? await calls.orderExtras(page.slug, page.token, moved.ids)
        : await calls.orderAdditionals(page.slug, page.token, current.id, moved.ids);
    if (!result.ok) return refusedMenuForm(page, result, { form: `${which}-order`, values: {} }, () => null);
    const row = moved.focus.replace(/-(up|down)$/, "");
    return redirect(`${consoleHref(page.slug, "/menu/extras")}?${movedSearch(moved)}#${row}`);
  }
  if (intent === "extra-delete" && current) {
    const result = await calls.remove(page.slug, page.token, current.id);
    if (!result.ok) return refusedMenuForm(page, result, { form: which, values: {} }, () => null);
    return here("deleted", "extras-status");
  }
  throw data(null, { status: 400 });
}

type Loaded = Awaited<ReturnType<typeof loader>>;
type Group = Loaded["groups"][number];
type Row = Omit<Group["additionals"][number], "shown" | "free">;

export default function ExtrasRoute() {
  const { t } = useTranslation();
  const { slug, owner, done, moved, focus, groups, deleteAsked, version } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  useFocusAfterChange(focus);
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/menu")}>{t("console.menu.back")}</Link>
      </p>
      <h1>{t("console.menu.extras.title")}</h1>
      <p className="c-dimmed">{t("console.menu.extras.intro")}</p>
      <p id="extras-status" role="status" tabIndex={-1} className={done || moved ? "c-alert c-alert--info" : undefined}>
        {moved ? t("console.menuOrder.moved", moved) : done ? t(`console.menu.extras.done.${done}`) : null}
      </p>
      {owner ? (
        <>
          {groups.map((group) => (
            // Keyed by the menu's version: after a change every form shows what was saved, not what was typed.
            <ExtraForm
              key={`${group.id}-${version}`}
              slug={slug}
              group={group}
              groupIds={groups.map((row) => row.id)}
              deleteAsked={deleteAsked === group.id}
              answer={answer?.form === `extra-${group.id}` ? answer : undefined}
              orderAnswer={answer?.form === `extra-${group.id}-order` ? answer : undefined}
            />
          ))}
          <ExtraForm
            key={`new-${version}`}
            slug={slug}
            group={null}
            deleteAsked={false}
            answer={answer?.form === "extra-new" ? answer : undefined}
          />
        </>
      ) : (
        <ExtrasTable groups={groups} />
      )}
    </div>
  );
}

/** What staff see: every group and its prices, and that only the owner changes them. */
function ExtrasTable({ groups }: { groups: Group[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t("console.menu.extras.readOnly")}</p>
      {groups.length === 0 ? <p>{t("console.menu.extras.none")}</p> : null}
      {groups.map((group) => (
        <section
          key={group.id}
          id={`extra-${group.id}`}
          className="c-menu-card"
          aria-labelledby={`extra-${group.id}-title`}
        >
          <h2 id={`extra-${group.id}-title`}>
            {group.name}
            {group.enabled ? null : <span className="c-dimmed"> ({t("console.menu.extras.hidden")})</span>}
          </h2>
          <ul>
            {group.additionals.map((additional) => (
              <li key={additional.id}>
                {additional.name}: {additional.free ? t("console.menu.extras.free") : additional.shown}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The rows a group's form shows: as typed after a refusal or "one more", else its additionals and an empty row. */
function rowsOf(group: Group | null, answer: MenuFormAnswer | undefined): Row[] {
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
  return [...group.additionals, empty];
}

function ExtraForm({
  slug,
  group,
  groupIds = [],
  deleteAsked,
  answer,
  orderAnswer,
}: {
  slug: string;
  group: Group | null;
  groupIds?: number[];
  deleteAsked: boolean;
  answer: MenuFormAnswer | undefined;
  orderAnswer?: MenuFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const { bounds, currency } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const key = group ? String(group.id) : "new";
  const prefix = `extra-${key}`;
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const rows = rowsOf(group, answer);
  const added = answer !== undefined && answer.rows !== undefined && Object.keys(answer.errors).length === 0;
  const problems = problemsIn(
    errors,
    [
      { name: "name", target: `${prefix}-name`, label: t("console.menu.extras.name") },
      { name: "min", target: `${prefix}-min`, label: t("console.menu.extras.min") },
      { name: "max", target: `${prefix}-max`, label: t("console.menu.extras.max") },
      { name: "options", target: `${prefix}-options`, label: t("console.menu.extras.additionals") },
      ...rows.flatMap((_, index) => [
        {
          name: `options[${index}].name`,
          target: `${prefix}-option-${index}-name`,
          label: t("console.menu.extras.additionalName", { number: index + 1 }),
        },
        {
          name: `options[${index}].price`,
          target: `${prefix}-option-${index}-price`,
          label: t("console.menu.extras.additionalPrice", { number: index + 1 }),
        },
      ]),
    ],
    t,
  );
  const here = consoleHref(slug, "/menu/extras");
  return (
    <section id={prefix} aria-labelledby={`${prefix}-title`} tabIndex={-1} className="c-menu-card c-menu-group">
      <h2 id={`${prefix}-title`}>{group ? group.name : t("console.menu.extras.newTitle")}</h2>
      <ErrorSummary id={`${prefix}-problems`} problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate preventScrollReset>
        <input type="hidden" name="group" value={key} />
        <MenuTextField
          id={`${prefix}-name`}
          name="name"
          label={t("console.menu.extras.name")}
          error={errors.name}
          defaultValue={typed(values, "name", group?.name ?? "")}
          required
          maxLength={bounds.name}
        />
        <MenuCheckbox
          id={`${prefix}-enabled`}
          name="enabled"
          label={t("console.menu.extras.enabled")}
          defaultChecked={values ? values.enabled !== undefined : (group?.enabled ?? true)}
        />
        <MenuCheckbox
          id={`${prefix}-required`}
          name="required"
          label={t("console.menu.extras.required")}
          hint={t("console.menu.extras.requiredHint")}
          defaultChecked={values ? values.required !== undefined : (group?.min ?? 0) > 0}
        />
        <MenuTextField
          id={`${prefix}-min`}
          name="min"
          label={t("console.menu.extras.min")}
          error={errors.min}
          defaultValue={typed(values, "min", group && group.min > 0 ? String(group.min) : "1")}
          inputMode="numeric"
          maxLength={3}
        />
        <MenuTextField
          id={`${prefix}-max`}
          name="max"
          label={t("console.menu.extras.max")}
          error={errors.max}
          defaultValue={typed(values, "max", String(group?.max ?? 1))}
          inputMode="numeric"
          maxLength={3}
        />
        <fieldset id={`${prefix}-options`} {...describedBy(`${prefix}-options-error`, errors.options)}>
          <legend>{t("console.menu.extras.additionals")}</legend>
          <p className="c-dimmed">{t("console.menu.extras.additionalsHint")}</p>
          <FieldError id={`${prefix}-options-error`} message={errors.options} />
          <ol className="c-menu-rows">
            {rows.map((row, index) => (
              <AdditionalRow
                key={`${answer ? "typed" : "shown"}-${index}`}
                prefix={prefix}
                index={index}
                row={row}
                errors={errors}
                currency={currency}
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
            value="extra"
            className="c-button"
            aria-disabled={busy || undefined}
            onClick={sendOnce(busy)}
          >
            {t(group ? "console.menu.extras.save" : "console.menu.extras.create")}
            {group ? <span className="c-visually-hidden">: {group.name}</span> : null}
          </button>
          {rows.length < bounds.options ? (
            <button
              type="submit"
              name="intent"
              value="extra-more"
              className="c-button c-button--secondary"
              aria-disabled={busy || undefined}
              onClick={sendOnce(busy)}
            >
              {t("console.menu.extras.more")}
            </button>
          ) : null}
        </div>
      </Form>
      {group && group.additionals.length > 1 ? <AdditionalsOrder group={group} /> : null}
      {orderAnswer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(orderAnswer.message)}
        </p>
      ) : null}
      {group ? (
        <div className="c-console-actions c-menu-actions">
          <MoveForms
            intent="extra-move"
            fields={{ group: String(group.id) }}
            ids={groupIds}
            id={group.id}
            idPrefix={prefix}
            name={group.name}
          />
          {deleteAsked ? (
            <div className="c-menu-confirm" role="group" aria-labelledby={`${prefix}-delete-ask`}>
              <p id={`${prefix}-delete-ask`}>{t("console.menu.extras.deleteAsk", { name: group.name })}</p>
              <Form method="post" className="c-menu-action">
                <input type="hidden" name="group" value={group.id} />
                <button
                  type="submit"
                  name="intent"
                  value="extra-delete"
                  className="c-button c-button--secondary"
                  aria-disabled={busy || undefined}
                  onClick={sendOnce(busy)}
                  autoFocus
                >
                  {t("console.menu.extras.delete")}
                </button>
              </Form>
              <Link to={`${here}#${prefix}`}>{t("console.menu.extras.cancel")}</Link>
            </div>
          ) : (
            <Link to={`${here}?delete=${group.id}#${prefix}`} preventScrollReset>
              {t("console.menu.extras.delete")}
              <span className="c-visually-hidden">: {group.name}</span>
            </Link>
          )}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The additionals' order, apart from the group's form (a form inside a form is not HTML): each with its
 * own "up" and "down" forms; Enter in the group's fields never moves one.
 */
function AdditionalsOrder({ group }: { group: Group }) {
  const { t } = useTranslation();
  const prefix = `extra-${group.id}-order`;
  const ids = group.additionals.map((additional) => Number(additional.id));
  return (
    <div className="c-menu-order">
      <h3 id={`${prefix}-title`}>{t("console.menuOrder.additionalsOrder", { name: group.name })}</h3>
      <p className="c-dimmed">{t("console.menuOrder.orderHint")}</p>
      <ol aria-labelledby={`${prefix}-title`} className="c-menu-order-list">
        {group.additionals.map((additional) => (
          <li key={additional.id} id={`${prefix}-${additional.id}`}>
            <span>{additional.name}</span>{" "}
            <MoveForms
              intent="additional-move"
              fields={{ group: String(group.id) }}
              ids={ids}
              id={Number(additional.id)}
              idPrefix={`${prefix}-${additional.id}`}
              name={additional.name}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function AdditionalRow({
  prefix,
  index,
  row,
  errors,
  currency,
  autoFocus,
}: {
  prefix: string;
  index: number;
  row: Row;
  errors: Record<string, string>;
  currency: Currency;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const { bounds } = useLoaderData<typeof loader>();
  const id = (field: string) => `${prefix}-option-${index}-${field}`;
  const name = (field: string) => `options[${index}].${field}`;
  const nameError = errors[name("name")];
  return (
    <li className="c-menu-row">
      {row.id ? <input type="hidden" name={name("id")} value={row.id} /> : null}
      <div className="c-field">
        <label htmlFor={id("name")}>{t("console.menu.extras.additionalName", { number: index + 1 })}</label>
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
      <MoneyInput
        id={id("price")}
        name={name("price")}
        label={t("console.menu.extras.additionalPrice", { number: index + 1 })}
        defaultValue={row.price}
        error={errors[name("price")]}
        currency={currency}
      />
      <MenuCheckbox
        id={id("enabled")}
        name={name("enabled")}
        label={t("console.menu.extras.additionalEnabled", { number: index + 1 })}
        defaultChecked={row.enabled}
      />
      {row.id ? (
        <MenuCheckbox
          id={id("remove")}
          name={name("remove")}
          label={t("console.menu.extras.additionalRemove", { number: index + 1 })}
          defaultChecked={false}
        />
      ) : null}
    </li>
  );
}

export const ErrorBoundary = MenuErrorBoundary;
