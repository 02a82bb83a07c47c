import { Link } from "@remix-run/react";
import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";
import type { WhenView } from "~/lib/scheduling/scheduling-when";

function WhenText({ when }: { when: WhenView }) {
  const { t } = useTranslation();
  if (when.scheduled) return <>{t("scheduling.scheduledFor", { when: when.scheduled })}</>;
  if (when.scheduleOnly) return <>{t("scheduling.scheduleOnly")}</>;
  return <>{when.asap ? t("scheduling.asapTime", { time: when.asap }) : t("scheduling.asap")}</>;
}

const whenLinkKey = (when: WhenView) =>
  when.scheduled ? "scheduling.change" : when.scheduleOnly ? "scheduling.choose" : "scheduling.schedule";

function WhenLink({ when, errorId, error }: { when: WhenView; errorId: string; error?: string | null }) {
  const { t } = useTranslation();
  if (!when.enabled) return null;
  return (
    <Link to={when.href} className="c-when__link" {...describedBy(errorId, error)}>
      {t(whenLinkKey(when))}
    </Link>
  );
}

export function CartWhen({ when }: { when: WhenView }) {
  const { t } = useTranslation();
  return (
    <section className="c-cart-section c-when" aria-labelledby="cart-when-title">
      <h2 id="cart-when-title" className="c-cart-section__title">
        {t("scheduling.section")}
      </h2>
      <p className={when.scheduleOnly && !when.scheduled ? "c-alert c-alert--info" : undefined}>
        <WhenText when={when} />{" "}
        {when.enabled ? (
          <a href={when.href} className="c-when__link" data-discover="true">
            {t(whenLinkKey(when))}
          </a>
        ) : null}
      </p>
    </section>
  );
}

/** A scheduling refusal of the order is said on the link, which takes the focus. */
export function CheckoutWhen({
  when,
  time,
  error,
}: {
  when: WhenView | null;
  time: string | null;
  error: string | null | undefined;
}) {
  const { t } = useTranslation();
  const errorId = "checkout-scheduled_to-error";
  return (
    <fieldset id="checkout-scheduled_to" className="c-option-group c-cart-section c-when">
      <legend>{t("checkout.when.title")}</legend>
      {when ? (
        <p>
          <WhenText when={when} /> <WhenLink when={when} errorId={errorId} error={error} />
        </p>
      ) : (
        <p>{time ? t("checkout.when.asapTime", { time }) : t("checkout.when.asap")}</p>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
