import { Form, Link } from "@remix-run/react";
import { QuestionForm } from "~/components/QuestionForm";
import { useTranslation } from "~/lib/i18n";
import type { OrderView } from "~/lib/order-view";
import type { OrderActionData, OrderPageData } from "./OrderPage";

/* The order page's parts below its status: what the customer can do, where it goes, what is in it, how it is paid, how to reach the store. */

const DETAILS = { margin: 0, fontSize: ".875rem", color: "var(--mantine-color-dimmed)" } as const;

/** Repay, order again (asking the age first for dishes for adults), cancel (asking first). */
export function OrderActions({
  order,
  hrefs,
  answer,
  busy,
}: {
  order: OrderView;
  hrefs: OrderPageData["hrefs"];
  answer: OrderActionData | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {answer?.confirmCancel && order.canCancel ? (
        <QuestionForm
          id="cancel-question"
          question={t("orders.cancel.question", { id: order.id })}
          intent="cancel-confirm"
          yes={t("orders.cancel.confirm")}
          no={t("orders.cancel.keep")}
          noHref={hrefs.self}
          busy={busy}
        />
      ) : null}
      {answer?.adultDishes?.length ? (
        <QuestionForm
          id="reorder-age-question"
          question={t("orders.reorder.ageQuestion", { names: answer.adultDishes.join(", ") })}
          intent="reorder-over18"
          yes={t("age.confirm")}
          no={t("orders.reorder.ageDecline")}
          noHref={hrefs.self}
          busy={busy}
        />
      ) : null}
      <div className="c-row c-section">
        {order.canRepay ? (
          <Link to={hrefs.repay} className="c-button">
            {t("orders.repay")}
          </Link>
        ) : null}
        {answer?.adultDishes?.length ? null : (
          <Form method="post">
            <button type="submit" name="intent" value="reorder" className="c-button c-button--default" disabled={busy}>
              {t("orders.reorder.button")}
            </button>
          </Form>
        )}
        {order.canCancel && !answer?.confirmCancel ? (
          <Form method="post">
            <button type="submit" name="intent" value="cancel" className="c-button c-button--default" disabled={busy}>
              {t("orders.cancel.button")}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}

/** Who receives it, when, and where: the address, or the store's for pickup; the order's notes. */
export function OrderDelivery({ order, store }: { order: OrderView; store: OrderPageData["store"] }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className="c-section__title">
        {t(`orders.delivery.${order.deliveryType}`)}
      </h2>
      <p>{t("orders.delivery.customer", { name: order.customer })}</p>
      {order.scheduledTo ? <p>{t("orders.delivery.scheduled", { date: order.scheduledTo })}</p> : null}
      {order.address ? <AddressBlock title={t("orders.delivery.address")} lines={order.address} /> : null}
      {store.pickup ? <AddressBlock title={t("orders.delivery.pickup")} lines={[store.name, ...store.pickup]} /> : null}
      {order.notes ? (
        <>
          <h3>{t("orders.notes")}</h3>
          <p>{order.notes}</p>
        </>
      ) : null}
    </section>
  );
}

/** A titled address, a line each. */
function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <>
      <h3>{title}</h3>
      <address>
        {lines.map((line, index) => (
          <span key={`${index}-${line}`} style={{ display: "block" }}>
            {line}
          </span>
        ))}
      </address>
    </>
  );
}

/** The lines, with their options and notes. */
export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="c-section__title">
        {t("orders.items")}
      </h2>
      <ul className="c-account-list">
        {order.lines.map((line) => (
          <li key={line.key}>
            <p>
              <strong>
                {line.quantity}× {line.name}
              </strong>{" "}
              <span>{line.points != null ? t("loyalty.points", { count: line.points }) : line.total}</span>
            </p>
            {line.details.length > 0 ? <p style={DETAILS}>{line.details.filter(Boolean).join(" · ")}</p> : null}
            {line.notes ? <p style={DETAILS}>{line.notes}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The method, the card or the machine's brand, and the change. */
export function OrderPayment({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const paymentLine = [
    t(order.payment.methodKey),
    order.payment.brandKey && order.payment.lastFour
      ? t("orders.payment.card", { brand: t(order.payment.brandKey), lastFour: order.payment.lastFour })
      : order.payment.brandKey
        ? t(order.payment.brandKey)
        : null,
    order.payment.methodKey.endsWith(".CASH")
      ? order.payment.changeFor
        ? t("orders.payment.changeFor", { amount: order.payment.changeFor })
        : t("orders.payment.noChange")
      : null,
  ].filter(Boolean);
  return (
    <section className="c-section" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="c-section__title">
        {t("orders.payment.title")}
      </h2>
      <p>{paymentLine.join(" · ")}</p>
    </section>
  );
}

/** WhatsApp and the phone of the store, when it shows them. */
export function StoreContact({ store }: { store: OrderPageData["store"] }) {
  const { t } = useTranslation();
  if (!store.whatsapp && !store.phone) return null;
  return (
    <section className="c-section" aria-labelledby="order-contact-title">
      <h2 id="order-contact-title" className="c-section__title">
        {t("orders.contact.title")}
      </h2>
      <p className="c-row">
        {store.whatsapp ? (
          <a href={store.whatsapp} className="c-button c-button--default" target="_blank" rel="noopener noreferrer">
            {t("orders.contact.whatsapp")}
          </a>
        ) : null}
        {store.phone ? (
          <a href={store.phone.href} className="c-button c-button--default">
            {t("orders.contact.phone", { phone: store.phone.display })}
          </a>
        ) : null}
      </p>
    </section>
  );
}
