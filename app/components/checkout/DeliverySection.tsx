import { Link } from "@remix-run/react";
import { describedBy, FieldError } from "~/components/FieldError";
import {
  ADDRESS_FIELD_MAX,
  DRAWN_STREET,
  DRAWN_ZIP_CODE,
  fieldAfterLookup,
  type AddressFields,
} from "~/lib/accounts/address-form";
import type { CheckoutActionData, CheckoutPageView } from "~/lib/checkout/checkout-view";
import { useTranslation } from "~/lib/i18n/i18n";
import { StaticHtml, type StaticPart } from "~/partial";
import { TextField, type CheckoutFormState } from "./fields";

/** Brazil 8 digits (9 with the hyphen), Mexico 5, Colombia 6. */
const ZIP_MAX: Record<CheckoutPageView["country"], number> = { BRA: 9, MEX: 5, COL: 6 };

interface Props {
  page: CheckoutPageView;
  form: CheckoutFormState;
  result: CheckoutActionData | null;
  /** The cart's, then what was sent, then what a postal code found. */
  address: AddressFields;
  addressChoice: string;
  locate?: StaticPart | null;
}

export function DeliverySection({ page, form, result, address, addressChoice, locate }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="c-option-group c-cart-section">
      <legend>
        {t(page.mode === "DELIVERY" ? "checkout.delivery.titleDelivery" : "checkout.delivery.titleTakeout")}
      </legend>
      <p>
        {t(`checkout.delivery.mode.${page.mode}`)} · <Link to={page.cartHref}>{t("checkout.delivery.change")}</Link>
      </p>
      {page.mode === "DELIVERY" ? (
        <>
          {locate ? <StaticHtml part={locate} /> : null}
          {page.savedAddresses.length > 0 ? (
            <SavedAddresses page={page} form={form} addressChoice={addressChoice} />
          ) : (
            <input type="hidden" name="address_choice" value="new" />
          )}
          <NewAddress page={page} form={form} result={result} address={address} />
          {result?.notServed ? (
            <div className="c-alert c-alert--info">
              <p>{t("checkout.delivery.notServed")}</p>
              <button type="submit" name="intent" value="takeout" formNoValidate className="c-button c-button--default">
                {t("checkout.delivery.pickUpInstead")}
              </button>
            </div>
          ) : null}
        </>
      ) : page.mode === "TAKEOUT" && page.storeAddress ? (
        <p>
          {t("checkout.delivery.pickUpAt")}
          <br />
          {page.storeAddress.line1}
          <br />
          {page.storeAddress.line2}
        </p>
      ) : null}
    </fieldset>
  );
}

function SavedAddresses({ page, form, addressChoice }: Pick<Props, "page" | "form" | "addressChoice">) {
  const { t } = useTranslation();
  const error = form.errors.address_choice;
  return (
    <fieldset
      id="checkout-address_choice"
      className="c-option-group"
      {...describedBy("checkout-address_choice-error", error)}
    >
      <legend>{t("checkout.delivery.savedAddresses")}</legend>
      {page.savedAddresses.map((saved) => (
        <label key={saved.id} className="c-option">
          <input
            type="radio"
            name="address_choice"
            value={String(saved.id)}
            defaultChecked={addressChoice === String(saved.id)}
          />
          <span>
            <strong>{saved.label}</strong> · {saved.line}
          </span>
        </label>
      ))}
      <label className="c-option">
        <input type="radio" name="address_choice" value="new" defaultChecked={addressChoice === "new"} />
        {t("checkout.delivery.newAddress")}
      </label>
      <FieldError id="checkout-address_choice-error" message={error} />
    </fieldset>
  );
}

function NewAddress({ page, form, result, address }: Omit<Props, "addressChoice">) {
  const { t } = useTranslation();
  const zipKind = page.country === "BRA" ? "cep" : "zip";
  // The page opens on the next field to fill, without JavaScript too.
  const focused = result?.found ? fieldAfterLookup(address) : null;
  const field = (name: keyof typeof ADDRESS_FIELD_MAX, required: boolean, autoComplete?: string) => (
    <TextField
      form={form}
      name={name}
      label={t(`addresses.fields.${name}`)}
      required={required}
      autoComplete={autoComplete}
      maxLength={ADDRESS_FIELD_MAX[name]}
      fallback={address[name]}
      autoFocus={name === focused || undefined}
    />
  );
  return (
    <div className="c-section" role="group" aria-label={t("checkout.delivery.newAddress")}>
      {page.savedAddresses.length > 0 ? <p className="c-field-hint">{t("checkout.delivery.newAddressHint")}</p> : null}
      <div className="c-field">
        <label htmlFor="checkout-zip_code">{t(`addresses.fields.${zipKind}`)}</label>
        <div className="c-row">
          <input
            id="checkout-zip_code"
            name="zip_code"
            className="c-input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_MAX[page.country]}
            defaultValue={address.zip_code}
            data-enter="lookup"
            {...describedBy("checkout-zip_code-error", form.errors.zip_code)}
          />
          <button type="submit" name="intent" value="lookup" formNoValidate className="c-button c-button--default">
            {t(`addresses.lookup.${zipKind}`)}
          </button>
        </div>
        <FieldError id="checkout-zip_code-error" message={form.errors.zip_code} />
        <p role="status" className="c-field-hint">
          {result?.found ? t("addresses.lookup.found") : ""}
        </p>
      </div>
      {field("street", true, "address-line1")}
      {field("number", true)}
      {field("complement", false, "address-line2")}
      {field("neighborhood", true, "address-level3")}
      {field("city", true, "address-level2")}
      {field("state", true, "address-level1")}
      {page.referencePoint.enabled_reference_point
        ? field("reference_point", page.referencePoint.required_reference_point)
        : null}
      <input type="hidden" name={DRAWN_ZIP_CODE} value={address.zip_code} />
      <input type="hidden" name={DRAWN_STREET} value={address.street} />
      <input type="hidden" name="latitude" defaultValue={address.latitude} />
      <input type="hidden" name="longitude" defaultValue={address.longitude} />
      <input
        type="hidden"
        name="coords_zip"
        defaultValue={
          result?.found?.zip_code ?? form.value("coords_zip", page.address.latitude ? page.address.zip_code : "")
        }
      />
    </div>
  );
}
