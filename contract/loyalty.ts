import * as z from "zod";
import { envelope } from "./envelope";
import { imageUrlSchema, optionalLink } from "./formats/links";
import { moneySchema } from "./menu";

/*
 * Loyalty points and the fidelity programme (customer spec §2-§9). A logged-in client
 * only: every call below answers 401 to a visitor and 404 for another client's id.
 *
 * Points: a client earns points when an order of theirs is DELIVERED, per the merchant's
 * loyalty settings (points_per_unit per whole currency unit of the order's subtotal, times the
 * best multiplier of the campaigns whose sale categories the order's lines are in). Earned points
 * count from effectivation_days after delivery and expire expiration_days after that. The
 * balance is the sum of the entries in effect and not expired.
 *
 * Redeeming: a product of a redeemable category (items.points_price) goes into the cart as a line
 * with `redeemed: true`, priced 0 and `points` per unit (POST …/carts/{guid}/items with
 * `redeemed: true`). The cart's `points_total` is what its redeemed lines cost; adding a line
 * beyond the client's balance is 422 INSUFFICIENT_POINTS, and placing the order writes the REDEEMED
 * entry in the order's batch (INSUFFICIENT_POINTS when the balance fell meanwhile).
 *
 * Campaign payment: validate_campaigns with the payment choice answers the campaign discount that
 * choice gives; the cart prices it as a LOYALTY adjustment once the payment method is set on the cart.
 */

export const loyaltySettingsSchema = z.object({
  enabled: z.boolean(),
  /** Programme name shown to the customer. */
  name: z.string(),
  /** Points per whole unit of the currency (BRL 1, COP 1000, MXN 10: see unit_amount). */
  points_per_unit: z.number().int().min(0),
  /** Minor units that make one "unit" for earning (e.g. 100 = R$ 1,00). */
  unit_amount: moneySchema,
  /** Days after delivery before earned points count. */
  effectivation_days: z.number().int().min(0),
  /** Days earned points last once effective; null: never expire. */
  expiration_days: z.number().int().min(1).nullable(),
  /** Days ahead points_to_expire looks. */
  expiring_window_days: z.number().int().min(1),
});
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;
export const loyaltySettingsResponseSchema = envelope(loyaltySettingsSchema);

/** Customer spec §4: a campaign's sale categories are kept only with value 1 or 2 (1: points x1, 2: points x2). */
export const campaignSaleCategorySchema = z.object({ category_id: z.number().int(), category_name: z.string(), value: z.number().int() });

export const loyaltyCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  campaign_sale_category: z.array(campaignSaleCategorySchema),
  /** A payment campaign: this payment method takes `discount_percent` off the subtotal (validate_campaigns). */
  campaign_payment: z
    .object({
      payment_method: z.enum(["PIX", "CARD", "CASH", "CREDIT_CARD", "DEBIT_CARD", "MEAL_VOUCHER", "PIX_ON_DELIVERY"]),
      discount_percent: z.number().int().min(1).max(100),
    })
    .nullable(),
});
export type LoyaltyCampaign = z.infer<typeof loyaltyCampaignSchema>;
export const loyaltyCampaignsResponseSchema = envelope(z.object({ campaigns: z.array(loyaltyCampaignSchema) }));
export const loyaltyCampaignResponseSchema = envelope(loyaltyCampaignSchema);

export const loyaltyEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(["EARNED", "REDEEMED", "EXPIRED", "BONUS", "REFUNDED"]),
  points: z.number().int(),
  description: z.string(),
  order_id: z.number().int().nullable(),
  effectivation_date: z.string(),
  expires_at: z.string().nullable(),
});
export type LoyaltyEntry = z.infer<typeof loyaltyEntrySchema>;

export const pointsResponseSchema = envelope(z.object({ points: z.number().int(), pending_points: z.number().int() }));
export const pointsToExpireResponseSchema = envelope(
  z.object({ points: z.number().int(), entries: z.array(z.object({ points: z.number().int(), expires_at: z.string() })) }),
);
/** Only entries whose effectivation date has passed, newest first. */
export const extractResponseSchema = envelope(z.object({ entries: z.array(loyaltyEntrySchema) }));

export const productToRedeemSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: optionalLink(imageUrlSchema),
  points: z.number().int().min(1),
  /** The client's balance covers it. */
  affordable: z.boolean(),
});
export type ProductToRedeem = z.infer<typeof productToRedeemSchema>;
export const productsToRedeemResponseSchema = envelope(z.object({ products: z.array(productToRedeemSchema) }));

/** `POST …/validate_campaigns` { cart_guid, payment_method, card_guid }. */
export const validateCampaignsRequestSchema = z.object({
  cart_guid: z.string().min(1).max(64),
  payment_method: z.string().max(40).nullable(),
  card_guid: z.string().max(64).nullable().default(null),
});
export const validateCampaignsResponseSchema = envelope(
  z.object({ campaign_id: z.number().int().nullable(), name: z.string().nullable(), discount: moneySchema }),
);

/** `GET …/products_campaign?campaign_id=`: the items of the campaign's sale categories (value 1 or 2), with the multiplier. */
export const campaignProductsResponseSchema = envelope(
  z.object({
    products: z.array(
      z.object({
        item_id: z.number().int(),
        name: z.string(),
        description: z.string(),
        image: optionalLink(imageUrlSchema),
        price: moneySchema,
        multiplier: z.number().int(),
      }),
    ),
  }),
);

/** `GET …/redemption_status`: whether the client can redeem something now. */
export const redemptionStatusResponseSchema = envelope(
  z.object({ points: z.number().int(), can_redeem: z.boolean(), cheapest_points: z.number().int().nullable() }),
);

// ---------- fidelity programme ----------

export const fidelityModalitySchema = z.enum(["ORDERS", "ITEMS", "POINTS"]);
export type FidelityModality = z.infer<typeof fidelityModalitySchema>;

export const fidelityProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** ORDERS: delivered orders; ITEMS: units of items and pizzas in delivered orders; POINTS: points earned. */
  modality: fidelityModalitySchema,
  goal: z.number().int().min(1),
  reward: z.object({
    description: z.string(),
    discount_type: z.enum(["FIXED", "PERCENTAGE", "FREE_DELIVERY"]),
    value: z.number().int().min(0),
  }),
});
export type FidelityProgram = z.infer<typeof fidelityProgramSchema>;
export const fidelityProgramsResponseSchema = envelope(z.object({ fidelity_programs: z.array(fidelityProgramSchema) }));

/** `GET /{slug}/clients/{id}/fidelity_programs`: the client's progress in each enabled programme. */
export const clientFidelitySchema = z.object({
  program: fidelityProgramSchema,
  progress: z.number().int().min(0),
  goal: z.number().int().min(1),
  /** A reached reward not used yet: it applies to the next order. */
  reward_available: z.boolean(),
  /** Reached and not yet shown: the storefront shows the congratulations modal once (then POSTs …/seen). */
  congratulate: z.boolean(),
});
export type ClientFidelity = z.infer<typeof clientFidelitySchema>;
export const clientFidelityResponseSchema = envelope(z.object({ fidelity_programs: z.array(clientFidelitySchema) }));
