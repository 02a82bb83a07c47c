import { Link } from "@remix-run/react";
import type { InboxLine } from "~/lib/console/console-orders.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { InboxLive } from "./InboxLive";

export interface InboxProps {
  query: { filter: "new" | "active" | "done" | "all"; today: boolean };
  orders: InboxLine[];
  waiting: number;
  newestWaitingId: number | null;
  updatedAt: string;
  hrefs: { self: string; filters: Record<string, string>; today: string };
}

const FILTERS = ["new", "active", "done", "all"] as const;

export function Inbox({ data }: { data: InboxProps }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("console.inbox.title")}</h1>
      <p className={`c-console-waiting${data.waiting > 0 ? " c-console-waiting--some" : ""}`}>
        {data.waiting > 0 ? t("console.inbox.waiting", { count: data.waiting }) : t("console.inbox.waitingNone")}
      </p>
      <InboxLive waiting={data.waiting} newestWaitingId={data.newestWaitingId} orders={data.orders} />
      <div className="c-console-toolbar">
        <nav aria-label={t("console.inbox.filters.label")}>
          <ul className="c-console-tabs">
            {FILTERS.map((filter) => (
              <li key={filter}>
                <Link
                  to={data.hrefs.filters[filter]!}
                  aria-current={data.query.filter === filter ? "page" : undefined}
                  preventScrollReset
                >
                  {t(`console.inbox.filters.${filter}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={data.hrefs.today} className="c-button c-button--default" preventScrollReset>
          {data.query.today ? t("console.inbox.anyDay") : t("console.inbox.today")}
        </Link>
        <Link to={data.hrefs.self} className="c-button c-button--default" preventScrollReset>
          {t("console.inbox.refresh")}
        </Link>
        <span className="c-console-meta">{t("console.inbox.updatedAt", { time: data.updatedAt })}</span>
      </div>
      {data.orders.length === 0 ? (
        <p>{t("console.inbox.empty")}</p>
      ) : (
        <ol className="c-console-orders">
          {data.orders.map((order) => (
            <li
              key={order.id}
              className={`c-console-card${order.status === "WAITING_CONFIRMATION" ? " c-console-card--new" : ""}`}
            >
              <h2>
                <Link to={order.href}>{t("console.order.title", { id: order.id })}</Link>
              </h2>
              <p>
                <strong>{t(order.statusKey)}</strong> · {order.time}
              </p>
              <p>{order.customer}</p>
              <p className="c-console-meta">
                {t(order.typeKey)} · {t("console.inbox.units", { count: order.units })}
              </p>
              {order.scheduled ? (
                <p className="c-console-meta">{t("console.inbox.scheduled", { date: order.scheduled })}</p>
              ) : null}
              <p>
                <span className="c-console-total">{order.total}</span> · {t(order.paymentKey)}
                {order.paid ? ` · ${t("orders.paymentStatus.PAID")}` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
