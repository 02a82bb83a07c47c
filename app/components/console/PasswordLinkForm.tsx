import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { FieldError } from "~/components/FieldError";
import { consoleHref } from "~/lib/console/console-paths";
import { useTranslation } from "~/lib/i18n/i18n";
import { useFocusOnAnswer } from "~/lib/page/focus";

interface Answer {
  errors: Record<string, string>;
  message: string | null;
}

/** The new password's form of a mailed link: its token rides along hidden. */
export function PasswordLinkForm({ slug, token }: { slug: string; token: string }) {
  const { t } = useTranslation();
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  useFocusOnAnswer(answer, () => document.getElementById("link-problems") ?? document.getElementById("link-message"));
  const problems = problemsIn(
    errors,
    [{ name: "password", target: "link-password", label: t("console.onboarding.link.password") }],
    t,
  );
  const message = answer?.message ?? (token === "" ? "console.onboarding.link.missing" : null);
  return (
    <>
      <ErrorSummary id="link-problems" problems={problems} />
      {message ? (
        <div id="link-message" className="c-alert c-alert--error" role="alert" tabIndex={-1}>
          <p>{t(message)}</p>
          <p>
            <Link to={consoleHref(slug, "/password-reset")}>{t("console.onboarding.link.askNew")}</Link>
          </p>
        </div>
      ) : null}
      {token === "" ? null : (
        <Form method="post" className="c-console-form" noValidate>
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="token" value={token} />
          <div className="c-field">
            <label htmlFor="link-password">{t("console.onboarding.link.password")}</label>
            <input
              id="link-password"
              name="password"
              type="password"
              autoComplete="new-password"
              className="c-input"
              required
              minLength={8}
              aria-describedby={errors.password ? "link-password-hint link-password-error" : "link-password-hint"}
              {...(errors.password ? { "aria-invalid": true } : {})}
            />
            <p id="link-password-hint" className="c-dimmed">
              {t("console.onboarding.link.passwordHint")}
            </p>
            <FieldError id="link-password-error" message={errors.password} />
          </div>
          <button type="submit" className="c-button" disabled={busy}>
            {t("console.onboarding.link.submit")}
          </button>
        </Form>
      )}
    </>
  );
}
