import type { City } from "../../../contract";
import type { CepProblem } from "~/lib/store/franchise";
import { CEP_TYPED_MAX } from "~/lib/store/franchise";
import { FINDER_ADDRESS_MAX, type AddressProblem } from "~/lib/location/nearest-store";
import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchantHref } from "~/lib/store/use-merchant";

export function StoreFinder({
  cep,
  cepProblem,
  cities,
  cityId,
  voucher = null,
  address = "",
  addressProblem = null,
}: {
  cep: string;
  cepProblem: CepProblem | null;
  cities: City[];
  cityId: number | null;
  voucher?: string | null;
  /** An address typed instead of a CEP (placed in the city chosen), and why it placed nothing. */
  address?: string;
  addressProblem?: AddressProblem | null;
}) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  return (
    <section className="c-section" aria-labelledby="franchise-finder-title">
      <h2 id="franchise-finder-title" className="c-section__title">
        {t("franchise.finder.title")}
      </h2>
      <form
        method="get"
        action={href("/stores")}
        role="search"
        aria-labelledby="franchise-finder-title"
        className="c-search"
        noValidate
      >
        <div className="c-field c-search__field">
          <label htmlFor="franchise-cep">{t("franchise.finder.cep")}</label>
          <input
            id="franchise-cep"
            className="c-input"
            name="cep"
            defaultValue={cep}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={CEP_TYPED_MAX}
            placeholder={t("franchise.finder.cepPlaceholder")}
            aria-invalid={cepProblem ? true : undefined}
            aria-describedby={cepProblem ? "franchise-cep-error" : undefined}
            autoFocus={cepProblem ? true : undefined}
          />
          {cepProblem ? (
            <p id="franchise-cep-error" className="c-field-error">
              {t(`franchise.finder.${cepProblem}`)}
            </p>
          ) : null}
        </div>
        <CitySelect
          id="franchise-city"
          label={t("franchise.finder.city")}
          none={t("franchise.finder.allCities")}
          cities={cities}
          cityId={cityId}
        />
        {/* A search keeps the franchise's voucher link: its stores' links still carry it. */}
        {voucher ? <input type="hidden" name="voucher" value={voucher} /> : null}
        <button type="submit" className="c-button">
          {t("franchise.finder.submit")}
        </button>
      </form>
      <AddressFinder address={address} problem={addressProblem} cities={cities} cityId={cityId} voucher={voucher} />
    </section>
  );
}

/** A GET form of its own, so the CEP's search keeps its address; the city is what the geocoder needs at least. */
function AddressFinder({
  address,
  problem,
  cities,
  cityId,
  voucher,
}: {
  address: string;
  problem: AddressProblem | null;
  cities: City[];
  cityId: number | null;
  voucher: string | null;
}) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  return (
    <form
      method="get"
      action={href("/stores")}
      role="search"
      aria-labelledby="franchise-address-title"
      className="c-search"
      noValidate
    >
      <p id="franchise-address-title" className="c-field-hint">
        {t("franchise.near.byAddress")}
      </p>
      <div className="c-field c-search__field">
        <label htmlFor="franchise-address">{t("franchise.near.address")}</label>
        <input
          id="franchise-address"
          className="c-input"
          name="address"
          defaultValue={address}
          autoComplete="street-address"
          maxLength={FINDER_ADDRESS_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "franchise-address-error" : undefined}
          autoFocus={problem ? true : undefined}
        />
        {problem ? (
          <p id="franchise-address-error" className="c-field-error">
            {t(`franchise.near.problems.${problem}`)}
          </p>
        ) : null}
      </div>
      <CitySelect
        id="franchise-address-city"
        label={t("franchise.near.city")}
        none={t("franchise.near.chooseCity")}
        cities={cities}
        cityId={cityId}
      />
      {voucher ? <input type="hidden" name="voucher" value={voucher} /> : null}
      <button type="submit" className="c-button c-button--default">
        {t("franchise.near.submit")}
      </button>
    </form>
  );
}

function CitySelect({
  id,
  label,
  none,
  cities,
  cityId,
}: {
  id: string;
  label: string;
  none: string;
  cities: City[];
  cityId: number | null;
}) {
  if (cities.length <= 1) return null;
  return (
    <div className="c-field c-search__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="c-input" name="city" defaultValue={cityId === null ? "" : String(cityId)}>
        <option value="">{none}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
    </div>
  );
}
