import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";

/** The owner's switch; staff see how the store runs. */
export function AutoAcceptForm({ autoAccept, owner }: { autoAccept: boolean; owner: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="day-auto-accept" className="c-day-panel">
      <h2 id="day-auto-accept">{t("console.day.autoAccept.title")}</h2>
      <p>{t(autoAccept ? "console.day.autoAccept.on" : "console.day.autoAccept.off")}</p>
      {owner ? (
        <Form method="post" className="c-console-form">
          <input type="hidden" name="intent" value="autoAccept" />
          <input type="hidden" name="auto_accept" value={autoAccept ? "off" : "on"} />
          <button type="submit" className="c-button">
            {t(autoAccept ? "console.day.autoAccept.turnOff" : "console.day.autoAccept.turnOn")}
          </button>
        </Form>
      ) : (
        <p className="c-console-meta">{t("console.day.autoAccept.ownerOnly")}</p>
      )}
    </section>
  );
}
