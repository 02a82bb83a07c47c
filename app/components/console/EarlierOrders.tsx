import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { presentEarlierOrders } from "~/lib/console/store-day.server";

/** The customer's last orders at this store, under the customer; null when they could not be read. */
export function EarlierOrders({ orders }: { orders: ReturnType<typeof presentEarlierOrders> | null }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="console-earlier-title">
      <h2 id="console-earlier-title" className="c-section__title">
        {t("console.day.earlier.title")}
      </h2>
      {orders === null ? (
        <p>{t("console.day.earlier.unavailable")}</p>
      ) : orders.length === 0 ? (
        <p>{t("console.day.earlier.none")}</p>
      ) : (
        <table className="c-day-methods">
          <thead>
            <tr>
              <th scope="col">{t("console.day.earlier.date")}</th>
              <th scope="col">{t("console.day.earlier.total")}</th>
              <th scope="col">{t("console.day.earlier.status")}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={order.href} prefetch="none" aria-label={t("console.day.earlier.open", { id: order.id })}>
                    {order.date}
                  </Link>
                </th>
                <td>{order.total}</td>
                <td>{t(order.statusKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
