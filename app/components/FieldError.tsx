import { useTranslation } from "~/lib/i18n/i18n";

/** The field names `id` in aria-describedby. */
export function FieldError({
  id,
  message,
  values,
}: {
  id: string;
  message: string | null | undefined;
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="c-field-error" role="alert">
      {t(message, values)}
    </p>
  );
}

export const describedBy = (id: string, message: string | null | undefined) =>
  message ? { "aria-invalid": true as const, "aria-describedby": id } : {};
