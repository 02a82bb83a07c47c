import { Form, Link, useNavigation } from "@remix-run/react";
import type { RoundView } from "~/lib/console/console-tables.server";
import { useTranslation } from "~/lib/i18n/i18n";

export function RoundCard({
  round,
  kitchen = false,
  heading: Heading = "h2",
  closed = false,
}: {
  round: RoundView;
  kitchen?: boolean;
  heading?: "h2" | "h3";
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const serving = navigation.state === "submitting" && navigation.formData?.get("round") === String(round.id);
  const titleId = `round-${round.id}`;
  return (
    <article
      className={`c-console-round${round.served ? "" : " c-console-round--waiting"}`}
      aria-labelledby={titleId}
      data-testid="console-round"
    >
      <Heading id={titleId} className="c-console-round__title">
        {kitchen
          ? t("console.tables.round.title", { number: round.tableNumber, guest: round.guest })
          : t("console.tables.round.guestAt", { guest: round.guest, time: round.sentAt })}
      </Heading>
      <p className="c-console-meta">
        {kitchen ? (
          <>
            {t("console.tables.round.sentAt", { time: round.sentAt })} ·{" "}
            <strong>
              {round.waitingMinutes > 0
                ? t("console.tables.round.waited", { count: round.waitingMinutes })
                : t("console.tables.round.waitedNow")}
            </strong>
          </>
        ) : round.served ? (
          round.served.by ? (
            t("console.tables.round.served", { time: round.served.at, name: round.served.by })
          ) : (
            t("console.tables.round.servedAnonymous", { time: round.served.at })
          )
        ) : closed ? (
          t("console.tables.round.notServed")
        ) : (
          <strong>{t("console.tables.round.toServe")}</strong>
        )}
      </p>
      <ul className="c-console-lines">
        {round.lines.map((line) => (
          <li key={line.key}>
            <strong>
              {line.quantity}× {line.name}
            </strong>
            {line.details.filter(Boolean).map((detail) => (
              <span key={detail} className="c-console-lines__detail">
                {detail}
              </span>
            ))}
            {line.notes ? <span className="c-console-lines__note">“{line.notes}”</span> : null}
          </li>
        ))}
      </ul>
      <div className="c-console-actions">
        {round.served || closed ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="round" value={round.id} />
            <button
              type="submit"
              name="intent"
              value="served"
              className="c-button"
              aria-describedby={titleId}
              disabled={serving}
            >
              {t("console.tables.round.serve")}
            </button>
          </Form>
        )}
        {kitchen ? (
          <Link to={round.tableHref} className="c-button c-button--default">
            {t("console.tables.kitchen.table", { number: round.tableNumber })}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
