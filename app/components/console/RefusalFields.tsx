import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";

/** Why the store refuses or cancels an order: a reason from the spec's list and a note, on the inbox card and the order page alike. */
export function RefusalFields({
  prefix,
  errors,
  note,
  choices,
}: {
  prefix: string;
  errors: Record<string, string>;
  note: string;
  choices: { reasons: readonly string[]; noteMax: number };
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="c-field">
        <label htmlFor={`${prefix}-reason`}>{t("console.order.actions.reason")}</label>
        <select
          id={`${prefix}-reason`}
          name="reason"
          className="c-input"
          required
          defaultValue=""
          {...describedBy(`${prefix}-reason-error`, errors.reason)}
        >
          <option value="" disabled>
            —
          </option>
          {choices.reasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`orders.cancellation.${reason}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${prefix}-reason-error`} message={errors.reason} />
      </div>
      <div className="c-field">
        <label htmlFor={`${prefix}-note`}>{t("console.order.actions.note")}</label>
        <textarea
          id={`${prefix}-note`}
          name="note"
          className="c-input c-textarea"
          maxLength={choices.noteMax}
          defaultValue={note}
          {...describedBy(`${prefix}-note-error`, errors.note)}
        />
        <FieldError id={`${prefix}-note-error`} message={errors.note} values={{ max: choices.noteMax }} />
      </div>
    </>
  );
}
