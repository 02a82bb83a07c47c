import { Form } from "@remix-run/react";
import { useState } from "react";
import type { Currency } from "../../../contract";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput } from "~/components/MoneyInput";
import type { ConsoleOrderView } from "~/lib/console/console-orders.server";
import { useTranslation } from "~/lib/i18n/i18n";

/** What the refund form sent, given back with its refusal so nothing typed is lost. */
export interface RefundTyped {
  amount: string;
  reason: string;
  nonce: string;
}

export interface RefundAnswer {
  errors: Record<string, string>;
  message: string | null;
  refund?: RefundTyped;
}

/** The owner gives back part of a paid online order: an amount up to what is left, and why (kept from the customer). */
export function ConsoleRefundForm({
  order,
  form,
  answer,
  busy,
}: {
  order: ConsoleOrderView;
  form: { nonce: string; reasonMax: number; currency: Currency };
  answer: RefundAnswer | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  // The page is read again on every pushed event, each time with a fresh nonce: that must not empty
  // what the owner is typing. The form (and its nonce) is new only once a refund has been made.
  const [kept, setKept] = useState({ nonce: form.nonce, made: order.refunds.length });
  if (kept.made !== order.refunds.length) setKept({ nonce: form.nonce, made: order.refunds.length });
  if (order.refundable === null) return null;
  const errors = answer?.errors ?? {};
  const typed = answer?.refund;
  const problems = problemsIn(
    errors,
    [
      { name: "amount", target: "console-refund-amount", label: t("console.order.refund.amount") },
      {
        name: "reason",
        target: "console-refund-reason",
        label: t("console.order.refund.reason"),
        values: { max: form.reasonMax },
      },
    ],
    t,
  );
  return (
    <section className="c-section c-no-print" aria-labelledby="console-refund-title">
      <details open={answer !== null}>
        <summary id="console-refund-title">{t("console.order.refund.title")}</summary>
        <p>{t("console.order.refund.left", { amount: order.refundable })}</p>
        <ErrorSummary id="console-refund-problems" problems={problems} />
        {answer?.message ? (
          <p id="console-refund-message" className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
            {t(answer.message)}
          </p>
        ) : null}
        {/* A new nonce is a new form: emptied after a refund made, kept as typed across a refusal. */}
        <Form key={typed?.nonce ?? kept.nonce} method="post" className="c-console-form" noValidate>
          <input type="hidden" name="intent" value="refund" />
          {/* A refusal keeps the nonce it was sent with: sent again, it is still the same refund. */}
          <input type="hidden" name="nonce" value={typed?.nonce ?? kept.nonce} />
          <MoneyInput
            id="console-refund-amount"
            name="amount"
            label={t("console.order.refund.amount")}
            defaultValue={typed?.amount ?? ""}
            error={errors.amount}
            currency={form.currency}
          />
          <div className="c-field">
            <label htmlFor="console-refund-reason">{t("console.order.refund.reason")}</label>
            <textarea
              id="console-refund-reason"
              name="reason"
              className="c-input c-textarea"
              required
              maxLength={form.reasonMax}
              defaultValue={typed?.reason ?? ""}
              {...describedBy("console-refund-reason-error", errors.reason)}
            />
            <FieldError id="console-refund-reason-error" message={errors.reason} values={{ max: form.reasonMax }} />
          </div>
          <button type="submit" className="c-button" disabled={busy}>
            {t("console.order.refund.submit", { id: order.id })}
          </button>
        </Form>
      </details>
    </section>
  );
}
