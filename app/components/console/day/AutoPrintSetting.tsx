import { useEffect, useState } from "react";
import { AUTO_PRINT_KEY } from "~/lib/console/auto-print";
import { useTranslation } from "~/lib/i18n/i18n";

/** A setting of this screen, kept in the browser like the alert's sound: it needs scripts to act, so it waits for them. */
export function AutoPrintSetting() {
  const { t } = useTranslation();
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => setOn(window.localStorage.getItem(AUTO_PRINT_KEY) === "on"), []);
  return (
    <section aria-labelledby="day-auto-print" className="c-day-panel">
      <h2 id="day-auto-print">{t("console.day.autoPrint.title")}</h2>
      <p>
        <label>
          <input
            type="checkbox"
            checked={on === true}
            disabled={on === null}
            onChange={(event) => {
              window.localStorage.setItem(AUTO_PRINT_KEY, event.target.checked ? "on" : "off");
              setOn(event.target.checked);
            }}
          />{" "}
          {t("console.day.autoPrint.label")}
        </label>
      </p>
      <p className="c-console-meta">
        {on === null ? `${t("console.day.autoPrint.needsScript")} ` : ""}
        {t("console.day.autoPrint.hint")}
      </p>
    </section>
  );
}
