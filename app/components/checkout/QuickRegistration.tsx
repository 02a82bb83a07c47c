import { useTranslation } from "~/lib/i18n/i18n";

export const QUICK_REGISTRATION_ID = "quick-registration";

export interface QuickRegistrationView {
  pending: { via: "phone" | "email"; to: string; registered: boolean } | null;
  email: string;
  error: { field: "register_code" | "register_email" | ""; message: string } | null;
  loginHref: string;
  /** Only the registration's own answers focus the code's field, never a coupon or a reload. */
  focus: boolean;
}

/** Buttons of the checkout's own form, so every field typed is posted and comes back (decision 075). */
export function QuickRegistration({ view }: { view: QuickRegistrationView }) {
  const { t } = useTranslation();
  const { pending, error } = view;
  const said = (field: string) => (error?.field === field ? error.message : null);
  const errorOf = (field: string) => {
    const message = said(field);
    return message ? (
      <p id={`checkout-${field}-error`} className="c-field-error" role="alert">
        {message}
      </p>
    ) : null;
  };
  const aria = (field: string) =>
    said(field) ? { "aria-invalid": true, "aria-describedby": `checkout-${field}-error` } : {};
  const button = (intent: string, label: string, main = false) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      className={main ? "c-button" : "c-button c-button--default"}
    >
      {label}
    </button>
  );
  return (
    <section
      id={QUICK_REGISTRATION_ID}
      className="c-quick-registration"
      aria-labelledby={`${QUICK_REGISTRATION_ID}-title`}
    >
      <h2 id={`${QUICK_REGISTRATION_ID}-title`} className="c-quick-registration__title">
        {t("checkout.quickRegistration.title")}
      </h2>
      {errorOf("")}
      {pending ? (
        <>
          <p role="status">
            {t(
              pending.via === "phone" ? "checkout.quickRegistration.sentSms" : "checkout.quickRegistration.sentEmail",
              { to: pending.to },
            )}{" "}
            {pending.registered
              ? t(
                  pending.via === "phone"
                    ? "checkout.quickRegistration.registeredPhone"
                    : "checkout.quickRegistration.registeredEmail",
                )
              : null}
          </p>
          <div className="c-field">
            <label htmlFor="checkout-register_code">{t("checkout.quickRegistration.code")}</label>
            <input
              id="checkout-register_code"
              name="register_code"
              className="c-input"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              data-enter="register_verify"
              autoFocus={view.focus}
              {...aria("register_code")}
            />
            {errorOf("register_code")}
          </div>
          <p className="c-row">
            {button(
              "register_verify",
              t(
                pending.registered
                  ? "checkout.quickRegistration.confirmLogin"
                  : "checkout.quickRegistration.confirmNew",
              ),
              true,
            )}
            {button("register_resend", t("checkout.quickRegistration.resend"))}
            {button("register_cancel", t("checkout.quickRegistration.cancel"))}
          </p>
        </>
      ) : (
        <>
          <p className="c-dimmed">{t("checkout.quickRegistration.intro")}</p>
          <p>{button("register_phone", t("checkout.quickRegistration.sendSms"))}</p>
          <div className="c-field">
            <label htmlFor="checkout-register_email">{t("checkout.quickRegistration.emailLabel")}</label>
            <input
              id="checkout-register_email"
              name="register_email"
              type="email"
              className="c-input"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              defaultValue={view.email}
              data-enter="register_email"
              {...aria("register_email")}
            />
            {errorOf("register_email")}
          </div>
          <p>{button("register_email", t("checkout.quickRegistration.sendEmail"))}</p>
        </>
      )}
      <p>
        <a href={view.loginHref}>{t("checkout.quickRegistration.login")}</a>
      </p>
    </section>
  );
}
