import { useTranslation } from "~/lib/i18n";
import { useMerchant } from "~/lib/use-merchant";

interface Props {
  /** Where the answer posts: the store's `/analytics-consent`. */
  action: string;
  /** The page to come back to (a path of this store). */
  returnTo: string;
  /** The store's page about the choice, to read more or change it later. */
  moreHref: string;
}

/**
 * A store with analytics asks before any of it runs (decision 039): server-rendered at the top of
 * every page of the store until the visitor answers (a static part, decision 027: no code in the
 * browser's build). Both answers are plain POST buttons of equal weight.
 */
export function ConsentNotice({ action, returnTo, moreHref }: Props) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  return (
    <section className="c-consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="c-consent__title">
        {t("consent.title")}
      </h2>
      <p className="c-consent__text">
        {t("consent.text", { store: merchant?.name ?? "" })} <a href={moreHref}>{t("consent.more")}</a>
      </p>
      <form method="post" action={action} className="c-consent__actions">
        <ConsentAnswers returnTo={returnTo} />
      </form>
    </section>
  );
}

/** Both answers, of equal weight, and the page to come back to (the notice's and the Cookies page's form). */
export function ConsentAnswers({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" name="choice" value="granted" className="c-button">
        {t("consent.accept")}
      </button>
      <button type="submit" name="choice" value="denied" className="c-button c-button--default">
        {t("consent.decline")}
      </button>
    </>
  );
}
