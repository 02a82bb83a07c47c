import { useTranslation } from "~/lib/i18n/i18n";
import type { MenuSection } from "~/lib/menu/menu-view";

export function CategoryNav({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation();
  return (
    <nav className="c-category-nav" aria-label={t("menu.categories")}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#category-${section.id}`}>{section.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
