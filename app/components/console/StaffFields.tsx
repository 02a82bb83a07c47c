import { useEffect } from "react";
import type { StaffRole } from "../../../contract/console";
import { describedBy, FieldError } from "~/components/FieldError";
import type { StaffFormAnswer } from "~/lib/console/console-staff";
import { useTranslation } from "~/lib/i18n/i18n";

const ROLES: readonly StaffRole[] = ["STAFF", "OWNER"];

export function StaffField({
  id,
  name,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  defaultValue?: string;
  required?: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = describedBy(errorId, error);
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="c-dimmed">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="c-input"
        required
        {...input}
        {...described}
        aria-describedby={[hint ? hintId : null, described["aria-describedby"]].filter(Boolean).join(" ") || undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function RoleField({
  id,
  error,
  defaultValue,
}: {
  id: string;
  error: string | undefined;
  defaultValue: string;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="c-field">
      <label htmlFor={id}>{t("console.staff.fields.role")}</label>
      <select
        id={id}
        name="role"
        className="c-input"
        defaultValue={defaultValue}
        required
        {...describedBy(errorId, error)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`console.staff.roleHints.${role}`)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export const refusalId = (form: string) => `${form}-refusal`;

export function FormRefusal({ form, message, count = 0 }: { form: string; message: string; count?: number }) {
  const { t } = useTranslation();
  return (
    <p id={refusalId(form)} className="c-alert c-alert--error" role="alert" tabIndex={-1}>
      {t(message, { count })}
    </p>
  );
}

/** React gives `autoFocus` to form controls only, so an effect focuses the summary. */
export function useFocusOnRefusal(answer: StaffFormAnswer | undefined, summaryId: string) {
  useEffect(() => {
    if (!answer) return;
    (document.getElementById(summaryId) ?? document.getElementById(refusalId(answer.form)))?.focus();
  }, [answer, summaryId]);
}
