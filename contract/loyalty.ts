import * as z from "zod";
import { envelope } from "./envelope";
import { imageUrlSchema, optionalLink } from "./formats/links";
import { moneySchema } from "./menu";

// A logged-in client only: 401 to a visitor, 404 for another client's id. Points are earned when an order is
// DELIVERED, count from effectivation_days after and expire expiration_days later; a redeemed line is priced
// 0 and costs points (docs/decisions/025).

export const loyaltySettingsSchema = z.object({
  enabled: z.boolean(),
  name: z.string(),
  points_per_unit: z.number().int().min(0),
  /** Minor units that make one unit for earning (100 = R$ 1,00). */
  unit_amount: moneySchema,
  effectivation_days: z.number().int().min(0),
  /** null: never expire. */
  expiration_days: z.number().int().min(1).nullable(),
  expiring_window_days: z.number().int().min(1),
});
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;
export const loyaltySettingsResponseSchema = envelope(loyaltySettingsSchema);

/** Only values 1 and 2 are kept (points x1, x2). */
export const campaignSaleCategorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  value: z.number().int(),
});

export const loyaltyCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  campaign_sale_category: z.array(campaignSaleCategorySchema),
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
  z.object({
    points: z.number().int(),
    entries: z.array(z.object({ points: z.number().int(), expires_at: z.string() })),
  }),
);
export const extractResponseSchema = envelope(z.object({ entries: z.array(loyaltyEntrySchema) }));

export const productToRedeemSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: optionalLink(imageUrlSchema),
  points: z.number().int().min(1),
  affordable: z.boolean(),
});
export type ProductToRedeem = z.infer<typeof productToRedeemSchema>;
export const productsToRedeemResponseSchema = envelope(z.object({ products: z.array(productToRedeemSchema) }));

export const validateCampaignsRequestSchema = z.object({
  cart_guid: z.string().min(1).max(64),
  payment_method: z.string().max(40).nullable(),
  card_guid: z.string().max(64).nullable().default(null),
});
export const validateCampaignsResponseSchema = envelope(
  z.object({ campaign_id: z.number().int().nullable(), name: z.string().nullable(), discount: moneySchema }),
);

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

export const redemptionStatusResponseSchema = envelope(
  z.object({ points: z.number().int(), can_redeem: z.boolean(), cheapest_points: z.number().int().nullable() }),
);

export const fidelityModalitySchema = z.enum(["ORDERS", "ITEMS", "POINTS"]);
export type FidelityModality = z.infer<typeof fidelityModalitySchema>;

export const fidelityProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** ORDERS: delivered orders; ITEMS: units of items and pizzas in them; POINTS: points earned. */
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

export const clientFidelitySchema = z.object({
  program: fidelityProgramSchema,
  progress: z.number().int().min(0),
  goal: z.number().int().min(1),
  reward_available: z.boolean(),
  /** Shown once, then POST …/seen. */
  congratulate: z.boolean(),
});
export type ClientFidelity = z.infer<typeof clientFidelitySchema>;
export const clientFidelityResponseSchema = envelope(z.object({ fidelity_programs: z.array(clientFidelitySchema) }));
