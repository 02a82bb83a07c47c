import { Link } from "@remix-run/react";
import type { InboxLine } from "~/lib/console/console-orders.server";
import { useFocusOnResult } from "~/lib/page/focus";
import { useTranslation } from "~/lib/i18n/i18n";
import { InboxCard, type InboxAnswer } from "./InboxCard";

export interface InboxProps {
  query: { filter: "new" | "active" | "done" | "all"; today: boolean };
  orders: InboxLine[];
  updatedAt: string;
  /** The move just made from a card (after its redirect), said and focused at the top. */
  done: { action: string; order: number } | null;
  changed: number | null;
  choices: { reasons: readonly string[]; noteMax: number };
  hrefs: { self: string; action: string; filters: Record<string, string>; today: string };
}

const FILTERS = ["new", "active", "done", "all"] as const;

export function Inbox({ data, answer }: { data: InboxProps; answer: InboxAnswer | null }) {
  const { t } = useTranslation();
  const result = useFocusOnResult<HTMLParagraphElement>(
    data.done ? `${data.done.action}-${data.done.order}` : data.changed ? `changed-${data.changed}` : null,
  );
  return (
    <>
      <h1>{t("console.inbox.title")}</h1>
      <p id="console-inbox-result" ref={result} tabIndex={-1} role="status" className="c-console-result">
        {data.done ? (
          <span className="c-alert c-alert--info">
            {t(`console.order.actions.done.${data.done.action}`, { id: data.done.order })}
          </span>
        ) : data.changed ? (
          <span className="c-alert c-alert--error">{t("console.inbox.card.changed", { id: data.changed })}</span>
        ) : null}
      </p>
      <div className="c-console-toolbar c-console-toolbar--inbox">
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
            <InboxCard key={order.id} order={order} action={data.hrefs.action} answer={answer} choices={data.choices} />
          ))}
        </ol>
      )}
    </>
  );
}
