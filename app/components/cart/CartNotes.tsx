import { Form } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/i18n";
import { CART_NOTES_MAX } from "../../../contract/limits";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { describedBy, FieldError } from "~/components/FieldError";

export function CartNotes({ notes, reply }: { notes: string; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const feedback = feedbackFor(reply, "notes");
  const error = feedback?.fieldErrors.notes ?? feedback?.formError ?? undefined;
  const typed = typeof feedback?.values.notes === "string" ? feedback.values.notes : null;
  return (
    <section className="c-cart-section">
      <Form key={`${notes}-${typed}`} method="post" preventScrollReset className="c-field">
        <input type="hidden" name="intent" value="notes" />
        <label htmlFor="cart-notes">{t("cart.notes.label")}</label>
        <textarea
          id="cart-notes"
          name="notes"
          className="c-input c-textarea"
          maxLength={CART_NOTES_MAX}
          rows={2}
          placeholder={t("cart.notes.placeholder")}
          defaultValue={typed ?? notes}
          {...describedBy("cart-notes-error", error)}
        />
        <FieldError id="cart-notes-error" message={error} values={{ max: CART_NOTES_MAX }} />
        <div>
          <button type="submit" className="c-button c-button--default">
            {t("cart.notes.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
