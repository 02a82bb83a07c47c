import { useTranslation } from "~/lib/i18n";

interface Props {
  status: { open: boolean; text: string } | null;
  modes: { delivery: string | null; takeout: string | null } | null;
}

/** Open or closed, and how long delivery and takeout take ('min - max min'). */
export function StoreStatus({ status, modes }: Props) {
  const { t } = useTranslation();
  return (
    <div className="c-container c-row c-status">
      {status ? (
        <span className={status.open ? "c-badge c-badge--open" : "c-badge"}>{status.text}</span>
      ) : null}
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
  );
}
