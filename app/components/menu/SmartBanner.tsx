import { useTranslation } from "~/lib/i18n/i18n";
import type { SmartBannerChoice } from "~/lib/store/smart-banner";
import { useMerchant } from "~/lib/store/use-merchant";

interface Props {
  banner: SmartBannerChoice;
  /** The menu's own URL with `index`: a plain form posting to an index route needs it. */
  action: string;
}

export function SmartBanner({ banner, action }: Props) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const name = merchant?.name ?? "";
  return (
    <section className="c-smart-banner" aria-label={t("smartBanner.label")}>
      {merchant?.logo ? (
        <img className="c-smart-banner__logo" src={merchant.logo.small} alt="" width={48} height={48} />
      ) : null}
      <p className="c-smart-banner__text">
        <strong className="c-smart-banner__name">{name}</strong>
        <span>{t("smartBanner.text")}</span>
      </p>
      <a className="c-button c-smart-banner__open" href={banner.link} target="_blank" rel="noopener noreferrer">
        {t(banner.store === "apple" ? "smartBanner.openApple" : "smartBanner.openGoogle")}
      </a>
      <form method="post" action={action} className="c-smart-banner__close-form">
        <input type="hidden" name="intent" value="dismiss-smart-banner" />
        <button type="submit" className="c-smart-banner__close">
          <span aria-hidden="true">×</span>
          <span className="c-visually-hidden">{t("smartBanner.close")}</span>
        </button>
      </form>
    </section>
  );
}
