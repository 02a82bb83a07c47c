import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchantHref } from "~/lib/store/use-merchant";
import type { TableBarView } from "~/lib/tables/table-view";

export function TableBar({ table }: { table: TableBarView | null }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  if (!table) return null;
  return (
    <nav className="c-container c-table-bar c-row" aria-label={t("table.bar.region")}>
      <strong className="c-table-bar__label">
        {t("table.bar.label", { number: table.number, name: table.guestName })}
      </strong>
      {table.readyIn ? <span className="c-dimmed">{t("table.bar.readyIn", { time: table.readyIn })}</span> : null}
      {table.billAsked ? <span>{t("table.bar.billAsked")}</span> : null}
      <a href={href("/table/bill")} className="c-button c-button--default" data-discover="true">
        {t("table.bar.bill")}
      </a>
      <a href={href("/table/leave")} className="c-button c-button--default" data-discover="true">
        {t("table.bar.leave")}
      </a>
    </nav>
  );
}
