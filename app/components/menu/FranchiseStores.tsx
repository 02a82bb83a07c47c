import { useTranslation } from "~/lib/i18n";
import { merchantHref } from "~/lib/links";
import { useMerchant } from "~/lib/use-merchant";

interface StoreCard {
  slug: string;
  name: string;
  city: string;
  address: string;
  delivery: boolean;
  takeout: boolean;
}

/** A franchise's home: its stores, each linking to its own menu. */
export function FranchiseStores({ stores }: { stores: StoreCard[] | null }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  return (
    <main id="main" className="c-container c-page">
      <h1>{t("franchise.title", { name: merchant?.name ?? "" })}</h1>
      {stores === null ? <p role="alert">{t("franchise.unavailable")}</p> : null}
      {stores?.length === 0 ? <p>{t("franchise.empty")}</p> : null}
      <ul className="c-stores">
        {stores?.map((store) => (
          <li key={store.slug} className="c-store">
            <h2>
              <a href={merchantHref({ slug: store.slug, customDomain: false })}>{store.name}</a>
            </h2>
            <p>
              {store.address} · {store.city}
            </p>
            <p className="c-item__meta">
              {store.delivery ? <span className="c-tag">{t("modes.delivery")}</span> : null}
              {store.takeout ? <span className="c-tag">{t("modes.takeout")}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
