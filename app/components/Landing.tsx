import { useTranslation } from "~/lib/i18n";
import { PreferencesMenu } from "./PreferencesMenu";

/** The root path: Comanda itself, rendered without any merchant data. */
export function Landing() {
  const { t } = useTranslation();
  return (
    <>
      <header className="c-header c-header--plain">
        <div className="c-header__inner">
          <span className="c-header__name">Comanda</span>
          <PreferencesMenu />
        </div>
      </header>
      <main id="main" className="c-container c-landing">
        <h1>{t("landing.title")}</h1>
        <p>{t("landing.description")}</p>
      </main>
    </>
  );
}
