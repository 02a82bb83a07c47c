import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { MAX_TABLE_GUESTS, NAME_MAX_LENGTH } from "../../../contract/limits";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";
import { replyFeedback } from "~/lib/page/reply-feedback";

export function AssignForm({
  action,
  askPhone,
  reply,
  answerId,
}: {
  action: string;
  askPhone: boolean;
  reply: SubmissionResult<string[]> | null | undefined;
  answerId?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const { fieldErrors, formError, typed } = replyFeedback(reply);
  const sending = navigation.state === "submitting";

  // Not for the answer the form was drawn with: its focus was set by `autofocus`, and the customer may be typing again.
  const drawnWith = useRef(answerId);
  useEffect(() => {
    if (!answerId || answerId === drawnWith.current) return;
    const target =
      form.current?.querySelector<HTMLElement>(".c-error-summary") ??
      form.current?.querySelector<HTMLElement>(".c-table-assign__message");
    target?.focus();
  }, [answerId]);

  const onSubmit = (event: FormEvent) => {
    if (navigation.state !== "idle") event.preventDefault();
  };

  const field = (name: string) => ({ id: `table-${name}`, errorId: `table-${name}-error`, error: fieldErrors[name] });
  const nameField = field("client_name");
  const guestsField = field("guests");
  const phoneField = field("phone");
  const problems = problemsIn(
    fieldErrors,
    [
      { name: "client_name", target: nameField.id, label: t("table.assign.name") },
      { name: "guests", target: guestsField.id, label: t("table.assign.guests"), values: { max: MAX_TABLE_GUESTS } },
      { name: "phone", target: phoneField.id, label: t("table.assign.phone") },
    ],
    t,
  );
  return (
    <Form method="post" action={action} ref={form} className="c-table-assign" onSubmit={onSubmit} noValidate>
      <ErrorSummary id="table-assign-problems" problems={problems} />
      {formError ? (
        <p
          className="c-alert c-alert--error c-table-assign__message"
          role="alert"
          tabIndex={-1}
          autoFocus={problems.length === 0}
        >
          {t(formError)}
        </p>
      ) : null}
      <div className="c-field">
        <label htmlFor={nameField.id}>{t("table.assign.name")}</label>
        <input
          id={nameField.id}
          name="client_name"
          className="c-input"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          defaultValue={typed("client_name")}
          {...describedBy(nameField.errorId, nameField.error)}
        />
        <FieldError id={nameField.errorId} message={nameField.error} />
      </div>
      <div className="c-field">
        <label htmlFor={guestsField.id}>{t("table.assign.guests")}</label>
        <input
          id={guestsField.id}
          name="guests"
          type="number"
          className="c-input"
          inputMode="numeric"
          autoComplete="off"
          min={1}
          max={MAX_TABLE_GUESTS}
          required
          defaultValue={typed("guests") ?? "1"}
          {...describedBy(guestsField.errorId, guestsField.error)}
        />
        <FieldError id={guestsField.errorId} message={guestsField.error} values={{ max: MAX_TABLE_GUESTS }} />
      </div>
      {askPhone ? (
        <div className="c-field">
          {/* Seen as the dish dialog marks a required choice; heard from the input's `required`, once. */}
          <label htmlFor={phoneField.id}>
            {t("table.assign.phone")}{" "}
            <span className="c-tag" aria-hidden="true">
              {t("table.assign.required")}
            </span>
          </label>
          <input
            id={phoneField.id}
            name="phone"
            type="tel"
            className="c-input"
            inputMode="tel"
            autoComplete="tel-national"
            required
            defaultValue={typed("phone")}
            {...describedBy(phoneField.errorId, phoneField.error)}
          />
          <FieldError id={phoneField.errorId} message={phoneField.error} />
        </div>
      ) : null}
      <button type="submit" className="c-button" aria-disabled={sending || undefined}>
        {sending ? t("table.assign.sending") : t("table.assign.submit")}
      </button>
    </Form>
  );
}
