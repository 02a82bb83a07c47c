import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from "react";
import type { CountryCode } from "../../../contract";
import { ErrorSummary, problemsIn, type SummaryField, type SummaryProblem } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { LocateButton, type Point } from "~/components/location/LocateButton";
import { MapStep } from "~/components/location/MapStep";
import {
  ADDRESS_FIELD_MAX,
  ADDRESS_LABELS,
  DRAWN_STREET,
  DRAWN_ZIP_CODE,
  fieldAfterLookup,
  type AddressFields,
  type FarLocation,
  type PlaceMismatch,
  type ReferencePointRule,
} from "~/lib/accounts/address-form";
import { runFieldAction } from "~/lib/page/implicit-submit";
import { useTranslation, type Translate } from "~/lib/i18n/i18n";

const ZIP_DIGITS: Record<CountryCode, number> = { BRA: 8, MEX: 5, COL: 6 };

export interface AddressFormAnswer {
  fields: AddressFields;
  errors: Record<string, string>;
  formError: string | null;
  /** Save only once confirmed. */
  mismatch: PlaceMismatch | null;
  found: boolean;
  /** Which to keep is asked before saving. */
  far: FarLocation | null;
  located: boolean;
}

export interface AddressFormProps {
  id: string;
  country: CountryCode;
  rule: ReferencePointRule;
  fields: AddressFields;
  errors: Record<string, string>;
  formError: string | null;
  mismatch: PlaceMismatch | null;
  found: boolean;
  far: FarLocation | null;
  tiles: { url: string; attribution: string };
}

/** With JavaScript the lookup runs by itself once the postal code is complete, without moving the focus. */
export function AddressForm({
  id,
  country,
  rule,
  fields,
  errors,
  formError,
  mismatch,
  found,
  far,
  tiles,
}: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const lookup = useFetcher<AddressFormAnswer>();
  const locate = useFetcher<AddressFormAnswer>();
  const [mapAt, setMapAt] = useState<Point | null>(null);
  const [pinned, setPinned] = useState(false);
  // Hidden fields React owns: one written by hand goes back to its default at the next render.
  const [point, setPoint] = useState({
    latitude: fields.latitude,
    longitude: fields.longitude,
    located: fields.located,
  });
  const looked = useRef<string>("");
  // The fetcher is new with each drawing of the form: its answer, when there is one, is the latest word.
  const fetched = lookup.state === "idle" ? lookup.data : undefined;
  const zipError = fetched ? (fetched.errors.zip_code ?? fetched.formError ?? undefined) : errors.zip_code;
  const zipKind = country === "BRA" ? "cep" : "zip";
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && ["save", "enter"].includes(String(navigation.formData?.get("intent")));

  useEffect(() => {
    const answer = lookup.data;
    if (lookup.state !== "idle" || !answer?.found || !form.current) return;
    for (const name of ["street", "neighborhood", "city", "state"] as const) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement && answer.fields[name]) field.value = answer.fields[name];
    }
    // A point the customer chose stays (fillFromLookup does the same without JavaScript).
    setPoint((now) =>
      now.located === "1" ? now : { ...now, latitude: answer.fields.latitude, longitude: answer.fields.longitude },
    );
  }, [lookup.data, lookup.state]);

  useEffect(() => {
    const answer = locate.data;
    if (locate.state !== "idle" || !answer?.located || !form.current) return;
    for (const name of ["zip_code", "street", "number", "neighborhood", "city", "state"] as const) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement && answer.fields[name]) field.value = answer.fields[name];
    }
    setPoint({ latitude: answer.fields.latitude, longitude: answer.fields.longitude, located: "1" });
    setPinned(false);
    setMapAt({ latitude: Number(answer.fields.latitude), longitude: Number(answer.fields.longitude) });
  }, [locate.data, locate.state]);

  const onLocated = (point: Point) =>
    locate.submit(
      { intent: "locate", latitude: String(point.latitude), longitude: String(point.longitude) },
      { method: "post" },
    );

  const openMap = () => {
    const at = { latitude: Number(point.latitude || NaN), longitude: Number(point.longitude || NaN) };
    if (Number.isFinite(at.latitude) && Number.isFinite(at.longitude)) setMapAt(at);
  };

  const onPinConfirmed = (pin: Point) => {
    setPoint({ latitude: String(pin.latitude), longitude: String(pin.longitude), located: "1" });
    setMapAt(null);
    setPinned(true);
  };
  const locateError =
    locate.state === "idle" && locate.data && !locate.data.located ? (locate.data.formError ?? null) : null;

  /** Through the fetcher: nothing typed meanwhile is lost and the focus stays on the button. */
  const onLookupClick = (event: MouseEvent<HTMLButtonElement>) => {
    const zip = form.current?.elements.namedItem("zip_code");
    if (!(zip instanceof HTMLInputElement)) return;
    event.preventDefault();
    // The same code already on its way: asking again would only cut that answer off.
    if (lookup.state !== "idle" && looked.current === zip.value.replace(/\D/g, "")) return;
    looked.current = zip.value.replace(/\D/g, "");
    lookup.submit({ intent: "lookup", zip_code: zip.value }, { method: "post" });
  };

  const lookUpIfComplete = (value: string) => {
    const digits = value.replace(/\D/g, "");
    if (digits.length !== ZIP_DIGITS[country] || digits === looked.current) return;
    looked.current = digits;
    lookup.submit({ intent: "lookup", zip_code: digits }, { method: "post" });
  };
  const onZipChange = (event: ChangeEvent<HTMLInputElement>) => lookUpIfComplete(event.target.value);

  // On a slow phone the code may be typed before the script arrives, when no change event reaches React.
  useEffect(() => {
    const zip = form.current?.elements.namedItem("zip_code");
    const digits = (value: string) => value.replace(/\D/g, "");
    if (zip instanceof HTMLInputElement && digits(zip.value) !== digits(fields.zip_code)) lookUpIfComplete(zip.value);
    // Once, on hydration: later codes come through onZipChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focused = found ? fieldAfterLookup(fields) : null;
  const text = (name: keyof typeof ADDRESS_FIELD_MAX, options: { required?: boolean; autoComplete?: string } = {}) => {
    const error = errors[name];
    return (
      <div className="c-field">
        <label htmlFor={`${id}-${name}`}>
          {t(`addresses.fields.${name}`)}
          {options.required ? null : ` ${t("addresses.optional")}`}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          className="c-input"
          defaultValue={fields[name]}
          maxLength={ADDRESS_FIELD_MAX[name]}
          autoComplete={options.autoComplete}
          required={options.required}
          autoFocus={name === focused || undefined}
          {...describedBy(`${id}-${name}-error`, error)}
        />
        <FieldError id={`${id}-${name}-error`} message={error} values={{ max: ADDRESS_FIELD_MAX[name] }} />
      </div>
    );
  };

  return (
    <Form ref={form} id={id} method="post" noValidate className="c-section" onKeyDown={runFieldAction}>
      {/*
        Enter saves, but in the postal code it looks the code up. Without JavaScript the browser
        sends the form with its first submit button: this one, read by addressIntent.
      */}
      <button type="submit" name="intent" value="enter" className="c-visually-hidden" tabIndex={-1} aria-hidden="true">
        {t("addresses.save")}
      </button>
      <ErrorSummary id={`${id}-problems`} problems={problemsOf(id, errors, t, zipKind)} />
      {formError ? (
        <p id={`${id}-message`} role="alert" tabIndex={-1} className="c-alert c-alert--error">
          {t(formError)}
        </p>
      ) : null}
      <LocateButton onLocated={onLocated} busy={locate.state !== "idle"} />
      {locateError ? (
        <p role="alert" className="c-alert c-alert--error">
          {t(locateError)}
        </p>
      ) : null}
      {mapAt ? (
        <MapStep start={mapAt} tiles={tiles} onConfirm={onPinConfirmed} onCancel={() => setMapAt(null)} />
      ) : (
        <MapStepOpener onOpen={openMap} pinned={pinned} />
      )}
      <fieldset id={`${id}-label`} className="c-field">
        <legend>{t("addresses.fields.label")}</legend>
        <div className="c-row">
          {ADDRESS_LABELS.map((label) => (
            <label key={label} className="c-option">
              <input type="radio" name="label" value={label} defaultChecked={fields.label === label} />{" "}
              {t(`addresses.labels.${label}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-label-error`} message={errors.label} />
      </fieldset>
      <div className="c-field">
        <label htmlFor={`${id}-zip_code`}>{t(`addresses.fields.${zipKind}`)}</label>
        <div className="c-row">
          <input
            id={`${id}-zip_code`}
            name="zip_code"
            className="c-input"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={country === "BRA" ? 9 : ZIP_DIGITS[country]}
            defaultValue={fields.zip_code}
            onChange={onZipChange}
            data-enter="lookup"
            {...describedBy(`${id}-zip_code-error`, zipError)}
          />
          <button
            type="submit"
            name="intent"
            value="lookup"
            formNoValidate
            className="c-button c-button--default"
            onClick={onLookupClick}
          >
            {t(`addresses.lookup.${zipKind}`)}
          </button>
        </div>
        <FieldError id={`${id}-zip_code-error`} message={zipError} />
        <p role="status" className="c-field-hint">
          {(fetched ? fetched.found : found) ? t("addresses.lookup.found") : ""}
        </p>
      </div>
      {text("street", { required: true, autoComplete: "address-line1" })}
      {text("number", { required: true })}
      {text("complement", { autoComplete: "address-line2" })}
      {text("neighborhood", { required: true, autoComplete: "address-level3" })}
      {text("city", { required: true, autoComplete: "address-level2" })}
      {text("state", { required: true, autoComplete: "address-level1" })}
      {rule.enabled_reference_point ? text("reference_point", { required: rule.required_reference_point }) : null}
      <input type="hidden" name={DRAWN_ZIP_CODE} value={fields.zip_code} />
      <input type="hidden" name={DRAWN_STREET} value={fields.street} />
      <input type="hidden" name="latitude" value={point.latitude} />
      <input type="hidden" name="longitude" value={point.longitude} />
      <input type="hidden" name="located" value={point.located} />
      {far ? (
        <div id={`${id}-message`} role="alert" tabIndex={-1} className="c-alert c-alert--info">
          <p>{t("location.far.question", { km: new Intl.NumberFormat(i18n.language).format(far.km) })}</p>
          <div className="c-row">
            <button type="submit" name="far" value="address" className="c-button">
              {t("location.far.useAddress")}
            </button>
            <button type="submit" name="far" value="pin" className="c-button c-button--default">
              {t("location.far.keepPin")}
            </button>
          </div>
        </div>
      ) : null}
      {mismatch ? (
        <div id={`${id}-message`} role="alert" tabIndex={-1} className="c-alert c-alert--info">
          <p>{t("addresses.mismatch.question", { ...mismatch })}</p>
          <input type="hidden" name="confirmed" value="1" />
        </div>
      ) : null}
      <div className="c-row">
        <button type="submit" name="intent" value="save" className="c-button" disabled={saving}>
          {t(mismatch ? "addresses.mismatch.confirm" : "addresses.save")}
        </button>
      </div>
    </Form>
  );
}

/** Offered once the code is here (a map needs it) and the form has a point. */
function MapStepOpener({ onOpen, pinned }: { onOpen: () => void; pinned: boolean }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <div className="c-field">
      <button type="button" className="c-button c-button--default" onClick={onOpen}>
        {t("location.map.open")}
      </button>
      <p role="status" className="c-field-hint">
        {pinned ? t("location.map.confirmed") : ""}
      </p>
    </div>
  );
}

function problemsOf(
  id: string,
  errors: Record<string, string>,
  t: Translate,
  zipKind: "cep" | "zip",
): SummaryProblem[] {
  // With JavaScript a lookup's refusal stays on its field, where the customer is.
  const fields = (
    ["label", "zip_code", "street", "number", "complement", "neighborhood", "city", "state", "reference_point"] as const
  ).map((name): SummaryField => ({
    name,
    target: `${id}-${name}`,
    label: t(`addresses.fields.${name === "zip_code" ? zipKind : name}`),
    values: name === "label" || name === "zip_code" ? undefined : { max: ADDRESS_FIELD_MAX[name] },
  }));
  return problemsIn(errors, fields, t);
}
