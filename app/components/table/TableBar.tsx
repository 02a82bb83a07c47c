import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";
import { useMerchantHref } from "~/lib/use-merchant";
import type { TableBarView } from "~/lib/table-view";

/** "Mesa N · name" under the store's bar while this device is a table guest, with the bill and leaving. */
export function TableBar({ table }: { table: TableBarView | null }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  if (!table) return null;
  return (
    <nav className="c-container c-table-bar c-row" aria-label={t("table.bar.region")}>
      <strong className="c-table-bar__label">{t("table.bar.label", { number: table.number, name: table.guestName })}</strong>
      {table.readyIn ? <span className="c-dimmed">{t("table.bar.readyIn", { time: table.readyIn })}</span> : null}
      <Link to={href("/table/bill")} className="c-button c-button--default">
        {t("table.bar.bill")}
      </Link>
      <Link to={href("/table/leave")} className="c-button c-button--default">
        {t("table.bar.leave")}
      </Link>
    </nav>
  );
}
