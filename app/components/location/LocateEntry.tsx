import { useTranslation } from "~/lib/i18n";

/**
 * "Use my location" where the checkout's and the cart's first loads have no room for the map's
 * code (static parts, server HTML): the checkout's is a submit of its form (`intent=locate`), which
 * keeps what was typed and opens the location page; the cart's is a link to it.
 */
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
