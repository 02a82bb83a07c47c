import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";

export interface CheckoutFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  value: (name: string, fallback?: string) => string;
}

interface TextFieldProps {
  form: CheckoutFormState;
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "text" | "decimal";
  maxLength?: number;
  fallback?: string;
  type?: string;
  /** Focused as the page opens, with or without JavaScript. */
  autoFocus?: boolean;
}

export function TextField({
  form,
  name,
  label,
  required,
  autoComplete,
  inputMode,
  maxLength,
  fallback,
  type = "text",
  autoFocus,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = `checkout-${name}`;
  return (
    <div className="c-field">
      <label htmlFor={id}>
        {label}
        {required === false ? ` ${t("addresses.optional")}` : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="c-input"
        defaultValue={fallback ?? form.value(name)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        {...describedBy(`${id}-error`, form.errors[name])}
      />
      <FieldError id={`${id}-error`} message={form.errors[name]} values={maxLength ? { max: maxLength } : undefined} />
    </div>
  );
}
