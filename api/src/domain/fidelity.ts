import type {
  CartAdjustment,
  CartFidelity,
  ClientFidelity,
  Currency,
  DeliveryType,
  FidelityProgram,
} from "../../../contract";
import { roundingUnit } from "../../../contract/pizza";
import type { fidelityRewards } from "../db/schema";

/*
 * Progress counts what happened after the last reached cycle (decision 026); the event that takes the
 * count to the goal reaches the cycle at its own time, and what went past the goal is not carried over.
 */

export type StoredFidelityReward = typeof fidelityRewards.$inferSelect;

export interface FidelityPricingInput {
  subtotal: number;
  deliveryFee: number;
  deliveryType: DeliveryType;
  clientId: number | null;
  now: Date;
  /** The merchant's currency: a percentage is rounded down to its unit (COP has no cents). Default BRL. */
  currency?: Currency;
}

export const enabledPrograms = (programs: readonly FidelityProgram[] | null): FidelityProgram[] =>
  (programs ?? []).filter((program) => program.enabled);

/** Rounded down to the currency's unit; never more than what is left. */
export function fidelityDiscount(
  program: FidelityProgram,
  input: Pick<FidelityPricingInput, "subtotal" | "deliveryFee" | "deliveryType" | "currency">,
): number {
  const { reward } = program;
  let amount: number;
  if (reward.discount_type === "FIXED") amount = Math.min(reward.value, input.subtotal);
  else if (reward.discount_type === "PERCENTAGE") {
    const unit = roundingUnit(input.currency ?? "BRL");
    amount = Math.floor((input.subtotal * Math.min(reward.value, 100)) / 100 / unit) * unit;
  } else amount = input.deliveryType === "DELIVERY" ? input.deliveryFee : 0;
  return Math.max(0, Math.min(amount, input.subtotal + input.deliveryFee));
}

/** Only when it takes something off: a free delivery on a takeout cart leaves the reward for a later order. */
export function priceFidelityReward(
  reward: StoredFidelityReward | null,
  programs: readonly FidelityProgram[] | null,
  input: FidelityPricingInput,
): { fidelity: CartFidelity | null; adjustments: CartAdjustment[] } {
  const none = { fidelity: null, adjustments: [] };
  if (!reward || reward.usedOrderId !== null || input.clientId === null || reward.clientId !== input.clientId)
    return none;
  const program = enabledPrograms(programs).find((candidate) => candidate.id === reward.programId);
  if (!program) return none;
  const amount = fidelityDiscount(program, input);
  if (amount <= 0) return none;
  return {
    fidelity: { program_id: program.id, name: program.name, reward: program.reward.description, discount: amount },
    adjustments: [{ type: "DISCOUNT", source: "FIDELITY", name: program.name, amount }],
  };
}

export interface FidelityEvent {
  at: string;
  amount: number;
}

export function settleProgress(
  events: readonly FidelityEvent[],
  goal: number,
  lastCycle: number,
): { reached: { cycle: number; at: string }[]; progress: number } {
  const sorted = [...events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const reached: { cycle: number; at: string }[] = [];
  let progress = 0;
  for (const event of sorted) {
    if (event.amount <= 0) continue;
    progress += event.amount;
    if (progress >= goal) {
      reached.push({ cycle: lastCycle + reached.length + 1, at: event.at });
      progress = 0;
    }
  }
  return { reached, progress };
}

export function clientFidelityView(
  program: FidelityProgram,
  progress: number,
  rewards: readonly StoredFidelityReward[],
): ClientFidelity {
  const mine = rewards.filter((reward) => reward.programId === program.id);
  return {
    program,
    progress: Math.min(progress, program.goal),
    goal: program.goal,
    reward_available: mine.some((reward) => reward.usedOrderId === null),
    congratulate: mine.some((reward) => reward.seenAt === null && reward.usedOrderId === null),
  };
}
