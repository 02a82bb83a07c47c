import type { StoreCard } from "~/lib/franchise";
import { useTranslation } from "~/lib/i18n";
import { merchantHref } from "~/lib/links";

/** One store of a franchise's list: its name links to its menu. */
export function StoreCardItem({ store }: { store: StoreCard }) {
  const { t } = useTranslation();
  return (
    <li className="c-store">
      <h3>
        <a href={merchantHref({ slug: store.slug, customDomain: false })}>{store.name}</a>
      </h3>
      <p>
        {store.address} · {store.city}
      </p>
      {store.distance ? <p>{t("franchise.store.distance", { distance: store.distance })}</p> : null}
      <p className="c-item__meta">
        <span className={store.opened ? "c-badge c-badge--open" : "c-badge"}>{t(store.opened ? "franchise.store.open" : "franchise.store.closed")}</span>{" "}
        {store.delivery ? <span className="c-tag">{t("modes.delivery")}</span> : null}
        {store.takeout ? <span className="c-tag">{t("modes.takeout")}</span> : null}
      </p>
    </li>
  );
}
