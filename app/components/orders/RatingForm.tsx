import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, type Ref } from "react";
// From limits, not the contract's index: that would bring zod into the order page's bundle.
import { ORDER_RATING_COMMENT_MAX } from "../../../contract/limits";
import { useTranslation } from "~/lib/i18n/i18n";
import { RATING_STARS, starGlyphs, type RatingAnswer } from "~/lib/orders/rating-view";

const HINT = { margin: 0, fontSize: ".875rem", color: "var(--mantine-color-dimmed)" } as const;

interface RatingFormProps {
  orderId: number;
  action: string;
  fetcher: FetcherWithComponents<unknown>;
  answer: RatingAnswer | null;
  onSubmit: () => void;
  refs: { star: Ref<HTMLInputElement>; comment: Ref<HTMLTextAreaElement>; message: Ref<HTMLParagraphElement> };
}

/** No browser validation bubble (in the browser's language): a refusal is said by the page, in the customer's. */
export function RatingForm({ orderId, action, fetcher, answer, onSubmit, refs }: RatingFormProps) {
  const { t } = useTranslation();
  const id = `rating-${orderId}`;
  const errors = answer?.errors ?? {};
  const busy = fetcher.state !== "idle";
  // Not `disabled` while busy: after a refusal the page is read again ("loading"), and a disabled button
  // drops the keyboard focus and ignores Enter then. Only a submission still on its way holds the next.
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "submitting") sending.current = false;
  }, [fetcher.state]);
  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset
      onSubmit={(event) => {
        if (sending.current) return event.preventDefault();
        sending.current = true;
        onSubmit();
      }}
      className="c-item-form"
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="order" value={orderId} />
      <fieldset
        className="c-option-group"
        aria-invalid={errors.stars ? true : undefined}
        aria-describedby={errors.stars ? `${id}-stars-error` : undefined}
      >
        <legend>{t("orders.rating.legend", { id: orderId })}</legend>
        {RATING_STARS.map((stars) => (
          <label key={stars} className="c-option">
            <input
              ref={stars === 1 ? refs.star : undefined}
              type="radio"
              name="stars"
              value={stars}
              defaultChecked={answer?.values.stars === String(stars)}
            />
            <span aria-hidden="true" style={{ color: "var(--mantine-color-anchor)", letterSpacing: ".125em" }}>
              {starGlyphs(stars)}
            </span>
            <span className="c-option__name">{t("orders.rating.star", { count: stars })}</span>
          </label>
        ))}
        {errors.stars ? (
          <p id={`${id}-stars-error`} className="c-field-error">
            {t(errors.stars)}
          </p>
        ) : null}
      </fieldset>
      <div className="c-field">
        <label htmlFor={`${id}-comment`}>{t("orders.rating.comment")}</label>
        <textarea
          ref={refs.comment}
          id={`${id}-comment`}
          name="comment"
          className="c-input"
          rows={3}
          maxLength={ORDER_RATING_COMMENT_MAX}
          defaultValue={answer?.values.comment ?? ""}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={[`${id}-comment-hint`, errors.comment ? `${id}-comment-error` : null]
            .filter(Boolean)
            .join(" ")}
        />
        <p id={`${id}-comment-hint`} style={HINT}>
          {t("orders.rating.commentHint", { max: ORDER_RATING_COMMENT_MAX })}
        </p>
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="c-field-error">
            {t(errors.comment, { max: ORDER_RATING_COMMENT_MAX })}
          </p>
        ) : null}
      </div>
      {answer?.formError ? (
        <p role="alert" className="c-alert c-alert--error" tabIndex={-1} ref={refs.message}>
          {t(answer.formError)}
        </p>
      ) : null}
      <div className="c-row">
        <button
          type="submit"
          name="intent"
          value="rate"
          className="c-button"
          aria-disabled={fetcher.state === "submitting" || undefined}
        >
          {t("orders.rating.submit")}
        </button>
      </div>
    </fetcher.Form>
  );
}
