import type { SubmissionResult } from "@conform-to/react";
import { CART_NOTES_MAX, NEIGHBORHOOD_MAX } from "../../../contract/limits";
import { ErrorSummary, type SummaryProblem } from "~/components/ErrorSummary";
import { useTranslation, type Translate } from "~/lib/i18n/i18n";
import type { CartPageView } from "~/lib/cart/cart-view";
import { feedbackFor } from "~/lib/page/reply-feedback";

type OpenCart = Extract<CartPageView, { state: "open" }>;

/**
 * The refusal of one of the cart's forms, for the summary atop the page: the neighbourhood, the
 * notes, an extra's or a line's quantity. The not-served and checkout refusals take the focus
 * where they are drawn, and a refusal no form shows is the page's own alert.
 */
function cartProblems(page: OpenCart, reply: SubmissionResult<string[]> | null, t: Translate): SummaryProblem[] {
  const messageOf = (intent: string, field: string) => {
    const feedback = feedbackFor(reply, intent);
    return feedback ? { error: feedback.fieldErrors[field] ?? feedback.formError } : null;
  };
  const area = messageOf("area", "neighborhood");
  if (area?.error)
    return [{ target: "neighborhood", label: t("cart.area.label"), message: t(area.error, { max: NEIGHBORHOOD_MAX }) }];
  const notes = messageOf("notes", "notes");
  if (notes?.error)
    return [{ target: "cart-notes", label: t("cart.notes.label"), message: t(notes.error, { max: CART_NOTES_MAX }) }];
  const extra = feedbackFor(reply, "extra");
  const extraError = extra ? (extra.formError ?? Object.values(extra.fieldErrors)[0]) : undefined;
  const additional = page.extras
    .flatMap((group) => group.additionals)
    .find((candidate) => String(candidate.id) === extra?.values.id);
  if (extraError && additional) {
    // A control that can be pressed: "+" is disabled at the extra's maximum.
    return [
      {
        target: `extra-${additional.id}-${additional.canAdd ? "increase" : "decrease"}`,
        label: additional.name,
        message: t(extraError),
      },
    ];
  }
  for (const line of page.cart.lines) {
    const feedback = feedbackFor(reply, "step", line) ?? feedbackFor(reply, "remove", line);
    if (feedback?.formError)
      return [{ target: `line-${line.kind}-${line.id}-decrease`, label: line.name, message: t(feedback.formError) }];
  }
  return [];
}

export function CartProblems({ page, reply }: { page: OpenCart; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  return <ErrorSummary id="cart-problems" problems={cartProblems(page, reply, t)} />;
}
