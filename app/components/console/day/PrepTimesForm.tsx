import { Form } from "@remix-run/react";
import type { DayTimes } from "../../../../contract/operation";
import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";

const MODES = [
  { mode: "DELIVERY", field: "delivery" },
  { mode: "TAKEOUT", field: "takeout" },
] as const;

export function PrepTimesForm({
  times,
  configured,
  errors,
}: {
  times: DayTimes;
  configured: DayTimes;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const overridden = !!times.DELIVERY || !!times.TAKEOUT;
  return (
    <section aria-labelledby="day-times" className="c-day-panel">
      <h2 id="day-times">{t("console.day.times.title")}</h2>
      <p>{t("console.day.times.intro")}</p>
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="times" />
        {MODES.map(({ mode, field }) => {
          const base = configured[mode];
          const now = times[mode] ?? base;
          return (
            <fieldset key={mode} className="c-day-times">
              <legend>{t(`console.day.times.${field}`)}</legend>
              {base ? (
                <p className="c-console-meta">
                  {t("console.day.times.configured", { minimum: base.minimum, maximum: base.maximum })}
                </p>
              ) : null}
              {(["minimum", "maximum"] as const).map((end) => {
                const name = `${field}_${end}`;
                return (
                  <div key={end} className="c-field">
                    <label htmlFor={`day-${name}`}>{t(`console.day.times.${end}`)}</label>
                    <input
                      id={`day-${name}`}
                      name={name}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={240}
                      className="c-input"
                      defaultValue={now?.[end] ?? ""}
                      {...describedBy(`day-${name}-error`, errors[name])}
                    />
                    <FieldError id={`day-${name}-error`} message={errors[name]} />
                  </div>
                );
              })}
            </fieldset>
          );
        })}
        <button type="submit" className="c-button">
          {t("console.day.times.submit")}
        </button>
      </Form>
      {overridden ? (
        <Form method="post">
          <input type="hidden" name="intent" value="timesReset" />
          <button type="submit" className="c-button c-button--default">
            {t("console.day.times.reset")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
