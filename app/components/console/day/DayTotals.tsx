import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { presentDayTotals } from "~/lib/console/store-day.server";

type Totals = ReturnType<typeof presentDayTotals>;

/** The day's numbers, another day through a plain GET form, and its orders as a CSV link. */
export function DayTotals({
  totals,
  date,
  badDate,
  csvHref,
}: {
  totals: Totals | null;
  /** The day shown, yyyy-MM-dd at the store. */
  date: string;
  badDate: boolean;
  csvHref: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="day-totals" className="c-day-panel">
      <h2 id="day-totals">{t("console.day.totals.title")}</h2>
      <Form method="get" className="c-console-toolbar">
        <div className="c-field">
          <label htmlFor="day-date">{t("console.day.totals.date")}</label>
          <input
            id="day-date"
            name="date"
            type="date"
            className="c-input"
            defaultValue={date}
            aria-invalid={badDate || undefined}
            aria-describedby={badDate ? "day-date-error" : undefined}
          />
        </div>
        <button type="submit" className="c-button c-button--default">
          {t("console.day.totals.show")}
        </button>
      </Form>
      {badDate ? (
        <p id="day-date-error" role="alert" className="c-alert c-alert--error">
          {t("console.day.totals.badDate")}
        </p>
      ) : null}
      {totals === null ? (
        <p role="alert" className="c-alert c-alert--error">
          {t("console.day.totals.unavailable")}
        </p>
      ) : (
        <>
          <p>{t("console.day.totals.intro", { date })}</p>
          <dl className="c-day-totals">
            <div>
              <dt>{t("console.day.totals.placed")}</dt>
              <dd data-total="placed">{totals.placed}</dd>
            </div>
            <div>
              <dt>{t("console.day.totals.sales")}</dt>
              <dd data-total="sales">
                {t("console.day.totals.salesCount", { count: totals.sales.count, amount: totals.sales.amount })}
              </dd>
            </div>
            <div>
              <dt>{t("console.day.totals.averageTicket")}</dt>
              <dd data-total="average">{totals.averageTicket}</dd>
            </div>
            <div>
              <dt>{t("console.day.totals.cash")}</dt>
              <dd data-total="cash">{totals.cash.sales}</dd>
            </div>
            <div>
              <dt>{t("console.day.totals.cashChange")}</dt>
              <dd data-total="change">{totals.cash.change}</dd>
            </div>
            <div>
              <dt>{t("console.day.totals.refunds")}</dt>
              <dd data-total="refunds">
                {t("console.day.totals.countAmount", { count: totals.refunds.count, amount: totals.refunds.amount })}
              </dd>
            </div>
            <div>
              <dt>{t("console.day.totals.cancellations")}</dt>
              <dd data-total="cancellations">
                {t("console.day.totals.countAmount", {
                  count: totals.cancellations.count,
                  amount: totals.cancellations.amount,
                })}
              </dd>
            </div>
          </dl>
          {totals.byMethod.length > 0 ? (
            <table className="c-day-methods">
              <caption>{t("console.day.totals.byMethod")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("console.day.totals.method")}</th>
                  <th scope="col">{t("console.day.totals.orders")}</th>
                  <th scope="col">{t("console.day.totals.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {totals.byMethod.map((line) => (
                  <tr key={line.method} data-method={line.method}>
                    <th scope="row">{t(line.methodKey)}</th>
                    <td>{line.count}</td>
                    <td>{line.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t("console.day.totals.noSales")}</p>
          )}
          {totals.truncated ? <p className="c-alert c-alert--info">{t("console.day.totals.truncated")}</p> : null}
          <p>
            <a href={csvHref} download className="c-button c-button--default">
              {t("console.day.totals.csv")}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
