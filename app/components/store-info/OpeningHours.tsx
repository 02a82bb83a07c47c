import { useTranslation } from "~/lib/i18n/i18n";
import type { OpeningDay } from "~/lib/store/opening-hours";

interface OpeningHoursProps {
  /** null: no opening period at all; "unavailable": the hours could not be read. */
  week: OpeningDay[] | null | "unavailable";
  city: string | null;
}

/** Today's row carries aria-current="date", so a screen reader announces it too. */
export function OpeningHours({ week, city }: OpeningHoursProps) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="store-hours-title">
      <h2 id="store-hours-title" className="c-section__title">
        {t("storeInfo.hours.title")}
      </h2>
      {week === "unavailable" ? <p role="alert">{t("storeInfo.hours.unavailable")}</p> : null}
      {week === null ? <p>{t("storeInfo.hours.none")}</p> : null}
      {Array.isArray(week) ? (
        <>
          <p className="c-dimmed" id="store-hours-zone">
            {city ? t("storeInfo.hours.localTime", { city }) : t("storeInfo.hours.localTimeStore")}
          </p>
          <table className="c-hours" aria-labelledby="store-hours-title" aria-describedby="store-hours-zone">
            <tbody>
              {week.map((day) => (
                <tr
                  key={day.weekday}
                  className={day.today ? "c-hours__today" : undefined}
                  aria-current={day.today ? "date" : undefined}
                >
                  <th scope="row">
                    {day.name}
                    {day.today ? (
                      <>
                        {" "}
                        <span className="c-badge">{t("storeInfo.hours.today")}</span>
                      </>
                    ) : null}
                  </th>
                  <td>
                    {day.intervals.length === 0 ? (
                      t("storeInfo.hours.closed")
                    ) : (
                      <ul>
                        {day.intervals.map((interval) => (
                          <li key={`${interval.opens}-${interval.closes}`}>
                            {interval.allDay
                              ? t("storeInfo.hours.allDay")
                              : t("storeInfo.hours.interval", { opens: interval.opens, closes: interval.closes })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
