import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { describedBy, FieldError } from "~/components/FieldError";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { useTranslation } from "~/lib/i18n/i18n";

/** `?newEmail=` keeps the address between the two steps, so a reload or JavaScript off works. */
export function EmailChange({
  email,
  pendingEmail,
  profileHref,
  reply,
}: {
  email: string;
  pendingEmail: string | null;
  profileHref: string;
  reply: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const asked = feedbackFor(reply, "emailCode");
  const confirming = feedbackFor(reply, "emailConfirm");
  const emailError = asked?.fieldErrors.email;
  const tokenError = confirming?.fieldErrors.token ?? confirming?.fieldErrors.email;
  const typedEmail = typeof asked?.values.email === "string" ? asked.values.email : "";
  return (
    <section className="c-section" aria-labelledby="profile-email-title">
      <h2 id="profile-email-title">{t("profile.email.title")}</h2>
      <p>{t("profile.email.current", { email })}</p>
      {pendingEmail ? (
        <Form method="post" noValidate className="c-section">
          <input type="hidden" name="intent" value="emailConfirm" />
          <input type="hidden" name="email" value={pendingEmail} />
          <p id="profile-token-sent">{t("profile.email.sent", { email: pendingEmail })}</p>
          <div className="c-field">
            <label htmlFor="profile-token">{t("profile.email.code")}</label>
            <input
              id="profile-token"
              name="token"
              className="c-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...describedBy("profile-token-error", tokenError)}
            />
            <FieldError id="profile-token-error" message={tokenError} />
          </div>
          <div className="c-row">
            <button type="submit" className="c-button">
              {t("profile.email.confirm")}
            </button>
            <Link to={profileHref} className="c-button c-button--default">
              {t("profile.email.other")}
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate className="c-section">
          <input type="hidden" name="intent" value="emailCode" />
          <div className="c-field">
            <label htmlFor="profile-email">{t("profile.email.new")}</label>
            <input
              id="profile-email"
              name="email"
              type="email"
              className="c-input"
              autoComplete="email"
              required
              defaultValue={typedEmail}
              {...describedBy("profile-email-error", emailError)}
            />
            <FieldError id="profile-email-error" message={emailError} />
          </div>
          <div>
            <button type="submit" className="c-button c-button--default">
              {t("profile.email.send")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
