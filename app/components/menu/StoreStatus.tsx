import { useTranslation } from "~/lib/i18n/i18n";
import { useContentLang, useMerchant } from "~/lib/store/use-merchant";

interface Props {
  status: { open: boolean; text: string } | null;
  modes: { delivery: string | null; takeout: string | null } | null;
  pause?: string | null;
}

export function StoreStatus({ status, modes, pause = null }: Props) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const lang = useContentLang();
  return (
    <div className="c-container c-intro">
      <h1 className="c-intro__name" lang={lang}>
        {merchant?.name}
      </h1>
      {merchant?.description ? (
        <p className="c-dimmed" lang={lang}>
          {merchant.description}
        </p>
      ) : null}
      <div className="c-row c-status">
        {status ? <span className={status.open ? "c-badge c-badge--open" : "c-badge"}>{status.text}</span> : null}
        {modes?.delivery ? (
          <span>
            {t("modes.delivery")}: <strong>{modes.delivery}</strong>
          </span>
        ) : null}
        {modes?.takeout ? (
          <span>
            {t("modes.takeout")}: <strong>{modes.takeout}</strong>
          </span>
        ) : null}
      </div>
      {pause ? <p className="c-alert c-alert--info">{pause}</p> : null}
    </div>
  );
}
