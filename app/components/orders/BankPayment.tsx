import { useTranslation } from "~/lib/i18n/i18n";
import type { OrderView, TicketView } from "~/lib/orders/order-view";

/** PSE still waiting for the bank: said, with the way back to its page. */
export function BankPending({ url }: { url: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="bank-title" data-testid="bank-pending">
      <h2 id="bank-title" className="c-section__title">
        {t("orders.bank.pending")}
      </h2>
      <p>{t("orders.bank.pendingHint")}</p>
      {url ? (
        <p>
          <a href={url}>{t("orders.bank.toBank")}</a>
        </p>
      ) : null}
    </section>
  );
}

/** An OXXO voucher: the reference the cashier types, the amount and the deadline, all server-rendered. */
export function OxxoTicket({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="oxxo-title" data-testid="oxxo-ticket">
      <h2 id="oxxo-title" className="c-section__title">
        {t("orders.oxxo.title")}
      </h2>
      <dl>
        <dt>{t("orders.oxxo.reference")}</dt>
        <dd>
          <strong data-testid="oxxo-reference">{ticket.reference}</strong>
        </dd>
      </dl>
      <p>{t("orders.oxxo.amount", { amount: ticket.amount })}</p>
      <p>{t("orders.oxxo.deadline", { time: ticket.deadline })}</p>
      <p>{t("orders.oxxo.howTo")}</p>
      {ticket.url ? (
        <p>
          <a href={ticket.url}>{t("orders.oxxo.voucher")}</a>
        </p>
      ) : null}
    </section>
  );
}

/** What is left to do for a PSE or OXXO payment: drawn on the server only (a static part), no script or texts shipped for it. */
export function BankPayment({ bank, ticket }: Pick<OrderView, "bank" | "ticket">) {
  return (
    <>
      {bank ? <BankPending url={bank.url} /> : null}
      {ticket ? <OxxoTicket ticket={ticket} /> : null}
    </>
  );
}
