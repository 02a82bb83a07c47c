import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { Currency, MenuChange } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { ChangeTrail } from "~/components/console/ChangeTrail";
import { MenuErrorBoundary } from "~/components/console/menu/MenuErrorBoundary";
import { menuEditorCalls } from "~/lib/console/console-menu-api.server";
import { requireOwner } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import menuStyles from "~/styles/console-menu.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const MONEY_FIELDS = new Set(["price", "original_price"]);
const KNOWN_FIELDS = new Set([
  "name",
  "description",
  "price",
  "original_price",
  "enabled",
  "tags",
  "serves",
  "category_id",
  "min",
  "max",
  "options",
  "order",
  "option",
  "item_id",
  "pizza_id",
  "slices",
  "max_flavors",
  "kind",
  "rule",
  "redeemable",
  "points_price",
]);

type Value = MenuChange["changes"][number]["from"];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  requireOwner(page);
  const typedBefore = new URL(request.url).searchParams.get("before") ?? "";
  const before = /^\d{1,12}$/.test(typedBefore) ? Number(typedBefore) : null;
  const calls = menuEditorCalls(context.api.send);
  const [result, menu] = await Promise.all([
    calls.changes(page.slug, page.token, before),
    calls.read(page.slug, page.token),
  ]);
  if (!result.ok) return page.refused(result);
  // The menu names a dish's category; without it the trail still shows, with the category's number.
  const currency = (menu.ok ? menu.data.currency : page.store.currency) as Currency;
  const categories = new Map(menu.ok ? menu.data.categories.map((category) => [category.id, category.name]) : []);
  const when = new Intl.DateTimeFormat(page.store.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: page.store.timeZone,
  });
  const shown = (field: string, value: Value): string => {
    if (value === null || value === "") return "—";
    if (Array.isArray(value)) return value.length === 0 ? "—" : value.join(", ");
    if (typeof value === "boolean") return page.t(`console.menu.changes.${value ? "yes" : "no"}`);
    if (typeof value === "number" && MONEY_FIELDS.has(field)) return formatMoney(value, currency);
    if (typeof value === "number" && field === "category_id") return categories.get(value) ?? `#${value}`;
    return String(value);
  };
  return {
    title: page.t("console.menu.changes.title"),
    slug: page.slug,
    paged: before !== null,
    nextBefore: result.data.next_before,
    changes: result.data.changes.map((change) => ({
      id: change.id,
      at: when.format(new Date(change.at)),
      atIso: change.at,
      who: change.staff_name || page.t("console.menu.changes.cleanup"),
      what: page.t(`console.menu.changes.actions.${change.action}`, {
        subject: page.t(`console.menu.changes.subjects.${change.subject}`),
        name: change.name,
      }),
      fields: change.changes.map((field) => ({
        label: [
          // A field of one of a group's options is named with it: "Catupiry · Preço".
          field.option ?? null,
          KNOWN_FIELDS.has(field.field) ? page.t(`console.menu.changes.fields.${field.field}`) : field.field,
        ]
          .filter(Boolean)
          .join(" · "),
        from: shown(field.field, field.from),
        to: shown(field.field, field.to),
      })),
    })),
  };
}

export default function MenuChangesRoute() {
  const { t } = useTranslation();
  const { title, slug, paged, nextBefore, changes } = useLoaderData<typeof loader>();
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/menu")}>{t("console.menu.back")}</Link>
      </p>
      <h1>{title}</h1>
      <p className="c-dimmed">{t("console.menu.changes.intro")}</p>
      <ChangeTrail
        changes={changes}
        texts="console.menu.changes"
        href={consoleHref(slug, "/menu/changes")}
        paged={paged}
        nextBefore={nextBefore}
        className="c-menu-rows"
      />
    </div>
  );
}

export const ErrorBoundary = MenuErrorBoundary;
