import { Form, Link, useNavigation } from "@remix-run/react";
import type { ComponentProps } from "react";
import { CartSummary } from "~/components/cart/CartSummary";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { OrderLines, OrderPayment } from "~/components/orders/OrderDetails";
import type { Currency } from "../../../contract";
import { ConsoleRefundForm, type RefundTyped } from "~/components/console/ConsoleRefund";
import type { ConsoleOrderView } from "~/lib/console/console-orders.server";
import { useFocusOnAnswer, useFocusOnResult } from "~/lib/page/focus";
import { useTranslation } from "~/lib/i18n/i18n";
import { RefusalFields } from "./RefusalFields";
import { EarlierOrders } from "./EarlierOrders";

export interface ConsoleOrderAnswer {
  action: string;
  errors: Record<string, string>;
  message: string | null;
  note: string;
  /** The refund form's typed values (action REFUND). */
  refund?: RefundTyped;
}

export interface ConsoleOrderPageData {
  order: ConsoleOrderView;
  done: string | null;
  changed: boolean;
  refunded: boolean;
  refundForm: { nonce: string; reasonMax: number; currency: Currency };
  choices: { reasons: readonly string[]; noteMax: number };
  hrefs: { self: string; inbox: string; ticket80: string; ticketA4: string };
  /** The customer's earlier orders here; null when they could not be read. */
  earlier?: ComponentProps<typeof EarlierOrders>["orders"];
}

const PLAIN_ACTIONS = ["PIX_RECEIVED", "ACCEPT", "DISPATCH", "READY", "DELIVER"] as const;

export function ConsoleOrderPage({ data, answer }: { data: ConsoleOrderPageData; answer: ConsoleOrderAnswer | null }) {
  const { t } = useTranslation();
  const { order, hrefs } = data;
  const busy = useNavigation().state === "submitting";
  const done = useFocusOnResult<HTMLParagraphElement>(data.done);
  useFocusOnAnswer(
    answer,
    (refused) =>
      document.getElementById(`console-${refused.action.toLowerCase()}-problems`) ??
      document.getElementById("console-refund-message") ??
      document.getElementById("console-order-message"),
  );
  return (
    <>
      <p className="c-no-print">
        <Link to={hrefs.inbox} className="c-back-link">
          ← {t("console.order.back")}
        </Link>
      </p>
      <h1>{t("console.order.title", { id: order.id })}</h1>
      <p>
        <strong>{t(order.statusKey)}</strong> · {t("console.order.placedAt", { date: order.placedAt })}
      </p>
      {order.kitchen ? (
        <p data-testid="console-order-kitchen">{t(order.kitchen.key, { time: order.kitchen.time })}</p>
      ) : null}
      {data.done ? (
        <p className="c-alert c-alert--info" role="status" tabIndex={-1} ref={done}>
          {t(`console.order.actions.done.${data.done}`, { id: order.id })}
        </p>
      ) : null}
      {data.refunded ? (
        <p className="c-alert c-alert--info" role="status">
          {t("console.order.refund.done", { id: order.id })}
        </p>
      ) : null}
      {data.changed ? (
        <p className="c-alert c-alert--error" role="alert">
          {t("console.order.actions.errors.INVALID_TRANSITION")}
        </p>
      ) : null}
      {answer?.message && answer.action !== "REFUND" ? (
        <p id="console-order-message" className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message)}
        </p>
      ) : null}
      {order.cancellation ? (
        <p className="c-alert c-alert--error">
          {t("console.order.cancellation", { reason: t(order.cancellation.reasonKey) })}
          {order.cancellation.note ? ` · ${order.cancellation.note}` : ""}
        </p>
      ) : null}

      <OrderActionsForm data={data} answer={answer} busy={busy} />
      <ConsoleRefundForm
        order={order}
        form={data.refundForm}
        answer={answer?.action === "REFUND" ? answer : null}
        busy={busy}
      />

      <div className="c-console-columns">
        <section className="c-section" aria-labelledby="console-customer-title">
          <h2 id="console-customer-title" className="c-section__title">
            {t("console.order.customer")}
          </h2>
          <p>
            <strong>{order.customer}</strong>
          </p>
          <p>
            <a href={order.phone.href}>{t("console.order.phone", { phone: order.phone.display })}</a>
          </p>
          {order.taxId ? <p>{t("console.order.taxId", { taxId: order.taxId })}</p> : null}
          <h3>{t(`orders.delivery.${order.deliveryType}`)}</h3>
          {order.consumeInStore ? <p>{t("orders.delivery.consumeInStore")}</p> : null}
          {order.address ? (
            <address>
              {order.address.map((line) => (
                <span key={line} style={{ display: "block" }}>
                  {line}
                </span>
              ))}
              {order.areaName ? <span style={{ display: "block" }}>{order.areaName}</span> : null}
            </address>
          ) : null}
          {order.scheduledTo ? <p>{t("orders.delivery.scheduled", { date: order.scheduledTo })}</p> : null}
          {order.notes ? (
            <>
              <h3>{t("orders.notes")}</h3>
              <p>{order.notes}</p>
            </>
          ) : null}
        </section>
        <div>
          <OrderLines order={order} />
          <CartSummary summary={order.summary} />
          <OrderPayment order={order} />
          <p>{t("console.order.paymentStatus", { status: t(order.payment.statusKey) })}</p>
          {order.pixDeadline ? <p>{t("console.order.pixDeadline", { time: order.pixDeadline })}</p> : null}
        </div>
        {data.earlier !== undefined ? <EarlierOrders orders={data.earlier} /> : null}
        <section className="c-section" aria-labelledby="console-history-title">
          <h2 id="console-history-title" className="c-section__title">
            {t("console.order.history")}
          </h2>
          <ol className="c-console-history">
            {order.history.map((entry, index) => (
              <li key={`${index}-${entry.time}`}>
                {entry.by
                  ? t("console.order.historyBy", { status: t(entry.statusKey), time: entry.time, name: entry.by })
                  : entry.auto
                    ? t("console.day.autoAccepted", { status: t(entry.statusKey), time: entry.time })
                    : t("console.order.historyAt", { status: t(entry.statusKey), time: entry.time })}
              </li>
            ))}
          </ol>
          {order.refunds.length > 0 ? (
            <>
              <h3>{t("console.order.refunds")}</h3>
              <ul className="c-console-history">
                {order.refunds.map((refund, index) => (
                  <li key={`${index}-${refund.time}`}>
                    {refund.by
                      ? t("console.order.refundBy", { amount: refund.amount, time: refund.time, name: refund.by })
                      : t("console.order.refundAt", { amount: refund.amount, time: refund.time })}
                    {" · "}
                    {refund.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3>{t("console.order.ticket")}</h3>
          <p className="c-console-ticket-links">
            <Link to={hrefs.ticket80} className="c-button c-button--default">
              {t("console.order.ticket80")}
            </Link>
            <Link to={hrefs.ticketA4} className="c-button c-button--default">
              {t("console.order.ticketA4")}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

function OrderActionsForm({
  data,
  answer,
  busy,
}: {
  data: ConsoleOrderPageData;
  answer: ConsoleOrderAnswer | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { order, choices } = data;
  const plain = PLAIN_ACTIONS.filter((action) => order.actions.includes(action));
  const withReason = (["REFUSE", "CANCEL"] as const).filter((action) => order.actions.includes(action));
  return (
    <section className="c-section c-no-print" aria-labelledby="console-actions-title">
      <h2 id="console-actions-title" className="c-section__title">
        {t("console.order.actions.title")}
      </h2>
      {order.actions.length === 0 ? <p>{t("console.order.actions.none")}</p> : null}
      <div className="c-console-actions">
        {plain.length > 0 ? (
          <Form method="post" className="c-console-actions">
            {plain.map((action, index) => (
              <button
                key={action}
                type="submit"
                name="action"
                value={action}
                className={`c-button${index === 0 ? "" : " c-button--default"}`}
                disabled={busy}
              >
                {t(`console.order.actions.${action}`)}
              </button>
            ))}
          </Form>
        ) : null}
        {withReason.map((action) => {
          const mine = answer?.action === action ? answer : null;
          const errors = mine?.errors ?? {};
          const prefix = `console-${action.toLowerCase()}`;
          const problems = problemsIn(
            errors,
            [
              { name: "reason", target: `${prefix}-reason`, label: t("console.order.actions.reason") },
              {
                name: "note",
                target: `${prefix}-note`,
                label: t("console.order.actions.note"),
                values: { max: choices.noteMax },
              },
            ],
            t,
          );
          return (
            <details key={action} open={mine !== null}>
              <summary>{t(`console.order.actions.${action}`)}</summary>
              <ErrorSummary id={`${prefix}-problems`} problems={problems} />
              <Form method="post" className="c-console-form" noValidate>
                <RefusalFields prefix={prefix} errors={errors} note={mine?.note ?? ""} choices={choices} />
                <button type="submit" name="action" value={action} className="c-button" disabled={busy}>
                  {t(
                    action === "REFUSE" ? "console.order.actions.confirmRefuse" : "console.order.actions.confirmCancel",
                    { id: order.id },
                  )}
                </button>
              </Form>
            </details>
          );
        })}
      </div>
    </section>
  );
}
