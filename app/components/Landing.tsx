import { useTranslation } from "~/lib/i18n/i18n";
import { ComandaHeader } from "./lazy-frame";

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
