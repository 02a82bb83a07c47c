import { describe, expect, it } from "vitest";
import type { FidelityProgram } from "../../../contract";
import {
  type FidelityPricingInput,
  type StoredFidelityReward,
  clientFidelityView,
  fidelityDiscount,
  priceFidelityReward,
  settleProgress,
} from "./fidelity";

const program: FidelityProgram = {
  id: 7,
  name: "Clube Bella",
  description: "A cada 5 pedidos entregues, R$ 20 de desconto.",
  enabled: true,
  modality: "ORDERS",
  goal: 5,
  reward: { description: "R$ 20 de desconto no próximo pedido", discount_type: "FIXED", value: 2000 },
};

const reward = (extra: Partial<StoredFidelityReward> = {}): StoredFidelityReward => ({
  id: 1,
  merchantId: 1,
  clientId: 42,
  programId: 7,
  cycle: 1,
  reachedAt: "2026-01-01T10:00:00.000Z",
  seenAt: null,
  usedOrderId: null,
  usedAt: null,
  ...extra,
});

const input = (extra: Partial<FidelityPricingInput> = {}): FidelityPricingInput => ({
  subtotal: 5000,
  deliveryFee: 700,
  deliveryType: "DELIVERY",
  clientId: 42,
  now: new Date("2026-01-02T10:00:00.000Z"),
  ...extra,
});

describe("priceFidelityReward", () => {
  it("prices a FIXED reward as a FIDELITY discount named after the programme", () => {
    expect(priceFidelityReward(reward(), [program], input())).toEqual({
      fidelity: { program_id: 7, name: "Clube Bella", reward: "R$ 20 de desconto no próximo pedido", discount: 2000 },
      adjustments: [{ type: "DISCOUNT", source: "FIDELITY", name: "Clube Bella", amount: 2000 }],
    });
  });

  it("never takes more than the subtotal with FIXED", () => {
    expect(priceFidelityReward(reward(), [program], input({ subtotal: 1500 })).fidelity?.discount).toBe(1500);
  });

  it("takes a percentage of the subtotal rounded down to the currency's unit", () => {
    const percent: FidelityProgram = {
      ...program,
      reward: { description: "15%", discount_type: "PERCENTAGE", value: 15 },
    };
    expect(fidelityDiscount(percent, input({ subtotal: 3333 }))).toBe(499);
    // COP has no cents: whole pesos (unit 100 minor units).
    expect(fidelityDiscount(percent, input({ subtotal: 3_333_333, currency: "COP" }))).toBe(499_900);
  });

  it("takes the delivery fee with FREE_DELIVERY, and leaves the reward for later on a takeout cart", () => {
    const free: FidelityProgram = {
      ...program,
      reward: { description: "Entrega grátis", discount_type: "FREE_DELIVERY", value: 0 },
    };
    expect(priceFidelityReward(reward(), [free], input()).fidelity?.discount).toBe(700);
    expect(priceFidelityReward(reward(), [free], input({ deliveryType: "TAKEOUT", deliveryFee: 0 }))).toEqual({
      fidelity: null,
      adjustments: [],
    });
  });

  it("gives nothing to another client, a visitor, a used reward, a disabled or removed programme, or an empty cart", () => {
    const none = { fidelity: null, adjustments: [] };
    expect(priceFidelityReward(null, [program], input())).toEqual(none);
    expect(priceFidelityReward(reward(), [program], input({ clientId: 43 }))).toEqual(none);
    expect(priceFidelityReward(reward(), [program], input({ clientId: null }))).toEqual(none);
    expect(priceFidelityReward(reward({ usedOrderId: 9 }), [program], input())).toEqual(none);
    expect(priceFidelityReward(reward(), [{ ...program, enabled: false }], input())).toEqual(none);
    expect(priceFidelityReward(reward(), [{ ...program, id: 8 }], input())).toEqual(none);
    expect(priceFidelityReward(reward(), null, input())).toEqual(none);
    expect(priceFidelityReward(reward(), [program], input({ subtotal: 0, deliveryFee: 0 }))).toEqual(none);
  });
});

describe("settleProgress", () => {
  const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, "0")}:00.000Z`;

  it("counts up to the goal, reaches the cycle at the event that got there, and restarts after it", () => {
    const events = [1, 2, 3, 4, 5, 6, 7].map((minute) => ({ at: at(minute), amount: 1 }));
    expect(settleProgress(events, 5, 0)).toEqual({ reached: [{ cycle: 1, at: at(5) }], progress: 2 });
    expect(settleProgress(events.slice(0, 4), 5, 0)).toEqual({ reached: [], progress: 4 });
  });

  it("numbers cycles after the last one and reaches several at once; what goes past the goal is not carried", () => {
    const events = [
      { at: at(3), amount: 7 },
      { at: at(1), amount: 4 },
      { at: at(2), amount: 0 },
      { at: at(4), amount: 10 },
    ];
    expect(settleProgress(events, 10, 2)).toEqual({
      reached: [
        { cycle: 3, at: at(3) },
        { cycle: 4, at: at(4) },
      ],
      progress: 0,
    });
  });
});

describe("clientFidelityView", () => {
  it("says whether a reward waits and whether to congratulate", () => {
    expect(clientFidelityView(program, 4, [])).toEqual({
      program,
      progress: 4,
      goal: 5,
      reward_available: false,
      congratulate: false,
    });
    expect(clientFidelityView(program, 0, [reward()])).toMatchObject({ reward_available: true, congratulate: true });
    expect(clientFidelityView(program, 0, [reward({ seenAt: "x" })])).toMatchObject({
      reward_available: true,
      congratulate: false,
    });
    expect(clientFidelityView(program, 1, [reward({ seenAt: "x", usedOrderId: 3 })])).toMatchObject({
      reward_available: false,
      congratulate: false,
    });
    expect(clientFidelityView(program, 1, [reward({ programId: 8 })])).toMatchObject({
      reward_available: false,
      congratulate: false,
    });
  });
});
