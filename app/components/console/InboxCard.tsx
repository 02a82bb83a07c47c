import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import type { InboxLine } from "~/lib/console/console-orders.server";
import { useFocusOnAnswer } from "~/lib/page/focus";
import { useTranslation } from "~/lib/i18n/i18n";
import { RefusalFields } from "./RefusalFields";

/** What the inbox's action answers when a card's form is refused (bad reason, API down). */
export interface InboxAnswer {
  order: number;
  action: string;
  errors: Record<string, string>;
  message: string | null;
  note: string;
}

/**
 * One order of the inbox: how long it has waited, the time promised (and "late" in words past it),
 * and its next move in one tap. Plain forms posted to the inbox; with JavaScript a fetcher per card,
 * so a second tap while the first is on its way sends nothing (the API records one move for two anyway).
 */
export function InboxCard({
  order,
  action,
  answer,
  choices,
}: {
  order: InboxLine;
  action: string;
  answer: InboxAnswer | null;
  choices: { reasons: readonly string[]; noteMax: number };
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<InboxAnswer>({ key: `inbox-card-${order.id}` });
  const busy = fetcher.state !== "idle";
  // A second tap before the page has redrawn the button disabled sends nothing.
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);
  const once = (event: FormEvent) => {
    if (sending.current) event.preventDefault();
    sending.current = true;
  };
  const mine = fetcher.data?.order === order.id ? fetcher.data : answer?.order === order.id ? answer : null;
  const errors = mine?.errors ?? {};
  const title = `inbox-card-${order.id}-title`;
  const prefix = `inbox-card-${order.id}-refuse`;
  useFocusOnAnswer(mine, (refused) =>
    document.getElementById(
      refused.errors.note ? `${prefix}-note` : refused.errors.reason ? `${prefix}-reason` : `${title}-message`,
    ),
  );
  return (
    <li
      className={`c-console-card${order.status === "WAITING_CONFIRMATION" ? " c-console-card--new" : ""}${order.late ? " c-console-card--late" : ""}`}
    >
      <h2 id={title}>
        <Link to={order.href}>{t("console.order.title", { id: order.id })}</Link>
      </h2>
      <p>
        <strong>{t(order.statusKey)}</strong> · {order.time}
        {order.waited !== null ? ` · ${t("console.inbox.card.waited", { count: order.waited })}` : ""}
      </p>
      {order.kitchenKey ? (
        <p>
          <strong>{t(order.kitchenKey)}</strong>
        </p>
      ) : null}
      {order.promised ? (
        <p className={order.late ? "c-console-late" : "c-console-meta"}>
          {order.late ? <strong>{t("console.inbox.card.late")} · </strong> : null}
          {t("console.inbox.card.promised", { time: order.promised })}
        </p>
      ) : null}
      <p>
        {order.customer} · {t(order.typeKey)} · {t("console.inbox.units", { count: order.units })}
      </p>
      {order.scheduled ? (
        <p className="c-console-meta">{t("console.inbox.scheduled", { date: order.scheduled })}</p>
      ) : null}
      <p>
        <span className="c-console-total">{order.total}</span> · {t(order.paymentKey)}
        {order.paid ? ` · ${t("orders.paymentStatus.PAID")}` : ""}
      </p>
      {mine?.message ? (
        <p id={`${title}-message`} className="c-alert c-alert--error" role="alert" tabIndex={-1}>
          {t(mine.message)}
        </p>
      ) : null}
      {order.move || order.refusable ? (
        <div className="c-console-card__actions c-no-print">
          {order.move ? (
            <fetcher.Form method="post" action={action} onSubmit={once} preventScrollReset>
              <input type="hidden" name="order" value={order.id} />
              <input type="hidden" name="action" value={order.move} />
              <button type="submit" className="c-button" aria-describedby={title} disabled={busy}>
                {t(`console.inbox.card.moves.${order.move}`)}
              </button>
            </fetcher.Form>
          ) : null}
          {order.refusable ? (
            <details open={mine !== null && Object.keys(errors).length > 0}>
              <summary aria-describedby={title}>{t("console.inbox.card.refuse")}</summary>
              <fetcher.Form
                method="post"
                action={action}
                className="c-console-form"
                onSubmit={once}
                noValidate
                preventScrollReset
              >
                <input type="hidden" name="order" value={order.id} />
                <input type="hidden" name="action" value="REFUSE" />
                <RefusalFields prefix={prefix} errors={errors} note={mine?.note ?? ""} choices={choices} />
                <button type="submit" className="c-button" disabled={busy}>
                  {t("console.order.actions.confirmRefuse", { id: order.id })}
                </button>
              </fetcher.Form>
            </details>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
