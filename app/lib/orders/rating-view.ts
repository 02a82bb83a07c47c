import type { Order } from "../../../contract";

/*
 * An order's rating as the pages show it (the order page and the orders list), and the answer of a
 * refused rating form. Texts are locale keys under "orders.rating".
 */

/** The star counts a customer may choose, lowest first. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

export interface RatingView {
  stars: number;
  comment: string | null;
}

/** What a page knows of an order's rating: given (shown), or still to give (the form), or neither. */
export interface OrderRatingView {
  rating: RatingView | null;
  canRate: boolean;
}

export function ratingView(order: Pick<Order, "rating" | "can_rate">): OrderRatingView {
  return {
    rating: order.rating ? { stars: order.rating.stars, comment: order.rating.comment } : null,
    canRate: order.can_rate,
  };
}

/** A refused rating form: what to say (locale keys) and what the customer had chosen, for the form drawn again. */
export interface RatingAnswer {
  orderId: number;
  errors: { stars?: string; comment?: string };
  formError: string | null;
  values: { stars: string | null; comment: string };
}

/** "★★★★☆": the stars of a rating, for the eye only (the words say it to everyone). */
export const starGlyphs = (stars: number) => "★".repeat(stars) + "☆".repeat(RATING_STARS.length - stars);

/** The element of an order's rating (the form, then the rating): the fragment a page without JavaScript comes back to. */
export const ratingAnchor = (orderId: number) => `rating-${orderId}`;
