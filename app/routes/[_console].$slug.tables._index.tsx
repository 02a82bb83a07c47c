import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatInTimeZone } from "date-fns-tz";
import { TablesNav } from "~/components/console/tables/TablesNav";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { consoleTablesCalls } from "~/lib/console/console-tables-api.server";
import { presentTables } from "~/lib/console/console-tables.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await consoleTablesCalls(context.api.send).tables(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return {
    title: page.t("console.tables.list.title"),
    slug: page.slug,
    tables: presentTables(result.data.tables, page.slug, page.store),
    updatedAt: formatInTimeZone(new Date(), page.store.timeZone, "HH:mm:ss"),
    self: consoleHref(page.slug, "/tables"),
  };
}

export default function TablesPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("console.tables.list.title")}</h1>
      <TablesNav slug={data.slug} current="list" />
      <div className="c-console-toolbar">
        <Link to={data.self} className="c-button c-button--default" preventScrollReset>
          {t("console.tables.list.refresh")}
        </Link>
        <span className="c-console-meta">{t("console.tables.list.updatedAt", { time: data.updatedAt })}</span>
      </div>
      {data.tables.length === 0 ? (
        <p>{t("console.tables.list.empty")}</p>
      ) : (
        <ul className="c-console-orders" data-testid="console-tables">
          {data.tables.map((table) => (
            <li
              key={table.id}
              className={`c-console-card c-console-table c-console-table--${table.status.toLowerCase()}`}
            >
              <h2>
                <Link to={table.href}>{table.name}</Link>
              </h2>
              <p>
                <strong>{t(table.statusKey)}</strong>
                {table.enabled ? null : ` · ${t("console.tables.list.disabled")}`}
              </p>
              <p className="c-console-meta">
                {table.tableClients > 0
                  ? `${t("console.tables.list.guests", { count: table.tableClients })} · ${t("console.tables.list.people", { count: table.people })}`
                  : t("console.tables.list.nobody")}
              </p>
              <p className={table.roundsWaiting > 0 ? "c-console-waiting c-console-waiting--some" : "c-console-meta"}>
                {table.roundsWaiting > 0
                  ? t("console.tables.list.waiting", { count: table.roundsWaiting })
                  : t("console.tables.list.waitingNone")}
              </p>
              <p className="c-console-total">{t("console.tables.list.total", { total: table.total })}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
