import type { CartAdjustment, CartFidelity, DeliveryType, FidelityProgram } from "../../../contract";
import type { fidelityRewards } from "../db/schema";

/*
 * The fidelity programme, pure (issue 16; contract/loyalty.ts).
 * STUB: the seam priceCart calls; the fidelity work fills it in.
 */

export type StoredFidelityReward = typeof fidelityRewards.$inferSelect;

export interface FidelityPricingInput {
  subtotal: number;
  deliveryFee: number;
  deliveryType: DeliveryType;
  clientId: number | null;
  now: Date;
}

/** The reward the cart gets (the client's next order after reaching the goal) and its FIDELITY adjustment. */
export function priceFidelityReward(
  _reward: StoredFidelityReward | null,
  _programs: readonly FidelityProgram[] | null,
  _input: FidelityPricingInput,
): { fidelity: CartFidelity | null; adjustments: CartAdjustment[] } {
  return { fidelity: null, adjustments: [] };
}
