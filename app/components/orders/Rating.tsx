import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useFocusOnAnswer } from "~/lib/page/focus";
import { useTranslation } from "~/lib/i18n/i18n";
import {
  ratingAnchor,
  starGlyphs,
  type OrderRatingView,
  type RatingAnswer,
  type RatingView,
} from "~/lib/orders/rating-view";
import { RatingForm } from "./RatingForm";

interface OrderRatingProps {
  orderId: number;
  view: OrderRatingView;
  action: string;
  answer: RatingAnswer | null;
  compact?: boolean;
}

function RatingResult({ rating, compact }: { rating: RatingView; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p style={{ margin: 0 }}>
        <span aria-hidden="true" style={{ color: "var(--mantine-color-anchor)", letterSpacing: ".125em" }}>
          {starGlyphs(rating.stars)}
        </span>{" "}
        {t("orders.rating.result", { stars: rating.stars })}
      </p>
      {!compact && rating.comment ? (
        <p style={{ margin: ".25rem 0 0", whiteSpace: "pre-line" }}>{rating.comment}</p>
      ) : null}
    </>
  );
}

/** Without JavaScript the form's answer comes back to this element (its id is the action's fragment). */
export function OrderRating({ orderId, view, action, answer, compact = false }: OrderRatingProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const anchor = ratingAnchor(orderId);
  const fetched = (fetcher.data as { rating?: RatingAnswer } | undefined)?.rating;
  const current = fetched?.orderId === orderId ? fetched : answer;
  const sent = useRef(false);
  const result = useRef<HTMLDivElement>(null);
  const star = useRef<HTMLInputElement>(null);
  const comment = useRef<HTMLTextAreaElement>(null);
  const message = useRef<HTMLParagraphElement>(null);

  useFocusOnAnswer(current, (refused) =>
    refused.errors.stars ? star.current : refused.errors.comment ? comment.current : message.current,
  );
  useEffect(() => {
    if (!view.rating || !sent.current) return;
    sent.current = false;
    result.current?.focus();
  }, [view.rating]);

  if (view.rating) {
    return (
      <div id={anchor} ref={result} tabIndex={-1}>
        <RatingResult rating={view.rating} compact={compact} />
      </div>
    );
  }
  if (!view.canRate) return null;
  const form = (
    <RatingForm
      orderId={orderId}
      action={`${action}#${anchor}`}
      fetcher={fetcher}
      answer={current}
      onSubmit={() => (sent.current = true)}
      refs={{ star, comment, message }}
    />
  );
  if (!compact) return <div id={anchor}>{form}</div>;
  return (
    <details id={anchor} open={current ? true : undefined}>
      <summary className="c-button c-button--default">{t("orders.rating.open", { id: orderId })}</summary>
      {form}
    </details>
  );
}
