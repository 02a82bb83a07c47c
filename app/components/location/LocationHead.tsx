import type { StoreCard } from "~/lib/store/franchise";
import { useTranslation } from "~/lib/i18n/i18n";

/** The address tabs are links, each a page of its own with or without JavaScript. */
export function LocationHead({
  back,
  backHref,
  tabs,
  tab,
}: {
  back: "checkout" | "cart";
  backHref: string;
  tabs: { address: string; stores: string } | null;
  tab: "address" | "stores";
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <a href={backHref} className="c-back-link">
          {t(back === "checkout" ? "location.page.backCheckout" : "location.page.backCart")}
        </a>
      </p>
      <h1>{t("location.page.title")}</h1>
      {tabs ? (
        <nav aria-label={t("location.page.tabs")} className="c-row">
          {(["address", "stores"] as const).map((name) => (
            <a
              key={name}
              href={tabs[name]}
              aria-current={tab === name ? "page" : undefined}
              className={tab === name ? "c-button" : "c-button c-button--default"}
            >
              {t(`location.page.${name}`)}
            </a>
          ))}
        </nav>
      ) : null}
    </>
  );
}

export interface NearbyStore extends StoreCard {
  here: boolean;
}

/** Another store takes the cart there with the franchise list's carry form (decision 030). */
export function NearbyStores({
  stores,
  source,
  carryAction,
  byDistance,
}: {
  stores: NearbyStore[];
  source: string;
  carryAction: string;
  byDistance: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="location-stores-title">
      <h2 id="location-stores-title">{t("location.page.stores")}</h2>
      <p className="c-field-hint">
        {t("location.page.storesHint")} {byDistance ? t("location.page.storesNearAddress") : null}
      </p>
      {stores.length === 0 ? <p>{t("location.page.noStores")}</p> : null}
      <ul className="c-stores">
        {stores.map((store) => (
          <li key={store.slug} className="c-store">
            <h3>
              {store.name}
              {store.here ? ` · ${t("location.page.thisStore")}` : null}
            </h3>
            <p>
              {store.address} · {store.city}
            </p>
            {store.distance ? <p>{t("location.page.distance", { distance: store.distance })}</p> : null}
            <p className="c-item__meta">
              <span className={store.opened ? "c-badge c-badge--open" : "c-badge"}>
                {t(store.opened ? "franchise.store.open" : "franchise.store.closed")}
              </span>{" "}
              {store.delivery ? <span className="c-tag">{t("modes.delivery")}</span> : null}
              {store.takeout ? <span className="c-tag">{t("modes.takeout")}</span> : null}
            </p>
            {store.here ? (
              store.takeout ? (
                <form method="post">
                  <button type="submit" name="intent" value="pickup" className="c-button">
                    {t("location.page.pickUpHere")}
                  </button>
                </form>
              ) : null
            ) : (
              <form method="post" action={carryAction}>
                <input type="hidden" name="intent" value="carry" />
                <input type="hidden" name="source" value={source} />
                <input type="hidden" name="target" value={store.slug} />
                <button
                  type="submit"
                  className="c-button c-button--default"
                  aria-label={`${t("location.page.orderFrom")}: ${store.name}`}
                >
                  {t("location.page.orderFrom")}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotServedPickup() {
  const { t } = useTranslation();
  return (
    <form method="post" className="c-alert c-alert--info c-section">
      <p id="location-form-message" role="alert" tabIndex={-1}>
        {t("checkout.delivery.notServed")}
      </p>
      <button type="submit" name="intent" value="pickup" className="c-button c-button--default">
        {t("checkout.delivery.pickUpInstead")}
      </button>
    </form>
  );
}
