import { CartSummary } from "~/components/cart/CartSummary";
import { useTranslation } from "~/lib/i18n/i18n";
import type { OrderView } from "~/lib/orders/order-view";

export interface OrderStore {
  name: string;
  pickup: string[] | null;
  phone: { display: string; href: string } | null;
  whatsapp: string | null;
}

const DETAILS = { margin: 0, fontSize: ".875rem", color: "var(--mantine-color-dimmed)" } as const;

export function OrderDelivery({ order, store }: { order: OrderView; store: OrderStore }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className="c-section__title">
        {t(`orders.delivery.${order.deliveryType}`)}
      </h2>
      {order.consumeInStore ? <p>{t("orders.delivery.consumeInStore")}</p> : null}
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

export function StoreContact({ store }: { store: OrderStore }) {
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

/** Each refund of the order: how much and when (why is the store's own note, not shown here). */
export function OrderRefunds({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (order.refunds.length === 0) return null;
  return (
    <section className="c-section" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title" className="c-section__title">
        {t("orders.refunds.title")}
      </h2>
      <ul className="c-account-list">
        {order.refunds.map((refund, index) => (
          <li key={`${index}-${refund.time}`}>{t("orders.refunds.line", refund)}</li>
        ))}
      </ul>
      <p style={DETAILS}>{t("orders.refunds.when")}</p>
    </section>
  );
}

/** While the page polls, this server HTML stays as it is unless the order's details changed. */
export function OrderDetails({ order, store }: { order: OrderView; store: OrderStore }) {
  return (
    <>
      <OrderDelivery order={order} store={store} />
      <OrderLines order={order} />
      <CartSummary summary={order.summary} />
      <OrderPayment order={order} />
      <OrderRefunds order={order} />
      <StoreContact store={store} />
    </>
  );
}
