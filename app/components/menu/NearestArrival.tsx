import { useTranslation } from "~/lib/i18n/i18n";

export function NearestArrival({ name, distance, back }: { name: string; distance: string; back: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="c-alert c-alert--info">
      {t("franchise.near.arrived", { name, distance })} <a href={back}>{t("franchise.near.chooseAnother")}</a>
    </p>
  );
}
