import { useTranslation } from "~/lib/i18n";
import { PreferencesMenu } from "./lazy-frame";

/** Comanda's own bar, on pages without a merchant (the landing, an unknown store, errors). */
export function ComandaHeader() {
  return (
    <header className="c-header c-header--plain">
      <div className="c-header__inner">
        <a className="c-header__name" href="/">
          Comanda
        </a>
        <PreferencesMenu />
      </div>
    </header>
  );
}

/** The root path: Comanda itself, rendered without any merchant data. */
export function Landing() {
  const { t } = useTranslation();
  return (
    <>
      <ComandaHeader />
      <main id="main" className="c-container c-landing">
        <h1>{t("landing.title")}</h1>
        <p>{t("landing.description")}</p>
      </main>
    </>
  );
}
