import { parseWithZod } from "@conform-to/zod/v4";
import { data as respond, replace, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { ORDER_RATING_COMMENT_MAX, RATING_MESSAGES } from "../../../contract";
import { firstErrors } from "~/lib/page/form-fields.server";
import { mustReadOrder, orderErrorKey, refusalStatus } from "./orders.server";
import type { RatingAnswer } from "./rating-view";
import type { Store } from "~/lib/store/store.server";

const starsSchema = z
  .number({ error: RATING_MESSAGES.starsRequired })
  .int({ error: RATING_MESSAGES.starsRequired })
  .min(1, { error: RATING_MESSAGES.starsRequired })
  .max(5, { error: RATING_MESSAGES.starsRequired });

const ratingFormSchema = z.object({
  stars: starsSchema,
  comment: z.string().trim().max(ORDER_RATING_COMMENT_MAX, { error: RATING_MESSAGES.commentTooLong }).optional(),
});

const FIELD_MESSAGES: Record<string, keyof RatingAnswer["errors"]> = { stars: "stars", comment: "comment" };

/**
 * The rating form of an order, posted to the order page or the orders list: the API rates it, then
 * the customer is sent back to `back` (post/redirect/get), where the rating shows; a second post
 * (a double click without JavaScript, another tab) goes back too, the first rating standing.
 * A refusal answers the form drawn again with why; someone else's order is the not-found page.
 */
export async function rateOrderFromForm(
  context: AppLoadContext,
  request: Request,
  page: Store,
  orderId: number,
  form: FormData,
  options: { back: string; notice?: boolean },
) {
  const values = {
    stars: typeof form.get("stars") === "string" ? String(form.get("stars")) : null,
    comment: String(form.get("comment") ?? ""),
  };
  const refused = (status: number, errors: RatingAnswer["errors"], formError: string | null = null) =>
    respond({ rating: { orderId, errors, formError, values } satisfies RatingAnswer }, { status });

  const submission = parseWithZod(form, { schema: ratingFormSchema });
  if (submission.status !== "success") {
    const errors: RatingAnswer["errors"] = {};
    for (const [field, message] of Object.entries(firstErrors(submission.error))) {
      const name = FIELD_MESSAGES[field];
      if (name) errors[name] = message;
    }
    return refused(400, errors);
  }
  const result = await context.api.rateOrder(page.slug, page.token, orderId, {
    stars: submission.value.stars,
    comment: submission.value.comment ?? null,
  });
  if (result.ok || result.error.code === "ALREADY_RATED") {
    if (options.notice)
      page.session.flash("notice", result.ok ? "orders.rating.done" : "orders.rating.errors.ALREADY_RATED");
    // With JavaScript the page stays where it was (one history entry, as without it after a post).
    return replace(options.back);
  }
  if (result.status === 404 || result.status === 401) mustReadOrder(context, request, result);
  if (result.error.code === "VALIDATION_ERROR" && result.status === 422) {
    const errors: RatingAnswer["errors"] = {};
    for (const error of result.error.errors ?? []) {
      const name = FIELD_MESSAGES[error.field];
      if (name) errors[name] = error.message;
    }
    return refused(422, errors, Object.keys(errors).length > 0 ? null : "orders.errors.generic");
  }
  if (result.error.code === "NOT_DELIVERED") return refused(422, {}, "orders.rating.errors.NOT_DELIVERED");
  return refused(refusalStatus(result.status), {}, orderErrorKey(result.error, result.status));
}
