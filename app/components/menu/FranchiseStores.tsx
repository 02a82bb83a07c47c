import type { City } from "../../../contract";
import { StoreCardItem } from "~/components/franchise/StoreCardItem";
import { StoreFinder } from "~/components/franchise/StoreFinder";
import type { CarryOffer, CepProblem, StoreCard } from "~/lib/store/franchise";
import type { AddressProblem, FinderPlace } from "~/lib/location/nearest-store";
import { useTranslation } from "~/lib/i18n/i18n";

interface FranchiseStoresProps {
  /** null: the list could not be read. */
  stores: StoreCard[] | null;
  carry: CarryOffer | null;
  hasAnyLargeDistance: boolean;
  located: boolean;
  /** No store within the cutoff: `stores` are the city's (or all), however far. */
  noneNear?: boolean;
  cep: string;
  cepProblem: CepProblem | null;
  cities: City[];
  cityId: number | null;
  voucher?: string | null;
  place?: FinderPlace;
  addressProblem?: AddressProblem | null;
}

/** With a cart at one of the stores, choosing another is a POST that carries it (decision 030). */
export function FranchiseStores({
  stores,
  carry,
  hasAnyLargeDistance,
  located,
  noneNear = false,
  cep,
  cepProblem,
  cities,
  cityId,
  voucher = null,
  place = { near: null, address: "" },
  addressProblem = null,
}: FranchiseStoresProps) {
  const { t } = useTranslation();
  const city = cities.find((candidate) => candidate.id === cityId)?.name ?? null;
  const from = cep ? "cep" : place.near ? "you" : place.address ? "address" : "cep";
  const nearestTitle =
    from === "you"
      ? t("franchise.near.title")
      : from === "address"
        ? t("franchise.near.addressTitle", { address: place.address })
        : t("franchise.nearest", { cep });
  const title = noneNear
    ? city
      ? t("franchise.cityTitle", { city })
      : t("franchise.listTitle")
    : located
      ? nearestTitle
      : t("franchise.listTitle");
  return (
    <>
      {voucher ? (
        <p role="status" className="c-alert c-alert--info">
          {t("franchise.voucher", { code: voucher })}
        </p>
      ) : null}
      <StoreFinder
        cep={cep}
        cepProblem={cepProblem}
        cities={cities}
        cityId={cityId}
        voucher={voucher}
        address={place.address}
        addressProblem={addressProblem}
      />
      <section className="c-section" aria-labelledby="franchise-stores-title">
        <h2 id="franchise-stores-title" className="c-section__title">
          {title}
        </h2>
        {noneNear ? (
          <p role="status" className="c-alert c-alert--info">
            {from === "cep" ? t("franchise.noneNear", { cep }) : t("franchise.near.noneNear")}
          </p>
        ) : located && hasAnyLargeDistance ? (
          <p role="status" className="c-alert c-alert--info">
            {t("franchise.far")}
          </p>
        ) : null}
        {stores === null ? <p role="alert">{t("franchise.unavailable")}</p> : null}
        {stores?.length === 0 ? <p>{t("franchise.empty")}</p> : null}
        {carry && stores && stores.length > 0 ? (
          <p className="c-alert c-alert--info">
            {t("franchise.carry.hint", { count: carry.count, store: carry.sourceName })}
          </p>
        ) : null}
        {stores && stores.length > 0 ? (
          <ul className="c-stores">
            {stores.map((store) => (
              <StoreCardItem
                key={store.slug}
                store={store}
                carryFrom={carry && !carry.withCart.includes(store.slug) ? carry.source : null}
                voucher={voucher}
                from={from}
              />
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
