import { useTranslation } from "~/lib/i18n";

/**
 * Said on the store's menu when the franchise took the customer here as the store nearest to them
 * (`redirect_to_nearest_store`), with the way back to its list to choose another (a static part).
 */
export function NearestArrival({ name, distance, back }: { name: string; distance: string; back: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="c-alert c-alert--info">
      {t("franchise.near.arrived", { name, distance })} <a href={back}>{t("franchise.near.chooseAnother")}</a>
    </p>
  );
}
