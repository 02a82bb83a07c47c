import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatInTimeZone } from "date-fns-tz";
import { formatMoney } from "../../contract/formats/money";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { storeDayCalls } from "~/lib/console/console-store-day-api.server";
import { ORDER_SEARCH } from "~/lib/console/store-day.server";
import { useFocusOnResult } from "~/lib/page/focus";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** A GET form: the search is in the URL, so it works without scripts, survives a reload and can be shared. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim();
  const base = { title: page.t("console.day.orderSearch.title"), q, ...ORDER_SEARCH };
  if (q === "") return { ...base, error: null, orders: null };
  if (q.length > ORDER_SEARCH.max) return { ...base, error: "console.day.orderSearch.tooLong", orders: null };
  const result = await storeDayCalls(context.api.send).search(page.slug, page.token, q);
  if (!result.ok) {
    if (result.status === 401 || result.status === 403 || result.status === 404) return page.refused(result);
    return { ...base, error: "console.day.orderSearch.unavailable", orders: null };
  }
  return {
    ...base,
    error: null,
    orders: result.data.orders.map((order) => ({
      id: order.id,
      href: consoleHref(page.slug, `/orders/${order.id}`),
      placed: formatInTimeZone(new Date(order.created_at), page.store.timeZone, "dd/MM HH:mm"),
      customer: order.customer_name,
      total: formatMoney(order.total, page.store.currency, page.store.locale),
      statusKey: `orders.status.${order.status}`,
    })),
  };
}

export default function ConsoleOrderSearch() {
  const { t } = useTranslation();
  const { q, max, limit, error, orders } = useLoaderData<typeof loader>();
  const summary = error
    ? null
    : orders === null
      ? null
      : orders.length === 0
        ? t("console.day.orderSearch.none", { q })
        : t("console.day.orderSearch.count", { count: orders.length, q });
  const result = useFocusOnResult<HTMLParagraphElement>(summary ?? error);
  return (
    <div className="c-day">
      <h1>{t("console.day.orderSearch.title")}</h1>
      <Form method="get" role="search" className="c-console-toolbar">
        <div className="c-field">
          <label htmlFor="order-q">{t("console.day.orderSearch.label")}</label>
          <input
            id="order-q"
            name="q"
            type="search"
            className="c-input"
            defaultValue={q}
            required
            aria-invalid={error === "console.day.orderSearch.tooLong" || undefined}
            aria-describedby={error ? "order-q-error" : undefined}
          />
        </div>
        <button type="submit" className="c-button">
          {t("console.day.orderSearch.submit")}
        </button>
      </Form>
      {error ? (
        <p id="order-q-error" role="alert" className="c-alert c-alert--error" tabIndex={-1} ref={result}>
          {t(error, { max })}
        </p>
      ) : summary ? (
        <p role="status" tabIndex={-1} ref={result}>
          {summary}
          {orders && orders.length >= limit ? ` ${t("console.day.orderSearch.limit", { count: limit })}` : ""}
        </p>
      ) : (
        <p role="status" className="c-visually-hidden" />
      )}
      {orders && orders.length > 0 ? (
        <div className="c-table-scroll">
          <table className="c-day-methods">
            <thead>
              <tr>
                <th scope="col">{t("console.day.orderSearch.number")}</th>
                <th scope="col">{t("console.day.orderSearch.placed")}</th>
                <th scope="col">{t("console.day.orderSearch.customer")}</th>
                <th scope="col">{t("console.day.orderSearch.total")}</th>
                <th scope="col">{t("console.day.orderSearch.status")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={order.href} prefetch="none">
                      {t("console.day.orderSearch.open", { id: order.id })}
                    </Link>
                  </th>
                  <td>{order.placed}</td>
                  <td>{order.customer}</td>
                  <td>{order.total}</td>
                  <td>{t(order.statusKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
