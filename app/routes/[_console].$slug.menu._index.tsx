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
import type { Currency, MenuEditor } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { MenuErrorBoundary } from "~/components/console/menu/MenuErrorBoundary";
import { menuEditorCalls } from "~/lib/console/console-menu-api.server";
import { findItem, menuIntentSchema, refusedMenuForm, requireOwner } from "~/lib/console/console-menu.server";
import { MENU_DONE, type MenuFormAnswer } from "~/lib/console/console-menu";
import { consoleHref } from "~/lib/console/console-paths";
import { focusParam, useFocusAfterChange } from "~/lib/console/use-menu-focus";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import menuStyles from "~/styles/console-menu.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const subjectOf = (kind: "category" | "item", id: number) => `${kind}-${id}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await menuEditorCalls(context.api.send).read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const menu = result.data;
  const url = new URL(request.url);
  const money = (minor: number) => formatMoney(minor, menu.currency as Currency);
  const when = new Intl.DateTimeFormat(page.store.locale, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: page.store.timeZone,
  });
  const names = new Map<string, string>([
    ...menu.categories.map((category) => [subjectOf("category", category.id), category.name] as const),
    ...menu.categories.flatMap((category) =>
      category.items.map((item) => [subjectOf("item", item.id), item.name] as const),
    ),
    ...menu.trash.map((entry) => [subjectOf(entry.kind, entry.id), entry.name] as const),
  ]);
  const done = MENU_DONE.find((what) => what === url.searchParams.get("done")) ?? null;
  const subject = url.searchParams.get("subject") ?? "";
  const asked = /^(category|item)-\d+$/.exec(url.searchParams.get("trash") ?? "")?.[0] ?? null;
  return {
    title: page.t("console.menu.title"),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    done: done ? page.t(`console.menu.done.${done}`, { name: names.get(subject) ?? "" }) : null,
    focus: focusParam(url),
    trashAsked: asked && names.has(asked) ? asked : null,
    categories: menu.categories.map((category) => ({
      id: category.id,
      name: category.name,
      enabled: category.enabled,
      items: category.items.map((item) => ({
        id: item.id,
        name: item.name,
        enabled: item.enabled,
        available: item.available,
        price: money(item.original_price ?? item.price),
        promotionalPrice: item.original_price === null ? null : money(item.price),
        groups: item.option_groups.map((group) => ({
          id: group.id,
          name: group.name,
          min: group.min,
          max: group.max,
          options: group.options.map((option) => ({
            id: option.id,
            name: option.name,
            price: option.price > 0 ? money(option.price) : null,
            enabled: option.enabled,
          })),
        })),
      })),
      pizzas: category.pizzas,
    })),
    trash: menu.trash.map((entry) => ({ ...entry, deletedAt: when.format(new Date(entry.deleted_at)) })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  requireOwner(page);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: menuIntentSchema });
  // Every field of these forms is the page's own: anything else is a tampered request.
  if (submission.status !== "success") throw data(null, { status: 400 });
  const request_ = submission.value;
  const calls = menuEditorCalls(context.api.send);
  const back = (done: string, subject: string, focus?: string) => {
    const search = new URLSearchParams({ done, subject, ...(focus ? { focus } : {}) });
    return redirect(`${consoleHref(page.slug, "/menu")}?${search}#${focus ? subject : "menu-status"}`);
  };
  const answer = (form: string) => ({ form, values: {} });
  const refused = (form: string, result: Parameters<typeof refusedMenuForm>[1]) =>
    refusedMenuForm(page, result, answer(form), () => null);

  if (request_.intent === "order-categories" || request_.intent === "order-items") {
    const result =
      request_.intent === "order-categories"
        ? await calls.orderCategories(page.slug, page.token, request_.ids)
        : await calls.orderItems(page.slug, page.token, request_.category, request_.ids);
    const subject = request_.focus.replace(/-(up|down)$/, "").replace(/^move-/, "");
    return result.ok ? back("moved", subject, request_.focus) : refused("order", result);
  }
  const subject = subjectOf(request_.kind, request_.id);
  if (request_.intent === "trash") {
    const result = await calls.trash(page.slug, page.token, request_.kind, request_.id);
    return result.ok ? back("trashed", subject) : refused(`trash-${subject}`, result);
  }
  if (request_.intent === "restore") {
    const result = await calls.restore(page.slug, page.token, request_.kind, request_.id);
    return result.ok ? back("restored", subject) : refused(`restore-${subject}`, result);
  }
  // Hiding sends the dish or category whole, as it is now, with only `enabled` changed.
  const read = await calls.read(page.slug, page.token);
  if (!read.ok) return refused(`visibility-${subject}`, read);
  const enabled = request_.enabled === "1";
  const result = await changeVisibility(calls, page, read.data, request_.kind, request_.id, enabled);
  if (result === null)
    return refused(`visibility-${subject}`, { ok: false, status: 404, error: { code: "NOT_FOUND", message: "" } });
  return result.ok
    ? back(enabled ? "shown" : "hidden", subject, `visibility-${subject}`)
    : refused(`visibility-${subject}`, result);
}

function changeVisibility(
  calls: ReturnType<typeof menuEditorCalls>,
  page: { slug: string; token: string },
  menu: MenuEditor,
  kind: "category" | "item",
  id: number,
  enabled: boolean,
) {
  if (kind === "category") {
    const category = menu.categories.find((candidate) => candidate.id === id);
    if (!category) return null;
    return calls.updateCategory(page.slug, page.token, id, {
      name: category.name,
      description: category.description,
      enabled,
    });
  }
  const found = findItem(menu, id);
  if (!found) return null;
  const { item } = found;
  return calls.updateItem(page.slug, page.token, id, {
    category_id: item.category_id,
    name: item.name,
    description: item.description,
    price: item.price,
    original_price: item.original_price,
    tags: item.tags,
    serves: item.serves,
    enabled,
  });
}

type Loaded = Awaited<ReturnType<typeof loader>>;
type Category = Loaded["categories"][number];
type Item = Category["items"][number];

export default function MenuEditorRoute() {
  const { t } = useTranslation();
  const { slug, owner, done, focus, trashAsked, categories, trash } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  useFocusAfterChange(focus);
  const categoryIds = categories.map((category) => category.id);
  return (
    <div className="c-menu-editor">
      <h1>{t("console.menu.title")}</h1>
      <p id="menu-status" role="status" tabIndex={-1} className={done ? "c-alert c-alert--info" : undefined}>
        {done}
      </p>
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message)}
        </p>
      ) : null}
      {owner ? (
        <p className="c-console-actions">
          <Link to={consoleHref(slug, "/menu/categories/new")} className="c-button">
            {t("console.menu.list.newCategory")}
          </Link>
          {categories.length > 0 ? (
            <Link to={consoleHref(slug, "/menu/items/new")} className="c-button">
              {t("console.menu.list.newItem")}
            </Link>
          ) : null}
          <Link to={consoleHref(slug, "/menu/changes")}>{t("console.menu.list.changes")}</Link>{" "}
          <Link to={consoleHref(slug, "/menu/import")}>{t("console.menu.list.spreadsheet")}</Link>{" "}
          <Link to={consoleHref(slug, "/menu/extras")}>{t("console.menu.extras.link")}</Link>
        </p>
      ) : (
        <p className="c-alert c-alert--info">
          {t("console.menu.list.ownerOnly")}{" "}
          <Link to={consoleHref(slug, "/day")}>{t("console.menu.list.dayLink")}</Link>{" "}
          <Link to={consoleHref(slug, "/menu/import")}>{t("console.menu.list.spreadsheetExport")}</Link>{" "}
          <Link to={consoleHref(slug, "/menu/extras")}>{t("console.menu.extras.link")}</Link>
        </p>
      )}
      {categories.length === 0 ? <p>{t("console.menu.list.empty")}</p> : null}
      {categories.map((category, index) => (
        <CategorySection
          key={category.id}
          slug={slug}
          owner={owner}
          category={category}
          order={categoryIds}
          index={index}
          trashAsked={trashAsked}
        />
      ))}
      <section aria-labelledby="menu-trash-title" className="c-menu-trash">
        <h2 id="menu-trash-title">{t("console.menu.trash.title")}</h2>
        <p className="c-dimmed">{t("console.menu.trash.intro")}</p>
        {trash.length === 0 ? (
          <p>{t("console.menu.trash.empty")}</p>
        ) : (
          <ul className="c-menu-rows">
            {trash.map((entry) => (
              <li key={`${entry.kind}-${entry.id}`} id={`trash-${entry.kind}-${entry.id}`} className="c-menu-row">
                <span className="c-menu-row__name">
                  {entry.name}{" "}
                  <span className="c-dimmed">
                    ({t(`console.menu.trash.kinds.${entry.kind}`)} ·{" "}
                    {t("console.menu.trash.deletedAt", { date: entry.deletedAt })})
                  </span>
                </span>
                {owner ? (
                  <ActionButton
                    intent="restore"
                    fields={{ kind: entry.kind, id: String(entry.id) }}
                    label={t("console.menu.trash.restore")}
                    name={entry.name}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The new order with the entry at `index` swapped with its neighbour. */
function moved(ids: readonly number[], index: number, by: -1 | 1): string {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next.join(",");
}

function CategorySection({
  slug,
  owner,
  category,
  order,
  index,
  trashAsked,
}: {
  slug: string;
  owner: boolean;
  category: Category;
  order: number[];
  index: number;
  trashAsked: string | null;
}) {
  const { t } = useTranslation();
  const subject = subjectOf("category", category.id);
  const itemIds = category.items.map((item) => item.id);
  return (
    <section aria-labelledby={`${subject}-title`} className="c-menu-card c-menu-category" id={subject}>
      <h2 id={`${subject}-title`}>
        {category.name} {category.enabled ? null : <span className="c-badge">{t("console.menu.list.hidden")}</span>}
      </h2>
      {owner ? (
        <RowActions
          slug={slug}
          subject={subject}
          name={category.name}
          editHref={consoleHref(slug, `/menu/categories/${category.id}`)}
          move={{ intent: "order-categories", ids: order, index, fields: {} }}
          enabled={category.enabled}
          trashAsked={trashAsked === subject}
        />
      ) : null}
      {category.items.length === 0 && category.pizzas.length === 0 ? (
        <p className="c-dimmed">{t("console.menu.list.noItems")}</p>
      ) : (
        <ul className="c-menu-rows">
          {category.items.map((item, itemIndex) => (
            <ItemRow
              key={item.id}
              slug={slug}
              owner={owner}
              item={item}
              move={{
                intent: "order-items",
                ids: itemIds,
                index: itemIndex,
                fields: { category: String(category.id) },
              }}
              trashAsked={trashAsked === subjectOf("item", item.id)}
            />
          ))}
          {category.pizzas.map((pizza) => (
            <li key={`pizza-${pizza.id}`} className="c-menu-row">
              <span className="c-menu-row__name">
                {pizza.name}
                {pizza.enabled ? null : <span className="c-dimmed"> · {t("console.menu.list.hidden")}</span>}
              </span>
              <Link to={consoleHref(slug, `/menu/pizzas/${pizza.id}`)}>
                {owner
                  ? t("console.menu.list.editPizza", { name: pizza.name })
                  : t("console.menu.list.pizzaPrices", { name: pizza.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemRow({
  slug,
  owner,
  item,
  move,
  trashAsked,
}: {
  slug: string;
  owner: boolean;
  item: Item;
  move: MoveProps;
  trashAsked: boolean;
}) {
  const { t } = useTranslation();
  const subject = subjectOf("item", item.id);
  return (
    <li id={subject} className="c-menu-row">
      <div className="c-menu-row__name">
        <h3>{item.name}</h3>
        <p>
          {item.promotionalPrice ? (
            <>
              <s aria-label={t("console.menu.list.priceBefore", { price: item.price })}>{item.price}</s>{" "}
              <strong>{t("console.menu.list.promotion", { price: item.promotionalPrice })}</strong>
            </>
          ) : (
            item.price
          )}{" "}
          {item.enabled ? null : <span className="c-badge">{t("console.menu.list.hidden")}</span>}{" "}
          {item.available ? null : <span className="c-badge">{t("console.menu.list.soldOut")}</span>}
        </p>
        {item.groups.length > 0 ? (
          <ul className="c-menu-groups c-dimmed">
            {item.groups.map((group) => (
              <li key={group.id}>
                {group.name} (
                {t(group.min > 0 ? "console.menu.group.requiredRange" : "console.menu.group.optionalRange", {
                  min: group.min,
                  max: group.max,
                })}
                ):{" "}
                {group.options
                  .map((option) => (option.price ? `${option.name} ${option.price}` : option.name))
                  .join(", ")}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {owner ? (
        <RowActions
          slug={slug}
          subject={subject}
          name={item.name}
          editHref={consoleHref(slug, `/menu/items/${item.id}`)}
          move={move}
          enabled={item.enabled}
          trashAsked={trashAsked}
        />
      ) : null}
    </li>
  );
}

interface MoveProps {
  intent: "order-categories" | "order-items";
  ids: number[];
  index: number;
  fields: Record<string, string>;
}

/** Edit, move up and down, hide or show, and the trash (asked first, on the page itself: `?trash=`). */
function RowActions({
  slug,
  subject,
  name,
  editHref,
  move,
  enabled,
  trashAsked,
}: {
  slug: string;
  subject: string;
  name: string;
  editHref: string;
  move: MoveProps;
  enabled: boolean;
  trashAsked: boolean;
}) {
  const { t } = useTranslation();
  const [kind, id] = subject.split("-") as ["category" | "item", string];
  const moves = [
    { by: -1 as const, to: "up", label: t("console.menu.list.moveUp") },
    { by: 1 as const, to: "down", label: t("console.menu.list.moveDown") },
  ].filter(({ by }) => move.ids[move.index + by] !== undefined);
  return (
    <div className="c-console-actions c-menu-actions">
      <Link to={editHref}>
        {t("console.menu.list.edit")}
        <span className="c-visually-hidden">: {name}</span>
      </Link>
      {moves.map(({ by, to, label }) => (
        <ActionButton
          key={to}
          id={`move-${subject}-${to}`}
          intent={move.intent}
          fields={{ ...move.fields, ids: moved(move.ids, move.index, by), focus: `move-${subject}-${to}` }}
          label={label}
          name={name}
        />
      ))}
      <ActionButton
        id={`visibility-${subject}`}
        intent="visibility"
        fields={{ kind, id, enabled: enabled ? "0" : "1" }}
        label={t(enabled ? "console.menu.list.hide" : "console.menu.list.show")}
        name={name}
      />
      {trashAsked ? (
        <div className="c-menu-confirm" role="group" aria-labelledby={`trash-${subject}-ask`}>
          <p id={`trash-${subject}-ask`}>
            {t(kind === "category" ? "console.menu.trash.askCategory" : "console.menu.trash.askItem", { name })}
          </p>
          <ActionButton
            intent="trash"
            fields={{ kind, id }}
            label={t("console.menu.trash.confirm")}
            name={name}
            autoFocus
          />
          <Link to={`${consoleHref(slug, "/menu")}#${subject}`}>{t("console.menu.trash.cancel")}</Link>
        </div>
      ) : (
        <Link to={`${consoleHref(slug, "/menu")}?trash=${subject}#${subject}`} preventScrollReset>
          {t("console.menu.list.delete")}
          <span className="c-visually-hidden">: {name}</span>
        </Link>
      )}
    </div>
  );
}

/** One button's own form: Enter or a tap sends only it, and a second tap while it goes sends nothing. */
function ActionButton({
  id,
  intent,
  fields,
  label,
  name,
  autoFocus,
}: {
  id?: string;
  intent: string;
  fields: Record<string, string>;
  label: string;
  name: string;
  autoFocus?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="c-menu-action" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button
        type="submit"
        id={id}
        className="c-button c-button--small"
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        autoFocus={autoFocus}
      >
        {label}
        <span className="c-visually-hidden">: {name}</span>
      </button>
    </Form>
  );
}

export const ErrorBoundary = MenuErrorBoundary;
