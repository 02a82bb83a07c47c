import { useTranslation } from "~/lib/i18n/i18n";

/** Server HTML where the first load has no room for the map's code: a submit of the checkout's form keeps what was typed. */
export function LocateSubmit() {
  const { t } = useTranslation();
  return (
    <button type="submit" name="intent" value="locate" formNoValidate className="c-button c-button--default">
      {t("location.useMine")}
    </button>
  );
}

export function LocateLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <a href={href} className="c-button c-button--default">
        {t("location.useMine")}
      </a>
    </p>
  );
}
