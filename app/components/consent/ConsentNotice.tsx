import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchant } from "~/lib/store/use-merchant";
import { TextWithMerchantWords, WORDS_SLOT } from "~/components/MerchantWords";

interface Props {
  pageHref: string;
  /** A path of this store. */
  returnTo: string;
}

/** Server-rendered until the visitor answers (decision 039); both answers are POST buttons of equal weight. */
export function ConsentNotice({ pageHref, returnTo }: Props) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  return (
    <section className="c-consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="c-consent__title">
        {t("consent.title")}
      </h2>
      <p className="c-consent__text">
        <TextWithMerchantWords text={t("consent.text", { store: WORDS_SLOT })} words={merchant?.name ?? ""} />{" "}
        <a href={pageHref}>{t("consent.more")}</a>
      </p>
      <form method="post" action={pageHref} className="c-consent__actions">
        <ConsentAnswers returnTo={returnTo} />
      </form>
    </section>
  );
}

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
