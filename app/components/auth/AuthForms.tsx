import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";
import { replyFeedback } from "~/lib/page/reply-feedback";

// The login pages' forms: plain posts, the same with JavaScript off; a refusal keeps what was typed (never a password).

export interface AuthFormFeedback {
  reply: SubmissionResult<string[]> | null | undefined;
  message?: string | null;
  count?: number;
  /** A refusal is acted on once, not again when the page's data is reloaded. */
  id?: string;
}

export function feedbackOf({ reply, message }: AuthFormFeedback) {
  return replyFeedback(reply, message);
}

export interface AuthFieldName {
  name: string;
  label: string;
}

export function AuthForm({
  children,
  feedback,
  fields,
  submitLabel,
  action,
  id,
}: {
  children: ReactNode;
  feedback: AuthFormFeedback;
  fields: readonly AuthFieldName[];
  submitLabel: string;
  action?: string;
  id: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const sending = navigation.state === "submitting" && navigation.formData?.get("form") === id;
  const { formError, fieldErrors } = feedbackOf(feedback);
  const problems = problemsIn(
    fieldErrors,
    fields.map((field) => ({ ...field, target: fieldId(field.name) })),
    t,
  );

  // Once per answer, and never for the answer the form was first drawn with: that page came from the
  // server with its focus set, and the customer may be typing again by hydration.
  const drawnWith = useRef(feedback.id);
  useEffect(() => {
    if (!feedback.id || feedback.id === drawnWith.current) return;
    for (const field of form.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? [])
      field.value = "";
    const target =
      form.current?.querySelector<HTMLElement>(".c-error-summary") ??
      form.current?.querySelector<HTMLElement>(".c-auth__message");
    target?.focus();
  }, [feedback.id]);

  // A second tap while a form is on its way, or while its answer's redirect loads, would send it
  // twice (an account registered, then refused as taken). Any other loading (a link followed, the
  // page's data read again after a refusal) does not stop the customer: the new submission wins.
  const answering =
    navigation.state === "submitting" ||
    (navigation.state === "loading" &&
      navigation.formData != null &&
      navigation.location.pathname !== location.pathname);
  const onSubmit = (event: FormEvent) => {
    if (answering) event.preventDefault();
  };
  return (
    <Form method="post" action={action} ref={form} className="c-auth__form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="form" value={id} />
      <ErrorSummary id={`${id}-problems`} problems={problems} />
      {formError ? (
        <p
          className="c-alert c-auth__message"
          role="alert"
          tabIndex={-1}
          autoFocus={problems.length === 0}
          id={`${id}-message`}
        >
          {t(formError, { count: feedback.count ?? 0 })}
        </p>
      ) : null}
      {children}
      <button type="submit" className="c-button" aria-disabled={sending || undefined}>
        {sending ? t("auth.sending") : submitLabel}
      </button>
    </Form>
  );
}

/** The phone's keypad and its one-time-code autofill. */
function CodeField(props: {
  label: string;
  hint: string;
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  return (
    <AuthField
      name="token"
      type="text"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      required
      {...props}
    />
  );
}

const fieldId = (name: string) => `auth-${name}`;

export function AuthField({
  name,
  label,
  hint,
  error,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const aria = describedBy(errorId, error);
  const describedIds = [hintId, aria["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} className="c-input" {...input} {...aria} aria-describedby={describedIds} />
      {hint ? (
        <p id={hintId} className="c-dimmed">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The password never comes back. */
export function EmailPasswordForm({ feedback }: { feedback: AuthFormFeedback }) {
  const { t } = useTranslation();
  const { fieldErrors, typed } = feedbackOf(feedback);
  const label = { email: t("auth.fields.email"), password: t("auth.fields.password") };
  return (
    <AuthForm id="email-password" feedback={feedback} fields={named(label)} submitLabel={t("auth.email.submit")}>
      <EmailField label={label.email} defaultValue={typed("email")} error={fieldErrors.email} />
      <AuthField
        name="password"
        type="password"
        label={label.password}
        autoComplete="current-password"
        required
        maxLength={200}
        error={fieldErrors.password}
      />
    </AuthForm>
  );
}

const named = (labels: Record<string, string>): AuthFieldName[] =>
  Object.entries(labels).map(([name, label]) => ({ name, label }));

/** At most 254 characters, as the API takes. */
function EmailField({
  label,
  defaultValue,
  error,
}: {
  label: string;
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  return (
    <AuthField
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      inputMode="email"
      required
      maxLength={254}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

export function EmailCodeRequestForm({ feedback, email }: { feedback: AuthFormFeedback; email?: string | null }) {
  const { t } = useTranslation();
  const { fieldErrors, typed } = feedbackOf(feedback);
  const label = { email: t("auth.fields.email") };
  return (
    <AuthForm id="otp-send" feedback={feedback} fields={named(label)} submitLabel={t("auth.otp.send")}>
      <input type="hidden" name="intent" value="send" />
      <EmailField label={label.email} defaultValue={typed("email") ?? email ?? undefined} error={fieldErrors.email} />
    </AuthForm>
  );
}

export function CodeForm({ feedback, email }: { feedback: AuthFormFeedback; email: string }) {
  const { t } = useTranslation();
  const { fieldErrors, typed } = feedbackOf(feedback);
  const label = { token: t("auth.fields.code") };
  return (
    <AuthForm id="otp-verify" feedback={feedback} fields={named(label)} submitLabel={t("auth.otp.confirm")}>
      <input type="hidden" name="intent" value="verify" />
      <CodeField
        label={label.token}
        hint={t("auth.fields.codeHint", { email })}
        defaultValue={typed("token")}
        error={fieldErrors.token}
      />
    </AuthForm>
  );
}

export function NewUserForm({ feedback, country }: { feedback: AuthFormFeedback; country: string }) {
  const { t } = useTranslation();
  const { fieldErrors, typed } = feedbackOf(feedback);
  const withCpf = country === "BRA";
  const label = {
    name: t("auth.fields.name"),
    phone: t("auth.fields.phone"),
    ...(withCpf ? { cpf: t("auth.fields.cpf") } : {}),
    password: t("auth.fields.newPassword"),
  };
  return (
    <AuthForm id="new-user" feedback={feedback} fields={named(label)} submitLabel={t("auth.newUser.submit")}>
      <AuthField
        name="name"
        label={label.name}
        autoComplete="name"
        required
        maxLength={50}
        defaultValue={typed("name")}
        error={fieldErrors.name}
      />
      <AuthField
        name="phone"
        type="tel"
        label={label.phone}
        autoComplete="tel-national"
        inputMode="tel"
        required
        maxLength={20}
        defaultValue={typed("phone")}
        error={fieldErrors.phone}
      />
      {withCpf ? (
        <AuthField
          name="cpf"
          label={t("auth.fields.cpf")}
          inputMode="numeric"
          maxLength={14}
          defaultValue={typed("cpf")}
          error={fieldErrors.cpf}
        />
      ) : null}
      <AuthField
        name="password"
        type="password"
        label={label.password}
        hint={t("auth.fields.newPasswordHint")}
        autoComplete="new-password"
        maxLength={200}
        error={fieldErrors.password}
      />
    </AuthForm>
  );
}

export function OtherWaysLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <Link to={to} className="c-auth__link">
        {t("auth.email.otherWays")}
      </Link>
    </p>
  );
}

export function PhoneCodeRequestForm({ feedback, phone }: { feedback: AuthFormFeedback; phone?: string | null }) {
  const { t } = useTranslation();
  const { fieldErrors, typed } = feedbackOf(feedback);
  const label = { phone: t("auth.fields.phone") };
  return (
    <AuthForm id="phone-send" feedback={feedback} fields={named(label)} submitLabel={t("auth.phone.send")}>
      <input type="hidden" name="intent" value="send" />
      <AuthField
        name="phone"
        type="tel"
        label={label.phone}
        hint={t("auth.phone.hint")}
        autoComplete="tel-national"
        inputMode="tel"
        required
        maxLength={20}
        defaultValue={typed("phone") ?? phone ?? undefined}
        error={fieldErrors.phone}
      />
    </AuthForm>
  );
}

export function PhoneCodeForm({
  feedback,
  phone,
  registered,
}: {
  feedback: AuthFormFeedback;
  phone: string;
  registered: boolean;
}) {
  const { t } = useTranslation();
  const { fieldErrors, typed } = feedbackOf(feedback);
  const label = { ...(registered ? {} : { name: t("auth.fields.name") }), token: t("auth.fields.code") };
  return (
    <AuthForm
      id="phone-verify"
      feedback={feedback}
      fields={named(label)}
      submitLabel={t(registered ? "auth.otp.confirm" : "auth.phone.register")}
    >
      <input type="hidden" name="intent" value="verify" />
      {registered ? null : (
        <AuthField
          name="name"
          label={t("auth.fields.name")}
          autoComplete="name"
          required
          maxLength={50}
          defaultValue={typed("name")}
          error={fieldErrors.name}
        />
      )}
      <CodeField
        label={label.token}
        hint={t("auth.phone.codeHint", { phone })}
        defaultValue={typed("token")}
        error={fieldErrors.token}
      />
    </AuthForm>
  );
}
