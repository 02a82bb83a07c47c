import type { AnalyticsConsent } from "~/lib/platform/analytics-consent.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchant } from "~/lib/store/use-merchant";
import { ConsentAnswers } from "./ConsentNotice";

interface Props {
  consent: AnalyticsConsent | null;
  action: string;
  homeHref: string;
}

/** Both answers are plain POST buttons, so consent is taken back as easily as it was given. */
export function ConsentPage({ consent, action, homeHref }: Props) {
  const { t } = useTranslation();
  const store = useMerchant()?.name ?? "";
  return (
    <>
      <h1>{t("consent.title")}</h1>
      <p>{t("consent.pageIntro", { store })}</p>
      <p role="status" className="c-consent__state">
        <strong>
          {t(
            consent === "granted" ? "consent.granted" : consent === "denied" ? "consent.denied" : "consent.unanswered",
          )}
        </strong>
      </p>
      <form method="post" action={action} className="c-consent__actions">
        <p className="c-consent__change">{t("consent.change")}</p>
        <ConsentAnswers returnTo={action} />
      </form>
      <p>
        <a href={homeHref} className="c-back-link">
          {t("storeInfo.backHome")}
        </a>
      </p>
    </>
  );
}
