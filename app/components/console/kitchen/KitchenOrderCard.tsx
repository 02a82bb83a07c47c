import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import type { KitchenOrderView } from "~/lib/console/kitchen.server";
import { useTranslation } from "~/lib/i18n/i18n";

/**
 * One confirmed order on the kitchen display: what to cook, by when, and its next kitchen move
 * ("Iniciar preparo", "Pronto"). Plain forms posted to the kitchen; with JavaScript a fetcher per
 * ticket, so a second tap before the first answer sends nothing (the API moves once anyway).
 */
export function KitchenOrderCard({ order, action }: { order: KitchenOrderView; action: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ error: string; order: number }>({ key: `kitchen-order-${order.id}` });
  const busy = fetcher.state !== "idle";
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);
  const once = (event: FormEvent) => {
    if (sending.current) event.preventDefault();
    sending.current = true;
  };
  const messageRef = useRef<HTMLParagraphElement>(null);
  const refused = fetcher.data?.order === order.id ? fetcher.data.error : null;
  useEffect(() => {
    if (refused) messageRef.current?.focus();
  }, [refused]);
  const titleId = `kitchen-order-${order.id}`;
  return (
    <article
      className={`c-kitchen-ticket c-kitchen-ticket--${order.state.toLowerCase()}${order.late ? " c-kitchen-ticket--late" : ""}`}
      aria-labelledby={titleId}
      data-testid="kitchen-order"
    >
      <h2 id={titleId} className="c-kitchen-ticket__title">
        {t("console.tables.kitchen.orderTitle", { id: order.id, type: t(order.typeKey) })}
      </h2>
      <p className="c-kitchen-ticket__state" data-testid="kitchen-state">
        <strong>{t(`console.tables.kitchen.state.${order.state}`)}</strong>
        {" · "}
        {order.customer}
      </p>
      <p className="c-kitchen-ticket__time">
        {order.promised ? (
          <>
            {order.late ? <strong className="c-console-late">{t("console.inbox.card.late")} · </strong> : null}
            {t("console.inbox.card.promised", { time: order.promised })} ·{" "}
          </>
        ) : null}
        {order.waitingMinutes > 0
          ? t("console.inbox.card.waited", { count: order.waitingMinutes })
          : t("console.tables.round.waitedNow")}
      </p>
      <ul className="c-kitchen-ticket__lines">
        {order.lines.map((line) => (
          <li key={line.key}>
            <span className="c-kitchen-ticket__item">
              {line.quantity}× {line.name}
            </span>
            {line.details.filter(Boolean).map((detail) => (
              <strong key={detail} className="c-kitchen-ticket__detail">
                {detail}
              </strong>
            ))}
            {line.notes ? (
              <strong className="c-kitchen-ticket__note">{t("console.ticket.notes", { notes: line.notes })}</strong>
            ) : null}
          </li>
        ))}
      </ul>
      {order.notes ? (
        <p className="c-kitchen-ticket__note">
          <strong>{t("console.ticket.notes", { notes: order.notes })}</strong>
        </p>
      ) : null}
      {refused ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} ref={messageRef}>
          {t(refused)}
        </p>
      ) : null}
      <div className="c-console-actions c-no-print">
        {order.state === "QUEUED" ? (
          <fetcher.Form method="post" action={action} onSubmit={once} preventScrollReset>
            <input type="hidden" name="order" value={order.id} />
            <button
              type="submit"
              name="intent"
              value="preparing"
              className="c-button c-kitchen-ticket__button"
              aria-describedby={titleId}
              disabled={busy}
            >
              {t("console.tables.kitchen.start")}
            </button>
          </fetcher.Form>
        ) : null}
        <fetcher.Form method="post" action={action} onSubmit={once} preventScrollReset>
          <input type="hidden" name="order" value={order.id} />
          <button
            type="submit"
            name="intent"
            value="ready"
            className="c-button c-kitchen-ticket__button"
            aria-describedby={titleId}
            disabled={busy}
          >
            {t("console.tables.kitchen.ready")}
          </button>
        </fetcher.Form>
        <Link to={order.ticketHref} className="c-button c-button--default">
          {t("console.tables.kitchen.ticket")}
        </Link>
      </div>
    </article>
  );
}
