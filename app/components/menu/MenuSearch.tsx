import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchantHref } from "~/lib/store/use-merchant";

/** A GET form, so it narrows the menu with JavaScript off too. */
export function MenuSearch({ term, resultCount }: { term: string; resultCount: number }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  return (
    <div className="c-container">
      <form method="get" action={href("/")} role="search" className="c-search">
        <div className="c-field c-search__field">
          <label htmlFor="menu-search">{t("menu.search.label")}</label>
          <input
            id="menu-search"
            className="c-input"
            type="search"
            name="q"
            defaultValue={term}
            placeholder={t("menu.search.placeholder")}
            maxLength={80}
            enterKeyHint="search"
          />
        </div>
        <button type="submit" className="c-button">
          {t("menu.search.submit")}
        </button>
      </form>
      {term ? (
        <p role="status" className="c-search__summary">
          {resultCount > 0
            ? t("menu.search.results", { count: resultCount, term })
            : t("menu.search.noResults", { term })}{" "}
          <a href={href("/")}>{t("menu.search.clear")}</a>
        </p>
      ) : null}
    </div>
  );
}
