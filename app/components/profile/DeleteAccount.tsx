import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { describedBy, FieldError } from "~/components/FieldError";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { useTranslation } from "~/lib/i18n/i18n";

const REASONS = ["notUsing", "privacy", "tooManyMessages", "other"] as const;
const REASON_TEXT_MAX = 300;

export function DeleteAccount({ reply }: { reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const feedback = feedbackFor(reply, "delete");
  const errors = feedback?.fieldErrors ?? {};
  const typedReason = typeof feedback?.values.reason === "string" ? feedback.values.reason : "";
  const typedText = typeof feedback?.values.reason_text === "string" ? feedback.values.reason_text : "";
  return (
    <section className="c-section" aria-labelledby="profile-delete-title">
      <h2 id="profile-delete-title">{t("profile.delete.title")}</h2>
      <p id="profile-delete-warning">{t("profile.delete.warning")}</p>
      <Form method="post" noValidate className="c-section" aria-describedby="profile-delete-warning">
        <input type="hidden" name="intent" value="delete" />
        <div className="c-field">
          <label htmlFor="profile-delete-reason">{t("profile.delete.reason")}</label>
          <select
            id="profile-delete-reason"
            name="reason"
            className="c-input"
            defaultValue={typedReason}
            {...describedBy("profile-delete-reason-error", errors.reason)}
          >
            <option value="">{t("profile.delete.choose")}</option>
            {REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`profile.delete.reasons.${reason}`)}
              </option>
            ))}
          </select>
          <FieldError id="profile-delete-reason-error" message={errors.reason} />
        </div>
        <div className="c-field">
          <label htmlFor="profile-delete-text">{t("profile.delete.text")}</label>
          <textarea
            id="profile-delete-text"
            name="reason_text"
            className="c-input c-textarea"
            rows={2}
            maxLength={REASON_TEXT_MAX}
            defaultValue={typedText}
            {...describedBy("profile-delete-text-error", errors.reason_text)}
          />
          <FieldError id="profile-delete-text-error" message={errors.reason_text} values={{ max: REASON_TEXT_MAX }} />
        </div>
        <div className="c-field">
          <label className="c-option">
            <input type="checkbox" name="confirm" {...describedBy("profile-delete-confirm-error", errors.confirm)} />{" "}
            {t("profile.delete.confirm")}
          </label>
          <FieldError id="profile-delete-confirm-error" message={errors.confirm} />
        </div>
        <div>
          <button type="submit" className="c-button">
            {t("profile.delete.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
