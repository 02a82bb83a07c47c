import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ConsoleOrderView } from "~/lib/console/console-orders.server";
import { useTranslation } from "~/lib/i18n/i18n";

export interface KitchenTicketData {
  size: "80mm" | "a4";
  storeName: string;
  order: ConsoleOrderView;
  hrefs: { order: string };
}

const TYPE_KEYS = {
  DELIVERY: "console.ticket.delivery",
  TAKEOUT: "console.ticket.takeout",
  TABLE: "console.ticket.table",
} as const;

/** console.css names the printed page's size; only the ticket prints. */
export function KitchenTicket({ data }: { data: KitchenTicketData }) {
  const { t } = useTranslation();
  const { order } = data;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <div className="c-console-toolbar c-no-print">
        <Link to={data.hrefs.order} className="c-back-link">
          ← {t("console.ticket.back")}
        </Link>
        {hydrated ? (
          <button type="button" className="c-button" onClick={() => window.print()}>
            {t("console.ticket.print")}
          </button>
        ) : null}
        <span className="c-console-meta">
          {t("console.ticket.size", { size: data.size === "a4" ? "A4" : "80 mm" })}
        </span>
      </div>
      <article className={`c-ticket c-ticket--${data.size}`} aria-label={t("console.ticket.title", { id: order.id })}>
        <h1 className="c-ticket__big">{t("console.order.title", { id: order.id })}</h1>
        <p className="c-ticket__big">{t(TYPE_KEYS[order.deliveryType])}</p>
        {order.consumeInStore ? <p className="c-ticket__big">{t("orders.delivery.consumeInStore")}</p> : null}
        <p>{data.storeName}</p>
        <p>{order.placedAt}</p>
        {order.scheduledTo ? (
          <p className="c-ticket__big">{t("orders.delivery.scheduled", { date: order.scheduledTo })}</p>
        ) : null}
        <p>
          {order.customer} · {order.phone.display}
        </p>
        {order.address ? (
          <address>
            {order.address.map((line) => (
              <span key={line} style={{ display: "block" }}>
                {line}
              </span>
            ))}
          </address>
        ) : null}
        <ul>
          {order.lines.map((line) => (
            <li key={line.key}>
              <div className="c-ticket__row">
                <strong className="c-ticket__item">
                  {line.quantity}× {line.name}
                </strong>
                <span>{line.total}</span>
              </div>
              {/* A cook reads each half or fraction on its own line, its share in plain digits. */}
              {line.flavors?.map((flavor, index) => (
                <strong key={`${index}-${flavor.name}`} className="c-ticket__detail">
                  {flavor.share ? <span className="c-ticket__share">{flavor.share}</span> : null}
                  {flavor.name}
                </strong>
              ))}
              {(line.options ?? line.details).filter(Boolean).map((detail) => (
                <strong key={detail} className="c-ticket__detail">
                  {detail}
                </strong>
              ))}
              {line.notes ? (
                <strong className="c-ticket__detail c-ticket__note">
                  {t("console.ticket.notes", { notes: line.notes })}
                </strong>
              ) : null}
            </li>
          ))}
        </ul>
        {order.notes ? (
          <p>
            <strong className="c-ticket__note">{t("console.ticket.notes", { notes: order.notes })}</strong>
          </p>
        ) : null}
        <div className="c-ticket__row">
          <span>{t("cart.summary.subtotal")}</span>
          <span>{order.summary.subtotal}</span>
        </div>
        {order.summary.deliveryFee ? (
          <div className="c-ticket__row">
            <span>{t("cart.summary.delivery_fee")}</span>
            <span>{order.summary.deliveryFee}</span>
          </div>
        ) : null}
        {order.summary.adjustments.map((adjustment) => (
          <div key={`${adjustment.source}-${adjustment.name}`} className="c-ticket__row">
            <span>{adjustment.name || t(`cart.summary.adjustment.${adjustment.source}`)}</span>
            <span>
              {adjustment.discount ? "-" : "+"}
              {adjustment.amount}
            </span>
          </div>
        ))}
        <div className="c-ticket__row c-ticket__big">
          <span>{t("console.ticket.total")}</span>
          <span>{order.summary.total}</span>
        </div>
        <p>
          {t(order.payment.methodKey)}
          {order.payment.brandKey ? ` · ${t(order.payment.brandKey)}` : ""}
          {order.payment.changeFor ? ` · ${t("orders.payment.changeFor", { amount: order.payment.changeFor })}` : ""}
        </p>
        <p>{t(order.payment.statusKey)}</p>
      </article>
    </>
  );
}
