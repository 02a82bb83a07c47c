import { Link } from "@remix-run/react";
import { consoleHref } from "~/lib/console/console-paths";
import { useTranslation } from "~/lib/i18n/i18n";

type Place = "list" | "kitchen" | "qr";

export function TablesNav({ slug, current }: { slug: string; current: Place | null }) {
  const { t } = useTranslation();
  const places: [Place, string][] = [
    ["list", consoleHref(slug, "/tables")],
    ["kitchen", consoleHref(slug, "/tables/kitchen")],
    ["qr", consoleHref(slug, "/tables/qr")],
  ];
  return (
    <nav aria-label={t("console.tables.nav.label")} className="c-console-toolbar c-no-print">
      <ul className="c-console-tabs">
        {places.map(([place, href]) => (
          <li key={place}>
            <Link to={href} aria-current={current === place ? "page" : undefined}>
              {t(`console.tables.nav.${place}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
