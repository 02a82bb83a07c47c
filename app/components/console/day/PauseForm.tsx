import { Form } from "@remix-run/react";
import type { PauseReason } from "../../../../contract/console";
import { useTranslation } from "~/lib/i18n/i18n";

export function PauseForm({
  pause,
  choices,
}: {
  /** HH:mm, the store's time. */
  pause: { until: string; reason: PauseReason } | null;
  choices: { minutes: readonly number[]; reasons: readonly PauseReason[] };
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="day-pause" className="c-day-panel">
      <h2 id="day-pause">{t("console.day.pause.title")}</h2>
      {pause ? (
        <Form method="post" className="c-console-form">
          <p className="c-alert c-alert--info">
            {t("console.day.pause.active", {
              time: pause.until,
              reason: t(`console.day.pause.reasons.${pause.reason}`),
            })}
          </p>
          <input type="hidden" name="intent" value="resume" />
          <button type="submit" className="c-button">
            {t("console.day.pause.resume")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="c-console-form">
          <p>{t("console.day.pause.none")}</p>
          <input type="hidden" name="intent" value="pause" />
          <fieldset className="c-day-choices">
            <legend>{t("console.day.pause.minutes")}</legend>
            {choices.minutes.map((minutes, index) => (
              <label key={minutes}>
                <input type="radio" name="minutes" value={minutes} defaultChecked={index === 0} />{" "}
                {t("console.day.pause.minutesOption", { minutes })}
              </label>
            ))}
          </fieldset>
          <div className="c-field">
            <label htmlFor="day-pause-reason">{t("console.day.pause.reason")}</label>
            <select id="day-pause-reason" name="reason" className="c-input" defaultValue="HIGH_DEMAND">
              {choices.reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`console.day.pause.reasons.${reason}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="c-button">
            {t("console.day.pause.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
