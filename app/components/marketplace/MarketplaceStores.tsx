import type { Marketplace } from "../../../contract";
import { useDataSaver } from "~/lib/page/data-saver";
import { useTranslation } from "~/lib/i18n/i18n";
import { merchantHref } from "~/lib/store/links";

interface MarketplaceStoresProps {
  name: string;
  description: string;
  kind: "UNIQUE" | "INDIVIDUAL";
  /** null: the list could not be read. */
  stores: Marketplace[] | null;
}

/** INDIVIDUAL lists its stores; UNIQUE says where its orders are taken (decision 040). */
export function MarketplaceStores({ name, description, kind, stores }: MarketplaceStoresProps) {
  const { t } = useTranslation();
  const [unique] = kind === "UNIQUE" && stores ? stores : [];
  return (
    <main id="main" className="c-container c-page">
      <h1>{name}</h1>
      {description ? <p className="c-marketplace__lead">{description}</p> : null}
      {stores === null ? <p role="alert">{t("marketplace.unavailable")}</p> : null}
      {stores?.length === 0 ? <p>{t("marketplace.empty")}</p> : null}
      {unique ? (
        <section className="c-section c-marketplace__unique" aria-labelledby="marketplace-unique-title">
          <h2 id="marketplace-unique-title" className="c-section__title">
            {t("marketplace.unique.title", { store: unique.name })}
          </h2>
          <p>{t("marketplace.unique.body", { name, store: unique.name })}</p>
          <StoreModes store={unique} />
          <p>
            <a className="c-button" href={merchantHref({ slug: unique.slug, customDomain: false })}>
              {t("marketplace.unique.go", { store: unique.name })}
            </a>
          </p>
        </section>
      ) : null}
      {kind === "INDIVIDUAL" && stores && stores.length > 0 ? (
        <section className="c-section" aria-labelledby="marketplace-stores-title">
          <h2 id="marketplace-stores-title" className="c-section__title">
            {t("marketplace.listTitle")}
          </h2>
          <ul className="c-stores">
            {stores.map((store) => (
              <MarketplaceStoreItem key={store.slug} store={store} />
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

/** Its logo is decorative: the name is beside it. */
function MarketplaceStoreItem({ store }: { store: Marketplace }) {
  const saver = useDataSaver();
  return (
    <li className="c-store c-marketplace__store">
      {store.logo && !saver ? (
        <img className="c-marketplace__logo" src={store.logo} alt="" width={48} height={48} loading="lazy" />
      ) : null}
      <div>
        <h3>
          <a href={merchantHref({ slug: store.slug, customDomain: false })}>{store.name}</a>
        </h3>
        <StoreModes store={store} />
      </div>
    </li>
  );
}

function StoreModes({ store }: { store: Marketplace }) {
  const { t } = useTranslation();
  if (!store.delivery && !store.takeout) return null;
  return (
    <p className="c-item__meta">
      {store.delivery ? <span className="c-tag">{t("modes.delivery")}</span> : null}
      {store.takeout ? <span className="c-tag">{t("modes.takeout")}</span> : null}
    </p>
  );
}
