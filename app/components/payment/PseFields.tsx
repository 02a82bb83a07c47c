import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";

const PSE_DOCUMENT_TYPES = ["CC", "CE", "NIT", "TI", "PP"] as const;

interface Props {
  /** The page's prefix of the fields' ids ("checkout", "repayment"). */
  idPrefix: string;
  banks: readonly { id: string; name: string }[];
  /** What the customer typed or chose (a refused submit keeps it). */
  value: (name: string) => string;
  errors: Partial<Record<string, string>>;
  /** The line under the fields: where the customer goes next. */
  hint: string;
}

/** PSE's bank, person type and ID document: plain fields, posted with the form (the checkout, paying again). */
export function PseFields({ idPrefix, banks, value, errors, hint }: Props) {
  const { t } = useTranslation();
  const entity = value("pse_entity_type") || "individual";
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="c-option-group c-checkout-sub">
      <legend>{t("checkout.pse.title")}</legend>
      <div className="c-field">
        <label htmlFor={id("pse_bank")}>{t("checkout.pse.bank")}</label>
        <select
          id={id("pse_bank")}
          name="pse_bank"
          className="c-input"
          defaultValue={value("pse_bank")}
          {...describedBy(id("pse_bank-error"), errors.pse_bank)}
        >
          <option value="">{t("checkout.pse.chooseBank")}</option>
          {banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </select>
        <FieldError id={id("pse_bank-error")} message={errors.pse_bank} />
      </div>
      <fieldset className="c-option-group">
        <legend>{t("checkout.pse.entityType")}</legend>
        {(["individual", "association"] as const).map((code) => (
          <label key={code} className="c-option">
            <input type="radio" name="pse_entity_type" value={code} defaultChecked={entity === code} />
            {t(`checkout.pse.entityTypes.${code}`)}
          </label>
        ))}
        <FieldError id={id("pse_entity_type-error")} message={errors.pse_entity_type} />
      </fieldset>
      <div className="c-field">
        <label htmlFor={id("pse_document_type")}>{t("checkout.pse.documentType")}</label>
        <select
          id={id("pse_document_type")}
          name="pse_document_type"
          className="c-input"
          defaultValue={value("pse_document_type") || "CC"}
          {...describedBy(id("pse_document_type-error"), errors.pse_document_type)}
        >
          {PSE_DOCUMENT_TYPES.map((code) => (
            <option key={code} value={code}>
              {t(`checkout.pse.documentTypes.${code}`)}
            </option>
          ))}
        </select>
        <FieldError id={id("pse_document_type-error")} message={errors.pse_document_type} />
      </div>
      <div className="c-field">
        <label htmlFor={id("pse_document_number")}>{t("checkout.pse.documentNumber")}</label>
        <input
          id={id("pse_document_number")}
          name="pse_document_number"
          className="c-input"
          autoComplete="off"
          defaultValue={value("pse_document_number")}
          {...describedBy(id("pse_document_number-error"), errors.pse_document_number)}
        />
        <FieldError id={id("pse_document_number-error")} message={errors.pse_document_number} />
      </div>
      <p className="c-field-hint">{hint}</p>
    </fieldset>
  );
}
