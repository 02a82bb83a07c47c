import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";

export function TrackOrderLink({ href }: { href: string | null | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!href || pathname === href) return null;
  return (
    <nav className="c-container" aria-label={t("orders.track")}>
      <p className="c-alert c-alert--info c-track-order">
        <Link to={href}>{t("orders.track")} →</Link>
      </p>
    </nav>
  );
}
