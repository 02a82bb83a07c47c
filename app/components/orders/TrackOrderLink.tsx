import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";

/** "Track your order" under the store's bar while the last order is in progress (SeeMyOrder); not on that order's own page. */
export function TrackOrderLink({ href }: { href: string | null | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!href || pathname === href) return null;
  return (
    <nav className="c-container" aria-label={t("orders.track")}>
      <p className="c-alert c-alert--info" style={{ margin: ".5rem 0", padding: 0 }}>
        <Link to={href} style={{ display: "flex", alignItems: "center", minHeight: "2.75rem", padding: "0 1rem", color: "inherit", fontWeight: 600 }}>
          {t("orders.track")} →
        </Link>
      </p>
    </nav>
  );
}
